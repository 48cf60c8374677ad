import { localSenderWarning } from './sender-warning';

test('production with the default .local sender is warned about, naming the address', () => {
  expect(
    localSenderWarning({ NODE_ENV: 'production', MAIL_FROM: 'Learner Portal <no-reply@learner-portal.local>' }),
  ).toMatch(/^MAIL_FROM is no-reply@learner-portal\.local: /);
  expect(localSenderWarning({ NODE_ENV: 'production', MAIL_FROM: 'admin@school.LOCAL' })).toMatch(
    /^MAIL_FROM is admin@school\.LOCAL/,
  );
});

test('a real domain, or development, says nothing', () => {
  expect(
    localSenderWarning({ NODE_ENV: 'production', MAIL_FROM: 'Learner Portal <no-reply@learnerportal.pk>' }),
  ).toBeNull();
  expect(localSenderWarning({ NODE_ENV: 'production', MAIL_FROM: 'no-reply@local.example.org' })).toBeNull();
  expect(
    localSenderWarning({ NODE_ENV: 'development', MAIL_FROM: 'Learner Portal <no-reply@learner-portal.local>' }),
  ).toBeNull();
});
