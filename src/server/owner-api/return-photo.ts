import sharp from 'sharp';

/** The image types a photo may claim, with the decoder's name for each and the extension of the stored name. */
const FORMATS: Record<string, { format: 'png' | 'jpeg' | 'webp'; extension: string }> = {
  'image/png': { format: 'png', extension: 'png' },
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/webp': { format: 'webp', extension: 'webp' },
};

/** A phone's photo has some 50 million pixels at most; more is a decompression bomb, refused before it is decoded. */
const MAX_PIXELS = 64_000_000;

export type DecodedPhoto = { ok: true; data: Buffer; extension: string } | { ok: false; reason: string };

/**
 * The photo decoded as the type it claims, and written again in that type: what is kept is the picture alone, never
 * the bytes as they came (a file that is also an HTML page or a script keeps nothing of that). A file that does not
 * decode, or decodes as another type, is refused with the reason.
 */
export async function decodePhoto(bytes: Buffer, contentType: string): Promise<DecodedPhoto> {
  const expected = FORMATS[contentType];
  if (!expected) return { ok: false, reason: `${contentType} is not an image type the service reads` };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== expected.format) return { ok: false, reason: `the file is not a ${contentType} image` };
    const data = await image.rotate().toFormat(expected.format).toBuffer();
    return { ok: true, data, extension: expected.extension };
  } catch {
    return { ok: false, reason: `the file does not decode as a ${contentType} image` };
  }
}
