// A report's name with an inline rename, on the report page and in the list: the name (or, without
// one, what the report is called by default), a "Rename" button, and in its place while renaming a
// labelled field with Save and Cancel. The new name shows at once; a failed save puts the old one back
// and says why. Escape cancels; the focus goes to the field, and back to the button afterwards.
import { useLanguage, useTimeZone } from '@ahc/platform';
import { Button, Flex, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type NameProblem,
  checkReportName,
  renameProblemKey,
  useRenameReport,
} from '../data/rename-report.ts';
import type { ReportRow } from '#shared/data/report-row.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useReportTranslation } from '../i18n/use-report-translation.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import type { Classified } from '../model/system.ts';

/**
 * What a report is called: its name; without one, a team answer its team's system ("Payments platform")
 * and a personal report "Report from <date, time>" (`when`, if given, is that date and time).
 */
export function useReportTitle(
  report: Pick<ReportRow, 'name' | 'created_at'> & Classified,
  when?: string,
): string {
  const { t } = useReportTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  return (
    report.name ??
    report.team_name ??
    t('name.reportFrom', { date: when ?? formatDateTime(report.created_at, language, timeZone) })
  );
}

export function ReportName({
  report,
  when,
  children,
}: {
  report: Pick<ReportRow, 'id' | 'name' | 'created_at'> & Classified;
  /** The report's date and time as the page names it (reportTimes), when it differs from the default. */
  when?: string;
  /** Renders the name (a heading, a link); the Rename button goes beside it. */
  children: (title: string) => ReactNode;
}) {
  const { t } = useReportTranslation();
  const shared = useSharedTranslation();
  const title = useReportTitle(report, when);
  const rename = useRenameReport();
  const fieldId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (editing) document.getElementById(fieldId)?.focus();
    else if (returnFocus) renameButton.current?.focus();
  }, [editing, returnFocus, fieldId]);

  const close = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkReportName(value);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    rename.mutate({ reportId: report.id, name: value });
    close();
  };

  if (editing) {
    return (
      <form
        className="rename-form no-print"
        data-testid="rename-form"
        noValidate
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Flex direction="column" gap="2">
          <FormField
            id={fieldId}
            label={t('name.label')}
            hint={t('name.hint')}
            value={value}
            onChange={setValue}
            error={problem ? t(`name.${problem}`) : undefined}
          />
          <Flex gap="2" wrap="wrap">
            <Button type="submit">{t('name.save')}</Button>
            <Button type="button" variant="soft" color="gray" onClick={close}>
              {shared.t('common.cancel')}
            </Button>
          </Flex>
        </Flex>
      </form>
    );
  }

  return (
    <Flex direction="column" gap="1" className="report-name">
      <Flex align="center" gap="3" wrap="wrap">
        {children(title)}
        <Button
          ref={renameButton}
          type="button"
          size="1"
          variant="soft"
          className="no-print"
          aria-label={t('name.renameLabel', { name: title })}
          onClick={() => {
            setValue(report.name ?? '');
            setProblem(null);
            rename.reset();
            setEditing(true);
          }}
        >
          {t('name.rename')}
        </Button>
      </Flex>
      {rename.isError && (
        <Text role="alert" size="2" color="red" className="no-print">
          {t(renameProblemKey(rename.error))}
        </Text>
      )}
      {rename.isSuccess && (
        <Text role="status" size="1" color="gray" className="no-print">
          {t('name.saved')}
        </Text>
      )}
    </Flex>
  );
}
