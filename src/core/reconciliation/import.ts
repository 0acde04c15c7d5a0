// Reading a bank statement (银行对账单) from a table of cell texts — the rows of an .xlsx sheet or a
// .csv file — in one bank's layout. Every row is checked; the caller writes nothing unless no row
// has a problem, and then lists every bad row by its number in the file. Rows already imported (the
// bank's serial number, or the whole row when the bank gives none) are duplicates, not problems.
import { type Money, tryParseMoney } from '../money';
import { isCalendarDate } from './days';
import { detectHeader, type HeaderMatch, type LayoutCode, type StatementField } from './layouts';
import { normalizeSettleNo } from './matching';

/** One statement line as the import keeps it. */
export interface StatementLine {
  /** The row's number in the file (1-based, as a spreadsheet shows it). */
  rowNo: number;
  /** 'YYYY-MM-DD': the bank's 记账日期, else the day of 交易时间. */
  date: string;
  /** 'HH:mm:ss' of 交易时间, '' when the file gives none. */
  time: string;
  summary: string;
  /** 用途, 备注, 附言 joined. */
  remark: string;
  counterparty: string;
  counterpartyAccount: string;
  /** 凭证号 (cheque number) as the file gives it; '' when none or ICBC's placeholder zeros. */
  settleNo: string;
  /** The bank's serial number, '' when none. */
  serial: string;
  /** 贷方（收入） */
  receipt: Money;
  /** 借方（支取） */
  payment: Money;
  /** 余额 after the line, when the file gives it. */
  balance: Money | null;
  /** What identifies the line across imports (see dedupKey). */
  dedupKey: string;
}

export interface ReadContext {
  /** Lines dated before the reconciliation's start date are refused. */
  startDate: string;
  /** The account's number, when set: a line naming another account is refused. */
  accountNo?: string;
  /** The layout the user chose; without it the header decides. */
  layout?: LayoutCode;
}

export interface ReadResult {
  /** Null when no header row of a known layout was found (problems says why). */
  header: HeaderMatch | null;
  lines: StatementLine[];
  /** 第N行：… one per bad row, in file order; empty when every row is good. */
  problems: string[];
  /** Rows of the file repeating an earlier row of the same file. */
  repeated: number;
}

export const MAX_TEXT = 200;
/** Far above any single bank movement of a union; guards against a 余额 column read as an amount. */
const MAX_AMOUNT_CENTS = 10n ** 15n;

const FOOTER = /^(合计|总计|小计|本页合计|以下空白|备注[:：]|说明[:：])/;

/** '20240601 09:15:22', '2024-06-01 09:15:22', '2024/6/1', '2024年6月1日', '20240601', Excel serials. */
export function readDateTime(raw: string): { date: string; time: string } | null {
  const text = raw.trim();
  if (text === '') return null;
  const serial = /^\d{5}(\.\d+)?$/.exec(text);
  if (serial) {
    // Excel's day 1 is 1900-01-01, counting the 1900-02-29 that never was.
    const value = Number(text);
    const ms = Math.round((value - 25569) * 86_400_000);
    const iso = new Date(ms).toISOString();
    return { date: iso.slice(0, 10), time: text.includes('.') ? iso.slice(11, 19) : '' };
  }
  const m =
    /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T]+(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?(?:\.\d+)?)?$/.exec(
      text,
    );
  if (!m) return null;
  // Without separators the month and day must be two digits each (20240601).
  if (!/[-/.年]/.test(text.slice(0, 8)) && (m[2]?.length !== 2 || m[3]?.length !== 2)) return null;
  const date = `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`;
  if (!isCalendarDate(date)) return null;
  const time = m[4] ? `${m[4].padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}` : '';
  if (time && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return null;
  return { date, time };
}

/** An amount cell: separators, currency marks and spaces dropped; empty, '-' and '--' are zero. */
export function readAmountCell(raw: string): Money | null {
  const text = raw.replace(/[\s,，¥￥]|CNY|RMB|元/gi, '');
  if (text === '' || /^-+$/.test(text)) return '0.00' as Money;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return tryParseMoney(text);
}

const OUT_FLAG = /^(借|借方|D|DR|支|支出|出|付|付款)$/i;
const IN_FLAG = /^(贷|贷方|C|CR|收|收入|入|存|存入)$/i;

function digits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** A serial that identifies a line: not empty and not a run of zeros. */
function realSerial(text: string): string {
  return /^0*$/.test(text) ? '' : text;
}

/**
 * What names a line across imports: the bank's serial number; without one (ICBC) the whole line —
 * time, number, counterparty, amounts and the balance after it (two equal payments in one second
 * still leave different balances).
 */
export function dedupKey(line: Omit<StatementLine, 'dedupKey' | 'rowNo'>): string {
  if (line.serial !== '') return `s:${line.serial}`;
  return [
    'c',
    `${line.date} ${line.time}`,
    normalizeSettleNo(line.settleNo),
    line.counterpartyAccount,
    line.counterparty,
    line.receipt,
    line.payment,
    line.balance ?? '',
  ].join('|');
}

function cellOf(row: readonly string[], columns: Map<StatementField, number>, field: StatementField): string {
  const at = columns.get(field);
  return at === undefined ? '' : (row[at] ?? '').trim();
}

function joinText(parts: readonly string[]): string {
  return [...new Set(parts.filter((p) => p !== ''))].join('；');
}

