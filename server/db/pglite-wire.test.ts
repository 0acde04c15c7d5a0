import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAM_TABLE, paramCases, queryRows } from './param-cases.test-util.ts';
import { textOf } from './param-text.ts';
import { PGliteWire } from './pglite-wire.ts';

/** Starting PGlite took over 10 s on a shared 2-core machine (load 20): the default hook limit. */
const STARTS = 60_000;

const preparedNames = async (pg: PGlite) =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (r) => r.name,
  );

// The proof that matters: PGlite's own parameterised query() and a prepared run give the same rows.
describe('PGliteWire: the same answer as PGlite query()', () => {
  let pg: PGlite;
  let wire: PGliteWire;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    wire = new PGliteWire(pg);
    await pg.exec(PARAM_TABLE);
  }, STARTS);
  afterAll(() => pg.close());

  for (const [name, text, params] of paramCases) {
    it(name, async () => {
      const expected = await queryRows(pg, text, params);
      await pg.exec('begin');
      // Twice: the first run parses, the second reuses the statement.
      const first = await wire.prepared(text, params.map(textOf));
      await pg.exec('rollback; begin');
      const second = await wire.prepared(text, params.map(textOf));
      await pg.exec('rollback');
      expect(expected.length).toBeGreaterThan(0);
      expect(first.rows).toEqual(expected);
      expect(second.rows).toEqual(expected);
    });
  }

  it('gives the command and the rows it touched', async () => {
    await pg.exec('begin');
    const inserted = await wire.prepared(
      'insert into t (id, name) select g, $1 from generate_series(10, 12) g',
      ['x'],
    );
    const updated = await wire.prepared('update t set name = $1 where id >= $2', ['y', '11']);
    await pg.exec('rollback');
    expect(inserted).toMatchObject({ command: 'INSERT', affectedRows: 3, rows: [] });
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2 });
  });

  it('passes the database error on with its code, and the session goes on', async () => {
    await pg.exec("insert into t (id, name) values (100, 'a')");
    const error = await wire
      .prepared('insert into t (id, name) values ($1, $2)', ['100', 'b'])
      .catch((e) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (id, name) values ($1, $2)' });
    const again = await wire.prepared('select name from t where id = $1', ['100']);
    expect(again.rows).toEqual([{ name: 'a' }]);
  });

  it('does not keep a statement that failed to parse', async () => {
    const before = await preparedNames(pg);
    const error = await wire.prepared('selec $1', ['1']).catch((e) => e);
    expect(error).toMatchObject({ code: '42601' });
    expect(await preparedNames(pg)).toEqual(before);
    expect((await wire.prepared('select $1::int as v', ['5'])).rows).toEqual([{ v: 5 }]);
  });

  it('parses a statement again after its table changed shape under it', async () => {
    await pg.exec('create table shape (a int)');
    await pg.exec('insert into shape values (1)');
    const text = 'select * from shape where a = $1';
    expect((await wire.prepared(text, ['1'])).rows).toEqual([{ a: 1 }]);
    await pg.exec('alter table shape add column b text');
    // Postgres refuses the kept plan once (its columns changed); the next run parses afresh.
    await expect(wire.prepared(text, ['1'])).rejects.toMatchObject({ code: '0A000' });
    expect((await wire.prepared(text, ['1'])).rows).toEqual([{ a: 1, b: null }]);
  });

  it('parses a statement again after it was deallocated', async () => {
    const text = 'select $1::int * 2 as v';
    expect((await wire.prepared(text, ['2'])).rows).toEqual([{ v: 4 }]);
    await pg.exec('deallocate all');
    await expect(wire.prepared(text, ['2'])).rejects.toMatchObject({ code: '26000' });
    expect((await wire.prepared(text, ['3'])).rows).toEqual([{ v: 6 }]);
  });
});

describe('PGliteWire: simple queries, as PGlite exec() answers them', () => {
  let pg: PGlite;
  let wire: PGliteWire;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    wire = new PGliteWire(pg);
  }, STARTS);
  afterAll(() => pg.close());

  it('gives the rows of the last statement, typed as exec() types them', async () => {
    const text = `select 0 as z;
      select 1 as id, 12.5::numeric(18,2) as amount, '2026-01-02T03:04:05Z'::timestamptz as at,
        '{"a":[1]}'::jsonb as doc, true as ok
      union all select 2, null, null, null, false`;
    const expected = (await pg.exec(text)).at(-1)?.rows;
    expect(expected?.length).toBe(2);
    expect(await wire.simple(text)).toEqual({ rows: expected, command: 'SELECT', affectedRows: 2 });
  });

  it('a statement without rows after one with rows answers none', async () => {
    const result = await wire.simple('select 1 as a; create temp table e (x int)');
    expect(result).toEqual({ rows: [], command: 'CREATE', affectedRows: 0 });
  });

  it('passes the error on with its code and text', async () => {
    const error = await wire.simple('select 1/0').catch((e) => e);
    expect(error).toMatchObject({ code: '22012', query: 'select 1/0' });
    expect((await wire.simple('select 2 as v')).rows).toEqual([{ v: 2 }]);
  });
});

