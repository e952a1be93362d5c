import { type TranslationKey, useAppTranslation } from '@ahc/platform';
import { contactTranslations } from './contact-translations.ts';

/** t() for the contact page's and its form's texts. */
export const useContactTranslation = () => useAppTranslation('marketing-contact', contactTranslations);

/** A key of the contact texts, for the checks and the failure mapping that pick a text before it is shown. */
export type ContactKey = TranslationKey<typeof contactTranslations.en>;
