// The one button look of the product, as a <button>; ButtonLink (./button-link) is the link that looks like one, in a
// file of its own so that a bundle with only buttons (the global error's) does not carry the client router's link.
import type { ComponentProps } from 'react';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface LookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  fullWidth?: boolean;
}

/** The classes of the button look, for anything that should look like a button. */
export function buttonClassName(
  { variant = 'primary', size = 'normal', fullWidth = false }: LookProps = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, fullWidth && styles.fullWidth, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> & LookProps;

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />;
}
