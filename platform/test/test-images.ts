// Images made by the tests themselves with sharp: a document-like picture (shapes and lines, sharp edges) in each
// format, and the ways an upload goes wrong.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

function documentSvg(width: number, height: number): Buffer {
  const shapes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const colour = ((i * 123_457) % 0xffffff).toString(16).padStart(6, '0');
    shapes.push(
      `<rect x="${(i * 97) % width}" y="${(i * 53) % height}" width="${40 + i * 3}" height="${8 + (i % 5) * 4}" fill="#${colour}"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    shapes.push(
      `<line x1="${(i * 41) % width}" y1="${(i * 29) % height}" x2="${(i * 71 + 300) % width}" y2="${(i * 37 + 200) % height}" stroke="#223" stroke-width="3"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e8eef2"/>${shapes.join('')}</svg>`,
  );
}

/** A readable photo of a document, as JPEG, PNG or WebP. */
export function documentPhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 1600, height = 1000): Promise<Buffer> {
  return sharp(documentSvg(width, height)).toFormat(format).toBuffer();
}

export const blackPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#000000' } })
    .jpeg()
    .toBuffer();

export const blurredPhoto = async () =>
  sharp(await documentPhoto('jpeg'))
    .blur(8)
    .jpeg()
    .toBuffer();

export const tinyPhoto = () => documentPhoto('jpeg', 450, 300);

/** A JPEG carrying a camera's GPS position in its EXIF. */
export const photoWithGps = async () =>
  sharp(await documentPhoto('jpeg'))
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '67/1 0/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** Random pixels at high quality: a camera-sized upload of about `megabytes` (used for size limits and the bench). */
export async function noisyPhoto(width: number, height: number, quality = 95): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A small PNG whose header claims 30,000 x 30,000 pixels: decoding it would need gigabytes. */
export async function pixelBomb(): Promise<Buffer> {
  const side = 30_000;
  const row = Buffer.alloc(1 + side); // filter byte + one grey byte per pixel, all zero
  const rows = Buffer.concat(Array.from({ length: 64 }, () => row));
  return sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
    .then((png) => withPngSize(png, side, deflateSync(rows)));
}

/** Rewrites a PNG's IHDR to a larger greyscale size and its data to `idat` (CRCs recomputed). */
function withPngSize(png: Buffer, side: number, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Files that are not photos, whatever their name says. */
export const notPhotos = {
  text: () => Buffer.from('This is a plain text file pretending to be a photo.\n'),
  svg: () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#abc"/></svg>',
    ),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  zip: () => Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, ...Buffer.from('photo.jpg')]),
};
