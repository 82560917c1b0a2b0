import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@sufra/domain';
import { LOGO_MAX_BYTES, LOGO_MAX_SIDE } from '@sufra/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  IMAGE_WORK_SECONDS,
  imageFailure,
  refuseTooManyPixels,
  UPLOAD_SHARP_INPUT,
} from '../../platform/images/upload-limits';
import { imageSize } from './image-size';

const UPLOADS_PREFIX = '/media/uploads/';
const LOGO_FOLDER = 'logos';
const ALLOWED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
]);

/** A logo is shown at most a few hundred pixels wide (a PDF takes 512): stored no larger than this. */
const LOGO_STORED_SIDE = 1024;

function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Decodes the logo and writes it anew in its own format (issue 25 item 16), turned upright, no larger
 * than LOGO_STORED_SIDE, transparency kept: only decoded pixels survive, so no metadata (EXIF, a GPS
 * position), no appended payload and never the uploaded bytes are stored or served.
 */
async function reencode(bytes: Buffer, mime: string): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, UPLOAD_SHARP_INPUT).metadata();
    // What sharp decodes must be what the magic bytes said (image/png → png …).
    if (meta.format !== mime.slice('image/'.length)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const image = sharp(bytes, UPLOAD_SHARP_INPUT)
      .timeout({ seconds: IMAGE_WORK_SECONDS })
      .rotate()
      .resize(LOGO_STORED_SIDE, LOGO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
    // No keepMetadata()/withMetadata(): nothing but the pixels is written.
    if (mime === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (mime === 'image/jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    return await image.webp({ quality: 90, alphaQuality: 100 }).toBuffer();
  } catch (err) {
    throw imageFailure(err);
  }
}

/**
 * Checks a logo by its magic bytes (the client's file name and type are ignored) and the pixels its
 * header declares, re-encodes it, stores it under a random name in DATA_DIR/uploads/logos and returns
 * its public URL.
 */
export async function saveLogo(dataDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ALLOWED.get(type.mime) : undefined;
  if (!extension || !type) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  // The header's pixel size, not the byte size, is what a decoder must allocate.
  const size = imageSize(bytes, type.mime);
  if (!size || size.width === 0 || size.height === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE)
    throw new AppError('LOGO_TOO_LARGE', { max: LOGO_MAX_SIDE });
  refuseTooManyPixels(size);
  const stored = await reencode(bytes, type.mime);
  const folder = join(uploadsDir(dataDir), LOGO_FOLDER);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(folder, name), stored, { flag: 'wx' });
  return `${UPLOADS_PREFIX}${LOGO_FOLDER}/${name}`;
}

/** Best effort: an orphaned file wastes a little disk, a failure here must not fail the request. */
export async function removeLogo(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(`${UPLOADS_PREFIX}${LOGO_FOLDER}/`)) return;
  const name = url.slice(`${UPLOADS_PREFIX}${LOGO_FOLDER}/`.length);
  if (!/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(name)) return;
  await rm(join(uploadsDir(dataDir), LOGO_FOLDER, name), { force: true }).catch(() => undefined);
}

/**
 * Serves DATA_DIR/uploads under /media/uploads/ (like /media/demo). The default wildcard mode is kept so
 * files uploaded after start-up are served too. Names are random UUIDs, so a file never changes: cache it.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDir(dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    cacheControl: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
