// What of Radix Themes' responsive styling the product's code asks for: the breakpoints its responsive
// props name, the layout props it sets (each one a family of utility classes: p → .rt-r-p-1 … 9), and
// whether anything turns on the dark appearance. radix-css.ts drops the rules of everything else.
// Read from the source of every app and the platform, since the shell's one stylesheet serves all of
// their pages. A prop mentioned anywhere counts as used (as an attribute or an object key): the scan
// may keep too much, never too little.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './apps.ts';

/** Radix Themes' breakpoints beyond the initial one, with the min-width each one's media query uses. */
export const RADIX_BREAKPOINTS = { xs: 520, sm: 768, md: 1024, lg: 1280, xl: 1640 } as const;
type Breakpoint = keyof typeof RADIX_BREAKPOINTS;

/**
 * Utility-class families of Radix Themes' responsive props and the props that set them, as Radix's
 * prop definitions (`@radix-ui/themes/props`) declare them; radix-css.test.ts compares the two.
 */
export const UTILITY_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  'rt-r-size': ['size'],
  'rt-r-w': ['width'],
  'rt-r-min-w': ['minWidth'],
  'rt-r-max-w': ['maxWidth'],
  'rt-r-h': ['height'],
  'rt-r-min-h': ['minHeight'],
  'rt-r-max-h': ['maxHeight'],
  'rt-r-weight': ['weight'],
  'rt-r-tw': ['wrap'],
  'rt-r-display': ['display'],
  'rt-r-gtc': ['columns'],
  'rt-r-gap': ['gap'],
  'rt-r-ai': ['align'],
  'rt-r-orientation': ['orientation'],
  'rt-r-trim': ['trim'],
  'rt-r-fd': ['direction'],
  'rt-r-jc': ['justify'],
  'rt-r-fw': ['wrap'],
  'rt-r-cg': ['gapX'],
  'rt-r-rg': ['gapY'],
  'rt-r-gta': ['areas'],
  'rt-r-gtr': ['rows'],
  'rt-r-gaf': ['flow'],
  'rt-r-ac': ['alignContent'],
  'rt-r-ji': ['justifyItems'],
  'rt-r-ta': ['align', 'justify'],
  'rt-r-lt': ['trim'],
  'rt-r-side': ['side'],
  'rt-r-clip': ['clip'],
  'rt-r-p': ['p'],
  'rt-r-px': ['px'],
  'rt-r-py': ['py'],
  'rt-r-pt': ['pt'],
  'rt-r-pr': ['pr'],
  'rt-r-pb': ['pb'],
  'rt-r-pl': ['pl'],
  'rt-r-position': ['position'],
  'rt-r-inset': ['inset'],
  'rt-r-top': ['top'],
  'rt-r-right': ['right'],
  'rt-r-bottom': ['bottom'],
  'rt-r-left': ['left'],
  'rt-r-overflow': ['overflow'],
  'rt-r-ox': ['overflowX'],
  'rt-r-oy': ['overflowY'],
  'rt-r-fb': ['flexBasis'],
  'rt-r-fs': ['flexShrink'],
  'rt-r-fg': ['flexGrow'],
  'rt-r-ga': ['gridArea'],
  'rt-r-gc': ['gridColumn'],
  'rt-r-gcs': ['gridColumnStart'],
  'rt-r-gce': ['gridColumnEnd'],
  'rt-r-gr': ['gridRow'],
  'rt-r-grs': ['gridRowStart'],
  'rt-r-gre': ['gridRowEnd'],
  'rt-r-as': ['alignSelf'],
  'rt-r-js': ['justifySelf'],
  'rt-r-m': ['m'],
  'rt-r-mx': ['mx'],
  'rt-r-my': ['my'],
  'rt-r-mt': ['mt'],
  'rt-r-mr': ['mr'],
  'rt-r-mb': ['mb'],
  'rt-r-ml': ['ml'],
  'rt-r-tl': ['layout'],
  'rt-r-va': ['align'],
  'rt-r-resize': ['resize'],
};

export type RadixUsage = {
  breakpoints: ReadonlySet<Breakpoint>;
  /** Utility-class families (keys of UTILITY_FAMILIES) some code can produce. */
  utilityFamilies: ReadonlySet<string>;
  /**
   * The families whose props some code gives a value that may be responsive: anything but a string
   * literal (`gap={{ initial: '2', sm: '4' }}`, `size={TYPE_SCALE.lead}`). Only these need their
   * classes at the other breakpoints (.sm\:rt-r-gap-4); `mt="3"` never does.
   */
  responsiveFamilies: ReadonlySet<string>;
  darkAppearance: boolean;
  /** Whether any value is a negative step ('-2'): only margins take one (.-rt-r-mt-2). */
  negativeValues: boolean;
};

const mentions = (sources: readonly string[], pattern: RegExp) =>
  sources.some((source) => pattern.test(source));

export function radixUsage(sources: readonly string[]): RadixUsage {
  const breakpoints = new Set<Breakpoint>();
  for (const breakpoint of Object.keys(RADIX_BREAKPOINTS) as Breakpoint[]) {
    // A responsive value's key: `{ initial: '1', sm: '2' }`.
    if (mentions(sources, new RegExp(`\\b${breakpoint}\\s*:\\s*['"\`{\\w]`))) breakpoints.add(breakpoint);
  }
  const utilityFamilies = new Set<string>();
  const responsiveFamilies = new Set<string>();
  for (const [family, props] of Object.entries(UTILITY_FAMILIES)) {
    if (props.some((prop) => mentions(sources, new RegExp(`\\b${prop}\\s*(=|:)`))))
      utilityFamilies.add(family);
    // An attribute whose value is an expression other than one string literal, or an object key with
    // a value that is not a string literal.
    const nonLiteral = (prop: string) =>
      new RegExp(`\\b${prop}=\\{(?!\\s*(['"\`])[^'"\`]*\\1\\s*\\})|\\b${prop}\\s*:\\s*(?![\\s'"\`])`);
    if (props.some((prop) => mentions(sources, nonLiteral(prop)))) responsiveFamilies.add(family);
  }
  return {
    breakpoints,
    utilityFamilies,
    responsiveFamilies,
    darkAppearance: mentions(sources, /\bdark(-theme)?\b/),
    negativeValues: mentions(sources, /['"`]-[1-9]['"`]/),
  };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The usage of the shell, every remote and the platform, read from their src/ folders. */
export function productRadixUsage(): RadixUsage {
  const dirs = ['shell', ...Object.values(REMOTES).map((remote) => remote.app), 'packages/platform'].map(
    (dir) => path.join(repoRoot, dir, 'src'),
  );
  return radixUsage(dirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')));
}
