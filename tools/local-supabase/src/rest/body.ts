// Request bodies for the REST service, bounded before they are read: JSON (bounded in depth and width,
// its text kept for json arguments), CSV and forms (turned into the same rows as JSON), and raw text or
// bytes for a function's single unnamed parameter.
import type { IncomingMessage } from 'node:http';
import { JsonLimitError, parseBoundedJson } from '../http/limits.ts';
import { BodyTooLargeError, readBodyBytes } from '../http/respond.ts';
import { RestError, invalidBody } from './errors.ts';
import type { BodyFormat } from './media.ts';

/** Reads the whole body as bytes; more than `limit` is PostgREST's 413. */
export async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await readBodyBytes(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new RestError(413, 'PGRST413', `Request body is larger than ${limit} bytes`);
    throw error;
  }
}

export type JsonBody = { value: unknown; text: string };

export function parseJson(text: string): JsonBody {
  if (text.trim() === '') return { value: {}, text: '{}' };
  try {
    return { value: parseBoundedJson(text), text };
  } catch (error) {
    if (error instanceof JsonLimitError) throw invalidBody('Empty or invalid json', error.message);
    throw invalidBody('Empty or invalid json');
  }
}

/** RFC 4180 CSV with a header row, as PostgREST takes it: the text NULL is a null. */
function parseCsv(text: string): Record<string, string | null>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
    i++;
  }
  if (quoted) throw invalidBody('Empty or invalid csv', 'A quoted field is not closed');
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  const [header, ...data] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  if (!header) throw invalidBody('Empty or invalid csv');
  return data.map((values) => {
    if (values.length !== header.length) throw invalidBody('All lines must have same number of fields');
    return Object.fromEntries(header.map((h, k) => [h, values[k] === 'NULL' ? null : values[k]!]));
  });
}

/** A table write's rows from any body format, with the JSON text sent to Postgres. */
export function rowsFromBody(format: BodyFormat, raw: Buffer): JsonBody {
  const text = raw.toString('utf8');
  if (format === 'json') return parseJson(text);
  if (format === 'csv') {
    const rows = parseCsv(text);
    return { value: rows, text: JSON.stringify(rows) };
  }
  if (format === 'form') {
    const row = Object.fromEntries(new URLSearchParams(text));
    return { value: row, text: JSON.stringify(row) };
  }
  throw invalidBody(
    `Content-Type not acceptable: ${format === 'text' ? 'text/plain' : format === 'xml' ? 'text/xml' : 'application/octet-stream'}`,
  );
}
