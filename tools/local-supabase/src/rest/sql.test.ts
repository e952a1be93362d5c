// The write statements' SQL on its own: PUT's row is chosen by its key inside the INSERT it is built
// into (whatever the column names hold), and the key's values are bound after the payload's.
import { describe, expect, it } from 'vitest';
import type { Column, Table } from './catalog.ts';
import { Params, insertSql } from './sql.ts';

const column = (name: string): Column => ({
  name,
  type: 'text',
  baseType: 'text',
  nullable: true,
  default: null,
});

function table(columns: string[]): Table {
  return {
    schema: 'fixture',
    name: 'kv',
    isView: false,
    isTable: true,
    insertable: true,
    updatable: true,
    deletable: true,
    columns: new Map(columns.map((c) => [c, column(c)])),
    primaryKey: ['k'],
    computed: new Map(),
  };
}

describe('insertSql', () => {
  it("writes only the payload row whose key is the URL's, before the conflict clause", () => {
    const kv = table(['k', 'v']);
    const params = new Params();
    const sql = insertSql(
      {
        table: kv,
        payload: { text: '{"k":"a","v":"1"}', columns: [...kv.columns.values()], applyDefaults: false },
        conflict: { columns: ['k'], resolution: 'merge-duplicates' },
        returning: 'rows',
        marker: true,
        onlyKey: [['k', 'a']],
      },
      params,
    );
    expect(sql).toContain(
      ' pgrst_body WHERE pgrst_body."k" = $2 ON CONFLICT ("k") DO UPDATE SET "k" = EXCLUDED."k", "v" = EXCLUDED."v"',
    );
    expect(sql.endsWith(' RETURNING "kv".*, (xmax = 0) AS pgrst_inserted')).toBe(true);
    expect(params.values).toEqual(['{"k":"a","v":"1"}', 'a']);
  });

  it('keeps a column whose name reads like SQL as a quoted name', () => {
    const odd = table(['k', 'x ON CONFLICT y']);
    const sql = insertSql(
      {
        table: odd,
        payload: { text: '{}', columns: [...odd.columns.values()], applyDefaults: false },
        conflict: { columns: ['k'], resolution: 'merge-duplicates' },
        returning: 'count',
        marker: false,
        onlyKey: [['k', 'a']],
      },
      new Params(),
    );
    expect(sql).toContain('INSERT INTO "fixture"."kv" AS "kv" ("k", "x ON CONFLICT y") SELECT ');
    expect(sql.match(/ WHERE /g)).toHaveLength(1);
  });
});
