// How far one learner's uploads may tie up the server: given by the platform's start-up (or a test).
import type { MinimumRate } from '../../http/read-bounded-body';

export interface UploadSettings {
  /** Photos one owner may be sending at once (per instance); one more is a 429. */
  inProgressPerOwner: number;
  /** A body that sends less than this is cut with a 408, so a trickle cannot hold a read open. */
  minimumRate: MinimumRate;
}

// 16 KB in 10 s is 13 kbit/s: a phone on a poor 2G connection still gets through, a byte every few seconds does not.
export const UPLOAD_DEFAULTS: UploadSettings = {
  inProgressPerOwner: 2,
  minimumRate: { bytes: 16 * 1024, perMs: 10_000 },
};

export const uploadSettings = (deps: { uploads?: UploadSettings }): UploadSettings => deps.uploads ?? UPLOAD_DEFAULTS;
