// 凭证连续打印 (VoucherInquiryAndPrinting/continuous-printing): choose a month range, voucher type,
// status (已记账 by default) and number range, see the vouchers it selects, and print them all in
// one browser print job with 凭证录入's voucher layout (A4, or half-A4 sheets).
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api';
import { formatMoney } from '../../../core/money';
import { VOUCHER_STATUS_NAMES, type VoucherListRow, type VoucherStatus } from '../../../core/voucher/types';
import { useReference } from '../../../local';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import type { PaperSize } from '../../../ui/voucher/print-model';
import { useVoucherPrinting } from '../../../ui/voucher/use-voucher-printing';
import { formatVoucherNo } from '../../../ui/voucher/voucher-draft';
import {
  inNumberRange,
  listForPrint,
  loadForPrint,
  type PrintFilter,
  printableOfView,
  printFilterProblem,
  sheetCount,
} from '../continuous-print';
import { compact, Field, FilterBar } from '../frame/FilterBar';
import classes from '../frame/report.module.css';
import { defaultFilter, filterFromSearch, periodLabel } from '../frame/report-query';
import { printVouchers } from '../print-vouchers';
import { useBookContext, useSearchState } from '../use-book-screen';

const ALL = '*';
const statusOptions = [
  { value: 'posted', label: '已记账' },
  { value: 'audited', label: '已审核' },
  { value: 'saved', label: '未审核' },
  { value: ALL, label: '全部' },
];
const paperOptions = [
  { value: 'halfA4', label: '半张A4' },
  { value: 'A4', label: 'A4' },
];
const periodOnly = { subjects: false, level: false, hideZero: false, includeUnposted: false };

type Listing =
  | { state: 'loading' }
  | { state: 'ready'; rows: VoucherListRow[] }
  | { state: 'failed'; message: string };

const problemText = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : '网络异常';

