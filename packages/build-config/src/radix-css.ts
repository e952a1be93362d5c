// Radix Themes ships one components.css for all of its fifty-odd components, and utility classes for
// every responsive prop at six breakpoints, in light and dark. The product uses about twenty
// components (packages/platform/src/ui/kit.ts), three breakpoints, part of the layout props and only
// the light appearance. This PostCSS step drops the rules of everything else, so every first visit
// downloads and parses less CSS:
// - rules that style only components outside the kit (a rule that names a kept component stays;
//   radix-css.test.ts fails when a component listed here is added to the kit);
// - with the product's usage (radix-usage.ts, read from the apps' source): the media queries of
//   breakpoints no responsive value names, the utility classes of layout props nothing sets, and the
//   dark appearance's rules when nothing turns it on.
import type { AtRule, Plugin, Rule } from 'postcss';
import { RADIX_BREAKPOINTS, type RadixUsage, UTILITY_FAMILIES } from './radix-usage.ts';

/** Class-name prefixes (after `.rt-`) of the Radix Themes components the kit does not export. */
export const UNUSED_RADIX_COMPONENTS = [
  'Avatar',
  'BaseCheckbox',
  'BaseDialog',
  'BaseMenu',
  'BaseTabList',
  'Blockquote',
  'Checkbox',
  'Code',
  'ContextMenu',
  'DropdownMenu',
  'Em',
  'HoverCard',
  'IconButton',
  'Inset',
  'Kbd',
  'Popover',
  'Popper',
  'Quote',
  'RadioCards',
  'RadioGroup',
  'ScrollArea',
  'SegmentedControl',
  'Select',
  'Skeleton',
  'Slider',
  'Switch',
  'TabNav',
  'Tabs',
  'ThemePanel',
  'Tooltip',
] as const;

// `.rt-Select` then anything but a lower-case letter: matches .rt-SelectTrigger, not a longer name.
const UNUSED_CLASS = new RegExp(`\\.rt-(?:${UNUSED_RADIX_COMPONENTS.join('|')})(?![a-z])`);

export const isUnusedRadixSelector = (selector: string) => UNUSED_CLASS.test(selector);

// A utility class in a selector, at the initial breakpoint or another (`.md\\:rt-r-p-3`), negative or
// not (`.-rt-r-mt-2`).
const UTILITY_CLASS = /\.(?:([a-z]+)\\:)?(-?)(rt-r-[a-z0-9-]+)/g;
const FAMILIES_LONGEST_FIRST = Object.keys(UTILITY_FAMILIES).sort((a, b) => b.length - a.length);

/** The family of a utility class: rt-r-p-3 → rt-r-p, rt-r-min-w → rt-r-min-w, rt-r-m-2 → rt-r-m. */
export function utilityFamilyOf(className: string): string | undefined {
  return FAMILIES_LONGEST_FIRST.find((family) => className === family || className.startsWith(`${family}-`));
}

const DARK_SELECTOR = /(^|[\s,(>+~])\.dark(-theme)?(?![\w-])/;

/** A selector that names a utility class no code of the product can put on an element never matches. */
function namesUnproducibleUtility(selector: string, usage: RadixUsage): boolean {
  for (const [, breakpoint, negative, className] of selector.matchAll(UTILITY_CLASS)) {
    if (negative && !usage.negativeValues) return true;
    const family = utilityFamilyOf(className!);
    if (family === undefined) continue;
    if (!usage.utilityFamilies.has(family)) return true;
    if (breakpoint && !usage.responsiveFamilies.has(family)) return true;
  }
  return false;
}

function unusedBreakpointQuery(usage: RadixUsage): RegExp | undefined {
  const widths = Object.entries(RADIX_BREAKPOINTS)
    .filter(([name]) => !usage.breakpoints.has(name as keyof typeof RADIX_BREAKPOINTS))
    .map(([, width]) => width);
  return widths.length ? new RegExp(`^\\(min-width:\\s*(${widths.join('|')})px\\)$`) : undefined;
}

export function dropUnusedRadixRules(usage?: RadixUsage): Plugin {
  const unusedBreakpoint = usage && unusedBreakpointQuery(usage);
  return {
    postcssPlugin: 'ahc-drop-unused-radix-rules',
    AtRule(atRule: AtRule) {
      if (atRule.name === 'media' && unusedBreakpoint?.test(atRule.params.trim())) atRule.remove();
    },
    Rule(rule: Rule) {
      if (rule.selectors.every(isUnusedRadixSelector)) {
        rule.remove();
        return;
      }
      if (!usage) return;
      const selectors = rule.selectors.filter(
        (selector) =>
          !namesUnproducibleUtility(selector, usage) &&
          (usage.darkAppearance || !DARK_SELECTOR.test(selector)),
      );
      if (selectors.length === 0) rule.remove();
      else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
    },
    OnceExit(root) {
      // @media and @supports blocks left empty by the rules removed above.
      root.walkAtRules((atRule: AtRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
