// What a semester's fee includes and the refund policy, as the checkout states them before anyone pays.
export function includedItems(courseCount: number): string[] {
  return [
    `All ${courseCount} course${courseCount === 1 ? '' : 's'} of your first semester, with live classes and recorded lectures`,
    'Weekly assignments marked by your instructors, with written feedback',
    'Access to the learning platform (LMS) for the whole semester',
    'A certificate for every course you pass',
  ];
}

export const REFUND_POLICY = [
  'Withdraw before your intake starts: a full refund.',
  'Withdraw in the first 14 days of the semester: half the fee back. After that, no refund for the semester.',
  'A payment taken twice for one order is refunded in full within 7 working days, without being asked.',
];
