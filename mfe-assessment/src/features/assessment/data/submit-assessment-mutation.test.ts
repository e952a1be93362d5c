import { answersAt } from '@ahc/assessment-model';
import { type AppError, toAppError } from '@ahc/platform/data';
import {
  type FakeReply,
  createFakeSupabase,
  createTestPlatform,
  httpReply,
  networkError,
  postgrestError,
} from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { submittedReport } from '#shared/testing/render-page.tsx';
import { submitAssessment, submitProblem, submittedNotes } from './submit-assessment-mutation.ts';

const SUBMISSION_ID = '0b7e8c1a-2f4d-4e6a-9c3b-1d2e3f4a5b6c';

function backendAnswering(reply?: FakeReply) {
  const backend = createFakeSupabase();
  backend.rpc('submit_assessment', (args) => submittedReport('report-1', args));
  if (reply) backend.answer('rpc submit_assessment', reply);
  return { backend, supabase: createTestPlatform({ supabase: backend }).supabaseClient };
}

/** The report id, or the page's reading of the failure. */
const outcome = (promise: Promise<string>) =>
  promise.then(
    (reportId) => ({ ok: true, reportId }),
    (error: unknown) => ({
      ok: false,
      error: submitProblem(toAppError(error, { during: 'test' }) satisfies AppError),
    }),
  );

describe('submitAssessment', () => {
  it('posts the answers and the submission id to submit_assessment and returns the report id', async () => {
    const { backend, supabase } = backendAnswering();
    expect(await outcome(submitAssessment(supabase, answersAt(2), SUBMISSION_ID, undefined))).toEqual({
      ok: true,
      reportId: 'report-1',
    });
    expect(
      backend
        .calls('rpc submit_assessment')
        .map(({ method, url, body }) => ({ method, url: url.href, body })),
    ).toEqual([
      {
        method: 'POST',
        url: 'http://supabase.test/rest/v1/rpc/submit_assessment',
        body: { answers: answersAt(2), submission_id: SUBMISSION_ID },
      },
    ]);
  });

  it('sends the notes with the answers, in the same call, when there are some', async () => {
    const { backend, supabase } = backendAnswering();
    const notes = {
      arch_1: {
        note: 'We split the monolith in 2024.',
        links: ['https://adr.example/12'],
        share_with_team: false,
      },
    };
    await submitAssessment(supabase, answersAt(1), SUBMISSION_ID, notes);
    expect(backend.calls('rpc submit_assessment').map(({ body }) => body)).toEqual([
      { answers: answersAt(1), submission_id: SUBMISSION_ID, notes },
    ]);
  });

  it.each([
    ['a failed connection', 'network', networkError()],
    ['a server error', 'server', postgrestError(500, 'XX000', 'boom')],
    ['a gateway timeout', 'server', httpReply(504, 'timeout')],
    ['not signed in (42501)', 'not_signed_in', postgrestError(401, '42501', 'You must be signed in')],
    ['invalid input (22023)', 'invalid', postgrestError(400, '22023', 'Unknown option')],
    ['another client error', 'unknown', postgrestError(404, 'PGRST202', 'not found')],
    ['a success without an id', 'unknown', httpReply(200, {})],
  ] as const)('maps %s to %s', async (_situation, error, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { supabase } = backendAnswering(reply);
    expect(await outcome(submitAssessment(supabase, answersAt(0), SUBMISSION_ID, undefined))).toEqual({
      ok: false,
      error,
    });
  });
});

describe('submittedNotes', () => {
  const drafts = {
    arch_1: {
      note: '  Why we chose it. \n',
      links: ' https://a.example \n\n https://b.example',
      shareWithTeam: true,
    },
    arch_2: { note: '', links: 'https://runbook.example', shareWithTeam: false },
    // Blank: nothing to send, whatever its choice.
    sec_1: { note: '   ', links: '\n', shareWithTeam: true },
  };

  it('sends each written note trimmed, its links as a list, and shares only a team answer’s chosen ones', () => {
    expect(submittedNotes(drafts, 'team')).toEqual({
      arch_1: {
        note: 'Why we chose it.',
        links: ['https://a.example', 'https://b.example'],
        share_with_team: true,
      },
      arch_2: { note: '', links: ['https://runbook.example'], share_with_team: false },
    });
    expect(submittedNotes(drafts, 'personal')).toEqual({
      arch_1: {
        note: 'Why we chose it.',
        links: ['https://a.example', 'https://b.example'],
        share_with_team: false,
      },
      arch_2: { note: '', links: ['https://runbook.example'], share_with_team: false },
    });
  });

  it('sends no notes at all when none is written', () => {
    expect(submittedNotes({}, 'personal')).toBeUndefined();
    expect(submittedNotes({ sec_1: drafts.sec_1 }, 'team')).toBeUndefined();
  });
});
