// Retention and limits of identity verification: given by the platform's start-up (or a test).
export interface KycSettings {
  /** Photos are deleted this many days after the decision (KYC_RETENTION_DAYS). */
  retentionDays: number;
  /** Submissions a learner may make in 24 hours. */
  submissionsPerDay: number;
  /** Photos a learner may upload in 24 hours (retakes included). */
  photosPerDay: number;
  /** Photos never used in a submission are deleted after this many hours. */
  draftHours: number;
}

export const KYC_DEFAULTS: KycSettings = { retentionDays: 90, submissionsPerDay: 3, photosPerDay: 30, draftHours: 24 };

export const kycSettings = (deps: { kyc?: KycSettings }): KycSettings => deps.kyc ?? KYC_DEFAULTS;
