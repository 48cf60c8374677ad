// Navigation that looks like a button (calls to action): still a real link for crawlers and keyboards.
import type { ComponentProps } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { buttonClassName, type LookProps } from './button';

type ButtonLinkProps = ComponentProps<typeof Link> & LookProps;

export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />;
}
