// A small Markdown reader for what the report generator writes (the built-in analyser, or an LLM told
// to write Markdown): ATX headings, paragraphs, bullet and numbered lists (nested by indentation),
// block quotes, fenced code, rules; inline bold, italics, code, links and hard line breaks. It builds
// a tree of plain data that Markdown.tsx turns into React elements, so nothing in the text can ever
// become HTML: a tag is text, and a link is kept only when it goes to http(s) or mailto.
// Anything it does not know (a table, an image, raw HTML) stays as text. It is forgiving by design: the
// text grows piece by piece while it streams, so an unclosed ** or [ is simply shown as it is.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: 'heading'; level: HeadingLevel; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE = /^ {0,3}>/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+)(\S.*)$/;

type Marker = {
  ordered: boolean;
  start: number;
  char: string;
  markerIndent: number;
  contentIndent: number;
  content: string;
};

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

function listMarker(line: string): Marker | null {
  const match = LIST_ITEM.exec(line.replace(/\t/g, '    '));
  if (!match) return null;
  const [, spaces = '', marker = '', gap = '', rest = ''] = match;
  const ordered = /^\d/.test(marker);
  // More than four spaces after the marker: the content starts one space after it (the rest is indentation).
  const width = gap.length > 4 ? 1 : Math.max(gap.length, 1);
  return {
    ordered,
    start: ordered ? Number(marker.slice(0, -1)) : 1,
    char: marker.slice(-1),
    markerIndent: spaces.length,
    contentIndent: spaces.length + marker.length + width,
    content: gap.length > 4 ? `${gap.slice(1)}${rest}` : rest,
  };
}

/** A line that starts a block other than a paragraph (so it ends the paragraph before it). */
function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) || RULE.test(line) || FENCE.test(line) || QUOTE.test(line) || listMarker(line) !== null
  );
}

