// The text of a PDF in the order it was written (-raw, so a grid's columns do not interleave), through
// poppler's pdftotext (Debian's poppler-utils, installed by scripts/bootstrap.sh for the tests).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    const result = spawnSync(
      'pdftotext',
      ['-raw', '-enc', 'UTF-8', path.join(dir, 'in.pdf'), path.join(dir, 'out.txt')],
      { encoding: 'utf8' },
    );
    if (result.error)
      throw new Error('pdftotext is missing: install poppler-utils (scripts/bootstrap.sh does)', {
        cause: result.error,
      });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return readFileSync(path.join(dir, 'out.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ligatures (ﬁ, ﬀ) as letters and whitespace collapsed to single spaces (line breaks differ between readers). */
export function normaliseSpace(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** Whitespace removed altogether: where a PDF breaks a line inside a phrase differs between layouts. */
export function squash(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/** How many pages a PDF has (poppler's pdfinfo). */
export function pdfPageCount(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    const result = spawnSync('pdfinfo', [path.join(dir, 'in.pdf')], { encoding: 'utf8' });
    if (result.error || result.status !== 0)
      throw new Error(`pdfinfo failed: ${result.stderr}`, { cause: result.error });
    const pages = /^Pages:\s+(\d+)$/m.exec(result.stdout)?.[1];
    if (!pages) throw new Error(`pdfinfo named no page count: ${result.stdout}`);
    return Number(pages);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
