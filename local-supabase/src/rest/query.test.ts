// The URL grammar on its own: in-lists as PostgREST splits them, and identifiers that never get past
// the catalog check.
import { describe, expect, it } from 'vitest';
import type { Table } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseFilter, parseList, parseOrder, parseReadPlan, parseSelect } from './query.ts';

const profiles: Table = {
  name: 'profiles',
  columns: new Map(['id', 'name', 'company'].map((name) => [name, { name, type: 'text' }])),
  primaryKey: ['id'],
};

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    return { status: (error as RestError).status, code: (error as RestError).code };
  }
  throw new Error('expected a RestError');
};

describe('parseList', () => {
  it.each([
    ['()', []],
    ['(a)', ['a']],
    ['(a,b)', ['a', 'b']],
    ['(a,)', ['a', '']],
    ['("")', ['']],
    ['("a,b",c)', ['a,b', 'c']],
    ['("a\\"b","c\\\\d")', ['a"b', 'c\\d']],
    ['(x"y)', ['x"y']],
    ['("a)', ['"a']],
    ['("a"b,c)', ['"a"b', 'c']],
    ["(O'Reilly; --,') or 1=1 --)", ["O'Reilly; --", "') or 1=1 --"]],
    ['(Ünïcødé 🚀)', ['Ünïcødé 🚀']],
  ])('%s → %j', (raw, values) => {
    expect(parseList(raw)).toEqual(values);
  });

  it('needs the parentheses', () => {
    expect(failure(() => parseList('a,b'))).toEqual({ status: 400, code: 'PGRST100' });
  });
});

describe('identifiers', () => {
  it.each(['id;drop table profiles', 'id,"name"', 'count(*)', 'id::text', 'a:b:c'])('select=%s is a parse error', (select) => {
    expect(failure(() => parseSelect(profiles, select)).status).toBe(400);
  });

  it('select keeps aliases and checks columns', () => {
    expect(parseSelect(profiles, 'id, employer:company')).toEqual([{ column: 'id', alias: 'id' }, { column: 'company', alias: 'employer' }]);
    expect(failure(() => parseSelect(profiles, 'nope'))).toEqual({ status: 400, code: 'PGRST204' });
  });

  it('filters and order accept catalog columns only', () => {
    expect(failure(() => parseFilter(profiles, 'name"--', 'eq.x'))).toEqual({ status: 400, code: 'PGRST204' });
    expect(failure(() => parseFilter(profiles, 'name', 'sql.x')).code).toBe('PGRST100');
    expect(failure(() => parseOrder(profiles, 'name;drop'))).toEqual({ status: 400, code: 'PGRST204' });
    expect(parseOrder(profiles, 'company.desc.nullslast,id')).toEqual([
      { column: 'company', descending: true, nulls: 'last' },
      { column: 'id', descending: false, nulls: undefined },
    ]);
  });

  it('or / and filters are refused, reserved parameters are not filters', () => {
    expect(failure(() => parseReadPlan(profiles, new URLSearchParams('or=(id.eq.1)'))).status).toBe(400);
    const plan = parseReadPlan(profiles, new URLSearchParams('select=id&limit=2&offset=1&columns=id&on_conflict=id&apikey=k&name=not.in.(a,b)'));
    expect(plan).toMatchObject({ limit: 2, offset: 1, filters: [{ column: 'name', negate: true, op: 'in', value: ['a', 'b'] }] });
  });
});
