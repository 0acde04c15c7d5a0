// Random submit / approve / reject / withdraw / cancel sequences by random actors, with the loan
// offsets a server would record and release around them, checked against independent models.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyRuns } from '../../../test/property-runs';
import { fromCents, type Money, toCents } from '../money';
import {
  type ActionContext,
  type ApprovalDocument,
  approve,
  cancelApproval,
  edit,
  newDocument,
  type Outcome,
  reject,
  submit,
  withdraw,
} from './document-state';
import { definitions, users } from './fixtures.test-util';
import {
  addLoan,
  borrowerOutstanding,
  emptyLoanBook,
  holdsOffsets,
  type Loan,
  type LoanBook,
  loanOutstanding,
  offsetClaim,
  releaseClaim,
  repay,
} from './loans';
import type { ResolvedStep } from './process';
import type { Actor } from './types';

const RUNS = { numRuns: propertyRuns(1000) };

/** A plain check: vitest's expect costs too much for the some 40,000 transitions of a full run. */
function same(actual: unknown, wanted: unknown, what: string): void {
  if (actual !== wanted) throw new Error(`${what}: ${String(actual)}, expected ${String(wanted)}`);
}

/** Also holds 部门负责人 for every department, so two people can decide most steps. */
const deputy: Actor = { userId: 'deputy', duties: [{ duty: 'deptHead', departmentId: null }] };
const actors: Actor[] = [...Object.values(users), deputy];
const declarers = [users.alice, users.hana, users.wen, users.chair];
const departmentOf: Record<string, string> = {
  alice: 'office',
  hana: 'office',
  wen: 'women',
  chair: 'office',
};
const DOCS = 4;
const LOANS = declarers.map((d, i) => ({
  id: `JK-${i}`,
  borrowerId: d.userId,
  amount: ['3000.00', '800.50', '5000.00', '120.00'][i] as Money,
  paidOn: '2024-01-02',
  dueDate: '2024-06-30',
}));

