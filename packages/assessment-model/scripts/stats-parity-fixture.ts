/// <reference types="node" />
// The parity cases of the team and benchmark numbers, read from the one place they are written:
// supabase/tests/066_stats_parity.sql, whose `insert into parity_cases (name, formula, input,
// expected) values (...)` list pgTAP checks against the database's private.stat_* functions. The
// TypeScript module (src/team-stats.ts) is tested against the same list, read from that file here, so
// no number is copied by hand into a second place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STATS_PARITY_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../supabase/tests/066_stats_parity.sql',
);

export type ParityCase = { name: string; formula: string; input: unknown; expected: unknown };

/** Reads the insert's VALUES: tuples of four SQL string literals, with `--` comments between them. */
export function parseParityCases(sql: string): ParityCase[] {
  const start = /insert into parity_cases \(name, formula, input, expected\) values/i.exec(sql);
  if (!start) throw new Error('066_stats_parity.sql: the parity_cases insert was not found');
  let i = start.index + start[0].length;

  const skipSpaceAndComments = () => {
    for (;;) {
      while (i < sql.length && /\s/.test(sql[i]!)) i++;
      if (sql.startsWith('--', i)) {
        const end = sql.indexOf('\n', i);
        i = end === -1 ? sql.length : end + 1;
      } else {
        return;
      }
    }
  };
  const expect = (char: string) => {
    skipSpaceAndComments();
    if (sql[i] !== char)
      throw new Error(
        `066_stats_parity.sql: expected "${char}" at offset ${i}, found "${sql.slice(i, i + 20)}"`,
      );
    i++;
  };
  const literal = () => {
    expect("'");
    let text = '';
    for (;;) {
      if (i >= sql.length) throw new Error('066_stats_parity.sql: unterminated string');
      if (sql[i] === "'") {
        if (sql[i + 1] === "'") {
          text += "'";
          i += 2;
          continue;
        }
        i++;
        return text;
      }
      text += sql[i++];
    }
  };

  const cases: ParityCase[] = [];
  for (;;) {
    expect('(');
    const name = literal();
    expect(',');
    const formula = literal();
    expect(',');
    const input = JSON.parse(literal()) as unknown;
    expect(',');
    const expected = JSON.parse(literal()) as unknown;
    expect(')');
    cases.push({ name, formula, input, expected });
    skipSpaceAndComments();
    if (sql[i] === ';') return cases;
    expect(',');
  }
}

export function readParityCases(file: string = STATS_PARITY_FILE): ParityCase[] {
  return parseParityCases(readFileSync(file, 'utf8'));
}
