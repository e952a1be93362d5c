// GoTrue's admin API for e-mail links, for the service_role key (or sb_secret_ key) only:
// /admin/generate_link answers the link, code and token hash an e-mail would carry without sending it
// (signup, invite, magiclink, recovery, email_change_current/new), and /invite creates the user and
// sends the invitation.
import { type AuthContext, type Call, type Route, ok, requireAdmin } from './context.ts';
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { createEmailUser } from './flows.ts';
import { type TokenType, issueToken } from './one-time-tokens.ts';
import { checkPasswordPolicy, hashPassword } from './password.ts';
import { redirectTarget, referrer } from './redirects.ts';
import { jsonBody, metadata, requireEmail } from './request.ts';
import { findUserByEmail, findUserById, isConfirmed, updateUser, userJson } from './users.ts';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

export function adminLinkRoutes(ctx: AuthContext): Route[] {
  const { db, project, emails } = ctx;
  const admin = (handler: (call: Call) => Promise<void>) => async (call: Call) => {
    await requireAdmin(ctx, call.req);
    return handler(call);
  };

  async function generateLink({ req, res, url }: Call): Promise<void> {
    const body = await jsonBody(req);
    const type = body.type;
    const email = requireEmail(body.email);
    const given =
      typeof body.redirect_to === 'string' ? redirectTarget(project, body.redirect_to) : undefined;
    const redirectTo = given && given === body.redirect_to ? given : referrer(project, url);
    const data = metadata(body.data);
    let user = await findUserByEmail(db, email);
    let linkType = String(type);
    let tokenType: TokenType;
    let address = email;
    let newEmail: string | undefined;
    let passwordHash: string | null = null;
    switch (type) {
      case 'magiclink':
        tokenType = 'recovery_token';
        if (!user) {
          linkType = 'signup';
          tokenType = 'confirmation_token';
        }
        break;
      case 'signup':
      case 'invite':
        tokenType = 'confirmation_token';
        if (user && isConfirmed(user)) throw emailExists();
        if (type === 'signup' && !user) {
          if (typeof body.password !== 'string' || body.password === '')
            throw validationFailed('Signup requires a valid password');
          checkPasswordPolicy(body.password, project);
          passwordHash = await hashPassword(body.password);
        }
        break;
      case 'recovery':
        tokenType = 'recovery_token';
        if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        break;
      case 'email_change_current':
      case 'email_change_new':
        if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
        if (type === 'email_change_current' && !project.doubleConfirmChanges)
          throw validationFailed('Enable secure email change to generate link for current email');
        newEmail = requireEmail(body.new_email);
        {
          const owner = await findUserByEmail(db, newEmail);
          if (owner && owner.id !== user.id) throw emailExists();
        }
        tokenType = type === 'email_change_new' ? 'email_change_token_new' : 'email_change_token_current';
        address = type === 'email_change_new' ? newEmail : user.email!;
        linkType = 'email_change';
        break;
      default:
        throw validationFailed(`Invalid email action link type requested: ${String(type).slice(0, 40)}`);
    }
    const result = await db.transaction(async (tx) => {
      if (!user) {
        user = await createEmailUser(tx, { email, passwordHash, data, confirmed: false });
      } else if (linkType === 'signup' || linkType === 'invite') {
        user = await updateUser(tx, user.id, { userMetadata: data });
      }
      if (linkType === 'invite')
        await tx.query(
          'update auth.users set invited_at = now(), confirmation_sent_at = now() where id = $1::uuid',
          [user.id],
        );
      if (linkType === 'signup')
        await tx.query('update auth.users set confirmation_sent_at = now() where id = $1::uuid', [user.id]);
      if (tokenType === 'recovery_token')
        await tx.query('update auth.users set recovery_sent_at = now() where id = $1::uuid', [user.id]);
      if (newEmail) {
        await tx.query(
          'update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1::uuid',
          [user.id, newEmail],
        );
      }
      const issued = await issueToken(tx, user.id, tokenType, address, project.otpLength, false);
      return { issued, json: await userJson(tx, (await findUserById(tx, user.id))!) };
    });
    const actionLink = `${ctx.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: result.issued.tokenHash, type: linkType, redirect_to: redirectTo })}`;
    ok(res, {
      ...result.json,
      action_link: actionLink,
      email_otp: result.issued.otp,
      hashed_token: result.issued.tokenHash,
      verification_type: type === 'magiclink' && linkType === 'signup' ? 'signup' : type,
      redirect_to: redirectTo,
    });
  }

  async function invite({ req, res, url }: Call): Promise<void> {
    const body = await jsonBody(req);
    const email = requireEmail(body.email);
    const data = metadata(body.data);
    const redirectTo = referrer(project, url, body);
    const existing = await findUserByEmail(db, email);
    if (existing && isConfirmed(existing)) throw emailExists();
    const outcome = await db.transaction(async (tx) => {
      const user =
        (await findUserByEmail(tx, email)) ??
        (await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false }));
      const mails = await emails.invite(tx, user, redirectTo);
      return { mails, json: await userJson(tx, (await findUserById(tx, user.id))!) };
    });
    emails.deliver(outcome.mails);
    ok(res, outcome.json);
  }

  return [
    { method: 'POST', path: '/admin/generate_link', handle: admin(generateLink) },
    { method: 'POST', path: '/invite', handle: admin(invite) },
  ];
}
