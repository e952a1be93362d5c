// The one place that turns a failed team write into a translated message (namespace 'reports-teams').
// The database names each refusal with its own SQLSTATE (PT403, PT404, PT409, PT410; 22023 for a bad
// input), the e-mail invitation's function with a code of its own, and what it means depends on the
// function, so each action has its own map; anything not named there is a network failure, an ended
// session, or "failed" with a retry.
import type { AppError } from '@ahc/platform/data';
import type { teamsTranslations } from '../i18n/teams-translations.ts';

/** A failure's text: one of the namespace's errors.* keys. */
type ProblemName = keyof typeof teamsTranslations.en.errors;

export type TeamAction =
  | 'create'
  | 'invite'
  | 'email'
  | 'revoke'
  | 'accept'
  | 'remove'
  | 'leave'
  | 'close'
  | 'open'
  | 'minimum'
  | 'delete';

const BY_CODE: Record<TeamAction, Partial<Record<string, ProblemName>>> = {
  create: { '22023': 'nameInvalid', PT409: 'tooManyTeams' },
  invite: {
    '22023': 'labelInvalid',
    PT409: 'tooManyInvitations',
    PT429: 'invitationsDailyLimit',
    PT403: 'notOwner',
    PT404: 'teamGone',
  },
  // The send-team-invitation function's own codes (its 400s other than the address cannot come from the form).
  email: {
    invalid_email: 'emailInvalid',
    not_owner: 'notOwner',
    team_not_found: 'teamGone',
    too_many_invitations: 'tooManyInvitations',
    invitations_daily_limit: 'invitationsDailyLimit',
    rate_limited: 'emailRateLimited',
    mail_failed: 'emailNotSent',
    mail_unavailable: 'emailUnavailable',
  },
  revoke: { PT403: 'notOwner', PT404: 'invitationGone' },
  // An invitation link's own answers: unknown, revoked, expired, or a full team.
  accept: {
    PT404: 'invitationUnknown',
    PT403: 'invitationRevoked',
    PT410: 'invitationExpired',
    PT409: 'teamFull',
  },
  remove: { PT403: 'notOwner', PT404: 'memberGone', PT409: 'ownerStays' },
  leave: { PT404: 'teamGone', PT409: 'ownerCannotLeave' },
  close: { PT403: 'notOwner', PT404: 'teamGone', PT409: 'noOpenRound' },
  open: { PT403: 'notOwner', PT404: 'teamGone', PT409: 'roundStillOpen' },
  minimum: { '22023': 'minimumInvalid', PT403: 'notOwner', PT404: 'teamGone' },
  delete: { PT403: 'notOwner', PT404: 'teamGone' },
};

/** The translation key of what went wrong, for the action that failed. */
export function teamProblemKey(action: TeamAction, error: AppError): `errors.${ProblemName}` {
  const byCode = error.details.code ? BY_CODE[action][error.details.code] : undefined;
  if (byCode) return `errors.${byCode}`;
  if (error.kind === 'network') return 'errors.network';
  if (error.kind === 'not-signed-in') return 'errors.signedOut';
  return 'errors.failed';
}
