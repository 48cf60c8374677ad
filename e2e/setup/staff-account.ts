// The e2e staff reviewer: who signs in on /staff/kyc in the specs. Only ever created in the e2e server's own fresh
// database (see playwright.config.ts); no staff account ships with the product.
export const E2E_STAFF = {
  email: 'reviewer@e2e.test',
  fullName: 'Sana Reviewer',
  password: 'e2e staff reviewer password',
};

/** The e2e institute's first administrator, made one by `npm run staff:add -- --admin` as docs/operations.md says. */
export const E2E_ADMIN = {
  email: 'admin@e2e.test',
  fullName: 'Amna Administrator',
  password: 'e2e administrator password',
};
