// The report's "Narrative": a written analysis streamed from the generate-report function (the same
// one /dummyreport uses), sent the stored answers as `question_id: option_key` lines and the reader's
// language. The function writes Markdown, shown formatted as it arrives (Markdown.tsx: its own small
// reader, never HTML). It can be stopped; what arrived stays.
import { useLanguage } from '@ahc/platform';
import { Box, Button, Callout, Card, Flex, Text } from '@ahc/platform/ui';
import type { ReportRow } from '../../data/reports/report-row.ts';
import { useReportStream } from '../../generation/use-report-stream.ts';
import { useReportsTranslation } from '../../i18n/use-reports-translation.ts';
import { Markdown } from '../../markdown/Markdown.tsx';
import { answersAsText } from '../../reports/report-view.ts';
import { Section } from '../../ui/Section.tsx';

export const NARRATIVE_ID = 'report-narrative';

export function NarrativeSection({ report }: { report: ReportRow }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { text, status, failure, start, stop, isGenerating } = useReportStream();

  return (
    <Section id={NARRATIVE_ID} heading={t('narrative.heading')} testId="narrative-section" className={text === '' ? 'no-print' : undefined}>
      <Text as="p" color="gray" size="2" className="no-print">{t('narrative.intro')}</Text>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button type="button" disabled={isGenerating} onClick={() => void start(answersAsText(report), language)}>
          {isGenerating ? t('narrative.generating') : status === 'idle' ? t('narrative.start') : t('narrative.again')}
        </Button>
        {isGenerating && (
          <Button type="button" variant="soft" color="gray" onClick={stop}>{t('narrative.stop')}</Button>
        )}
      </Flex>
      {failure && (
        <Callout.Root color="red" role="alert" className="no-print">
          <Callout.Text>{t(`streamErrors.${failure}`)}</Callout.Text>
        </Callout.Root>
      )}
      {status === 'stopped' && <Text role="status" size="2" color="gray" className="no-print">{t('narrative.stopped')}</Text>}
      <Card size="3" className="report-card">
        <Box aria-live="polite" aria-busy={isGenerating} data-testid="narrative-output" className="report-narrative">
          {text === '' ? <Text color="gray">{t('narrative.placeholder')}</Text> : <Markdown text={text} headingOffset={2} newTabLabel={t('common.opensInNewTab')} />}
        </Box>
      </Card>
    </Section>
  );
}
