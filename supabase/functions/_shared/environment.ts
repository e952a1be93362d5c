// A function's environment, checked once when the function starts (index.ts), as the shell's host checks
// its configuration: a variable the function cannot work without that is missing, or any variable set
// to something it cannot use (an address that is not an http(s) URL, a limit that is not a whole
// number), stops the function at boot with one message naming each of them. Supabase reports that as
// the function's boot error instead of every request failing later for a reason nobody logged.
// Variables a function can do without (the mail settings) may be missing: the function then refuses
// the requests that need them, as it says in its own handler.

export type EnvironmentSpec = {
  /** The variables the function cannot work without. */
  required: readonly string[];
  /** Variables that, when set, must be an absolute http(s) URL. */
  urls?: readonly string[];
  /** Variables that, when set, must be a whole number ≥ 0. */
  counts?: readonly string[];
  /** Variables that, when set, must be a JSON object. */
  jsonObjects?: readonly string[];
  /** Every other variable the function reads (kept in the snapshot). */
  optional?: readonly string[];
};

export type Environment = (name: string) => string | undefined;

export class EnvironmentError extends Error {}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isJsonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

function denoEnv(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch {
    return undefined;
  }
}

/** The function's variables, read once and checked; throws EnvironmentError naming every problem. */
export function checkEnvironment(
  fn: string,
  spec: EnvironmentSpec,
  read: Environment = denoEnv,
): Environment {
  const names = new Set([
    ...spec.required,
    ...(spec.urls ?? []),
    ...(spec.counts ?? []),
    ...(spec.jsonObjects ?? []),
    ...(spec.optional ?? []),
  ]);
  const snapshot = new Map<string, string>();
  for (const name of names) {
    const value = read(name);
    if (value !== undefined && value !== '') snapshot.set(name, value);
  }
  const problems: string[] = [];
  for (const name of spec.required) if (!snapshot.has(name)) problems.push(`${name} is not set`);
  const check = (list: readonly string[] | undefined, valid: (value: string) => boolean, what: string) => {
    for (const name of list ?? []) {
      const value = snapshot.get(name);
      if (value !== undefined && !valid(value)) problems.push(`${name} is not ${what}`);
    }
  };
  check(spec.urls, isHttpUrl, 'an http(s) URL');
  check(spec.counts, (value) => /^\d{1,9}$/.test(value), 'a whole number');
  check(spec.jsonObjects, isJsonObject, 'a JSON object');
  if (problems.length > 0) throw new EnvironmentError(`${fn}: ${problems.join('; ')}`);
  return (name) => {
    // A name the spec leaves out would read as unset without anyone noticing: a mistake to show at once.
    if (!names.has(name))
      throw new EnvironmentError(`${fn} reads ${name}, which its environment does not name`);
    return snapshot.get(name);
  };
}
