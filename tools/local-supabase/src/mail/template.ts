// The part of Go's html/template that Supabase's e-mail templates use, so the same template files work
// here and on hosted Supabase: {{ .Field }} and {{ .Data.key }} lookups, {{ if … }} / {{ else if … }} /
// {{ else }} / {{ end }} with eq, ne, not, and, or, string/number/bool literals, {{/* comments */}} and
// the {{- / -}} whitespace trims. Everything printed is HTML-escaped (subjects are plain text), and a
// value printed into an href/src attribute must be an http(s), mailto or relative URL, or it becomes
// "#ZgotmplZ" as html/template writes it. Anything else is a parse error when the template is loaded.
import { escapeHtml } from '@ahc/common';

export class TemplateError extends Error {}

type Operand = { kind: 'path'; path: string[] } | { kind: 'literal'; value: unknown };
type Pipe = { fn?: 'eq' | 'ne' | 'not' | 'and' | 'or'; args: Operand[] };
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; pipe: Pipe; url: boolean }
  | { kind: 'if'; branches: { cond: Pipe; body: Node[] }[]; otherwise: Node[] };

const MAX_SOURCE_CHARS = 100_000;
const MAX_DEPTH = 20;
const FUNCTIONS = new Set(['eq', 'ne', 'not', 'and', 'or']);

export type Template = {
  /** html: values escaped for HTML (bodies); text: printed as they are (subjects). */
  render(data: Record<string, unknown>, mode: 'html' | 'text'): string;
};

