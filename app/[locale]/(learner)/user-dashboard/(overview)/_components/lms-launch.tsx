// "Go to my courses": the learner's lms_token goes to the LMS in a form POST (never in a URL); the LMS checks it
// with the platform's introspection. Without a configured LMS, or before courses may open, it says so plainly.
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';

interface LmsLaunchProps {
  launchUrl: string | null;
  lmsToken: string;
  enrolled: boolean;
  identityApproved: boolean;
}

export function LmsLaunch({ launchUrl, lmsToken, enrolled, identityApproved }: LmsLaunchProps) {
  let body;
  // Enrolment first: a learner with no programme has no instructors to send class links.
  if (!enrolled) body = <p>Your courses open here once you are enrolled in a programme.</p>;
  else if (!launchUrl)
    body = (
      <p>
        Your courses will open here once the learning platform is connected. Until then, your instructors send class
        links by e-mail.
      </p>
    );
  else if (!identityApproved) body = <p>Your courses open here once your identity verification is approved.</p>;
  else {
    body = (
      <form method="post" action={launchUrl}>
        <input type="hidden" name="lms_token" value={lmsToken} />
        <Button type="submit">Go to my courses</Button>
      </form>
    );
  }
  return (
    <section aria-labelledby="courses-heading" className={panels.panel}>
      <h2 id="courses-heading">My courses</h2>
      {body}
    </section>
  );
}
