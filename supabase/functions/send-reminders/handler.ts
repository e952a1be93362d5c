// Sending the reassessment reminders that are due (docs/product.md, "Reminders to reassess"). The
// database's hourly job (pg_cron, through pg_net) posts here with the service-role key; nothing else
// may call it. It claims the due reminders through PostgREST's claim_due_reminders, which records each
// (person, due date) once, so a run that repeats or overlaps another sends nothing twice, and then sends
// one e-mail per claim through a Resend-compatible API (POST {RESEND_API_URL}/emails, Bearer key, 200
// {id}), as send-team-invitation does: in the person's language, their last score, where their plan
// stands against that report (counted as the dashboard counts it) and a link that starts the next
// assessment (a team's reminder, to its owner: the last round, the team's score and a link to the
// team's page), and a one-click unsubscribe link, also given to mail clients as the List-Unsubscribe
// and List-Unsubscribe-Post headers (RFC 8058). Every link carries the e-mail's language (?lang=). A claim whose e-mail cannot be
// sent is logged and not tried again: its due date counts as reminded (sending twice is the worse
// failure). The answer counts what was claimed, sent and not sent.
//
// Environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (set by Supabase's edge runtime and the local
// gateway); secrets RESEND_API_KEY, MAIL_FROM, SITE_URL (the product's origin, for the links),
// RESEND_API_URL (default https://api.resend.com; the local stack points it at its inbox).

import {
  isOptionOf,
  isQuestionId,
  type PartialAnswers,
  PLAN_STATUSES,
  type PlanStatus,
} from '../_shared/assessment-model.ts';
import { linkInLanguage } from '../_shared/common.ts';
import { composeReminderMail, type PlanItem, type ReminderMail } from './mail.ts';
import type { EnvironmentSpec } from '../_shared/environment.ts';
import { functionSupabase } from '../_shared/supabase.ts';

export const MESSAGES = {
  method: 'Method not allowed. Use POST.',
  unavailable: 'Reminder e-mails are not set up on this server.',
  not_scheduler: 'Only the scheduler sends reminders: call this function with the service-role key.',
  invalid_request: 'The request must be empty or a JSON object: {"max_reminders"?: 1..1000}.',
  claim_failed: 'The due reminders could not be read from the database. Please try again later.',
  mail_failed: 'Some reminder e-mails could not be sent; their due dates are not tried again (see the log).',
} as const;

export type ErrorCode =
  Exclude<keyof typeof MESSAGES, 'method' | 'unavailable'> | 'method_not_allowed' | 'mail_unavailable';

export const DEFAULT_RESEND_API_URL = 'https://api.resend.com';
const MAIL_TIMEOUT_MS = 10_000;

