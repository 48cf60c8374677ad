// One photo upload with progress and cancel: XMLHttpRequest, because fetch cannot report upload progress.
import { KYC_PHOTO_LABELS, type KycPhoto, type KycPhotoKind } from '@/contract';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const UPLOAD_CANCELLED = 'cancelled';

export interface RunningUpload {
  done: Promise<KycPhoto>;
  cancel: () => void;
}

/** Every message names the photo: the error summary lists it away from the field. */
export const notSentMessage = (kind: KycPhotoKind) =>
  `The photo of ${KYC_PHOTO_LABELS[kind]} could not be sent. Try again.`;

function messageOf(xhr: XMLHttpRequest, kind: KycPhotoKind): string {
  try {
    const problem = JSON.parse(xhr.responseText) as { detail?: string; errors?: Record<string, string[]> };
    return problem.errors?.[kind]?.[0] ?? problem.detail ?? notSentMessage(kind);
  } catch {
    return xhr.status === 0
      ? `The connection was lost while sending the photo of ${KYC_PHOTO_LABELS[kind]}. Check it and try again.`
      : notSentMessage(kind);
  }
}

export function uploadPhoto(kind: KycPhotoKind, photo: Blob, onProgress: (fraction: number) => void): RunningUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<KycPhoto>((resolve, reject) => {
    xhr.open('POST', `/kyc/photos/${kind}`);
    xhr.setRequestHeader('content-type', photo.type || 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as KycPhoto);
      else reject(new UploadError(messageOf(xhr, kind), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(messageOf(xhr, kind), 0));
    xhr.onabort = () => reject(new UploadError(UPLOAD_CANCELLED, 0));
    xhr.send(photo);
  });
  return { done, cancel: () => xhr.abort() };
}
