// The streamed texts' own words (namespace 'reports-generation'), in English and Danish with the same keys:
// the report's narrative, the /dummyreport test page, and why a stream failed.
import { defineTranslations } from '@ahc/platform';

export const generationTranslations = defineTranslations({
  en: {
    narrative: {
      heading: 'Narrative',
      intro:
        'A written analysis of this report, generated from your answers when you ask for it. It appears piece by piece as it is written.',
      start: 'Write the narrative',
      again: 'Write it again',
      generating: 'Writing...',
      stop: 'Stop',
      stopped: 'Stopped. The text that arrived is kept below.',
      placeholder: 'The narrative will appear here...',
    },
    dummy: {
      title: 'Report generator (test page)',
      intro:
        'Type or paste answers — free text, or lines like "arch_1: easy" — and generate a written report. It streams in as it is written.',
      answersLabel: 'Answers',
      answersPlaceholder:
        'For example: We run a monolith, deploy by hand once a month and have no monitoring yet.',
      answersHint: 'At most {{max}} characters.',
      answersRequired: 'Please type some answers first.',
      generate: 'Generate report',
      generating: 'Generating...',
      stop: 'Stop',
      stopped: 'Stopped. The text that arrived is kept below.',
      placeholder: 'The report will appear here...',
    },
    streamErrors: {
      'no-connection': 'Failed to connect to the server.',
      'bad-input': 'The answers could not be used. Please check them and try again.',
      'too-long': 'The answers are too long. Please shorten them and try again.',
      'too-many': 'Too many reports were requested in a short time. Please wait a minute and try again.',
      unavailable: 'The report generator is unavailable right now. Please try again later.',
      interrupted: 'The connection was lost before the report was complete. What arrived is kept below.',
    },
  },
  da: {
    narrative: {
      heading: 'Skriftlig analyse',
      intro:
        'En skriftlig analyse af denne rapport, skrevet ud fra dine svar, når du beder om den. Den vises løbende, mens den skrives.',
      start: 'Skriv analysen',
      again: 'Skriv den igen',
      generating: 'Skriver...',
      stop: 'Stop',
      stopped: 'Stoppet. Den tekst, der nåede frem, er bevaret nedenfor.',
      placeholder: 'Analysen vises her...',
    },
    dummy: {
      title: 'Rapportgenerator (testside)',
      intro:
        'Skriv eller indsæt svar – fri tekst eller linjer som »arch_1: easy« – og generér en skriftlig rapport. Den vises løbende, mens den skrives.',
      answersLabel: 'Svar',
      answersPlaceholder:
        'For eksempel: Vi kører en monolit, udruller manuelt en gang om måneden og har endnu ingen overvågning.',
      answersHint: 'Højst {{max}} tegn.',
      answersRequired: 'Skriv nogle svar først.',
      generate: 'Generér rapport',
      generating: 'Genererer...',
      stop: 'Stop',
      stopped: 'Stoppet. Den tekst, der nåede frem, er bevaret nedenfor.',
      placeholder: 'Rapporten vises her...',
    },
    streamErrors: {
      'no-connection': 'Kunne ikke oprette forbindelse til serveren.',
      'bad-input': 'Svarene kunne ikke bruges. Tjek dem, og prøv igen.',
      'too-long': 'Svarene er for lange. Gør dem kortere, og prøv igen.',
      'too-many': 'Der blev bedt om for mange rapporter på kort tid. Vent et minut, og prøv igen.',
      unavailable: 'Rapportgeneratoren er ikke tilgængelig lige nu. Prøv igen senere.',
      interrupted:
        'Forbindelsen blev afbrudt, før rapporten var færdig. Det, der nåede frem, er bevaret nedenfor.',
    },
  },
});
