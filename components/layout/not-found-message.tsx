// The body of every 404: 'Page not found: {path}' (or 'Page Not Found: {path}'), and ways back into the site.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { RequestedPath } from './requested-path';

export interface NotFoundMessageProps {
  /** 'Page not found: ' for unmatched routes, 'Page Not Found: ' for failed route validation. */
  prefix: string;
  backHref?: string;
  backLabel?: string;
  /** The page is shared by many URLs (the unmatched-route 404): take the path from the address bar. */
  pathFromLocation?: boolean;
}

export function NotFoundMessage({ prefix, backHref, backLabel, pathFromLocation = false }: NotFoundMessageProps) {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Error 404"
        title={
          <>
            {prefix}
            <RequestedPath fromLocation={pathFromLocation} />
          </>
        }
        lead="The page you asked for does not exist or has moved."
      />
      <ul>
        {backHref && backLabel ? (
          <li>
            <Link href={backHref}>{backLabel}</Link>
          </li>
        ) : null}
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
        <li>
          <Link href="/support">Ask support</Link>
        </li>
      </ul>
    </div>
  );
}