// The answer is read by pglite-answer.ts, not PGlite's parser: a big answer comes in many chunks.
describe('PGliteWire: reading the answer', () => {
  let pg: PGlite;
  let wire: PGliteWire;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    wire = new PGliteWire(pg);
    await pg.exec('create table u (code text primary key, name text)');
  }, STARTS);
  afterAll(() => pg.close());

  it('a large answer in many chunks, as query() reads it', async () => {
    const text = `select i, repeat('工会经费', i % 40) as name, case when i % 7 = 0 then null else i * 1.25 end as amount,
      date '2026-01-01' + (i % 365) as day, i % 2 = 0 as even from generate_series(1, 20000) as i`;
    const expected = (await pg.query(text)).rows;
    const answer = await wire.simple(text);
    expect(answer.rows).toHaveLength(20_000);
    expect(answer.rows).toEqual(expected);
    expect(answer).toMatchObject({ command: 'SELECT', affectedRows: 20_000 });
  });

  it('an error with its detail, table and constraint', async () => {
    await wire.simple("insert into u values ('001', '工会')");
    const error = await wire.prepared('insert into u values ($1, $2)', ['001', '重复']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      table: 'u',
      constraint: 'u_pkey',
      detail: 'Key (code)=(001) already exists.',
      message: 'duplicate key value violates unique constraint "u_pkey"',
      query: 'insert into u values ($1, $2)',
    });
  });
});

describe('PGliteWire: a begin sent with the statement after it', () => {
  let pg: PGlite;
  let wire: PGliteWire;
  let calls = 0;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    await pg.exec('create table b (id int primary key)');
    const stream = pg.execProtocolRawStream.bind(pg);
    pg.execProtocolRawStream = (...args) => {
      calls++;
      return stream(...args);
    };
    wire = new PGliteWire(pg);
  }, STARTS);
  afterAll(() => pg.close());

  const ids = async () =>
    (await pg.query<{ id: number }>('select id from b order by id')).rows.map((r) => r.id);

  it('runs both in one call once the text is prepared, and the statement is inside the transaction', async () => {
    const text = 'insert into b (id) values ($1) returning id';
    expect((await wire.prepared(text, ['1'], 'begin')).rows).toEqual([{ id: 1 }]); // parses first
    await pg.exec('commit');
    calls = 0;
    expect((await wire.prepared(text, ['2'], 'begin')).rows).toEqual([{ id: 2 }]);
    expect(calls).toBe(1);
    await pg.exec('rollback');
    expect(await ids()).toEqual([1]);
  });

  it('a simple statement too, and a failed statement leaves the transaction to roll back', async () => {
    calls = 0;
    expect((await wire.simple('insert into b values (3) returning id', 'begin')).rows).toEqual([{ id: 3 }]);
    expect(calls).toBe(1);
    await expect(wire.simple('insert into b values (1)')).rejects.toMatchObject({ code: '23505' });
    await expect(wire.simple('select 1')).rejects.toMatchObject({ code: '25P02' });
    await pg.exec('rollback');
    expect(await ids()).toEqual([1]);
  });
});

describe('PGliteWire: a bounded number of statements', () => {
  it(
    'closes the least recently used statement when full, and still answers every text',
    async () => {
      const pg = await PGlite.create('memory://');
      try {
        const wire = new PGliteWire(pg, 2);
        const run = async (n: number) => (await wire.prepared(`select $1::int + ${n} as v`, ['1'])).rows;
        expect(await run(1)).toEqual([{ v: 2 }]);
        expect(await run(2)).toEqual([{ v: 3 }]);
        expect(await run(1)).toEqual([{ v: 2 }]); // 1 is now the most recent
        expect(await run(3)).toEqual([{ v: 4 }]); // 2 goes
        expect(await preparedNames(pg)).toEqual(['uf_0', 'uf_2']);
        expect(await run(2)).toEqual([{ v: 3 }]);
        expect((await preparedNames(pg)).length).toBe(2);
      } finally {
        await pg.close();
      }
    },
    STARTS,
  );
});
