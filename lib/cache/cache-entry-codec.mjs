// Cache entries as JSON text: Next.js puts Buffers (RSC payloads, route bodies) and Maps (per-segment
// prefetch data) in them, which JSON would flatten into arrays of bytes or empty objects.

/** @param {unknown} value */
export function encodeEntry(value) {
  return JSON.stringify(value, function replace(key) {
    // `this[key]` is the value before Buffer#toJSON turned it into { type, data: [...bytes] }.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return original;
  });
}

/** @param {string} text */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}
