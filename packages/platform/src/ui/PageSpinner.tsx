// The full-screen spinner of page changes and loading guards, labelled 'Loading page...' (docs/product.md §3).
// A page the host sends as a frame around this spinner (a signed-in page, the assessment) waits for its
// scripts; without JavaScript it would spin for ever, so there it says instead why it waits and leads to
// the health check, which works without (the spinner is hidden then: theme.css). The link carries the
// page's language, since without scripts no cookie remembers it.
import { linkInLanguage } from '@ahc/common';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../language/language-store.ts';
import { PATHS } from '../routing/paths.ts';

export function PageSpinner({ label }: { label?: string }) {
  const { t, i18n } = useTranslation('common');
  const text = label ?? t('loadingPage');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Flex
      role="status"
      aria-live="polite"
      direction="column"
      align="center"
      justify="center"
      gap="3"
      className="page-spinner"
      style={{ minHeight: '60vh' }}
    >
      <Spinner size="3" />
      <Text size="2" color="gray" className="page-spinner-label">
        {text}
      </Text>
      <noscript>
        <Text as="p" size="3" align="center">
          {t('needsScript')} <a href={linkInLanguage(PATHS.start, language)}>{t('startCheck')}</a>
        </Text>
      </noscript>
    </Flex>
  );
}
