import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParams, literalOf } from './inline-params.ts';
import { PARAM_TABLE, paramCases, queryRows } from './param-cases.test-util.ts';

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
    await pg.exec(PARAM_TABLE);
  });
  afterAll(() => pg.close());

  for (const [name, text, params] of paramCases) {
    it(name, async () => {
      const expected = await queryRows(pg, text, params);
      await pg.exec('begin');
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
