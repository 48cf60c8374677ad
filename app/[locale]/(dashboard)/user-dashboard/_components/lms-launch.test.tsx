/** @jest-environment jsdom */
// The LMS launch: the token goes in a POST body to the configured LMS; unset, an honest sentence instead.
import { render, screen } from '@testing-library/react';
import { LmsLaunch } from './lms-launch';

test('with an LMS, enrolment and approved identity: a form POST carrying the token, never in the URL', () => {
  const { container } = render(
    <LmsLaunch launchUrl="https://lms.example.pk/launch" lmsToken="secret-token" enrolled identityApproved />,
  );
  const form = container.querySelector('form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe('https://lms.example.pk/launch');
  expect(container.querySelector('input[name="lms_token"]')?.getAttribute('value')).toBe('secret-token');
  expect(screen.getByRole('button', { name: 'Go to my courses' })).toBeInTheDocument();
});

test('without LMS_LAUNCH_URL: no button, a plain sentence, and the token nowhere in the page', () => {
  const { container } = render(<LmsLaunch launchUrl={null} lmsToken="secret-token" enrolled identityApproved />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(/will open here once the learning platform is connected/)).toBeInTheDocument();
  expect(container.innerHTML).not.toContain('secret-token');
});

test('before course access (not enrolled, or identity not approved) it says why', () => {
  render(<LmsLaunch launchUrl="https://lms.example.pk/launch" lmsToken="t" enrolled identityApproved={false} />);
  expect(screen.getByText('Your courses open here once your identity verification is approved.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('not enrolled, with or without an LMS: it says enrolment comes first, never that instructors send class links', () => {
  for (const launchUrl of ['https://lms.example.pk/launch', null]) {
    const { unmount } = render(
      <LmsLaunch launchUrl={launchUrl} lmsToken="t" enrolled={false} identityApproved={false} />,
    );
    expect(screen.getByText('Your courses open here once you are enrolled in a programme.')).toBeInTheDocument();
    expect(screen.queryByText(/class links/)).toBeNull();
    unmount();
  }
});
