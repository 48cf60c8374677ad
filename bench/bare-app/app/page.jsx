// Baseline page: static text, no data, no client components.
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The baseline every portal page is measured against.</p>
    </main>
  );
}
