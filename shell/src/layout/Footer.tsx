import { Box, Flex, Link as RadixLink, Text } from '@ahc/platform/ui/base';
import { PATHS } from '@ahc/platform';
import { Link } from '@ahc/platform/router';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

const LINKS = [
  ['footer.about', PATHS.about],
  ['footer.methodology', PATHS.methodology],
  ['footer.teams', PATHS.teams],
  ['footer.press', PATHS.press],
  ['footer.contact', PATHS.contact],
  ['footer.privacy', PATHS.privacyPolicy],
  ['footer.terms', PATHS.termsOfService],
  ['footer.cookies', PATHS.cookiePolicy],
] as const;

export function Footer() {
  const { t } = useShellTranslation();
  return (
    <Box asChild px="4" py="5" className="site-footer">
      <footer>
        <Flex direction="column" gap="3">
          <Flex asChild gapX="4" gapY="1" wrap="wrap">
            <nav aria-label={t('footer.label')}>
              {LINKS.map(([key, path]) => (
                <RadixLink key={path} asChild size="2" color="gray" className="site-footer-link">
                  <Link to={path}>{t(key)}</Link>
                </RadixLink>
              ))}
            </nav>
          </Flex>
          <Text size="1" color="gray">
            {t('footer.tagline')}
          </Text>
        </Flex>
      </footer>
    </Box>
  );
}
