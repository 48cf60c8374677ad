import { getProgrammes } from '@/lib/api/catalogue';

export const revalidate = 300;

export default async function HomePage() {
  const programmes = await getProgrammes();
  return (
    <>
      <h1>Learn with us</h1>
      <ul>
        {programmes.items.map((p) => (
          <li key={p.slug}>{p.title}</li>
        ))}
      </ul>
    </>
  );
}
