import { Container, Flex, Heading, TYPE_SCALE, Text } from '@ahc/platform/ui/base';
import { usePageTitle } from '@ahc/platform';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function MaintenancePage({ message }: { message: string }) {
  const { t } = useShellTranslation();
  // Over the route's title: the visitor sees the maintenance page, whichever page they asked for.
  usePageTitle(t('titles.maintenance'));
  return (
    <Container size="2" py="9" data-testid="maintenance-page">
      <Flex direction="column" gap="3">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('maintenance.title')}
        </Heading>
        <Text as="p" size={TYPE_SCALE.lead}>
          {t('maintenance.text')}
        </Text>
        {message && (
          <Text as="p" size="3" color="gray" className="user-content">
            {message}
          </Text>
        )}
      </Flex>
    </Container>
  );
}
