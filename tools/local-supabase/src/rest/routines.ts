// Which function an /rpc call means (PostgREST's findProc): by name and by the argument names given,
// since functions can be overloaded. Required parameters must all be given, optional ones may be; a
// function with one parameter of the body's own type (json/jsonb for JSON, text, xml, bytea) takes the
// whole body when no named match exists. More than one match is PostgREST's 300 PGRST203.
import type { Catalog, Routine } from './catalog.ts';
import { qualifiedKey } from './catalog.ts';
import { ambiguousFunction, unknownFunction } from './errors.ts';
import { bestMatch } from './fuzzy.ts';
import type { BodyFormat } from './media.ts';

export type RoutineMatch = { routine: Routine; wholeBody: boolean };

const SINGLE_TYPES: Partial<Record<BodyFormat, string[]>> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

function matchesParams(routine: Routine, given: ReadonlySet<string>, post: BodyFormat | undefined): boolean {
  const { params } = routine;
  if (params.length === 0)
    return given.size === 0 && !(post === 'bytea' || post === 'text' || post === 'xml');
  const required = params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(params.filter((p) => !p.required).map((p) => p.name));
  const rest = [...given].filter((g) => !optional.has(g));
  return rest.length === required.length && required.every((r) => given.has(r));
}

function takesWholeBody(routine: Routine, post: BodyFormat | undefined): boolean {
  if (!post || routine.params.length !== 1) return false;
  return (SINGLE_TYPES[post] ?? []).includes(routine.params[0]!.type);
}

const signature = (r: Routine) =>
  `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;

export type RoutineCall = {
  schema: string;
  name: string;
  /** The argument names the request gives. */
  given: ReadonlySet<string>;
  /** How a POST body is written; undefined for GET and HEAD. */
  format: BodyFormat | undefined;
  /** Prefer: params=single-object: only a function taking the whole body matches. */
  singleObject: boolean;
};

export function findRoutine(catalog: Catalog, call: RoutineCall): RoutineMatch {
  const { schema, name, given, format: post, singleObject } = call;
  const candidates = catalog.routines.get(qualifiedKey(schema, name)) ?? [];
  const named = singleObject ? [] : candidates.filter((r) => matchesParams(r, given, post));
  const whole = candidates.filter((r) => !named.includes(r) && takesWholeBody(r, post));
  if (named.length === 1) return { routine: named[0]!, wholeBody: false };
  if (named.length > 1) throw ambiguousFunction(named.map(signature));
  if (whole.length === 1) return { routine: whole[0]!, wholeBody: true };
  if (whole.length > 1) throw ambiguousFunction(whole.map(signature));

  let suggestion: string | null = null;
  if (candidates.length === 0) {
    const names = [...catalog.routines.values()]
      .flat()
      .filter((r) => r.schema === schema)
      .map((r) => r.name);
    const close = bestMatch(name, names, 0.75);
    if (close) suggestion = `Perhaps you meant to call the function ${schema}.${close}`;
  } else {
    const lists = candidates.map(
      (r) =>
        `(${r.params
          .map((p) => p.name)
          .sort()
          .join(', ')})`,
    );
    const close = bestMatch(`(${[...given].sort().join(', ')})`, lists, 0.33);
    if (close) suggestion = `Perhaps you meant to call the function ${schema}.${name}${close}`;
  }
  const kind = post === 'form' || post === 'csv' ? undefined : post;
  throw unknownFunction(
    schema,
    name,
    [...given],
    kind === undefined ? undefined : (kind as 'json' | 'text' | 'xml' | 'bytea'),
    suggestion,
  );
}
