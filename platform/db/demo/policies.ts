// Demo privacy policy and terms (with the refund policy), as site content: editable in the platform like
// any other page. The refund section (id 'refunds') is also what checkout shows before anyone pays.
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import type { siteContent } from '../schema';

type SiteContentSeed = Omit<typeof siteContent.$inferInsert, 'updatedAt'>;

const CONTROLLER =
  'Learner Portal Education (Private) Limited, Office 14, 2nd Floor, Siddiq Trade Centre, 72 Main Boulevard, Gulberg II, Lahore 54660';

export const demoPolicies: SiteContentSeed[] = [
  {
    key: 'privacy',
    title: 'Privacy policy',
    body: [
      `This policy explains what personal data Learner Portal collects, why, who sees it and how long it is kept. The data is controlled by ${CONTROLLER}, Pakistan.`,
      'We collect only what we need to teach you, verify who you are, take your fees and answer you. We never sell personal data and never use it for advertising.',
    ],
    sections: [
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        body: [
          'Your account: your name, e-mail address, phone number and a password, which we store only as a one-way hash.',
          'Identity verification (KYC): photos of your CNIC, NICOP, B-Form or passport and a selfie, with the details on them (name, number, date of birth).',
          'Payments: the amount, the method, the date and the payment provider’s reference. Card numbers and wallet PINs go to the payment provider, never to us.',
          'Scholarship applications and support requests: what you write in the form, including a parent’s or guardian’s name and phone number for applicants under 18.',
          'Technical data: the sign-in cookies described below, and server logs with your IP address, kept for security.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        body: [
          'To run your courses, issue certificates in your legal name, take fees and make refunds, decide on scholarships, answer support requests, and keep accounts and payments safe from fraud.',
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Identity documents',
        body: [
          'Document photos are stored encrypted and are seen only by our verification team. The photos are deleted 90 days after the verification decision; the decision itself and the details needed to issue certificates are kept while your account exists. Photos you upload but never submit are deleted after a day.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        body: [
          'Payment providers (card processor, JazzCash, Easypaisa) receive what they need to take a payment. Our e-mail provider delivers the messages we send you. We disclose data to authorities only when Pakistani law requires it.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: [
          'We use only the cookies listed below: they keep you signed in, and carry a form or a choice from one page to the next. There are no advertising or tracking cookies.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        body: [
          'Account data: while your account is open, and deleted within 30 days of closing it. Payment records: six years, as tax law requires. Scholarship applications and support requests: two years.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your choices and rights',
        body: [
          'You can do each of these yourself, signed in, on the My account page: get a copy of your data with Download my data, correct your details under Name and phone and Change e-mail address, and close your account and delete it with Close my account (payment records are kept six years, as the law requires). Anything else, or if you cannot sign in: write to support@learnerportal.pk. We answer within two working days and act within 30 days.',
        ],
      },
    ],
  },
  {
    key: 'terms',
    title: 'Terms of use and refund policy',
    body: [
      `These terms apply when you use Learner Portal, enrol in a programme or apply for a scholarship. Learner Portal is run by ${CONTROLLER}, Pakistan.`,
    ],
    sections: [
      {
        id: 'account',
        heading: 'Your account',
        body: [
          'Keep your password to yourself; you are responsible for what is done with your account.',
          `${ELIGIBILITY_RULE} We verify your identity (KYC) before your first payment, because certificates carry your legal name. ${PENDING_MAY_PAY}`,
        ],
      },
      {
        id: 'fees',
        heading: 'Enrolment and fees',
        body: [
          'Fees are charged per semester in Pakistani rupees (Rs), as shown on each programme page. You pay for one semester at a time, before it starts, and are never charged automatically for the next one. New learners start with semester 1 in the next intake.',
          'Each later semester is due by the day before its term starts. Pay it from your dashboard (card, wallet or bank transfer); we e-mail you a reminder 14 days and 3 days before it is due, unless it is paid or covered by your scholarship.',
          'If a semester starts unpaid, you keep your enrolment, your receipts and every semester you paid for; you lose your place in the unpaid semester: its courses stay closed in the LMS and it can no longer be paid online. To continue, contact support to rejoin with a later intake.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        body: [
          'Withdraw from a semester before its term starts: all of its fee back.',
          'Identity not approved before your intake starts: a full refund, whenever you ask.',
          'Withdraw in the first 14 days of a semester: half its fee back. After that, no refund for that semester.',
          'Withdrawing ends your place in the programme from that semester on: you pay for no later semester, and that semester and every later one close in the LMS; the semesters before it stay open.',
          'A payment taken twice for one order is refunded in full within 7 working days, without being asked.',
          'Refunds go back to the method you paid with. To withdraw, use "Withdraw from semester N" on your dashboard, write to support@learnerportal.pk or send a request from the Support page.',
        ],
      },
      {
        id: 'scholarships',
        heading: 'Scholarships',
        body: [
          'A Next-gen scholar scholarship covers the full semester fee and is renewed each semester while you keep a passing average. It can be withdrawn if an application was not truthful.',
          'Before each later semester our staff record whether your scholarship covers it; your dashboard then says "covered by your scholarship" instead of a fee, and there is nothing to pay.',
        ],
      },
      {
        id: 'conduct',
        heading: 'Conduct and honest work',
        body: [
          'Submit your own work, credit what you use, and treat learners and staff with respect. We may suspend an account for cheating or abuse after telling you why and hearing your side.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and governing law',
        body: [
          'We tell you by e-mail at least 30 days before these terms change; a change never applies to a semester you have already paid for. These terms are governed by the laws of Pakistan, and the courts of Lahore decide disputes.',
        ],
      },
    ],
  },
];
