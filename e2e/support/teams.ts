// Team assessments made through the real API, as the pages make them: each call is the team function
// the page would call, as the signed-in user it would be called by (the database decides who may).
// Specs use these to set a scene quickly; the team spec itself goes through the pages.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { rpcAsUser } from './rest.ts';
import { answersFor } from './spec-table.ts';
import type { TestUser } from './stack.ts';

async function call(
  user: TestUser,
  fn: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { status, body } = await rpcAsUser(user.session.access_token, fn, JSON.stringify(args));
  expect(status, `${fn}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** A new team (round 1 open) owned by the user; its id. */
export async function createTeamAs(owner: TestUser, name: string): Promise<string> {
  return String((await call(owner, 'create_team', { name })).id);
}

/** An invitation link's token, valid for `days`. */
export async function inviteAs(
  owner: TestUser,
  teamId: string,
  days = 7,
): Promise<{ id: string; token: string }> {
  const answer = await call(owner, 'create_team_invitation', { team_id: teamId, valid_for_days: days });
  return { id: String((answer.invitation as { id: string }).id), token: String(answer.token) };
}

export async function joinAs(user: TestUser, token: string): Promise<void> {
  await call(user, 'accept_team_invitation', { token });
}

/** Answers the team's open round with option positions 0..3 per question (docs/product.md §3 order). */
export async function answerTeamAs(user: TestUser, teamId: string, positions: number[]): Promise<void> {
  await call(user, 'submit_team_assessment', {
    team_id: teamId,
    answers: answersFor(positions),
    submission_id: randomUUID(),
  });
}

/** Closes the team's open round, as its owner: the round's figures are released if enough answered. */
export async function closeRoundAs(owner: TestUser, teamId: string): Promise<void> {
  await call(owner, 'close_team_round', { team_id: teamId });
}

/** Every position the same: 0 weakest … 3 strongest. */
export const allAt = (position: number): number[] => Array.from({ length: 20 }, () => position);
