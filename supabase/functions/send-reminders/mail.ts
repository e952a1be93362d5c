// The reassessment reminders in English or Danish, in the product's e-mail frame (the one the Auth
// e-mails use). A person's own: when they last assessed and with what overall score, where their
// improvement plan stands, counted as the dashboard counts it (the assessment model's planStanding:
// "16 of 18 recommendations open, 2 in progress", and the number in each of the dashboard's states),
// what is in progress or planned (named by topic, as the report page names it), and a link that starts
// the next assessment. A team's, to its owner: the team's last round, when it closed and the team's
// score, a link to the team's page where the next round is opened. Both end with a one-click
// unsubscribe link. Every link opens in the e-mail's language (the caller makes them with
// linkInLanguage). HTML and plain text say the same; a team's name is escaped in the HTML and kept on
// one line in the subject; Danish quotes with » «.
import {
  type AssessmentLanguage,
  describeQuestion,
  type PartialAnswers,
  PLAN_STATES,
  type PlanAdvice,
  type PlanCounts,
  planStanding,
  type PlanState,
  type PlanStatus,
  QUESTIONS,
} from '../_shared/assessment-model.ts';
import {
  escapeHtml,
  intlLocale,
  mailButton,
  mailDocument,
  mailLink,
  mailParagraph,
  oneLine,
  PRODUCT_NAME,
} from '../_shared/common.ts';

export type PlanItem = PlanAdvice & { status: PlanStatus };

type Common = { language: AssessmentLanguage; assessedAt: string; link: string; unsubscribeLink: string };

export type ReminderMail =
  | (Common & { kind: 'personal'; overallScore: number; answers: PartialAnswers; planItems: PlanItem[] })
  | (Common & { kind: 'team'; teamName: string; roundNumber: number; overallScore: number | null });

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

const TEXTS = {
  en: {
    subject: 'Time to check your architecture again',
    last: (date: string, score: number) =>
      `Your last ${PRODUCT_NAME} was on ${date}, with an overall score of ${score} out of 100.`,
    again:
      'You asked to be reminded to measure again: 20 questions, about ten minutes, and your report shows what has changed.',
    counts: (c: PlanCounts) =>
      `In your improvement plan, ${c.remaining} of ${c.total} ${c.total === 1 ? 'recommendation' : 'recommendations'} ${
        c.remaining === 1 ? 'is' : 'are'
      } open, ${c.in_progress} of them in progress.`,
    noRecommendations:
      'Your last assessment left no recommendations: every answer was at the strongest level.',
    states: {
      open: 'Not planned',
      planned: 'Planned',
      in_progress: 'In progress',
      done: 'Done',
      not_applicable: 'Not applicable',
    } satisfies Record<PlanState, string>,
    underway: 'In progress and planned:',
    button: 'Start the next assessment',
    unsubscribe: 'Don’t want these reminders? Unsubscribe with one click, no sign-in needed:',
    unsubscribeButton: 'Unsubscribe',
    team: {
      subject: (team: string) => `Time to measure “${team}” again`,
      last: (round: number, team: string, date: string, score: number | null) =>
        `Round ${round} of the team assessment for “${team}” closed on ${date}, ${
          score === null
            ? 'with too few answers for a team score'
            : `with a team score of ${score} out of 100`
        }.`,
      next: 'You asked to be reminded when it is time for the next round. Open it on the team’s page, and the members can answer.',
      button: 'Go to the team’s page',
      unsubscribe: (team: string) =>
        `Don’t want these reminders for “${team}”? Turn them off with one click, no sign-in needed:`,
    },
  },
  da: {
    subject: 'Tid til at se på din arkitektur igen',
    last: (date: string, score: number) =>
      `Din seneste ${PRODUCT_NAME} var den ${date}, med en samlet score på ${score} ud af 100.`,
    again:
      'Du bad om en påmindelse om at måle igen: 20 spørgsmål, omkring ti minutter, og din rapport viser, hvad der har ændret sig.',
    counts: (c: PlanCounts) =>
      `I din forbedringsplan er ${c.remaining} af ${c.total} ${c.total === 1 ? 'anbefaling' : 'anbefalinger'} ${
        c.remaining === 1 ? 'åben' : 'åbne'
      }, heraf ${c.in_progress} i gang.`,
    noRecommendations: 'Din seneste vurdering gav ingen anbefalinger: alle svar var på det stærkeste niveau.',
    states: {
      open: 'Ikke planlagt',
      planned: 'Planlagt',
      in_progress: 'I gang',
      done: 'Færdig',
      not_applicable: 'Ikke relevant',
    } satisfies Record<PlanState, string>,
    underway: 'I gang og planlagt:',
    button: 'Start den næste vurdering',
    unsubscribe: 'Vil du ikke have disse påmindelser? Afmeld dem med ét klik, uden at logge ind:',
    unsubscribeButton: 'Afmeld',
    team: {
      subject: (team: string) => `Tid til at måle »${team}« igen`,
      last: (round: number, team: string, date: string, score: number | null) =>
        `Runde ${round} af teamvurderingen af »${team}« blev afsluttet den ${date}, ${
          score === null ? 'med for få svar til en teamscore' : `med en teamscore på ${score} ud af 100`
        }.`,
      next: 'Du bad om en påmindelse, når det er tid til næste runde. Åbn den på teamets side, så kan medlemmerne svare.',
      button: 'Gå til teamets side',
      unsubscribe: (team: string) =>
        `Vil du ikke have disse påmindelser for »${team}«? Slå dem fra med ét klik, uden at logge ind:`,
    },
  },
} as const;

