// "Go to my courses": the learner's lms_token goes to the LMS in a form POST (never in a URL); the LMS checks it
// with the platform's introspection. Without a configured LMS, or before courses may open, it says so plainly.
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

interface LmsLaunchProps {
  launchUrl: string | null;
  lmsToken: string;
  enrolled: boolean;
  identityApproved: boolean;
  locale?: Locale;
}

export function LmsLaunch({ launchUrl, lmsToken, enrolled, identityApproved, locale = 'en' }: LmsLaunchProps) {
  const t = translator(locale, 'dashboard');
  let body;
  // Enrolment first: a learner with no programme has no instructors to send class links.
  if (!enrolled) body = <p>{t('coursesNotEnrolled')}</p>;
  else if (!launchUrl) body = <p>{t('coursesNotConnected')}</p>;
  else if (!identityApproved) body = <p>{t('coursesNotApproved')}</p>;
  else {
    body = (
      <form method="post" action={launchUrl}>
        <input type="hidden" name="lms_token" value={lmsToken} />
        <Button type="submit">{t('goToCourses')}</Button>
      </form>
    );
  }
  return (
    <section aria-labelledby="courses-heading" className={panels.panel}>
      <h2 id="courses-heading">{t('coursesHeading')}</h2>
      {body}
    </section>
  );
}
