// Our two Kysely drivers (server/db/pglite-dialect.ts, pg-dialect.ts), each against the database of
// its pass: PGlite in the first, the real PostgreSQL server when DATABASE_URL is set. Each holds one
// connection, so that the session's prepared statements and temporary table are the ones seen.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from '../../server/db/pg-dialect.ts';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import { inArrivalOrder, keepTurns } from '../../server/db/turns.ts';

type Db = { t: { id: number; name: string } };
const url = process.env.DATABASE_URL;

async function open(): Promise<Kysely<Db>> {
  const dialect = url
    ? new PgDialect(new pg.Pool({ connectionString: url, max: 1 }))
    : new PGliteDialect(await PGlite.create('memory://'));
  const db = new Kysely<Db>({ dialect });
  keepTurns(db, dialect.driver.gate);
  return db;
}

describe(`driver on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = await open();
    await sql`create temp table t (id int primary key, name text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  const prepared = (trx: Kysely<Db>) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(trx)
      .then((r) => r.rows.map((row) => row.statement));

  // PGlite prepares every statement with values (no value is written into the text any more);
  // node-postgres only those inside a transaction, the others as unnamed statements.
  it('prepares statements with values (on PostgreSQL inside a transaction only), and counts the rows they touch', async () => {
    await db.insertInto('t').values({ id: 1, name: 'outside' }).execute();
    const outside = await db.selectFrom('t').select('name').where('id', '=', 1).execute();
    const { inserted, statements } = await db.transaction().execute(async (trx) => {
      const result = await trx.insertInto('t').values({ id: 2, name: 'inside' }).executeTakeFirst();
      return { inserted: result.numInsertedOrUpdatedRows, statements: await prepared(trx) };
    });
    expect(outside).toEqual([{ name: 'outside' }]);
    expect(inserted).toBe(1n);
    expect(statements.filter((s) => /^insert into "t"/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^select "name" from "t"/.test(s))).toHaveLength(url ? 0 : 1);
    expect(statements).toHaveLength(url ? 1 : 2);
    const updated = await db
      .transaction()
      .execute((trx) => trx.updateTable('t').set({ name: 'both' }).where('id', '>=', 1).executeTakeFirst());
    expect(updated.numUpdatedRows).toBe(2n);
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

  it('rolls back a transaction whose first statement fails, whether its text is new or known', async () => {
    // New text first (sql``, not seen before), then the builder's insert, prepared by the tests above.
    const fresh = await db
      .transaction()
      .execute((trx) => sql`insert into t (id, name) values (${1}, ${'fresh'}) returning id`.execute(trx))
      .catch((e) => e);
    expect(fresh).toMatchObject({ code: '23505' });
    const known = await db
      .transaction()
      .execute((trx) => trx.insertInto('t').values({ id: 1, name: 'known' }).execute())
      .catch((e) => e);
    expect(known).toMatchObject({ code: '23505' });
    await db.insertInto('t').values({ id: 5, name: 'after' }).execute();
    const names = await db.selectFrom('t').select('name').where('id', 'in', [1, 5]).orderBy('id').execute();
    expect(names).toEqual([{ name: 'both' }, { name: 'after' }]);
  });

  it('begins with the isolation level asked, and ends a transaction that ran nothing quietly', async () => {
    const level = await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => (await sql`show transaction_isolation`.execute(trx)).rows);
    expect(level).toEqual([{ transaction_isolation: 'serializable' }]);
    await db.transaction().execute(async () => {});
    await expect(
      db.transaction().execute(async () => {
        throw new Error('nothing ran');
      }),
    ).rejects.toThrow('nothing ran');
    // No transaction was left open: a failed statement outside one does not take this row with it.
    await db.insertInto('t').values({ id: 6, name: 'alone' }).execute();
    await expect(db.insertInto('t').values({ id: 6, name: 'again' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    const rows = await db.selectFrom('t').select('name').where('id', '=', 6).execute();
    expect(rows).toEqual([{ name: 'alone' }]);
  });

  it('parses a statement again after its table changed shape under it', async () => {
    await sql`create temp table shape (a int)`.execute(db);
    await sql`insert into shape values (1)`.execute(db);
    const read = () =>
      db
        .transaction()
        .execute(async (trx) => (await sql`select * from shape where a = ${1}`.execute(trx)).rows);
    expect(await read()).toEqual([{ a: 1 }]);
    await sql`alter table shape add column b text`.execute(db);
    // The kept plan is refused once (its columns changed); the next run prepares the text afresh.
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toEqual([{ a: 1, b: null }]);
  });

  it('hands the connection to the request that arrived first, then to the rest in the order asked', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const order: string[] = [];
    const holder = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await gate;
      order.push('holder');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = performance.now();
    const ask = (name: string, arrivedAt?: number) => {
      const run = () => sql`select ${name}::text as name`.execute(db).then(() => order.push(name));
      return arrivedAt === undefined ? run() : inArrivalOrder(db, arrivedAt, run);
    };
    // A transaction takes its turn as a single statement does: Kysely asks for the connection
    // synchronously in both.
    const transaction = (name: string, arrivedAt: number) =>
      inArrivalOrder(db, arrivedAt, () =>
        db.transaction().execute(async (trx) => {
          await sql`select ${name}::text as name`.execute(trx);
          order.push(name);
        }),
      );
    const asked = [
      ask('plain 1'),
      ask('third', now - 10),
      ask('first', now - 30),
      ask('plain 2'),
      transaction('second', now - 20),
    ];
    open();
    await Promise.all([holder, ...asked]);
    expect(order).toEqual(['holder', 'first', 'second', 'third', 'plain 1', 'plain 2']);
  });

  it('runs a transaction whole: an earlier arrival asking meanwhile waits for the commit', async () => {
    const seen: string[] = [];
    let cutIn: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      seen.push('begin');
      cutIn = inArrivalOrder(db, 0, () => sql`select 1`.execute(db).then(() => seen.push('cut in')));
      await sql`select pg_sleep(0.01)`.execute(trx);
      seen.push('commit');
    });
    await cutIn;
    expect(seen).toEqual(['begin', 'commit', 'cut in']);
  });

  it('a database without kept turns simply runs', async () => {
    await expect(inArrivalOrder({}, 0, async () => 'ran')).resolves.toBe('ran');
  });
});
