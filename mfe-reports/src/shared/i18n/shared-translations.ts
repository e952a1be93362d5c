// The words every feature of this remote uses (namespace 'reports-shared'), in English and Danish with the
// same keys: the common labels and buttons, how a change of score is said (ChangeValue), what every
// list of token links says of a link (TokenLinkList: share links, invitation links), and what a team's
// page and its report both say of a team.
import { defineTranslations } from '@ahc/platform';

export const sharedTranslations = defineTranslations({
  en: {
    common: {
      overall: 'Overall',
      area: 'Area',
      score: 'Score',
      band: 'Maturity',
      date: 'Date',
      outOf100: '{{score}} / 100',
      backToDashboard: 'Back to the dashboard',
      opensInNewTab: '(opens in a new tab)',
      scrollHint: 'Scroll sideways to see every column.',
      cancel: 'Cancel',
    },
    change: {
      better: '{{change}} better',
      worse: '{{change}} worse',
      betterSince: '{{change}} better since {{date}}',
      worseSince: '{{change}} worse since {{date}}',
      unchangedSince: 'No change since {{date}}',
      unchangedScore: '0 no change',
    },
    links: {
      created: 'Created {{date}}',
      expires: 'Expires {{date}}',
      expired: 'Expired {{date}}',
      noExpiry: 'Does not expire',
      revokedAt: 'Revoked {{date}}',
      status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
      revoke: 'Revoke',
      confirmTitle: 'Revoke "{{label}}"?',
      confirm: 'Yes, revoke',
    },
    team: {
      loading: 'Loading the team assessment...',
      unnamed: 'A member without a name',
      roundStatus: { open: 'open', closed: 'closed' },
    },
  },
  da: {
    common: {
      overall: 'Samlet',
      area: 'Område',
      score: 'Score',
      band: 'Modenhed',
      date: 'Dato',
      outOf100: '{{score}} / 100',
      backToDashboard: 'Tilbage til oversigten',
      opensInNewTab: '(åbner i en ny fane)',
      scrollHint: 'Rul sidelæns for at se alle kolonner.',
      cancel: 'Annullér',
    },
    change: {
      better: '{{change}} bedre',
      worse: '{{change}} dårligere',
      betterSince: '{{change}} bedre siden {{date}}',
      worseSince: '{{change}} dårligere siden {{date}}',
      unchangedSince: 'Uændret siden {{date}}',
      unchangedScore: '0 uændret',
    },
    links: {
      created: 'Oprettet {{date}}',
      expires: 'Udløber {{date}}',
      expired: 'Udløb {{date}}',
      noExpiry: 'Udløber ikke',
      revokedAt: 'Tilbagekaldt {{date}}',
      status: { active: 'Aktivt', revoked: 'Tilbagekaldt', expired: 'Udløbet' },
      revoke: 'Tilbagekald',
      confirmTitle: 'Tilbagekald »{{label}}«?',
      confirm: 'Ja, tilbagekald',
    },
    team: {
      loading: 'Indlæser teamvurderingen...',
      unnamed: 'Et medlem uden navn',
      roundStatus: { open: 'åben', closed: 'lukket' },
    },
  },
});
