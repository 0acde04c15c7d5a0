// 差旅费报销单's own part: the trip (出差人, 职级, 出差地, dates, what the host provided), its tickets
// (each leg's 自理 shown beside it), its stays (the cap and 超标自理 per row), 其他费用 and the worked
// figures of claimFigures. A rule's refusal (no lodging invoice, T05) is shown by the form above.
import { Select, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { formatMoney } from '../../../core/money';
import { GRADES } from '../../../core/reimbursement';
import { travelCities, travelProvinces } from '../../../core/reimbursement/travel-place-options';
import { seatClassesOf, type TransportMode } from '../../../core/reimbursement/travel-transport';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { AmountCell } from '../../../ui/grid/AmountCell';
import { emptyLeg, emptyStay, type TravelDraft } from './draft';
import { Field } from './Field';
import classes from './form.module.css';
import type { LiveFigures } from './live-figures';
import { countInput, type SectionProps, withRow } from './section';
import { useGridNav } from './use-grid-nav';

const MODES = ['火车', '轮船', '飞机', '其他'];
const provinces = travelProvinces().map((p) => ({ value: p, label: p }));

interface TravelProps extends SectionProps {
  live: LiveFigures | null;
}

function useTravel({ draft, patch }: SectionProps) {
  const travel = draft.travel as TravelDraft;
  const set = useCallback(
    (change: Partial<TravelDraft>) => patch({ travel: { ...travel, ...change } }),
    [patch, travel],
  );
  return { travel, set };
}

export function TripFields(props: SectionProps) {
  const { errors, readOnly } = props;
  const { travel, set } = useTravel(props);
  const e = (f: string) => errors[`travel.${f}`];
  const count = (field: 'breakfast' | 'lunch' | 'dinner' | 'hostCarHalfDays', label: string) => (
    <TextInput
      size="xs"
      w={52}
      aria-label={label}
      value={travel[field]}
      inputMode="numeric"
      readOnly={readOnly}
      styles={{ input: { textAlign: 'right' } }}
      onChange={(ev) => set({ [field]: countInput(ev.currentTarget.value, 3) })}
    />
  );
  return (
    <>
      <Field label="出差人" required error={e('travellers')} span={2}>
        <TextInput
          size="xs"
          aria-label="出差人"
          placeholder="多人以顿号分隔"
          value={travel.travellers}
          maxLength={100}
          readOnly={readOnly}
          onChange={(ev) => set({ travellers: ev.currentTarget.value })}
        />
      </Field>
      <Field label="职级" required error={e('grade')}>
        <Select
          size="xs"
          aria-label="职级"
          data={[...GRADES]}
          value={travel.grade || null}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(v) => set({ grade: v ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </Field>
      <Field label="出差地" required error={e('province') ?? e('city')}>
        <div style={{ display: 'flex', gap: 4 }}>
          <Select
            size="xs"
            w="45%"
            aria-label="出差地（省）"
            data={provinces}
            value={travel.province || null}
            searchable
            readOnly={readOnly}
            onChange={(v) => set({ province: v ?? '', city: '' })}
            comboboxProps={{ withinPortal: true }}
          />
          <CityInput
            province={travel.province}
            value={travel.city}
            label="出差地（市）"
            readOnly={readOnly}
            onChange={(city) => set({ city })}
            mantine
          />
        </div>
      </Field>
      <Field label="出发日期" required error={e('departure')}>
        <AccountingDateInput
          size="xs"
          aria-label="出发日期"
          value={travel.departure || null}
          readOnly={readOnly}
          onChange={(v) => v && set({ departure: v.slice(0, 10) })}
          popoverProps={{ withinPortal: true }}
        />
      </Field>
      <Field label="返回日期" required error={e('return')}>
        <AccountingDateInput
          size="xs"
          aria-label="返回日期"
          value={travel.return || null}
          readOnly={readOnly}
          onChange={(v) => v && set({ return: v.slice(0, 10) })}
          popoverProps={{ withinPortal: true }}
        />
      </Field>
      <Field
        label="接待方用餐"
        error={e('hostMeals.breakfast') ?? e('hostMeals.lunch') ?? e('hostMeals.dinner')}
      >
        <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          早{count('breakfast', '接待方安排早餐')}午{count('lunch', '接待方安排午餐')}晚
          {count('dinner', '接待方安排晚餐')}
          <span className={classes.hint}>次</span>
        </div>
      </Field>
      <Field label="接待方交通" error={e('hostCarHalfDays')}>
        <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {count('hostCarHalfDays', '接待方提供交通（半天数）')}
          <span className={classes.hint}>个半天</span>
        </div>
      </Field>
      <OtherAmount {...props} />
    </>
  );
}

/** A city typed or picked from the places the table names in the province. */
function CityInput({
  province,
  value,
  label,
  readOnly,
  onChange,
  mantine,
  inputRef,
  onKeyDown,
}: {
  province: string;
  value: string;
  label: string;
  readOnly: boolean;
  onChange(city: string): void;
  mantine?: boolean;
  inputRef?: (el: HTMLElement | null) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
}) {
  const listId = `cities-${province || 'none'}`;
  return (
    <>
      {mantine ? (
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label={label}
          placeholder="市/区（可空）"
          value={value}
          list={listId}
          maxLength={20}
          readOnly={readOnly}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <input
          className={classes.cell}
          aria-label={label}
          value={value}
          list={listId}
          maxLength={20}
          readOnly={readOnly}
          ref={inputRef}
          onKeyDown={onKeyDown}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <datalist id={listId}>
        {travelCities(province).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}

const LEG_COLS = 9;

export function LegsGrid(props: TravelProps) {
  const { errors, readOnly, live } = props;
  const { travel, set } = useTravel(props);
  const legs = travel.legs;
  const addRow = useCallback(() => {
    const last = legs.at(-1);
    // The next ticket usually leaves from where the last one arrived, on that day.
    const from = last
      ? { departDate: last.arriveDate, arriveDate: last.arriveDate, departPlace: last.arrivePlace }
      : {};
    set({ legs: [...legs, emptyLeg(from)] });
  }, [legs, set]);
  const nav = useGridNav(legs.length, LEG_COLS, readOnly ? null : addRow);
  const setLeg = (i: number, change: Partial<(typeof legs)[number]>) =>
    set({ legs: withRow(legs, i, change) });
  const text = (
    i: number,
    col: number,
    field: 'departDate' | 'departPlace' | 'arriveDate' | 'arrivePlace',
    label: string,
    max: number,
  ) => (
    <input
      className={classes.cell}
      aria-label={`第${i + 1}段${label}`}
      value={legs[i]?.[field] ?? ''}
      maxLength={max}
      placeholder={field.endsWith('Date') ? 'YYYY-MM-DD' : undefined}
      aria-invalid={errors[`travel.legs.${i}.${field}`] ? true : undefined}
      title={errors[`travel.legs.${i}.${field}`]}
      readOnly={readOnly}
      ref={nav.cell(i, col).ref}
      onKeyDown={nav.cell(i, col).onKeyDown}
      onChange={(e) => setLeg(i, { [field]: e.currentTarget.value })}
    />
  );
  return (
    <div className={classes.gridWrap}>
      <table className={classes.grid} aria-label="行程">
        <colgroup>
          <col style={{ width: 32 }} />
          <col style={{ width: 96 }} />
          <col />
          <col style={{ width: 96 }} />
          <col />
          <col style={{ width: 64 }} />
          <col style={{ width: 84 }} />
          <col style={{ width: 96 }} />
          <col style={{ width: 96 }} />
          <col style={{ width: 52 }} />
          <col style={{ width: 96 }} />
          <col style={{ width: 28 }} />
        </colgroup>
        <thead>
          <tr>
            <th>序号</th>
            <th>出发日期</th>
            <th>出发地点</th>
            <th>到达日期</th>
            <th>到达地点</th>
            <th>交通工具</th>
            <th>座位等级</th>
            <th>票价</th>
            <th>标准等级票价</th>
            <th>张数</th>
            <th>自理</th>
            <th aria-label="删除" />
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, i) => {
            const worked = live?.legs[i] ?? null;
            const listId = `seats-${leg.key}`;
            return (
              <tr key={leg.key}>
                <td className={classes.rowNo}>{i + 1}</td>
                <td>{text(i, 0, 'departDate', '出发日期', 10)}</td>
                <td>{text(i, 1, 'departPlace', '出发地点', 40)}</td>
                <td>{text(i, 2, 'arriveDate', '到达日期', 10)}</td>
                <td>{text(i, 3, 'arrivePlace', '到达地点', 40)}</td>
                <td>
                  <select
                    className={classes.cell}
                    aria-label={`第${i + 1}段交通工具`}
                    value={leg.mode}
                    disabled={readOnly}
                    ref={nav.cell(i, 4).ref}
                    onKeyDown={nav.cell(i, 4).onKeyDown}
                    onChange={(e) => setLeg(i, { mode: e.currentTarget.value, seatClass: '' })}
                  >
                    {MODES.map((m) => (
                      <option key={m}>{m}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className={classes.cell}
                    aria-label={`第${i + 1}段座位等级`}
                    value={leg.seatClass}
                    list={listId}
                    maxLength={20}
                    readOnly={readOnly}
                    ref={nav.cell(i, 5).ref}
                    onKeyDown={nav.cell(i, 5).onKeyDown}
                    onChange={(e) => setLeg(i, { seatClass: e.currentTarget.value })}
                  />
                  <datalist id={listId}>
                    {seatClassesOf(leg.mode as TransportMode).map((s) => (
                      <option key={s} value={s} />
                    ))}
                  </datalist>
                </td>
                <td>
                  <AmountCell
                    className={`${classes.cell} ${classes.amount}`}
                    label={`第${i + 1}段票价`}
                    value={leg.fare}
                    error={errors[`travel.legs.${i}.fare`] ?? null}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 6).ref}
                    onKeyDown={nav.cell(i, 6).onKeyDown}
                    onText={(fare) => setLeg(i, { fare: fare.replace('-', '') })}
                  />
                </td>
                <td>
                  <AmountCell
                    className={`${classes.cell} ${classes.amount}`}
                    label={`第${i + 1}段标准等级票价`}
                    value={leg.entitledFare}
                    error={errors[`travel.legs.${i}.entitledFare`] ?? null}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 7).ref}
                    onKeyDown={nav.cell(i, 7).onKeyDown}
                    onText={(fare) => setLeg(i, { entitledFare: fare.replace('-', '') })}
                  />
                </td>
                <td>
                  <input
                    className={`${classes.cell} ${classes.amount}`}
                    aria-label={`第${i + 1}段票据张数`}
                    value={leg.invoiceCount}
                    inputMode="numeric"
                    readOnly={readOnly}
                    ref={nav.cell(i, 8).ref}
                    onKeyDown={nav.cell(i, 8).onKeyDown}
                    onChange={(e) => setLeg(i, { invoiceCount: countInput(e.currentTarget.value, 2) })}
                  />
                </td>
                <td
                  className={classes.number}
                  title={worked?.message ?? undefined}
                  data-testid={`leg-selfpaid-${i}`}
                >
                  {worked ? formatMoney(worked.selfPaid, { blankZero: true }) : ''}
                </td>
                <td>
                  {!readOnly && legs.length > 1 && (
                    <button
                      type="button"
                      className={classes.remove}
                      aria-label={`删除第${i + 1}段`}
                      tabIndex={-1}
                      onClick={() => set({ legs: legs.filter((_, j) => j !== i) })}
                    >
                      ×
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {legs.map((leg, i) =>
        live?.legs[i]?.message ? (
          <div key={leg.key} className={classes.note} data-testid={`leg-note-${i}`}>
            第{i + 1}段：{live.legs[i]?.message}
          </div>
        ) : null,
      )}
      <RowErrors errors={errors} prefix="travel.legs" />
    </div>
  );
}

const STAY_COLS = 6;

export function StaysGrid(props: TravelProps) {
  const { errors, readOnly, live } = props;
  const { travel, set } = useTravel(props);
  const stays = travel.stays;
  const addRow = useCallback(
    () => set({ stays: [...stays, emptyStay({ province: travel.province, city: travel.city })] }),
    [stays, set, travel.province, travel.city],
  );
  const nav = useGridNav(stays.length, STAY_COLS, readOnly ? null : addRow);
  const setStay = (i: number, change: Partial<(typeof stays)[number]>) =>
    set({ stays: withRow(stays, i, change) });
  return (
    <div className={classes.gridWrap}>
      <table className={classes.grid} aria-label="住宿">
        <colgroup>
          <col style={{ width: 32 }} />
          <col style={{ width: 110 }} />
          <col />
          <col style={{ width: 100 }} />
          <col style={{ width: 56 }} />
          <col style={{ width: 110 }} />
          <col style={{ width: 52 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 28 }} />
        </colgroup>
        <thead>
          <tr>
            <th>序号</th>
            <th>省</th>
            <th>市</th>
            <th>入住日期</th>
            <th>晚数</th>
            <th>发票金额</th>
            <th>张数</th>
            <th>限额</th>
            <th>超标自理</th>
            <th aria-label="删除" />
          </tr>
        </thead>
        <tbody>
          {stays.length === 0 && (
            <tr>
              <td colSpan={10} className={classes.hint} style={{ padding: '0 8px' }}>
                没有住宿
              </td>
            </tr>
          )}
          {stays.map((s, i) => {
            const worked = live?.stays[i] ?? null;
            return (
              <tr key={s.key}>
                <td className={classes.rowNo}>{i + 1}</td>
                <td>
                  <select
                    className={classes.cell}
                    aria-label={`第${i + 1}笔住宿省`}
                    value={s.province}
                    disabled={readOnly}
                    ref={nav.cell(i, 0).ref}
                    onKeyDown={nav.cell(i, 0).onKeyDown}
                    onChange={(e) => setStay(i, { province: e.currentTarget.value, city: '' })}
                  >
                    <option value="" />
                    {provinces.map((p) => (
                      <option key={p.value}>{p.value}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <CityInput
                    province={s.province}
                    value={s.city}
                    label={`第${i + 1}笔住宿市`}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 1).ref}
                    onKeyDown={nav.cell(i, 1).onKeyDown}
                    onChange={(city) => setStay(i, { city })}
                  />
                </td>
                <td>
                  <input
                    className={classes.cell}
                    aria-label={`第${i + 1}笔入住日期`}
                    value={s.checkIn}
                    placeholder="YYYY-MM-DD"
                    maxLength={10}
                    readOnly={readOnly}
                    ref={nav.cell(i, 2).ref}
                    onKeyDown={nav.cell(i, 2).onKeyDown}
                    onChange={(e) => setStay(i, { checkIn: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    className={`${classes.cell} ${classes.amount}`}
                    aria-label={`第${i + 1}笔住宿晚数`}
                    value={s.nights}
                    inputMode="numeric"
                    readOnly={readOnly}
                    ref={nav.cell(i, 3).ref}
                    onKeyDown={nav.cell(i, 3).onKeyDown}
                    onChange={(e) => setStay(i, { nights: countInput(e.currentTarget.value, 3) })}
                  />
                </td>
                <td>
                  <AmountCell
                    className={`${classes.cell} ${classes.amount}`}
                    label={`第${i + 1}笔住宿发票金额`}
                    value={s.invoicedAmount}
                    error={errors[`travel.stays.${i}.invoicedAmount`] ?? null}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 4).ref}
                    onKeyDown={nav.cell(i, 4).onKeyDown}
                    onText={(v) => setStay(i, { invoicedAmount: v.replace('-', '') })}
                  />
                </td>
                <td>
                  <input
                    className={`${classes.cell} ${classes.amount}`}
                    aria-label={`第${i + 1}笔住宿发票张数`}
                    value={s.invoiceCount}
                    inputMode="numeric"
                    readOnly={readOnly}
                    ref={nav.cell(i, 5).ref}
                    onKeyDown={nav.cell(i, 5).onKeyDown}
                    onChange={(e) => setStay(i, { invoiceCount: countInput(e.currentTarget.value, 2) })}
                  />
                </td>
                <td className={classes.number} data-testid={`stay-cap-${i}`}>
                  {worked ? formatMoney(worked.cap) : ''}
                </td>
                <td className={classes.number} data-testid={`stay-selfpaid-${i}`}>
                  {worked ? formatMoney(worked.selfPaid, { blankZero: true }) : ''}
                </td>
                <td>
                  {!readOnly && (
                    <button
                      type="button"
                      className={classes.remove}
                      aria-label={`删除第${i + 1}笔住宿`}
                      tabIndex={-1}
                      onClick={() => set({ stays: stays.filter((_, j) => j !== i) })}
                    >
                      ×
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RowErrors errors={errors} prefix="travel.stays" />
    </div>
  );
}

export function addStay(props: SectionProps) {
  const travel = props.draft.travel as TravelDraft;
  props.patch({
    travel: {
      ...travel,
      stays: [
        ...travel.stays,
        emptyStay({ province: travel.province, city: travel.city, checkIn: travel.departure }),
      ],
    },
  });
}

function OtherAmount(props: SectionProps) {
  const { errors, readOnly } = props;
  const { travel, set } = useTravel(props);
  return (
    <Field label="其他费用" error={errors['travel.otherAmount']}>
      <AmountCell
        className={`${classes.cell} ${classes.amount} ${classes.boxed}`}
        label="其他费用"
        value={travel.otherAmount}
        readOnly={readOnly}
        onText={(v) => set({ otherAmount: v.replace('-', '') })}
      />
    </Field>
  );
}

function RowErrors({ errors, prefix }: { errors: Record<string, string>; prefix: string }) {
  return (
    <>
      {Object.entries(errors)
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, message]) => (
          <div key={path} className={classes.fieldError} role="alert" style={{ padding: '2px 6px' }}>
            {message}
          </div>
        ))}
    </>
  );
}

/** 交通费 … 报销总额: the worked travel figures, four pairs to a row. */
export function TravelFigures({ live }: { live: LiveFigures | null }) {
  const figures = live?.result.ok ? live.result.figures : null;
  const t = figures?.travel ?? null;
  const cell = (label: string, value: string | undefined, testId: string) => (
    <>
      <div className={classes.label}>{label}</div>
      <div className={`${classes.field} ${classes.figure}`} data-testid={testId}>
        {value === undefined ? '' : formatMoney(value)}
      </div>
    </>
  );
  return (
    <div className={classes.figures}>
      {cell('交通费', t?.transport, 'travel-transport')}
      {cell('住宿费', t?.lodging, 'travel-lodging')}
      {cell('伙食补助', t?.allowances.meal, 'travel-meal')}
      {cell('市内交通', t?.allowances.cityTransport, 'travel-city')}
      {cell('其他', t?.other, 'travel-other')}
      {cell('自理合计', t?.selfPaid, 'travel-selfpaid')}
      <div className={classes.label}>出差天数</div>
      <div className={`${classes.field} ${classes.figure}`} data-testid="travel-days">
        {t ? `${t.allowances.days} 天` : ''}
      </div>
      {cell('报销总额', t?.total, 'travel-total')}
    </div>
  );
}
