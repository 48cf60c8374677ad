// What a semester's fee includes, as the checkout states it before anyone pays. The refund policy is site
// content (the terms' 'refunds' section), so /terms and checkout say the same.
export function includedItems(courseCount: number): string[] {
  return [
    `All ${courseCount} course${courseCount === 1 ? '' : 's'} of your first semester, with live classes and recorded lectures`,
    'Weekly assignments marked by your instructors, with written feedback',
    'Access to the learning platform (LMS) for the whole semester',
    'A certificate for every course you pass',
  ];
}
