// PostgREST's query-string grammar (PostgREST.ApiRequest.QueryParams), as a recursive-descent parser:
// select trees (columns, aliases, casts, JSON paths, aggregates, embeds with hints, join types and
// spreads), horizontal filters with every operator, logic trees (and/or/not, nested), order terms,
// columns and on_conflict lists. The result is a syntax tree of names and values; nothing here knows
// the database: plan.ts checks every name against the schema cache, and values only ever become
// bound parameters in sql.ts.
//
// Errors have PostgREST's shape: message `"failed to parse <what> (<input>)" (line 1, column N)` and
// details `unexpected … expecting …` (Parsec's wording, approximately: the expected-token list is ours).
import { parseError } from './errors.ts';

export type JsonStep = { arrow: '->' | '->>'; key: string; index: boolean };
export type Field = { name: string; path: JsonStep[] };
export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';
type JoinType = 'inner' | 'left';

type SelectField = {
  kind: 'field';
  field: Field;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
};
type SelectEmbed = {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  joinType?: JoinType;
  spread: boolean;
  children: SelectItem[];
};
export type SelectItem = SelectField | SelectEmbed;

const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
const QUANT_OPERATORS = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const;
const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
type QuantOperator = (typeof QUANT_OPERATORS)[number];
type FtsOperator = (typeof FTS_OPERATORS)[number];
type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export type Filter = { field: Field; negate: boolean; operation: Operation };
export type LogicTree =
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] }
  | { kind: 'filter'; filter: Filter };
