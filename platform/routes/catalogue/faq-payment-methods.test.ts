// The FAQ's payment-methods answer follows the checkout's configuration: with a bank account and a Raast ID
// it offers both; the default platform (test gateway, no account) promises neither (content.test.ts).
import { faqSchema, listOf } from '@/contract';
import { setUpTestPlatform } from '../../test/test-platform';
import { getJson } from './test-requests';

const BANK = {
  iban: 'PK36SCBL0000001123456702',
  accountTitle: 'Learner Portal (Pvt) Ltd',
  bank: 'Standard Chartered',
  raastId: '03001234567',
};
const platform = setUpTestPlatform({ payments: { bankTransfer: BANK } });

test('with a bank account and a Raast ID configured, the FAQ offers bank transfer and Raast', async () => {
  const faq = await getJson(platform, '/faq?topic=payments', listOf(faqSchema));
  const answer = faq.items.find((item) => item.id === 'which-payment-methods')?.answer;
  expect(answer).toMatch(/^You can pay by debit or credit card .*, or by bank transfer or Raast\. Your receipt/);
});
