// The auth service's rate limits, three deep as an attacker would try them: per caller address (from
// config.toml's [auth.rate_limit], as GoTrue counts per IP), per account (failed passwords at one
// e-mail, whoever sends them) and for the whole service (bcrypt is the costliest thing a visitor can
// make this server do). Every limiter has bounded memory.
import { type LimitDecision, RateLimiter, takeAll } from '../http/rate-limit.ts';
import type { ProjectConfig } from '../project-config.ts';
import { AuthError } from './errors.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
/** Wrong passwords at one account per five minutes, from any number of addresses. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 10;
/** Sign-ins and sign-ups per five minutes for the whole service: about 3 a second, well under bcrypt's capacity here. */
export const SIGN_INS_SIGN_UPS_GLOBAL = 1_000;

export type AuthLimits = ReturnType<typeof createAuthLimits>;

export function createAuthLimits(project: ProjectConfig, globalSignInsSignUps = SIGN_INS_SIGN_UPS_GLOBAL) {
  const global = new RateLimiter(globalSignInsSignUps, FIVE_MINUTES, 1);
  const perAddress = new RateLimiter(project.signInSignUpsPer5Min, FIVE_MINUTES);
  const failuresPerAccount = new RateLimiter(FAILED_SIGN_INS_PER_ACCOUNT, FIVE_MINUTES);
  const refreshPerAddress = new RateLimiter(project.tokenRefreshPer5Min, FIVE_MINUTES);

  const enforce = (decision: LimitDecision) => {
    if (!decision.allowed) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'retry-after': String(decision.retryAfterSeconds) });
    }
  };

  return {
    /**
     * Before a password is checked: counts the attempt as a failure of the account until it succeeds,
     * so concurrent guesses cannot all slip in under the limit before the first of them has failed.
     */
    signIn(address: string, email: string): void {
      enforce(failuresPerAccount.check(email));
      enforce(takeAll([[global, '*'], [perAddress, address], [failuresPerAccount, email]]));
    },
    succeededSignIn(email: string): void {
      failuresPerAccount.release(email);
    },
    signUp(address: string): void {
      enforce(takeAll([[global, '*'], [perAddress, address]]));
    },
    refresh(address: string): void {
      enforce(refreshPerAddress.take(address));
    },
  };
}
