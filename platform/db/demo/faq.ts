// Demo FAQ, in the order the support page shows it within each topic.
import { ELIGIBILITY_RULE, PENDING_MAY_PAY } from '@/contract';
import type { faq } from '../schema';

type FaqSeed = Omit<typeof faq.$inferInsert, 'position'>;

export const demoFaq: FaqSeed[] = [
  {
    id: 'who-can-apply',
    topic: 'admissions',
    question: 'Who can apply, and do I need a computer science degree?',
    answer: `Anyone with intermediate (FA/FSc), A levels or equivalent can enrol. ${ELIGIBILITY_RULE} No degree is needed for any programme; professional programmes are written for learners with a year of related work or study, which we recommend but do not test.`,
  },
  {
    id: 'when-do-semesters-start',
    topic: 'admissions',
    question: 'When can I start, and can I join a term that has already begun?',
    answer:
      'The academic year has three terms of sixteen weeks: Spring from January, Summer from May and Autumn from September. Each semester of a programme is taught in one term. New learners start with semester 1 of their programme in the next term that has not begun, the next intake; a term that has already started cannot be joined. The learning path and each programme page show the dates.',
  },
  {
    id: 'how-are-fees-charged',
    topic: 'payments',
    question: 'How are fees charged?',
    answer:
      'Fees are charged per semester in Pakistani rupees, shown on each programme page. You pay for one semester at a time at checkout and are never charged automatically for the next one.',
  },
  {
    id: 'which-payment-methods',
    topic: 'payments',
    question: 'Which payment methods can I use?',
    answer: '{payment methods} Your receipt is e-mailed and always available on your dashboard under Payments.',
  },
  {
    id: 'refund-policy',
    topic: 'payments',
    question: 'Can I get a refund if I withdraw?',
    answer:
      'Withdraw from a semester before its term starts and all of its fee is refunded; withdraw in its first 14 days and half its fee is refunded. After that, the fee for that semester is not refundable. You withdraw from your dashboard, and later semesters are then neither charged nor open. Refunds go back to the method you paid with; the terms on the Terms page give every detail.',
  },
  {
    id: 'why-verify-identity',
    topic: 'kyc',
    question: 'Why do I have to verify my identity?',
    answer: `Certificates carry your legal name, and payment regulations require us to know who we take money from. Verification (KYC) also protects scholarships from duplicate applications. You verify once, before your first payment. ${PENDING_MAY_PAY}`,
  },
  {
    id: 'which-documents-for-kyc',
    topic: 'kyc',
    question: 'Which documents do I need for identity verification?',
    answer:
      "From 18: a clear photo of both sides of your CNIC or NICOP, or of your passport's photo page, and a selfie. Under 18: both sides of your B-Form, your parent or guardian's CNIC and a selfie. The photos are stored encrypted, seen only by the verification team and deleted 90 days after the decision; the privacy policy explains the rest.",
  },
  {
    id: 'next-gen-scholar-eligibility',
    topic: 'scholarships',
    question: 'Who is eligible for the Next-gen scholar programme?',
    answer:
      'Applicants aged 16 or over from households with a monthly income below Rs 100,000, with priority for women and for applicants outside the major cities. A scholarship covers the full semester fee and is renewed each semester while you keep a passing average.',
  },
  {
    id: 'scholarship-decision-time',
    topic: 'scholarships',
    question: 'When will I hear back about my scholarship application?',
    answer:
      'Applications for an intake close six weeks before its term starts, and every applicant hears by e-mail within three weeks of the closing date, so at least three weeks before the term begins and before any fee is due. The exact dates of each intake are on the Next-gen scholar page.',
  },
  {
    id: 'how-to-get-help',
    topic: 'support',
    question: 'How do I get help if I am stuck?',
    answer:
      'Ask in your course discussion first: instructors and mentors answer within one working day. For anything about your account, payments or verification, send a request from the Support page and we reply within two working days (Monday to Saturday).',
  },
  {
    id: 'low-bandwidth-learning',
    topic: 'support',
    question: 'Can I study on a slow connection or on my phone?',
    answer:
      'Yes. Lectures can be downloaded in low resolution or as audio, every session is recorded, and the portal works on mobile phones. Live sessions are scheduled in the evening, Pakistan time.',
  },
];
