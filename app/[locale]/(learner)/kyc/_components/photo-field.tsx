'use client';
// One photo of the identity form. With JavaScript: "Take a photo" (camera: rear for documents, front for the
// selfie) or "Choose a file" (gallery), scaled down in the browser, uploaded with a progress bar and Cancel, then
// a preview with Retake; the accepted photo's id goes with the form. Without JavaScript: a plain file input whose
// file the form action uploads, and a photo accepted earlier stays (its id in a hidden field).
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { KycPhotoKind } from '@/contract';
import { Button } from '@/components/ui/button';
import { FieldShell } from '@/components/ui/field-shell';
import fieldStyles from '@/components/ui/field.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { downscaleForUpload } from './downscale';
import { UPLOAD_CANCELLED, UploadError, uploadPhoto, type RunningUpload } from './upload-photo';
import styles from './kyc.module.css';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

interface PhotoFieldProps {
  kind: KycPhotoKind;
  /** "Front of your document". */
  label: string;
  hint: string;
  capture: 'environment' | 'user';
  enhanced: boolean;
  photoId: string;
  /** The form action's message for this photo. */
  error?: string;
  onPhotoId: (kind: KycPhotoKind, id: string) => void;
  onBusy: (kind: KycPhotoKind, busy: boolean) => void;
  /** Why the last upload was refused (null once a photo is sent or taken again): the form's summary says the same. */
  onFailure: (kind: KycPhotoKind, message: string | null) => void;
  locale: Locale;
}

/** Words with parts for screen readers alone ("Take a photo" + " of the front of your document"). */
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; progress: number; running?: RunningUpload }
  | { state: 'failed'; message: string };

export const photoControlId = (kind: KycPhotoKind) => `kyc-${kind}`;

export function PhotoField({
  kind,
  label,
  hint,
  capture,
  enhanced,
  photoId,
  error,
  onPhotoId,
  onBusy,
  onFailure,
  locale,
}: PhotoFieldProps) {
  const t = useTranslations('kyc');
  const photoName = t(`photo.${kind}.name`);
  const spoken = (key: 'takePhoto' | 'chooseFile' | 'retake' | 'cancel') => t.rich(key, { photo: photoName, hidden });
  const uploadMessages = {
    notSent: t('notSent', { photo: photoName }),
    connectionLost: t('connectionLost', { photo: photoName }),
  };
  const id = photoControlId(kind);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const retakeRef = useRef<HTMLButtonElement>(null);
  const pickRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (!enhanced) {
    return (
      <FieldShell controlId={id} label={label} hint={hint} error={error}>
        <input
          type="file"
          id={id}
          name={`${kind}_file`}
          accept={PHOTO_ACCEPT}
          className={fieldStyles.control}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
        />
        {photoId ? (
          <>
            <input type="hidden" name={kind} value={photoId} />
            <p className={styles.received}>{t('haveThisPhotoReplace')}</p>
          </>
        ) : null}
      </FieldShell>
    );
  }

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onBusy(kind, true);
    onFailure(kind, null);
    setUpload({ state: 'sending', progress: 0 });
    setAnnouncement(t('announceSending', { photo: photoName }));
    try {
      const scaled = await downscaleForUpload(file);
      const running = uploadPhoto(
        locale,
        kind,
        scaled,
        (progress) => setUpload({ state: 'sending', progress, running }),
        uploadMessages,
      );
      setUpload({ state: 'sending', progress: 0, running });
      const photo = await running.done;
      setPreview(URL.createObjectURL(scaled));
      setUpload({ state: 'idle' });
      onPhotoId(kind, photo.id);
      setAnnouncement(t('announceReady', { photo: photoName }));
      requestAnimationFrame(() => retakeRef.current?.focus());
    } catch (failure) {
      const message = failure instanceof UploadError ? failure.message : uploadMessages.notSent;
      if (message === UPLOAD_CANCELLED) {
        setUpload({ state: 'idle' });
        setAnnouncement(t('uploadCancelled'));
      } else {
        setUpload({ state: 'failed', message });
        onFailure(kind, message);
        setAnnouncement('');
      }
      requestAnimationFrame(() => pickRef.current?.focus());
    } finally {
      onBusy(kind, false);
    }
  }

  function retake() {
    onPhotoId(kind, '');
    setPreview(null);
    setAnnouncement('');
    requestAnimationFrame(() => pickRef.current?.focus());
  }

  const message = upload.state === 'failed' ? upload.message : error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </p>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      <input type="hidden" name={kind} value={photoId} />
      {upload.state === 'sending' ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>
            {t('sendingProgress', { percent: Math.round(upload.progress * 100) })}
          </label>
          <progress id={`${id}-progress`} max={1} value={upload.progress} />
          <Button variant="secondary" size="small" onClick={() => upload.running?.cancel()} disabled={!upload.running}>
            {spoken('cancel')}
          </Button>
        </div>
      ) : photoId ? (
        <div className={styles.preview}>
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the learner's own photo: nothing to optimise
            <img src={preview} alt={t('yourPhoto', { photo: photoName })} />
          ) : (
            <p className={styles.received}>{t('haveThisPhoto')}</p>
          )}
          <Button ref={retakeRef} variant="secondary" size="small" onClick={retake}>
            {spoken('retake')}
          </Button>
        </div>
      ) : (
        <div className={styles.pick}>
          <input
            ref={pickRef}
            type="file"
            id={id}
            accept={PHOTO_ACCEPT}
            capture={capture}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={send}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
          />
          <label htmlFor={id} className={styles.pickButton}>
            {spoken('takePhoto')}
          </label>
          <input
            type="file"
            id={`${id}-gallery`}
            accept={PHOTO_ACCEPT}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={send}
            aria-describedby={describedBy}
          />
          <label htmlFor={`${id}-gallery`} className={`${styles.pickButton} ${styles.pickSecondary}`}>
            {spoken('chooseFile')}
          </label>
        </div>
      )}
      {message ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
