// Contact: a short introduction and the form that sends a message through send_contact_message.
import { PATHS } from '@ahc/platform';
import { Flex, Heading, Link as RadixLink, Section, Text, TYPE_SCALE } from '@ahc/platform/ui/base';
import { Link } from '@ahc/platform/router';
import { ContactForm } from './components/ContactForm.tsx';
import { useContactTranslation } from './i18n/use-contact-translation.ts';

export default function ContactPage() {
  const { t } = useContactTranslation();
  return (
    <Section size="1">
      <Flex direction="column" gap="5" maxWidth="40rem">
        <Flex direction="column" gap="3">
          <Heading as="h1" size={TYPE_SCALE.pageTitle}>
            {t('contact.title')}
          </Heading>
          <Text as="p" size={TYPE_SCALE.lead}>
            {t('contact.intro')}
          </Text>
        </Flex>
        <ContactForm />
        <Text as="p" size="2" color="gray">
          {t('contact.privacyNote')}{' '}
          <RadixLink asChild underline="always">
            <Link to={PATHS.privacyPolicy}>{t('contact.privacyLink')}</Link>
          </RadixLink>
        </Text>
      </Flex>
    </Section>
  );
}
