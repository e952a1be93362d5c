// Streams a report from the generate-report function (POST /api/generate-report on the product's own
// host) and hands each decoded piece to onPiece as it arrives. Failures come back as one small union,
// so every page that streams shows the same, translated messages. A stored report's answers are sent
// as the function reads them, followed by the person's notes on them (answersAsText).
import { QUESTIONS } from '@ahc/assessment-model';
import type { ReportRow } from '#shared/data/report-row.ts';
import type { ReportNotes } from '../../notes/index.ts';

/** The most the function reads (its MAX_ANSWERS_LENGTH, in UTF-16 units as String.length counts). */
export const GENERATOR_INPUT_LIMIT = 20_000;

const NOTES_HEADING =
  'Notes the person wrote on their answers (their own words, with links to their evidence):';

// The function reads `question_id: option_key` (or `=`) wherever it appears, a later one replacing an
// earlier answer. A question id in a note's words or links must not read as an answer: in the words it
// loses its underscore, in a link the underscore is percent-encoded (the same address).
const QUESTION_ID = new RegExp(
  `(?<![A-Za-z0-9_])(${QUESTIONS.map((question) => question.id).join('|')})(?![A-Za-z0-9_])`,
  'g',
);
const neutralWords = (text: string) => text.replace(QUESTION_ID, (id) => id.replace('_', ' '));
const neutralLink = (link: string) => link.replace(QUESTION_ID, (id) => id.replace('_', '%5F'));

/** At most `limit` UTF-16 units, cut between characters and marked with an ellipsis when cut. */
function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > limit - 1) break;
    kept += character;
  }
  return `${kept}…`;
}

/**
 * The answers as the generate-report function reads them: one `question_id: option_key` line each; then,
 * when there are notes, one line per note (its words on one line, then its links), in question order.
 * The whole stays within what the function reads: when the notes are long, each gets an equal share.
 */
export function answersAsText(row: Pick<ReportRow, 'answers'>, notes: ReportNotes = {}): string {
  const answers = QUESTIONS.map((question) => `${question.id}: ${row.answers[question.id]}`).join('\n');
  const lines = QUESTIONS.flatMap((question) => {
    const note = notes[question.id];
    if (!note) return [];
    const words = neutralWords(note.note.replace(/\s+/g, ' ').trim());
    const links = note.links.map(neutralLink).join(' ');
    const parts = [words, links && `(links: ${links})`].filter(Boolean).join(' ');
    return [`- On ${question.id} — ${parts}`];
  });
  if (lines.length === 0) return answers;
  const head = `${answers}\n\n${NOTES_HEADING}\n`;
  // Each line's share of what is left, its line break included.
  const share = Math.floor((GENERATOR_INPUT_LIMIT - head.length) / lines.length) - 1;
  return head + lines.map((line) => shortened(line, share)).join('\n');
}

export type StreamFailure =
  'no-connection' | 'bad-input' | 'too-long' | 'too-many' | 'unavailable' | 'interrupted';

export type StreamResult =
  { outcome: 'done' } | { outcome: 'stopped' } | { outcome: 'failed'; failure: StreamFailure };

export type StreamRequest = {
  url: string;
  answers: string;
  language: 'en' | 'da';
  /** The session's access token, or the anon key: the function gateway verifies a JWT. */
  token: string;
  anonKey: string;
  signal: AbortSignal;
  onPiece(text: string): void;
  fetchImpl?: typeof fetch;
};

function failureForStatus(status: number): StreamFailure {
  if (status === 429) return 'too-many';
  if (status === 413) return 'too-long';
  if (status === 400) return 'bad-input';
  return 'unavailable';
}

export async function streamReport(request: StreamRequest): Promise<StreamResult> {
  const fetchImpl = request.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${request.token}`,
        apikey: request.anonKey,
      },
      body: JSON.stringify({ answers: request.answers, language: request.language }),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) return { outcome: 'stopped' };
    console.error('[reports] generate-report request failed', error);
    return { outcome: 'failed', failure: 'no-connection' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { outcome: 'failed', failure: failureForStatus(response.status) };
  }
  if (!response.body) return { outcome: 'failed', failure: 'no-connection' };

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { outcome: 'done' };
      if (value) request.onPiece(value);
    }
  } catch (error) {
    if (request.signal.aborted) return { outcome: 'stopped' };
    console.error('[reports] the report stream broke', error);
    return { outcome: 'failed', failure: 'interrupted' };
  }
}
