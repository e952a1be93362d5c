// /dummyreport (docs/product.md §2): a test page for report generation. The visitor types answers, presses the
// button (which reads 'Generating...' and is disabled while running) and the streamed text appears
// below, piece by piece, as plain text — never as HTML. The answers field is read from the form when it
// is sent, so what a visitor typed before the page hydrated is kept.
import { Box, Button, Callout, Card, Flex, Heading, Text, TextArea } from '@ahc/platform/ui';
import { useLanguage } from '@ahc/platform';
import { type FormEvent, useId, useState } from 'react';
import { useReportStream } from './data/use-report-stream.ts';
import { useGenerationTranslation } from './i18n/use-generation-translation.ts';

export const MAX_ANSWERS_LENGTH = 20_000;

export default function DummyReportPage() {
  const { t } = useGenerationTranslation();
  const { language } = useLanguage();
  const { text, status, failure, start, stop, isGenerating } = useReportStream();
  const [emptyError, setEmptyError] = useState(false);
  const ids = { answers: useId(), hint: useId(), error: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = String(new FormData(event.currentTarget).get('answers') ?? '');
    if (answers.trim() === '') {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    void start(answers, language);
  }

  return (
    <Flex direction="column" gap="4" py="6">
      <Heading as="h1" size="7">
        {t('dummy.title')}
      </Heading>
      <Text as="p" color="gray">
        {t('dummy.intro')}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Flex direction="column" gap="2">
          <Text as="label" htmlFor={ids.answers} weight="medium">
            {t('dummy.answersLabel')}
          </Text>
          <TextArea
            id={ids.answers}
            name="answers"
            rows={8}
            maxLength={MAX_ANSWERS_LENGTH}
            placeholder={t('dummy.answersPlaceholder')}
            aria-describedby={emptyError ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={emptyError || undefined}
          />
          <Text id={ids.hint} size="1" color="gray">
            {t('dummy.answersHint', { max: MAX_ANSWERS_LENGTH.toLocaleString(language) })}
          </Text>
          {emptyError && (
            <Text id={ids.error} role="alert" size="2" color="red">
              {t('dummy.answersRequired')}
            </Text>
          )}
          <Flex gap="3" wrap="wrap">
            <Button type="submit" disabled={isGenerating}>
              {isGenerating ? t('dummy.generating') : t('dummy.generate')}
            </Button>
            {isGenerating && (
              <Button type="button" variant="soft" color="gray" onClick={stop}>
                {t('dummy.stop')}
              </Button>
            )}
          </Flex>
        </Flex>
      </form>
      {failure && (
        <Callout.Root color="red" role="alert" data-testid="stream-error">
          <Callout.Text>{t(`streamErrors.${failure}`)}</Callout.Text>
        </Callout.Root>
      )}
      {status === 'stopped' && (
        <Text role="status" size="2" color="gray">
          {t('dummy.stopped')}
        </Text>
      )}
      <Card>
        <Box
          aria-live="polite"
          aria-busy={isGenerating}
          data-testid="report-output"
          style={{ whiteSpace: 'pre-wrap', minHeight: '8rem' }}
        >
          {text === '' ? <Text color="gray">{t('dummy.placeholder')}</Text> : <Text as="div">{text}</Text>}
        </Box>
      </Card>
    </Flex>
  );
}
