// A data table that scrolls sideways inside its own frame when the page is narrower than the table,
// and shows that it does: shadows at the edges that hide more columns, and a line saying so. The frame
// is a labelled region that takes the keyboard focus only while it scrolls, so arrow keys can move it.
// (A plain table on purpose: Radix Themes' Table.Root wraps every table in a ScrollArea that injects an
// inline <style> element, which the product's Content-Security-Policy refuses.)
import { Text } from '@ahc/platform/ui/base';
import { type ReactNode, useEffect, useState } from 'react';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';

function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

export function ScrollTable({
  label,
  caption,
  children,
  testId,
  className,
}: {
  label: string;
  caption?: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const { t } = useSharedTranslation();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(element);
  return (
    <div className={['table-frame', className].filter(Boolean).join(' ')}>
      <div
        ref={setElement}
        className="table-scroll"
        role="region"
        aria-label={label}
        tabIndex={overflows ? 0 : undefined}
        data-overflows={overflows ? 'true' : undefined}
      >
        <table className="data-table" data-testid={testId}>
          {caption && <caption className="report-caption">{caption}</caption>}
          {children}
        </table>
      </div>
      {overflows && (
        <Text as="p" size="1" color="gray" className="table-scroll-hint no-print">
          {t('common.scrollHint')}
        </Text>
      )}
    </div>
  );
}
