// The query-string grammar on its own: PostgREST's select trees, operators, logic trees, orders and
// in-lists, and its parse errors (PGRST100 with the position of the failure).
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import {
  arrayLiteralElements,
  hasBackReference,
  hasOperator,
  regexPatterns,
  parseColumns,
  parseList,
  parseLogicKey,
  parseLogicTree,
  parseOpExpr,
  parseOrder,
  parseSelect,
  parseTreePath,
} from './grammar.ts';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const e = error as RestError;
    return { status: e.status, code: e.code, message: e.message, details: e.details };
  }
  throw new Error('expected a RestError');
};

describe('parseList', () => {
  it.each([
    ['()', ['']],
    ['(a)', ['a']],
    ['(a,b)', ['a', 'b']],
    ['(a,)', ['a', '']],
    ['("")', ['']],
    ['("a,b",c)', ['a,b', 'c']],
    ['("a\\"b","c\\\\d")', ['a"b', 'c\\d']],
    ['(x"y)', ['x"y']],
    ['("a)', ['"a']],
    ['("a"b,c)', ['"a"b', 'c']],
    ["(O'Reilly; --,' or 1=1 --)", ["O'Reilly; --", "' or 1=1 --"]],
    ['(Ünïcødé 🚀)', ['Ünïcødé 🚀']],
  ])('%s → %j', (raw, values) => {
    expect(parseList(raw)).toEqual(values);
  });

  it('needs the parentheses, and nothing after them (an unquoted element ends at the first ")")', () => {
    expect(failure(() => parseList("(a,') or 1=1 --)"))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parseList('a,b'))).toMatchObject({ status: 400, code: 'PGRST100' });
    expect(failure(() => parseOpExpr('in.(a,b)x'))).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (in.(a,b)x)" (line 1, column 9)',
    });
  });
});

describe('select', () => {
  it('columns, aliases, casts, JSON paths and *', () => {
    expect(parseSelect('id, employer:company,*,total::text,data->a->>b,x:data->0')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'field', field: { name: 'company', path: [] }, alias: 'employer' },
      { kind: 'field', field: { name: '*', path: [] } },
      { kind: 'field', field: { name: 'total', path: [] }, cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
      },
      { kind: 'field', field: { name: 'data', path: [{ arrow: '->', key: '+0', index: true }] }, alias: 'x' },
    ]);
    expect(parseSelect('"quoted name","a,b":"c"')).toEqual([
      { kind: 'field', field: { name: 'quoted name', path: [] } },
      { kind: 'field', field: { name: 'c', path: [] }, alias: 'a,b' },
    ]);
  });

  it('aggregates, with input and output casts', () => {
    expect(parseSelect('count(),amount.sum(),n:amount::int.avg()::text')).toEqual([
      { kind: 'field', field: { name: '*', path: [] }, aggregate: 'count' },
      { kind: 'field', field: { name: 'amount', path: [] }, aggregate: 'sum' },
      {
        kind: 'field',
        field: { name: 'amount', path: [] },
        alias: 'n',
        cast: 'int',
        aggregate: 'avg',
        aggregateCast: 'text',
      },
    ]);
  });

  it('embeds: aliases, hints, join types, spreads, nesting', () => {
    expect(
      parseSelect('*,author:users!messages_author_id_fkey!inner(name),...channels(title),tags!left(*,x(*))'),
    ).toEqual([
      { kind: 'field', field: { name: '*', path: [] } },
      {
        kind: 'embed',
        spread: false,
        relation: 'users',
        alias: 'author',
        hint: 'messages_author_id_fkey',
        joinType: 'inner',
        children: [{ kind: 'field', field: { name: 'name', path: [] } }],
      },
      {
        kind: 'embed',
        spread: true,
        relation: 'channels',
        children: [{ kind: 'field', field: { name: 'title', path: [] } }],
      },
      {
        kind: 'embed',
        spread: false,
        relation: 'tags',
        joinType: 'left',
        children: [
          { kind: 'field', field: { name: '*', path: [] } },
          {
            kind: 'embed',
            spread: false,
            relation: 'x',
            children: [{ kind: 'field', field: { name: '*', path: [] } }],
          },
        ],
      },
    ]);
    expect(parseSelect('messages!inner()')).toEqual([
      { kind: 'embed', spread: false, relation: 'messages', joinType: 'inner', children: [] },
    ]);
  });

  it.each(['id;drop table profiles', 'id,name"--', 'name:id;select', 'a:b:c', 'id)', 'x(', 'id::', '*!hint'])(
    'select=%s is PGRST100',
    (select) => {
      expect(failure(() => parseSelect(select))).toMatchObject({ status: 400, code: 'PGRST100' });
    },
  );

  it('reports the position PostgREST reports', () => {
    expect(failure(() => parseSelect('id,clients(name[])'))).toMatchObject({
      message: '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
    });
  });
});

