import { answersAt } from '@ahc/assessment-model';
import { createTestPlatform } from '@ahc/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { submitAssessment } from './submit-assessment.ts';

afterEach(() => window.localStorage.clear());

const SUBMISSION_ID = '0b7e8c1a-2f4d-4e6a-9c3b-1d2e3f4a5b6c';

function clientAnswering(respond: () => Response | Promise<Response>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/rest/v1/rpc/submit_assessment')) return Response.json([]);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return respond();
  };
  return { supabase: createTestPlatform({ fetch }).supabaseClient, calls };
}

describe('submitAssessment', () => {
  it('posts the answers and the submission id to submit_assessment and returns the report id', async () => {
    const { supabase, calls } = clientAnswering(() => Response.json({ id: 'report-1', overall_score: 67 }));
    expect(await submitAssessment(supabase, answersAt(2), SUBMISSION_ID)).toEqual({ ok: true, reportId: 'report-1' });
    expect(calls).toEqual([{ method: 'POST', url: 'http://supabase.test/rest/v1/rpc/submit_assessment', body: { answers: answersAt(2), submission_id: SUBMISSION_ID } }]);
  });

  it.each([
    ['a failed connection', 'network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', 'server', () => Response.json({ message: 'boom' }, { status: 500 })],
    ['a gateway timeout', 'server', () => new Response('timeout', { status: 504 })],
    ['not signed in (42501)', 'not_signed_in', () => Response.json({ code: '42501', message: 'You must be signed in' }, { status: 401 })],
    ['invalid input (22023)', 'invalid', () => Response.json({ code: '22023', message: 'Unknown option' }, { status: 400 })],
    ['another client error', 'unknown', () => Response.json({ code: 'PGRST202', message: 'not found' }, { status: 404 })],
    ['a success without an id', 'unknown', () => Response.json({})],
  ] as const)('maps %s to %s', async (_situation, error, respond) => {
    const { supabase } = clientAnswering(respond);
    expect(await submitAssessment(supabase, answersAt(0), SUBMISSION_ID)).toEqual({ ok: false, error });
  });
});
