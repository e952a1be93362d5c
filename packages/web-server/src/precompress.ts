// Writes a .gz beside every text asset of a build once, so the static servers send compressed files
// (sirv picks the .gz when the browser accepts gzip) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

export function precompress(dir: string): number {
  let written = 0;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry);
    const stats = statSync(file);
    if (stats.isDirectory()) {
      written += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const gz = `${file}.gz`;
    let gzTime = 0;
    try {
      gzTime = statSync(gz).mtimeMs;
    } catch {
      // not compressed yet
    }
    if (gzTime >= stats.mtimeMs) continue;
    writeFileSync(gz, gzipSync(readFileSync(file), { level: 9 }));
    written += 1;
  }
  return written;
}
