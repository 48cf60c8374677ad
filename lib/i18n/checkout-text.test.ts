// The checkout's words: the sentences the checkout shares with the programme page, the Terms and the platform are the
// same English in the catalogue as in the code that also says them, and each reads in Urdu on an Urdu page.
import { ELIGIBILITY_RULE, PAYMENT_METHOD_LABEL, PENDING_MAY_PAY, transferSubmissionSchema } from '@/contract';
import { closedText, ENROLMENT_HEADLINE, NO_INTAKE_TEXT } from '@/lib/checkout/enrolment-state';
import en from '@/messages/en.json';
import { platformText } from './platform-text';
import { translator } from './translator';

const isUrdu = (text: string) => /[\u0600-\u06FF]/.test(text) && !/\b(?:the|and|your|is|are|to)\b/i.test(text);

test('the checkout says enrolment is closed in the programme page’s words', () => {
  const t = translator('en', 'checkout');
  expect(t('closed', { programme: 'Data Science' })).toBe(closedText('Data Science'));
  expect(t('noIntake')).toBe(NO_INTAKE_TEXT);
  expect(t('closedHeadline')).toBe(ENROLMENT_HEADLINE.closed);
  expect(t('noIntakeHeadline')).toBe(ENROLMENT_HEADLINE['no-intake']);
});

test('the Terms’ rules, the methods’ names and the transfer id’s message read in Urdu', () => {
  const transferId = transferSubmissionSchema.safeParse({ transaction_id: 'AB' }).error?.issues[0]?.message ?? '';
  for (const english of [ELIGIBILITY_RULE, PENDING_MAY_PAY, ...Object.values(PAYMENT_METHOD_LABEL), transferId]) {
    const urdu = platformText('ur', english);
    expect([english, isUrdu(urdu)]).toEqual([english, true]);
  }
});

test('an order line from the platform keeps its programme and term, isolated left to right', () => {
  expect(platformText('ur', 'Data Science: semester 2 tuition (Summer 2027)')).toBe(
    '\u2066Data Science\u2069: سمسٹر 2 کی فیس (\u2066Summer 2027\u2069)',
  );
  expect(platformText('en', 'Data Science: semester 2 tuition (Summer 2027)')).toBe(
    'Data Science: semester 2 tuition (Summer 2027)',
  );
});

test('the first semester’s courses are counted in Urdu too', () => {
  expect(platformText('ur', 'All 4 courses of your first semester, with live classes and recorded lectures')).toBe(
    'آپ کے پہلے سمسٹر کے تمام 4 کورسز، براہِ راست کلاسوں اور ریکارڈ شدہ لیکچرز کے ساتھ',
  );
  expect(en.platformText.includedCourse).toContain('{count} course of');
});
