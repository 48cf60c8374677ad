// The body of every 404: the seed's message with the requested path, and ways back into the site.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { RequestedPath } from './requested-path';

export interface NotFoundMessageProps {
  /** 'Page not found: ' for unmatched routes, 'Page Not Found: ' for failed route validation (the seed's texts). */
  prefix: 'Page not found: ' | 'Page Not Found: ';
  /** The path asked for, when the server knows it; omitted, the browser fills it in from the address bar. */
  path?: string;
  backHref?: string;
  backLabel?: string;
}

export function NotFoundMessage({ prefix, path, backHref, backLabel }: NotFoundMessageProps) {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Error 404"
        title={
          <>
            {prefix}
            {path === undefined ? <RequestedPath /> : <code>{path}</code>}
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
