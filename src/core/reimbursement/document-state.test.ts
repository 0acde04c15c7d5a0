import { describe, expect, it } from 'vitest';
import {
  type ApprovalDocument,
  approve,
  awaitsActor,
  cancelApproval,
  edit,
  newDocument,
  type Outcome,
  reject,
  submit,
  withdraw,
} from './document-state';
import { by, definitions, expenseProcess, money, users } from './fixtures.test-util';
import { positionLabel } from './history';

/** The document after an action that must succeed. */
function ok(outcome: Outcome): ApprovalDocument {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.document;
}

function draft(amount = '1200.00', departmentId = 'office', declarerId = 'alice'): ApprovalDocument {
  return newDocument({ id: 'BX-1', type: 'expense', declarerId, departmentId, amount: money(amount) });
}

function submitted(amount = '1200.00'): ApprovalDocument {
  const doc = draft(amount);
  return ok(submit(doc, definitions, by(users.alice, doc.version)));
}

describe('the path to 已通过', () => {
  it('walks 部门审核 -> 领导审批 -> 财务复核 for 5,000.00, one history entry per change', () => {
    let doc = draft('5000.00');
    doc = ok(submit(doc, definitions, by(users.alice, doc.version)));
    expect(doc).toMatchObject({ status: 'inApproval', stepIndex: 0, version: 1 });
    expect(doc.process?.steps.map((s) => s.name)).toEqual(['部门审核', '领导审批', '财务复核']);
    expect(positionLabel(doc, doc.process)).toBe('审批中（部门审核）');

    doc = ok(approve(doc, by(users.hana, doc.version), ' 同意 '));
    expect(doc).toMatchObject({ status: 'inApproval', stepIndex: 1 });
    doc = ok(approve(doc, by(users.chair, doc.version)));
    const outcome = approve(doc, by(users.kuai, doc.version));
    doc = ok(outcome);
    expect(doc).toMatchObject({ status: 'approved', stepIndex: null, version: 4 });
    expect(doc.approvals.map((a) => [a.stepIndex, a.stepKey, a.userId])).toEqual([
      [0, 'dept', 'hana'],
      [1, 'leader', 'chair'],
      [2, 'finance', 'kuai'],
    ]);
    expect(outcome.ok && outcome.entry).toEqual(doc.history[3]);
    expect(
      doc.history.map((e) => [e.action, e.actorId, e.from, e.to, e.stepKey, e.comment, e.version]),
    ).toEqual([
      [
        'submit',
        'alice',
        { status: 'draft', stepIndex: null },
        { status: 'inApproval', stepIndex: 0 },
        null,
        '',
        1,
      ],
      [
        'approve',
        'hana',
        { status: 'inApproval', stepIndex: 0 },
        { status: 'inApproval', stepIndex: 1 },
        'dept',
        '同意',
        2,
      ],
      [
        'approve',
        'chair',
        { status: 'inApproval', stepIndex: 1 },
        { status: 'inApproval', stepIndex: 2 },
        'leader',
        '',
        3,
      ],
      [
        'approve',
        'kuai',
        { status: 'inApproval', stepIndex: 2 },
        { status: 'approved', stepIndex: null },
        'finance',
        '',
        4,
      ],
    ]);
    expect(doc.history.every((e) => e.at.startsWith('2024-03-01T'))).toBe(true);
  });

  it('refuses a submit by anyone but the declarer, and of nothing', () => {
    const doc = draft();
    expect(submit(doc, definitions, by(users.hana, 0))).toMatchObject({ ok: false, code: 'notDeclarer' });
    expect(submit(draft('0.00'), definitions, by(users.alice, 0))).toMatchObject({
      ok: false,
      code: 'invalidAmount',
      message: '单据金额必须大于零',
    });
    expect(submit(draft('10', 'office'), [], by(users.alice, 0))).toMatchObject({
      ok: false,
      code: 'noProcess',
    });
  });
});

