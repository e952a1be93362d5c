// The Prefer header (RFC 7240) as PostgREST reads it: return, count, resolution, missing, tx, handling,
// timezone, max-affected and params. The first of each wins; tokens may come in one header or several.
// PostgREST ignores a token it does not understand unless handling=strict; local-supabase refuses it
// either way (PGRST122), so a misspelt preference is never silently dropped.
import { invalidPreferences } from './errors.ts';

export type Preferences = {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  params?: 'single-object';
  count?: 'exact' | 'planned' | 'estimated';
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
};

const CHOICES: Record<string, Record<string, string>> = {
  resolution: { 'merge-duplicates': 'merge-duplicates', 'ignore-duplicates': 'ignore-duplicates' },
  return: { representation: 'representation', minimal: 'minimal', 'headers-only': 'headers-only' },
  params: { 'single-object': 'single-object' },
  count: { exact: 'exact', planned: 'planned', estimated: 'estimated' },
  tx: { commit: 'commit', rollback: 'rollback' },
  missing: { default: 'default', null: 'null' },
  handling: { strict: 'strict', lenient: 'lenient' },
};

export function parsePreferences(
  header: string | string[] | undefined,
  timezones: ReadonlySet<string>,
): Preferences {
  const tokens = (Array.isArray(header) ? header : header === undefined ? [] : [header])
    .flatMap((h) => h.split(','))
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const token of tokens) {
    const eq = token.indexOf('=');
    const name = eq === -1 ? token : token.slice(0, eq);
    const value = eq === -1 ? '' : token.slice(eq + 1);
    const choices = CHOICES[name];
    if (choices && Object.hasOwn(choices, value)) {
      const key = name as Exclude<keyof Preferences, 'timezone' | 'maxAffected'>;
      if (prefs[key] === undefined) (prefs as Record<string, string>)[key] = choices[value]!;
    } else if (name === 'timezone' && timezones.has(value)) {
      prefs.timezone ??= value;
    } else if (name === 'max-affected' && /^\d{1,18}$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else {
      invalid.push(token);
    }
  }
  if (invalid.length > 0) throw invalidPreferences(invalid, prefs.handling === 'strict');
  return prefs;
}

/** Preference-Applied: the preferences that were honoured, in PostgREST's order. */
export function appliedHeader(
  prefs: Preferences,
  applies: ReadonlyArray<keyof Preferences>,
): Record<string, string> {
  const values: string[] = [];
  const add = (key: keyof Preferences, text: string | undefined) => {
    if (text !== undefined && applies.includes(key)) values.push(text);
  };
  add('resolution', prefs.resolution && `resolution=${prefs.resolution}`);
  add('missing', prefs.missing && `missing=${prefs.missing}`);
  add('return', prefs.return && `return=${prefs.return}`);
  add('params', prefs.params && `params=${prefs.params}`);
  add('count', prefs.count && `count=${prefs.count}`);
  add('tx', prefs.tx && `tx=${prefs.tx}`);
  add('handling', prefs.handling && `handling=${prefs.handling}`);
  add('timezone', prefs.timezone && `timezone=${prefs.timezone}`);
  if (prefs.handling === 'strict')
    add('maxAffected', prefs.maxAffected === undefined ? undefined : `max-affected=${prefs.maxAffected}`);
  return values.length ? { 'preference-applied': values.join(', ') } : {};
}
