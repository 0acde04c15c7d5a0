import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from './inline-params.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PGliteWire } from './pglite-wire.ts';

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
    await pg.exec(`create table t (id int primary key, name text, amount numeric(18,2), at timestamptz,
      day date, flag boolean, tags text[], doc jsonb, raw bytea, big bigint)`);
  });
  afterAll(() => pg.close());

  const cases: [string, string, unknown[]][] = [
    ['text with quotes, backslashes, unicode', 'select $1::text as v, length($1) as n', ["it's \\ 测试 ''"]],
    ['numbers as text and numeric', 'select $1 + 1 as a, $2::numeric * 2 as b', [41, '1234.56']],
    ['booleans and null', 'select $1::boolean as a, not $2 as b, $3::int is null as c', [true, false, null]],
    [
      'a Date into timestamptz and date',
      'select $1::timestamptz as a, $2::date as b',
      [new Date('2026-03-15T08:30:00.000Z'), '2026-03-15'],
    ],
    ['a text array with commas, quotes and NULL', 'select $1::text[] as v', [['a,b', 'say "hi"', null, '']]],
    ['an object as jsonb', "select $1::jsonb -> 'a' as v", [{ a: [1, 'two', null] }]],
    ['bytes as bytea', 'select $1::bytea as v', [Buffer.from([0, 1, 254, 255])]],
    [
      'inferred from the columns of an insert',
      'insert into t (id, name, amount, at, day, flag, tags, doc, big) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *',
      [
        1,
        '工会经费',
        '-1234.50',
        new Date('2026-01-02T03:04:05.678Z'),
        '2026-01-02',
        true,
        ['x'],
        '{"k":1}',
        42,
      ],
    ],
  ];

  for (const [name, text, params] of cases) {
    it(name, async () => {
      await pg.exec('begin');
      const expected = (await pg.query(text, params)).rows;
      await pg.exec('rollback; begin');
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
});

describe('PGliteWire: simple queries, as PGlite exec() answers them', () => {
  let pg: PGlite;
  let wire: PGliteWire;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    wire = new PGliteWire(pg);
  });
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

describe('PGliteWire: a bounded number of statements', () => {
  it('closes the least recently used statement when full, and still answers every text', async () => {
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
  });
});

describe('PGliteDialect: prepared inside transactions, text outside', () => {
  let pg: PGlite;
  let db: Kysely<{ t: { id: number; name: string } }>;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    db = new Kysely({ dialect: new PGliteDialect(pg) });
    await sql`create table t (id int primary key, name text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  it('prepares a statement with values only inside a transaction', async () => {
    await db.insertInto('t').values({ id: 1, name: 'outside' }).execute();
    expect(await preparedNames(pg)).toEqual([]);
    const inserted = await db.transaction().execute(async (trx) => {
      const result = await trx.insertInto('t').values({ id: 2, name: 'inside' }).executeTakeFirst();
      return result.numInsertedOrUpdatedRows;
    });
    expect(inserted).toBe(1n);
    expect((await preparedNames(pg)).length).toBe(1);
    expect(await db.selectFrom('t').select(['id', 'name']).orderBy('id').execute()).toEqual([
      { id: 1, name: 'outside' },
      { id: 2, name: 'inside' },
    ]);
  });

  it('rolls back a failed transaction and runs the next one on the same statements', async () => {
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ id: 3, name: 'lost' }).execute();
        await trx.insertInto('t').values({ id: 1, name: 'clash' }).execute();
      })
      .catch((e) => e);
    expect(failed).toMatchObject({ code: '23505' });
    await db.transaction().execute((trx) => trx.insertInto('t').values({ id: 4, name: 'kept' }).execute());
    const ids = (await db.selectFrom('t').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual([1, 2, 4]);
  });
});
