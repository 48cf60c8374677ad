// The mails about later semesters and identity decisions in each language: Urdu in the glossary's words, amounts in
// rupees and dates in ur-PK, the platform's English names as they are; English as it always was.
import { kycDecisionMailText } from '../kyc/decision-mail';
import { refundSentMail, semesterReminderMail, withdrawalRequestedMail } from './semester-mail-text';

const fee = { amountPaisa: 8_500_000, currency: 'PKR' as const };
const due = {
  programme: 'Full-Stack Web Development',
  number: 2,
  name: 'Core Skills',
  term: { name: 'Summer 2027', startsOn: '2027-05-10' },
  fee,
  dueOn: '2027-05-09',
  dashboardUrl: 'http://portal.test/ur/user-dashboard',
};
const withdrawal = { programme: 'Full-Stack Web Development', semester: 2, refund: fee, receiptNumbers: ['R-000042'] };

test('a payment reminder in Urdu: the due day in Urdu, the fee in rupees, the Urdu dashboard', () => {
  const { subject, lines } = semesterReminderMail('ur', due);
  expect(subject).toBe('Full-Stack Web Development کا سمسٹر 2: 9 مئی، 2027 تک ادائیگی کریں');
  expect(lines[0]).toBe(
    'Full-Stack Web Development کا سمسٹر 2 (Core Skills) 10 مئی، 2027 کو شروع ہو رہا ہے (Summer 2027)۔',
  );
  expect(lines[1]).toContain('\u206685,000\u2069 روپے');
  expect(lines).toContain('اپنے ڈیش بورڈ سے ادائیگی کریں: http://portal.test/ur/user-dashboard');
});

test('the English reminder reads as before', () => {
  const { subject, lines } = semesterReminderMail('en', { ...due, dashboardUrl: 'http://portal.test/user-dashboard' });
  expect(subject).toBe('Semester 2 of Full-Stack Web Development: pay by 9 May 2027');
  expect(lines[0]).toBe('Semester 2 (Core Skills) of Full-Stack Web Development starts on 10 May 2027 (Summer 2027).');
  expect(lines[1]).toMatch(/^Its fee, Rs\s85,000, is due by 9 May 2027, the day before it starts\.$/);
});

test('a withdrawal asked for and its refund sent, in Urdu, with the receipt number', () => {
  const asked = withdrawalRequestedMail('ur', withdrawal);
  expect(asked.subject).toBe('Full-Stack Web Development سے آپ کی دستبرداری');
  expect(asked.lines[1]).toContain('(رسید R-000042)');
  const sent = refundSentMail('ur', withdrawal);
  expect(sent.subject).toBe('Full-Stack Web Development کے لیے آپ کی رقم واپس بھیج دی گئی');
  expect(sent.lines[0]).toContain('\u206685,000\u2069 روپے');
  expect(withdrawalRequestedMail('en', withdrawal).lines[1]).toMatch(
    /^Under the Terms, Rs\s85,000 goes back .*\(receipt R-000042\)\./,
  );
  const two = { ...withdrawal, receiptNumbers: ['R-000042', 'R-000043'] };
  expect(withdrawalRequestedMail('en', two).lines[1]).toContain('(receipts R-000042, R-000043)');
  expect(withdrawalRequestedMail('ur', two).lines[1]).toContain('(رسید R-000042، R-000043)');
});

test('an identity decision in Urdu: the reason in Urdu, staff’s note as written', () => {
  const refused = kycDecisionMailText('ur', {
    status: 'rejected',
    reason: 'document_expired',
    note: 'Send the new CNIC.',
  });
  expect(refused.subject).toBe('ہم آپ کی شناخت کی تصدیق نہیں کر سکے');
  expect(refused.lines).toContain('وجہ: دستاویز کی میعاد ختم ہو چکی ہے۔');
  expect(refused.lines).toContain('ہماری ٹیم کا نوٹ: Send the new CNIC.');
  expect(kycDecisionMailText('ur', { status: 'approved', reason: null, note: null }).subject).toBe(
    'آپ کی شناخت کی تصدیق ہو گئی',
  );
  expect(kycDecisionMailText('en', { status: 'rejected', reason: null, note: null }).lines).toContain(
    'Reason: not given.',
  );
});
