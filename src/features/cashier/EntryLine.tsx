// The entry line above the journal: one row of cells typed from the keyboard. Enter goes on to the
// next cell (Shift+Enter back), Enter on the amount that was filled saves the entry through the
// outbox and starts the next one at 摘要 with the same date and 结算方式; Esc leaves a change.
// The date takes '5' for the 5th of the shown month (journal-model completeDate).
import { Button, Group } from '@mantine/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { SETTLE_METHODS, type SettleMethod } from '../../core/cashier/types';
import type { CashierAccount, CashierEntry } from '../../core/contracts/cashier';
import { toCents } from '../../core/money';
import { queueEntrySave } from '../../local/cashier-book';
import type { SubjectRow } from '../../local/subjects';
import { AmountCell, plainAmount } from '../../ui/grid/AmountCell';
import { navMoveOf } from '../../ui/grid/grid-nav';
import classes from './cashier.module.css';
import { completeDate } from './journal-model';

interface Fields {
  date: string;
  summary: string;
  settleMethod: SettleMethod | '';
  settleNo: string;
  counterparty: string;
  counterSubject: string;
  receipt: string;
  payment: string;
}

type Cell = keyof Fields;

export interface EntryLineProps {
  account: CashierAccount;
  year: number;
  month: number;
  /** The shown month is closed: nothing may be typed into it. */
  closed: boolean;
  editing: CashierEntry | null;
  subjects: readonly SubjectRow[];
  createdBy: string;
  onSaved(label: string, date: string): void;
  onCancelEdit(): void;
}

const pad = (n: number) => String(n).padStart(2, '0');

function startOf(account: CashierAccount, keep?: Partial<Fields>): Fields {
  return {
    date: keep?.date ?? '',
    summary: '',
    settleMethod: keep?.settleMethod ?? (account.kind === 'cash' ? '现金' : '网银'),
    settleNo: '',
    counterparty: '',
    counterSubject: '',
    receipt: '',
    payment: '',
  };
}

function fieldsOf(e: CashierEntry): Fields {
  return {
    date: e.date,
    summary: e.summary,
    settleMethod: e.settleMethod,
    settleNo: e.settleNo,
    counterparty: e.counterparty,
    counterSubject: e.counterSubject,
    receipt: plainAmount(e.receipt as never),
    payment: plainAmount(e.payment as never),
  };
}

const positive = (v: string) => {
  try {
    return v.trim() !== '' && toCents(v) > 0n;
  } catch {
    return false;
  }
};

