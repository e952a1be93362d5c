// The texts of a team and its invitations (namespace 'reports-teams'), in English and Danish with the
// same keys: the list, a team's page, the invitation's landing and the dashboard's "Your team
// assessments". The team report's texts are its own (features/team-report); what both say the same way
// (loading a team, a member without a name, a round's state) is the remote's shared texts. The product's
// name is never spelled here: $t(common:product.name) takes it from the platform.
import { defineTranslations } from '@ahc/platform';

const en = {
  common: {
    loadingList: 'Loading your team assessments...',
    owner: 'Owner',
    you: '(you)',
    roundBadge: { open: 'Open', closed: 'Closed' },
  },
  states: {
    listFailed: 'Your team assessments could not be loaded. Please try again later.',
  },
  list: {
    title: 'Team assessments',
    intro:
      'Several people answer the same 20 questions about one system, each on their own. The team report then shows where you agree and where you don’t: a CTO, a lead engineer and an operator rarely see a system the same way, and that difference is often the most useful finding.',
    createHeading: 'Start a team assessment',
    nameLabel: 'Name of the system',
    nameHint: 'For example "Payments platform". Everyone you invite sees this name.',
    create: 'Create the team assessment',
    creating: 'Creating...',
    nameRequired: 'Please name the system.',
    nameTooLong: 'The name can be at most 120 characters.',
    heading: 'Your team assessments',
    empty:
      'You are not part of a team assessment yet. Start one above, or open an invitation link a colleague sent you.',
    role: { owner: 'You own it', member: 'You are a member' },
    members_one: '{{count}} member',
    members_other: '{{count}} members',
    round: 'Round {{number}} ({{status}}): {{answers}} answered',
    youAnswered: 'You have answered',
    youHaveNotAnswered: 'You have not answered yet',
  },
  team: {
    ownerLine: 'You own this team assessment: you invite people, and you close and start rounds.',
    memberLine: 'You are a member of this team assessment.',
    roundHeading: 'Round {{number}}',
    answeredOf_one: '{{answers}} of {{count}} member has answered.',
    answeredOf_other: '{{answers}} of {{count}} members have answered.',
    answer: 'Answer round {{number}}',
    answerText:
      'Answer the 20 questions on your own, as you see the system. Nobody in the team sees your answers; the team report shows counts only.',
    youAnswered: 'You have answered this round.',
    closedText: 'This round is closed: it takes no more answers.',
    minimumLine:
      'The team report shows a round’s figures once it is closed, if at least {{min}} members answered it.',
    noRound: 'There is no round yet.',
    report: 'See the team report',
    close: {
      button: 'Close round {{number}}',
      title: 'Close round {{number}}?',
      text: 'Nobody can answer round {{number}} after this. If at least {{min}} members have answered, the team report then shows the round’s figures, and they stay as they are; with fewer, the round keeps no figures. You can start a new round later.',
      confirm: 'Yes, close the round',
      done: 'Round {{number}} is closed.',
    },
    open: {
      button: 'Start round {{number}}',
      title: 'Start round {{number}}?',
      text: 'Everyone answers again. The team report then shows how the score and the agreement changed since the last round.',
      confirm: 'Yes, start the round',
      done: 'Round {{number}} is open.',
    },
    membersHeading: 'Members',
    membersIntro:
      'Who has joined. Only the owner sees who has answered; what anyone answered is never shown.',
    membersIntroOwner:
      'Who has joined, and who has answered the current round: only you see who has. What anyone answered is never shown.',
    answered: 'Answered',
    notAnswered: 'Not answered yet',
    remove: {
      button: 'Remove',
      label: 'Remove {{name}}',
      title: 'Remove {{name}}?',
      text: 'They can no longer see the team or answer. Their answer to the open round is withdrawn; closed rounds keep their figures as they are.',
      confirm: 'Yes, remove',
      done: '{{name}} has been removed.',
    },
    minimum: {
      heading: 'Figures only from enough answers',
      intro:
        'So that nobody’s answers can be worked out from the team’s figures, a round shows figures only once it is closed, and only if at least this many members answered it. It is never below {{floor}}; you can raise it. A round that is already closed keeps what it showed.',
      label: 'Answers a round needs',
      save: 'Save the minimum',
      saving: 'Saving...',
      invalid: 'Enter a whole number from {{min}} to {{max}}.',
      done: 'From now on a round needs at least {{min}} answers.',
    },
    inviteHeading: 'Invite people',
    inviteIntro:
      'Create a link and send it to your colleagues. Anyone with the link can join until it expires or you revoke it; one link can be used by several people. Whoever opens it sees the system’s name and yours.',
    labelLabel: 'Who is the link for? (optional)',
    labelHint: 'For example "Operations team". Only you see it.',
    labelTooLong: 'The note can be at most 120 characters.',
    daysLabel: 'Valid for',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    createLink: 'Create an invitation link',
    creatingLink: 'Creating...',
    newLinkTitle: 'Your invitation link',
    newLinkText: 'Copy it now: it is shown only this once. It works until {{date}}.',
    linkLabel: 'Invitation link',
    copy: 'Copy the link',
    copied: 'The link is copied.',
    copyFailed: 'The link could not be copied. Select it and copy it yourself.',
    invitationsHeading: 'Invitation links',
    invitationsNone: 'No invitation links yet.',
    invitation: {
      unlabelled: 'Invitation link',
      used_one: 'Used once',
      used_other: 'Used {{count}} times',
      revokeLabel: 'Revoke "{{label}}"',
      revokeEffect: 'Nobody can join with it after this; whoever joined with it stays a member.',
      revoked: 'The link is revoked: it no longer lets anyone join.',
    },
    email: {
      heading: 'Invite by e-mail',
      intro:
        'We send your colleague an e-mail with a new invitation link, valid for 7 days. It appears in the list below under their address.',
      label: 'Colleague’s e-mail address',
      languageLabel: 'Language of the e-mail',
      languages: { en: 'English', da: 'Danish' },
      send: 'Send the invitation',
      sending: 'Sending...',
      sent: 'The invitation has been sent to {{email}}.',
      required: 'Enter your colleague’s e-mail address.',
      invalid: 'Enter one e-mail address, such as name@example.com.',
      tooLong: 'The address can be at most 254 characters.',
    },
    leave: {
      button: 'Leave this team assessment',
      title: 'Leave this team assessment?',
      text: 'You will no longer see the team or its report. Your answer to the open round is withdrawn; the report of your answer stays among your reports.',
      confirm: 'Yes, leave',
    },
    delete: {
      button: 'Delete this team assessment',
      title: 'Delete this team assessment?',
      text: 'The team, its invitation links and every round’s report are deleted for everyone. Each member keeps their answers as reports.',
      confirm: 'Yes, delete it',
    },
    submitted: {
      title: 'Thank you: your answers are in.',
      text: 'They count in the team report of this round. You can also read them as a report, marked as this team’s answer; your dashboard and plan still follow your own assessments.',
      openReport: 'Open your answer as a report',
    },
    joined: 'Welcome to the team assessment for {{name}}.',
    alreadyMember: 'You are already a member of {{name}}.',
  },
  invitation: {
    checking: 'Checking the invitation link...',
    title: '{{inviter}} invites you to assess {{system}} with the team',
    titleWithoutInviter: 'You are invited to assess {{system}} with the team',
    intro:
      'Each of you answers the 20 questions of the $t(common:product.name) on your own, as you see the system; the team report then shows where you agree and where you don’t.',
    anonymous: 'Who picked what stays anonymous: the team sees counts only, never your answers.',
    signedOut: 'Sign in, or create a free account, to join. You come back here afterwards.',
    register: 'Create a free account',
    login: 'Sign in',
    signedIn: 'Join with your account to answer for the team.',
    join: 'Join the team assessment',
    joining: 'Joining...',
    dead: {
      'not-found': {
        title: 'This invitation link is not valid',
        text: 'Check that the whole link was copied, or ask the person who sent it for a new one.',
      },
      revoked: {
        title: 'This invitation link has been revoked',
        text: 'The team’s owner has revoked it, so it no longer lets anyone join. Ask them for a new link.',
      },
      expired: {
        title: 'This invitation link has expired',
        text: 'Invitation links work for a limited time. Ask the team’s owner for a new one.',
      },
      full: {
        title: 'This team assessment is full',
        text: 'It already has 100 members, the most a team assessment can have, so nobody more can join.',
      },
      home: 'Go to the front page',
    },
    failed: {
      title: 'The invitation link could not be checked',
      text: 'We could not check the link just now. Please try again.',
    },
  },
  dashboard: {
    heading: 'Your team assessments',
    intro:
      'Assess a system together: each of you answers on your own, and the team report shows where you agree and where you don’t.',
    empty: 'You are not part of a team assessment yet.',
    start: 'Start a team assessment',
    all: 'All team assessments',
    answerNow: 'Answer round {{number}}',
  },
  errors: {
    network: 'There is no connection, so nothing was changed. Please try again.',
    signedOut: 'Your session has ended. Please sign in again.',
    failed: 'That did not work. Please try again later.',
    nameInvalid: 'The name could not be used. Use 1 to 120 characters.',
    tooManyTeams: 'You own 20 team assessments already; delete one first.',
    labelInvalid: 'The note could not be used. Use at most 120 characters.',
    tooManyInvitations:
      'This team has 20 live invitation links already, or your teams have 100 together; revoke one first.',
    invitationsDailyLimit:
      'You have made as many invitations as can be made in 24 hours (50 per team, 100 in all). Please try again later.',
    notOwner: 'Only the team’s owner can do that.',
    teamGone: 'This team assessment no longer exists, or you are no longer a member of it.',
    invitationGone: 'That invitation link no longer exists.',
    invitationUnknown:
      'This invitation link is not valid. Check that the whole link was copied, or ask the team’s owner for a new one.',
    invitationRevoked: 'This invitation link has been revoked by the team’s owner. Ask them for a new one.',
    invitationExpired: 'This invitation link has expired. Ask the team’s owner for a new one.',
    teamFull: 'This team assessment is full (100 members).',
    memberGone: 'That member is no longer in the team.',
    ownerStays: 'The owner cannot be removed; delete the team assessment instead.',
    ownerCannotLeave: 'As the owner you cannot leave; delete the team assessment instead.',
    noOpenRound: 'There is no open round to close.',
    roundStillOpen: 'A round is still open; close it before starting a new one.',
    minimumInvalid: 'That minimum cannot be used. Enter a whole number from 3 to 100.',
    emailInvalid: 'The address could not be used. Enter one e-mail address, such as name@example.com.',
    emailRateLimited:
      'Too many invitation e-mails right now: from you in the last hour, to this address today, or from everyone together. Please try again later.',
    emailNotSent:
      'The invitation e-mail could not be sent, so its link was revoked at once. Please try again later.',
    emailUnavailable:
      'Invitations by e-mail are not available right now. Create an invitation link and send it yourself.',
  },
};

