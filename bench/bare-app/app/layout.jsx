// Baseline layout: the least an App Router page needs.
export const metadata = { title: 'Bare Next.js page', description: 'Benchmark baseline' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
