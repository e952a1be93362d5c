// The plan section's export to a tracker, folded away under its heading: the report's recommendations
// to tick (all at first), each with its area, priority, status and tracker key; the process of the
// person's Azure Boards project; and the downloads (Jira's CSV, Azure Boards' two CSV files, new work
// items and updates of recorded ones, a gh script for GitHub), of the ticked items in the page's
// language. The downloads come first, as most people want the file and nothing else; the list to tick
// and the optional keys follow. Downloading with nothing ticked (or nothing of the file's kind) says so
// instead; a finished download is announced. What each tracker does with a key, and what it cannot (Azure creates a work
// item in its first state), is said under its buttons.
import { reportPath, useLanguage, useTimeZone } from '@ahc/platform';
import { Button, Callout, Flex, Heading, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { useId, useMemo, useState } from 'react';
import type { ReportRow } from '#shared/data/report-row.ts';
import { downloadFile } from '#shared/lib/download.ts';
import { adviceKey, usePlanQuery } from '../data/plan-items.ts';
import { usePlanTranslation } from '../i18n/use-plan-translation.ts';
import {
  AZURE_PROCESSES,
  AZURE_WORK_ITEMS,
  type AzureProcess,
  azureBoardsCsv,
  azureImportItems,
} from './azure-boards-csv.ts';
import { type TrackerFormat, exportFileName } from './export-file.ts';
import { githubScript } from './github-script.ts';
import { jiraCsv } from './jira-csv.ts';
import { TrackerKeyField } from './TrackerKeyField.tsx';
import { type TrackerExport, type TrackerItem, selectedItems, trackerItems } from './tracker-items.ts';

/** Azure Boards' names of its processes (proper names, the same in every language). */
const PROCESS_NAMES: Record<AzureProcess, string> = {
  basic: 'Basic',
  agile: 'Agile',
  scrum: 'Scrum',
  cmmi: 'CMMI',
};

type ExportedReport = Pick<ReportRow, 'id' | 'answers' | 'created_at'>;

function ItemRow({
  item,
  checked,
  onToggle,
  plan,
}: {
  item: TrackerItem;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  plan: Parameters<typeof TrackerKeyField>[0]['plan'];
}) {
  const { t } = usePlanTranslation();
  const titleId = useId();
  const checkId = useId();
  return (
    <li
      role="group"
      aria-labelledby={titleId}
      className="plan-export-item"
      data-testid={`export-item-${item.questionId}`}
    >
      <Flex direction="column" gap="2">
        <Flex asChild gap="2" align="start">
          <label htmlFor={checkId} className="plan-export-check">
            <input
              id={checkId}
              type="checkbox"
              checked={checked}
              onChange={(event) => onToggle(event.target.checked)}
            />
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id={titleId}>
                {item.title}
              </Text>
              <Text size="1" color="gray">
                {t('export.itemMeta', {
                  area: item.areaName,
                  priority: item.priorityLabel,
                  status: item.stateLabel,
                })}
              </Text>
            </Flex>
          </label>
        </Flex>
        <TrackerKeyField item={item} plan={plan} />
      </Flex>
    </li>
  );
}

export function PlanExport({ report }: { report: ExportedReport }) {
  const { t } = usePlanTranslation();
  const { language } = useLanguage();
  const timeZone = useTimeZone();
  const plan = usePlanQuery();
  const processId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);
  const [process, setProcess] = useState<AzureProcess>('basic');
  const [noneSelected, setNoneSelected] = useState<'any' | 'new' | 'update' | null>(null);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const items = useMemo(
    () =>
      plan.data
        ? trackerItems(report.answers, plan.data, language, (state) => t(`plan.status.${state}`))
        : [],
    [plan.data, report.answers, language, t],
  );
  if (!plan.data || items.length === 0) return null;
  // Every recommendation is ticked until the person changes the selection.
  const ticked = selected ?? new Set(items.map(adviceKey));

  const select = (keys: Iterable<string>) => {
    setSelected(new Set(keys));
    setNoneSelected(null);
  };
  const toggle = (item: TrackerItem, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(adviceKey(item));
    else next.delete(adviceKey(item));
    select(next);
  };

  const download = (format: TrackerFormat) => {
    setDownloaded(null);
    const chosen = selectedItems(items, ticked);
    if (chosen.length === 0) {
      setNoneSelected('any');
      return;
    }
    // Azure Boards imports new work items and updates of recorded ones as two files.
    const azureKind = format === 'azure-boards' ? 'new' : format === 'azure-boards-updates' ? 'update' : null;
    if (azureKind && azureImportItems(chosen, azureKind).length === 0) {
      setNoneSelected(azureKind);
      return;
    }
    setNoneSelected(null);
    const file = exportFileName(format, report.created_at, timeZone);
    const exported: TrackerExport = {
      items: chosen,
      reportUrl: new URL(reportPath(report.id), window.location.origin).href,
      words: {
        why: t('export.file.why'),
        answer: t('export.file.answer'),
        area: t('export.file.area'),
        priority: t('export.file.priority'),
        status: t('export.file.status'),
        note: t('export.file.note'),
        report: t('export.file.report'),
      },
    };
    if (format === 'jira')
      downloadFile(jiraCsv(exported), file, 'text/csv;charset=utf-8', { byteOrderMark: false });
    else if (azureKind)
      downloadFile(azureBoardsCsv(exported, process, azureKind), file, 'text/csv;charset=utf-8');
    else
      downloadFile(
        githubScript(exported, {
          title: t('export.file.scriptTitle'),
          usage: t('export.file.scriptUsage', { file }),
        }),
        file,
        'text/x-shellscript;charset=utf-8',
      );
    setDownloaded(file);
  };

  const githubFile = exportFileName('github', report.created_at, timeZone);
  return (
    <details className="plan-export no-print" data-testid="plan-export">
      <summary>
        <Heading as="h3" size={TYPE_SCALE.item} className="plan-export-heading">
          {t('export.heading')}
        </Heading>
      </summary>
      <Flex direction="column" gap="3" pt="3">
        <Text as="p" size="2">
          {t('export.intro')}
        </Text>
        <Text as="p" size="2" color="gray" data-testid="export-selected-count">
          {t('export.selectedCount', { count: ticked.size, total: items.length })}
        </Text>
        <Flex direction="column" gap="3" role="group" aria-label={t('export.downloadsLabel')}>
          <Flex direction="column" gap="1">
            <div>
              <Button type="button" onClick={() => download('jira')}>
                {t('export.jira')}
              </Button>
            </div>
            <Text size="1" color="gray">
              {t('export.jiraHint')}
            </Text>
          </Flex>
          <Flex direction="column" gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Text as="label" htmlFor={processId} size="2">
                {t('export.azureProcess')}
              </Text>
              <select
                id={processId}
                className="plan-select"
                value={process}
                onChange={(event) => setProcess(event.target.value as AzureProcess)}
                data-testid="export-azure-process"
              >
                {AZURE_PROCESSES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t('export.processOption', {
                      process: PROCESS_NAMES[choice],
                      type: AZURE_WORK_ITEMS[choice].type,
                    })}
                  </option>
                ))}
              </select>
            </Flex>
            <Flex gap="2" wrap="wrap">
              <Button type="button" onClick={() => download('azure-boards')}>
                {t('export.azure')}
              </Button>
              <Button type="button" variant="soft" onClick={() => download('azure-boards-updates')}>
                {t('export.azureUpdates')}
              </Button>
            </Flex>
            <Text size="1" color="gray">
              {t('export.azureHint')}
            </Text>
          </Flex>
          <Flex direction="column" gap="1">
            <div>
              <Button type="button" onClick={() => download('github')}>
                {t('export.github')}
              </Button>
            </div>
            <Text size="1" color="gray">
              {t('export.githubHint', { file: githubFile })}
            </Text>
          </Flex>
        </Flex>
        {noneSelected && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>
              {t(
                noneSelected === 'new'
                  ? 'export.noneNew'
                  : noneSelected === 'update'
                    ? 'export.noneRecorded'
                    : 'export.noneSelected',
              )}
            </Callout.Text>
          </Callout.Root>
        )}
        <Text role="status" size="2" className="plan-saved" data-testid="export-downloaded">
          {downloaded ? t('export.downloaded', { file: downloaded }) : ''}
        </Text>
        <Text as="p" size="2" color="gray">
          {t('export.keysIntro')} {t('export.keyHint')}
        </Text>
        <fieldset className="plan-export-items">
          <legend>
            <Text size="2" weight="medium">
              {t('export.itemsLegend')}
            </Text>
          </legend>
          <Flex gap="2" align="center" wrap="wrap" pb="2">
            <Button type="button" size="1" variant="soft" onClick={() => select(items.map(adviceKey))}>
              {t('export.selectAll')}
            </Button>
            <Button type="button" size="1" variant="soft" color="gray" onClick={() => select([])}>
              {t('export.selectNone')}
            </Button>
          </Flex>
          <ul className="plain-list plan-export-list">
            {items.map((item) => (
              <ItemRow
                key={adviceKey(item)}
                item={item}
                checked={ticked.has(adviceKey(item))}
                onToggle={(checked) => toggle(item, checked)}
                plan={plan.data}
              />
            ))}
          </ul>
        </fieldset>
      </Flex>
    </details>
  );
}
