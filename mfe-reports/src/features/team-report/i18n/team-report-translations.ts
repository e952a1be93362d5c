// The team report's texts (namespace 'reports-team-report'), in English and Danish with the same keys: a
// round's figures, charts, agreement, risks and plan, a round without figures, and the CSV's column
// names. Question, answer, area and recommendation texts come from @ahc/assessment-model; loading a team,
// a member without a name and a round's state are the remote's shared texts.
import { defineTranslations } from '@ahc/platform';

const en = {
  states: {
    roundNotFound: {
      title: 'There is no round {{number}}',
      text: 'This team assessment has no round with that number. The latest round is the one shown by default.',
      latest: 'Show the latest round',
    },
  },
  report: {
    title: 'Team report: {{name}}',
    backToTeam: 'Back to the team',
    roundLine: 'Round {{number}} ({{status}}), opened {{date}}',
    answersLine_one: '{{count}} member has answered.',
    answersLine_other: '{{count}} members have answered.',
    roundPicker: 'Round',
    roundOption: 'Round {{number}} ({{status}})',
    roundOpen: {
      title: 'Round {{number}} is still open',
      text_one:
        '{{answers}} of {{count}} member has answered. The figures appear when the owner closes the round, if at least {{min}} members have answered by then.',
      text_other:
        '{{answers}} of {{count}} members have answered. The figures appear when the owner closes the round, ' +
        'if at least {{min}} members have answered by then.',
    },
    notEnough: {
      title: 'Too few answers',
      text_one:
        'Round {{number}} closed with {{count}} answer, fewer than the {{min}} it needed, so it has no figures.',
      text_other:
        'Round {{number}} closed with {{count}} answers, fewer than the {{min}} it needed, so it has no figures.',
    },
    whyWait:
      'Why wait? If the figures changed with every answer, anyone could compare them before and after a ' +
      'colleague answered and work out what that colleague picked. So they appear once, for the whole ' +
      'closed round, and only when enough people answered that no single person stands out.',
    whoAnswered: 'Who has answered (only you see this)',
    nobodyYet: 'Nobody has answered yet.',
    actionsLabel: 'Print and download',
    print: 'Print / save as PDF',
    downloadCsv: 'Download the numbers (CSV)',
    anonymous:
      'Who picked what stays anonymous: the report shows how many chose each answer, never who. Your own answer is marked.',
    summaryHeading: 'The team’s score',
    summaryScoreLabel: 'Team score (mean)',
    spread: 'Spread: ± {{spread}} points',
    spreadHelp:
      'How far apart the members’ scores are (standard deviation): 0 means everyone scored the same.',
    agreement: 'Agreement: {{percent}}%',
    agreementHelp:
      'How close the members’ answers are, question by question: 100% means everyone picked the same ' +
      'answer, 0% an even split between the weakest and the strongest.',
    level: { agree: 'agree', partly: 'partly agree', disagree: 'disagree' },
    areasHeading: 'By area',
    areasIntro:
      'Each area’s mean score; the thin line spans mean ± spread. Agreement is for the area’s five questions.',
    areasLabel: 'Team score per area',
    areaValue: '{{mean}} / 100, spread ± {{spread}}',
    areaAgreement: 'Agreement {{percent}}% ({{level}})',
    risksHeading: 'The team’s top risks',
    risksIntro:
      'The questions where you agree, and agree that the answer is weak: nobody sees them differently, so they are the surest risks. Most important first.',
    risksNone: 'You agree on no weak answer. Start with the questions where you disagree, below.',
    risksMore_one: 'You agree on a weak answer in {{count}} more question; every question is listed below.',
    risksMore_other:
      'You agree on a weak answer in {{count}} more questions; every question is listed below.',
    teamAnswer: 'The team’s answer',
    atOrBelow: '{{count}} of {{total}} gave this answer or a weaker one',
    riskAgreement: 'agreement {{percent}}%',
    planHeading: 'The team’s plan',
    planIntro:
      'What the model recommends for the team’s answers, most important first: the weak answers you agree ' +
      'on lead, then the weakest answers in the weakest areas.',
    planNone: 'The team’s answer is the strongest one on every question: there is nothing to recommend.',
    talkHeading: 'Talk about these first',
    talkIntro:
      'The questions where the team’s answers are furthest apart, with what the model recommends for the weakest answer given.',
    talkNone: 'You gave the same answer on every question: nothing stands out to talk about.',
    weakest: 'Weakest answer given',
    action: 'What to do',
    why: 'Why it matters',
    questionsHeading: 'Every question',
    questionsIntro: 'How many members picked each answer, weakest first.',
    distributionLabel: 'Answers to question {{number}}',
    optionCount: '{{count}} of {{total}}',
    optionCountRead: '{{count}} of {{total}} members',
    yourPick: 'Your answer',
    consensus: 'Agreement {{percent}}% ({{level}})',
    historyHeading: 'How the rounds compare',
    historyIntro: 'The team’s score and agreement, round by round.',
    historySingle: 'After the next round, this shows how the score and the agreement changed.',
    chartLabel: 'Team score and agreement per round',
    scoreSeries: 'Team score',
    agreementSeries: 'Agreement (%)',
    roundAxis: 'Round {{number}}',
    roundPoint: 'Round {{number}}: team score {{score}}, agreement {{percent}}%',
    roundStillOpen: 'Round {{number}}: still open, no figures yet',
    roundNoNumbers: 'Round {{number}}: closed with too few answers, no figures',
    change: {
      score: 'Score {{change}} points',
      agreement: 'agreement {{change}} percentage points',
    },
    openRound: 'See round {{number}}',
  },
  csv: {
    category: 'area',
    question: 'question',
    option: 'answer {{position}}',
    count: 'count {{position}}',
    agreement: 'agreement',
    weakest: 'weakest answer given',
    yourAnswer: 'your answer',
    sharedNotes: 'notes shared by the team',
  },
};

