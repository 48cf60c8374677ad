'use client';
// The interactive half of /test-cookies: installs the console helpers and offers them as buttons.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { clearAllAuthCookies, debugCookies, testCookie, type CookieDebugHelpers } from './cookie-debug';

export function CookieDiagnostics() {
  const router = useRouter();
  const [result, setResult] = useState('');
  useEffect(() => {
    const target = window as Window & Partial<CookieDebugHelpers>;
    Object.assign(target, { debugCookies, testCookie, clearAllAuthCookies });
    return () => {
      delete target.debugCookies;
      delete target.testCookie;
      delete target.clearAllAuthCookies;
    };
  }, []);
  return (
    <div>
      <p>
        The console has <code>debugCookies()</code>, <code>testCookie()</code> and <code>clearAllAuthCookies()</code> on
        this page.
      </p>
      <div className="actions">
        <Button
          variant="secondary"
          onClick={() =>
            setResult(
              `${debugCookies().filter((row) => row.present).length} auth cookies readable or present (details in the console).`,
            )
          }
        >
          Debug cookies
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setResult(testCookie() ? 'Cookies work on this site.' : 'This browser did not keep a test cookie.')
          }
        >
          Test a cookie
        </Button>
        <Button
          variant="danger"
          onClick={async () => {
            await clearAllAuthCookies();
            setResult('All auth cookies cleared.');
            router.refresh();
          }}
        >
          Clear all auth cookies
        </Button>
      </div>
      <p role="status">{result}</p>
    </div>
  );
}
