import { createTestPlatform, postgrestError } from '@ahc/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { TEST_USER_ID, planRow } from '#shared/testing/fixtures.ts';
import { reportsBackend, withPlanWrites } from '#shared/testing/render-page.tsx';
import { applyPlanChange, listPlanItems, parsePlanRow, savePlanChange } from './plan-items.ts';

function client() {
  const backend = reportsBackend();
  return { backend, supabase: createTestPlatform({ fetch: withPlanWrites(backend) }).supabaseClient };
}

describe('plan items', () => {
  it('reads the visitor’s rows, leaving out one this version cannot show', async () => {
    const { backend, supabase } = client();
    backend.setRows('plan_items', [
      planRow('arch_1', 'done', 'ok'),
      planRow('arch_2', 'someday'),
      { ...planRow('arch_3', 'planned'), question_id: 'arch_9' },
      planRow('arch_5', 'planned', '', undefined, 'rarely'),
    ]);
    expect(await listPlanItems(supabase, TEST_USER_ID)).toEqual([
      {
        questionId: 'arch_1',
        optionKey: 'efficient',
        status: 'done',
        note: 'ok',
        trackerKey: null,
        updatedAt: '2026-03-15T09:00:00Z',
      },
    ]);
    expect(backend.calls('GET plan_items')[0]!.url.searchParams.get('user_id')).toBe(`eq.${TEST_USER_ID}`);
    expect(parsePlanRow({ ...planRow('sec_1', 'not_applicable'), tracker_key: 'SEC-7' })).toMatchObject({
      questionId: 'sec_1',
      status: 'not_applicable',
      trackerKey: 'SEC-7',
    });
  });

  it('upserts a status and note per piece of advice, and deletes a row taken off the plan', async () => {
    const { backend, supabase } = client();
    const advice = { questionId: 'deploy_1', optionKey: 'rarely' } as const;
    const planned = await savePlanChange(supabase, TEST_USER_ID, {
      ...advice,
      status: 'planned',
      note: 'Q3',
    });
    expect(planned).toMatchObject({ ...advice, status: 'planned', note: 'Q3' });
    expect(
      await savePlanChange(supabase, TEST_USER_ID, { ...advice, status: 'done', note: 'Q3' }),
    ).toMatchObject({ status: 'done' });
    expect(backend.rows('plan_items')).toHaveLength(1);
    const upsert = backend.calls('POST plan_items')[1]!;
    expect(upsert.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(upsert.url.searchParams.get('on_conflict')).toBe('user_id,question_id,option_key');
    // Other advice on the same question is another item.
    await savePlanChange(supabase, TEST_USER_ID, {
      questionId: 'deploy_1',
      optionKey: 'sometimes',
      status: 'planned',
      note: '',
    });
    expect(backend.rows('plan_items').map((row) => [row.option_key, row.status])).toEqual([
      ['rarely', 'done'],
      ['sometimes', 'planned'],
    ]);
    expect(await savePlanChange(supabase, TEST_USER_ID, { ...advice, status: null, note: '' })).toBeNull();
    expect(backend.calls('DELETE plan_items')[0]!.url.searchParams.get('option_key')).toBe('eq.rarely');
    expect(backend.rows('plan_items').map((row) => row.option_key)).toEqual(['sometimes']);
  });

  it('records a tracker key with the row, and a status or note save leaves it as it is', async () => {
    const { backend, supabase } = client();
    const advice = { questionId: 'deploy_1', optionKey: 'rarely' } as const;
    expect(
      await savePlanChange(supabase, TEST_USER_ID, {
        ...advice,
        status: 'planned',
        note: '',
        trackerKey: 'OPS-12',
      }),
    ).toMatchObject({ trackerKey: 'OPS-12' });
    expect(
      await savePlanChange(supabase, TEST_USER_ID, { ...advice, status: 'done', note: 'Q3' }),
    ).toMatchObject({
      status: 'done',
      trackerKey: 'OPS-12',
    });
    const [withKey, withoutKey] = backend.calls('POST plan_items').map((call) => call.body as object);
    expect(withKey).toMatchObject({ tracker_key: 'OPS-12' });
    // The status save names no key, so the upsert keeps the stored one.
    expect(withoutKey).not.toHaveProperty('tracker_key');
    expect(
      await savePlanChange(supabase, TEST_USER_ID, {
        ...advice,
        status: 'done',
        note: 'Q3',
        trackerKey: null,
      }),
    ).toMatchObject({ trackerKey: null });
  });

  it('fails with an AppError the page maps to a message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, supabase } = client();
    backend.answer('POST plan_items', postgrestError(400, '23514', 'plan_items_note_length'));
    const change = { questionId: 'deploy_1', optionKey: 'rarely', status: 'planned', note: 'x' } as const;
    await expect(savePlanChange(supabase, TEST_USER_ID, change)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('applies a change to the cached plan the way the database will', () => {
    const items = [
      {
        questionId: 'arch_1',
        optionKey: 'panic',
        status: 'planned',
        note: '',
        trackerKey: '412',
        updatedAt: 'then',
      },
    ] as const;
    const panic = { questionId: 'arch_1', optionKey: 'panic' } as const;
    expect(applyPlanChange(items, { ...panic, status: 'done', note: 'n' }, 'now')).toEqual([
      { ...panic, status: 'done', note: 'n', trackerKey: '412', updatedAt: 'now' },
    ]);
    expect(
      applyPlanChange(items, { ...panic, status: 'planned', note: '', trackerKey: null }, 'now'),
    ).toEqual([{ ...panic, status: 'planned', note: '', trackerKey: null, updatedAt: 'now' }]);
    expect(
      applyPlanChange(
        items,
        { questionId: 'arch_2', optionKey: 'always', status: 'planned', note: '' },
        'now',
      ),
    ).toHaveLength(2);
    expect(
      applyPlanChange(items, { questionId: 'arch_1', optionKey: 'tricky', status: 'done', note: '' }, 'now'),
    ).toHaveLength(2);
    expect(applyPlanChange(items, { ...panic, status: null, note: '' }, 'now')).toEqual([]);
  });
});
