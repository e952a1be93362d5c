import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { UNUSED_RADIX_COMPONENTS, dropUnusedRadixRules, isUnusedRadixSelector } from './radix-css.ts';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../platform');
// The components both halves of the kit take from Radix Themes (kit-base.ts, and kit.ts on top of it).
const kitExports = ['kit-base.ts', 'kit.ts'].flatMap((file) => {
  const source = readFileSync(path.join(platformDir, 'src/ui', file), 'utf8');
  const block = /export \{([^}]*)\} from '@radix-ui\/themes';/.exec(source)?.[1] ?? '';
  return block
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
});

const trim = (css: string) => postcss([dropUnusedRadixRules()]).process(css, { from: undefined }).css;

describe('dropping unused Radix Themes rules', () => {
  it('drops a rule only when every selector names an unused component', () => {
    const css = [
      '.rt-SelectTrigger { color: red; }',
      '.rt-Button, .rt-IconButton { color: blue; }',
      '.rt-TextFieldRoot { color: green; }',
      '@media (min-width: 520px) { .rt-SliderRoot { height: 1px; } }',
      '@media (min-width: 768px) { .rt-Card { padding: 1px; } }',
    ].join('\n');
    const out = trim(css);
    expect(out).not.toContain('SelectTrigger');
    expect(out).not.toContain('520px');
    expect(out).toContain('.rt-Button, .rt-IconButton');
    expect(out).toContain('.rt-TextFieldRoot');
    expect(out).toContain('.rt-Card');
  });

  it('keeps every component the platform kit exports', () => {
    expect(kitExports.length).toBeGreaterThan(15);
    for (const name of kitExports) {
      expect(UNUSED_RADIX_COMPONENTS, name).not.toContain(name);
      for (const part of ['', 'Root', 'Item', 'Input', 'Trigger']) {
        expect(isUnusedRadixSelector(`.rt-${name}${part}`), `${name}${part}`).toBe(false);
      }
    }
  });

  it("keeps the kit's rules in Radix's own components.css and cuts the rest", () => {
    const require = createRequire(path.join(platformDir, 'package.json'));
    const components = readFileSync(require.resolve('@radix-ui/themes/components.css'), 'utf8');
    const out = trim(components);
    expect(out.length).toBeLessThan(components.length * 0.75);
    for (const kept of [
      '.rt-BaseButton',
      '.rt-TextFieldRoot',
      '.rt-CalloutRoot',
      '.rt-TableRoot',
      '.rt-BaseRadioRoot',
      '.rt-ProgressRoot',
    ]) {
      expect(out, kept).toContain(kept);
    }
    expect(out).not.toMatch(/\.rt-(SelectContent|DropdownMenuContent|SliderRoot)\b/);
  });
});
