'use client';
// The identity form, in steps with JavaScript (details, document photos, selfie, review) and as one plain multipart
// form without it. A server action submits it (useActionState): what was typed and the photos already accepted
// come back on any error, the step with the first error opens, and a stored submission shows its status. Its words
// are the page's NextIntlClientProvider's (kyc, forms); an Urdu page says so in the hidden `locale` field.
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useTranslations } from 'next-intl';
import type { KycPhotoKind, KycStatus } from '@/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { submitKycAction } from '../actions';
import type { KycFormState } from '../kyc-submission';
import { checkMessageIn } from './check-message';
import { DetailsFields } from './details-fields';
import { DETAIL_FIELDS, STEPS, checkStep, documentPhotoKinds, stepOfField, type StepId } from './kyc-steps';
import { PHOTO_COPY } from './photo-copy';
import { PhotoField, photoControlId } from './photo-field';
import { ReviewSummary } from './review-summary';
import styles from './kyc.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const STEP_TITLE = {
  details: 'steps.details',
  'document-photos': 'steps.documentPhotos',
  selfie: 'steps.selfie',
  review: 'steps.review',
} as const satisfies Record<StepId, string>;

const noSubscribe = () => () => {};
/** False on the server and in the first render, true once JavaScript runs: the steps are an enhancement. */
const useEnhanced = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const SUMMARY_FIELDS = [
  ...DETAIL_FIELDS.map((name) => ({ name, id: `kyc-${name}` })),
  ...(['document_front', 'document_back', 'guardian_document', 'selfie'] as const).map((kind) => ({
    name: kind,
    id: photoControlId(kind),
  })),
];

interface KycFormProps {
  idempotencyKey: string;
  next: string | null;
  /** The state a no-JavaScript post came back with (see form-state-cookie.ts). */
  returnedState: KycFormState | null;
  /** The first day of the next intake: the date of birth is checked against it before moving on. */
  intakeStartsOn: string | null;
  onSubmitted: (status: KycStatus) => void;
  locale: Locale;
  /** The browser's own checks' messages, English → the page's language (none on English pages). */
  checkMessages?: Record<string, string>;
}

