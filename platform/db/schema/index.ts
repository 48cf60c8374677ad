// Every table of the platform, one file per concern; drizzle-kit reads this barrel.
export * from './catalogue';
export * from './accounts';
export * from './throttle';
export * from './forms';
export * from './idempotency';
export * from './storage';
export * from './checkout';
export * from './test-gateway';
export * from './kyc';
export * from './account-changes';
export * from './semesters';
export * from './staff-audit';
export * from './learner-records';
export * from './catalogue-editing';
export * from './refunds';
export * from './money-day-sums';
export * from './money-month-sums';
