// The root 403, above every root layout: Next sends this boundary in the flight data of every page and every prefetch
// answer (its own default was ~750 bytes of styles and text there). No page reaches it: forbidden()'s one caller,
// lib/session/staff-session.ts, runs in /staff, whose segment has its own forbidden.tsx. Were one to, a plain document.
export default function RootForbidden() {
  return (
    <html lang="en">
      <body>
        <h1>403: Forbidden</h1>
      </body>
    </html>
  );
}