describe('filters', () => {
  it.each([
    ['eq.5', { negate: false, operation: { kind: 'quant', op: 'eq', value: '5' } }],
    ['not.eq.5', { negate: true, operation: { kind: 'quant', op: 'eq', value: '5' } }],
    ['gte.2020-01-01', { negate: false, operation: { kind: 'quant', op: 'gte', value: '2020-01-01' } }],
    [
      'like(any).{a*,*b}',
      { negate: false, operation: { kind: 'quant', op: 'like', quantifier: 'any', value: '{a*,*b}' } },
    ],
    [
      'ilike(all).{a*,*b}',
      { negate: false, operation: { kind: 'quant', op: 'ilike', quantifier: 'all', value: '{a*,*b}' } },
    ],
    ['neq.x.y', { negate: false, operation: { kind: 'simple', op: 'neq', value: 'x.y' } }],
    ['cs.{a,b}', { negate: false, operation: { kind: 'simple', op: 'cs', value: '{a,b}' } }],
    ['adj.[1,2)', { negate: false, operation: { kind: 'simple', op: 'adj', value: '[1,2)' } }],
    ['in.(1,"2,3")', { negate: false, operation: { kind: 'in', values: ['1', '2,3'] } }],
    ['is.NULL', { negate: false, operation: { kind: 'is', value: 'null' } }],
    ['not.is.not_null', { negate: true, operation: { kind: 'is', value: 'not_null' } }],
    ['isdistinct.x', { negate: false, operation: { kind: 'isdistinct', value: 'x' } }],
    [
      'fts(english).cat & dog',
      { negate: false, operation: { kind: 'fts', op: 'fts', language: 'english', value: 'cat & dog' } },
    ],
    ['wfts.the cat', { negate: false, operation: { kind: 'fts', op: 'wfts', value: 'the cat' } }],
    ['match.^a(b|c)$', { negate: false, operation: { kind: 'quant', op: 'match', value: '^a(b|c)$' } }],
  ])('%s', (raw, expected) => {
    expect(parseOpExpr(raw)).toEqual(expected);
  });

  it.each(['sql.1', 'x', 'is.1;drop', 'is.null;drop', 'eq', 'in.a,b', 'fts().x'])('%s is PGRST100', (raw) => {
    expect(failure(() => parseOpExpr(raw))).toMatchObject({ status: 400, code: 'PGRST100' });
  });

  it('filter keys name embeds and JSON paths; GET rpc arguments are values without operators', () => {
    expect(parseTreePath('messages.author.name')).toEqual({
      path: ['messages', 'author'],
      field: { name: 'name', path: [] },
    });
    expect(parseTreePath('data->a->>b')).toEqual({
      path: [],
      field: {
        name: 'data',
        path: [
          { arrow: '->', key: 'a', index: false },
          { arrow: '->>', key: 'b', index: false },
        ],
      },
    });
    expect(hasOperator('eq.1')).toBe(true);
    expect(hasOperator('ONLINE')).toBe(false);
  });
});

