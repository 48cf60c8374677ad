// RFC 5545 §3.1: content lines are folded at 75 octets, not characters, and never inside a UTF-8 sequence. The ics
// library folds at 75 characters, so an Urdu title made 107-octet lines; its output is unfolded and folded again here.
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // Continuation lines start with one space, which counts towards their 75 octets.
  let limit = MAX_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).byteLength;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** `ics` (CRLF lines, possibly folded) with every content line folded at 75 octets. */
export function foldIcsLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map((line) => (line === '' ? line : foldLine(line))).join('\r\n');
}
