// The limits every uploaded photo is held to, and the refusals that name the photo and say what to do.
import { DomainError, type Refusal } from '../../domain-errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding more pixels than this is refused before any is decoded (decompression bombs). 50 MP covers a 48 MP phone. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Stored photos are scaled to fit this box: enough to read a document, not the 12 MB the camera made. */
export const STORED_LONGEST_SIDE = 2000;
export const MIN_SHORT_SIDE = 600;

export interface ImageRules {
  /** The form field the photo came from: the key of the error. */
  field: string;
  /** How the learner knows the photo, e.g. "the front of your document". */
  label: string;
  /** Refuse photos whose shorter side is below this (default 600 px). */
  minShortSide?: number;
  /** Refuse dark and blurred photos (default true). */
  checkQuality?: boolean;
}

function refuse(refusal: Refusal, rules: ImageRules, message: string): DomainError {
  return new DomainError(refusal, message, { fields: { [rules.field]: [message] } });
}

export const refusals = {
  empty: (r: ImageRules) => refuse('invalid', r, `The photo of ${r.label} is empty. Choose the photo again.`),
  tooLarge: (r: ImageRules) =>
    refuse('too_large', r, `The photo of ${r.label} is larger than 10 MB. Take it again or choose a smaller copy.`),
  tooSlow: (r: ImageRules) =>
    refuse(
      'too_slow',
      r,
      `The photo of ${r.label} arrived too slowly and was stopped. Send it again where the connection is better, or choose a smaller copy.`,
    ),
  notAnImage: (r: ImageRules) =>
    refuse(
      'unsupported_type',
      r,
      `The file for ${r.label} is not a JPEG, PNG or WebP photo. Take a photo or choose one in one of those formats.`,
    ),
  unreadable: (r: ImageRules) =>
    refuse('invalid', r, `The photo of ${r.label} could not be read; it may be damaged. Take it again.`),
  tooManyPixels: (r: ImageRules) =>
    refuse(
      'invalid',
      r,
      `The photo of ${r.label} has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Take it again at a lower resolution.`,
    ),
  tooSmall: (r: ImageRules, shortSide: number) =>
    refuse(
      'invalid',
      r,
      `The photo of ${r.label} is too small (${shortSide} px on its shorter side; at least ${r.minShortSide ?? MIN_SHORT_SIDE} px). Move closer or use a higher camera resolution.`,
    ),
  tooDark: (r: ImageRules) => refuse('invalid', r, `The photo of ${r.label} is too dark. Take it again in good light.`),
  tooBlurry: (r: ImageRules) =>
    refuse(
      'invalid',
      r,
      `The photo of ${r.label} is too blurry to read. Hold the camera steady, let it focus and take it again.`,
    ),
};
