/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_UNAVAILABLE_DIGEST } from '@/lib/api/errors';
import { ErrorMessage } from './error-message';

test('a failure shows its status and message, tries again in place, and links home', async () => {
  const retry = jest.fn();
  render(<ErrorMessage digest="2419871234" onRetry={retry} />);
  expect(screen.getByText('Error 500')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByText('Reference: 2419871234')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('a platform outage is a 503 "service unavailable"; a server-rendered page retries by loading its address', () => {
  render(<ErrorMessage digest={PLATFORM_UNAVAILABLE_DIGEST} retryHref="/user-dashboard?tab=payments" />);
  expect(screen.getByText('503 Service Unavailable')).toBeVisible();
  expect(
    screen.getByRole('heading', { level: 1, name: 'We can’t reach the learning platform right now' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/user-dashboard?tab=payments');
  expect(screen.queryByText(/Reference/)).toBeNull();
});
