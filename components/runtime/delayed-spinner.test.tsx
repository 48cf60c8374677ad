/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DelayedSpinner } from './delayed-spinner';

describe('DelayedSpinner', () => {
  it('is a status with a readable label', () => {
    render(<DelayedSpinner label="Loading programmes…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading programmes…');
  });

  it('says "Loading…" by default', () => {
    render(<DelayedSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
