import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect.ts';
import { inArrivalOrder, keepTurns } from './turns.ts';

describe('PGlite turns: the request that arrived first goes next', () => {
  let db: Kysely<unknown>;
  beforeAll(async () => {
    const dialect = new PGliteDialect(await PGlite.create('memory://'));
    db = new Kysely({ dialect });
    keepTurns(db, dialect.driver.gate);
  });
  afterAll(() => db.destroy());

  it('serves waiting statements by arrival, then those without one in the order asked', async () => {
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
    const asked = [
      ask('plain 1'),
      ask('third', now - 10),
      ask('first', now - 30),
      ask('plain 2'),
      ask('second', now - 20),
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

  it('on PostgreSQL (no turns kept) simply runs', async () => {
    const other = {};
    await expect(inArrivalOrder(other, 0, async () => 'ran')).resolves.toBe('ran');
  });
});
