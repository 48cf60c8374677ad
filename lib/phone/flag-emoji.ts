// A flag drawn by the font from regional indicator symbols: no image, no network. Its own module, without
// libphonenumber-js, so the phone field's first paint can check flag support before the field's code loads.

export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
