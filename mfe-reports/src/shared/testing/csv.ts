// A strict RFC 4180 reader for tests of the CSV downloads: records end with CRLF (the last one too), a
// field with a comma, quote or line break is quoted, a quote inside is doubled, and anything else (a
// bare LF between records, a quote inside an unquoted field, text after a closing quote) throws, so a
// test reads a file only as a standards-keeping importer would.
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`not RFC 4180 at character ${at}: ${what}`);
  };
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        if (at >= text.length) fail('a quoted field is not closed');
        if (text[at] === '"') {
          if (text[at + 1] !== '"') break;
          field += '"';
          at += 2;
        } else {
          field += text[at];
          at += 1;
        }
      }
      at += 1;
    } else {
      while (at < text.length && !/[,\r\n]/.test(text[at]!)) {
        if (text[at] === '"') fail('a quote in an unquoted field');
        field += text[at];
        at += 1;
      }
    }
    record.push(field);
    if (text[at] === ',') at += 1;
    else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else fail(at >= text.length ? 'the last record has no CRLF' : `"${text[at]}" after a field`);
  }
  return records;
}
