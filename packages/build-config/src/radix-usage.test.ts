import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropUnusedRadixRules, utilityFamilyOf } from './radix-css.ts';
import { productRadixUsage, radixUsage, UTILITY_FAMILIES } from './radix-usage.ts';

const trimWith = (sources: string[], css: string) =>
  postcss([dropUnusedRadixRules(radixUsage(sources))]).process(css, { from: undefined }).css;

describe("the product's use of Radix Themes, read from its source", () => {
  it('finds breakpoints, props, responsive values, negative steps and the dark appearance', () => {
    const usage = radixUsage([
      `<Flex gap={{ initial: '2', sm: '4' }} mt="3"><Box width={boxWidth} /></Flex>`,
      `const scale = { lead: { initial: '3', md: '4' } };`,
    ]);
    expect([...usage.breakpoints].sort()).toEqual(['md', 'sm']);
    expect(usage.utilityFamilies).toEqual(new Set(['rt-r-gap', 'rt-r-mt', 'rt-r-w']));
    expect(usage.responsiveFamilies).toEqual(new Set(['rt-r-gap', 'rt-r-w']));
    expect(usage.negativeValues).toBe(false);
    expect(usage.darkAppearance).toBe(false);
    expect(radixUsage([`<Box mt="-2" />`, `<Theme appearance="dark">`])).toMatchObject({
      negativeValues: true,
      darkAppearance: true,
    });
  });

  it('names each utility family as Radix defines it', async () => {
    const require = createRequire(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../platform/package.json'),
    );
    const props = (await import(pathToFileURL(require.resolve('@radix-ui/themes/props')).href)) as Record<
      string,
      unknown
    >;
    const families: Record<string, string[]> = {};
    for (const [name, defs] of Object.entries(props)) {
      if (!name.endsWith('PropDefs') || typeof defs !== 'object' || defs === null) continue;
      for (const [prop, def] of Object.entries(
        defs as Record<string, { className?: string; responsive?: boolean }>,
      )) {
        if (def?.className && def.responsive !== undefined)
          families[def.className] = [...new Set([...(families[def.className] ?? []), prop])];
      }
    }
    expect(UTILITY_FAMILIES).toEqual(families);
  });

  it('finds the family of a class by its longest prefix', () => {
    expect(utilityFamilyOf('rt-r-p-3')).toBe('rt-r-p');
    expect(utilityFamilyOf('rt-r-min-w')).toBe('rt-r-min-w');
    expect(utilityFamilyOf('rt-r-pt-0')).toBe('rt-r-pt');
    expect(utilityFamilyOf('rt-r-display-none')).toBe('rt-r-display');
  });

  it("reads the product's own apps", () => {
    const usage = productRadixUsage();
    expect(usage.breakpoints.has('sm')).toBe(true);
    expect(usage.utilityFamilies.has('rt-r-gap')).toBe(true);
  });
});

describe('dropping what the product cannot use', () => {
  const css = [
    '.rt-r-gap-2 { gap: 1px; }',
    '.rt-r-p-2 { padding: 1px; }',
    '.-rt-r-mt-2 { margin-top: -1px; }',
    '.rt-r-mt-2 { margin-top: 1px; }',
    '@media (min-width: 768px) { .sm\\:rt-r-gap-4 { gap: 2px; } .sm\\:rt-r-mt-4 { margin-top: 2px; } .rt-Button:where(.sm\\:rt-r-size-2) { height: 1px; } }',
    '@media (min-width: 1280px) { .lg\\:rt-r-gap-4 { gap: 3px; } }',
    ':is(.dark, .dark-theme) { --gray-1: black; }',
    '.light, .light-theme, :root { --gray-1: white; }',
    '.rt-Card { padding: 1px; }',
  ].join('\n');

  it('keeps what the source can produce and drops the rest', () => {
    const out = trimWith(
      [`<Flex gap={{ initial: '2', sm: '4' }} mt="3"><Button size={{ initial: '1', sm: '2' }} /></Flex>`],
      css,
    );
    for (const kept of [
      '.rt-r-gap-2',
      '.rt-r-mt-2 {',
      '.sm\\:rt-r-gap-4',
      '.rt-Button:where(.sm\\:rt-r-size-2)',
      '.light, .light-theme, :root',
      '.rt-Card',
    ])
      expect(out, kept).toContain(kept);
    for (const dropped of ['.rt-r-p-2', '.-rt-r-mt-2', '.sm\\:rt-r-mt-4', '1280px', '.dark'])
      expect(out, dropped).not.toContain(dropped);
  });

  it('drops nothing of the kind without a usage (the components rule alone)', () => {
    expect(postcss([dropUnusedRadixRules()]).process(css, { from: undefined }).css).toContain(
      '.lg\\:rt-r-gap-4',
    );
  });
});
