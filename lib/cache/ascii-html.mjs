// A cached page as ASCII text with the same meaning. V8 stores a string holding any character past U+00FF (–, —, ’)
// in two bytes per character, and Next measures and encodes a cached page's string on every answer (Buffer.byteLength
// for Content-Length, then the socket write): for such a string both cost several times what they cost for an ASCII
// one (bench:profile). Non-ASCII characters become character references in markup, \u escapes in scripts (the flight
// data's string literals, JSON-LD) and CSS escapes in styles: the browser reads the same page.
// Plain JavaScript because Next.js imports the cache handlers as they are.

const NON_ASCII = /[^\x00-\x7f]/u;
const EVERY_NON_ASCII = /[^\x00-\x7f]/gu;
// Without the u flag each half of a surrogate pair matches on its own: a \u escape names one UTF-16 unit.
const EVERY_NON_ASCII_UNIT = /[^\x00-\x7f]/g;
// A script or style element's text is raw: character references are not decoded there, it ends at its closing tag.
const RAW_TEXT_START = /<(script|style)(?=[\s/>])[^>]*>/gi;

const markup = (text) => text.replace(EVERY_NON_ASCII, (char) => `&#x${char.codePointAt(0).toString(16)};`);
const script = (text) => text.replace(EVERY_NON_ASCII_UNIT, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
const style = (text) => text.replace(EVERY_NON_ASCII, (char) => `\\${char.codePointAt(0).toString(16)} `);

// V8 keeps the pieces of a two-byte string two-byte however they are joined: copying the text through bytes gives a
// string that is one byte per character.
const oneByte = (text) => Buffer.from(text, 'latin1').toString('latin1');

/** @param {string} html a rendered page */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return oneByte(html);
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  RAW_TEXT_START.lastIndex = 0;
  for (let open; (open = RAW_TEXT_START.exec(html)); ) {
    const tag = open[1].toLowerCase();
    const textStart = open.index + open[0].length;
    const close = lower.indexOf(`</${tag}`, textStart);
    const textEnd = close === -1 ? html.length : close;
    out += markup(html.slice(at, textStart)) + (tag === 'script' ? script : style)(html.slice(textStart, textEnd));
    at = textEnd;
    RAW_TEXT_START.lastIndex = textEnd;
  }
  return oneByte(out + markup(html.slice(at)));
}

/**
 * The cache entry's page with ASCII HTML (the same object when it has none, or nothing to change).
 * @template {{ kind?: string, html?: unknown }} T
 * @param {T} value
 * @returns {T}
 */
export function withAsciiPage(value) {
  if ((value?.kind !== 'APP_PAGE' && value?.kind !== 'PAGES') || typeof value.html !== 'string') return value;
  const html = asciiHtml(value.html);
  return html === value.html ? value : { ...value, html };
}
