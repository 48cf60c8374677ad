// A refused bank transfer told in each language: Urdu in the glossary's words with the amount in rupees, and what
// only the platform holds (the programme, staff's reason) as it is; English as it always was.
import { transferRejectedMailText, type RefusedTransfer } from './payment-mail-text';

const transfer: RefusedTransfer = {
  amount: { amountPaisa: 8_500_000, currency: 'PKR' },
  programme: 'Full-Stack Web Development',
  reference: 'LP-ABCDEFGHJK',
  transferId: 'RAAST-991',
  reason: 'The amount received differs from the order.',
  againUrl: 'http://portal.test/checkout?order=1&step=method',
};

test('in Urdu: the subject, the amount in rupees, the reason and the way to pay again', () => {
  const { subject, body } = transferRejectedMailText('ur', transfer);
  expect(subject).toBe('ہم آپ کی بینک ٹرانسفر کی تصدیق نہیں کر سکے: Full-Stack Web Development');
  expect(body[0]).toBe(
    'ہم Full-Stack Web Development کے لیے آپ کی \u206685,000\u2069 روپے کی بینک ٹرانسفر کی تصدیق نہیں کر سکے (آرڈر LP-ABCDEFGHJK، ٹرانزیکشن آئی ڈی RAAST-991)۔',
  );
  expect(body).toContain('وجہ: The amount received differs from the order.');
  expect(body.at(-1)).toMatch(/ادائیگی کریں: http:\/\/portal\.test\/checkout\?order=1&step=method$/);
});

test('in English, and with nothing given, "not given" in each language', () => {
  const english = transferRejectedMailText('en', { ...transfer, transferId: null, reason: null });
  expect(english.subject).toBe('We could not confirm your bank transfer: Full-Stack Web Development');
  expect(english.body[0]).toMatch(
    /^We could not confirm your bank transfer of Rs\s85,000 for .* transaction id not given\)\.$/,
  );
  expect(english.body).toContain('Reason: not given');
  expect(transferRejectedMailText('ur', { ...transfer, reason: null }).body).toContain('وجہ: نہیں بتائی گئی');
});
