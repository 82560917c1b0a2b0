import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

// Compiling one of ZATCA's schematron XSLs takes 8–12 s and ~350 MB, so it happens once per machine: the
// SEF is cached under the OS temp dir, keyed by the XSL's bytes and the compiler's version, for the next
// test run (the PostgreSQL pass after the PGlite one) and for other vitest workers.
const cacheDir = join(tmpdir(), 'sufra-zatca-sef');
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3/xslt3.js');
const compilerVersion: string = require('xslt3/package.json').version;
// A worker killed mid-compile leaves its lock behind; after this long the others take over.
const staleLockMs = 5 * 60_000;

const loaded = new Map<string, Promise<unknown>>();

/** The XSL's compiled SEF, parsed; compiled at most once per machine and loaded once per process. */
export function compiledSef(xslPath: string): Promise<unknown> {
  let sef = loaded.get(xslPath);
  if (!sef) {
    sef = sefFile(xslPath).then(async (file) => JSON.parse(await readFile(file, 'utf8')));
    loaded.set(xslPath, sef);
  }
  return sef;
}

/** The compiled SEF's file in the machine's cache, compiled first when it is not there. */
export async function sefFile(xslPath: string): Promise<string> {
  const hash = createHash('sha256')
    .update(compilerVersion)
    .update(await readFile(xslPath))
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `${basename(xslPath, '.xsl')}-${hash}.sef.json`);
  await mkdir(cacheDir, { recursive: true });
  for (;;) {
    if (await exists(file)) return file;
    if (await takeLock(`${file}.lock`)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    if (!(await exists(file))) await compile(xslPath, file);
  } finally {
    await rmdir(`${file}.lock`);
  }
  return file;
}

// mkdir is atomic: exactly one process creates the directory and compiles.
async function takeLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (age > staleLockMs) await rm(lock, { recursive: true, force: true });
    return false;
  }
}

// Written beside its final name and renamed, so a reader never sees half a file.
async function compile(xslPath: string, file: string): Promise<void> {
  const partial = `${file}.${randomUUID()}.tmp`;
  try {
    await promisify(execFile)(process.execPath, [xslt3, `-xsl:${xslPath}`, `-export:${partial}`, '-nogo']);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
