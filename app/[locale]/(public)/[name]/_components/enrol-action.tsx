// The programme page's "Enrol" buttons, or, when /checkout would refuse (programme closed, no intake open),
// the same refusal said before the click, with no link to a checkout that cannot sell. In the page's language: the
// refusals are the checkout's own sentences (its catalogue namespace), and Enrol leads to the checkout in that language.
import type { Programme } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { ButtonLink } from '@/components/ui/button-link';
import type { EnrolmentState } from '@/lib/checkout/enrolment-state';
import type { PlannedSemester } from '@/components/catalogue/study-plan';
import { localePath } from '@/lib/i18n/locale-path';
import { fieldText } from '@/lib/i18n/field-lang';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { ProgrammeStart } from './programme-start';
import styles from '../programme.module.css';

const checkoutOf = (programme: Pick<Programme, 'slug'>, locale: Locale) =>
  localePath(locale, `/checkout?programme=${programme.slug}`);

/** In the page header, beside the learning path link. */
export function EnrolButton({
  programme,
  state,
  price,
  locale = 'en',
}: {
  programme: Pick<Programme, 'slug'>;
  state: EnrolmentState;
  price: string;
  locale?: Locale;
}) {
  const checkout = translator(locale, 'checkout');
  if (state !== 'open')
    return (
      <p className={styles.notOpen}>{state === 'closed' ? checkout('closedHeadline') : checkout('noIntakeHeadline')}</p>
    );
  return (
    <ButtonLink href={checkoutOf(programme, locale)}>
      {translator(locale, 'programme')('enrolFor', { price })}
    </ButtonLink>
  );
}

/** The closing "Ready to start?" section. */
export function EnrolSection({
  programme,
  state,
  price,
  first,
  locale = 'en',
}: {
  programme: Pick<Programme, 'slug' | 'title' | 'courses' | 'untranslated'>;
  state: EnrolmentState;
  price: string;
  first: PlannedSemester | undefined;
  locale?: Locale;
}) {
  const t = translator(locale, 'programme');
  const checkout = translator(locale, 'checkout');
  const title = fieldText(locale, programme, 'title', programme.title);
  if (state === 'closed') {
    return (
      <section aria-labelledby="enrol" className={styles.enrol}>
        <h2 id="enrol">{checkout('closedHeadline')}</h2>
        <p>{checkout('closed', { programme: title })}</p>
        <Link href={localePath(locale, '/#programmes')}>{t('allProgrammes')}</Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="enrol" className={styles.enrol}>
      <h2 id="enrol">{t('readyToStart')}</h2>
      <ProgrammeStart first={first} courses={programme.courses} locale={locale} />
      <p>{t('payFirst', { price })}</p>
      {state === 'open' ? (
        <ButtonLink href={checkoutOf(programme, locale)}>{t('enrolIn', { programme: title })}</ButtonLink>
      ) : (
        <p className={styles.notOpen}>{checkout('noIntake')}</p>
      )}
    </section>
  );
}
