// Generators of hostile input for the abuse suite (fast-check): every run tries new shapes and sizes
// beyond each limit, and a failure prints the seed that reproduces it. Values are built as strings
// with loops, never by recursion, since the point is nesting deeper than a recursive builder survives.
import fc from 'fast-check';
import { LIMITS } from '../../src/http/limits.ts';

/** JSON nested `depth` levels, arrays and objects mixed by `pattern`'s bits, around a scalar. */
export function nestedJson(depth: number, pattern: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    const object = ((pattern >>> (level % 31)) & 1) === 1;
    open += object ? '{"k":' : '[';
    close = (object ? '}' : ']') + close;
  }
  return `${open}1${close}`;
}

/** Deeper than the limit: just past it, a few thousand levels, or the ~10,000 that once froze PGlite. */
export const tooDeep = fc.record({
  depth: fc.oneof(
    fc.integer({ min: LIMITS.jsonDepth + 1, max: LIMITS.jsonDepth + 8 }),
    fc.integer({ min: 1_000, max: 12_000 }),
  ),
  pattern: fc.integer({ min: 0, max: 0x7fffffff }),
});

/** An array or object with more members than the limit allows (a description: the text is long). */
export const tooWide = fc.record({
  items: fc.integer({ min: LIMITS.jsonItems + 1, max: LIMITS.jsonItems * 3 }),
  object: fc.boolean(),
});

export function wideJson({ items, object }: { items: number; object: boolean }): string {
  return object
    ? `{${Array.from({ length: items }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`
    : `[${Array.from({ length: items }, () => '0').join(',')}]`;
}

/** Any IPv4 or IPv6 address, as a client would put in X-Forwarded-For to look like someone else. */
export const spoofedAddress = fc.oneof(fc.ipV4(), fc.ipV6());

/** A regular expression with a back-reference (\1 … \9) somewhere, not escaped. */
export const backReferencePattern = fc
  .record({
    before: fc.stringMatching(/^[a-z()*+?|]{0,12}$/),
    group: fc.stringMatching(/^[a-z]{1,3}[*+]?$/),
    reference: fc.integer({ min: 1, max: 9 }),
    after: fc.stringMatching(/^[a-z*+?]{0,12}$/),
  })
  .map(({ before, group, reference, after }) => `${before}(${group})*\\${reference}${after}`);

/** Header values longer than all headers together may be, for one unique name each time. */
export const oversizedHeader = fc.record({
  name: fc.stringMatching(/^x-[a-z]{1,20}$/),
  size: fc.integer({ min: LIMITS.headerBytes + 1, max: LIMITS.headerBytes * 4 }),
});
