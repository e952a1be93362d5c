// The database's copies of the model are generated (scripts/generate-sql.ts) and must be current: the
// newest generated question-bank migration holds the model's bank, and the pgTAP parity test is what
// the generator writes today. Then the generator itself, on a scratch migrations folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GENERATE_COMMAND,
  MIGRATIONS_DIR,
  PARITY_TEST_FILE,
  bankMigrationSql,
  bankMigrations,
  bankStatus,
  modelBank,
  nextMigrationVersion,
  paritySql,
  parseBank,
  writeBankMigration,
} from './generate-sql.ts';

describe('generated SQL is current', () => {
  it('the newest generated question-bank migration holds the model’s question bank', () => {
    const status = bankStatus();
    expect(
      status.current,
      `The model's question bank differs from the newest generated migration (${status.current ? '' : (status.newest ?? 'none yet')}). ` +
        `Run \`${GENERATE_COMMAND}\`: it writes a new migration (never edit a deployed one).`,
    ).toBe(true);
  });

  it('supabase/tests/035_scoring_parity.sql is generated from the current model', () => {
    expect(
      readFileSync(PARITY_TEST_FILE, 'utf8') === paritySql(),
      `supabase/tests/035_scoring_parity.sql is stale. Run \`${GENERATE_COMMAND}\`.`,
    ).toBe(true);
  });

  it('no generated migration was edited by hand: each is exactly what the generator writes for its bank', () => {
    for (const file of bankMigrations()) {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      expect(sql, file).toBe(bankMigrationSql(parseBank(sql)));
    }
  });
});

describe('the bank migration generator', () => {
  let dir = '';
  const scratch = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'ahc-migrations-'));
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    return dir;
  };
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('reads back the bank it writes: 20 questions × 4 options', () => {
    expect(modelBank()).toHaveLength(80);
    expect(parseBank(bankMigrationSql())).toEqual(modelBank());
  });

  it('writes a first migration, then nothing while the model is unchanged', () => {
    const folder = scratch({ '20261121000002_question_bank.sql': '-- written by hand\n' });
    const first = writeBankMigration(folder, '20261123100000');
    expect(path.basename(first!)).toBe('20261123100000_question_bank_from_model.sql');
    expect(writeBankMigration(folder)).toBeNull();
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('writes a new migration, after every existing one, when the model differs from the newest', () => {
    const older = modelBank().map((row) =>
      row.questionId === 'arch_1' && row.position === 0 ? { ...row, optionKey: 'worried' } : row,
    );
    const folder = scratch({
      '20261123100000_question_bank_from_model.sql': bankMigrationSql(modelBank()),
      '20261123100001_question_bank_from_model.sql': bankMigrationSql(older),
      '20270101000000_other.sql': 'select 1;\n',
    });
    expect(bankStatus(folder)).toEqual({
      current: false,
      newest: '20261123100001_question_bank_from_model.sql',
    });
    const written = writeBankMigration(folder);
    expect(path.basename(written!)).toBe('20270101000001_question_bank_from_model.sql');
    expect(bankStatus(folder)).toEqual({
      current: true,
      file: '20270101000001_question_bank_from_model.sql',
    });
    // The older migrations are left as they were.
    expect(
      parseBank(readFileSync(path.join(folder, '20261123100001_question_bank_from_model.sql'), 'utf8')),
    ).toEqual(older);
  });

  it('refuses a version that would not come after the existing migrations', () => {
    const folder = scratch({ '20261123100000_other.sql': 'select 1;\n' });
    expect(() => writeBankMigration(folder, '20261123095959')).toThrow(/20261123100001 or later/);
    expect(() => writeBankMigration(folder, 'soon')).toThrow(/14 digits/);
  });

  it('takes the clock for the version, or the second after the newest migration when that is later', () => {
    const folder = scratch({ '20261123235959_other.sql': '' });
    expect(nextMigrationVersion(folder, new Date('2026-11-23T12:00:00Z'))).toBe('20261124000000');
    expect(nextMigrationVersion(folder, new Date('2026-12-01T08:30:15Z'))).toBe('20261201083015');
  });
});
