// The texts of the page a member answers a team's round on (namespace 'assessment-team-answer'), in
// English and Danish with the same keys. The assessment flow's own texts are the assessment's; a team
// this page cannot show is said in the platform's words (common 'team.*'), as the reports remote says it.
import { defineTranslations } from '@ahc/platform';

export const teamAnswerTranslations = defineTranslations({
  en: {
    title: 'Answer for {{name}}',
    intro:
      'Round {{number}}. Answer the 20 questions on your own, as you see this system. Nobody in the team sees your answers: the team report shows only how many picked each answer. You can read your answers as a report too, kept apart from your own assessments.',
    loading: 'Loading the team assessment…',
    backToTeam: 'Back to the team',
    states: {
      closed: {
        title: 'This round is closed',
        text: 'Round {{number}} of {{name}} takes no more answers. When the owner starts a new round, you can answer it here.',
      },
      noRound: {
        title: 'No round is open',
        text: '{{name}} has no open round to answer. When the owner starts one, you can answer it here.',
      },
      answered: {
        title: 'You have answered this round',
        text: 'Your answers to round {{number}} of {{name}} are in. Each member answers a round once.',
      },
    },
    seeReport: 'See the team report',
  },
  da: {
    title: 'Svar for {{name}}',
    intro:
      'Runde {{number}}. Besvar de 20 spørgsmål på egen hånd, sådan som du ser systemet. Ingen i teamet ser dine svar: teamrapporten viser kun, hvor mange der valgte hvert svar. Du kan også læse dine svar som en rapport, holdt adskilt fra dine egne vurderinger.',
    loading: 'Indlæser teamvurderingen...',
    backToTeam: 'Tilbage til teamet',
    states: {
      closed: {
        title: 'Denne runde er lukket',
        text: 'Runde {{number}} af {{name}} tager ikke imod flere svar. Når ejeren starter en ny runde, kan du besvare den her.',
      },
      noRound: {
        title: 'Ingen runde er åben',
        text: '{{name}} har ingen åben runde at besvare. Når ejeren starter en, kan du besvare den her.',
      },
      answered: {
        title: 'Du har besvaret denne runde',
        text: 'Dine svar på runde {{number}} af {{name}} er modtaget. Hvert medlem svarer én gang pr. runde.',
      },
    },
    seeReport: 'Se teamrapporten',
  },
});
