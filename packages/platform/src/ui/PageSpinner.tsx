// The full-screen spinner of page changes and loading guards, labelled 'Loading page...' (docs/product.md §3).
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loadingPage');
  return (
    <Flex
      role="status"
      aria-live="polite"
      direction="column"
      align="center"
      justify="center"
      gap="3"
      style={{ minHeight: '60vh' }}
    >
      <Spinner size="3" />
      <Text size="2" color="gray">
        {text}
      </Text>
    </Flex>
  );
}
