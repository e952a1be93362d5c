// Every e-mail GoTrue sends, made the way GoTrue makes it: a one-time token of the right kind, the link
// to /verify (with redirect_to and, for PKCE, the pkce_ prefix), the template's variables, the user's
// max_frequency for that kind and the project's hourly e-mail allowance. Messages are composed inside
// the caller's transaction and delivered to the inbox only after it commits, so no e-mail ever carries
// a token that was rolled back.
import type { Sql } from '../db/database.ts';
import type { Composed, Mailer } from '../mail/mailer.ts';
import type { EmailTemplateType, ProjectConfig } from '../project-config.ts';
import { frequencyError, type AuthLimits } from './limits.ts';
import { type TokenType, issueToken } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

type SentColumn =
  'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';
type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

export type AuthEmails = ReturnType<typeof createAuthEmails>;

export function createAuthEmails(deps: {
  project: ProjectConfig;
  publicUrl: string;
  mailer: Mailer;
  limits: AuthLimits;
}) {
  const { project, mailer, limits } = deps;
  const verifyUrl = (hash: string, type: LinkType, redirectTo: string) =>
    `${deps.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: hash, type, redirect_to: redirectTo })}`;

  /** GoTrue's max_frequency: one e-mail of a kind per user per interval. Locks the row for the check. */
  async function checkFrequency(sql: Sql, user: UserRow, column: SentColumn, enforce = true): Promise<void> {
    const { rows } = await sql.query<{ age: number | null }>(
      `select extract(epoch from now() - ${column})::float8 as age from auth.users where id = $1::uuid for update`,
      [user.id],
    );
    const age = rows[0]?.age ?? null;
    const interval = project.emailMaxFrequencySeconds;
    if (enforce && age !== null && age < interval) throw frequencyError(interval - age);
  }

  const markSent = (sql: Sql, user: UserRow, column: SentColumn, extra = '') =>
    sql.query(`update auth.users set ${column} = now()${extra}, updated_at = now() where id = $1::uuid`, [
      user.id,
    ]);

  function compose(
    type: EmailTemplateType,
    to: string,
    user: UserRow,
    vars: { url?: string; otp?: string; hash?: string; redirectTo?: string; newEmail?: string },
  ): Composed {
    return mailer.compose(type, to, {
      SiteURL: project.siteUrl,
      ConfirmationURL: vars.url,
      Token: vars.otp,
      TokenHash: vars.hash,
      RedirectTo: vars.redirectTo,
      Email: user.email ?? '',
      NewEmail: vars.newEmail,
      Data: user.raw_user_meta_data ?? {},
    });
  }

  async function linkMail(
    sql: Sql,
    user: UserRow,
    kind: { template: EmailTemplateType; link: LinkType; token: TokenType; column: SentColumn },
    redirectTo: string,
    pkce: boolean,
    enforceFrequency = true,
  ): Promise<Composed[]> {
    await checkFrequency(sql, user, kind.column, enforceFrequency);
    limits.emailSent();
    const address = user.email!;
    const { otp, tokenHash } = await issueToken(sql, user.id, kind.token, address, project.otpLength, pkce);
    await markSent(sql, user, kind.column, kind.link === 'invite' ? ', invited_at = now()' : '');
    return [
      compose(kind.template, address, user, {
        url: verifyUrl(tokenHash, kind.link, redirectTo),
        otp,
        hash: tokenHash,
        redirectTo,
      }),
    ];
  }

  return {
    confirmation: (sql: Sql, user: UserRow, redirectTo: string, pkce = false) =>
      linkMail(
        sql,
        user,
        {
          template: 'confirmation',
          link: 'signup',
          token: 'confirmation_token',
          column: 'confirmation_sent_at',
        },
        redirectTo,
        pkce,
      ),
    /** Invitations are the administrator's decision: no per-user interval. */
    invite: (sql: Sql, user: UserRow, redirectTo: string) =>
      linkMail(
        sql,
        user,
        { template: 'invite', link: 'invite', token: 'confirmation_token', column: 'confirmation_sent_at' },
        redirectTo,
        false,
        false,
      ),
    recovery: (sql: Sql, user: UserRow, redirectTo: string, pkce = false) =>
      linkMail(
        sql,
        user,
        { template: 'recovery', link: 'recovery', token: 'recovery_token', column: 'recovery_sent_at' },
        redirectTo,
        pkce,
      ),
    magicLink: (sql: Sql, user: UserRow, redirectTo: string, pkce = false) =>
      linkMail(
        sql,
        user,
        { template: 'magic_link', link: 'magiclink', token: 'recovery_token', column: 'recovery_sent_at' },
        redirectTo,
        pkce,
      ),

    /** To the new address, and with double_confirm_changes to the current one too, each its own code. */
    async emailChange(
      sql: Sql,
      user: UserRow,
      newEmail: string,
      redirectTo: string,
      pkce = false,
    ): Promise<Composed[]> {
      await checkFrequency(sql, user, 'email_change_sent_at');
      limits.emailSent();
      const mails: Composed[] = [];
      const fresh = await issueToken(
        sql,
        user.id,
        'email_change_token_new',
        newEmail,
        project.otpLength,
        pkce,
      );
      const both = project.doubleConfirmChanges && !!user.email;
      const current = both
        ? await issueToken(sql, user.id, 'email_change_token_current', user.email!, project.otpLength, pkce)
        : undefined;
      if (!both)
        await sql.query(
          "delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'email_change_token_current'",
          [user.id],
        );
      await sql.query(
        'update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1::uuid',
        [user.id, newEmail],
      );
      mails.push(
        compose('email_change', newEmail, user, {
          url: verifyUrl(fresh.tokenHash, 'email_change', redirectTo),
          otp: fresh.otp,
          hash: fresh.tokenHash,
          redirectTo,
          newEmail,
        }),
      );
      if (current) {
        mails.push(
          compose('email_change', user.email!, user, {
            url: verifyUrl(current.tokenHash, 'email_change', redirectTo),
            otp: current.otp,
            hash: current.tokenHash,
            redirectTo,
            newEmail,
          }),
        );
      }
      return mails;
    },

    /** A code only, for PUT /user's nonce. */
    async reauthentication(sql: Sql, user: UserRow): Promise<Composed[]> {
      await checkFrequency(sql, user, 'reauthentication_sent_at');
      limits.emailSent();
      const { otp } = await issueToken(
        sql,
        user.id,
        'reauthentication_token',
        user.email!,
        project.otpLength,
        false,
      );
      await markSent(sql, user, 'reauthentication_sent_at');
      return [compose('reauthentication', user.email!, user, { otp })];
    },

    deliver(mails: Composed[]): void {
      mailer.deliver(mails);
    },
  };
}
