// Reminders to reassess: the public entry. The dashboard shows the person's setting, the team page the
// team's to its owner. The unsubscribe link's page (UnsubscribePage) is exposed to the shell directly
// (src/exposes.ts).
export { MyReminderSetting, TeamReminderSetting } from './components/ReminderSettings.tsx';
export { myReminderQuery } from './data/reminder-settings.ts';
