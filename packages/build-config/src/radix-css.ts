// Radix Themes ships one components.css for all of its fifty-odd components; the product uses about
// twenty (packages/platform/src/ui/kit.ts). This PostCSS step drops the rules that style only
// components outside that list, so every first visit downloads and parses less CSS. A rule that
// names a kept component in any of its selectors stays. radix-css.test.ts fails when a component
// listed here is added to the kit, so the two cannot drift apart silently.
import type { AtRule, Plugin, Rule } from 'postcss';

/** Class-name prefixes (after `.rt-`) of the Radix Themes components the kit does not export. */
export const UNUSED_RADIX_COMPONENTS = [
  'Avatar', 'BaseCheckbox', 'BaseDialog', 'BaseMenu', 'BaseTabList', 'Blockquote', 'Checkbox', 'Code',
  'ContextMenu', 'DropdownMenu', 'Em', 'HoverCard', 'IconButton', 'Inset', 'Kbd', 'Popover', 'Popper',
  'Quote', 'RadioCards', 'RadioGroup', 'ScrollArea', 'SegmentedControl', 'Select', 'Skeleton', 'Slider',
  'Switch', 'TabNav', 'Tabs', 'ThemePanel', 'Tooltip',
] as const;

// `.rt-Select` then anything but a lower-case letter: matches .rt-SelectTrigger, not a longer name.
const UNUSED_CLASS = new RegExp(`\\.rt-(?:${UNUSED_RADIX_COMPONENTS.join('|')})(?![a-z])`);

export const isUnusedRadixSelector = (selector: string) => UNUSED_CLASS.test(selector);

export function dropUnusedRadixRules(): Plugin {
  return {
    postcssPlugin: 'ahc-drop-unused-radix-rules',
    Rule(rule: Rule) {
      if (rule.selectors.every(isUnusedRadixSelector)) rule.remove();
    },
    OnceExit(root) {
      // @media and @supports blocks left empty by the rules removed above.
      root.walkAtRules((atRule: AtRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
