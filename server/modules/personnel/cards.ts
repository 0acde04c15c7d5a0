// 拨款卡绑定: the bank cards payments go to. A card's owner is a person of the ledger set or, without
// one, a unit payee named by the 户名. Each owner with cards has exactly one default card: the first
// card becomes it, 设为默认 moves it, and deleting it passes it to the owner's newest other card.
import type { Kysely, Transaction } from 'kysely';
import type { BankCard, BankCardSaved } from '../../../src/core/contracts/personnel.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export interface BankCardInput {
  id?: number | null | undefined;
  personId?: number | null | undefined;
  accountName: string;
  bankName: string;
  /** Digits only: the contract drops the spaces. */
  accountNo: string;
  isDefault?: boolean | null | undefined;
  version?: number | null | undefined;
}

/** Whose cards share one default: a person's, or a unit payee's of one 户名. */
type Owner = { personId: number } | { unitName: string };

function viewQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('bank_card as c')
    .leftJoin('person as p', 'p.id', 'c.person_id')
    .select([
      'c.id',
      'c.person_id',
      'c.account_name',
      'c.bank_name',
      'c.account_no',
      'c.is_default',
      'c.version',
      'p.name as person_name',
      'p.code as person_code',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

function toView(r: ViewRow): BankCard {
  return {
    id: r.id,
    personId: r.person_id,
    personName: r.person_name,
    accountName: r.account_name,
    bankName: r.bank_name,
    accountNo: r.account_no,
    isDefault: r.is_default,
    version: r.version,
  };
}

/** Persons' cards by 工号, then unit payees' by 户名; the default card first within an owner. */
export async function listCards(db: Db, ledgerSetId: number, personId?: number): Promise<BankCard[]> {
  let q = viewQuery(db, ledgerSetId);
  if (personId !== undefined) q = q.where('c.person_id', '=', personId);
  const rows = await q
    .orderBy((eb) => eb('c.person_id', 'is', null))
    .orderBy('p.code')
    .orderBy('c.account_name')
    .orderBy('c.is_default', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map(toView);
}

const ownerOf = (card: { personId: number | null; accountName: string }): Owner =>
  card.personId === null ? { unitName: card.accountName } : { personId: card.personId };

function ownerCards(db: Db, ledgerSetId: number, owner: Owner) {
  const q = viewQuery(db, ledgerSetId);
  return 'personId' in owner
    ? q.where('c.person_id', '=', owner.personId)
    : q.where('c.person_id', 'is', null).where('c.account_name', '=', owner.unitName);
}

export async function cardsOf(db: Db, ledgerSetId: number, owner: Owner): Promise<BankCard[]> {
  const rows = await ownerCards(db, ledgerSetId, owner)
    .orderBy('c.is_default', 'desc')
    .orderBy('c.id')
    .execute();
  return rows.map(toView);
}

const notFound = (id: number) => badRequest(`拨款卡不存在或不属于当前账套（id ${id}）`);

export async function getCard(db: Db, ledgerSetId: number, id: number): Promise<BankCard> {
  const row = await viewQuery(db, ledgerSetId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(id);
  return toView(row);
}

const stale = (card: BankCard, edited: number) =>
  conflict(
    `拨款卡 ${maskedNo(card.accountNo)} 已被其他人修改（当前版本 ${card.version}，您编辑的是版本 ${edited}），请刷新后重新编辑`,
    { currentVersion: card.version },
  );

/** The last four digits, as banks name a card to its holder. */
export const maskedNo = (accountNo: string) => `尾号${accountNo.slice(-4)}`;

export const duplicateAccount = (accountNo: string) =>
  badRequest(`账号 ${accountNo} 已绑定，同一账号只能绑定一次`);

async function checkPerson(trx: Trx, ledgerSetId: number, personId: number, isNew: boolean) {
  const person = await trx
    .selectFrom('person')
    .select(['name', 'enabled'])
    .where('id', '=', personId)
    .where('ledger_set_id', '=', ledgerSetId)
    // Held until commit: a delete of this person waits, then sees the card.
    .forShare()
    .executeTakeFirst();
  if (!person) throw badRequest(`人员不存在或不属于当前账套（id ${personId}）`);
  if (isNew && !person.enabled) throw badRequest(`人员“${person.name}”已停用，不能绑定新的拨款卡`);
}

/** Clears the owner's default (but for keepId), so the partial unique index lets a new one in. */
async function clearDefault(trx: Trx, ledgerSetId: number, owner: Owner, keepId: number | null) {
  let q = trx
    .updateTable('bank_card')
    .set((eb) => ({ is_default: false, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('ledger_set_id', '=', ledgerSetId)
    .where('is_default', '=', true);
  q =
    'personId' in owner
      ? q.where('person_id', '=', owner.personId)
      : q.where('person_id', 'is', null).where('account_name', '=', owner.unitName);
  if (keepId !== null) q = q.where('id', '<>', keepId);
  await q.execute();
}

/** An owner with cards and no default (its default moved or went) gets its newest card as default. */
async function settleDefault(trx: Trx, ledgerSetId: number, owner: Owner): Promise<void> {
  const cards = await cardsOf(trx, ledgerSetId, owner);
  if (cards.length === 0 || cards.some((c) => c.isDefault)) return;
  const newest = cards.reduce((a, b) => (b.id > a.id ? b : a));
  await trx
    .updateTable('bank_card')
    .set((eb) => ({ is_default: true, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', newest.id)
    .execute();
}

const sameOwner = (a: Owner, b: Owner) =>
  'personId' in a
    ? 'personId' in b && a.personId === b.personId
    : 'unitName' in b && a.unitName === b.unitName;

export async function saveCard(trx: Trx, ledgerSetId: number, input: BankCardInput): Promise<BankCardSaved> {
  const id = input.id ?? null;
  const current = id === null ? null : await getCard(trx, ledgerSetId, id);
  if (current !== null) {
    if (input.version == null) throw badRequest('修改拨款卡时缺少版本号（version），请刷新后重新编辑');
    if (current.version !== input.version) throw stale(current, input.version);
  }
  const personId = input.personId ?? null;
  if (personId !== null) await checkPerson(trx, ledgerSetId, personId, current?.personId !== personId);
  const owner = ownerOf({ personId, accountName: input.accountName });
  const before = current === null ? null : ownerOf(current);
  const moved = before !== null && !sameOwner(before, owner);
  if (current?.isDefault && !moved && input.isDefault === false) {
    throw badRequest('每个收款人须有一张默认卡：请把另一张卡设为默认，本卡即不再是默认卡');
  }
  const makeDefault = input.isDefault === true || (current?.isDefault === true && !moved);
  if (makeDefault) await clearDefault(trx, ledgerSetId, owner, id);
  const values = {
    person_id: personId,
    account_name: input.accountName,
    bank_name: input.bankName,
    account_no: input.accountNo,
    is_default: makeDefault,
  };
  let savedId: number;
  if (current === null) {
    // ON CONFLICT on the account: one statement, so the same card cannot be bound twice at once.
    const row = await trx
      .insertInto('bank_card')
      .values({ ...values, ledger_set_id: ledgerSetId })
      .onConflict((oc) => oc.columns(['ledger_set_id', 'account_no']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw duplicateAccount(input.accountNo);
    savedId = row.id;
  } else {
    if (current.accountNo !== input.accountNo)
      await assertAccountFree(trx, ledgerSetId, input.accountNo, current.id);
    const row = await trx
      .updateTable('bank_card')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', current.id)
      .where('ledger_set_id', '=', ledgerSetId)
      .where('version', '=', current.version)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw stale(await getCard(trx, ledgerSetId, current.id), current.version);
    savedId = row.id;
    if (moved && before !== null) await settleDefault(trx, ledgerSetId, before);
  }
  await settleDefault(trx, ledgerSetId, owner);
  const left = moved && before !== null ? await cardsOf(trx, ledgerSetId, before) : [];
  return {
    card: await getCard(trx, ledgerSetId, savedId),
    cards: [...(await cardsOf(trx, ledgerSetId, owner)), ...left],
  };
}

async function assertAccountFree(trx: Trx, ledgerSetId: number, accountNo: string, exceptId: number) {
  const other = await trx
    .selectFrom('bank_card')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('account_no', '=', accountNo)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  if (other) throw duplicateAccount(accountNo);
}

/** 设为默认: the card becomes its owner's default; answers the owner's cards (two of them changed). */
export async function setDefaultCard(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
): Promise<BankCardSaved> {
  const card = await getCard(trx, ledgerSetId, input.id);
  if (input.version != null && card.version !== input.version) throw stale(card, input.version);
  const owner = ownerOf(card);
  if (!card.isDefault) {
    await clearDefault(trx, ledgerSetId, owner, card.id);
    await trx
      .updateTable('bank_card')
      .set((eb) => ({ is_default: true, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', card.id)
      .execute();
  }
  return { card: await getCard(trx, ledgerSetId, card.id), cards: await cardsOf(trx, ledgerSetId, owner) };
}

export async function deleteCard(
  trx: Trx,
  ledgerSetId: number,
  input: { id: number; version?: number | null | undefined },
): Promise<{ id: number; cards: BankCard[] }> {
  const card = await getCard(trx, ledgerSetId, input.id);
  if (input.version != null && card.version !== input.version) throw stale(card, input.version);
  await trx
    .deleteFrom('bank_card')
    .where('id', '=', card.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const owner = ownerOf(card);
  await settleDefault(trx, ledgerSetId, owner);
  return { id: card.id, cards: await cardsOf(trx, ledgerSetId, owner) };
}
