// Precompress the build so the server can send .br/.gz files as they are (@fastify/static preCompressed).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.webmanifest'];
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for await (const file of walk(dist)) {
  if (!EXTENSIONS.some((ext) => file.endsWith(ext))) continue;
  if ((await stat(file)).size <= MIN_BYTES) continue;
  const body = await readFile(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compress: wrote .br and .gz for ${count} files in ${dist}`);
