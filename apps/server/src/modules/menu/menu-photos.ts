import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@sufra/domain';
import { MENU_PHOTO_MAX_BYTES, MENU_PHOTO_MAX_SIDE, MENU_PHOTO_WIDTHS } from '@sufra/domain/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_WORK_SECONDS,
  imageFailure,
  refuseTooManyPixels,
  UPLOAD_SHARP_INPUT,
} from '../../platform/images/upload-limits';
import { imageSize } from '../onboarding';

/*
 * A menu item's photo (issue 12 item 1). The upload is judged by its bytes (file-type: PNG, JPEG or WebP;
 * the client's name and type are ignored) and by the pixel size its header declares, BEFORE anything
 * decodes it (a 20 KB PNG may declare 60000×60000; a 65 KB PNG of zeros 4096×4096, over the 16 MP cap
 * of issue 25 item 16). Then sharp decodes it (with the same pixel cap as a second guard, in bounded
 * time), applies the EXIF rotation and writes new WebP files: only decoded pixels survive, so
 * whatever else the file carried (an appended HTML page or ZIP, metadata, a GPS position) is gone.
 */

const URL_PREFIX = '/media/uploads/menu/';
const FOLDER = ['uploads', 'menu'] as const;
const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/webp']);
const FILE_NAME = /^[0-9a-f-]{36}-\d{1,4}\.webp$/;
/** EXIF orientations that turn the picture a quarter: its width is the header's height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

export interface StoredPhoto {
  /** The 640 px file (or the largest below it for a smaller photo): menu_items.photo_url. */
  url: string;
  /** '<url> 320w, <url> 640w, <url> 1280w': menu_items.photo_srcset. */
  srcset: string;
}

/** The widths made from a photo `width` pixels wide: MENU_PHOTO_WIDTHS, never enlarging it. */
function photoWidths(width: number): number[] {
  const largest = MENU_PHOTO_WIDTHS[MENU_PHOTO_WIDTHS.length - 1] as number;
  const widths: number[] = MENU_PHOTO_WIDTHS.filter((w) => w < width);
  if (width <= largest) widths.push(width);
  return widths;
}

function folderOf(dataDir: string): string {
  return join(dataDir, ...FOLDER);
}

/** Refuses what is not a PNG, JPEG or WebP of a sane size; answers the picture's upright width. */
async function check(bytes: Buffer) {
  if (bytes.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (bytes.length > MENU_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const size = imageSize(bytes, type.mime);
  if (!size || size.width === 0 || size.height === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (size.width > MENU_PHOTO_MAX_SIDE || size.height > MENU_PHOTO_MAX_SIDE)
    throw new AppError('MENU_PHOTO_TOO_LARGE', { max: MENU_PHOTO_MAX_SIDE });
  refuseTooManyPixels(size);
  return type.mime;
}

/** Decodes, turns upright and makes the WebP variants. A file sharp cannot decode is refused (415). */
async function variants(bytes: Buffer, mime: string): Promise<{ width: number; data: Buffer }[]> {
  try {
    const meta = await sharp(bytes, UPLOAD_SHARP_INPUT).metadata();
    // What sharp decodes must be what the magic bytes said (image/png → png …).
    if (meta.format !== mime.slice('image/'.length) || !meta.width || !meta.height)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const upright = QUARTER_TURNS.has(meta.orientation ?? 1) ? meta.height : meta.width;
    const widths = photoWidths(upright);
    const largest = Math.max(...widths);
    // Decoded once, upright, at the largest width; the smaller ones are made from those pixels.
    const { data, info } = await sharp(bytes, UPLOAD_SHARP_INPUT)
      .timeout({ seconds: IMAGE_WORK_SECONDS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        // No withMetadata(): EXIF, ICC names, XMP and the rest are not written.
        data: await sharp(data, raw)
          .timeout({ seconds: IMAGE_WORK_SECONDS })
          .resize({ width })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch (err) {
    throw imageFailure(err);
  }
}

/**
 * Checks and stores a photo under DATA_DIR/uploads/menu with one random name for all its widths, served
 * by /media/uploads (long, immutable cache: a name is never reused). Nothing is written when refused.
 */
export async function storeMenuPhoto(dataDir: string, bytes: Buffer): Promise<StoredPhoto> {
  const mime = await check(bytes);
  const made = await variants(bytes, mime);
  const folder = folderOf(dataDir);
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  const urls = made.map((v) => ({ width: v.width, url: `${URL_PREFIX}${id}-${v.width}.webp` }));
  try {
    for (const v of made) await writeFile(join(folder, `${id}-${v.width}.webp`), v.data, { flag: 'wx' });
  } catch (err) {
    await removeMenuPhoto(dataDir, urls.map((u) => `${u.url} ${u.width}w`).join(', '));
    throw err;
  }
  const card = [...urls].reverse().find((u) => u.width <= 640) ?? (urls[0] as { url: string });
  return { url: card.url, srcset: urls.map((u) => `${u.url} ${u.width}w`).join(', ') };
}

/** The stored files of a srcset (only ours: a seeded photo's URL is left alone). */
function filesOf(srcset: string | null): string[] {
  if (!srcset) return [];
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url.startsWith(URL_PREFIX))
    .map((url) => url.slice(URL_PREFIX.length))
    .filter((name) => FILE_NAME.test(name));
}

/** Best effort: an orphaned file wastes a little disk; a failure here must not fail the request. */
export async function removeMenuPhoto(dataDir: string, srcset: string | null): Promise<void> {
  const folder = folderOf(dataDir);
  await Promise.all(
    filesOf(srcset).map((name) => rm(join(folder, name), { force: true }).catch(() => undefined)),
  );
}