const da: typeof en = {
  states: {
    roundNotFound: {
      title: 'Der er ingen runde {{number}}',
      text: 'Teamvurderingen har ingen runde med det nummer. Den seneste runde er den, der vises som standard.',
      latest: 'Vis den seneste runde',
    },
  },
  report: {
    title: 'Teamrapport: {{name}}',
    backToTeam: 'Tilbage til teamet',
    roundLine: 'Runde {{number}} ({{status}}), åbnet {{date}}',
    answersLine_one: '{{count}} medlem har svaret.',
    answersLine_other: '{{count}} medlemmer har svaret.',
    roundPicker: 'Runde',
    roundOption: 'Runde {{number}} ({{status}})',
    roundOpen: {
      title: 'Runde {{number}} er stadig åben',
      text_one:
        '{{answers}} af {{count}} medlem har svaret. Tallene vises, når ejeren lukker runden, hvis mindst {{min}} medlemmer har svaret til den tid.',
      text_other:
        '{{answers}} af {{count}} medlemmer har svaret. Tallene vises, når ejeren lukker runden, hvis mindst {{min}} medlemmer har svaret til den tid.',
    },
    notEnough: {
      title: 'For få svar',
      text_one:
        'Runde {{number}} blev lukket med {{count}} svar, færre end de {{min}}, den skulle have, så den har ingen tal.',
      text_other:
        'Runde {{number}} blev lukket med {{count}} svar, færre end de {{min}}, den skulle have, så den har ingen tal.',
    },
    whyWait:
      'Hvorfor vente? Hvis tallene ændrede sig ved hvert svar, kunne enhver sammenligne dem før og efter, ' +
      'at en kollega svarede, og regne ud, hvad kollegaen valgte. Derfor vises de én gang, for hele den ' +
      'lukkede runde, og kun når så mange har svaret, at ingen enkelt person skiller sig ud.',
    whoAnswered: 'Hvem der har svaret (kun du ser dette)',
    nobodyYet: 'Ingen har svaret endnu.',
    actionsLabel: 'Udskriv og hent',
    print: 'Udskriv / gem som PDF',
    downloadCsv: 'Hent tallene (CSV)',
    anonymous:
      'Hvem der valgte hvad, forbliver anonymt: rapporten viser, hvor mange der valgte hvert svar, aldrig hvem. Dit eget svar er markeret.',
    summaryHeading: 'Teamets score',
    summaryScoreLabel: 'Teamets score (gennemsnit)',
    spread: 'Spredning: ± {{spread}} point',
    spreadHelp:
      'Hvor langt medlemmernes scorer ligger fra hinanden (standardafvigelse): 0 betyder, at alle fik samme score.',
    agreement: 'Enighed: {{percent}} %',
    agreementHelp:
      'Hvor tæt medlemmernes svar ligger, spørgsmål for spørgsmål: 100 % betyder, at alle valgte samme ' +
      'svar, 0 % en ligelig fordeling mellem det svageste og det stærkeste.',
    level: { agree: 'enige', partly: 'delvist enige', disagree: 'uenige' },
    areasHeading: 'Pr. område',
    areasIntro:
      'Hvert områdes gennemsnitlige score; den tynde streg spænder over gennemsnit ± spredning. Enigheden gælder områdets fem spørgsmål.',
    areasLabel: 'Teamets score pr. område',
    areaValue: '{{mean}} / 100, spredning ± {{spread}}',
    areaAgreement: 'Enighed {{percent}} % ({{level}})',
    risksHeading: 'Teamets største risici',
    risksIntro:
      'De spørgsmål, hvor I er enige, og enige om, at svaret er svagt: ingen ser dem anderledes, så de er de sikreste risici. Det vigtigste først.',
    risksNone: 'I er ikke enige om noget svagt svar. Begynd med de spørgsmål, hvor I er uenige, nedenfor.',
    risksMore_one: 'I er enige om et svagt svar i {{count}} spørgsmål mere; alle spørgsmål står nedenfor.',
    risksMore_other: 'I er enige om et svagt svar i {{count}} spørgsmål mere; alle spørgsmål står nedenfor.',
    teamAnswer: 'Teamets svar',
    atOrBelow: '{{count}} af {{total}} gav dette svar eller et svagere',
    riskAgreement: 'enighed {{percent}} %',
    planHeading: 'Teamets plan',
    planIntro:
      'Det, modellen anbefaler ud fra teamets svar, det vigtigste først: de svage svar, I er enige om, ' +
      'kommer først, derefter de svageste svar i de svageste områder.',
    planNone: 'Teamets svar er det stærkeste på alle spørgsmål: der er intet at anbefale.',
    talkHeading: 'Tal om disse først',
    talkIntro:
      'De spørgsmål, hvor teamets svar ligger længst fra hinanden, med modellens anbefaling til det svageste svar, der blev givet.',
    talkNone: 'I gav samme svar på alle spørgsmål: intet skiller sig ud at tale om.',
    weakest: 'Det svageste svar i teamet',
    action: 'Hvad teamet kan gøre',
    why: 'Hvorfor det betyder noget',
    questionsHeading: 'Alle spørgsmål',
    questionsIntro: 'Hvor mange medlemmer der valgte hvert svar, svageste først.',
    distributionLabel: 'Svar på spørgsmål {{number}}',
    optionCount: '{{count}} af {{total}}',
    optionCountRead: '{{count}} af {{total}} medlemmer',
    yourPick: 'Dit svar',
    consensus: 'Enighed {{percent}} % ({{level}})',
    historyHeading: 'Sådan ser runderne ud over tid',
    historyIntro: 'Teamets score og enighed, runde for runde.',
    historySingle: 'Efter næste runde viser dette, hvordan scoren og enigheden har ændret sig.',
    chartLabel: 'Teamets score og enighed pr. runde',
    scoreSeries: 'Teamets score',
    agreementSeries: 'Enighed (%)',
    roundAxis: 'Runde {{number}}',
    roundPoint: 'Runde {{number}}: teamets score {{score}}, enighed {{percent}} %',
    roundStillOpen: 'Runde {{number}}: stadig åben, ingen tal endnu',
    roundNoNumbers: 'Runde {{number}}: lukket med for få svar, ingen tal',
    change: {
      score: 'Score {{change}} point',
      agreement: 'enighed {{change}} procentpoint',
    },
    openRound: 'Se runde {{number}}',
  },
  csv: {
    category: 'område',
    question: 'spørgsmål',
    option: 'svar {{position}}',
    count: 'antal {{position}}',
    agreement: 'enighed',
    weakest: 'svageste svar i teamet',
    yourAnswer: 'dit svar',
    sharedNotes: 'noter fra teamet',
  },
};

export const teamReportTranslations = defineTranslations({ en, da });