/** The day of the last assessment as a reader of the language writes it, in UTC. */
export function formatDay(iso: string, language: AssessmentLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** The plan against the newest report, as the dashboard shows it: the counts, and what is underway. */
export function planOfReminder(answers: PartialAnswers, items: readonly PlanItem[]) {
  const { counts, byQuestion } = planStanding(answers, items);
  // In progress first, then planned; each in the product's order of questions.
  const underway = (['in_progress', 'planned'] as const).flatMap((status) =>
    QUESTIONS.filter((question) => byQuestion.get(question.id)?.status === status).map((question) => ({
      questionId: question.id,
      status,
    })),
  );
  return { counts, underway };
}

type Block = { text: string; html: string };

const paragraph = (text: string): Block => ({ text, html: mailParagraph(text) });

/** Where the plan stands: the sentence, the count in each state, and the items underway by topic. */
function planBlocks(mail: Extract<ReminderMail, { kind: 'personal' }>): Block[] {
  const texts = TEXTS[mail.language];
  const { counts, underway } = planOfReminder(mail.answers, mail.planItems);
  if (counts.total === 0) return [paragraph(texts.noRecommendations)];
  const states = PLAN_STATES.map((state) => `${texts.states[state]}: ${counts[state]}`);
  const blocks: Block[] = [
    paragraph(texts.counts(counts)),
    {
      text: states.join(' · '),
      html: `<p style="margin:0 0 16px;font-size:14px;">${states.map(escapeHtml).join(' &middot; ')}</p>`,
    },
  ];
  if (underway.length > 0) {
    const lines = underway.map(
      (item) =>
        `${describeQuestion(item.questionId, mail.language).topic} (${texts.states[item.status].toLowerCase()})`,
    );
    blocks.push({
      text: [texts.underway, ...lines.map((line) => `- ${line}`)].join('\n'),
      html:
        `<p style="margin:0 0 8px;">${escapeHtml(
          texts.underway,
        )}</p>\n<ul style="margin:0 0 16px;padding-left:20px;">\n` +
        `${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`,
    });
  }
  return blocks;
}

export function composeReminderMail(mail: ReminderMail): ComposedMail {
  const texts = TEXTS[mail.language];
  const day = formatDay(mail.assessedAt, mail.language);
  const team = mail.kind === 'team' ? oneLine(mail.teamName) : '';
  const subject = mail.kind === 'team' ? texts.team.subject(team) : texts.subject;
  const blocks =
    mail.kind === 'team'
      ? [
          paragraph(texts.team.last(mail.roundNumber, team, day, mail.overallScore)),
          paragraph(texts.team.next),
        ]
      : [paragraph(texts.last(day, mail.overallScore)), ...planBlocks(mail), paragraph(texts.again)];
  const button = mail.kind === 'team' ? texts.team.button : texts.button;
  const unsubscribe = mail.kind === 'team' ? texts.team.unsubscribe(team) : texts.unsubscribe;
  const html = mailDocument({
    language: mail.language,
    title: subject,
    contentHtml: [...blocks.map((block) => block.html), mailButton(mail.link, button)].join('\n'),
    footerHtml: `${escapeHtml(unsubscribe)} ${mailLink(mail.unsubscribeLink, texts.unsubscribeButton)}`,
  });
  const text = [
    ...blocks.map((block) => block.text),
    `${button}: ${mail.link}`,
    `${unsubscribe} ${mail.unsubscribeLink}`,
  ].join('\n\n');
  return { subject: oneLine(subject), html, text };
}