export type OrderTerm = {
  /** Set for `relation(field)`, a to-one embed's column. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
};

/** A failed parse at a position. Not an Error: backtracking throws these often, and a stack trace would cost more than the parse. */
class ParseFailure {
  constructor(
    readonly position: number,
    readonly details: string,
  ) {}
}

/** A cursor over one parameter's text with Parsec-like primitives. */
class Cursor {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string, what = `"${s}"`): void {
    if (!this.eat(s)) this.fail(what);
  }

  fail(expecting: string): never {
    const unexpected = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseFailure(this.pos, `unexpected ${unexpected} expecting ${expecting}`);
  }

  ws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Runs p; on failure restores the position and returns undefined (Parsec's try + optionMaybe). */
  attempt<T>(p: () => T): T | undefined {
    const start = this.pos;
    try {
      return p();
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      this.pos = start;
      return undefined;
    }
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

function identifier(c: Cursor): string {
  const start = c.pos;
  while (!c.done && IDENTIFIER_CHAR.test(c.peek())) c.pos++;
  if (c.pos === start) c.fail('letter or digit');
  return c.text.slice(start, c.pos).trim();
}

/** A dash that is not the start of an arrow. */
function dash(c: Cursor): boolean {
  if (c.peek() === '-' && c.peek(1) !== '>') {
    c.pos++;
    return true;
  }
  return false;
}

function sepByDash(c: Cursor, part: (c: Cursor) => string): string {
  const parts = [part(c)];
  for (;;) {
    const start = c.pos;
    if (!dash(c)) break;
    const next = c.attempt(() => part(c));
    if (next === undefined) {
      c.pos = start;
      break;
    }
    parts.push(next);
  }
  return parts.join('-');
}

function quotedValue(c: Cursor): string {
  c.expect('"');
  let value = '';
  for (;;) {
    if (c.done) c.fail('"\\"" (end of quoted value)');
    const ch = c.peek();
    if (ch === '"') {
      c.pos++;
      return value;
    }
    if (ch === '\\') {
      c.pos++;
      if (c.done) c.fail('any character');
    }
    value += c.peek();
    c.pos++;
  }
}

/** A column, relation or alias name: "quoted" or identifier characters joined by dashes. */
function fieldName(c: Cursor): string {
  if (c.peek() === '"') return quotedValue(c);
  if (c.done || !IDENTIFIER_CHAR.test(c.peek())) c.fail('field name (* or [a..z0..9_$])');
  return sepByDash(c, identifier);
}

function jsonKeyIdentifier(c: Cursor): string {
  const start = c.pos;
  while (!c.done && !'(-:.,>)'.includes(c.peek())) c.pos++;
  if (c.pos === start) c.fail('any non reserved character different from: .,>()');
  return c.text.slice(start, c.pos).trim();
}

function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (c.startsWith('->>')) arrow = '->>';
    else if (c.startsWith('->')) arrow = '->';
    else return steps;
    c.pos += arrow.length;
    const index = c.attempt(() => {
      const start = c.pos;
      c.eat('-');
      const digitsStart = c.pos;
      while (/[0-9]/.test(c.peek())) c.pos++;
      if (c.pos === digitsStart) c.fail('digit');
      if (!(c.done || c.startsWith('->') || c.startsWith('::') || c.startsWith('.') || c.startsWith(','))) {
        c.fail('digit, "->", "::", ".", "," or end of input');
      }
      return c.text.slice(start, c.pos);
    });
    if (index !== undefined) {
      steps.push({ arrow, key: index.startsWith('-') ? index : `+${index}`, index: true });
      continue;
    }
    const key = c.peek() === '"' ? quotedValue(c) : sepByDash(c, jsonKeyIdentifier);
    steps.push({ arrow, key, index: false });
  }
}

function field(c: Cursor): Field {
  c.ws();
  const name = fieldName(c);
  const path = jsonPath(c);
  c.ws();
  return { name, path };
}

/** `name:` (a colon not followed by another). */
function aliasPrefix(c: Cursor): string | undefined {
  return c.attempt(() => {
    const alias = fieldName(c);
    if (c.peek() !== ':' || c.peek(1) === ':') c.fail('":"');
    c.pos++;
    return alias;
  });
}

function castSuffix(c: Cursor): string | undefined {
  if (!c.startsWith('::')) return undefined;
  c.pos += 2;
  return identifier(c);
}

const AGGREGATES: AggregateFunction[] = ['sum', 'avg', 'count', 'max', 'min'];

function selectEnd(c: Cursor): void {
  c.ws();
  if (!(c.done || c.peek() === ')' || c.peek() === ',')) c.fail('")", "," or end of input');
}

function embedParams(c: Cursor): { hint?: string; joinType?: JoinType } {
  const out: { hint?: string; joinType?: JoinType } = {};
  for (let i = 0; i < 2 && c.peek() === '!'; i++) {
    c.pos++;
    if (c.eat('left')) out.joinType ??= 'left';
    else if (c.eat('inner')) out.joinType ??= 'inner';
    else out.hint ??= fieldName(c);
  }
  return out;
}

function selectItem(c: Cursor): SelectItem {
  c.ws();
  // ...relation(...)
  const spread = c.attempt(() => {
    c.expect('...');
    const relation = fieldName(c);
    const params = embedParams(c);
    if (c.peek() !== '(') c.fail('"("');
    return { relation, ...params };
  });
  if (spread) return { kind: 'embed', spread: true, ...spread, children: embedChildren(c) };
  // alias:relation!hint!inner(...)
  const relation = c.attempt(() => {
    const alias = aliasPrefix(c);
    const name = fieldName(c);
    if (name === 'count' && c.startsWith('()')) c.fail('relation');
    const params = embedParams(c);
    if (c.peek() !== '(') c.fail('"("');
    return { relation: name, ...(alias === undefined ? {} : { alias }), ...params };
  });
  if (relation) return { kind: 'embed', spread: false, ...relation, children: embedChildren(c) };
  // *
  if (c.peek() === '*') {
    c.pos++;
    selectEnd(c);
    return { kind: 'field', field: { name: '*', path: [] } };
  }
  const alias = aliasPrefix(c);
  // count()
  if (c.startsWith('count()')) {
    c.pos += 'count()'.length;
    const aggregateCast = castSuffix(c);
    selectEnd(c);
    return {
      kind: 'field',
      field: { name: '*', path: [] },
      aggregate: 'count',
      ...(alias === undefined ? {} : { alias }),
      ...(aggregateCast ? { aggregateCast } : {}),
    };
  }
  const f = field(c);
  const cast = castSuffix(c);
  let aggregate: AggregateFunction | undefined;
  const aggregateStart = c.pos;
  if (c.eat('.')) {
    aggregate = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!aggregate) {
      c.pos = aggregateStart;
    } else {
      c.pos += aggregate.length + 2;
    }
  }
  const aggregateCast = aggregate ? castSuffix(c) : undefined;
  selectEnd(c);
  return {
    kind: 'field',
    field: f,
    ...(alias === undefined ? {} : { alias }),
    ...(cast ? { cast } : {}),
    ...(aggregate ? { aggregate } : {}),
    ...(aggregateCast ? { aggregateCast } : {}),
  };
}