export function KycForm({
  idempotencyKey,
  next,
  returnedState,
  intakeStartsOn,
  onSubmitted,
  locale,
  checkMessages,
}: KycFormProps) {
  const t = useTranslations('kyc');
  const forms = useTranslations('forms');
  const [state, formAction, pending] = useActionState<KycFormState, FormData>(
    submitKycAction,
    returnedState ?? initialActionState,
  );
  const enhanced = useEnhanced();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...state.values }));
  const [step, setStep] = useState<StepId>('details');
  const [stepErrors, setStepErrors] = useState<{ errors: Record<string, string>; attempt: number }>({
    errors: {},
    attempt: 0,
  });
  const [busy, setBusy] = useState<Set<KycPhotoKind>>(new Set());
  // Why a photo was refused on upload ("The photo of your selfie is too dark…"): the field and the summary both say it.
  const [failures, setFailures] = useState<Partial<Record<KycPhotoKind, string>>>({});
  // Fields changed since the platform answered: its message no longer applies to what is there now.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A refused submission opens the step of the first field to fix (the error summary takes focus there).
  const [seenSubmission, setSeenSubmission] = useState(state.submission);
  if (state.submission !== seenSubmission) {
    setSeenSubmission(state.submission);
    setChanged(new Set());
    const firstError = Object.keys(state.fieldErrors)[0];
    if (firstError) setStep(stepOfField(firstError));
  }
  // A stored one hands its status up.
  useEffect(() => {
    if (state.receipt)
      onSubmitted({ status: 'pending', has_submitted: true, can_submit: false, submission: state.receipt });
  }, [state.receipt, onSubmitted]);

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged((current) => (current.has(name) ? current : new Set(current).add(name)));
    // A photo now ready answers "Add a photo of …" at once, so the message does not stay under its preview.
    if (value)
      setStepErrors((current) =>
        name in current.errors
          ? {
              ...current,
              errors: Object.fromEntries(Object.entries(current.errors).filter(([field]) => field !== name)),
            }
          : current,
      );
  };
  const setFailure = (kind: KycPhotoKind, message: string | null) =>
    setFailures((current) => {
      const rest = { ...current };
      delete rest[kind];
      return message ? { ...rest, [kind]: message } : rest;
    });
  const setBusyFor = (kind: KycPhotoKind, isBusy: boolean) =>
    setBusy((current) => {
      const nextSet = new Set(current);
      if (isBusy) nextSet.add(kind);
      else nextSet.delete(kind);
      return nextSet;
    });
  // Moving between steps puts focus on the new step's heading, so a screen reader starts there.
  const go = (target: StepId) => {
    setStepErrors((current) => ({ errors: {}, attempt: current.attempt }));
    setStep(target);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const index = STEPS.findIndex((s) => s.id === step);
  const forward = () => {
    // The checks speak the contract's English; an Urdu page maps each message (the failures are already Urdu).
    const errors = Object.fromEntries(
      Object.entries(checkStep(step, values, { failures, intakeStartsOn })).map(([field, message]) => [
        field,
        checkMessageIn(locale, checkMessages, message, { dateOfBirth: values.date_of_birth, intakeStartsOn }),
      ]),
    );
    setStepErrors((current) => ({ errors, attempt: current.attempt + 1 }));
    if (Object.keys(errors).length === 0) go(STEPS[index + 1]?.id ?? 'review');
  };

  const platformErrors = Object.fromEntries(Object.entries(state.fieldErrors).filter(([field]) => !changed.has(field)));
  const errors = { ...platformErrors, ...stepErrors.errors };
  const summaryState =
    Object.keys(stepErrors.errors).length > 0
      ? { fieldErrors: stepErrors.errors, submission: stepErrors.attempt }
      : { ...state, fieldErrors: platformErrors };
  const shown = (id: StepId) => !enhanced || step === id;
  const photo = (kind: KycPhotoKind) => (
    <PhotoField
      key={kind}
      kind={kind}
      label={t(`photo.${kind}.label`)}
      hint={t(`photo.${kind}.hint`)}
      capture={PHOTO_COPY[kind].capture}
      locale={locale}
      enhanced={enhanced}
      photoId={values[kind] ?? ''}
      error={errors[kind]}
      onPhotoId={set}
      onBusy={setBusyFor}
      onFailure={setFailure}
    />
  );
  const heading = (id: StepId) => {
    const at = STEPS.findIndex((s) => s.id === id);
    return (
      <h2 ref={step === id ? headingRef : undefined} tabIndex={-1} className={styles.stepTitle}>
        {enhanced ? (
          <span className={styles.stepCount}>{t('stepCount', { number: at + 1, count: STEPS.length })}</span>
        ) : null}
        {t(STEP_TITLE[id])}
      </h2>
    );
  };

  // With JavaScript the small form (photo ids, no files) goes to the server action; without, the browser posts the
  // multipart form with its files to the route handler that bounds it. Before the last step, submitting (Continue,
  // or Enter in a field) moves on instead.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (step !== 'review') return forward();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };

  return (
    <form
      action={localePath(locale, '/kyc/submit')}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
    >
      <ErrorSummary state={summaryState} fields={SUMMARY_FIELDS} title={forms('errorSummaryTitle')} />
      <LocaleField locale={locale} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {next ? <input type="hidden" name="next" value={next} /> : null}

      <section hidden={!shown('details')}>
        {heading('details')}
        <DetailsFields
          values={values}
          errors={errors}
          enhanced={enhanced}
          locale={locale}
          intakeStartsOn={intakeStartsOn}
          onChange={set}
        />
      </section>

      <section hidden={!shown('document-photos')}>
        {heading('document-photos')}
        {(enhanced
          ? documentPhotoKinds(values.document_type ?? '')
          : (['document_front', 'document_back', 'guardian_document'] as const)
        ).map(photo)}
      </section>

      <section hidden={!shown('selfie')}>
        {heading('selfie')}
        {photo('selfie')}
      </section>

      <section hidden={!shown('review')}>
        {heading('review')}
        {enhanced ? <ReviewSummary values={values} onChange={go} locale={locale} /> : <p>{t('checkAbove')}</p>}
        <p className="muted">{t('privacy')}</p>
      </section>

      <div className={styles.stepActions}>
        {enhanced && index > 0 ? (
          <Button variant="secondary" onClick={() => go(STEPS[index - 1]?.id ?? 'details')}>
            {t('back')}
          </Button>
        ) : null}
        {/* Keys keep the two buttons apart: reusing the clicked Continue as the send button would send the form on. */}
        {enhanced && step !== 'review' ? (
          <Button key="continue" type="submit" disabled={busy.size > 0} aria-disabled={busy.size > 0}>
            {t('continue')}
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            disabled={pending || busy.size > 0}
            aria-disabled={pending || busy.size > 0}
          >
            {pending ? t('sending') : t('send')}
          </Button>
        )}
      </div>
    </form>
  );
}