function tokenizeArgs(source: string, name: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|[^\s"`]+)/y;
  let match: RegExpExecArray | null;
  let index = 0;
  while (index < source.length && (match = pattern.exec(source)) !== null) {
    tokens.push(match[1]!);
    index = pattern.lastIndex;
  }
  if (source.slice(index).trim() !== '') throw new TemplateError(`${name}: cannot read "${source.trim()}"`);
  return tokens;
}

function operand(token: string, name: string): Operand {
  if (token === '.') return { kind: 'path', path: [] };
  if (/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(token)) return { kind: 'path', path: token.slice(1).split('.') };
  if (token.startsWith('"')) {
    try {
      return { kind: 'literal', value: JSON.parse(token) as string };
    } catch {
      throw new TemplateError(`${name}: bad string literal ${token}`);
    }
  }
  if (token.startsWith('`')) return { kind: 'literal', value: token.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(token)) return { kind: 'literal', value: Number(token) };
  if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
  if (token === 'nil') return { kind: 'literal', value: null };
  throw new TemplateError(
    `${name}: unsupported expression "${token}" (this template engine knows fields, literals and eq, ne, not, and, or)`,
  );
}

function pipe(source: string, name: string): Pipe {
  const tokens = tokenizeArgs(source, name);
  if (tokens.length === 0) throw new TemplateError(`${name}: empty action`);
  const [first, ...rest] = tokens as [string, ...string[]];
  if (FUNCTIONS.has(first)) {
    const fn = first as Pipe['fn'];
    const minimum = fn === 'not' ? 1 : 2;
    if (rest.length < minimum || (fn === 'not' && rest.length !== 1) || (fn === 'ne' && rest.length !== 2)) {
      throw new TemplateError(`${name}: wrong number of arguments for ${fn}`);
    }
    return { fn, args: rest.map((t) => operand(t, name)) };
  }
  if (rest.length > 0) throw new TemplateError(`${name}: unsupported function "${first}"`);
  return { args: [operand(first, name)] };
}

/** Is position `at` of the source inside an href/src-like attribute value of a tag? */
function inUrlAttribute(source: string, at: number): boolean {
  const before = source.slice(Math.max(0, at - 2_000), at);
  const open = before.lastIndexOf('<');
  if (open === -1 || before.indexOf('>', open) !== -1) return false;
  return /\b(href|src|action|formaction|background|cite)\s*=\s*["']?[^"'\s>]*$/i.test(before.slice(open));
}

type Frame = { kind: 'root' } | { kind: 'if'; node: Extract<Node, { kind: 'if' }>; sawElse: boolean };

export function parseTemplate(source: string, name: string): Template {
  if (source.length > MAX_SOURCE_CHARS)
    throw new TemplateError(`${name}: template is longer than ${MAX_SOURCE_CHARS} characters`);
  const root: Node[] = [];
  const stack: { frame: Frame; body: Node[] }[] = [{ frame: { kind: 'root' }, body: root }];
  const current = () => stack[stack.length - 1]!;
  let index = 0;
  let trimNext = false;
  while (index < source.length) {
    const open = source.indexOf('{{', index);
    let text = source.slice(index, open === -1 ? source.length : open);
    if (trimNext) text = text.replace(/^\s+/, '');
    trimNext = false;
    if (open === -1) {
      if (text) current().body.push({ kind: 'text', text });
      break;
    }
    const close = source.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError(`${name}: unclosed action at character ${open}`);
    let inner = source.slice(open + 2, close);
    if (inner.startsWith('- ') || inner === '-') {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    if (inner.endsWith(' -')) {
      trimNext = true;
      inner = inner.slice(0, -1);
    }
    if (text) current().body.push({ kind: 'text', text });
    index = close + 2;
    const action = inner.trim();
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new TemplateError(`${name}: unclosed comment at character ${open}`);
      continue;
    }
    const [keyword = '', ...words] = action.split(/\s+/);
    const rest = action.slice(keyword.length).trim();
    if (keyword === 'if') {
      if (stack.length > MAX_DEPTH)
        throw new TemplateError(`${name}: conditions nested deeper than ${MAX_DEPTH}`);
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        branches: [{ cond: pipe(rest, name), body: [] }],
        otherwise: [],
      };
      current().body.push(node);
      stack.push({ frame: { kind: 'if', node, sawElse: false }, body: node.branches[0]!.body });
    } else if (keyword === 'else') {
      const top = current();
      if (top.frame.kind !== 'if' || top.frame.sawElse)
        throw new TemplateError(`${name}: unexpected {{ else }} at character ${open}`);
      if (words[0] === 'if') {
        const branch = { cond: pipe(rest.slice(2).trim(), name), body: [] as Node[] };
        top.frame.node.branches.push(branch);
        top.body = branch.body;
      } else {
        if (words.length > 0) throw new TemplateError(`${name}: unsupported "${action}"`);
        top.frame.sawElse = true;
        top.body = top.frame.node.otherwise;
      }
    } else if (keyword === 'end') {
      if (current().frame.kind !== 'if' || words.length > 0)
        throw new TemplateError(`${name}: unexpected {{ end }} at character ${open}`);
      stack.pop();
    } else if (
      ['range', 'with', 'define', 'template', 'block', 'break', 'continue'].includes(keyword) ||
      action.includes('|') ||
      action.includes(':=')
    ) {
      throw new TemplateError(`${name}: "${keyword}" is not supported by this template engine`);
    } else {
      current().body.push({ kind: 'print', pipe: pipe(action, name), url: inUrlAttribute(source, open) });
    }
  }
  if (stack.length > 1) throw new TemplateError(`${name}: {{ if }} without {{ end }}`);
  return { render: (data, mode) => renderNodes(root, data, mode) };
}

function lookup(data: unknown, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, arrays and maps are false. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function evaluate(p: Pipe, data: Record<string, unknown>): unknown {
  const values = p.args.map((a) => (a.kind === 'literal' ? a.value : lookup(data, a.path)));
  switch (p.fn) {
    case 'eq':
      return values.slice(1).some((v) => v === values[0]);
    case 'ne':
      return values[0] !== values[1];
    case 'not':
      return !truthy(values[0]);
    case 'and':
      return values.find((v) => !truthy(v)) ?? values[values.length - 1];
    case 'or':
      return values.find((v) => truthy(v)) ?? values[values.length - 1];
    default:
      return values[0];
  }
}

function printable(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const SAFE_URL = /^(https?:\/\/|mailto:|[/#?.]|[^:/?#]*([/?#]|$))/i;

function renderNodes(nodes: Node[], data: Record<string, unknown>, mode: 'html' | 'text'): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'print') {
      let text = printable(evaluate(node.pipe, data));
      if (mode === 'html' && node.url && !SAFE_URL.test(text.trim())) text = '#ZgotmplZ';
      out += mode === 'html' ? escapeHtml(text) : text;
    } else {
      const branch = node.branches.find((b) => truthy(evaluate(b.cond, data)));
      out += renderNodes(branch ? branch.body : node.otherwise, data, mode);
    }
  }
  return out;
}