/** Reads every row under the header; see ReadResult. */
export function readStatement(table: readonly (readonly string[])[], ctx: ReadContext): ReadResult {
  const header = detectHeader(table, ctx.layout);
  if (!header) {
    const which = ctx.layout
      ? '所选银行格式'
      : '已知银行格式（建设银行、工商银行、民生银行、交通银行、平安银行）';
    return {
      header: null,
      lines: [],
      problems: [`文件前 10 行中没有找到符合${which}的表头行（交易时间、借方/贷方发生额等列名）`],
      repeated: 0,
    };
  }
  const { columns, layout } = header;
  const lines: StatementLine[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  const expected = ctx.accountNo ? digits(ctx.accountNo) : '';

  for (let i = header.row + 1; i < table.length; i++) {
    const row = table[i] ?? [];
    const rowNo = i + 1;
    const first = row.find((c) => c.trim() !== '')?.trim() ?? '';
    if (first === '' || FOOTER.test(first)) continue;
    const cell = (f: StatementField) => cellOf(row, columns, f);
    const timeText = cell('txnTime');
    const postText = cell('postDate');
    const amountTexts = layout.amounts === 'split' ? [cell('out'), cell('in')] : [cell('amount')];
    // Neither a date nor an amount: a note under the table, not a movement.
    if (timeText === '' && postText === '' && amountTexts.every((t) => t === '')) continue;

    const wrong: string[] = [];
    const when = readDateTime(timeText);
    const posted = postText === '' ? null : readDateTime(postText);
    if (timeText !== '' && !when) wrong.push(`交易时间“${timeText}”无法识别`);
    if (postText !== '' && !posted) wrong.push(`记账日期“${postText}”无法识别`);
    const date = posted?.date ?? when?.date ?? '';
    if (timeText === '' && postText === '') wrong.push('交易日期不能为空');
    else if (date !== '' && date < ctx.startDate)
      wrong.push(`交易日期 ${date} 早于对账启用日期 ${ctx.startDate}`);

    let receipt: Money | null = null;
    let payment: Money | null = null;
    if (layout.amounts === 'split') {
      payment = readAmountCell(cell('out'));
      receipt = readAmountCell(cell('in'));
      if (payment === null) wrong.push(`支出金额“${cell('out')}”不是有效金额`);
      if (receipt === null) wrong.push(`收入金额“${cell('in')}”不是有效金额`);
    } else {
      const amount = readAmountCell(cell('amount'));
      const flag = cell('dcFlag');
      if (amount === null) wrong.push(`发生额“${cell('amount')}”不是有效金额`);
      else if (OUT_FLAG.test(flag)) {
        payment = amount;
        receipt = '0.00' as Money;
      } else if (IN_FLAG.test(flag)) {
        receipt = amount;
        payment = '0.00' as Money;
      } else wrong.push(`借贷标志“${flag}”应为“借”或“贷”`);
    }
    if (receipt !== null && payment !== null) {
      const r = BigInt(receipt.replace('.', ''));
      const p = BigInt(payment.replace('.', ''));
      if (r < 0n || p < 0n) wrong.push('金额不能为负数');
      else if (r === 0n && p === 0n) wrong.push('收入和支出金额均为 0');
      else if (r !== 0n && p !== 0n) wrong.push('同一行不能既有收入又有支出');
      else if (r >= MAX_AMOUNT_CENTS || p >= MAX_AMOUNT_CENTS) wrong.push('金额超出允许范围');
    }
    const balanceText = cell('balance');
    const balance = balanceText === '' ? null : readAmountCell(balanceText);
    if (balanceText !== '' && balance === null) wrong.push(`余额“${balanceText}”不是有效金额`);

    const account = digits(cell('accountNo'));
    if (expected !== '' && account !== '' && account !== expected)
      wrong.push(`账号 ${account} 与对账科目的银行账号 ${expected} 不一致`);

    const summary = cell('summary');
    const remark = joinText([cell('purpose'), cell('remark')]);
    const counterparty = cell('counterparty');
    const counterpartyAccount = digits(cell('counterpartyAccount'));
    const serial = realSerial(cell('serial'));
    const settleNo = normalizeSettleNo(cell('settleNo')) === '' ? '' : cell('settleNo').replace(/\s+/g, '');
    const texts: Array<[string, string]> = [
      ['摘要', summary],
      ['用途/备注', remark],
      ['对方户名', counterparty],
      ['对方账号', counterpartyAccount],
      ['流水号', serial],
      ['凭证号', settleNo],
    ];
    for (const [label, text] of texts)
      if (text.length > MAX_TEXT) wrong.push(`${label}超过 ${MAX_TEXT} 个字符`);

    if (wrong.length > 0) {
      problems.push(`第${rowNo}行：${wrong.join('；')}`);
      continue;
    }
    const line = {
      rowNo,
      date,
      time: when?.time ?? posted?.time ?? '',
      summary,
      remark,
      counterparty,
      counterpartyAccount,
      settleNo,
      serial,
      receipt: receipt as Money,
      payment: payment as Money,
      balance,
    };
    const key = dedupKey(line);
    if (seen.has(key)) {
      repeated++;
      continue;
    }
    seen.add(key);
    lines.push({ ...line, dedupKey: key });
  }
  if (problems.length === 0 && lines.length === 0 && repeated === 0) problems.push('文件中没有对账单明细行');
  return { header, lines, problems, repeated };
}
