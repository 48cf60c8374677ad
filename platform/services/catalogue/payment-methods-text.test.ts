import { fillPaymentMethods, paymentMethodsSentence, PAYMENT_METHODS_PLACEHOLDER } from './payment-methods-text';
import { bankTransferOffer } from '../payments/methods';

test('names only the methods on offer', () => {
  expect(paymentMethodsSentence(['card', 'jazzcash', 'easypaisa'], false)).toBe(
    'You can pay by debit or credit card (issued in Pakistan or abroad) or with a JazzCash or Easypaisa mobile wallet.',
  );
  expect(paymentMethodsSentence(['card', 'jazzcash', 'bank_transfer'], true)).toBe(
    'You can pay by debit or credit card (issued in Pakistan or abroad), with a JazzCash mobile wallet, or by bank transfer or Raast.',
  );
  expect(paymentMethodsSentence(['bank_transfer'], false)).toBe('You can pay by bank transfer.');
});

test('promises no method when none is configured', () => {
  const sentence = paymentMethodsSentence([], false);
  expect(sentence).not.toMatch(/card|wallet|transfer|Raast/i);
  expect(sentence).toMatch(/Support page/);
});

test('fills every placeholder in a text and leaves other text alone', () => {
  expect(
    fillPaymentMethods(`${PAYMENT_METHODS_PLACEHOLDER} Receipts are e-mailed.`, 'You can pay by bank transfer.'),
  ).toBe('You can pay by bank transfer. Receipts are e-mailed.');
  expect(fillPaymentMethods('No placeholder.', 'x')).toBe('No placeholder.');
});

test('checkout names Raast beside bank transfer only when the account has a Raast ID', () => {
  expect(bankTransferOffer(true)).toMatchObject({
    label: 'Bank transfer or Raast',
    description: expect.stringContaining('Raast'),
  });
  expect(bankTransferOffer(false).label).toBe('Bank transfer');
  expect(bankTransferOffer(false).description).not.toMatch(/Raast/);
});
