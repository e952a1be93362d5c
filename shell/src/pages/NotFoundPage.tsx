import { Button, Container, Flex, Heading, TYPE_SCALE, Text } from '@ahc/platform/ui/base';
import { PATHS, usePageTitle } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function NotFoundPage() {
  const { t } = useShellTranslation();
  usePageTitle(t('titles.notFound'));
  return (
    <Container size="2" py="9" data-testid="not-found-page">
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1" size={TYPE_SCALE.pageTitle}>
          {t('notFound.title')}
        </Heading>
        <Text as="p" size={TYPE_SCALE.lead}>
          {t('notFound.text')}
        </Text>
        <Button asChild>
          <Link to={PATHS.home}>{t('notFound.home')}</Link>
        </Button>
      </Flex>
    </Container>
  );
}
