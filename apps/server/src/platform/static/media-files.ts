import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import { DEMO_ASSETS_DIR, DEMO_MEDIA_PREFIX } from './demo-assets';

const UPLOADS_PREFIX = '/media/uploads/';

/**
 * The file behind one of our own media URLs (/media/uploads/… in DATA_DIR, /media/demo/… in the repo),
 * or null for anything else (a foreign URL is never fetched, a `..` never leaves its folder).
 */
function mediaFilePath(dataDir: string, url: string | null): string | null {
  if (!url) return null;
  const [prefix, root] = url.startsWith(UPLOADS_PREFIX)
    ? [UPLOADS_PREFIX, join(dataDir, 'uploads')]
    : url.startsWith(DEMO_MEDIA_PREFIX)
      ? [DEMO_MEDIA_PREFIX, DEMO_ASSETS_DIR]
      : [null, null];
  if (!prefix || !root) return null;
  const path = normalize(join(root, url.slice(prefix.length)));
  return path.startsWith(root + sep) ? path : null;
}

/** Logos are PNG, JPEG, WebP or (the demo's) SVG: a PNG of at most 512 px for a PDF. Null if unreadable. */
export async function logoAsPng(dataDir: string, url: string | null): Promise<Buffer | null> {
  const path = mediaFilePath(dataDir, url);
  if (!path) return null;
  try {
    const bytes = await readFile(path);
    return await sharp(bytes, { limitInputPixels: 64_000_000 })
      .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