const da: typeof en = {
  common: {
    loadingList: 'Indlæser dine teamvurderinger...',
    owner: 'Ejer',
    you: '(dig)',
    roundBadge: { open: 'Åben', closed: 'Lukket' },
  },
  states: {
    listFailed: 'Dine teamvurderinger kunne ikke indlæses. Prøv igen senere.',
  },
  list: {
    title: 'Teamvurderinger',
    intro:
      'Flere personer besvarer hver for sig de samme 20 spørgsmål om ét system. Teamrapporten viser derefter, hvor de er enige, og hvor de ikke er: en CTO, en ledende udvikler og en driftsansvarlig ser sjældent et system på samme måde, og netop den forskel er ofte det mest nyttige fund.',
    createHeading: 'Start en teamvurdering',
    nameLabel: 'Systemets navn',
    nameHint: 'For eksempel »Betalingsplatform«. Alle, du inviterer, ser dette navn.',
    create: 'Opret teamvurderingen',
    creating: 'Opretter...',
    nameRequired: 'Giv systemet et navn.',
    nameTooLong: 'Navnet må højst være på 120 tegn.',
    heading: 'Dine teamvurderinger',
    empty:
      'Du er ikke med i en teamvurdering endnu. Start en ovenfor, eller åbn et invitationslink, som en kollega har sendt dig.',
    role: { owner: 'Du ejer den', member: 'Du er medlem' },
    members_one: '{{count}} medlem',
    members_other: '{{count}} medlemmer',
    round: 'Runde {{number}} ({{status}}): {{answers}} har svaret',
    youAnswered: 'Du har svaret',
    youHaveNotAnswered: 'Du har ikke svaret endnu',
  },
  team: {
    ownerLine: 'Du ejer denne teamvurdering: du inviterer folk og lukker og starter runder.',
    memberLine: 'Du er medlem af denne teamvurdering.',
    roundHeading: 'Runde {{number}}',
    answeredOf_one: '{{answers}} af {{count}} medlem har svaret.',
    answeredOf_other: '{{answers}} af {{count}} medlemmer har svaret.',
    answer: 'Besvar runde {{number}}',
    answerText:
      'Besvar de 20 spørgsmål på egen hånd, sådan som du ser systemet. Ingen i teamet ser dine svar; teamrapporten viser kun, hvor mange der valgte hvert svar.',
    youAnswered: 'Du har besvaret denne runde.',
    closedText: 'Denne runde er lukket: den tager ikke imod flere svar.',
    minimumLine:
      'Teamrapporten viser en rundes tal, når den er lukket, hvis mindst {{min}} medlemmer har besvaret den.',
    noRound: 'Der er ingen runde endnu.',
    report: 'Se teamrapporten',
    close: {
      button: 'Luk runde {{number}}',
      title: 'Luk runde {{number}}?',
      text: 'Ingen kan besvare runde {{number}} herefter. Har mindst {{min}} medlemmer svaret, viser teamrapporten derefter rundens tal, og de forbliver, som de er; med færre får runden ingen tal. Du kan starte en ny runde senere.',
      confirm: 'Ja, luk runden',
      done: 'Runde {{number}} er lukket.',
    },
    open: {
      button: 'Start runde {{number}}',
      title: 'Start runde {{number}}?',
      text: 'Alle svarer igen. Teamrapporten viser derefter, hvordan scoren og enigheden har ændret sig siden sidste runde.',
      confirm: 'Ja, start runden',
      done: 'Runde {{number}} er åben.',
    },
    membersHeading: 'Medlemmer',
    membersIntro:
      'Hvem der er med. Kun ejeren ser, hvem der har svaret; hvad nogen har svaret, vises aldrig.',
    membersIntroOwner:
      'Hvem der er med, og hvem der har besvaret den aktuelle runde: kun du kan se, hvem der har svaret. Hvad nogen har svaret, vises aldrig.',
    answered: 'Har svaret',
    notAnswered: 'Har ikke svaret endnu',
    remove: {
      button: 'Fjern',
      label: 'Fjern {{name}}',
      title: 'Fjern {{name}}?',
      text: 'Personen kan ikke længere se teamet eller svare. Personens svar i den åbne runde trækkes tilbage; lukkede runder beholder deres tal, som de er.',
      confirm: 'Ja, fjern',
      done: '{{name}} er fjernet.',
    },
    minimum: {
      heading: 'Kun tal fra nok svar',
      intro:
        'For at ingens svar skal kunne regnes ud af teamets tal, viser en runde først tal, når den er lukket, og kun hvis mindst så mange medlemmer har besvaret den. Det er aldrig under {{floor}}; du kan hæve det. En runde, der allerede er lukket, beholder det, den viste.',
      label: 'Antal svar, en runde skal have',
      save: 'Gem minimum',
      saving: 'Gemmer...',
      invalid: 'Skriv et helt tal fra {{min}} til {{max}}.',
      done: 'Fra nu af skal en runde have mindst {{min}} svar.',
    },
    inviteHeading: 'Invitér folk',
    inviteIntro:
      'Opret et link, og send det til dine kolleger. Alle med linket kan blive medlem, indtil det udløber, eller du tilbagekalder det; ét link kan bruges af flere. Den, der åbner det, ser systemets navn og dit navn.',
    labelLabel: 'Hvem er linket til? (valgfrit)',
    labelHint: 'For eksempel »Driftsteamet«. Kun du kan se det.',
    labelTooLong: 'Noten må højst være på 120 tegn.',
    daysLabel: 'Gyldigt i',
    days_one: '{{count}} dag',
    days_other: '{{count}} dage',
    createLink: 'Opret et invitationslink',
    creatingLink: 'Opretter...',
    newLinkTitle: 'Dit invitationslink',
    newLinkText: 'Kopiér det nu: det vises kun denne ene gang. Det virker indtil {{date}}.',
    linkLabel: 'Invitationslink',
    copy: 'Kopiér linket',
    copied: 'Linket er kopieret.',
    copyFailed: 'Linket kunne ikke kopieres. Markér det, og kopiér det selv.',
    invitationsHeading: 'Invitationslinks',
    invitationsNone: 'Ingen invitationslinks endnu.',
    invitation: {
      unlabelled: 'Invitationslink',
      used_one: 'Brugt én gang',
      used_other: 'Brugt {{count}} gange',
      revokeLabel: 'Tilbagekald »{{label}}«',
      revokeEffect: 'Ingen kan blive medlem med det herefter; de, der allerede er med, forbliver medlemmer.',
      revoked: 'Linket er tilbagekaldt: det giver ikke længere adgang til teamet.',
    },
    email: {
      heading: 'Invitér via e-mail',
      intro:
        'Vi sender din kollega en e-mail med et nyt invitationslink, der er gyldigt i 7 dage. Det vises i listen nedenfor under vedkommendes adresse.',
      label: 'Din kollegas e-mailadresse',
      languageLabel: 'E-mailens sprog',
      languages: { en: 'Engelsk', da: 'Dansk' },
      send: 'Send invitationen',
      sending: 'Sender...',
      sent: 'Invitationen er sendt til {{email}}.',
      required: 'Skriv din kollegas e-mailadresse.',
      invalid: 'Skriv én e-mailadresse, fx navn@eksempel.dk.',
      tooLong: 'Adressen må højst være på 254 tegn.',
    },
    leave: {
      button: 'Forlad denne teamvurdering',
      title: 'Forlad denne teamvurdering?',
      text: 'Du kan ikke længere se teamet eller dets rapport. Dit svar i den åbne runde trækkes tilbage; rapporten med dit svar bliver blandt dine rapporter.',
      confirm: 'Ja, forlad den',
    },
    delete: {
      button: 'Slet denne teamvurdering',
      title: 'Slet denne teamvurdering?',
      text: 'Teamet, dets invitationslinks og alle runders rapporter slettes for alle. Hvert medlem beholder sine svar som rapporter.',
      confirm: 'Ja, slet den',
    },
    submitted: {
      title: 'Tak: dine svar er modtaget.',
      text: 'De tæller med i teamrapporten for denne runde. Du kan også læse dem som en rapport, markeret som teamets svar; din oversigt og din plan følger stadig dine egne vurderinger.',
      openReport: 'Åbn dit svar som rapport',
    },
    joined: 'Velkommen til teamvurderingen af {{name}}.',
    alreadyMember: 'Du er allerede medlem af {{name}}.',
  },
  invitation: {
    checking: 'Tjekker invitationslinket...',
    title: '{{inviter}} inviterer dig til at vurdere {{system}} sammen med teamet',
    titleWithoutInviter: 'Du er inviteret til at vurdere {{system}} sammen med teamet',
    intro:
      'Hvert medlem besvarer de 20 spørgsmål i $t(common:product.name) på egen hånd, sådan som vedkommende ser systemet; teamrapporten viser derefter, hvor teamet er enigt, og hvor det ikke er.',
    anonymous: 'Hvem der valgte hvad, forbliver anonymt: teamet ser kun antal, aldrig dine svar.',
    signedOut:
      'Log ind, eller opret en gratis konto, for at blive medlem. Du kommer tilbage hertil bagefter.',
    register: 'Opret en gratis konto',
    login: 'Log ind',
    signedIn: 'Bliv medlem med din konto for at svare for teamet.',
    join: 'Bliv medlem af teamvurderingen',
    joining: 'Melder dig ind...',
    dead: {
      'not-found': {
        title: 'Dette invitationslink er ikke gyldigt',
        text: 'Tjek, at hele linket kom med, eller bed den, der sendte det, om et nyt.',
      },
      revoked: {
        title: 'Dette invitationslink er tilbagekaldt',
        text: 'Teamets ejer har tilbagekaldt det, så det giver ikke længere adgang til teamet. Bed ejeren om et nyt link.',
      },
      expired: {
        title: 'Dette invitationslink er udløbet',
        text: 'Invitationslinks virker kun i en begrænset periode. Bed teamets ejer om et nyt.',
      },
      full: {
        title: 'Teamvurderingen er fuld',
        text: 'Den har allerede 100 medlemmer, det højeste antal, en teamvurdering kan have. Der kan ikke komme flere med.',
      },
      home: 'Gå til forsiden',
    },
    failed: {
      title: 'Invitationslinket kunne ikke tjekkes',
      text: 'Vi kunne ikke tjekke linket lige nu. Prøv igen.',
    },
  },
  dashboard: {
    heading: 'Dine teamvurderinger',
    intro:
      'Vurdér et system sammen med dit team: alle svarer hver for sig, og teamrapporten viser, hvor teamet er enigt, og hvor det ikke er.',
    empty: 'Du er ikke med i en teamvurdering endnu.',
    start: 'Start en teamvurdering',
    all: 'Alle teamvurderinger',
    answerNow: 'Besvar runde {{number}}',
  },
  errors: {
    network: 'Der er ingen forbindelse, så intet blev ændret. Prøv igen.',
    signedOut: 'Din session er udløbet. Log ind igen.',
    failed: 'Det lykkedes ikke. Prøv igen senere.',
    nameInvalid: 'Navnet kunne ikke bruges. Brug 1 til 120 tegn.',
    tooManyTeams: 'Du ejer allerede 20 teamvurderinger; slet en først.',
    labelInvalid: 'Noten kunne ikke bruges. Brug højst 120 tegn.',
    tooManyInvitations:
      'Teamet har allerede 20 aktive invitationslinks, eller dine teams har 100 tilsammen; tilbagekald et først.',
    invitationsDailyLimit:
      'Du har lavet så mange invitationer, som der kan laves på 24 timer (50 pr. team, 100 i alt). Prøv igen senere.',
    notOwner: 'Kun teamets ejer kan gøre det.',
    teamGone: 'Teamvurderingen findes ikke længere, eller du er ikke længere medlem af den.',
    invitationGone: 'Det invitationslink findes ikke længere.',
    invitationUnknown:
      'Dette invitationslink er ikke gyldigt. Tjek, at hele linket kom med, eller bed teamets ejer om et nyt.',
    invitationRevoked: 'Dette invitationslink er tilbagekaldt af teamets ejer. Bed dem om et nyt.',
    invitationExpired: 'Dette invitationslink er udløbet. Bed teamets ejer om et nyt.',
    teamFull: 'Teamvurderingen er fuld (100 medlemmer).',
    memberGone: 'Det medlem er ikke længere med i teamet.',
    ownerStays: 'Ejeren kan ikke fjernes; slet teamvurderingen i stedet.',
    ownerCannotLeave: 'Som ejer kan du ikke forlade teamet; slet teamvurderingen i stedet.',
    noOpenRound: 'Der er ingen åben runde at lukke.',
    roundStillOpen: 'En runde er stadig åben; luk den, før du starter en ny.',
    minimumInvalid: 'Det minimum kan ikke bruges. Skriv et helt tal fra 3 til 100.',
    emailInvalid: 'Adressen kunne ikke bruges. Skriv én e-mailadresse, fx navn@eksempel.dk.',
    emailRateLimited:
      'For mange invitationer via e-mail lige nu: fra dig den seneste time, til denne adresse i dag eller fra alle tilsammen. Prøv igen senere.',
    emailNotSent:
      'Invitationen kunne ikke sendes via e-mail, så linket blev tilbagekaldt med det samme. Prøv igen senere.',
    emailUnavailable:
      'Invitationer via e-mail er ikke tilgængelige lige nu. Opret et invitationslink, og send det selv.',
  },
};

export const teamsTranslations = defineTranslations({ en, da });

/** Keys whose Danish text is the English one on purpose. */
export const TEAMS_SAME_IN_BOTH_LANGUAGES: string[] = [];
