// @ahc/platform/testing/translations: the checks that keep every visible string translated, for each
// app's tests (docs/remotes.md). translationProblems() compares a namespace's en and da texts: the same
// keys and list lengths, no empty text, the same {{variables}} and $t(...) references, and no Danish
// text equal to its English one unless the key is listed as the same on purpose (a proper name, an
// address; a text of references and punctuation alone needs no listing). jsxLiteralProblems() reads an app's components and finds text typed into JSX instead of
// taken from the translations: JSX text, string children and visible attributes (aria-label, title,
// alt, placeholder, label) with a letter in them, as ESLint's react/jsx-no-literals would.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Translations } from '../i18n/define-translations.ts';

/** Every leaf of a texts tree as [path, value]; array items by index, so list lengths must match too. */
export function translationLeaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      translationLeaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

/** 'about.members.*.name' matches 'about.members.0.name': `*` stands for one path segment. */
function matchesKey(pattern: string, key: string): boolean {
  const parts = pattern.split('.');
  const segments = key.split('.');
  return (
    parts.length === segments.length && parts.every((part, index) => part === '*' || part === segments[index])
  );
}

const REFERENCE = /\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g;
/** A text that is only references and punctuation ("{{from}}–{{to}}") reads the same in any language. */
const hasOwnWords = (text: string) => /\p{L}/u.test(text.replace(REFERENCE, ''));

const references = (text: string) =>
  [...text.matchAll(REFERENCE)].map((match) => match[1] ?? `$t(${match[2]})`).sort();

export type TranslationCheckOptions = {
  /** Keys (with `*` for any one segment) whose Danish text is the English text on purpose. */
  sameInBothLanguages?: readonly string[];
};

/** What is wrong with a namespace's texts; empty when en and da are complete and translated. */
export function translationProblems(
  translations: Translations,
  options: TranslationCheckOptions = {},
): string[] {
  const same = options.sameInBothLanguages ?? [];
  const en = new Map(translationLeaves(translations.en));
  const da = new Map(translationLeaves(translations.da));
  const problems: string[] = [];
  for (const key of en.keys()) if (!da.has(key)) problems.push(`${key}: no Danish text`);
  for (const key of da.keys()) if (!en.has(key)) problems.push(`${key}: no English text`);
  for (const [language, texts] of [
    ['en', en],
    ['da', da],
  ] as const) {
    for (const [key, text] of texts) {
      if (typeof text !== 'string') problems.push(`${key} (${language}): not a text but ${typeof text}`);
      else if (text.trim() === '') problems.push(`${key} (${language}): empty`);
    }
  }
  for (const [key, english] of en) {
    const danish = da.get(key);
    if (typeof english !== 'string' || typeof danish !== 'string') continue;
    const listed = same.some((pattern) => matchesKey(pattern, key));
    if (danish === english && !listed && hasOwnWords(english))
      problems.push(
        `${key}: the Danish text is the English one ("${english}"); translate it or list the key as the same on purpose`,
      );
    if (JSON.stringify(references(danish)) !== JSON.stringify(references(english))) {
      problems.push(
        `${key}: the Danish text uses ${JSON.stringify(references(danish))}, the English ${JSON.stringify(references(english))}`,
      );
    }
  }
  for (const pattern of same) {
    if (![...en.keys()].some((key) => matchesKey(pattern, key)))
      problems.push(`${pattern}: listed as the same in both languages, but no such key`);
  }
  return problems;
}

/** Attributes a visitor sees or hears; a typed text in them is as untranslated as one between tags. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
]);
const hasLetter = (text: string) => /\p{L}/u.test(text);

function sourceFiles(dir: string, exclude: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(file, exclude);
    return /\.tsx$/.test(name) && !exclude.test(file) ? [file] : [];
  });
}

/** A string literal (or template without substitutions) with a letter in it, else undefined. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasLetter(node.text))
    return node.text;
  return undefined;
}

export type JsxLiteralOptions = {
  /** Files to skip besides tests and test helpers (*.test.tsx, testing/), e.g. a team's standalone page. */
  exclude?: RegExp;
};

/**
 * Text typed into the JSX of every .tsx file under `dir` (tests and their helpers excepted), as "file:line text"; empty
 * when every visible string comes from the translations. Texts without a letter (×, ·, :) are fine.
 */
export function jsxLiteralProblems(dir: string, options: JsxLiteralOptions = {}): string[] {
  const exclude = new RegExp(
    `\\.test\\.tsx$|[\\\\/]testing[\\\\/]${options.exclude ? `|${options.exclude.source}` : ''}`,
  );
  const problems: string[] = [];
  for (const file of sourceFiles(dir, exclude)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const report = (node: ts.Node, text: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      problems.push(`${path.relative(dir, file)}:${line + 1} ${JSON.stringify(text.trim())}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
      if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        const text = literalText(node.expression);
        if (text) report(node, text);
      }
      if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
        const value = node.initializer;
        const text =
          literalText(value) ??
          (value && ts.isJsxExpression(value) ? literalText(value.expression) : undefined);
        if (text) report(node, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}