describe('who may decide', () => {
  it('never lets the declarer approve or reject, even holding the step duty', () => {
    // hana heads 工会办公室 and declares a claim of her own there.
    let doc = draft('6000.00', 'office', 'hana');
    doc = ok(submit(doc, definitions, by(users.hana, 0)));
    const own = { ok: false, code: 'ownDocument', message: '不能审批本人申报的单据' };
    expect(approve(doc, by(users.hana, doc.version))).toEqual(own);
    expect(reject(doc, '不符', by(users.hana, doc.version))).toEqual(own);
    expect(awaitsActor(doc, users.hana)).toBe(false);
  });

  it('lets only the current step act', () => {
    const doc = submitted();
    expect(approve(doc, by(users.kuai, doc.version))).toEqual({
      ok: false,
      code: 'notStepActor',
      message: '当前步骤「部门审核」不由您审批',
    });
    // The head of another department holds the duty, but not for this document's department.
    expect(approve(doc, by(users.wen, doc.version))).toMatchObject({ ok: false, code: 'notStepActor' });
    expect(awaitsActor(doc, users.hana)).toBe(true);
    expect(awaitsActor(doc, users.wen)).toBe(false);
  });

  it('refuses to decide a document that is not in approval', () => {
    const doc = draft();
    expect(approve(doc, by(users.hana, 0))).toEqual({
      ok: false,
      code: 'wrongState',
      message: '单据尚未提交，不在审批中',
    });
  });
});

describe('reject and resubmit', () => {
  it('needs a reason and sends the document back to the declarer', () => {
    const doc = submitted();
    expect(reject(doc, '   ', by(users.hana, doc.version))).toEqual({
      ok: false,
      code: 'reasonRequired',
      message: '请填写驳回原因',
    });
    const rejected = ok(reject(doc, ' 缺发票 ', by(users.hana, doc.version)));
    expect(rejected).toMatchObject({ status: 'rejected', stepIndex: null });
    expect(rejected.history.at(-1)).toMatchObject({ action: 'reject', stepKey: 'dept', comment: '缺发票' });
  });

  it('resolves the process again on resubmission: the new amount and the definitions in force now', () => {
    let doc = submitted('1200.00');
    doc = ok(reject(doc, '金额有误', by(users.hana, doc.version)));
    doc = ok(edit(doc, { amount: money('7,000') }, by(users.alice, doc.version)));
    expect(doc.history.at(-1)).toMatchObject({ action: 'edit', comment: '金额 1200.00 → 7000.00' });
    const changed = { ...expenseProcess, version: 2, steps: expenseProcess.steps.slice(1) };
    doc = ok(submit(doc, [changed], by(users.alice, doc.version)));
    expect(doc.history.at(-1)?.action).toBe('resubmit');
    expect(doc.process).toMatchObject({ definitionVersion: 2, amount: '7000.00' });
    expect(doc.process?.steps.map((s) => s.key)).toEqual(['leader', 'finance']);
    expect(doc).toMatchObject({ stepIndex: 0, approvals: [] });
  });

  it('does not edit a document in approval', () => {
    const doc = submitted();
    expect(edit(doc, { amount: money('1.00') }, by(users.alice, doc.version))).toMatchObject({
      ok: false,
      code: 'wrongState',
    });
  });
});

describe('withdraw', () => {
  it('is the declarer’s until the first approval', () => {
    const doc = submitted();
    expect(withdraw(doc, by(users.hana, doc.version))).toMatchObject({ ok: false, code: 'notDeclarer' });
    const back = ok(withdraw(doc, by(users.alice, doc.version)));
    expect(back).toMatchObject({ status: 'withdrawn', stepIndex: null });
    const approved = ok(approve(doc, by(users.hana, doc.version)));
    expect(withdraw(approved, by(users.alice, approved.version))).toEqual({
      ok: false,
      code: 'nextStepActed',
      message: '单据已有审批记录，不能撤回',
    });
  });

  it('is possible again once the first approval is cancelled', () => {
    let doc = submitted();
    doc = ok(approve(doc, by(users.hana, doc.version)));
    doc = ok(cancelApproval(doc, by(users.hana, doc.version)));
    expect(ok(withdraw(doc, by(users.alice, doc.version))).status).toBe('withdrawn');
  });

  it('is refused for a draft and for a document with a voucher', () => {
    expect(withdraw(draft(), by(users.alice, 0))).toMatchObject({
      code: 'wrongState',
      message: '单据尚未提交，不能撤回',
    });
    const doc = { ...submitted(), voucherId: 'V-1' };
    expect(withdraw(doc, by(users.alice, doc.version))).toMatchObject({ code: 'voucherLinked' });
  });
});

