import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../api/fake-server.test-util';
import { type Harness, harness } from '../../../api/harness.test-util';
import { startLocalSync, stopLocalSync } from '../../../local';
import { installBuiltInKinds } from '../../../local/local.test-util';
import { testDepartments, testSubjects } from '../../../ui/pickers/fixtures.test-util';
import { blankLine } from '../../../ui/voucher/grid-model';
import { checkForSave, newDraft, type Reference } from '../../../ui/voucher/voucher-draft';
import { mayBeStale, recheckWithFreshReference } from './fresh-reference';

installBuiltInKinds();

let h: Harness;
let n = 0;
const makeId = () => `id-${++n}`;

/** The chart as the server sends it now: 141 库存物品 was enabled again since the cache was filled. */
const serverChart = testSubjects.map(({ key: _key, ...row }) => ({ ...row, enabled: true }));

beforeEach(async () => {
  h = await harness();
  h.fake.script = (seen) => {
    if (seen.path === '/api/subject/tree') return ok({ subjectList: serverChart });
    if (seen.path === '/api/auxi/GetAuxiTypeList') return ok([]);
    if (seen.path === '/api/departMent/listDept') return ok([]);
    if (seen.path === '/api/voucher/types')
      return ok([{ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }]);
    return undefined;
  };
});
afterEach(async () => {
  await stopLocalSync();
  await h.close();
});

function draftUsing141() {
  const draft = newDraft(makeId, '记', '2026-11-20');
  draft.lines = [
    { ...blankLine(makeId(), 1), summary: '购入物品', code: '141', debit: '100' },
    { ...blankLine(makeId(), 2), summary: '购入物品', code: '101', credit: '100' },
  ];
  return draft;
}

// The cache as the screen holds it: 141 disabled (the supervisor had disabled it).
const cached: Reference = {
  subjects: testSubjects,
  auxItems: [],
  departments: testDepartments,
  voucherTypes: [],
  cashCodes: null,
};

describe('a save refused by a stale reference cache', () => {
  it('is checked again against the server’s chart when online, and passes once the subject is enabled there', async () => {
    const draft = draftUsing141();
    const stale = checkForSave(draft, cached);
    expect(stale).toMatchObject({ ok: false, message: '第1行：科目 141 已停用' });
    expect(mayBeStale(stale.ok ? '' : stale.message)).toBe(true);

    await startLocalSync({
      api: h.client,
      userId: 'zhidan',
      zid: 3,
      db: { indexedDB: new IDBFactory(), IDBKeyRange },
      replayer: { environment: null },
    });
    const fresh = await recheckWithFreshReference(draft, cached, h.client);
    expect(fresh?.ok).toBe(true);
  });

  it('stands as refused with no local sync to pull with, and other refusals are not retried', async () => {
    expect(await recheckWithFreshReference(draftUsing141(), cached, h.client)).toBeNull();
    expect(mayBeStale('借贷不平衡')).toBe(false);
  });
});
