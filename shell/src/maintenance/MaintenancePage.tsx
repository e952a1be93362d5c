import { Container, Flex, Heading, Text } from '@ahc/platform/ui';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function MaintenancePage({ message }: { message: string }) {
  const { t } = useShellTranslation();
  return (
    <Container size="2" py="9" data-testid="maintenance-page">
      <Flex direction="column" gap="3">
        <Heading as="h1" size="7">{t('maintenance.title')}</Heading>
        <Text as="p" size="4">{t('maintenance.text')}</Text>
        {message && <Text as="p" size="3" color="gray">{message}</Text>}
      </Flex>
    </Container>
  );
}
