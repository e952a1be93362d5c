// Streams a report from the generate-report function (POST /api/generate-report on the product's own
// host) and hands each decoded piece to onPiece as it arrives. Failures come back as one small union,
// so every page that streams shows the same, translated messages. A stored report's answers are sent
// as the function reads them (answersAsText).
import { QUESTIONS } from '@ahc/assessment-model';
import type { ReportRow } from '#shared/data/report-row.ts';

/** The answers as the generate-report function reads them: one `question_id: option_key` line each. */
export function answersAsText(row: Pick<ReportRow, 'answers'>): string {
  return QUESTIONS.map((question) => `${question.id}: ${row.answers[question.id]}`).join('\n');
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
