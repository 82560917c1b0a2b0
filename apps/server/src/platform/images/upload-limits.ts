import { AppError } from '@sufra/domain';

/*
 * What any uploaded image (a logo, a menu photo) may cost to decode (issue 25 item 16). A 65 KB PNG of
 * zeros declares 4096 × 4096 pixels: 64 MiB once decoded, inside every byte limit. The pixel count its
 * header declares is judged BEFORE anything decodes it, and sharp enforces the same cap on what it really
 * decodes (a header may lie) within a bounded time.
 */

/**
 * 16 megapixels: a 12 MP phone photo (4032 × 3024) or a 16 MP camera's (4608 × 3456) passes; 4096 × 4096
 * (16.8 MP) does not. At 4 bytes a pixel one decode holds at most 64 MB.
 */
const IMAGE_MAX_PIXELS = 16_000_000;
/** One sharp pipeline's time limit (libvips stops it): a 16 MP photo takes well under a second here. */
export const IMAGE_WORK_SECONDS = 5;

/** sharp's input options for an upload: the pixel cap again, and a corrupt file refused, not half-read. */
export const UPLOAD_SHARP_INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

const tooManyPixels = () => new AppError('IMAGE_TOO_MANY_PIXELS', { max: IMAGE_MAX_PIXELS / 1_000_000 });

/** Refuses (422 IMAGE_TOO_MANY_PIXELS) an image whose header declares more than IMAGE_MAX_PIXELS. */
export function refuseTooManyPixels(size: { width: number; height: number }): void {
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
}

/**
 * What a failed sharp pipeline means for the uploader: over the pixel cap or out of time is "too many
 * pixels" (make it smaller); anything else is a file sharp cannot read (415).
 */
export function imageFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit|^timeout/i.test(message)) return tooManyPixels();
  return new AppError('UNSUPPORTED_MEDIA_TYPE');
}
