// The contract shared by the web client and the platform API: schemas and types only, no behaviour.
export * from './catalogue';
export * from './problem';
export * from './auth';
export * from './forms';
export * from './checkout';
export * from './lms';
export * from './kyc';
export * from './revalidation';
export * from './plain-text';
export * from './money';
export * from './transfer-review';
export * from './dashboard';
export * from './eligibility';
export * from './receipt-text';
export * from './account';
export * from './data-export';
export * from './semesters';
