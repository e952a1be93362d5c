// The reminder setting's and the unsubscribe page's texts (namespace 'reports-reminders'), in English and
// Danish with the same keys.
import { defineTranslations } from '@ahc/platform';

export const remindersTranslations = defineTranslations({
  en: {
    reminders: {
      heading: 'Remind me to reassess',
      intro:
        'One e-mail when your latest report is this old, with its score, your open plan items and a link to take the ' +
        'check again. Each e-mail has a link that stops them.',
      teamHeading: 'Remind me to open the next round',
      teamIntro:
        'One e-mail to you, the owner, when the last round closed this long ago and no round is open, with the team’s ' +
        'score and a link to this page. Members get no e-mail from it.',
      label: 'Remind me',
      cadence: {
        none: 'Never',
        monthly: 'Every month',
        quarterly: 'Every 3 months',
        half_yearly: 'Every 6 months',
        yearly: 'Every 12 months',
      },
      loading: 'Loading your reminder setting...',
      loadFailed: 'Your reminder setting could not be loaded.',
      saving: 'Saving...',
      saved: 'Saved.',
      next: 'Next reminder: {{date}}.',
      due: 'Due since {{date}}: the e-mail goes out within the hour, unless it has been sent already.',
      noReport: 'Reminders count from your latest report, so they start with your first one.',
      teamNoRound:
        'Reminders count from the last round’s close, so they start once the first round is closed.',
      teamRoundOpen: 'No reminder while a round is open: the next one counts from its close.',
      errors: {
        network: 'Not saved: there is no connection. Your setting is as it was; try again.',
        signedOut: 'Not saved: your session has ended. Sign in again and choose again.',
        invalid: 'Not saved: that choice was refused. Reload the page and try again.',
        failed: 'Not saved: something went wrong on our side. Your setting is as it was; try again.',
      },
      unsubscribe: {
        heading: 'Stop the reminder e-mails',
        intro:
          'You opened the link in a reminder to reassess. Nothing changes until you press the button: then no more of these e-mails are sent.',
        teamIntro: 'For a team reminder, this stops the team’s reminders to its owner.',
        button: 'Stop these reminders',
        working: 'Stopping...',
        done: {
          title: 'Reminders are off',
          text: 'You get no more e-mails reminding you to reassess. You can turn them on again on your dashboard.',
        },
        doneTeam: {
          title: 'Reminders for {{team}} are off',
          text: 'You get no more e-mails reminding you to open the next round of {{team}}. You can turn them on again on the team’s page.',
        },
        alreadyOff: {
          title: 'These reminders are already off',
          text: 'This link has stopped them before, and each link works once. Nothing else changed.',
        },
        notValid: {
          title: 'This link is not valid',
          text:
            'It is not a link we sent, or part of it is missing. Open the whole link from the e-mail, or choose ' +
            '“Never” under reminders on your dashboard.',
        },
        failed: {
          title: 'The reminders could not be stopped',
          text: 'Something went wrong on our side, and nothing changed. Try again.',
        },
        offline: {
          title: 'The reminders could not be stopped',
          text: 'There is no connection, and nothing changed. Try again when you are online.',
        },
        toDashboard: 'Go to your dashboard',
      },
    },
  },
  da: {
    reminders: {
      heading: 'Mind mig om at vurdere igen',
      intro:
        'Én e-mail, når din seneste rapport er så gammel, med dens score, dine åbne punkter i planen og et link til at ' +
        'tage tjekket igen. Hver e-mail har et link, der stopper dem.',
      teamHeading: 'Mind mig om at åbne næste runde',
      teamIntro:
        'Én e-mail til dig som ejer, når sidste runde blev lukket for så længe siden, og ingen runde er åben, med ' +
        'teamets score og et link til denne side. Medlemmerne får ingen e-mail om det.',
      label: 'Mind mig',
      cadence: {
        none: 'Aldrig',
        monthly: 'Hver måned',
        quarterly: 'Hver 3. måned',
        half_yearly: 'Hver 6. måned',
        yearly: 'Hver 12. måned',
      },
      loading: 'Indlæser din indstilling for påmindelser...',
      loadFailed: 'Din indstilling for påmindelser kunne ikke indlæses.',
      saving: 'Gemmer...',
      saved: 'Gemt.',
      next: 'Næste påmindelse: {{date}}.',
      due: 'Forfalden siden {{date}}: e-mailen sendes inden for en time, medmindre den allerede er sendt.',
      noReport: 'Påmindelser regnes fra din seneste rapport, så de begynder med din første.',
      teamNoRound:
        'Påmindelser regnes fra sidste rundes lukning, så de begynder, når første runde er lukket.',
      teamRoundOpen: 'Ingen påmindelse, mens en runde er åben: den næste regnes fra rundens lukning.',
      errors: {
        network: 'Ikke gemt: der er ingen forbindelse. Din indstilling er som før; prøv igen.',
        signedOut: 'Ikke gemt: din session er udløbet. Log ind igen, og vælg igen.',
        invalid: 'Ikke gemt: valget blev afvist. Genindlæs siden, og prøv igen.',
        failed: 'Ikke gemt: noget gik galt hos os. Din indstilling er som før; prøv igen.',
      },
      unsubscribe: {
        heading: 'Stop e-mails med påmindelser',
        intro:
          'Du har åbnet linket i en påmindelse om at vurdere igen. Intet ændres, før du trykker på knappen: ' +
          'derefter sendes der ikke flere af disse e-mails.',
        teamIntro: 'Er det en teampåmindelse, stopper det teamets påmindelser til ejeren.',
        button: 'Stop disse påmindelser',
        working: 'Stopper...',
        done: {
          title: 'Påmindelserne er slået fra',
          text: 'Du får ikke flere e-mails, der minder dig om at vurdere igen. Du kan slå dem til igen på din oversigt.',
        },
        doneTeam: {
          title: 'Påmindelserne for {{team}} er slået fra',
          text: 'Du får ikke flere e-mails, der minder dig om at åbne næste runde i {{team}}. Du kan slå dem til igen på teamets side.',
        },
        alreadyOff: {
          title: 'Påmindelserne er allerede slået fra',
          text: 'Linket har stoppet dem før, og hvert link virker én gang. Intet andet er ændret.',
        },
        notValid: {
          title: 'Linket er ikke gyldigt',
          text:
            'Det er ikke et link, vi har sendt, eller en del af det mangler. Åbn hele linket fra e-mailen, eller vælg ' +
            '“Aldrig” under påmindelser på din oversigt.',
        },
        failed: {
          title: 'Påmindelserne kunne ikke stoppes',
          text: 'Noget gik galt hos os, og intet er ændret. Prøv igen.',
        },
        offline: {
          title: 'Påmindelserne kunne ikke stoppes',
          text: 'Der er ingen forbindelse, og intet er ændret. Prøv igen, når du er online.',
        },
        toDashboard: 'Gå til din oversigt',
      },
    },
  },
});