describe('logic trees', () => {
  it('or, and, not, nested, with embedded paths', () => {
    expect(parseLogicKey('messages.not.or')).toEqual({ path: ['messages'], negate: true, op: 'or' });
    expect(
      parseLogicTree({ negate: false, op: 'or' }, '(a.eq.1,and(b.gt.2,c.not.is.null),d.in.(x,y),e.cs.{1,2})'),
    ).toEqual({
      kind: 'expr',
      negate: false,
      op: 'or',
      children: [
        {
          kind: 'filter',
          filter: {
            field: { name: 'a', path: [] },
            negate: false,
            operation: { kind: 'quant', op: 'eq', value: '1' },
          },
        },
        {
          kind: 'expr',
          negate: false,
          op: 'and',
          children: [
            {
              kind: 'filter',
              filter: {
                field: { name: 'b', path: [] },
                negate: false,
                operation: { kind: 'quant', op: 'gt', value: '2' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: { name: 'c', path: [] },
                negate: true,
                operation: { kind: 'is', value: 'null' },
              },
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'd', path: [] },
            negate: false,
            operation: { kind: 'in', values: ['x', 'y'] },
          },
        },
        {
          kind: 'filter',
          filter: {
            field: { name: 'e', path: [] },
            negate: false,
            operation: { kind: 'simple', op: 'cs', value: '{1,2}' },
          },
        },
      ],
    });
  });

  it.each(['()', '(a.eq.1', '(a.eq.1,xor(b.eq.2))', '(not.a.eq.1)'])('or=%s is PGRST100', (raw) => {
    expect(failure(() => parseLogicTree({ negate: false, op: 'or' }, raw))).toMatchObject({
      code: 'PGRST100',
    });
  });
});

describe('order, columns, back-references', () => {
  it('order terms', () => {
    expect(parseOrder('company.desc.nullslast,id,data->x.asc,channel(name).desc')).toEqual([
      { field: { name: 'company', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id', path: [] } },
      { field: { name: 'data', path: [{ arrow: '->', key: 'x', index: false }] }, direction: 'asc' },
      { relation: 'channel', field: { name: 'name', path: [] }, direction: 'desc' },
    ]);
    expect(failure(() => parseOrder('name;drop'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parseOrder('id.desc.sideways'))).toMatchObject({ code: 'PGRST100' });
    expect(failure(() => parseOrder('(select 1)'))).toMatchObject({ code: 'PGRST100' });
  });

  it('columns', () => {
    expect(parseColumns('columns', 'a, "b c",d-e')).toEqual(['a', 'b c', 'd-e']);
  });

  it('back-references', () => {
    expect(hasBackReference('(a)\\1')).toBe(true);
    expect(hasBackReference('\\\\1')).toBe(false);
  });

  it('regex patterns are read as Postgres reads them: the value, or each element of an any/all array literal', () => {
    expect(regexPatterns(parseOpExpr('match.(a)\\1').operation)).toEqual(['(a)\\1']);
    expect(regexPatterns(parseOpExpr('not.imatch(any).{"(a)(i).*\\\\1",b\\,c}').operation)).toEqual([
      '(a)(i).*\\1',
      'b,c',
    ]);
    expect(regexPatterns(parseOpExpr('match(all).[1:1]={x}').operation)).toEqual(['[1:1]=', 'x']);
    expect(regexPatterns(parseOpExpr('like.(a)\\1').operation)).toEqual([]);
    expect(arrayLiteralElements('{{"a}b",c},{d\\"e}}')).toEqual(['a}b', 'c', 'd"e']);
  });
});

describe('array literals against Postgres', () => {
  // Whatever Postgres's array_in makes of a literal, a back-reference in one of its elements is seen in
  // ours: generated literals over the characters that matter (quotes, backslashes, braces, commas,
  // blanks, a dimension prefix), each one Postgres accepts compared with what it returned.
  it('every element Postgres reads with a back-reference is flagged', async () => {
    const pg = await PGlite.create();
    const text = fc
      .array(fc.constantFrom('(a)', '\\', '1', '"', ',', '{', '}', ' ', 'x'), { maxLength: 8 })
      .map((p) => p.join(''));
    const element = fc
      .tuple(text, fc.constantFrom('quoted', 'escaped', 'as-is'), fc.constantFrom('', ' '))
      .map(([t, how, blank]) => {
        if (how === 'quoted') return `${blank}"${t.replace(/[\\"]/g, '\\$&')}"${blank}`;
        if (how === 'escaped') return `${blank}${t.replace(/[\\"{},\s]/g, '\\$&')}${blank}`;
        return t;
      });
    const literal = fc.oneof(
      fc
        .tuple(fc.array(element, { minLength: 1, maxLength: 4 }), fc.boolean())
        .map(([elements, dims]) => `${dims ? `[1:${elements.length}]=` : ''}{${elements.join(',')}}`),
      fc
        .array(fc.constantFrom('{', '}', ',', '"', '\\', ' ', '(a)', '1', '[1:1]='), { maxLength: 12 })
        .map((p) => p.join('')),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(literal, async (input) => {
        const result = await pg
          .query<{ elements: (string | null)[] }>('select $1::text[] as elements', [input])
          .catch(() => undefined);
        if (!result) return;
        accepted += 1;
        const pgFlags = (result.rows[0]!.elements ?? [])
          .flat(3)
          .some((e) => e !== null && hasBackReference(e));
        if (pgFlags) expect(arrayLiteralElements(input).some(hasBackReference), input).toBe(true);
      }),
      { numRuns: 600 },
    );
    expect(accepted).toBeGreaterThan(100);
    await pg.close();
  }, 60_000);
});