function embedChildren(c: Cursor): SelectItem[] {
  c.expect('(');
  const children = selectForest(c);
  c.expect(')', '")"');
  c.ws();
  return children;
}

function selectForest(c: Cursor): SelectItem[] {
  c.ws();
  if (c.done || c.peek() === ')') return [];
  const items = [selectItem(c)];
  for (;;) {
    c.ws();
    if (!c.eat(',')) return items;
    c.ws();
    items.push(selectItem(c));
  }
}

function isValue(c: Cursor): IsValue {
  for (const word of ['null', 'not_null', 'true', 'false', 'unknown'] as const) {
    if (c.text.slice(c.pos, c.pos + word.length).toLowerCase() === word) {
      c.pos += word.length;
      return word;
    }
  }
  c.fail('isVal: (null, not_null, true, false, unknown)');
}

/** An in-list element: a quoted value ending at , or ), else the text up to the next , or ). */
function listElement(c: Cursor): string {
  const quoted = c.attempt(() => {
    const value = quotedValue(c);
    if (!(c.done || c.peek() === ',' || c.peek() === ')')) c.fail('"," or ")"');
    return value;
  });
  if (quoted !== undefined) return quoted;
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
}

function listValue(c: Cursor): string[] {
  c.ws();
  c.expect('(');
  c.ws();
  const values = [listElement(c)];
  while (c.eat(',')) values.push(listElement(c));
  c.ws();
  c.expect(')', '")"');
  c.ws();
  return values;
}

type SingleValue = (c: Cursor) => string;

const restOfInput: SingleValue = (c) => {
  const value = c.text.slice(c.pos);
  c.pos = c.text.length;
  return value;
};

/** A value inside and=(…)/or=(…): quoted, a {pg,array}, or the text up to the next , or ). */
const logicValue: SingleValue = (c) => {
  const quoted = c.attempt(() => {
    const value = quotedValue(c);
    if (!(c.done || c.peek() === ',' || c.peek() === ')')) c.fail('"," or ")"');
    return value;
  });
  if (quoted !== undefined) return quoted;
  if (c.peek() === '{') {
    const close = c.text.indexOf('}', c.pos);
    const open = c.text.indexOf('{', c.pos + 1);
    if (close !== -1 && (open === -1 || open > close)) {
      const value = c.text.slice(c.pos, close + 1);
      c.pos = close + 1;
      return value;
    }
  }
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
};

function operation(c: Cursor, value: SingleValue): Operation {
  if (c.eat('in.')) return { kind: 'in', values: listValue(c) };
  if (c.eat('is.')) return { kind: 'is', value: isValue(c) };
  if (c.eat('isdistinct.')) return { kind: 'isdistinct', value: value(c) };
  for (const op of FTS_OPERATORS) {
    const start = c.pos;
    if (!c.eat(op)) continue;
    let language: string | undefined;
    if (c.peek() === '(') {
      language = c.attempt(() => {
        c.expect('(');
        const lang = identifier(c);
        c.expect(')');
        return lang;
      });
    }
    if (c.eat('.')) return { kind: 'fts', op, ...(language ? { language } : {}), value: value(c) };
    c.pos = start;
  }
  for (const op of SIMPLE_OPERATORS) {
    if (c.eat(`${op}.`)) return { kind: 'simple', op, value: value(c) };
  }
  for (const op of QUANT_OPERATORS) {
    const start = c.pos;
    if (!c.eat(op)) continue;
    let quantifier: 'any' | 'all' | undefined;
    if (c.eat('(any)')) quantifier = 'any';
    else if (c.eat('(all)')) quantifier = 'all';
    if (c.eat('.')) return { kind: 'quant', op, ...(quantifier ? { quantifier } : {}), value: value(c) };
    c.pos = start;
  }
  c.fail('operator (eq, gt, ...)');
}

