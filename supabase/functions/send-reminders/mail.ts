// The reassessment reminders in English or Danish. A person's own: when they last assessed and with what
// overall score, what is still open in their improvement plan, a link that starts the next assessment.
// A team's, to its owner: the team's last round, when it closed and the team's score, a link to the
// team's page where the next round is opened. Both end with a one-click unsubscribe link. HTML and plain
// text say the same; the question topics come from the assessment model, so the mail names them as the
// report page does; a team's name is escaped in the HTML and kept on one line in the subject.
import {
  type AssessmentLanguage,
  type QuestionId,
  describeQuestion,
  isQuestionId,
} from '../_shared/assessment-model.ts';
import { escapeHtml, intlLocale, oneLine } from '../_shared/common.ts';

export type OpenPlanItem = { questionId: string; status: 'planned' | 'in_progress' };

type Common = { language: AssessmentLanguage; assessedAt: string; link: string; unsubscribeLink: string };

export type ReminderMail =
  | (Common & { kind: 'personal'; overallScore: number; openPlanItems: OpenPlanItem[] })
  | (Common & { kind: 'team'; teamName: string; roundNumber: number; overallScore: number | null });

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
}

const PRODUCT = 'Architecture Health Check';

const TEXTS = {
  en: {
    subject: 'Time to check your architecture again',
    last: (date: string, score: number) =>
      `Your last ${PRODUCT} was on ${date}, with an overall score of ${score} out of 100. ` +
      'You asked to be reminded to measure again: 20 questions, about ten minutes, ' +
      'and your report shows what has changed.',
    open: (count: number) =>
      count === 1
        ? 'One item in your improvement plan is still open:'
        : `${count} items in your improvement plan are still open:`,
    noneOpen: 'Your improvement plan has no open items.',
    status: { planned: 'planned', in_progress: 'in progress' },
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
      `Din seneste ${PRODUCT} var den ${date}, med en samlet score på ${score} ud af 100. ` +
      'Du bad om en påmindelse om at måle igen: 20 spørgsmål, omkring ti minutter, ' +
      'og din rapport viser, hvad der har ændret sig.',
    open: (count: number) =>
      count === 1
        ? 'Ét punkt i din forbedringsplan er stadig åbent:'
        : `${count} punkter i din forbedringsplan er stadig åbne:`,
    noneOpen: 'Din forbedringsplan har ingen åbne punkter.',
    status: { planned: 'planlagt', in_progress: 'i gang' },
    button: 'Start den næste vurdering',
    unsubscribe: 'Vil du ikke have disse påmindelser? Afmeld dem med ét klik, uden at logge ind:',
    unsubscribeButton: 'Afmeld',
    team: {
      subject: (team: string) => `Tid til at måle “${team}” igen`,
      last: (round: number, team: string, date: string, score: number | null) =>
        `Runde ${round} af teamvurderingen af “${team}” blev afsluttet den ${date}, ${
          score === null ? 'med for få svar til en teamscore' : `med en teamscore på ${score} ud af 100`
        }.`,
      next: 'Du bad om en påmindelse, når det er tid til næste runde. Åbn den på teamets side, så kan medlemmerne svare.',
      button: 'Gå til teamets side',
      unsubscribe: (team: string) =>
        `Vil du ikke have disse påmindelser for “${team}”? Slå dem fra med ét klik, uden at logge ind:`,
    },
  },
} as const;

/** The day of the last assessment as a reader of the language writes it, in UTC. */
export function formatDay(iso: string, language: AssessmentLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** "Topic (status)" for each open item; an id the model no longer has is left out (it has no topic). */
function itemLines(items: OpenPlanItem[], language: AssessmentLanguage): string[] {
  return items
    .filter((item): item is OpenPlanItem & { questionId: QuestionId } => isQuestionId(item.questionId))
    .map(
      (item) =>
        `${describeQuestion(item.questionId, language).topic} (${TEXTS[language].status[item.status]})`,
    );
}

/** The paragraphs before the links, as text and as HTML. */
function opening(mail: ReminderMail): { subject: string; text: string[]; html: string[] } {
  const texts = TEXTS[mail.language];
  const day = formatDay(mail.assessedAt, mail.language);
  if (mail.kind === 'team') {
    const team = oneLine(mail.teamName);
    const last = texts.team.last(mail.roundNumber, team, day, mail.overallScore);
    return {
      subject: texts.team.subject(team),
      text: [last, texts.team.next],
      html: [`<p>${escapeHtml(last)}</p>`, `<p>${escapeHtml(texts.team.next)}</p>`],
    };
  }
  const last = texts.last(day, mail.overallScore);
  const items = itemLines(mail.openPlanItems, mail.language);
  return {
    subject: texts.subject,
    text: [
      last,
      items.length > 0
        ? [texts.open(items.length), ...items.map((line) => `- ${line}`)].join('\n')
        : texts.noneOpen,
    ],
    html: [
      `<p>${escapeHtml(last)}</p>`,
      items.length > 0
        ? `<p>${escapeHtml(texts.open(items.length))}</p>\n<ul>\n${items
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join('\n')}\n</ul>`
        : `<p>${escapeHtml(texts.noneOpen)}</p>`,
    ],
  };
}

export function composeReminderMail(mail: ReminderMail): ComposedMail {
  const texts = TEXTS[mail.language];
  const start = opening(mail);
  const button = mail.kind === 'team' ? texts.team.button : texts.button;
  const unsubscribe =
    mail.kind === 'team' ? texts.team.unsubscribe(oneLine(mail.teamName)) : texts.unsubscribe;
  const html = [
    ...start.html,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(unsubscribe)} <a href="${escapeHtml(mail.unsubscribeLink)}">${escapeHtml(
      texts.unsubscribeButton,
    )}</a></p>`,
  ].join('\n');
  const text = [...start.text, `${button}: ${mail.link}`, `${unsubscribe} ${mail.unsubscribeLink}`].join(
    '\n\n',
  );
  return { subject: oneLine(start.subject), html, text };
}
