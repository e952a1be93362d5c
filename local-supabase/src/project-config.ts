// The parts of supabase/config.toml the local stack honours, so local behaviour follows the same file
// the Supabase CLI and hosted project use: redirect allow-list, password policy, token lifetime,
// providers, rate limits, row limit, and which functions verify JWTs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

export type PasswordRequirement = '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

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
  functionsVerifyJwt: Record<string, boolean>;
};

type Toml = Record<string, unknown>;
const table = (value: unknown): Toml => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Toml) : {});
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

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
  return {
    siteUrl: str(auth.site_url, 'http://localhost:3000'),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string') : [],
    jwtExpirySeconds: num(auth.jwt_expiry, 3600),
    refreshTokenReuseIntervalSeconds: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    passwordRequirements: str(auth.password_requirements, '') as PasswordRequirement,
    signInSignUpsPer5Min: num(rateLimit.sign_in_sign_ups, 30),
    tokenRefreshPer5Min: num(rateLimit.token_refresh, 150),
    providers: { google: bool(table(external.google).enabled, false), apple: bool(table(external.apple).enabled, false) },
    maxRows: num(table(toml.api).max_rows, 1000),
    functionsVerifyJwt: Object.fromEntries(Object.entries(functions).map(([name, f]) => [name, bool(table(f).verify_jwt, true)])),
  };
}

export async function readProjectConfig(projectDir: string, env: NodeJS.ProcessEnv = process.env): Promise<ProjectConfig> {
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