function opExpr(c: Cursor, value: SingleValue): { negate: boolean; operation: Operation } {
  const negate =
    c.attempt(() => {
      c.expect('not.');
      // "not." followed by something that is no operator: the whole thing is the operator position.
      return true;
    }) ?? false;
  return { negate, operation: operation(c, value) };
}

function logicTree(c: Cursor): LogicTree {
  const filter = c.attempt((): Filter => {
    const f = field(c);
    c.expect('.', 'delimiter (.)');
    const { negate, operation: op } = opExpr(c, logicValue);
    return { field: f, negate, operation: op };
  });
  if (filter) return { kind: 'filter', filter };
  const negate = c.eat('not.');
  let op: 'and' | 'or';
  if (c.eat('and')) op = 'and';
  else if (c.eat('or')) op = 'or';
  else c.fail('logic operator (and, or)');
  c.ws();
  c.expect('(');
  c.ws();
  const children = [logicTree(c)];
  for (;;) {
    c.ws();
    if (!c.eat(',')) break;
    c.ws();
    children.push(logicTree(c));
  }
  c.ws();
  c.expect(')', '")"');
  c.ws();
  return { kind: 'expr', negate, op, children };
}

function orderTerms(c: Cursor): OrderTerm[] {
  const terms: OrderTerm[] = [];
  do {
    c.ws();
    const relationTerm = c.attempt(() => {
      const relation = fieldName(c);
      c.expect('(');
      const f = field(c);
      c.expect(')');
      return { relation, field: f };
    });
    const term: OrderTerm = relationTerm ?? { field: field(c) };
    const modifierStart = c.pos;
    if (c.eat('.asc')) term.direction = 'asc';
    else if (c.eat('.desc')) term.direction = 'desc';
    if (c.eat('.nullsfirst')) term.nulls = 'first';
    else if (c.eat('.nullslast')) term.nulls = 'last';
    c.ws();
    if (!(c.done || c.peek() === ',')) {
      if (c.pos === modifierStart && c.peek() === '.') {
        c.pos++;
        c.fail(term.direction ? '"nullsfirst" or "nullslast"' : '"asc", "desc", "nullsfirst" or "nullslast"');
      }
      c.fail('"," or end of input');
    }
    terms.push(term);
  } while (c.eat(','));
  return terms;
}

function columnList(c: Cursor): string[] {
  const names: string[] = [];
  do {
    c.ws();
    names.push(fieldName(c));
    c.ws();
  } while (c.eat(','));
  return names;
}

/** Runs a parser over the whole input, PostgREST's error message on failure. */
function run<T>(what: string, input: string, p: (c: Cursor) => T): T {
  const c = new Cursor(input);
  try {
    const result = p(c);
    if (!c.done) c.fail('end of input');
    return result;
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    throw parseError(
      `"failed to parse ${what} (${input})" (line 1, column ${error.position + 1})`,
      error.details,
    );
  }
}

export const parseSelect = (raw: string): SelectItem[] => run('select parameter', raw, selectForest);

export const parseOrder = (raw: string): OrderTerm[] => run('order', raw, orderTerms);

export const parseColumns = (what: 'columns' | 'on_conflict', raw: string): string[] =>
  run(`${what} parameter`, raw, columnList);

/** A filter's value part (`not.eq.5`, `in.(a,b)`, `fts(english).cat`). */
export const parseOpExpr = (raw: string) => run('filter', raw, (c) => opExpr(c, restOfInput));

/** Whether a GET rpc parameter's value reads as a filter (it has an operator) rather than an argument. */
export function hasOperator(raw: string): boolean {
  try {
    parseOpExpr(raw);
    return true;
  } catch {
    return false;
  }
}

