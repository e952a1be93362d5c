// Brings a step into view after Next or Back: on a phone the page stays scrolled where the visitor
// tapped Next, which left the new question's heading above the screen. A question must show its
// heading and its first answer (above the sticky Back/Next bar); the review its heading near the top.
// Nothing moves when that is already so, and the progress above the question comes along when the
// screen has room for it.
const MARGIN = 8;

export function revealStep(
  heading: HTMLElement,
  page: HTMLElement | null,
  kind: 'question' | 'review',
): void {
  if (typeof window.scrollBy !== 'function') return;
  const nav = page?.querySelector<HTMLElement>('.assessment-nav');
  const covered =
    nav && window.getComputedStyle(nav).position === 'sticky' ? nav.getBoundingClientRect().height : 0;
  const bottom = window.innerHeight - covered;
  const headingBox = heading.getBoundingClientRect();
  if (headingBox.height === 0 && headingBox.top === 0) return; // not laid out (tests without a layout engine)

  let top: number;
  if (kind === 'question') {
    const firstAnswer = page?.querySelector<HTMLElement>('.assessment-option');
    const mustSee = firstAnswer ? firstAnswer.getBoundingClientRect().bottom : headingBox.bottom;
    if (headingBox.top >= 0 && mustSee <= bottom) return;
    const progress = page?.querySelector<HTMLElement>('[data-step-progress]');
    const progressTop = progress?.getBoundingClientRect().top;
    top =
      progressTop !== undefined && mustSee - progressTop + 2 * MARGIN <= bottom
        ? progressTop
        : headingBox.top;
  } else {
    if (headingBox.top >= 0 && headingBox.bottom <= window.innerHeight / 2) return;
    top = headingBox.top;
  }
  window.scrollBy({ top: top - MARGIN, left: 0, behavior: 'instant' });
}
