// The release command's arguments: `npm run release -- <command> ...`, read into one typed command
// or refused with a UsageError that says what is wrong (the usage text follows it).
import { REMOTES, type RemoteName, SHELL_PORT } from '@ahc/build-config';

export const USAGE = `usage: npm run release -- <command>
  publish <remote> <manifest-url> [--version V] [--commit C] [--reason R]
  promote <remote> <version> --env E [--reason R]
  canary <remote> <version> <percent> --env E [--reason R]    (percent 0 ends the canary)
  rollback <remote> --env E [--reason R]
  preview <remote> <version> --env E [--minutes 60] [--site URL] [--reason R]
      (a link that shows that version to whoever opens it; --site is the shell's address,
      http://localhost:${SHELL_PORT} by default)
  preview list [--env E]                       (the links that work now, newest first)
  preview revoke <id | link | token> [--reason R]
  status [--env E]
  history [<remote>] [--env E] [--limit N]
remotes: ${Object.keys(REMOTES).join(', ')}`;

export class UsageError extends Error {}

export type Command =
  | {
      name: 'publish';
      remote: RemoteName;
      manifestUrl: string;
      version: string | null;
      commit: string | null;
      reason: string | null;
    }
  | { name: 'promote'; remote: RemoteName; version: string; env: string; reason: string | null }
  | {
      name: 'canary';
      remote: RemoteName;
      version: string;
      percent: number;
      env: string;
      reason: string | null;
    }
  | { name: 'rollback'; remote: RemoteName; env: string; reason: string | null }
  | {
      name: 'preview';
      remote: RemoteName;
      version: string;
      env: string;
      minutes: number;
      site: string;
      reason: string | null;
    }
  | { name: 'preview-list'; env: string | null }
  | { name: 'preview-revoke'; id: number | null; token: string | null; reason: string | null }
  | { name: 'status'; env: string | null }
  | { name: 'history'; remote: RemoteName | null; env: string | null; limit: number };

const OPTIONS = ['env', 'version', 'commit', 'reason', 'limit', 'minutes', 'site'] as const;
type Option = (typeof OPTIONS)[number];

/** Positional words and --name value / --name=value options; every option at most once. */
function split(argv: readonly string[]): { words: string[]; options: Partial<Record<Option, string>> } {
  const words: string[] = [];
  const options: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(OPTIONS as readonly string[]).includes(flag)) throw new UsageError(`unknown option --${flag}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${flag} needs a value`);
    if (options[flag as Option] !== undefined) throw new UsageError(`--${flag} is given twice`);
    options[flag as Option] = value;
  }
  return { words, options };
}

function remoteName(word: string | undefined): RemoteName {
  if (word === undefined) throw new UsageError('say which remote');
  if (!Object.hasOwn(REMOTES, word)) throw new UsageError(`unknown remote "${word}"`);
  return word as RemoteName;
}

function only(command: string, options: Partial<Record<Option, string>>, allowed: readonly Option[]): void {
  const other = Object.keys(options).find((flag) => !allowed.includes(flag as Option));
  if (other) throw new UsageError(`${command} takes no --${other}`);
}

function expectWords(command: string, words: string[], count: number, what: string): void {
  if (words.length < count) throw new UsageError(`${command} needs ${what}`);
  if (words.length > count) throw new UsageError(`unexpected argument "${words[count]}"`);
}

function needEnv(command: string, options: Partial<Record<Option, string>>): string {
  if (!options.env) throw new UsageError(`${command} needs --env (the environment to change)`);
  return options.env;
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(`${what} must be a whole number from ${min} to ${max}`);
  return value;
}

function httpUrl(text: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`${what} must be http(s)`);
  return url;
}

export function parseArgs(argv: readonly string[]): Command {
  const [name, ...rest] = argv;
  const { words, options } = split(rest);
  const reason = options.reason ?? null;
  switch (name) {
    case 'publish': {
      only(name, options, ['version', 'commit', 'reason']);
      expectWords(name, words, 2, 'a remote and the URL of its mf-manifest.json');
      const manifestUrl = httpUrl(words[1]!, 'the manifest URL');
      return {
        name,
        remote: remoteName(words[0]),
        manifestUrl: manifestUrl.href,
        version: options.version ?? null,
        commit: options.commit ?? null,
        reason,
      };
    }
    case 'promote':
      only(name, options, ['env', 'reason']);
      expectWords(name, words, 2, 'a remote and a version');
      return { name, remote: remoteName(words[0]), version: words[1]!, env: needEnv(name, options), reason };
    case 'canary':
      only(name, options, ['env', 'reason']);
      expectWords(name, words, 3, 'a remote, a version and a percentage (0 ends the canary)');
      return {
        name,
        remote: remoteName(words[0]),
        version: words[1]!,
        percent: wholeNumber(words[2]!, 'the percentage', 0, 99),
        env: needEnv(name, options),
        reason,
      };
    case 'rollback':
      only(name, options, ['env', 'reason']);
      expectWords(name, words, 1, 'a remote');
      return { name, remote: remoteName(words[0]), env: needEnv(name, options), reason };
    case 'preview': {
      if (words[0] === 'list') {
        only('preview list', options, ['env']);
        expectWords('preview list', words, 1, '');
        return { name: 'preview-list', env: options.env ?? null };
      }
      if (words[0] === 'revoke') {
        only('preview revoke', options, ['reason']);
        expectWords('preview revoke', words, 2, "a link's id (preview list shows it), the link or its token");
        return { name: 'preview-revoke', ...previewLinkNamed(words[1]!), reason };
      }
      only(name, options, ['env', 'minutes', 'site', 'reason']);
      expectWords(name, words, 2, 'a remote and a version');
      const site = httpUrl(options.site ?? `http://localhost:${SHELL_PORT}`, 'the site');
      return {
        name,
        remote: remoteName(words[0]),
        version: words[1]!,
        env: needEnv(name, options),
        minutes: options.minutes === undefined ? 60 : wholeNumber(options.minutes, '--minutes', 1, 10080),
        site: site.origin,
        reason,
      };
    }
    case 'status':
      only(name, options, ['env']);
      expectWords(name, words, 0, '');
      return { name, env: options.env ?? null };
    case 'history':
      only(name, options, ['env', 'limit']);
      if (words.length > 1) throw new UsageError(`unexpected argument "${words[1]}"`);
      return {
        name,
        remote: words[0] === undefined ? null : remoteName(words[0]),
        env: options.env ?? null,
        limit: options.limit === undefined ? 50 : wholeNumber(options.limit, '--limit', 1, 1000),
      };
    default:
      throw new UsageError(name ? `unknown command "${name}"` : 'say which command');
  }
}

/** A preview link as the person names it: its id, the link itself, or the token in it. */
function previewLinkNamed(word: string): { id: number | null; token: string | null } {
  if (/^\d{1,15}$/.test(word)) return { id: Number(word), token: null };
  let token = word;
  if (/^https?:\/\//.test(word)) token = new URL(word).searchParams.get('release-preview') ?? '';
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token))
    throw new UsageError(`"${word}" is not a preview link's id, the link or its token`);
  return { id: null, token };
}

/** The version a manifest URL names: the folder it sits in (…/2026.11.21-3/mf-manifest.json). */
export function versionFromUrl(manifestUrl: string): string | null {
  const folders = new URL(manifestUrl).pathname.split('/').filter(Boolean);
  return folders.length >= 2 ? decodeURIComponent(folders[folders.length - 2]!) : null;
}
