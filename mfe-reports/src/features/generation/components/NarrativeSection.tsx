// The report's "Narrative": a written analysis streamed from the generate-report function (the same
// one /dummyreport uses), sent the stored answers as `question_id: option_key` lines with the owner's
// notes on them, and the reader's language. The function writes Markdown, shown formatted as it arrives (Markdown.tsx: its own small
// reader, never HTML). It can be stopped; what arrived stays.
import { useLanguage } from '@ahc/platform';
import { Box, Button, Callout, Card, Flex, Text } from '@ahc/platform/ui/base';
import type { ReportRow } from '#shared/data/report-row.ts';
import type { ReportNotes } from '../../notes/index.ts';
import { answersAsText } from '../data/stream-report.ts';
import { useReportStream } from '../data/use-report-stream.ts';
import { useSharedTranslation } from '#shared/i18n/use-shared-translation.ts';
import { useGenerationTranslation } from '../i18n/use-generation-translation.ts';
import { Markdown } from '#shared/markdown/Markdown.tsx';
import { Section } from '#shared/ui/Section.tsx';
import { NARRATIVE_ID } from '../section-id.ts';

/** `notes`: the owner's notes on the report's answers, once read (the narrative is written without them until then). */
export function NarrativeSection({ report, notes }: { report: ReportRow; notes: ReportNotes | undefined }) {
  const { t } = useGenerationTranslation();
  const shared = useSharedTranslation();
  const { language } = useLanguage();
  const { text, status, failure, start, stop, isGenerating } = useReportStream();

  return (
    <Section
      id={NARRATIVE_ID}
      heading={t('narrative.heading')}
      testId="narrative-section"
      className={text === '' ? 'no-print' : undefined}
    >
      <Text as="p" color="gray" size="2" className="no-print">
        {t('narrative.intro')}
      </Text>
      <Flex gap="3" wrap="wrap" className="no-print">
        <Button
          type="button"
          disabled={isGenerating}
          onClick={() => void start(answersAsText(report, notes), language)}
        >
          {isGenerating
            ? t('narrative.generating')
            : status === 'idle'
              ? t('narrative.start')
              : t('narrative.again')}
        </Button>
        {isGenerating && (
          <Button type="button" variant="soft" color="gray" onClick={stop}>
            {t('narrative.stop')}
          </Button>
        )}
      </Flex>
      {failure && (
        <Callout.Root color="red" role="alert" className="no-print">
          <Callout.Text>{t(`streamErrors.${failure}`)}</Callout.Text>
        </Callout.Root>
      )}
      {status === 'stopped' && (
        <Text role="status" size="2" color="gray" className="no-print">
          {t('narrative.stopped')}
        </Text>
      )}
      <Card size="3" className="report-card">
        <Box
          aria-live="polite"
          aria-busy={isGenerating}
          data-testid="narrative-output"
          className="report-narrative"
        >
          {text === '' ? (
            <Text color="gray">{t('narrative.placeholder')}</Text>
          ) : (
            <Markdown text={text} headingOffset={2} newTabLabel={shared.t('common.opensInNewTab')} />
          )}
        </Box>
      </Card>
    </Section>
  );
}