export interface SendRemindersOptions {
  /** The checked environment (index.ts: checkEnvironment); none set when left out. */
  env?: (name: string) => string | undefined;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** One row of claim_due_reminders, as this function uses it: a person's own, or a team's (to its owner). */
export type DueReminder = {
  userId: string;
  email: string;
  language: 'en' | 'da';
  dueAt: string;
  assessedAt: string;
  unsubscribeToken: string;
} & (
  | { kind: 'personal'; overallScore: number; answers: PartialAnswers; planItems: PlanItem[] }
  | { kind: 'team'; teamId: string; teamName: string; roundNumber: number; overallScore: number | null }
);

function answer(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

function refuse(status: number, code: ErrorCode, extra: Record<string, unknown> = {}): Response {
  const message =
    code === 'method_not_allowed'
      ? MESSAGES.method
      : code === 'mail_unavailable'
        ? MESSAGES.unavailable
        : MESSAGES[code];
  return answer(
    status,
    { error: message, code, ...extra },
    code === 'method_not_allowed' ? { Allow: 'POST' } : {},
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

/** How many reminders one run may claim: the request's max_reminders, or the database's default. */
export function readRequest(text: string): { maxReminders?: number } | 'invalid_request' {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'invalid_request';
  }
  if (!isObject(body) || Object.keys(body).some((key) => key !== 'max_reminders')) return 'invalid_request';
  const max = body.max_reminders;
  if (max === undefined) return {};
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 1000) return 'invalid_request';
  return { maxReminders: max };
}

/** A row of the claim, or undefined when it is not one (logged by the caller, never mailed). */
export function readReminder(row: unknown): DueReminder | undefined {
  if (!isObject(row)) return undefined;
  const { user_id, email, language, due_at, assessed_at, overall_score, unsubscribe_token } = row;
  if (
    typeof user_id !== 'string' ||
    typeof email !== 'string' ||
    (language !== 'en' && language !== 'da') ||
    typeof due_at !== 'string' ||
    typeof assessed_at !== 'string' ||
    typeof unsubscribe_token !== 'string'
  ) {
    return undefined;
  }
  const common: Pick<
    DueReminder,
    'userId' | 'email' | 'language' | 'dueAt' | 'assessedAt' | 'unsubscribeToken'
  > = {
    userId: user_id,
    email,
    language,
    dueAt: due_at,
    assessedAt: assessed_at,
    unsubscribeToken: unsubscribe_token,
  };
  if (row.team_id !== null) {
    const { team_id, team_name, round_number } = row;
    if (typeof team_id !== 'string' || typeof team_name !== 'string' || typeof round_number !== 'number') {
      return undefined;
    }
    if (overall_score !== null && typeof overall_score !== 'number') return undefined;
    return {
      ...common,
      kind: 'team',
      teamId: team_id,
      teamName: team_name,
      roundNumber: round_number,
      overallScore: overall_score,
    };
  }
  if (typeof overall_score !== 'number' || !isObject(row.answers) || !Array.isArray(row.plan_items)) {
    return undefined;
  }
  // The report's answers as the model knows them (an option a later model retired has no advice).
  const answers: PartialAnswers = {};
  for (const [questionId, optionKey] of Object.entries(row.answers)) {
    if (typeof optionKey !== 'string') return undefined;
    if (isQuestionId(questionId) && isOptionOf(questionId, optionKey)) {
      (answers as Record<string, string>)[questionId] = optionKey;
    }
  }
  const items: PlanItem[] = [];
  for (const item of row.plan_items) {
    if (!isObject(item) || typeof item.question_id !== 'string' || typeof item.option_key !== 'string') {
      return undefined;
    }
    if (!(PLAN_STATUSES as readonly unknown[]).includes(item.status)) return undefined;
    items.push({
      questionId: item.question_id,
      optionKey: item.option_key,
      status: item.status as PlanStatus,
    });
  }
  return { ...common, kind: 'personal', overallScore: overall_score, answers, planItems: items };
}

/** A reminder's unsubscribe link: the page on the product's site, in the e-mail's language. */
export function unsubscribeLinkOf(reminder: DueReminder, siteUrl: string): string {
  return linkInLanguage(
    `${siteUrl}/reminders/unsubscribe?token=${encodeURIComponent(reminder.unsubscribeToken)}`,
    reminder.language,
  );
}

/** What the e-mail says, with its links on the product's site, each in the e-mail's language. */
function mailOf(reminder: DueReminder, siteUrl: string, unsubscribeLink: string): ReminderMail {
  const common = { language: reminder.language, assessedAt: reminder.assessedAt, unsubscribeLink };
  const link = (path: string) => linkInLanguage(`${siteUrl}${path}`, reminder.language);
  return reminder.kind === 'team'
    ? {
        ...common,
        kind: 'team',
        teamName: reminder.teamName,
        roundNumber: reminder.roundNumber,
        overallScore: reminder.overallScore,
        link: link(`/team-assessments/${encodeURIComponent(reminder.teamId)}`),
      }
    : {
        ...common,
        kind: 'personal',
        overallScore: reminder.overallScore,
        answers: reminder.answers,
        planItems: reminder.planItems,
        link: link('/start'),
      };
}

export function createHandler(options: SendRemindersOptions = {}): (request: Request) => Promise<Response> {
  const env = options.env ?? (() => undefined);
  const http = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.error(message));

  return async function handler(request: Request): Promise<Response> {
    if (request.method !== 'POST') return refuse(405, 'method_not_allowed');

    const url = env('SUPABASE_URL');
    const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
    const siteUrl = env('SITE_URL')?.replace(/\/+$/, '');
    const mailKey = env('RESEND_API_KEY');
    const mailFrom = env('MAIL_FROM');
    const mailApi = (env('RESEND_API_URL') || DEFAULT_RESEND_API_URL).replace(/\/+$/, '');
    if (!url || !serviceKey || !siteUrl || !mailKey || !mailFrom) {
      log(
        'send-reminders: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SITE_URL, RESEND_API_KEY or MAIL_FROM is not set',
      );
      return refuse(503, 'mail_unavailable');
    }

    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token || !sameSecret(token, serviceKey)) return refuse(401, 'not_scheduler');

    const input = readRequest(await request.text().catch(() => '\u0000'));
    if (input === 'invalid_request') return refuse(400, 'invalid_request');

    const supabase = functionSupabase(url, serviceKey, { fetch: http });
    const claimed = await supabase.rpc(
      'claim_due_reminders',
      input.maxReminders === undefined ? {} : { max_reminders: input.maxReminders },
    );
    if (claimed.status === 0) {
      log(`send-reminders: the database could not be reached: ${claimed.error?.message}`);
      return refuse(502, 'claim_failed');
    }
    if (claimed.error) {
      log(`send-reminders: claim_due_reminders answered ${claimed.status} ${JSON.stringify(claimed.error)}`);
      return refuse(502, 'claim_failed');
    }
    const rows: unknown = claimed.data;
    if (!Array.isArray(rows)) {
      log('send-reminders: claim_due_reminders answered an unexpected shape');
      return refuse(502, 'claim_failed');
    }

    let sent = 0;
    for (const row of rows) {
      const reminder = readReminder(row);
      if (!reminder) {
        log(`send-reminders: a claimed reminder has an unexpected shape: ${JSON.stringify(row)}`);
        continue;
      }
      const unsubscribeLink = unsubscribeLinkOf(reminder, siteUrl);
      const mail = composeReminderMail(mailOf(reminder, siteUrl, unsubscribeLink));
      try {
        const response = await http(`${mailApi}/emails`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${mailKey}`,
            'content-type': 'application/json',
            // A retried request for the same due date is not a second e-mail.
            'idempotency-key': `reassessment-reminder/${
              reminder.kind === 'team' ? `team/${reminder.teamId}` : reminder.userId
            }/${reminder.dueAt}`,
          },
          body: JSON.stringify({
            from: mailFrom,
            to: [reminder.email],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: {
              'List-Unsubscribe': `<${unsubscribeLink}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
            tags: [
              {
                name: 'category',
                value: reminder.kind === 'team' ? 'team_reassessment_reminder' : 'reassessment_reminder',
              },
            ],
          }),
          signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
        });
        const body = await response.json().catch(() => null);
        if (response.ok && isObject(body) && typeof body.id === 'string') {
          sent += 1;
          continue;
        }
        const reason = isObject(body) ? `${body.name ?? ''}: ${body.message ?? ''}` : 'no JSON body';
        log(`send-reminders: the mail API answered ${response.status} ${reason} for ${reminder.userId}`);
      } catch (error) {
        log(`send-reminders: the mail API could not be reached for ${reminder.userId}: ${error}`);
      }
    }

    const counts = { claimed: rows.length, sent, not_sent: rows.length - sent };
    return counts.not_sent > 0 ? refuse(502, 'mail_failed', counts) : answer(200, counts);
  };
}

/** What the function reads from its environment, checked when it starts (index.ts). */
export const ENVIRONMENT: EnvironmentSpec = {
  required: ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
  urls: ['SUPABASE_URL', 'SITE_URL', 'RESEND_API_URL'],
  optional: ['RESEND_API_KEY', 'MAIL_FROM'],
};
