import { describe, expect, it } from 'vitest';
import type { Category } from '../subjects/types';
import { type CarryPart, type PartSubject, partOf } from './parts';
import { defaultSetting, settingProblems, type TargetSubject } from './setting';
import { type BalanceRow, periodCarryForward, yearEndCarryForward } from './voucher';

const subject = (code: string, name: string, category: Category, isLeaf = true): TargetSubject => ({
  code,
  name,
  parentCode: code.length > 3 ? code.slice(0, code.length - 2) : null,
  category,
  isLeaf,
  enabled: true,
  deptAccounting: false,
  auxTypeCount: 0,
});

const chart = new Map<string, TargetSubject>(
  [
    subject('321', '工会资金结转', '净资产', false),
    subject('32101', '年初余额调整', '净资产'),
    subject('32103', '本年收支结转', '净资产'),
    subject('32104', '累计结转', '净资产'),
    subject('322', '工会资金结余', '净资产', false),
    subject('32201', '年初余额调整', '净资产'),
    subject('32203', '本年收支结转', '净资产'),
    subject('32205', '累计结余', '净资产'),
    subject('331', '财政拨款结转', '净资产', false),
    subject('33103', '本年收支结转', '净资产'),
    subject('33104', '累计结转', '净资产'),
    subject('402', '拨缴经费收入', '收入'),
    subject('403', '上级补助收入', '收入', false),
    subject('40301', '一般性转移支付补助', '收入'),
    subject('40302', '专项转移支付补助', '收入'),
    subject('404', '政府补助收入', '收入', false),
    subject('40401', '财政拨款收入', '收入'),
    subject('40402', '非同级财政拨款收入', '收入'),
    subject('407', '投资收益', '收入'),
    subject('506', '行政支出', '支出', false),
    subject('50601', '工资福利支出', '支出', false),
    subject('5060101', '财政拨款', '支出'),
    subject('5060102', '工会资金', '支出'),
    subject('508', '补助下级支出', '支出', false),
    subject('50802', '专项转移支付补助', '支出'),
    subject('510', '其他支出', '支出'),
  ].map((s) => [s.code, s]),
);

const row = (code: string, debitNet: bigint, deptCode = '', auxKey = ''): BalanceRow => ({
  code,
  deptCode,
  auxKey,
  debitNet,
});

describe('partOf', () => {
  const none = new Map<string, CarryPart>();
  it('knows the 制度 parts by code and the 财政拨款 details by name', () => {
    expect(partOf('40302', chart, none)).toEqual({ part: 'special', source: 'builtin', from: '40302' });
    expect(partOf('50802', chart, none).part).toBe('special');
    expect(partOf('40401', chart, none).part).toBe('fiscal');
    expect(partOf('5060101', chart, none)).toEqual({ part: 'fiscal', source: 'builtin', from: '5060101' });
    // 非同级财政拨款 is not the same-level 财政拨款.
    expect(partOf('40402', chart, none)).toEqual({ part: 'ordinary', source: 'default', from: null });
    expect(partOf('5060102', chart, none).part).toBe('ordinary');
  });

  it('takes the nearest rule, a rule before a builtin at the same level', () => {
    const rules = new Map<string, CarryPart>([
      ['506', 'special'],
      ['40302', 'ordinary'],
    ]);
    expect(partOf('5060102', chart, rules)).toEqual({ part: 'special', source: 'rule', from: '506' });
    // 5060101's own builtin (财政拨款) is nearer than 506's rule.
    expect(partOf('5060101', chart, rules).part).toBe('fiscal');
    expect(partOf('40302', chart, rules)).toEqual({ part: 'ordinary', source: 'rule', from: '40302' });
  });
});

