// The e2e staff reviewer: who signs in on /staff/kyc in the specs. Only ever created in the e2e server's own fresh
// database (see playwright.config.ts); no staff account ships with the product.
export const E2E_STAFF = {
  email: 'reviewer@e2e.test',
  fullName: 'Sana Reviewer',
  password: 'e2e staff reviewer password',
};
