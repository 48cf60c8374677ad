// The root 401, above every root layout: Next sends this boundary in the flight data of every page and every prefetch
// answer (its own default was ~780 bytes of styles and text there). Nothing calls unauthorized(): a signed-out visitor
// is sent to the sign-in page instead. Were something to, a plain document.
export default function RootUnauthorized() {
  return (
    <html lang="en">
      <body>
        <h1>401: Unauthorized</h1>
      </body>
    </html>
  );
}