// Amounts around the 5,000.00 threshold and the loans' sizes, in cents.
const cents = fc.oneof(
  fc.constantFrom(0n, 1n, 12_000n, 80_050n, 499_999n, 500_000n, 500_001n),
  fc.bigInt({ min: 1n, max: 1_000_000n }),
);
/** An actor: with `fit`, one the action suits (a step's actor, the declarer, the last approver). */
const who = fc.record({ fit: fc.boolean(), pick: fc.nat() });
const doc = fc.nat({ max: DOCS - 1 });
// One action in five is made on the version before the current one.
const stale = fc.nat({ max: 4 }).map((n) => n === 0);
/** The claim's offset at submission: none, against the declarer's own loan, or against any loan. */
const offset = fc.option(
  fc.record({
    own: fc.boolean(),
    loan: fc.nat({ max: LOANS.length - 1 }),
    cents: fc.oneof(cents, fc.bigInt({ min: 1n, max: 100_000n })),
  }),
  { freq: 2 },
);
// approve is listed twice: documents need several approvals to reach 已通过.
const command = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), doc, amount: cents, stale }),
  fc.record({ kind: fc.constant('submit' as const), doc, offset, stale }),
  fc.record({ kind: fc.constant('approve' as const), doc, who, stale }),
  fc.record({ kind: fc.constant('approve' as const), doc, who, stale }),
  fc.record({
    kind: fc.constant('reject' as const),
    doc,
    who,
    reason: fc.constantFrom('', '票据不全'),
    stale,
  }),
  fc.record({ kind: fc.constant('withdraw' as const), doc, who, stale }),
  fc.record({ kind: fc.constant('cancel' as const), doc, who, stale }),
  fc.record({ kind: fc.constant('repay' as const), loan: fc.nat({ max: LOANS.length - 1 }), amount: cents }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
type DocumentCommand = Exclude<Command, { kind: 'repay' }>;

/** Written apart from process.ts: who a step waits for, from the fixtures' duties. */
function stepTakes(step: ResolvedStep, actor: Actor, departmentId: string): boolean {
  if (step.actor.kind === 'users') return step.actor.userIds.includes(actor.userId);
  const { duty, scope } = step.actor;
  return actor.duties.some(
    (d) => d.duty === duty && (scope === 'all' || d.departmentId === null || d.departmentId === departmentId),
  );
}

/** The approved step keys of the current round, replayed from the history alone. */
function approvedKeys(document: ApprovalDocument): string[] {
  const start = document.history.findLastIndex((e) => e.action === 'submit' || e.action === 'resubmit');
  const stack: string[] = [];
  for (const entry of document.history.slice(start + 1)) {
    if (entry.action === 'approve') {
      // Steps are approved in order: the entry leaves the step the stack has reached.
      same(entry.from.stepIndex, stack.length, `${document.id}: approval out of step order`);
      stack.push(entry.stepKey ?? '');
    }
    if (entry.action === 'cancelApproval') same(stack.pop(), entry.stepKey, `${document.id}: cancelled step`);
  }
  return stack;
}

function checkDocument(document: ApprovalDocument): void {
  same(document.version, document.history.length, `${document.id}: version`);
  for (const entry of document.history) {
    if (entry.action === 'approve' || entry.action === 'reject') {
      same(entry.actorId === document.declarerId, false, `${document.id}: the declarer decided`);
    }
  }
  const keys = document.status === 'draft' ? [] : approvedKeys(document);
  if (document.status === 'approved') {
    same(keys.join(), document.process?.steps.map((s) => s.key).join(), `${document.id}: approved steps`);
  }
  if (document.status === 'inApproval') {
    same(keys.length, document.stepIndex, `${document.id}: steps approved before the current one`);
    same(document.approvals.map((a) => a.stepKey).join(), keys.join(), `${document.id}: approvals`);
  }
}

/** The loans model: cents per loan, offsets per claim, repayments, kept by this test alone. */
interface Model {
  lent: bigint[];
  offsets: Map<string, { loan: number; cents: bigint }>;
  repaid: bigint[];
}

function modelOwed(model: Model, loan: number): bigint {
  let owed = (model.lent[loan] ?? 0n) - (model.repaid[loan] ?? 0n);
  for (const o of model.offsets.values()) if (o.loan === loan) owed -= o.cents;
  return owed;
}

function checkLoans(book: LoanBook, model: Model): void {
  LOANS.forEach((loan, i) => {
    const owed = modelOwed(model, i);
    same(owed >= 0n, true, `${loan.id}: model balance below zero`);
    same(loanOutstanding(book, loan.id), fromCents(owed), `${loan.id}: outstanding`);
    same(borrowerOutstanding(book, loan.borrowerId), fromCents(owed), `${loan.borrowerId}: outstanding`);
  });
}

const declarerOf = (document: ApprovalDocument) =>
  actors.find((a) => a.userId === document.declarerId) as Actor;

function chooseActor(c: DocumentCommand, document: ApprovalDocument): Actor {
  if (!('who' in c)) return declarerOf(document);
  const step =
    document.status === 'inApproval' ? document.process?.steps[document.stepIndex ?? -1] : undefined;
  const lastApprover = document.approvals.at(-1)?.userId;
  let suited: Actor[] = [];
  if (c.who.fit && (c.kind === 'approve' || c.kind === 'reject') && step) {
    // The declarer is among them when they hold the step's duty: the rules must still say no.
    suited = actors.filter((a) => stepTakes(step, a, document.departmentId));
  }
  if (c.who.fit && c.kind === 'withdraw') suited = [declarerOf(document)];
  if (c.who.fit && c.kind === 'cancel') suited = actors.filter((a) => a.userId === lastApprover);
  const pool = suited.length > 0 ? suited : actors;
  return pool[c.who.pick % pool.length] as Actor;
}

/** The test's own answer to "may this action go through?", written apart from document-state.ts. */
function expectedOk(
  c: DocumentCommand,
  before: ApprovalDocument,
  actor: Actor,
  isStale: boolean,
): boolean | null {
  if (isStale) return false;
  const step = before.status === 'inApproval' ? before.process?.steps[before.stepIndex ?? -1] : undefined;
  const mayDecide =
    step !== undefined && actor.userId !== before.declarerId && stepTakes(step, actor, before.departmentId);
  switch (c.kind) {
    case 'approve':
      return mayDecide;
    case 'reject':
      return mayDecide && c.reason !== '';
    case 'withdraw':
      return (
        actor.userId === before.declarerId && before.status === 'inApproval' && before.approvals.length === 0
      );
    case 'cancel':
      return (
        ['inApproval', 'approved'].includes(before.status) && before.approvals.at(-1)?.userId === actor.userId
      );
    default:
      // Edits and submits also depend on amounts and process resolution, covered by the vectors.
      return null;
  }
}

function act(c: DocumentCommand, before: ApprovalDocument, context: ActionContext): Outcome {
  switch (c.kind) {
    case 'edit':
      return edit(before, { amount: fromCents(c.amount) }, context);
    case 'submit':
      return submit(before, definitions, context);
    case 'approve':
      return approve(before, context);
    case 'reject':
      return reject(before, c.reason, context);
    case 'withdraw':
      return withdraw(before, context);
    case 'cancel':
      return cancelApproval(before, context);
  }
}

interface World {
  docs: ApprovalDocument[];
  book: LoanBook;
  model: Model;
  /** The offset each claim asked for at its latest submit. */
  wanted: Map<string, { loan: number; cents: bigint } | null>;
}

function repayStep(world: World, c: Extract<Command, { kind: 'repay' }>, minute: number): void {
  const owed = modelOwed(world.model, c.loan);
  const loanId = (LOANS[c.loan] as Loan).id;
  const result = repay(world.book, {
    id: `HK-${minute}`,
    loanId,
    amount: fromCents(c.amount),
    on: '2024-03-01',
  });
  same(result.ok, c.amount > 0n && c.amount <= owed, `repayment of ${fromCents(c.amount)} accepted`);
  if (!result.ok) return;
  world.book = result.book;
  world.model.repaid[c.loan] = (world.model.repaid[c.loan] ?? 0n) + c.amount;
}

/**
 * What the server does in the transaction of a transition: a claim entering approval records its
 * offset (the submit is refused whole when the offset does not fit), one leaving it gives it back.
 * False when the transition must not happen.
 */
function settleOffsets(world: World, before: ApprovalDocument, after: ApprovalDocument): boolean {
  if (holdsOffsets(before.status) && !holdsOffsets(after.status)) {
    world.book = releaseClaim(world.book, before.id).book;
    world.model.offsets.delete(before.id);
  }
  const wanted = world.wanted.get(before.id);
  if (holdsOffsets(before.status) || !holdsOffsets(after.status) || !wanted) return true;
  const loan = LOANS[wanted.loan] as Loan;
  const result = offsetClaim(world.book, {
    claimId: before.id,
    claimantId: before.declarerId,
    claimAmount: after.amount,
    on: '2024-03-01',
    lines: [{ loanId: loan.id, amount: fromCents(wanted.cents) }],
  });
  const fits =
    wanted.cents > 0n &&
    loan.borrowerId === before.declarerId &&
    wanted.cents <= modelOwed(world.model, wanted.loan) &&
    wanted.cents <= toCents(after.amount);
  same(result.ok, fits, `offset of ${fromCents(wanted.cents)} accepted`);
  if (!result.ok) return false;
  world.book = result.book;
  world.model.offsets.set(before.id, wanted);
  return true;
}

function newWorld(): World {
  const docs = Array.from({ length: DOCS }, (_, i) => {
    const declarer = declarers[i % declarers.length] as Actor;
    const departmentId = departmentOf[declarer.userId] as string;
    const amount = (['100.00', '6000.00'] as Money[])[i % 2] as Money;
    return newDocument({ id: `BX-${i}`, type: 'expense', declarerId: declarer.userId, departmentId, amount });
  });
  let book = emptyLoanBook;
  for (const loan of LOANS) book = (addLoan(book, loan) as { book: LoanBook }).book;
  const model = {
    lent: LOANS.map((l) => toCents(l.amount)),
    offsets: new Map(),
    repaid: LOANS.map(() => 0n),
  };
  return { docs, book, model, wanted: new Map() };
}

function run(commands: Command[]): void {
  const world = newWorld();
  commands.forEach((c, minute) => {
    if (c.kind === 'repay') {
      repayStep(world, c, minute);
      checkLoans(world.book, world.model);
      return;
    }
    const before = world.docs[c.doc] as ApprovalDocument;
    const actor = chooseActor(c, before);
    const seenVersion = c.stale && before.version > 0 ? before.version - 1 : before.version;
    const isStale = seenVersion !== before.version;
    const at = new Date(Date.UTC(2024, 2, 1, 0, minute)).toISOString();
    if (c.kind === 'submit') {
      const loan = c.offset?.own
        ? declarers.findIndex((d) => d.userId === before.declarerId)
        : c.offset?.loan;
      world.wanted.set(before.id, c.offset && { loan: loan ?? 0, cents: c.offset.cents });
    }
    const outcome = act(c, before, { actor, at, seenVersion });
    const expected = expectedOk(c, before, actor, isStale);
    if (expected !== null) same(outcome.ok, expected, `${c.kind} by ${actor.userId} accepted`);
    if (isStale) same(outcome.ok ? 'accepted' : outcome.code, 'stale', `${c.kind} on a stale version`);
    if (outcome.ok && settleOffsets(world, before, outcome.document)) world.docs[c.doc] = outcome.document;
    checkDocument(world.docs[c.doc] as ApprovalDocument);
    checkLoans(world.book, world.model);
  });
}

// The full count is some 40,000 transitions, about a second of CPU; the limit is for a loaded
// two-core machine, where that second stretched past vitest's default 5 s.
const TIMEOUT_MS = 30_000;

describe('approval workflow and loans, random sequences', () => {
  it('approve only through every step in order, never by the declarer, with exact loan balances', {
    timeout: TIMEOUT_MS,
  }, () => {
    const sequences = fc.array(command, { minLength: 1, maxLength: 80, size: 'max' });
    fc.assert(
      fc.property(sequences, (commands) => run(commands)),
      RUNS,
    );
  });
});
