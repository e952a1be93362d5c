// The product's typographic scale by role, in Radix Themes' size steps, so every page's headings and
// text step alike: a page has one title, its sections, their items, lead text, body and fine print.
// Responsive where a phone needs smaller steps.
export const TYPE_SCALE = {
  /** The page's h1. */
  pageTitle: { initial: '7', sm: '8' },
  /** A section's h2. */
  section: '6',
  /** An item's h3 inside a section (a card's title). */
  item: '4',
  /** The paragraph under a page title. */
  lead: { initial: '3', sm: '4' },
  body: '3',
  /** Notes, captions, secondary lines. */
  small: '2',
} as const;
