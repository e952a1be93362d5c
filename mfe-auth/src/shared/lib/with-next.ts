// Links between /login and /register keep the visitor's ?next, so the return target survives the switch.
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
