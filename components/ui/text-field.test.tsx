/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

test('the label names the input and the hint describes it', () => {
  render(<TextField label="Email" name="email" hint="We never share it" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAccessibleDescription('We never share it');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('an error marks the field invalid and is announced with it', () => {
  render(<TextField label="Email" name="email" hint="Work address" error="Enter a valid email" defaultValue="x@" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Work address Enter a valid email');
  expect(input).toHaveValue('x@');
});

test('several errors are shown together', () => {
  render(<TextField label="Name" name="name" error={['Too short.', 'Letters only.']} />);
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Too short. Letters only.');
});

test('free text follows the script typed (dir=auto: Urdu reads right to left); addresses and codes are left to right', () => {
  render(
    <>
      <TextField label="Full name" name="full_name" defaultValue="عائشہ خان" />
      <TextField label="Email" name="email" type="email" />
      <TextField label="Password" name="password" type="password" />
      <TextField label="Code" name="code" inputMode="numeric" />
      <TextField label="CNIC number" name="cnic" dir="ltr" />
      <TextField label="Website" name="site" type="url" />
    </>,
  );
  expect(screen.getByLabelText('Full name')).toHaveAttribute('dir', 'auto');
  for (const label of ['Email', 'Password', 'Code', 'CNIC number'])
    expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
  expect(screen.getByLabelText('Website')).not.toHaveAttribute('dir');
});

test('a field given no type says type="text" (HTML_CodeSniffer H98 reads autocomplete against it); a given type stays', () => {
  render(
    <>
      <TextField label="Full name" name="full_name" autoComplete="name" />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" />
    </>,
  );
  expect(screen.getByLabelText('Full name')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
});
