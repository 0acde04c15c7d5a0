// Bank statement layouts (domain bank_statement_column_map.csv): each bank's export headers mapped to
// the canonical fields an imported statement line keeps. Banks change their exports; a header is
// therefore matched against a few spellings (full- and half-width brackets, the short forms).
export type StatementField =
  | 'accountNo'
  | 'txnTime'
  | 'postDate'
  | 'out'
  | 'in'
  | 'amount'
  | 'dcFlag'
  | 'balance'
  | 'counterparty'
  | 'counterpartyAccount'
  | 'summary'
  | 'purpose'
  | 'remark'
  | 'serial'
  | 'settleNo';

export type LayoutCode = 'ccb' | 'icbc' | 'icbcNet' | 'cmbc' | 'bocom' | 'pingan';

export interface StatementLayout {
  readonly code: LayoutCode;
  /** 建设银行 … as the import dialog offers them. */
  readonly name: string;
  /** The header spellings of each field this bank exports. */
  readonly columns: Readonly<Partial<Record<StatementField, readonly string[]>>>;
  /** split: separate 支出/收入 columns; flag: one 发生额 column and a 借贷标志. */
  readonly amounts: 'split' | 'flag';
}

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    code: 'ccb',
    name: '建设银行',
    amounts: 'split',
    columns: {
      accountNo: ['账号'],
      txnTime: ['交易时间'],
      postDate: ['记账日期'],
      out: ['借方发生额（支取）', '借方发生额(支取)', '借方发生额'],
      in: ['贷方发生额（收入）', '贷方发生额(收入)', '贷方发生额'],
      balance: ['余额'],
      counterparty: ['对方户名'],
      counterpartyAccount: ['对方账号'],
      summary: ['摘要'],
      remark: ['备注'],
      serial: ['账户明细编号-交易流水号', '交易流水号'],
      settleNo: ['凭证号'],
    },
  },
  {
    code: 'icbc',
    name: '工商银行',
    amounts: 'split',
    columns: {
      settleNo: ['凭证号'],
      txnTime: ['交易时间'],
      counterparty: ['对方单位'],
      counterpartyAccount: ['对方账号'],
      in: ['转入金额'],
      out: ['转出金额'],
      balance: ['余额'],
      purpose: ['用途'],
      summary: ['摘要'],
      remark: ['附言'],
    },
  },
  {
    code: 'icbcNet',
    name: '工商银行（企业网银明细）',
    amounts: 'flag',
    columns: {
      settleNo: ['凭证号'],
      accountNo: ['本方账号'],
      counterpartyAccount: ['对方账号'],
      txnTime: ['交易时间'],
      dcFlag: ['借/贷', '借贷'],
      amount: ['金额'],
      summary: ['摘要'],
      purpose: ['用途'],
      counterparty: ['对方单位名称'],
      remark: ['个性化信息'],
    },
  },
  {
    code: 'cmbc',
    name: '民生银行',
    amounts: 'split',
    columns: {
      txnTime: ['交易时间'],
      serial: ['交易流水号'],
      out: ['借方发生额'],
      in: ['贷方发生额'],
      balance: ['账户余额'],
      settleNo: ['凭证号'],
      remark: ['客户附言'],
      counterpartyAccount: ['对方账号'],
      counterparty: ['对方账号名称'],
    },
  },
  {
    code: 'bocom',
    name: '交通银行',
    amounts: 'flag',
    columns: {
      txnTime: ['交易时间'],
      dcFlag: ['借贷标志'],
      amount: ['发生额'],
      balance: ['余额'],
      counterparty: ['对方户名'],
      counterpartyAccount: ['对方账号'],
      summary: ['摘要'],
      serial: ['核心流水号'],
      settleNo: ['凭证号码'],
    },
  },
  {
    code: 'pingan',
    name: '平安银行',
    amounts: 'split',
    columns: {
      txnTime: ['交易时间'],
      accountNo: ['账号'],
      in: ['收入'],
      out: ['支出'],
      balance: ['账户余额'],
      counterparty: ['对方户名'],
      counterpartyAccount: ['对方账号'],
      summary: ['摘要'],
      serial: ['核心唯一流水号', '交易流水号'],
      purpose: ['交易用途'],
    },
  },
];

export function layoutOf(code: string): StatementLayout | undefined {
  return STATEMENT_LAYOUTS.find((l) => l.code === code);
}

export const LAYOUT_CODES = STATEMENT_LAYOUTS.map((l) => l.code);

/** A header cell as compared: spaces gone, half-width brackets made full-width. */
export function headerKey(text: string): string {
  return text.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

/** Column index of each field of `layout` in a header row (a field's first spelling present wins). */
export function mapHeader(layout: StatementLayout, header: readonly string[]): Map<StatementField, number> {
  const keys = header.map(headerKey);
  const found = new Map<StatementField, number>();
  for (const [field, names] of Object.entries(layout.columns) as [StatementField, readonly string[]][]) {
    for (const name of names) {
      const at = keys.indexOf(headerKey(name));
      if (at >= 0) {
        found.set(field, at);
        break;
      }
    }
  }
  return found;
}

/** What a layout needs to read a line: a date and both amounts (two columns, or one and its flag). */
export function missingColumns(layout: StatementLayout, found: Map<StatementField, number>): string[] {
  const name = (f: StatementField) => layout.columns[f]?.[0] ?? f;
  const missing: string[] = [];
  if (!found.has('txnTime') && !found.has('postDate')) missing.push(name('txnTime'));
  const needs: StatementField[] = layout.amounts === 'split' ? ['out', 'in'] : ['amount', 'dcFlag'];
  for (const f of needs) if (!found.has(f)) missing.push(name(f));
  return missing;
}

export interface HeaderMatch {
  layout: StatementLayout;
  /** 0-based index of the header row in the table. */
  row: number;
  columns: Map<StatementField, number>;
}

/**
 * The header row and layout of a table: within its first 10 rows, the row whose cells name the most
 * columns of a layout (at least 3, and every column it needs). With `code`, only that layout is tried.
 */
export function detectHeader(table: readonly (readonly string[])[], code?: LayoutCode): HeaderMatch | null {
  const layouts = code ? STATEMENT_LAYOUTS.filter((l) => l.code === code) : STATEMENT_LAYOUTS;
  let best: HeaderMatch | null = null;
  let bestScore = 0;
  for (let row = 0; row < Math.min(10, table.length); row++) {
    const cells = table[row] ?? [];
    for (const layout of layouts) {
      const columns = mapHeader(layout, cells);
      if (columns.size < 3 || missingColumns(layout, columns).length > 0) continue;
      // The share of the layout's columns present decides between look-alike layouts (建行 and 民生
      // both have 借方发生额); the count breaks ties.
      const score = columns.size / Object.keys(layout.columns).length + columns.size / 1000;
      if (score > bestScore) {
        best = { layout, row, columns };
        bestScore = score;
      }
    }
  }
  return best;
}