describe('期末结转', () => {
  const categoryOf = (code: string) => chart.get(code)?.category;
  const targets = { special: '32103', ordinary: '32203', fiscal: '33103' };
  const carry = (rows: BalanceRow[]) =>
    periodCarryForward({
      rows,
      categoryOf,
      partOf: (code) => partOf(code, chart, new Map()).part,
      targets,
      summary: '结转本期收入支出',
    });

  it('clears each balance into its part, income credited and expense debited to the target', () => {
    const result = carry([
      row('402', -100000n),
      row('40302', -50000n),
      row('40401', -80000n),
      row('5060101', 60000n),
      row('5060102', 30000n, '01'),
      row('50802', 20000n),
      row('510', 0n),
    ]);
    if (!result.ok) throw new Error(result.message);
    const lines = result.entries.map((e) => [e.code, e.departmentCode, e.debitAmount, e.creditAmount]);
    expect(lines).toEqual([
      ['402', null, '1000.00', ''],
      ['40302', null, '500.00', ''],
      ['40401', null, '800.00', ''],
      ['32103', null, '', '500.00'],
      ['32103', null, '200.00', ''],
      ['32203', null, '', '1000.00'],
      ['32203', null, '300.00', ''],
      ['33103', null, '', '800.00'],
      ['33103', null, '600.00', ''],
      ['5060101', null, '', '600.00'],
      ['5060102', '01', '', '300.00'],
      ['50802', null, '', '200.00'],
    ]);
    expect(result.parts).toEqual([
      { part: 'special', target: '32103', income: '500.00', expense: '200.00', net: '300.00' },
      { part: 'ordinary', target: '32203', income: '1000.00', expense: '300.00', net: '700.00' },
      { part: 'fiscal', target: '33103', income: '800.00', expense: '600.00', net: '200.00' },
    ]);
    expect(result.total).toBe('3400.00');
  });

  it('clears a balance against the normal side from the other side (投资净损失, 其他支出 refunds)', () => {
    // The example: Cr 402 1000, Dr 407 300, Dr 506 500, Cr 510 50.
    const result = carry([
      row('402', -100000n),
      row('407', 30000n),
      row('5060102', 50000n),
      row('510', -5000n),
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['402', '1000.00', ''],
      ['407', '', '300.00'],
      ['32203', '', '700.00'],
      ['32203', '450.00', ''],
      ['5060102', '', '500.00'],
      ['510', '50.00', ''],
    ]);
    expect(result.parts[0]).toMatchObject({ income: '700.00', expense: '450.00', net: '250.00' });
  });

  it('carries every department and auxiliary combination on its own line', () => {
    const result = carry([row('5060102', 100n, '01'), row('5060102', 200n, '02', '02:P001')]);
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((e) => [e.code, e.departmentCode, e.auxis, e.creditAmount])).toEqual([
      ['32203', null, [], ''],
      ['5060102', '01', [], '1.00'],
      ['5060102', '02', [{ typeNo: '02', infoNo: 'P001' }], '2.00'],
    ]);
  });

  it('says there is nothing to carry, or which target is missing', () => {
    expect(carry([row('402', 0n)])).toEqual({ ok: false, message: '收入、支出科目没有余额，无需结转' });
    const noFiscal = periodCarryForward({
      rows: [row('40401', -100n)],
      categoryOf,
      partOf: () => 'fiscal',
      targets: { ...targets, fiscal: null },
      summary: 's',
    });
    expect(noFiscal).toMatchObject({ ok: false, message: expect.stringContaining('财政拨款结转科目') });
  });
});

describe('年末结转', () => {
  const targets = { '321': '32104', '322': '32205', '331': '33104', '332': null };
  it('moves each fund detail into its 累计 detail and leaves that one alone', () => {
    const result = yearEndCarryForward({
      rows: [
        row('32103', -30000n),
        row('32101', 5000n),
        row('32104', -600000n),
        row('32203', -70000n),
        row('32201', -1000n),
        row('33103', 2000n),
      ],
      targets,
      summary: '年末转入累计结转（结余）',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['32101', '', '50.00'],
      ['32103', '300.00', ''],
      ['32104', '', '250.00'],
      ['32201', '10.00', ''],
      ['32203', '700.00', ''],
      ['32205', '', '710.00'],
      ['33103', '', '20.00'],
      ['33104', '20.00', ''],
    ]);
  });

  it('refuses a fund with balances and no target, and answers nothing to do', () => {
    expect(yearEndCarryForward({ rows: [row('33201', -100n)], targets, summary: 's' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('332'),
    });
    expect(yearEndCarryForward({ rows: [row('32104', -100n)], targets, summary: 's' }).ok).toBe(false);
  });
});

describe('结转设置', () => {
  it('defaults to the 本年收支结转 and 累计 details the chart has', () => {
    const d = defaultSetting(chart);
    expect(d.targets).toEqual({ special: '32103', ordinary: '32203', fiscal: '33103' });
    expect(d.yearEndTargets).toEqual({ '321': '32104', '322': '32205', '331': '33104', '332': null });
    expect(settingProblems(d, chart)).toEqual([]);
  });

  it('refuses targets outside their fund, non-leaves and rules on other subjects', () => {
    const d = defaultSetting(chart);
    const problems = settingProblems(
      {
        ...d,
        targets: { special: '32203', ordinary: '322', fiscal: null },
        rules: [
          { code: '32101', part: 'special' },
          { code: '40401', part: 'fiscal' },
          { code: '9', part: 'special' },
        ],
        summary: ' ',
      },
      chart,
    );
    expect(problems).toEqual([
      '专项资金结转科目：科目 32203 应为 321 的下级科目',
      '非专项资金结转科目：科目 322 应为 322 的下级科目',
      '科目 32101 年初余额调整 不是收入或支出科目',
      '科目 40401 设为财政拨款，请先选择财政拨款结转科目',
      '科目 9 不存在',
      '请填写结转摘要',
    ]);
  });
});

// PartSubject is what partOf needs; TargetSubject extends it.
const _check: PartSubject = subject('1', 'x', '资产');
void _check;
