#!/usr/bin/env node
// Which package or source file the bytes of a built chunk come from (docs/performance.md).
// Usage: vite build --sourcemap --outDir /tmp/x && node scripts/bundle-breakdown.mjs /tmp/x [chunk-prefix ...]
// Every generated character is attributed to the source its sourcemap segment points at; a chunk's
// gzip size is shared out in proportion (gzip compresses alike code alike, so this is an estimate).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const [dist = 'dist', ...prefixes] = process.argv.slice(2);
const assets = join(dist, 'assets');
const chunks = readdirSync(assets).filter(
  (f) => f.endsWith('.js') && (!prefixes.length || prefixes.some((p) => f.startsWith(p))),
);

function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    // react-dom's client and its scheduler are worth telling apart from the rest of react-dom.
    return name;
  }
  const i = source.indexOf('/src/');
  if (source.includes('packages/domain')) return `@sufra/domain ${source.slice(i + 5)}`;
  return i >= 0 ? `src/${source.slice(i + 5)}` : source;
}

const total = new Map();
for (const file of chunks) {
  const code = readFileSync(join(assets, file), 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
  } catch {
    continue;
  }
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const bytes = new Map();
  decoded.forEach((segments, lineNo) => {
    const line = lines[lineNo] ?? '';
    segments.forEach((seg, k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : line.length;
      const group = seg.length > 1 ? groupOf(map.sources[seg[1]]) : '(unmapped)';
      bytes.set(group, (bytes.get(group) ?? 0) + (end - seg[0]));
    });
    if (!segments.length) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + line.length);
    else if (segments[0][0] > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + segments[0][0]);
  });
  const raw = code.length;
  const gz = gzipSync(code, { level: 9 }).length;
  console.log(`\n${file}: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`);
  for (const [group, n] of [...bytes].sort((a, b) => b[1] - a[1])) {
    const g = (gz * n) / raw;
    if (n / raw > 0.004)
      console.log(
        `  ${(g / 1024).toFixed(1).padStart(6)} KB gz  ${(n / 1024).toFixed(1).padStart(6)} KB  ${group}`,
      );
    const t = total.get(group) ?? [0, 0];
    total.set(group, [t[0] + n, t[1] + g]);
  }
}
if (chunks.length > 1) {
  console.log('\nAll chunks above, by source:');
  for (const [group, [n, g]] of [...total].sort((a, b) => b[1][1] - a[1][1]).slice(0, 40)) {
    console.log(
      `  ${(g / 1024).toFixed(1).padStart(6)} KB gz  ${(n / 1024).toFixed(1).padStart(6)} KB  ${group}`,
    );
  }
}
