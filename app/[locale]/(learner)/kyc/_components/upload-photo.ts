// One photo upload with progress and cancel: XMLHttpRequest, because fetch cannot report upload progress.
import type { KycPhoto, KycPhotoKind } from '@/contract';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

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

/** Every message names the photo (the error summary lists it away from the field), in the page's language. */
interface UploadMessages {
  notSent: string;
  connectionLost: string;
}

function messageOf(xhr: XMLHttpRequest, kind: KycPhotoKind, messages: UploadMessages): string {
  try {
    const problem = JSON.parse(xhr.responseText) as { detail?: string; errors?: Record<string, string[]> };
    return problem.errors?.[kind]?.[0] ?? problem.detail ?? messages.notSent;
  } catch {
    return xhr.status === 0 ? messages.connectionLost : messages.notSent;
  }
}

/** Sent to the photo route of the page's language (/ur/kyc/photos/…), which answers its refusals in it. */
export function uploadPhoto(
  locale: Locale,
  kind: KycPhotoKind,
  photo: Blob,
  onProgress: (fraction: number) => void,
  messages: UploadMessages,
): RunningUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<KycPhoto>((resolve, reject) => {
    xhr.open('POST', localePath(locale, `/kyc/photos/${kind}`));
    xhr.setRequestHeader('content-type', photo.type || 'application/octet-stream');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as KycPhoto);
      else reject(new UploadError(messageOf(xhr, kind, messages), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(messageOf(xhr, kind, messages), 0));
    xhr.onabort = () => reject(new UploadError(UPLOAD_CANCELLED, 0));
    xhr.send(photo);
  });
  return { done, cancel: () => xhr.abort() };
}
