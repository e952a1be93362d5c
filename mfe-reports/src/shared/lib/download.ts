// Downloads made in the browser: a CSV field quoted as RFC 4180 asks, a whole CSV text, and a file
// handed to the browser's download. The report's downloads, the team report's CSV and the plan's
// tracker exports use them.
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: a header and the rows, fields quoted by csvField, every line ended by CRLF. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Hands a file to the browser's download through a Blob and an object URL. A CSV starts with a
 * byte-order mark, which lets spreadsheet programs read its æ, ø and å as UTF-8, unless
 * `byteOrderMark: false` (for an importer that would read the mark as part of the first column's name).
 */
export function downloadFile(
  content: string,
  fileName: string,
  type: string,
  { byteOrderMark = type.startsWith('text/csv') }: { byteOrderMark?: boolean } = {},
): void {
  const parts = byteOrderMark ? ['\uFEFF', content] : [content];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
