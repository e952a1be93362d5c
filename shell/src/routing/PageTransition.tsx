// docs/product.md §3: each page change shows a full-screen 'Loading page...' spinner for 500 ms, then the
// new page fades in, scrolled to the top. The page mounts under the spinner, so its remote code loads
// during those 500 ms instead of after them. The first page of a visit is not a page change: it shows
// as soon as it is ready, with no spinner over it and no fade (a server-rendered page is painted the
// moment its HTML arrives; fading it in would hide the text the visitor already has for 250 ms, and
// browsers count a page's largest paint from when it is fully visible).
import { PageSpinner } from '@ahc/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from '@ahc/platform/router';

export const PAGE_TRANSITION_MS = 500;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [settledPath, setSettledPath] = useState<string>(pathname);
  const [changedPage, setChangedPage] = useState(false);
  const transitioning = settledPath !== pathname;

  useEffect(() => {
    if (!transitioning) return;
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      setSettledPath(pathname);
      setChangedPage(true);
    }, PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [pathname, transitioning]);

  return (
    <>
      {transitioning && (
        <div className="page-transition-overlay" data-testid="page-transition">
          <PageSpinner />
        </div>
      )}
      <div
        className={transitioning ? 'page-hidden' : changedPage ? 'page-fade-in' : undefined}
        aria-hidden={transitioning || undefined}
      >
        {children}
      </div>
    </>
  );
}
