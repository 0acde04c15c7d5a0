import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParams, literalOf } from './inline-params.ts';

describe('inlineParams: where the values go', () => {
  it('replaces each placeholder, however often and in whatever order it appears', () => {
    expect(inlineParams('select $2, $1, $2', ['a', 7])).toBe("select E'7', E'a', E'7'");
    expect(
      inlineParams(
        'select $10',
        Array.from({ length: 10 }, (_, i) => i + 1),
      ),
    ).toBe("select E'10'");
  });

  it('leaves placeholders inside strings, quoted names, dollar quotes and comments alone', () => {
    const text = `select '$1', E'it\\'s $1', "col$1", $$ $1 $$, $fn$ $1 $fn$ -- $1
      /* $1 /* nested $1 */ still $1 */ , $1, a$1`;
    expect(inlineParams(text, ['x'])).toBe(text.replace(/, \$1, a\$1$/, ", E'x', a$1"));
  });

  it('escapes quotes and backslashes, and refuses NUL', () => {
    expect(literalOf("O'Brien \\ 王")).toBe("E'O\\'Brien \\\\ 王'");
    expect(() => literalOf('a\u0000b')).toThrow('NUL');
  });

  it('refuses a placeholder without a value and a number that is not finite', () => {
    expect(() => inlineParams('select $2', ['a'])).toThrow('$2');
    expect(() => inlineParams('select $1', [Number.NaN])).toThrow('有限数');
  });
});

// The proof that matters: PGlite's own parameterised call and the inlined text give the same rows.
describe('inlineParams: the same answer as a parameterised statement', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    await pg.exec(`create table t (id int primary key, name text, amount numeric(18,2), at timestamptz,
      day date, flag boolean, tags text[], doc jsonb, raw bytea, big bigint)`);
  });
  afterAll(() => pg.close());

  const cases: [string, string, unknown[]][] = [
    [
      'text with quotes, backslashes, unicode',
      'select $1::text as v, length($1) as n',
      ["it's a \\ 测试 '' \"q\""],
    ],
    ['numbers as text and numeric', 'select $1 + 1 as a, $2::numeric * 2 as b', [41, '1234.56']],
    ['bigint', 'select $1::bigint + 1 as v', [9007199254740000n]],
    ['booleans', 'select $1::boolean as a, not $2 as b', [true, false]],
    ['null', 'select $1::int is null as v', [null]],
    [
      'a Date into timestamptz and date',
      'select $1::timestamptz as a, $2::date::text as b',
      [new Date('2026-03-15T08:30:00.000Z'), '2026-03-15'],
    ],
    [
      'a text array with commas, quotes, NULL and braces',
      'select $1::text[] as v, cardinality($1::text[]) as n',
      [['a,b', 'say "hi"', null, '{x}', 'back\\slash', '']],
    ],
    ['any() over an array', 'select 3 = any($1) as v', [[1, 2, 3]]],
    [
      'nested arrays',
      'select $1::int[][] as v',
      [
        [
          [1, 2],
          [3, 4],
        ],
      ],
    ],
    ['an object as jsonb', "select $1::jsonb -> 'a' as v", [{ a: [1, 'two', null], b: "it's" }]],
    ['JSON text as jsonb', 'select $1::jsonb as v', ['[{"code":"101"}]']],
    ['bytes as bytea', 'select $1::bytea as v', [Buffer.from([0, 1, 254, 255])]],
    ['limit and offset', 'select g from generate_series(1, 10) g order by g limit $1 offset $2', [3, 4]],
    [
      'inferred from a column',
      'insert into t (id, name, amount, at, day, flag, tags, doc, raw, big) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *',
      [
        1,
        '工会经费',
        '-1234.50',
        new Date('2026-01-02T03:04:05.678Z'),
        '2026-01-02',
        true,
        ['x', 'y'],
        '{"k":1}',
        Buffer.from('hi'),
        42,
      ],
    ],
  ];

  for (const [name, text, params] of cases) {
    it(name, async () => {
      await pg.exec('begin');
      const expected = (await pg.query(text, params)).rows;
      await pg.exec('rollback; begin');
      const results = await pg.exec(inlineParams(text, params));
      await pg.exec('rollback');
      expect(results.at(-1)?.rows).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });
  }

  it('a value cannot end the statement and run another', async () => {
    const evil = "x'); drop table t; --";
    const rows = (await pg.exec(inlineParams('select $1::text as v', [evil]))).at(-1)?.rows;
    expect(rows).toEqual([{ v: evil }]);
    expect((await pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
  });
});
