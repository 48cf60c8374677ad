// Content check and re-encode of one uploaded photo: the format is sniffed from its bytes; sharp reads the header
// (pixel count refused before decoding), then decodes, turns it upright, scales it to fit 2,000 px and writes a new
// JPEG without any of the original's metadata (EXIF, GPS, XMP, ICC). Dark and blurred photos are refused.
import sharp, { type OutputInfo, type SharpOptions } from 'sharp';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MIN_SHORT_SIDE,
  STORED_LONGEST_SIDE,
  refusals,
  type ImageRules,
} from './image-rules';
import { MIN_BRIGHTNESS, MIN_SHARPNESS, measurePhotoQuality } from './photo-quality';
import { sniffImageFormat } from './sniff-format';

// libvips keeps recent operations cached; uploads are never processed twice, so the cache would only hold memory.
sharp.cache(false);

interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

const decodeOptions: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

async function readHeader(bytes: Buffer, rules: ImageRules) {
  try {
    return await sharp(bytes, decodeOptions).metadata();
  } catch (error) {
    throw isPixelLimit(error) ? refusals.tooManyPixels(rules) : refusals.unreadable(rules);
  }
}

export async function prepareImage(bytes: Buffer, rules: ImageRules): Promise<PreparedImage> {
  if (bytes.length === 0) throw refusals.empty(rules);
  if (bytes.length > MAX_IMAGE_BYTES) throw refusals.tooLarge(rules);
  const format = sniffImageFormat(bytes);
  if (!format) throw refusals.notAnImage(rules);

  const header = await readHeader(bytes, rules);
  if (header.format !== format) throw refusals.notAnImage(rules);
  if (!header.width || !header.height) throw refusals.unreadable(rules);
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw refusals.tooManyPixels(rules);
  const shortSide = Math.min(header.width, header.height);
  if (shortSide < (rules.minShortSide ?? MIN_SHORT_SIDE)) throw refusals.tooSmall(rules, shortSide);

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, decodeOptions)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: STORED_LONGEST_SIDE, height: STORED_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw isPixelLimit(error) ? refusals.tooManyPixels(rules) : refusals.unreadable(rules);
  }
  const { width, height, channels } = decoded.info;
  const image = sharp(decoded.data, { raw: { width, height, channels } });

  if (rules.checkQuality ?? true) {
    const quality = await measurePhotoQuality(image);
    if (quality.brightness < MIN_BRIGHTNESS) throw refusals.tooDark(rules);
    if (quality.sharpness < MIN_SHARPNESS) throw refusals.tooBlurry(rules);
  }
  return { bytes: await image.clone().jpeg({ quality: 85 }).toBuffer(), contentType: 'image/jpeg', width, height };
}
