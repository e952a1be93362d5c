// The platform must be evaluated once per page: a second copy (a remote that bundled its own instead
// of sharing the singleton) would carry its own React context and split state silently. Count the
// evaluations where tests and operators can see them, and say loudly when it happens.
const COUNTER = '__AHC_PLATFORM_EVALUATIONS__';

export function recordEvaluation(): void {
  const scope = globalThis as typeof globalThis & { [COUNTER]?: number };
  scope[COUNTER] = (scope[COUNTER] ?? 0) + 1;
  if (scope[COUNTER] > 1) {
    console.error(
      `@ahc/platform was evaluated ${scope[COUNTER]} times in this page: state will split between copies. Share it as a singleton.`,
    );
  }
}
