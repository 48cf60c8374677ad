// The mails about a payment in the learner's language, the one their account was made in: a learner who signed up on
// an Urdu page gets the receipt (and its link to the Urdu receipt page) and a refused bank transfer in Urdu; the
// words the platform holds only in English (the programme, the lines, the issuer) stay as they are.
import { and, eq, ne } from 'drizzle-orm';
import { accounts, mailOutbox } from '../../db/schema';
import { demoOrganisation } from '../../db/demo/organisation';
import { setUpTestPlatform } from '../../test/test-platform';
import {
  eventually,
  getOrder,
  openOrder,
  payWithTestGateway,
  registerLearner,
  type TestLearner,
} from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();

async function inUrdu(learner: TestLearner) {
  await platform.deps.db.update(accounts).set({ language: 'ur' }).where(eq(accounts.email, learner.email));
}

const mailsAbout = (learner: TestLearner, subject: string) =>
  eventually(
    () =>
      platform.deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, learner.email), ne(mailOutbox.subject, 'Confirm your e-mail address'))),
    (rows) => rows.some((row) => row.subject.startsWith(subject)),
  ).then((rows) => rows.filter((row) => row.subject.startsWith(subject)));

test('an Urdu account’s receipt mail is in Urdu, with the amount in rupees and the Urdu receipt page', async () => {
  const learner = await registerLearner(platform);
  await inUrdu(learner);
  const order = await openOrder(platform, learner);
  await payWithTestGateway(platform, learner, order.id, 'approve');
  const number = (await getOrder(platform, learner, order.id)).payments[0]?.receiptNumber ?? '';

  const [mail] = await mailsAbout(learner, 'آپ کی رسید');
  expect(mail?.subject).toBe(`آپ کی رسید ${number}: Full-Stack Web Development`);
  expect(mail?.body).toMatch(
    /^السلام علیکم Ayesha Khan،\n\nشکریہ: ہمیں آپ کی \u206685,000\u2069 روپے کی ادائیگی موصول ہو گئی ہے اور Full-Stack Web Development میں آپ کا اندراج ہو گیا ہے۔/,
  );
  expect(mail?.body).toContain(`رسید نمبر: ${number}`);
  expect(mail?.body).toContain('ادائیگی کا طریقہ: ڈیبٹ یا کریڈٹ کارڈ، ٹرانزیکشن ');
  expect(mail?.body).toContain(`وصول کنندہ:\n${demoOrganisation.legalName}`);
  expect(mail?.body).toContain(`http://portal.test/ur/user-dashboard/receipts/${number}`);
  expect(mail?.body).not.toMatch(/Hello|Thank you|Receipt number/);
});