describe('cancel an approval', () => {
  it('undoes the latest approval, by its approver, while the next step has not acted', () => {
    let doc = submitted('5000.00');
    doc = ok(approve(doc, by(users.hana, doc.version)));
    expect(cancelApproval(doc, by(users.kuai, doc.version))).toMatchObject({ code: 'notApprover' });
    const undone = cancelApproval(doc, by(users.hana, doc.version));
    expect(ok(undone)).toMatchObject({ status: 'inApproval', stepIndex: 0, approvals: [] });
    expect(undone.ok && undone.entry).toMatchObject({
      action: 'cancelApproval',
      stepKey: 'dept',
      from: { status: 'inApproval', stepIndex: 1 },
      to: { status: 'inApproval', stepIndex: 0 },
    });
    doc = ok(approve(doc, by(users.chair, doc.version)));
    expect(cancelApproval(doc, by(users.hana, doc.version))).toEqual({
      ok: false,
      code: 'nextStepActed',
      message: '下一步骤已审批，不能取消审批',
    });
  });

  it('reopens the last step of an approved document unless a voucher was generated', () => {
    let doc = submitted('100.00');
    doc = ok(approve(doc, by(users.hana, doc.version)));
    doc = ok(approve(doc, by(users.kuai, doc.version)));
    expect(ok(cancelApproval(doc, by(users.kuai, doc.version)))).toMatchObject({
      status: 'inApproval',
      stepIndex: 1,
    });
    const vouchered = { ...doc, voucherId: 'V-9' };
    expect(cancelApproval(vouchered, by(users.kuai, doc.version))).toMatchObject({ code: 'voucherLinked' });
  });

  it('has nothing to cancel before any approval', () => {
    const doc = submitted();
    expect(cancelApproval(doc, by(users.hana, doc.version))).toMatchObject({ code: 'wrongState' });
  });
});

describe('a changed document', () => {
  it('refuses an approval made on a withdrawn version, saying so', () => {
    const seen = submitted();
    const now = ok(withdraw(seen, by(users.alice, seen.version)));
    expect(approve(now, by(users.hana, seen.version))).toEqual({
      ok: false,
      code: 'stale',
      message: '单据已变更：已被撤回，请刷新后重试',
    });
  });

  it('tells a second approver that someone else approved, and a replay that it was theirs', () => {
    const both = { ...users.hana, userId: 'deputy' };
    const seen = submitted();
    const now = ok(approve(seen, by(users.hana, seen.version)));
    expect(approve(now, by(both, seen.version))).toMatchObject({
      message: '单据已变更：已被他人审批，请刷新后重试',
    });
    expect(approve(now, by(users.hana, seen.version))).toMatchObject({
      message: '单据已变更：您已审批过，请刷新后重试',
    });
  });

  it('names an amount change and every other change since the version seen', () => {
    const seen = submitted('1200.00');
    let doc = ok(withdraw(seen, by(users.alice, seen.version)));
    doc = ok(edit(doc, { amount: money('1500') }, by(users.alice, doc.version)));
    doc = ok(submit(doc, definitions, by(users.alice, doc.version)));
    expect(approve(doc, by(users.hana, seen.version))).toEqual({
      ok: false,
      code: 'stale',
      message: '单据已变更：已被撤回、金额已修改（1200.00 → 1500.00）、已被重新提交，请刷新后重试',
    });
    const edited = ok(withdraw(doc, by(users.alice, doc.version)));
    const touched = ok(edit(edited, {}, by(users.alice, edited.version)));
    expect(touched.history.at(-1)).toMatchObject({
      action: 'edit',
      comment: '修改内容',
      to: { status: 'withdrawn' },
    });
    expect(touched.amount).toBe('1500.00');
    expect(submit(touched, definitions, by(users.alice, edited.version))).toMatchObject({
      message: '单据已变更：内容已修改，请刷新后重试',
    });
    // Nothing changed: a stale check is the first thing, before whom or what.
    expect(reject(doc, '', by(users.kuai, doc.version + 1))).toMatchObject({
      code: 'stale',
      message: '单据已变更：版本不一致，请刷新后重试',
    });
  });
});
