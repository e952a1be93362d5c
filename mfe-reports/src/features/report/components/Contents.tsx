// The report's contents: a link to each section below the summary. Following one moves the view and
// the keyboard focus to the section, without changing the page's address.
import { Heading, Link as RadixLink, TYPE_SCALE } from '@ahc/platform/ui/base';
import { type MouseEvent, useId } from 'react';
import { useReportTranslation } from '../i18n/use-report-translation.ts';

export type ContentsEntry = { id: string; label: string };

export function Contents({ entries }: { entries: ContentsEntry[] }) {
  const { t } = useReportTranslation();
  const headingId = useId();
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-labelledby={headingId} className="report-contents no-print" data-testid="report-contents">
      <Heading as="h2" size={TYPE_SCALE.item} id={headingId}>
        {t('report.contents')}
      </Heading>
      <ol className="report-contents-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <RadixLink href={`#${entry.id}`} onClick={(event) => go(event, entry.id)}>
              {entry.label}
            </RadixLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
