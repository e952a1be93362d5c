import { Select } from '@radix-ui/themes';
import { LANGUAGES, isLanguage, useLanguage } from '@ahc/platform';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function LanguageSwitch() {
  const { t } = useShellTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <Select.Root value={language} onValueChange={(value) => isLanguage(value) && setLanguage(value)} size="1">
      <Select.Trigger aria-label={t('language.label')} data-testid="language-switch" />
      <Select.Content>
        {LANGUAGES.map((code) => (
          <Select.Item key={code} value={code} data-testid={`language-${code}`}>
            {t(`language.${code}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
