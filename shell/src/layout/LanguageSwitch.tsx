// The header's language picker: the browser's own <select>, styled with the theme's tokens. Radix's
// Select would bring a popper, focus trap and scroll lock (about 20 KB gzip) into every first visit
// for a choice of two; the native control is lighter and gives phones their own picker.
import { LANGUAGES, isLanguage, useLanguage } from '@ahc/platform';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';

export function LanguageSwitch() {
  const { t } = useShellTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <select
      className="language-switch"
      value={language}
      onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
      aria-label={t('language.label')}
      data-testid="language-switch"
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </select>
  );
}
