// The identity form's words as the server hands them to the browser (kyc-text.ts makes them in the page's language).
import type { KycDocumentType, KycPhotoKind } from '@/contract';

/** Text with hidden parts, for screen readers alone: visible and hidden in turn, visible first. */
export type Marked = string[];

export interface KycPhotoText {
  label: string;
  hint: string;
  take: Marked;
  choose: Marked;
  retake: Marked;
  cancel: Marked;
  yourPhoto: string;
  announceSending: string;
  announceReady: string;
  notSent: string;
  connectionLost: string;
}

export interface KycStatusText {
  pendingTitle: string;
  /** {document}, {when} and <strong>{email}</strong>, filled in the browser. */
  pendingBody: string;
  continueWhereYouWere: string;
  goToDashboard: string;
  approvedTitle: string;
  approvedBody: string;
  rejectedTitle: string;
  /** <strong>{reason}</strong> */
  rejectedReason: string;
  /** {note} */
  rejectedNote: string;
  submitAgainBelow: string;
  reasons: Record<string, string>;
  reasonNotGiven: string;
  documentName: Record<KycDocumentType, string>;
}

export interface KycText {
  steps: Record<'details' | 'document-photos' | 'selfie' | 'review', string>;
  /** "Step 1 of 4: " … for each step. */
  stepCount: string[];
  document: string;
  chooseDocument: string;
  documentHint: string;
  documentName: Record<KycDocumentType, string>;
  numberLabel: Record<KycDocumentType, string>;
  numberHint: Record<KycDocumentType, string>;
  documentNumber: string;
  anyNumberHint: string;
  guardianNumber: string;
  guardianHint: string;
  guardianHintPlain: string;
  legalName: string;
  legalNameHint: string;
  dateOfBirth: string;
  dateOfBirthHint: string;
  photos: Record<KycPhotoKind, KycPhotoText>;
  /** {percent} */
  sendingProgress: string;
  haveThisPhoto: string;
  haveThisPhotoReplace: string;
  uploadCancelled: string;
  continue: string;
  back: string;
  send: string;
  sending: string;
  checkAbove: string;
  privacy: string;
  reviewNumber: string;
  reviewName: string;
  changeDetails: string;
  changePhotos: string;
  changeSelfie: string;
  photoAdded: Record<KycPhotoKind, string>;
  photoMissing: Record<KycPhotoKind, string>;
  errorSummaryTitle: string;
  /** The browser's own checks' messages, English → the page's language (none on English pages). */
  messages?: Record<string, string>;
  status: KycStatusText;
}

/** `template` with each {name} replaced. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
