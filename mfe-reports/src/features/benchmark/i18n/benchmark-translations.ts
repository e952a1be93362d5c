// The anonymous benchmark's texts (namespace 'reports-benchmark'), in English and Danish with the same
// keys: on the report (summary and detail), on a shared report and on the dashboard. Printed with the
// report, so none of them names the product or a page of the site.
import { defineTranslations } from '@ahc/platform';

export const benchmarkTranslations = defineTranslations({
  en: {
    summaryHeading: 'How you compare',
    sharedSummaryHeading: 'How this system compares',
    detailHeading: 'How the scores compare',
    questionsHeading: 'How the answers compare',
    loading: 'Loading the comparison...',
    failed: 'The comparison could not be loaded.',
    insufficientTitle: 'Not enough data yet',
    insufficient_one: 'The comparison appears once at least {{count}} organisation has a report.',
    insufficient_other: 'The comparison appears once at least {{count}} organisations have a report.',
    insufficientUnknown: 'The comparison appears once enough organisations have a report.',
    insufficientWhy: 'It is never shown for fewer, so nobody’s scores can be singled out.',
    population_one: 'Compared with the latest report of each of about {{count}} organisation.',
    population_other: 'Compared with the latest report of each of about {{count}} organisations.',
    blurred:
      'The figures are updated in batches and slightly blurred, so that no single organisation’s answers can be worked out from them.',
    overallLine: 'The overall score of {{score}} is at percentile {{percentile}}.',
    areaLine: '{{area}}: percentile {{percentile}}',
    areasLabel: 'Percentile per area',
    explain:
      'Percentile: the share of organisations with a lower score, those with the same score counted half; 50 is the middle.',
    metric: 'Score {{score}} · percentile {{percentile}} · average {{mean}}',
    overall: 'Overall',
    marker: 'This report: {{score}}',
    chartLabel:
      '{{name}}: how the organisations score, in bands of 10 points, with the band of this report’s {{score}} ({{from}}–{{to}}) marked. {{bands}}',
    chartBand: '{{from}}–{{to}}: {{share}}%',
    questionsIntro:
      'For each question, the share of organisations that chose a stronger answer than this report’s.',
    questionsCaption: 'Share of organisations with a stronger answer, per question',
    question: 'Question',
    answer: 'Answer',
    stronger: 'Chose a stronger answer',
    strongerPct: '{{pct}}%',
    strongest: 'None: the strongest answer',
    dashboardIntro:
      'Your latest own report among each organisation’s latest own report; team answers are not counted.',
    openReport: 'See every area and question in the report',
  },
  da: {
    summaryHeading: 'Sammenlignet med andre',
    sharedSummaryHeading: 'Sådan ligger systemet i forhold til andre',
    detailHeading: 'Sådan ligger scorerne i forhold til andre',
    questionsHeading: 'Sådan ligger svarene i forhold til andre',
    loading: 'Indlæser sammenligningen...',
    failed: 'Sammenligningen kunne ikke indlæses.',
    insufficientTitle: 'Ikke nok data endnu',
    insufficient_one: 'Sammenligningen vises, når mindst {{count}} organisation har en rapport.',
    insufficient_other: 'Sammenligningen vises, når mindst {{count}} organisationer har en rapport.',
    insufficientUnknown: 'Sammenligningen vises, når nok organisationer har en rapport.',
    insufficientWhy: 'Den vises aldrig for færre, så ingens score kan udpeges.',
    population_one: 'Sammenlignet med den seneste rapport fra hver af omkring {{count}} organisation.',
    population_other: 'Sammenlignet med den seneste rapport fra hver af omkring {{count}} organisationer.',
    blurred:
      'Tallene opdateres samlet og er let slørede, så ingen enkelt organisations svar kan udledes af dem.',
    overallLine: 'Den samlede score på {{score}} ligger på percentil {{percentile}}.',
    areaLine: '{{area}}: percentil {{percentile}}',
    areasLabel: 'Percentil pr. område',
    explain:
      'Percentil: andelen af organisationer med en lavere score, hvor dem med samme score tæller halvt; 50 er midten.',
    metric: 'Score {{score}} · percentil {{percentile}} · gennemsnit {{mean}}',
    overall: 'Samlet',
    marker: 'Denne rapport: {{score}}',
    chartLabel:
      '{{name}}: sådan scorer organisationerne, i intervaller på 10 point, med intervallet for denne rapports {{score}} ({{from}}–{{to}}) markeret. {{bands}}',
    chartBand: '{{from}}–{{to}}: {{share}} %',
    questionsIntro:
      'For hvert spørgsmål: andelen af organisationer, der valgte et stærkere svar end denne rapports.',
    questionsCaption: 'Andel af organisationer med et stærkere svar, pr. spørgsmål',
    question: 'Spørgsmål',
    answer: 'Svar',
    stronger: 'Valgte et stærkere svar',
    strongerPct: '{{pct}} %',
    strongest: 'Ingen: det stærkeste svar',
    dashboardIntro:
      'Din seneste egen rapport blandt hver organisations seneste egen rapport; teamsvar tælles ikke med.',
    openReport: 'Se alle områder og spørgsmål i rapporten',
  },
});
