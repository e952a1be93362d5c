// For tests of the CSV downloads: a file opened as a spreadsheet program opens it. SheetJS (the parser
// behind many web spreadsheets) reads the file, guessing its separator as they do, and each cell is what
// a spreadsheet makes of it. A cell that would run is one SheetJS made a formula of, or one whose text
// still begins with a sign OWASP's CSV-injection rule names (=, +, -, @, tab, carriage return): Excel and
// LibreOffice run those where SheetJS keeps them as text.
import { read } from 'xlsx';

export type SpreadsheetCell = { address: string; text: string; formula?: string };

/** Every non-empty cell of the first sheet, as the spreadsheet holds it. */
export function openAsSpreadsheet(csv: string): SpreadsheetCell[] {
  const book = read(csv.replace(/^\uFEFF/, ''), { type: 'string', raw: false });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([address]) => !address.startsWith('!'))
    .map(([address, cell]) => {
      const { v, w, f } = cell as { v?: unknown; w?: string; f?: string };
      return { address, text: w ?? String(v ?? ''), ...(f === undefined ? {} : { formula: f }) };
    });
}

/** The cells a spreadsheet would run: formulas SheetJS made, and texts that begin as one. */
export function cellsThatRun(csv: string): SpreadsheetCell[] {
  return openAsSpreadsheet(csv).filter(
    (cell) => cell.formula !== undefined || /^[=+\-@\t\r]/.test(cell.text),
  );
}