export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (
        i < lines.length &&
        !new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`).test(lines[i]!)
      )
        body.push(lines[i++]!);
      i++; // the closing fence, or past the end
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as HeadingLevel,
        children: parseInline((heading[2] ?? '').trim()),
      });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !isBlank(lines[i]!) && (QUOTE.test(lines[i]!) || !startsBlock(lines[i]!))) {
        body.push(lines[i]!.replace(/^ {0,3}> ?/, ''));
        i++;
      }
      blocks.push({ type: 'quote', children: parseBlocks(body) });
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      i = parseList(lines, i, marker, blocks);
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && !isBlank(lines[i]!) && (body.length === 0 || !startsBlock(lines[i]!)))
      body.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', children: parseInline(body.join('\n')) });
  }
  return blocks;
}

/** Reads the list that starts at lines[start]; pushes it and returns the index after it. */
function parseList(lines: string[], start: number, first: Marker, blocks: Block[]): number {
  const items: Block[][] = [];
  let tight = true;
  let blankBefore = false;
  let i = start;
  while (i < lines.length) {
    const marker = listMarker(lines[i]!);
    if (
      !marker ||
      marker.ordered !== first.ordered ||
      marker.char !== first.char ||
      marker.markerIndent >= first.contentIndent
    )
      break;
    // A blank line between two items makes the list loose.
    if (blankBefore) tight = false;
    const body = [marker.content];
    i++;
    let blankAt = -1;
    while (i < lines.length) {
      const line = lines[i]!;
      if (isBlank(line)) {
        if (blankAt < 0) blankAt = body.length;
        body.push('');
        i++;
        continue;
      }
      const indent = indentOf(line);
      const nested = listMarker(line);
      if (indent >= marker.contentIndent || (nested && indent > marker.markerIndent)) {
        body.push(line.slice(Math.min(indent, marker.contentIndent)));
        i++;
        continue;
      }
      // A lazy continuation of the item's paragraph.
      if (blankAt < 0 && !startsBlock(line)) {
        body.push(line.trim());
        i++;
        continue;
      }
      break;
    }
    blankBefore = false;
    while (body.length > 1 && body.at(-1) === '') {
      body.pop();
      blankBefore = true;
    }
    // So does one between two blocks of an item.
    if (body.includes('')) tight = false;
    items.push(parseBlocks(body));
  }
  blocks.push({ type: 'list', ordered: first.ordered, start: first.start, tight, items });
  return i;
}

const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s]+$/i;

/** A link target that may be followed: an absolute http(s) address or a mailto. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

const PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD = /[\p{L}\p{N}]/u;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      const next = text[i + 1]!;
      if (next === '\n') {
        flush();
        out.push({ type: 'break' });
        i += 2;
        continue;
      }
      if (PUNCTUATION.test(next)) {
        buffer += next;
        i += 2;
        continue;
      }
    }
    if (ch === '\n') {
      if (/ {2,}$/.test(buffer)) {
        buffer = buffer.replace(/ +$/, '');
        flush();
        out.push({ type: 'break' });
      } else {
        buffer = `${buffer.replace(/ +$/, '')} `;
      }
      i++;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = findCodeClose(text, i + run.length, run.length);
      if (close >= 0) {
        flush();
        const code = text.slice(i + run.length, close).replace(/\n/g, ' ');
        out.push({
          type: 'code',
          text: /^ .* $/.test(code) && code.trim() !== '' ? code.slice(1, -1) : code,
        });
        i = close + run.length;
        continue;
      }
      buffer += run;
      i += run.length;
      continue;
    }
    if (ch === '*' || ch === '_') {
      const emphasis = readEmphasis(text, i);
      if (emphasis) {
        flush();
        out.push(emphasis.node);
        i = emphasis.end;
        continue;
      }
      const run = new RegExp(`^\\${ch}+`).exec(text.slice(i))![0];
      buffer += run;
      i += run.length;
      continue;
    }
    if (ch === '[') {
      const link = readLink(text, i);
      if (link) {
        flush();
        if (link.href) out.push({ type: 'link', href: link.href, children: parseInline(link.label) });
        else out.push(...parseInline(link.label));
        i = link.end;
        continue;
      }
    }
    if (ch === '<') {
      const auto = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(text.slice(i));
      if (auto) {
        flush();
        out.push({
          type: 'link',
          href: auto[1]!,
          children: [{ type: 'text', text: auto[1]!.replace(/^mailto:/i, '') }],
        });
        i += auto[0].length;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

function findCodeClose(text: string, from: number, length: number): number {
  let j = from;
  while (j < text.length) {
    const at = text.indexOf('`', j);
    if (at < 0) return -1;
    const run = /^`+/.exec(text.slice(at))![0].length;
    if (run === length) return at;
    j = at + run;
  }
  return -1;
}

/** `*x*`, `**x**`, `***x***` (and with `_`, not inside a word): the node and where it ends, or null. */
function readEmphasis(text: string, start: number): { node: Inline; end: number } | null {
  const char = text[start]!;
  const runLength = new RegExp(`^\\${char}+`).exec(text.slice(start))![0].length;
  if (runLength > 3) return null;
  const before = text[start - 1] ?? ' ';
  const after = text[start + runLength] ?? ' ';
  if (/\s/.test(after)) return null;
  if (char === '_' && WORD.test(before)) return null;
  let j = start + runLength;
  while (j < text.length) {
    if (text[j] === '\\') {
      j += 2;
      continue;
    }
    if (text[j] === '`') {
      const run = /^`+/.exec(text.slice(j))![0].length;
      const close = findCodeClose(text, j + run, run);
      j = close >= 0 ? close + run : j + run;
      continue;
    }
    if (text[j] !== char) {
      j++;
      continue;
    }
    const run = new RegExp(`^\\${char}+`).exec(text.slice(j))![0].length;
    const closeBefore = text[j - 1]!;
    const closeAfter = text[j + run] ?? ' ';
    const canClose = !/\s/.test(closeBefore) && !(char === '_' && WORD.test(closeAfter));
    if (canClose && run >= runLength && j > start + runLength) {
      const inner = parseInline(text.slice(start + runLength, j));
      const node: Inline =
        runLength === 1
          ? { type: 'em', children: inner }
          : runLength === 2
            ? { type: 'strong', children: inner }
            : { type: 'strong', children: [{ type: 'em', children: inner }] };
      return { node, end: j + runLength };
    }
    j += run;
  }
  return null;
}

/** `[label](url)` or `[label](url "title")`: the label, the safe href (null when not safe) and the end. */
function readLink(text: string, start: number): { label: string; href: string | null; end: number } | null {
  let depth = 0;
  let j = start;
  for (; j < text.length; j++) {
    const ch = text[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    if (ch === '[') depth++;
    if (ch === ']' && --depth === 0) break;
  }
  if (j >= text.length || text[j + 1] !== '(') return null;
  // The address may hold one level of balanced parentheses, as a Wikipedia link does.
  const target = /^\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?(?:\s+"[^"]*")?\s*\)/.exec(text.slice(j + 1));
  if (!target) return null;
  return { label: text.slice(start + 1, j), href: safeHref(target[1]!), end: j + 1 + target[0].length };
}