/** A filter or logic key: `messages.author.name` → embed path [messages, author] and the field. */
export function parseTreePath(raw: string): { path: string[]; field: Field } {
  return run('tree path', raw, (c) => {
    const names = [fieldName(c)];
    while (c.eat('.')) names.push(fieldName(c));
    const path = jsonPath(c);
    return { path: names.slice(0, -1), field: { name: names[names.length - 1]!, path } };
  });
}

/** `or`, `not.and`, `messages.or`, `messages.not.or` → the embed path and the logic operator. */
export function parseLogicKey(raw: string): { path: string[]; negate: boolean; op: 'and' | 'or' } {
  return run('logic path', raw, (c) => {
    const names = [fieldName(c)];
    while (c.eat('.')) names.push(fieldName(c));
    const op = names[names.length - 1] as 'and' | 'or';
    return {
      path: names.slice(0, -1).filter((n) => n !== 'not'),
      negate: names.slice(0, -1).includes('not'),
      op,
    };
  });
}

export function parseLogicTree(key: { negate: boolean; op: 'and' | 'or' }, raw: string): LogicTree {
  const text = `${key.negate ? 'not.' : ''}${key.op}${raw}`;
  return run('logic tree', raw, (c) => {
    // The parser reads "or(…)" as PostgREST does (it prefixes the operator), positions stay relative to raw.
    const inner = new Cursor(text);
    try {
      const tree = logicTree(inner);
      if (!inner.done) inner.fail('end of input');
      c.pos = c.text.length;
      return tree;
    } catch (error) {
      if (error instanceof ParseFailure)
        throw new ParseFailure(Math.max(0, error.position - (text.length - raw.length)), error.details);
      throw error;
    }
  });
}

/**
 * PostgREST's in-list elements on their own (`(a,"b,c")` → ['a', 'b,c']): quoted elements end at their
 * closing quote (\\ escapes), others run to the next , or ).
 */
export const parseList = (raw: string): string[] => run('filter', raw, listValue);

/**
 * The elements Postgres reads from an array literal (array_in): `{a,"b,c",d\,e}` → a | b,c | d,e.
 * Quoted or not, a backslash takes the next character literally, which is how `{"(a)\\1"}` reaches
 * the regex engine as `(a)\1`. Braces and commas outside quotes only separate, so the elements of
 * nested arrays and of a literal with a dimension prefix (`[1:1]={…}`) are read too; anything else
 * around them becomes an extra element, which can only make a check stricter (Postgres refuses such
 * a literal anyway).
 */
export function arrayLiteralElements(literal: string): string[] {
  const elements: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < literal.length; i++) {
    const ch = literal[i]!;
    if (ch === '\\') {
      current += literal[i + 1] ?? '';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === '{' || ch === '}' || ch === ',')) {
      if (current !== '') elements.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (current !== '') elements.push(current);
  return elements;
}

/** PostgREST's regular-expression operators (Postgres's ~ and ~*), in every form and under not. */
const REGEX_OPERATORS: ReadonlySet<string> = new Set<QuantOperator>(['match', 'imatch']);

/**
 * The patterns Postgres's regex engine will be given for an operation, after the parsing Postgres does
 * itself: the value as it is for `match.…`, each element of the array literal for `match(any).{…}` and
 * `match(all).{…}` (bound as text[] and read by array_in). None for an operation that is not a regex.
 */
export function regexPatterns(operation: Operation): string[] {
  if (operation.kind !== 'quant' || !REGEX_OPERATORS.has(operation.op)) return [];
  return operation.quantifier ? arrayLiteralElements(operation.value) : [operation.value];
}

/** A back-reference in a Postgres regular expression: a backslash (not itself escaped) before a digit 1-9. */
export function hasBackReference(pattern: string): boolean {
  for (let i = 0; i < pattern.length - 1; i++) {
    if (pattern[i] !== '\\') continue;
    if (/[1-9]/.test(pattern[i + 1]!)) return true;
    i += 1; // skip the escaped character, so \\1 is a literal backslash and a 1
  }
  return false;
}