export function ContinuousPrintScreen({ route, search }: ScreenProps) {
  const { api } = useServices();
  const { year, unit } = useBookContext();
  const types = useReference<{ code: string; name: string; enabled?: boolean }>('voucherTypes');
  const [state, setState] = useSearchState(search, (s) => ({
    period: filterFromSearch(s, defaultFilter(year, 'month')),
    voucherType: s.voucherType ?? '',
    status: (s.status === ALL ? '' : (s.status ?? 'posted')) as VoucherStatus | '',
    noFrom: '',
    noTo: '',
  }));
  // Paper: this computer's choice, else the ledger set's default from 凭证打印设置 (which this
  // also fetches, so printing offline later has 财务主管 and 出纳).
  const { paper, choosePaper } = useVoucherPrinting();
  const filter: PrintFilter = {
    year: state.period.year,
    monthFrom: state.period.monthFrom,
    monthTo: state.period.monthTo,
    voucherType: state.voucherType,
    status: state.status,
    noFrom: state.noFrom,
    noTo: state.noTo,
  };
  const problem = printFilterProblem(filter);
  // The list is read per period, type and status; the number range only narrows what was read.
  const { year: y, monthFrom, monthTo, voucherType, status } = filter;
  const monthsOk = monthFrom <= monthTo;
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is the 刷新 button's trigger
  useEffect(() => {
    if (!monthsOk) return;
    const ticket = ++latest.current;
    setListing({ state: 'loading' });
    const all = { year: y, monthFrom, monthTo, voucherType, status, noFrom: '', noTo: '' };
    listForPrint(api, all).then(
      (rows) => ticket === latest.current && setListing({ state: 'ready', rows }),
      (error: unknown) =>
        ticket === latest.current && setListing({ state: 'failed', message: problemText(error) }),
    );
  }, [api, y, monthFrom, monthTo, voucherType, status, monthsOk, reload]);

  const rows =
    listing.state === 'ready' && !problem ? listing.rows.filter((r) => inNumberRange(r, filter)) : [];
  const [printing, setPrinting] = useState<string | null>(null);
  const [printProblem, setPrintProblem] = useState<string | null>(null);

  async function printAll() {
    setPrintProblem(null);
    setPrinting(`正在读取凭证 0/${rows.length}…`);
    try {
      const views = await loadForPrint(
        api,
        rows.map((r) => r.id),
        (done, total) => setPrinting(`正在读取凭证 ${done}/${total}…`),
      );
      const printable = views.map((v) => printableOfView(v, unit, paper));
      setPrinting(`正在打印 ${printable.length} 张凭证（${sheetCount(printable)} 页）…`);
      printVouchers(printable, paper);
    } catch (error) {
      setPrintProblem(`读取凭证失败，未打印：${problemText(error)}`);
    } finally {
      setPrinting(null);
    }
  }

  const typeOptions = [
    { value: ALL, label: '全部' },
    ...(types ?? []).map((t) => ({ value: t.code, label: `${t.code}（${t.name}）` })),
  ];
  const statusLabel = statusOptions.find((o) => o.value === (state.status || ALL))?.label ?? '全部';
  return (
    <div className={classes.frame} data-testid="continuous-print-screen">
      <PageHeader
        title={route.title}
        subtitle={unit}
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => setReload((n) => n + 1)}>
              刷新
            </Button>
            <Button
              size="xs"
              disabled={rows.length === 0 || printing !== null}
              loading={printing !== null}
              onClick={printAll}
              data-testid="print-all"
            >
              打印全部（{rows.length} 张）
            </Button>
          </>
        }
      />
      <FilterBar
        value={state.period}
        onChange={(period) => setState({ ...state, period })}
        fields={periodOnly}
        end={
          <Field label="纸张">
            <SegmentedControl
              size="xs"
              aria-label="纸张"
              data={paperOptions}
              value={paper}
              onChange={(v) => choosePaper(v as PaperSize)}
            />
          </Field>
        }
      >
        <Field label="凭证字">
          <Select
            {...compact}
            w={120}
            aria-label="凭证字"
            allowDeselect={false}
            data={typeOptions}
            value={state.voucherType || ALL}
            onChange={(v) => setState({ ...state, voucherType: !v || v === ALL ? '' : v })}
          />
        </Field>
        <Field label="状态">
          <Select
            {...compact}
            w={96}
            aria-label="凭证状态"
            allowDeselect={false}
            data={statusOptions}
            value={state.status || ALL}
            onChange={(v) => setState({ ...state, status: !v || v === ALL ? '' : (v as VoucherStatus) })}
          />
        </Field>
        <Field label="凭证号">
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              w={64}
              aria-label="起始凭证号"
              placeholder="起"
              value={state.noFrom}
              onChange={(e) => setState({ ...state, noFrom: e.currentTarget.value })}
            />
            <span>—</span>
            <TextInput
              size="xs"
              w={64}
              aria-label="结束凭证号"
              placeholder="止"
              value={state.noTo}
              onChange={(e) => setState({ ...state, noTo: e.currentTarget.value })}
            />
          </Group>
        </Field>
      </FilterBar>
      <div className={classes.status} data-testid="report-status">
        {listing.state === 'loading' && !problem && <span>正在读取…</span>}
        {listing.state === 'failed' && (
          <span className={classes.failed} data-testid="report-failed">
            读取凭证列表失败：{listing.message}
          </span>
        )}
        {printing && <span data-testid="print-progress">{printing}</span>}
        {printProblem && (
          <span className={classes.failed} data-testid="print-failed">
            {printProblem}
          </span>
        )}
      </div>
      <div className={classes.sheet}>
        {problem ? (
          <div
            className={classes.empty}
            style={{ padding: 40, textAlign: 'center' }}
            data-testid="report-problem"
          >
            {problem}
          </div>
        ) : (
          <>
            <div className={classes.caption}>
              <div className={classes.captionTitle}>凭证连续打印</div>
              <div className={classes.captionMeta}>
                <span>核算单位：{unit}</span>
                <span data-testid="report-period">
                  {periodLabel(filter)}　{statusLabel}
                </span>
                <span>单位：元</span>
              </div>
            </div>
            <div className={classes.scroll}>
              <VoucherTable rows={rows} />
            </div>
            <div className={classes.footer}>
              <span data-testid="report-count">共 {rows.length} 张凭证</span>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function VoucherTable({ rows }: { rows: readonly VoucherListRow[] }) {
  return (
    <table className={classes.table} data-testid="print-list">
      <thead>
        <tr>
          <th style={{ width: 96 }}>日期</th>
          <th style={{ width: 96 }}>凭证号</th>
          <th>摘要</th>
          <th style={{ width: 130 }}>借方金额</th>
          <th style={{ width: 130 }}>贷方金额</th>
          <th style={{ width: 70 }}>状态</th>
          <th style={{ width: 90 }}>制单人</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={7} className={classes.empty}>
              没有符合条件的凭证
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id} data-testid={`print-row-${r.month}-${r.voucherType}-${r.voucherNo}`}>
              <td className={classes.center}>{r.voucherDate}</td>
              <td className={classes.center}>
                {r.voucherType}-{formatVoucherNo(r.voucherNo)}
              </td>
              <td>{r.summary}</td>
              <td className={classes.num}>{formatMoney(r.debitTotal)}</td>
              <td className={classes.num}>{formatMoney(r.creditTotal)}</td>
              <td className={classes.center}>{VOUCHER_STATUS_NAMES[r.status]}</td>
              <td className={classes.center}>{r.preparedBy.name}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
