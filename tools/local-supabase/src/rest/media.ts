// Content negotiation as PostgREST does it: the Accept header picks the output (JSON array, a single
// object, CSV, GeoJSON when PostGIS is installed, or the query plan when the database enables it),
// Content-Type says how the body is written (JSON, CSV, a form; text, XML or bytes for a function's
// single unnamed parameter). What cannot be produced is a 406 PGRST107 naming the media types asked for.
import { mediaTypeError } from './errors.ts';

export type Output =
  | { kind: 'json'; stripNulls: boolean }
  | { kind: 'object'; stripNulls: boolean }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  | { kind: 'plan'; format: 'json' | 'text'; for: Output; options: PlanOption[] };
type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

type Parsed = { type: string; params: Map<string, string>; q: number; raw: string };

function parseMediaType(raw: string): Parsed {
  const [typePart = '', ...paramParts] = raw.split(';');
  const params = new Map<string, string>();
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    params.set(
      part.slice(0, eq).trim().toLowerCase(),
      part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  const q = params.has('q') ? Number(params.get('q')) : 1;
  return { type: typePart.trim().toLowerCase(), params, q: Number.isFinite(q) ? q : 1, raw: raw.trim() };
}

/** The media types of an Accept header, most wanted first (stable for equal q). */
function accepted(header: string | undefined): Parsed[] {
  if (!header || header.trim() === '') return [parseMediaType('*/*')];
  return header
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map(parseMediaType)
    .filter((m) => m.type !== '' && m.q > 0)
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.q - a.m.q || a.i - b.i)
    .map(({ m }) => m);
}

/** The name of a media type in PostgREST's error message (its parameters kept as sent, q dropped). */
function mimeName(m: Parsed): string {
  const params = [...m.params]
    .filter(([k, v]) => k !== 'q' && v !== '')
    .map(([k, v]) => `; ${k}=${k === 'for' ? `"${v}"` : v}`)
    .join('');
  return `${m.type}${params}`;
}

export type Producible = { csv: boolean; geojson: boolean; plan: boolean };

function simple(m: Parsed, produce: Producible): Output | undefined {
  const strip = m.params.get('nulls') === 'stripped';
  switch (m.type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return { kind: 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls: strip };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls: strip };
    case 'text/csv':
      return produce.csv ? { kind: 'csv' } : undefined;
    case 'application/geo+json':
      return produce.geojson ? { kind: 'geojson' } : undefined;
    default:
      return undefined;
  }
}

export function negotiate(header: string | undefined, produce: Producible): Output {
  const wanted = accepted(header);
  for (const m of wanted) {
    if (
      m.type === 'application/vnd.pgrst.plan' ||
      m.type === 'application/vnd.pgrst.plan+json' ||
      m.type === 'application/vnd.pgrst.plan+text'
    ) {
      if (!produce.plan) continue;
      const forType = m.params.get('for');
      const target = forType
        ? simple(parseMediaType(forType), produce)
        : ({ kind: 'json', stripNulls: false } as const);
      if (!target) continue;
      const options = (m.params.get('options') ?? '')
        .split('|')
        .map((o) => o.trim())
        .filter(Boolean) as PlanOption[];
      if (!options.every((o) => ['analyze', 'verbose', 'settings', 'buffers', 'wal'].includes(o))) continue;
      return { kind: 'plan', format: m.type.endsWith('+text') ? 'text' : 'json', for: target, options };
    }
    const output = simple(m, produce);
    if (output) return output;
  }
  throw mediaTypeError(wanted.map(mimeName));
}

const CONTENT_TYPES: Record<Output['kind'], string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  plan: 'application/vnd.pgrst.plan',
};

export function contentType(output: Output): string {
  if (output.kind === 'json' && output.stripNulls)
    return 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8';
  if (output.kind === 'object' && output.stripNulls)
    return 'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8';
  if (output.kind === 'plan') {
    const target = contentType(output.for).split(';')[0];
    return `application/vnd.pgrst.plan+${output.format}; for="${target}"; charset=utf-8`;
  }
  return CONTENT_TYPES[output.kind];
}

/** How a request body is written. */
export type BodyFormat = 'json' | 'csv' | 'form' | 'text' | 'xml' | 'bytea';

export function bodyFormat(header: string | undefined): BodyFormat | { unsupported: string } {
  const type = (header ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  switch (type) {
    case '':
    case 'application/json':
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
    case 'application/vnd.pgrst.array+json':
      return 'json';
    case 'text/csv':
      return 'csv';
    case 'application/x-www-form-urlencoded':
      return 'form';
    case 'text/plain':
      return 'text';
    case 'text/xml':
      return 'xml';
    case 'application/octet-stream':
      return 'bytea';
    default:
      return { unsupported: type };
  }
}
