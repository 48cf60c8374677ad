// /test-cookies – cookie diagnostics: which auth cookies this request carries (token prefixes only) and
// whether the platform accepts the session. Exists only when diagnostics are enabled; otherwise a 404.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageHeader } from '@/components/ui/page-header';
import { CookieDiagnostics } from '@/components/session/cookie-diagnostics';
import { config } from '@/lib/config';
import { reportCookies } from '@/lib/session/diagnostics';
import { getSession } from '@/lib/session/server-session';
import { unindexedPageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = unindexedPageMetadata({
  title: 'Cookie diagnostics',
  description:
    'Cookie diagnostics: which sign-in cookies this browser sends and whether the platform accepts its session.',
});

export default async function TestCookiesPage() {
  // Decided per request from the runtime configuration, never frozen into the build.
  await connection();
  if (!config().DIAGNOSTICS_ENABLED) notFound();
  const jar = await cookies();
  const report = reportCookies((name) => jar.get(name)?.value);
  const session = await getSession();
  return (
    <div className="container section">
      <PageHeader
        title="Cookie diagnostics"
        lead={
          session
            ? `The platform accepts this session (${session.user.email}).`
            : 'The platform does not accept a session from these cookies.'
        }
      />
      <table>
        <caption className="visually-hidden">Auth cookies of this request</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Present</th>
            <th scope="col">HttpOnly</th>
            <th scope="col">Value (tokens: prefix only)</th>
          </tr>
        </thead>
        <tbody>
          {report.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.present ? 'yes' : 'no'}</td>
              <td>{row.httpOnly ? 'yes' : 'no'}</td>
              <td>{row.preview}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CookieDiagnostics />
    </div>
  );
}
