// Before a photo leaves the phone: scaled so its longest side is at most 2,000 px and re-encoded as JPEG (which
// also drops the camera's EXIF and GPS), so a learner on mobile data sends a few hundred KB, not 12 MB. A file the
// browser cannot decode is sent as it is: the platform judges it and says what is wrong.
const LONGEST_SIDE = 2000;
const QUALITY = 0.85;
/** Small JPEGs already fit: sent untouched. */
const SMALL_JPEG_BYTES = 1_500_000;

function scaledSize(width: number, height: number, longest = LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscaleForUpload(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (file.type === 'image/jpeg' && file.size <= SMALL_JPEG_BYTES && size.width === bitmap.width) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
