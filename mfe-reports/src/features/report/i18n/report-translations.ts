// The report's texts (namespace 'reports-report'), in English and Danish with the same keys: a report
// read that gave no report, the report page, a report's name, and what a team answer's report says of
// its system. The product's name is never spelled here: $t(common:product.name) takes it from the platform.
import { defineTranslations } from '@ahc/platform';

export const reportTranslations = defineTranslations({
  en: {
    states: {
      loadingReport: 'Loading the report...',
      notFound: { title: 'Report Not Found', text: "We couldn't find the report you're looking for." },
      forbidden: {
        title: 'No access to this report',
        text: "You don't have permission to view this report.",
      },
      failed: {
        title: 'The report could not be loaded',
        text: 'Failed to load the report. Please try again later.',
      },
      listFailed: {
        title: 'Your reports could not be loaded',
        text: 'Failed to load your reports. Please try again later.',
      },
    },
    report: {
      title: '$t(common:product.name) report',
      titleFor: '$t(common:product.name) report: {{subject}}',
      detailsLabel: 'About this report',
      preparedFor: 'Prepared for',
      company: 'Company',
      date: 'Date and time',
      notGiven: 'Not given',
      actionsLabel: 'Print and download',
      print: 'Print / save as PDF',
      downloadJson: 'Download data (JSON)',
      downloadCsv: 'Download answers (CSV)',
      allReports: 'All reports',
      summaryScoreLabel: 'Overall score',
      areasLabel: 'Score per area',
      methodology: 'How scores are calculated',
      contents: 'Contents',
      categoriesHeading: 'Category scores',
      categoriesCaption: 'Score and maturity per area, out of 100',
      recommendationsHeading: 'Recommendations and plan',
      recommendationsOnlyHeading: 'Recommendations',
      recommendationsIntro:
        'One for every practice below the strongest level, grouped by priority. Mark each as planned, in progress, done or not applicable: your plan is kept with your account, and a later report that gives the same advice shows its mark. New advice starts unmarked.',
      actionsHandled_one: '{{count}} recommendation marked done or not applicable is left out.',
      actionsHandled_other: '{{count}} recommendations marked done or not applicable are left out.',
      actionsAllHandled:
        'Nothing left to do: every recommendation in this report is marked done or not applicable.',
      recommendationsNone: 'No recommendations: every practice is already at the strongest level.',
      priorityCount_one: '{{count}} recommendation',
      priorityCount_other: '{{count}} recommendations',
      currentAnswer: 'Your answer',
      why: 'Why it matters',
      action: 'What to do',
      details: 'Your answer and why it matters',
      insightsHeading: 'Detailed insights',
      toolsHeading: 'Recommended tools',
      toolsIntro: 'Chosen for your weakest answers.',
      toolsNone: 'No tools to recommend: there is nothing left to fix.',
      helpsWith: 'Helps with: {{topics}}',
    },
    name: {
      rename: 'Rename',
      renameLabel: 'Rename "{{name}}"',
      label: 'Report name',
      hint: '1 to 120 characters, for example "Before the migration".',
      save: 'Save name',
      required: 'Please give the report a name.',
      tooLong: 'The name can be at most 120 characters.',
      saved: 'The name is saved.',
      reportFrom: 'Report from {{date}}',
      errors: {
        network: 'The name could not be saved: there is no connection. Please try again.',
        signedOut: 'Your session has ended. Sign in again to rename the report.',
        invalid: 'The name could not be saved. Use 1 to 120 characters.',
        failed: 'The name could not be saved. Please try again later.',
      },
    },
    system: {
      reportNote:
        'Your answer in the team assessment of {{system}}. It counts in the team’s report, not in your own dashboard, plan or comparison with others.',
      openTeam: 'Open the team assessment',
      readOnlyIntro:
        'The recommendations for {{system}}, from your answers. Your plan follows your own assessments, so no plan status is kept here.',
    },
  },
  da: {
    states: {
      loadingReport: 'Indlæser rapporten...',
      notFound: {
        title: 'Rapporten blev ikke fundet',
        text: 'Vi kunne ikke finde den rapport, du leder efter.',
      },
      forbidden: {
        title: 'Ingen adgang til rapporten',
        text: 'Du har ikke tilladelse til at se denne rapport.',
      },
      failed: {
        title: 'Rapporten kunne ikke indlæses',
        text: 'Rapporten kunne ikke indlæses. Prøv igen senere.',
      },
      listFailed: {
        title: 'Dine rapporter kunne ikke indlæses',
        text: 'Dine rapporter kunne ikke indlæses. Prøv igen senere.',
      },
    },
    report: {
      title: 'Rapport: $t(common:product.name)',
      titleFor: 'Rapport: $t(common:product.name) for {{subject}}',
      detailsLabel: 'Om denne rapport',
      preparedFor: 'Udarbejdet til',
      company: 'Virksomhed',
      date: 'Dato og tid',
      notGiven: 'Ikke angivet',
      actionsLabel: 'Udskriv og hent',
      print: 'Udskriv / gem som PDF',
      downloadJson: 'Hent data (JSON)',
      downloadCsv: 'Hent svar (CSV)',
      allReports: 'Alle rapporter',
      summaryScoreLabel: 'Samlet score',
      areasLabel: 'Score pr. område',
      methodology: 'Sådan beregnes scoren',
      contents: 'Indhold',
      categoriesHeading: 'Score pr. område',
      categoriesCaption: 'Score og modenhed pr. område, ud af 100',
      recommendationsHeading: 'Anbefalinger og plan',
      recommendationsOnlyHeading: 'Anbefalinger',
      recommendationsIntro:
        'Én for hver praksis under det stærkeste niveau, grupperet efter prioritet. Markér hver som planlagt, i gang, færdig eller ikke relevant: planen gemmes på din konto, og en senere rapport med det samme råd viser din markering. Nye råd starter umarkerede.',
      actionsHandled_one: '{{count}} anbefaling, der er markeret færdig eller ikke relevant, er udeladt.',
      actionsHandled_other:
        '{{count}} anbefalinger, der er markeret færdige eller ikke relevante, er udeladt.',
      actionsAllHandled:
        'Intet tilbage at gøre: alle anbefalinger i denne rapport er markeret færdige eller ikke relevante.',
      recommendationsNone: 'Ingen anbefalinger: al praksis er allerede på det stærkeste niveau.',
      priorityCount_one: '{{count}} anbefaling',
      priorityCount_other: '{{count}} anbefalinger',
      currentAnswer: 'Dit svar',
      why: 'Hvorfor det betyder noget',
      action: 'Hvad du kan gøre',
      details: 'Dit svar og hvorfor det betyder noget',
      insightsHeading: 'Detaljeret indsigt',
      toolsHeading: 'Anbefalede værktøjer',
      toolsIntro: 'Valgt ud fra dine svageste svar.',
      toolsNone: 'Ingen værktøjer at anbefale: der er intet tilbage at rette.',
      helpsWith: 'Hjælper med: {{topics}}',
    },
    name: {
      rename: 'Omdøb',
      renameLabel: 'Omdøb »{{name}}«',
      label: 'Rapportens navn',
      hint: '1 til 120 tegn, for eksempel »Før migreringen«.',
      save: 'Gem navn',
      required: 'Giv venligst rapporten et navn.',
      tooLong: 'Navnet må højst være på 120 tegn.',
      saved: 'Navnet er gemt.',
      reportFrom: 'Rapport fra {{date}}',
      errors: {
        network: 'Navnet kunne ikke gemmes: der er ingen forbindelse. Prøv igen.',
        signedOut: 'Din session er udløbet. Log ind igen for at omdøbe rapporten.',
        invalid: 'Navnet kunne ikke gemmes. Brug 1 til 120 tegn.',
        failed: 'Navnet kunne ikke gemmes. Prøv igen senere.',
      },
    },
    system: {
      reportNote:
        'Dit svar i teamvurderingen af {{system}}. Det tæller med i teamets rapport, ikke i din egen oversigt, plan eller sammenligning med andre.',
      openTeam: 'Åbn teamvurderingen',
      readOnlyIntro:
        'Anbefalingerne for {{system}} ud fra dine svar. Din plan følger dine egne vurderinger, så her gemmes ingen status i planen.',
    },
  },
});
