// The wait before "Send the e-mail again" works: the Auth service sends one e-mail of a kind per address
// per minute (config.toml's [auth.email] max_frequency, hosted Supabase's default), so the button
// counts that minute down instead of letting the visitor meet the 429.
import { useEffect, useState } from 'react';

const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left of a cooldown that started at startedAt (ms), never below 0. */
export function secondsLeft(
  startedAt: number,
  now: number,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  return Math.max(0, Math.ceil(cooldownSeconds - (now - startedAt) / 1000));
}

/** Seconds left since the last send; restart() when an e-mail has just been sent. */
export function useCooldown(cooldownSeconds = RESEND_COOLDOWN_SECONDS): { left: number; restart(): void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now, cooldownSeconds);

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  return {
    left,
    restart() {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}
