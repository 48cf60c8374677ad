// Two measures of whether a photo can be read, on a greyscale copy at most 1,000 px wide so every photo is judged
// at the same scale: mean brightness (0–255), and the variance of the Laplacian (edges: a blurred photo has few).
import sharp, { type Sharp } from 'sharp';

/** Below this mean brightness a document cannot be read. */
export const MIN_BRIGHTNESS = 40;
/** Below this Laplacian variance the edges are gone (a sharp document scores hundreds; a 4 px blur about 10). */
export const MIN_SHARPNESS = 30;
const MEASURE_SIDE = 1000;
// Offset 128 keeps negative responses inside the 8-bit output.
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 };

interface PhotoQuality {
  brightness: number;
  sharpness: number;
}

function meanAndVariance(values: Buffer): { mean: number; variance: number } {
  let sum = 0;
  let squares = 0;
  for (const value of values) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / values.length;
  return { mean, variance: squares / values.length - mean * mean };
}

// sharp's stats() describes its input, not the result of operations, so both measures are taken from raw pixels.
export async function measurePhotoQuality(image: Sharp): Promise<PhotoQuality> {
  const grey = await image
    .clone()
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = grey.info;
  if (channels !== 1) throw new Error(`expected one grey channel, got ${channels}`);
  const edges = await sharp(grey.data, { raw: { width, height, channels: 1 } })
    .convolve(LAPLACIAN)
    .raw()
    .toBuffer();
  return { brightness: meanAndVariance(grey.data).mean, sharpness: meanAndVariance(edges).variance };
}