export function EntryLine(props: EntryLineProps) {
  const { account, year, month, closed, editing, subjects, createdBy, onSaved, onCancelEdit } = props;
  const [fields, setFields] = useState<Fields>(() => startOf(account));
  const [error, setError] = useState<{ cell: Cell; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cells = useRef(new Map<Cell, HTMLElement>());
  const fromVoucher = editing?.source === 'voucher';
  const bank = account.kind === 'bank';
  const order: Cell[] = useMemo(
    () => [
      'date',
      'summary',
      ...(bank ? (['settleMethod', 'settleNo'] as Cell[]) : []),
      'counterparty',
      'counterSubject',
      'receipt',
      'payment',
    ],
    [bank],
  );
  // A voucher's entry keeps its date, amounts and summary: only the cashier's own fields take keys.
  const locked = (c: Cell) =>
    closed || (fromVoucher && ['date', 'summary', 'counterSubject', 'receipt', 'payment'].includes(c));

  // A new entry to change, another account or month: the line starts over. Not on every answer of
  // the same month (a save refreshes it while the next entry is being typed).
  const editingId = editing?.id ?? null;
  const accountId = account.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids and the month stand for their objects
  useEffect(() => {
    setFields(editing ? fieldsOf(editing) : startOf(account));
    setError(null);
    const first = editing ? (fromVoucher ? (bank ? 'settleMethod' : 'counterparty') : 'summary') : 'date';
    requestAnimationFrame(() => cells.current.get(first)?.focus());
  }, [editingId, accountId, year, month]);

  const set = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const focus = (c: Cell) => cells.current.get(c)?.focus();

  function problem(f: Fields): { cell: Cell; message: string; date?: string } | null {
    const date = completeDate(f.date, year, month);
    if (date === null) return { cell: 'date', message: '请填写日期（如 5 表示本月 5 日）' };
    if (date < account.openedOn) return { cell: 'date', message: `日期早于账户启用日期 ${account.openedOn}` };
    if (closed && date.startsWith(`${year}-${pad(month)}`))
      return { cell: 'date', message: '本月出纳账已结账' };
    if (!f.summary.trim()) return { cell: 'summary', message: '摘要不能为空' };
    if (f.summary.trim().length > 100) return { cell: 'summary', message: '摘要长度不能超过 100 个字符' };
    if (fromVoucher) return null;
    const r = positive(f.receipt);
    const p = positive(f.payment);
    if (r === p)
      return {
        cell: f.receipt.trim() ? 'payment' : 'receipt',
        message: '收入金额和支出金额须填写且只填写一项，金额须大于 0',
      };
    return null;
  }

  async function save() {
    if (busy) return;
    const p = problem(fields);
    if (p) {
      setError(p);
      focus(p.cell);
      return;
    }
    const date = completeDate(fields.date, year, month) as string;
    setBusy(true);
    try {
      const entry = await queueEntrySave(
        {
          accountId: account.id,
          ...fields,
          date,
          // A voucher's entry keeps its amounts as they are (a red-ink line is negative).
          receipt: fromVoucher || positive(fields.receipt) ? fields.receipt : '',
          payment: fromVoucher || positive(fields.payment) ? fields.payment : '',
        },
        editing,
        createdBy,
      );
      onSaved(entry.label, date);
      setFields(startOf(account, { date, settleMethod: fields.settleMethod }));
      requestAnimationFrame(() => focus(editing ? 'date' : 'summary'));
    } catch (e) {
      setError({ cell: 'summary', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (cell: Cell) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape' && editing) {
      event.preventDefault();
      onCancelEdit();
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
      return;
    }
    // Enter goes on along the line (as in 凭证录入), Tab too; ↑/↓ have no row to go to.
    const move =
      event.key === 'Enter' && !event.altKey ? (event.shiftKey ? 'previous' : 'next') : navMoveOf(event);
    if (move !== 'next' && move !== 'previous') return;
    if (event.key === 'Tab' && move === 'next' && cell === order[order.length - 1]) return;
    if (cell === 'date' && move === 'next') {
      const date = completeDate(fields.date, year, month);
      if (date) set({ date });
    }
    // Enter on a filled 收入 saves: a receipt has no payment to type.
    const last = cell === 'payment' || (cell === 'receipt' && positive(fields.receipt));
    if (event.key === 'Enter' && move === 'next' && last) {
      event.preventDefault();
      void save();
      return;
    }
    const step = move === 'next' ? 1 : -1;
    let i = order.indexOf(cell) + step;
    while (i >= 0 && i < order.length && locked(order[i] as Cell)) i += step;
    const next = order[i];
    if (next === undefined) return;
    event.preventDefault();
    focus(next);
  };

  const ref = (c: Cell) => (el: HTMLElement | null) => {
    if (el) cells.current.set(c, el);
    else cells.current.delete(c);
  };

  const input = (
    c: 'summary' | 'settleNo' | 'counterparty' | 'counterSubject',
    label: string,
    max: number,
    list?: string,
  ) => (
    <input
      ref={ref(c)}
      className={classes.cell}
      aria-label={label}
      aria-invalid={error?.cell === c || undefined}
      value={fields[c]}
      maxLength={max}
      readOnly={locked(c)}
      list={list}
      onChange={(e) => set({ [c]: e.currentTarget.value })}
      onKeyDown={onKeyDown(c)}
    />
  );

  return (
    <div className={classes.entryWrap} data-testid="entry-line">
      <div className={classes.entryHead} data-editing={editing ? true : undefined}>
        <strong>{editing ? `修改：${editing.date} ${editing.summary}` : '登记'}</strong>
        <span>
          {closed
            ? '本月已结账，不能登记'
            : fromVoucher
              ? '由凭证生成：只能修改结算方式、票号和对方单位'
              : 'Enter 下一格，填好金额后 Enter 保存；日期输入 5 表示本月 5 日'}
        </span>
        <Group gap={6} ml="auto">
          {editing && (
            <Button size="compact-xs" variant="default" onClick={onCancelEdit}>
              取消修改（Esc）
            </Button>
          )}
          <Button size="compact-xs" onClick={() => void save()} loading={busy} disabled={closed}>
            保存（Ctrl+Enter）
          </Button>
        </Group>
      </div>
      <table className={classes.grid} aria-label="出纳账登记">
        <colgroup>
          <col style={{ width: 104 }} />
          <col />
          {bank && <col style={{ width: 96 }} />}
          {bank && <col style={{ width: 120 }} />}
          <col style={{ width: 150 }} />
          <col style={{ width: 160 }} />
          <col style={{ width: 120 }} />
          <col style={{ width: 120 }} />
        </colgroup>
        <thead>
          <tr>
            <th>日期</th>
            <th>摘要</th>
            {bank && <th>结算方式</th>}
            {bank && <th>票号</th>}
            <th>对方单位</th>
            <th>对方科目</th>
            <th>收入</th>
            <th>支出</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <input
                ref={ref('date')}
                className={classes.cell}
                aria-label="日期"
                aria-invalid={error?.cell === 'date' || undefined}
                placeholder={`${month}月某日`}
                value={fields.date}
                maxLength={10}
                readOnly={locked('date')}
                onChange={(e) => set({ date: e.currentTarget.value })}
                onBlur={() =>
                  // The typed day becomes the full date; a refusal shown meanwhile stays.
                  setFields((f) => {
                    const date = completeDate(f.date, year, month);
                    return date && date !== f.date ? { ...f, date } : f;
                  })
                }
                onKeyDown={onKeyDown('date')}
              />
            </td>
            <td>{input('summary', '摘要', 100)}</td>
            {bank && (
              <td>
                <select
                  ref={ref('settleMethod')}
                  className={classes.cell}
                  aria-label="结算方式"
                  value={fields.settleMethod}
                  disabled={closed}
                  onChange={(e) => set({ settleMethod: e.currentTarget.value as SettleMethod })}
                  onKeyDown={onKeyDown('settleMethod')}
                >
                  <option value="" />
                  {SETTLE_METHODS.filter((m) => m !== '现金').map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              </td>
            )}
            {bank && <td>{input('settleNo', '票号', 30)}</td>}
            <td>{input('counterparty', '对方单位', 60)}</td>
            <td>{input('counterSubject', '对方科目', 80, 'cashier-counter-subjects')}</td>
            <td>
              <AmountCell
                className={`${classes.cell} ${classes.amount}`}
                label="收入"
                value={fields.receipt}
                readOnly={locked('receipt')}
                inputRef={ref('receipt')}
                onKeyDown={onKeyDown('receipt')}
                onText={(v) => set({ receipt: v.replace('-', ''), ...(v.trim() ? { payment: '' } : {}) })}
              />
            </td>
            <td>
              <AmountCell
                className={`${classes.cell} ${classes.amount}`}
                label="支出"
                value={fields.payment}
                readOnly={locked('payment')}
                inputRef={ref('payment')}
                onKeyDown={onKeyDown('payment')}
                onText={(v) => set({ payment: v.replace('-', ''), ...(v.trim() ? { receipt: '' } : {}) })}
              />
            </td>
          </tr>
        </tbody>
      </table>
      <datalist id="cashier-counter-subjects">
        {subjects.map((s) => (
          <option key={s.code} value={`${s.code} ${s.codeName}`} />
        ))}
      </datalist>
      {error && (
        <div className={classes.error} role="alert">
          {error.message}
        </div>
      )}
    </div>
  );
}
