// Baseline dynamic page: reads the request's cookies (so it renders on every request), a little text.
import { cookies } from 'next/headers';

export default async function Page() {
  const jar = await cookies();
  return (
    <main>
      <h1>Bare dynamic Next.js page</h1>
      <p>
        {jar.has('access_token') ? 'Signed in.' : 'Signed out.'} The baseline the signed-in pages are measured against.
      </p>
    </main>
  );
}
