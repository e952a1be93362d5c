// Downloads made in the browser: a CSV field quoted as RFC 4180 asks and safe to open in a spreadsheet,
// a whole CSV text, and a file handed to the browser's download. The report's downloads, the team
// report's CSV and the plan's tracker exports use them, so every CSV the product writes follows one rule.

/**
 * What a spreadsheet would run instead of showing: a cell that begins with =, +, - or @ (OWASP's CSV
 * injection rule, which also names a leading tab and carriage return), here also after leading
 * whitespace or control characters (which some programs skip before they look), and with the full-width
 * forms ＝ ＋ － ＠ that some locales' spreadsheets read as the same signs.
 */
// eslint-disable-next-line no-control-regex -- control characters are part of what it looks through
const FORMULA_START = /^[\s\u0000-\u001f\u007f\u200b\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n\u0000]/;

/**
 * A text as a spreadsheet shows it and never runs it: a cell it would read as a formula gets a leading
 * apostrophe (OWASP's advice), so "=1+1" is the text '=1+1; every other text is left exactly as it was.
 * Numbers are the product's own figures and stay numbers.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One field: the text made safe to open (spreadsheetText), and quoted (RFC 4180, quotes doubled) when it
 * holds a quote, a line break or a character some program splits cells at: the comma, the semicolon
 * (the separator of spreadsheets in Danish and other locales whose decimal mark is a comma), the tab
 * (which import wizards split at by default) and the bar (which readers that guess the separator try).
 * Unquoted, "a;=1+1" would be two cells there, the second a formula.
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : spreadsheetText(value);
  return /[",;|\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: a header and the rows, each field by csvField, every line ended by CRLF. */
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
