// Reports and plans made through the real API, as the pages make them: a report is submitted with
// submit_assessment as the signed-in user; the plan is written to plan_items as that user (owner-only
// RLS decides). Reads of what was stored go through the service role.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { type ReportRow, reportsOf, rpcAsUser, serviceGet } from './rest.ts';
import { E2E_STACK } from './stack-env.ts';
import { type TestUser, stackKeys } from './stack.ts';
import { answersFor } from './spec-table.ts';

export type StoredReport = ReportRow & { created_at: string; name: string | null };

/** Submits a full answer set as the user and returns the stored row. */
export async function submitReport(user: TestUser, positions: number[]): Promise<StoredReport> {
  const body = JSON.stringify({ answers: answersFor(positions), submission_id: randomUUID() });
  const { status, body: answer } = await rpcAsUser(user.session.access_token, 'submit_assessment', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  const stored = (await reportsOf(user.id)).find((row) => row.id === answer.id);
  expect(stored, `report ${String(answer.id)} is stored`).toBeDefined();
  return stored as StoredReport;
}

/** A share link as create_share_link answers it: the link (its id) and its token, shown this once. */
type MadeShareLink = { link: { id: string }; token: string };

/**
 * Makes a share link to the user's report through the API, as the share form does: labelled, without
 * company or prepared-for, and living a day unless `expiresAt` says otherwise (null: never expires).
 */
export async function shareReport(
  user: TestUser,
  reportId: string,
  options: { label?: string; expiresAt?: string | null } = {},
): Promise<MadeShareLink> {
  const { label = 'Board', expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() } = options;
  const body = JSON.stringify({ report_id: reportId, label, expires_at: expiresAt });
  const { status, body: answer } = await rpcAsUser(user.session.access_token, 'create_share_link', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as MadeShareLink;
}

export type PlanItemRow = {
  user_id: string;
  question_id: string;
  option_key: string;
  status: string;
  note: string;
  created_at: string;
  updated_at: string;
};

/**
 * Sets the plan status (and note) of one recommendation of a report as the user, as the report page does:
 * the item is that report's advice, the question and the option the report answered.
 */
export async function setPlanItem(
  user: TestUser,
  report: Pick<ReportRow, 'answers'>,
  questionId: string,
  status: string,
  note = '',
): Promise<void> {
  const { anonKey } = stackKeys();
  const response = await fetch(
    `${E2E_STACK.url}/rest/v1/plan_items?on_conflict=user_id,question_id,option_key`,
    {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${user.session.access_token}`,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=minimal',
      },
      body: JSON.stringify({
        user_id: user.id,
        question_id: questionId,
        option_key: report.answers[questionId],
        status,
        note,
      }),
    },
  );
  expect(response.status, await response.text()).toBeLessThan(300);
}

export function planItemsOf(userId: string): Promise<PlanItemRow[]> {
  return serviceGet<PlanItemRow[]>(
    `plan_items?user_id=eq.${encodeURIComponent(userId)}&select=*&order=question_id,option_key`,
  );
}

export function reportNamed(userId: string, reportId: string): Promise<{ name: string | null }[]> {
  return serviceGet<{ name: string | null }[]>(
    `reports?user_id=eq.${encodeURIComponent(userId)}&id=eq.${reportId}&select=name`,
  );
}
