// The one button look of the product, as a <button> or as a link that looks like one.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import type { ComponentProps } from 'react';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger';

interface LookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  fullWidth?: boolean;
}

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

type ButtonLinkProps = ComponentProps<typeof Link> & LookProps;

/** Navigation that looks like a button (calls to action): still a real link for crawlers and keyboards. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />;
}
