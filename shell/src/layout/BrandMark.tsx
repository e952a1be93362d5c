// The product's mark beside its name in the header: the favicon's drawing (site-root/favicon.svg), a
// pulse line on the accent colour. Decorative: the link's name is the product's name.
export function BrandMark() {
  return (
    <svg
      className="site-brand-mark"
      width="28"
      height="28"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="var(--accent-9)" />
      <path
        d="M9 35h11l5-15 8 26 6-18 4 7h12"
        fill="none"
        stroke="var(--accent-contrast)"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
