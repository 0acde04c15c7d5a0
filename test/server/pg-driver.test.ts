// The PostgreSQL driver (server/db/pg-dialect.ts), against the real server of the PostgreSQL pass.
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from '../../server/db/pg-dialect.ts';
import { inArrivalOrder, keepTurns } from '../../server/db/turns.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PgDriver on PostgreSQL', () => {
  // One connection, so that the session's prepared statements and temporary table are the ones seen.
  let db: Kysely<{ t: { id: number; name: string } }>;
  beforeAll(async () => {
    const dialect = new PgDialect(new pg.Pool({ connectionString: url, max: 1 }), 1);
    db = new Kysely({ dialect });
    keepTurns(db, dialect.driver.gate);
    await sql`create temp table t (id int primary key, name text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  const prepared = (trx: Kysely<unknown>) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(trx)
      .then((r) => r.rows.map((row) => row.statement));

  it('prepares statements with values inside a transaction only, and counts the rows they touch', async () => {
    await db.insertInto('t').values({ id: 1, name: 'outside' }).execute();
    const { inserted, statements } = await db.transaction().execute(async (trx) => {
      const result = await trx.insertInto('t').values({ id: 2, name: 'inside' }).executeTakeFirst();
      return { inserted: result.numInsertedOrUpdatedRows, statements: await prepared(trx) };
    });
    expect(inserted).toBe(1n);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^insert into "t"/);
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

  it('hands the connection to the request that arrived first', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const order: string[] = [];
    const holder = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = performance.now();
    const ask = (name: string, arrivedAt: number) =>
      inArrivalOrder(db, arrivedAt, () => sql`select 1`.execute(db).then(() => order.push(name)));
    const asked = [ask('late', now), ask('early', now - 20), ask('middle', now - 10)];
    open();
    await Promise.all([holder, ...asked]);
    expect(order).toEqual(['early', 'middle', 'late']);
  });
});
