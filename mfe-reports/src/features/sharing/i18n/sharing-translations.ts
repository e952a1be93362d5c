// The share links' texts (namespace 'reports-sharing'), in English and Danish with the same keys: the
// owner's panel in the report's actions, and the page a link's visitor opens (/shared/<token>) with
// its own message for a link that is revoked, expired or unknown.
import { defineTranslations } from '@ahc/platform';

export const sharingTranslations = defineTranslations({
  en: {
    actions: { label: 'Print, download and share', share: 'Share', printOnly: 'Print' },
    panel: {
      heading: 'Share this report',
      intro:
        'Anyone who has a share link can read this report and how it compares, without an account. Nothing else of yours is reachable through it, and you can revoke it at any time.',
      formHeading: 'Make a link',
      label: 'Label',
      labelHint: 'Who the link is for, for example "Board, March meeting". Only you see it.',
      labelRequired: 'Please give the link a label.',
      labelTooLong: 'The label can be at most 120 characters.',
      expiry: 'The link expires',
      expiryOptions: {
        '1d': 'In 1 day',
        '7d': 'In 7 days',
        '30d': 'In 30 days',
        '90d': 'In 90 days',
        never: 'Never',
      },
      includeCompany: 'Show the company',
      includePreparedFor: 'Show who the report was prepared for',
      create: 'Create link',
      creating: 'Creating...',
      newLink: 'The new link "{{label}}"',
      newLinkNote: 'Copy it now: it is shown only this once. If it is lost, revoke it and make another.',
      copy: 'Copy link',
      copied: 'The link is copied.',
      copyFailed: 'Copying did not work here: select the link and copy it yourself.',
      dismiss: 'Done',
      listHeading: 'Live links',
      listEmpty: 'No live links. Revoked and expired links are not listed.',
      listLoading: 'Loading your links...',
      listFailed: 'Your links could not be loaded.',
      lastUsed: 'Last opened {{date}}',
      neverUsed: 'Not opened yet',
      showsBoth: 'Shows the company and who it was prepared for',
      showsCompany: 'Shows the company',
      showsPreparedFor: 'Shows who it was prepared for',
      showsNeither: 'Company and prepared-for are hidden',
      revokeLabel: 'Revoke the link "{{label}}"',
      revokeEffect: 'Anyone using it loses access at once.',
      revoked: 'The link "{{label}}" is revoked.',
      errors: {
        network: 'There is no connection. Please try again.',
        signedOut: 'Your session has ended. Sign in again to share the report.',
        tooMany:
          'This report already has 20 live links, or your reports have 100 together. Revoke one first.',
        dailyLimit:
          'You have made as many links as can be made in 24 hours (50 per report, 100 in all). Please try again later.',
        invalid: 'The link could not be made. Check the label and try again.',
        failed: 'That did not work. Please try again later.',
      },
    },
    shared: {
      readOnly: 'Shared with you, read only',
      loading: 'Loading the report...',
      notFound: {
        title: 'This link does not work',
        text: 'We couldn’t find a report for this link. Check that the whole link was copied, or ask the person who shared it for a new one.',
      },
      revoked: {
        title: 'This link has been revoked',
        text: 'The person who shared this report has withdrawn the link. Ask them for a new one if you still need it.',
      },
      expired: {
        title: 'This link has expired',
        text: 'The link was valid until a date its owner set, and that date has passed. Ask the person who shared the report for a new one.',
      },
      failed: {
        title: 'The report could not be loaded',
        text: 'Failed to load the report. Please try again later.',
      },
      recommendationsIntro: 'One for every practice below the strongest level, grouped by priority.',
      preview: {
        title: 'Architecture health {{score}}/100, {{band}}',
        description:
          'A shared, read-only architecture health report: the score of each area, recommendations by priority, insights and tools.',
      },
    },
  },
  da: {
    actions: { label: 'Udskriv, hent og del', share: 'Del', printOnly: 'Udskriv' },
    panel: {
      heading: 'Del denne rapport',
      intro:
        'Alle, der har et delingslink, kan læse denne rapport og se, hvordan den ligger i forhold til andre, uden en konto. Intet andet af dit kan ses via linket, og du kan tilbagekalde det når som helst.',
      formHeading: 'Opret et link',
      label: 'Betegnelse',
      labelHint: 'Hvem linket er til, for eksempel »Bestyrelsen, marts-mødet«. Kun du kan se det.',
      labelRequired: 'Giv venligst linket en betegnelse.',
      labelTooLong: 'Betegnelsen må højst være på 120 tegn.',
      expiry: 'Linket udløber',
      expiryOptions: {
        '1d': 'Om 1 dag',
        '7d': 'Om 7 dage',
        '30d': 'Om 30 dage',
        '90d': 'Om 90 dage',
        never: 'Aldrig',
      },
      includeCompany: 'Vis virksomheden',
      includePreparedFor: 'Vis, hvem rapporten er udarbejdet til',
      create: 'Opret link',
      creating: 'Opretter...',
      newLink: 'Det nye link »{{label}}«',
      newLinkNote:
        'Kopiér det nu: det vises kun denne ene gang. Hvis du mister det, så tilbagekald det, og opret et nyt.',
      copy: 'Kopiér link',
      copied: 'Linket er kopieret.',
      copyFailed: 'Kopiering virkede ikke her: markér linket, og kopiér det selv.',
      dismiss: 'Færdig',
      listHeading: 'Aktive links',
      listEmpty: 'Ingen aktive links. Tilbagekaldte og udløbne links vises ikke.',
      listLoading: 'Indlæser dine links...',
      listFailed: 'Dine links kunne ikke indlæses.',
      lastUsed: 'Sidst åbnet {{date}}',
      neverUsed: 'Ikke åbnet endnu',
      showsBoth: 'Viser virksomheden og hvem den er udarbejdet til',
      showsCompany: 'Viser virksomheden',
      showsPreparedFor: 'Viser, hvem den er udarbejdet til',
      showsNeither: 'Virksomhed og modtager er skjult',
      revokeLabel: 'Tilbagekald linket »{{label}}«',
      revokeEffect: 'Alle, der bruger det, mister adgangen med det samme.',
      revoked: 'Linket »{{label}}« er tilbagekaldt.',
      errors: {
        network: 'Der er ingen forbindelse. Prøv igen.',
        signedOut: 'Din session er udløbet. Log ind igen for at dele rapporten.',
        tooMany:
          'Rapporten har allerede 20 aktive links, eller dine rapporter har 100 tilsammen. Tilbagekald et først.',
        dailyLimit:
          'Du har lavet så mange links, som der kan laves på 24 timer (50 pr. rapport, 100 i alt). Prøv igen senere.',
        invalid: 'Linket kunne ikke oprettes. Tjek betegnelsen, og prøv igen.',
        failed: 'Det lykkedes ikke. Prøv igen senere.',
      },
    },
    shared: {
      readOnly: 'Delt med dig, kun til læsning',
      loading: 'Indlæser rapporten...',
      notFound: {
        title: 'Linket virker ikke',
        text: 'Vi kunne ikke finde en rapport til dette link. Tjek, at hele linket kom med, eller bed den, der delte det, om et nyt.',
      },
      revoked: {
        title: 'Linket er tilbagekaldt',
        text: 'Den, der delte rapporten, har trukket linket tilbage. Bed vedkommende om et nyt, hvis du stadig har brug for det.',
      },
      expired: {
        title: 'Linket er udløbet',
        text: 'Linket gjaldt kun til en dato, som ejeren havde valgt, og den er passeret. Bed den, der delte rapporten, om et nyt.',
      },
      failed: {
        title: 'Rapporten kunne ikke indlæses',
        text: 'Rapporten kunne ikke indlæses. Prøv igen senere.',
      },
      recommendationsIntro: 'Én for hver praksis under det stærkeste niveau, grupperet efter prioritet.',
      preview: {
        title: 'Arkitekturens sundhed {{score}}/100, {{band}}',
        description:
          'En delt arkitekturrapport, kun til læsning: scoren for hvert område, anbefalinger efter prioritet, indsigter og værktøjer.',
      },
    },
  },
});
