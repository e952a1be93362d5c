// The assessment without JavaScript: plain HTML forms posted to the host, one question per page, as the
// scripted flow asks them (docs/decisions.md "The assessment without JavaScript"). /start's button posts
// here when the browser runs no script; each page carries the answers so far as hidden fields, so
// nothing is stored anywhere, and the host answers with the next page: the question asked again with
// "Choose one of the answers" when none was picked, the previous one on Back, and after the 20th the
// result as the scripted flow shows it before any account (overall score, band, the four areas), worked
// out by the assessment model. A page never goes past the first unanswered question, whatever the form
// says; an answer that is not one of its question's options counts as none. A body that is not a form,
// or too large, gets a page that says so, never an error of the server's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Answers, QUESTIONS, isOptionOf } from '@ahc/assessment-model';
import { requestLanguage } from '@ahc/platform/first-render';
import {
  PLAIN_ASSESSMENT_PATH,
  PLAIN_PAGE_POLICY,
  questionPage,
  resultPage,
  unreadablePage,
} from './assessment-page.ts';

export { PLAIN_ASSESSMENT_PATH };

/** Twenty answers and the step fit in well under 2 KB; anything near this is no form of these pages. */
const MAX_BODY_BYTES = 16 * 1024;

type Read = { ok: true; form: URLSearchParams } | { ok: false; status: 400 | 413 | 415 };

async function readForm(req: IncomingMessage): Promise<Read> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    return { ok: false, status: 415 };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      req.resume();
      return { ok: false, status: 413 };
    }
    chunks.push(chunk);
  }
  try {
    return {
      ok: true,
      form: new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))),
    };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** What the form asks for: the answers it carries, the page it was on, and where to go from there. */
export function nextStep(form: URLSearchParams): {
  answers: Partial<Answers>;
  index: number;
  chooseError: boolean;
} {
  const answers: Partial<Answers> = {};
  for (const question of QUESTIONS) {
    const value = form.get(question.id);
    if (isOptionOf(question.id, value)) (answers as Record<string, string>)[question.id] = value;
  }
  const firstUnanswered = QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  const reachable = firstUnanswered === -1 ? QUESTIONS.length : firstUnanswered;
  const step = Number.parseInt(form.get('step') ?? '', 10);
  const from = Number.isInteger(step) && step >= 0 && step <= QUESTIONS.length ? step : 0;
  const go = form.get('go');
  let index = from;
  let chooseError = false;
  if (go === 'back') index = Math.max(from - 1, 0);
  else if (go === 'next') {
    if (from < QUESTIONS.length && answers[QUESTIONS[from]!.id] === undefined) chooseError = true;
    else index = from + 1;
  }
  // Never past the first unanswered question (a changed form, or an answer taken away).
  if (index > reachable) {
    index = reachable;
    chooseError = false;
  }
  return { answers, index, chooseError };
}

function send(res: ServerResponse, status: number, language: string, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-language': language,
    'cache-control': 'no-store',
    'content-security-policy': PLAIN_PAGE_POLICY,
  });
  res.end(html);
}

export async function answerPlainAssessment(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const language = requestLanguage({
    query: url.searchParams.get('lang'),
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  let read: Read;
  try {
    read = await readForm(req);
  } catch {
    // The body broke off (the visitor went away): nobody is left to answer.
    res.destroy();
    return;
  }
  if (!read.ok) return send(res, read.status, language, unreadablePage(language));
  const { answers, index, chooseError } = nextStep(read.form);
  if (index === QUESTIONS.length) return send(res, 200, language, resultPage(language, answers as Answers));
  send(res, chooseError ? 422 : 200, language, questionPage(language, index, answers, chooseError));
}
