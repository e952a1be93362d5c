// Downloads made in the browser: a CSV field quoted as RFC 4180 asks, and a file handed to the browser's
// download. The report's downloads and the team report's CSV both use them.
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Hands a file to the browser's download through a Blob and an object URL. */
export function downloadFile(content: string, fileName: string, type: string): void {
  // A byte-order mark lets spreadsheet programs read the CSV's æ, ø and å as UTF-8.
  const parts = type.startsWith('text/csv') ? ['\uFEFF', content] : [content];
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
