import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process: a running server owns DATA_DIR. It announces itself in DATA_DIR/server.json
 * so `npm run demo-links` (and a second server) know not to open the database files.
 */
export interface ServerFile {
  pid: number;
  port: number;
  publicUrl: string;
  startedAt: string;
  /**
   * 'starting' from before the database is opened until the demo links are written (migrating and seeding a
   * first start takes seconds); 'ready' once it serves. A file without it (an older server) is ready.
   */
  state?: 'starting' | 'ready';
}

const serverFilePath = (dataDir: string) => join(dataDir, 'server.json');
export const demoLinksPath = (dataDir: string) => join(dataDir, 'demo-links.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server currently owning DATA_DIR, if its process is still alive. */
export function runningServer(dataDir: string): ServerFile | null {
  const path = serverFilePath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as ServerFile;
    return file.pid !== process.pid && isAlive(file.pid) ? file : null;
  } catch {
    return null;
  }
}

export function writeServerFile(dataDir: string, file: Omit<ServerFile, 'pid' | 'startedAt'>): void {
  mkdirSync(dataDir, { recursive: true });
  const content: ServerFile = { pid: process.pid, startedAt: new Date().toISOString(), ...file };
  // Written whole under another name, then renamed: a reader never sees half a file.
  const path = serverFilePath(dataDir);
  writeFileSync(`${path}.${process.pid}`, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(`${path}.${process.pid}`, path);
}

export function removeServerFile(dataDir: string): void {
  rmSync(serverFilePath(dataDir), { force: true });
}
