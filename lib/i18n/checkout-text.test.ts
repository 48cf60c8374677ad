// The checkout's words that come from the contract and the platform (the Terms' rules, method names, order lines)
// read in Urdu on an Urdu page.
import { ELIGIBILITY_RULE, PAYMENT_METHOD_LABEL, PENDING_MAY_PAY, transferSubmissionSchema } from '@/contract';
import en from '@/messages/en.json';
import { platformText } from './platform-text';

const isUrdu = (text: string) => /[\u0600-\u06FF]/.test(text) && !/\b(?:the|and|your|is|are|to)\b/i.test(text);

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
