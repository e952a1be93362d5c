// The parts of supabase/config.toml the local stack honours, so local behaviour follows the same file
// the Supabase CLI and hosted project use: redirect allow-list, password policy, token lifetime,
// providers, rate limits, row limit, which functions verify JWTs, and for Auth's e-mail: confirmations,
// one-time codes, e-mail templates, MFA and the local inbox ([inbucket]).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

type PasswordRequirement =
  '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

export type ProjectConfig = {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirement;
  /** Sign-in and sign-up requests per 5 minutes, per IP address (GoTrue's sign_in_sign_ups). */
  signInSignUpsPer5Min: number;
  /** Token refreshes per 5 minutes, per IP address. */
  tokenRefreshPer5Min: number;
  providers: { google: boolean; apple: boolean };
  maxRows: number;
  /** [api] schemas: the schemas the REST API exposes (Accept-Profile / Content-Profile pick one; the first is the default). */
  apiSchemas: string[];
  /** [api] extra_search_path: on the search path of every REST request, after the request's schema. */
  apiExtraSearchPath: string[];
  functionsVerifyJwt: Record<string, boolean>;
  /** [auth] enable_anonymous_sign_ins. */
  enableAnonymousSignIns: boolean;
  /** [auth] enable_manual_linking: linkIdentity / unlinkIdentity. */
  enableManualLinking: boolean;
  /** [auth.email] enable_confirmations: a sign-up gets no session until its address is confirmed. */
  enableConfirmations: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from the old and the new address. */
  doubleConfirmChanges: boolean;
  /** [auth.email] secure_password_change: a password change in a session older than a day needs a reauthentication code. */
  securePasswordChange: boolean;
  /** [auth.email] max_frequency in seconds: the least time between two e-mails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  /** [auth.email] otp_length and otp_expiry (seconds). */
  otpLength: number;
  otpExpirySeconds: number;
  /** [auth.email.template.<type>]: subject and content_path (relative to the folder holding supabase/). */
  emailTemplates: Partial<Record<EmailTemplateType, { subject?: string; contentPath?: string }>>;
  /** E-mails the whole project sends per hour ([auth.rate_limit] email_sent). */
  emailSentPerHour: number;
  /** Anonymous sign-ins per hour, per IP address. */
  anonymousUsersPerHour: number;
  /** OTP and link verifications per 5 minutes, per IP address. */
  tokenVerificationsPer5Min: number;
  /** [auth.mfa]: factors per user, and whether TOTP may be enrolled and verified. */
  mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
  /** [inbucket]: the local inbox every e-mail goes to. */
  inbucket: { enabled: boolean; port: number };
};

export const EMAIL_TEMPLATE_TYPES = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

/** A Go duration as config.toml writes them ("1m0s", "60s", "1h", "500ms"), or a number of seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(value.trim())) return fallback;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  let total = 0;
  for (const [, amount, , name] of value.trim().matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g))
    total += Number(amount) * unit[name as keyof typeof unit];
  return total;
}

type Toml = Record<string, unknown>;
const table = (value: unknown): Toml =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Toml) : {};
const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : fallback;

/**
 * The Supabase CLI lets an environment variable override a config.toml value: SUPABASE_ followed by
 * the key's path in upper case, dots and dashes as underscores (SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS
 * for [auth.rate_limit] sign_in_sign_ups). The same here, for the values this file reads.
 */
function withEnvironment(toml: Toml, env: NodeJS.ProcessEnv, prefix: string[] = []): Toml {
  const out: Toml = {};
  for (const [key, value] of Object.entries(toml)) {
    const keyPath = [...prefix, key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = withEnvironment(value as Toml, env, keyPath);
      continue;
    }
    const override = env[`SUPABASE_${keyPath.join('_').replace(/[.-]/g, '_').toUpperCase()}`];
    if (override === undefined) out[key] = value;
    else if (typeof value === 'number') out[key] = Number(override);
    else if (typeof value === 'boolean') out[key] = override === 'true';
    else out[key] = override;
  }
  return out;
}

export function projectConfigFrom(parsedToml: Toml, env: NodeJS.ProcessEnv = {}): ProjectConfig {
  const toml = withEnvironment(parsedToml, env);
  const auth = table(toml.auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const external = table(auth.external);
  const functions = table(toml.functions);
  const mfa = table(auth.mfa);
  const inbucket = table(toml.inbucket);
  return {
    siteUrl: str(auth.site_url, 'http://localhost:3000'),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
      : [],
    jwtExpirySeconds: num(auth.jwt_expiry, 3600),
    refreshTokenReuseIntervalSeconds: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    passwordRequirements: str(auth.password_requirements, '') as PasswordRequirement,
    signInSignUpsPer5Min: num(rateLimit.sign_in_sign_ups, 30),
    tokenRefreshPer5Min: num(rateLimit.token_refresh, 150),
    providers: {
      google: bool(table(external.google).enabled, false),
      apple: bool(table(external.apple).enabled, false),
    },
    maxRows: num(table(toml.api).max_rows, 1000),
    apiSchemas: strings(table(toml.api).schemas, ['public', 'graphql_public']),
    apiExtraSearchPath: strings(table(toml.api).extra_search_path, ['public', 'extensions']),
    functionsVerifyJwt: Object.fromEntries(
      Object.entries(functions).map(([name, f]) => [name, bool(table(f).verify_jwt, true)]),
    ),
    enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
    enableManualLinking: bool(auth.enable_manual_linking, false),
    enableConfirmations: bool(email.enable_confirmations, false),
    doubleConfirmChanges: bool(email.double_confirm_changes, true),
    securePasswordChange: bool(email.secure_password_change, false),
    emailMaxFrequencySeconds: durationSeconds(email.max_frequency, 60),
    otpLength: Math.min(10, Math.max(6, Math.trunc(num(email.otp_length, 6)))),
    otpExpirySeconds: Math.max(1, num(email.otp_expiry, 3600)),
    emailTemplates: Object.fromEntries(
      EMAIL_TEMPLATE_TYPES.flatMap((type) => {
        const template = table(table(email.template)[type]);
        const subject = typeof template.subject === 'string' ? template.subject : undefined;
        const contentPath =
          typeof template.content_path === 'string' && template.content_path !== ''
            ? template.content_path
            : undefined;
        return subject === undefined && contentPath === undefined ? [] : [[type, { subject, contentPath }]];
      }),
    ),
    emailSentPerHour: num(rateLimit.email_sent, 2),
    anonymousUsersPerHour: num(rateLimit.anonymous_users, 30),
    tokenVerificationsPer5Min: num(rateLimit.token_verifications, 30),
    mfa: {
      maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
      totpEnroll: bool(table(mfa.totp).enroll_enabled, false),
      totpVerify: bool(table(mfa.totp).verify_enabled, false),
    },
    inbucket: { enabled: bool(inbucket.enabled, true), port: num(inbucket.port, 54324) },
  };
}

export async function readProjectConfig(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ProjectConfig> {
  const file = path.join(projectDir, 'config.toml');
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return projectConfigFrom(parse(text), env);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
