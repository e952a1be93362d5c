// Translation keys nobody shows: the lint half of typed translations. The compiler already refuses a key
// that does not exist (defineTranslations); this finds the opposite, a text that stays in both languages
// after the code that showed it is gone. Read statically with the TypeScript parser: each
// `defineTranslations({ en: {...} })` gives its keys (its English object, inline or a const in the same
// file), and an app's code gives what it can ask for: every string literal, and every template literal as
// a pattern (`status.${s}` asks for any key under status.). A key counts as used when a literal or pattern
// of its app names it (a plural by its base), or another text refers to it as $t(namespace:key).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

/** The object literal an expression stands for: inline, or a const declared in the same file. */
function objectLiteral(
  expression: ts.Expression,
  source: ts.SourceFile,
): ts.ObjectLiteralExpression | undefined {
  let node: ts.Expression = expression;
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    node = node.expression;
  if (ts.isObjectLiteralExpression(node)) return node;
  if (!ts.isIdentifier(node)) return undefined;
  let found: ts.ObjectLiteralExpression | undefined;
  source.forEachChild(function visit(child) {
    if (ts.isVariableDeclaration(child) && ts.isIdentifier(child.name) && child.name.text === node.getText())
      found = child.initializer && objectLiteral(child.initializer, source);
    else child.forEachChild(visit);
  });
  return found;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function leafKeys(object: ts.ObjectLiteralExpression, source: ts.SourceFile, prefix = ''): string[] {
  return object.properties.flatMap((property) => {
    const name = propertyName(property);
    if (name === undefined) return [];
    const key = prefix + name;
    const value = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    const nested = value && objectLiteral(value, source);
    return nested ? leafKeys(nested, source, `${key}.`) : [key];
  });
}

/** Every key each defineTranslations call of a file defines (from its English texts). */
export function definedKeys(file: string, text?: string): string[] {
  const source = parse(file, text);
  const keys: string[] = [];
  source.forEachChild(function visit(node) {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'defineTranslations' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const en = node.arguments[0].properties.find((property) => propertyName(property) === 'en');
      const value =
        en && ts.isPropertyAssignment(en)
          ? en.initializer
          : en && ts.isShorthandPropertyAssignment(en)
            ? en.name
            : undefined;
      const object = value && objectLiteral(value, source);
      if (object) keys.push(...leafKeys(object, source));
    }
    node.forEachChild(visit);
  });
  return keys;
}

export type Asked = { literals: Set<string>; patterns: RegExp[] };

/**
 * What a file's code can ask for: its string literals, and its template literals as patterns. Of a file
 * of texts, only the keys its texts refer to ($t(namespace:key)): its wording is not code.
 */
export function askedFor(
  file: string,
  text?: string,
  asked: Asked = { literals: new Set(), patterns: [] },
): Asked {
  const { literals, patterns } = asked;
  const textsOnly = (text ?? readFileSync(file, 'utf8')).includes('defineTranslations(');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  parse(file, text).forEachChild(function visit(node) {
    if (ts.isStringLiteralLike(node)) {
      if (!textsOnly) literals.add(node.text);
      for (const [, key = ''] of node.text.matchAll(/\$t\([\w-]+:([\w.]+)\)/g)) literals.add(key);
    } else if (ts.isTemplateExpression(node) && !textsOnly) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => /[\w.]/.test(part)))
        patterns.push(new RegExp(`^${parts.map(escape).join('.+')}$`));
    }
    node.forEachChild(visit);
  });
  return asked;
}

/** The keys no literal or pattern asks for (a plural counts when its base is asked for). */
export function unusedKeys(keys: string[], asked: Asked): string[] {
  const isAsked = (key: string) =>
    asked.literals.has(key) || asked.patterns.some((pattern) => pattern.test(key));
  return keys.filter((key) => !isAsked(key) && !isAsked(key.replace(PLURAL, '')));
}
