// How far one learner's uploads may tie up the server: given by the platform's start-up (or a test).
import { UPLOAD_MINIMUM_RATE, type MinimumRate } from '@/contract/minimum-rate';

export interface UploadSettings {
  /** Photos one owner may be sending at once (per instance); one more is a 429. */
  inProgressPerOwner: number;
  /** A body that sends less than this is cut with a 408, so a trickle cannot hold a read open. */
  minimumRate: MinimumRate;
  /** How long a fully arrived photo waits for its turn to be decoded before it is a 503 (busy, try again). */
  slotWaitMs: number;
}

export const UPLOAD_DEFAULTS: UploadSettings = {
  inProgressPerOwner: 2,
  minimumRate: UPLOAD_MINIMUM_RATE,
  slotWaitMs: 30_000,
};

export const uploadSettings = (deps: { uploads?: UploadSettings }): UploadSettings => deps.uploads ?? UPLOAD_DEFAULTS;
