// Installs a Debian package the project runs (never a downloaded binary) when this machine lacks it and we
// can: as root, with apt-get. Used by ensure-chromium.mjs (the journeys) and bench.mjs (wrk).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** True when `path` exists, after installing `pkg` if it did not and we could. */
export function ensureDebianPackage(pkg, path) {
  if (existsSync(path)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!isRoot || !hasApt) return false;
  console.log(`${path} not found: installing Debian's ${pkg} package…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  return existsSync(path);
}
