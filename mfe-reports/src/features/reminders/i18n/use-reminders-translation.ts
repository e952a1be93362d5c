import { useAppTranslation } from '@ahc/platform';
import { remindersTranslations } from './reminders-translations.ts';

/** t() for the reminder setting's and the unsubscribe page's texts. */
export const useRemindersTranslation = () => useAppTranslation('reports-reminders', remindersTranslations);
