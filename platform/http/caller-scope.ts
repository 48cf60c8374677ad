// Idempotency-Key scopes per caller, so one learner's key can never replay another learner's answer. Every scope ends
// with the account id, so closing the account can delete them all. The routes name the caller once its token verifies
// (platform/routes/caller-scope.ts).

export const callerScopeOf = (endpoint: string, accountId: string) => `${endpoint} ${accountId}`;

/** Matches every scope callerScopeOf names for the account. */
export const scopesOf = (accountId: string) => `% ${accountId}`;
