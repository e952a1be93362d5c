// The dashboard's texts (namespace 'reports-dashboard'), in English and Danish with the same keys.
import { defineTranslations } from '@ahc/platform';

export const dashboardTranslations = defineTranslations({
  en: {
    dashboard: {
      company: 'Company: {{company}}',
      loading: 'Loading your dashboard...',
      emptyTitle: "You haven't taken the health check yet",
      emptyText:
        'Answer 20 questions about architecture, deployment, security and scalability, and get a scored report with recommendations.',
      latestHeading: 'Your latest report',
      latestDate: 'Taken {{date}}',
      latestOverall: 'Overall score',
      openLatest: 'Open the report',
      historyHeading: 'Score history',
      historyIntro: 'Your overall and category scores across your own assessments, oldest first.',
      historyCaption: 'Scores per report, out of 100, oldest first',
      historySingle: 'Take the health check again to start a history: one report is a single point.',
      planHeading: 'Your improvement plan',
      planIntro: 'The recommendations of your latest report, and how far you have come with them.',
      planEmpty:
        'Nothing planned yet. Mark the recommendations in your latest report as planned, in progress, done or not applicable, and your progress shows here.',
      planCountsLabel: 'Recommendations by plan status',
      openPlan: 'Open the plan',
      topHeading: 'Your next three actions',
      topIntro:
        'The most important open points of your latest report; done and not applicable ones are left out.',
      topNone:
        'Nothing open: every recommendation of your latest report is done, not applicable or achieved.',
      againHeading: 'Ready for another check-up?',
      againText:
        'Take the health check again to see how far you have come. Your history, comparison and plan progress update by themselves.',
      again: 'Take the health check again',
      allReports: 'See and compare all your reports',
      teamAnswers_one:
        'Your answer to a team assessment is about the team’s system, so it is not counted here.',
      teamAnswers_other:
        'Your {{count}} answers to team assessments are about the teams’ systems, so they are not counted here.',
      teamAnswersLink: 'See your team answers',
    },
  },
  da: {
    dashboard: {
      company: 'Virksomhed: {{company}}',
      loading: 'Indlæser din oversigt...',
      emptyTitle: 'Du har ikke taget sundhedstjekket endnu',
      emptyText:
        'Besvar 20 spørgsmål om arkitektur, udrulning, sikkerhed og skalerbarhed, og få en rapport med score og anbefalinger.',
      latestHeading: 'Din seneste rapport',
      latestDate: 'Taget {{date}}',
      latestOverall: 'Samlet score',
      openLatest: 'Åbn rapporten',
      historyHeading: 'Scorehistorik',
      historyIntro: 'Din samlede score og score pr. område på tværs af dine egne vurderinger, ældste først.',
      historyCaption: 'Score pr. rapport, ud af 100, ældste først',
      historySingle: 'Tag sundhedstjekket igen for at starte en historik: én rapport er kun ét punkt.',
      planHeading: 'Din forbedringsplan',
      planIntro: 'Anbefalingerne fra din seneste rapport, og hvor langt du er nået med dem.',
      planEmpty:
        'Intet planlagt endnu. Markér anbefalingerne i din seneste rapport som planlagt, i gang, færdig eller ikke relevant, så vises dine fremskridt her.',
      planCountsLabel: 'Anbefalinger efter status i planen',
      openPlan: 'Åbn planen',
      topHeading: 'Dine tre næste skridt',
      topIntro: 'De vigtigste åbne punkter fra din seneste rapport; færdige og ikke relevante er udeladt.',
      topNone:
        'Intet åbent: alle anbefalinger i din seneste rapport er færdige, ikke relevante eller opnået.',
      againHeading: 'Klar til et nyt tjek?',
      againText:
        'Tag sundhedstjekket igen for at se, hvor langt du er nået. Din historik, sammenligning og plan opdateres af sig selv.',
      again: 'Tag sundhedstjekket igen',
      allReports: 'Se og sammenlign alle dine rapporter',
      teamAnswers_one: 'Dit svar i en teamvurdering handler om teamets system, så det tælles ikke med her.',
      teamAnswers_other:
        'Dine {{count}} svar i teamvurderinger handler om teamenes systemer, så de tælles ikke med her.',
      teamAnswersLink: 'Se dine teamsvar',
    },
  },
});
