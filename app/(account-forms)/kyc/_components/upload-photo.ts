// One photo upload with progress and cancel: XMLHttpRequest, because fetch cannot report upload progress.
import type { KycPhoto, KycPhotoKind } from '@/contract';

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

function messageOf(xhr: XMLHttpRequest, kind: KycPhotoKind): string {
  try {
    const problem = JSON.parse(xhr.responseText) as { detail?: string; errors?: Record<string, string[]> };
    return problem.errors?.[kind]?.[0] ?? problem.detail ?? 'The photo could not be sent. Try again.';
  } catch {
    return xhr.status === 0 ? 'The connection was lost. Check it and try again.' : 'The photo could not be sent. Try again.';
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
