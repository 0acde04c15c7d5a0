import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api';
import {
  inNumberRange,
  LIST_PAGE_SIZE,
  listForPrint,
  listQueryOf,
  loadForPrint,
  type PrintFilter,
  printableOfView,
  printFilterProblem,
  sheetCount,
} from './continuous-print';
import { listRow, voucherView } from './continuous-print.fixtures.test-util';

const base: PrintFilter = {
  year: 2023,
  monthFrom: 1,
  monthTo: 3,
  voucherType: '',
  status: 'posted',
  noFrom: '',
  noTo: '',
};

describe('the filter', () => {
  it('names what is wrong with the month or number range', () => {
    expect(printFilterProblem(base)).toBeNull();
    expect(printFilterProblem({ ...base, monthFrom: 4 })).toBe('起始月份 4 月不能晚于结束月份 3 月');
    expect(printFilterProblem({ ...base, noFrom: 'a1' })).toBe('起始凭证号“a1”应为正整数');
    expect(printFilterProblem({ ...base, noTo: '-2' })).toBe('结束凭证号“-2”应为正整数');
    expect(printFilterProblem({ ...base, noFrom: '12', noTo: '3' })).toBe(
      '起始凭证号 12 不能大于结束凭证号 3',
    );
    expect(printFilterProblem({ ...base, noFrom: ' 3 ', noTo: '3' })).toBeNull();
  });

  it('asks the list for the period, type and status; the number range is applied to the rows', () => {
    expect(listQueryOf(base, null)).toEqual({
      year: 2023,
      month: 1,
      monthTo: 3,
      status: 'posted',
      pageSize: LIST_PAGE_SIZE,
    });
    expect(listQueryOf({ ...base, status: '', voucherType: '记' }, 'c2')).toEqual({
      year: 2023,
      month: 1,
      monthTo: 3,
      voucherType: '记',
      cursor: 'c2',
      pageSize: LIST_PAGE_SIZE,
    });
    const f = { ...base, noFrom: '2', noTo: '4' };
    expect([1, 2, 4, 5].map((voucherNo) => inNumberRange({ voucherNo }, f))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inNumberRange({ voucherNo: 99 }, { ...base, noFrom: '3' })).toBe(true);
  });
});

/** An ApiClient answering list pages and vouchers from memory, recording the calls. */
function fakeApi(pages: Record<string, { rows: ReturnType<typeof listRow>[]; next: string | null }>) {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const get = async (path: string, query: Record<string, string>) => {
    calls.push({ path, query });
    if (path === '/api/voucher/list') {
      const page = pages[query.cursor ?? ''];
      return { rows: page?.rows ?? [], nextCursor: page?.next ?? null, total: 0 };
    }
    const [, month, no] = String(query.id).split('-');
    return voucherView(Number(no), Number(month));
  };
  const call = (contract: { path: string }, input: Record<string, string>) => get(contract.path, input);
  return { api: { call } as unknown as ApiClient, calls };
}

describe('reading the batch', () => {
  it('pages through the list with nextCursor and keeps the rows in the number range', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => listRow(voucherView(n)));
    const { api, calls } = fakeApi({
      '': { rows: rows.slice(0, 2), next: 'p2' },
      p2: { rows: rows.slice(2, 4), next: 'p3' },
      p3: { rows: rows.slice(4), next: null },
    });
    const got = await listForPrint(api, { ...base, noFrom: '2', noTo: '4' });
    expect(got.map((r) => r.voucherNo)).toEqual([2, 3, 4]);
    expect(calls.map((c) => c.query.cursor ?? '')).toEqual(['', 'p2', 'p3']);
  });

  it('reads every voucher, in order, reporting progress', async () => {
    const { api, calls } = fakeApi({});
    const ids = [1, 2, 3, 4, 5, 6].map((n) => `v-3-${n}`);
    const seen: string[] = [];
    const views = await loadForPrint(api, ids, (d, t) => seen.push(`${d}/${t}`), 4);
    expect(views.map((v) => v.voucherNo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls.filter((c) => c.path === '/api/voucher/get')).toHaveLength(6);
    expect(seen.at(-1)).toBe('6/6');
  });
});

describe('a stored voucher in the print layout', () => {
  it('prints with its number, names, people and 大写 total', () => {
    const v = printableOfView(voucherView(5), '示范市总工会', 'halfA4');
    expect(v).toMatchObject({
      title: '记账凭证',
      unit: '示范市总工会',
      date: '2023-03-15',
      number: '记 字第 0005 号',
      numberOfDocument: 2,
      debitTotal: '500.00',
      creditTotal: '500.00',
      uppercase: '人民币伍佰元整',
    });
    expect(v.pages[0]?.lines[0]).toEqual({
      summary: '第5号业务',
      subject: '135 其他应收款　陈报销　财务部',
      debit: '500.00',
      credit: '',
    });
    expect(v.signatures.map((s) => `${s.label}:${s.name}`)).toEqual([
      '财务主管:',
      '记账:王记账',
      '审核:李审核',
      '出纳:',
      '制单:张制单',
    ]);
  });

  it('continues a long voucher on more sheets: 6 lines a half sheet, 14 an A4 one', () => {
    const long = voucherView(7, 3, 9);
    expect(printableOfView(long, '', 'halfA4').pages.map((p) => p.lines.length)).toEqual([6, 3]);
    expect(printableOfView(long, '', 'A4').pages).toHaveLength(1);
    const batch = [printableOfView(long, '', 'halfA4'), printableOfView(voucherView(1), '', 'halfA4')];
    expect(sheetCount(batch)).toBe(3);
  });
});
