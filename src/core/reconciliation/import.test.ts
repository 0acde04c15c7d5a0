// Reading statement files: each bank's header found within the first rows, amounts by side or by
// 借贷标志, dates in the banks' forms, every bad row listed by its number, repeats within a file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { readAmountCell, readDateTime, readStatement } from './import';
import { detectHeader } from './layouts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const start = { startDate: '2024-06-01' };

describe('readDateTime', () => {
  it.each([
    ['20240601 09:15:22', '2024-06-01', '09:15:22'],
    ['2024-06-03 10:02:41', '2024-06-03', '10:02:41'],
    ['2024/6/5', '2024-06-05', ''],
    ['2024年06月21日', '2024-06-21', ''],
    ['20240628', '2024-06-28', ''],
    ['45474.5', '2024-07-01', '12:00:00'],
  ])('%s', (text, date, time) => {
    expect(readDateTime(text)).toEqual({ date, time });
  });

  it.each(['2024-02-30', '2024061', '昨天', '20241301 10:00:00', '2024-06-01 25:00:00'])(
    'refuses %s',
    (t) => {
      expect(readDateTime(t)).toBeNull();
    },
  );
});

describe('readAmountCell', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['￥ 88', '88.00'],
    ['', '0.00'],
    ['--', '0.00'],
    ['-12.5', '-12.50'],
  ])('%s → %s', (text, amount) => expect(readAmountCell(text)).toBe(amount));
  it('refuses text', () => expect(readAmountCell('十元')).toBeNull());
});

describe('detectHeader', () => {
  it('finds ICBC’s header under its [HISTORYDETAIL] line', () => {
    const found = detectHeader(parseCsv(fixture('bank_statement_template_icbc.csv')));
    expect(found?.layout.code).toBe('icbc');
    expect(found?.row).toBe(1);
  });

  it('tells 建设银行 from 民生银行 by their own headers', () => {
    const cmbc = [
      ['账户名称:', '示范市总工会'],
      ['账号:', '6001'],
      [
        '交易时间',
        '交易流水号',
        '借方发生额',
        '贷方发生额',
        '账户余额',
        '凭证号',
        '客户附言',
        '对方账号',
        '对方账号名称',
        '对方开户行',
      ],
    ];
    expect(detectHeader(cmbc)?.layout.code).toBe('cmbc');
    expect(detectHeader(cmbc)?.row).toBe(2);
    expect(detectHeader(parseCsv(fixture('bank_statement_template.csv')))?.layout.code).toBe('ccb');
  });

  it('finds nothing in a file of another kind', () => {
    expect(detectHeader([['科目编码', '科目名称', '期初余额']])).toBeNull();
    expect(readStatement([['科目编码', '科目名称']], start).problems[0]).toMatch(/没有找到/);
  });
});

describe('readStatement', () => {
  it('reads ICBC: 转入/转出 columns, placeholder 凭证号 dropped, deduplicated on the whole line', () => {
    const read = readStatement(parseCsv(fixture('bank_statement_template_icbc.csv')), start);
    expect(read.problems).toEqual([]);
    expect(read.lines.map((l) => [l.rowNo, l.date, l.time, l.receipt, l.payment, l.settleNo])).toEqual([
      [3, '2024-06-01', '09:15:22', '120000.00', '0.00', ''],
      [4, '2024-06-03', '10:02:41', '0.00', '3500.00', '10203456'],
    ]);
    expect(read.lines[0]?.remark).toBe('工会经费；2024年5月');
    expect(read.lines[0]?.dedupKey.startsWith('c|2024-06-01 09:15:22|')).toBe(true);
  });

  it('reads 交通银行: one 发生额 and its 借贷标志', () => {
    const table = [
      ['账号', '6222', '户名', '示范市总工会'],
      [
        '交易时间',
        '借贷标志',
        '发生额',
        '余额',
        '币种',
        '对方户名',
        '对方账号',
        '对方行名',
        '摘要',
        '核心流水号',
        '凭证号码',
        '凭证种类',
      ],
      ['2024-06-02 10:00:00', '借', '300.00', '700.00', 'CNY', '某公司', '1', '某行', '付款', 'S1', '', ''],
      ['2024-06-02 11:00:00', '贷', '50.00', '750.00', 'CNY', '某单位', '2', '某行', '收款', 'S2', '', ''],
    ];
    const read = readStatement(table, start);
    expect(read.header?.layout.code).toBe('bocom');
    expect(read.lines.map((l) => [l.receipt, l.payment, l.dedupKey])).toEqual([
      ['0.00', '300.00', 's:S1'],
      ['50.00', '0.00', 's:S2'],
    ]);
  });

  it('lists every bad row by its number and keeps no line of a file with one', () => {
    const rows = parseCsv(fixture('bank_statement_template.csv'));
    const bad = rows.map((r) => [...r]);
    (bad[2] as string[])[3] = '三千五';
    (bad[4] as string[])[2] = '2024-05-31 08:00:00';
    (bad[4] as string[])[10] = '20240531';
    (bad[5] as string[])[3] = '45.00';
    (bad[5] as string[])[4] = '1.00';
    const read = readStatement(bad, start);
    expect(read.problems).toEqual([
      '第3行：支出金额“三千五”不是有效金额',
      '第5行：交易日期 2024-05-31 早于对账启用日期 2024-06-01',
      '第6行：同一行不能既有收入又有支出',
    ]);
  });

  it('refuses a line of another account, zero lines and a missing date', () => {
    const rows = parseCsv(fixture('bank_statement_template.csv'));
    const bad = rows.slice(0, 4).map((r) => [...r]);
    (bad[1] as string[])[0] = '9999';
    (bad[2] as string[])[3] = '0';
    (bad[3] as string[])[2] = '';
    (bad[3] as string[])[10] = '';
    const read = readStatement(bad, { ...start, accountNo: '4405 0100 0000 0000 0001' });
    expect(read.problems).toEqual([
      '第2行：账号 9999 与对账科目的银行账号 44050100000000000001 不一致',
      '第3行：收入和支出金额均为 0',
      '第4行：交易日期不能为空',
    ]);
  });

  it('counts a row repeated within the file once, skips blank and 合计 rows', () => {
    const rows = parseCsv(fixture('bank_statement_template.csv'));
    const table = [...rows, rows[1] as string[], [], ['合计', '', '', '23545.00', '120186.25']];
    const read = readStatement(table, start);
    expect(read.problems).toEqual([]);
    expect(read.lines).toHaveLength(5);
    expect(read.repeated).toBe(1);
  });

  it('honours the chosen layout', () => {
    const read = readStatement(parseCsv(fixture('bank_statement_template.csv')), {
      ...start,
      layout: 'icbc',
    });
    expect(read.header).toBeNull();
    expect(read.problems[0]).toMatch(/所选银行格式/);
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,"b,1","c ""x"""\r\n="007",2\n')).toEqual([
      ['a', 'b,1', 'c "x"'],
      ['007', '2'],
    ]);
  });
});
