// 财务报表统计 (accountReport/financial-report-stats): 资产负债表 (工会01表) and 收入支出表
// (工会02表) in the official layouts, monthly or annual, with the tie-out of the balance sheet. A
// line opens the 科目余额表 of the subjects it reads.
import { Checkbox, Group, SegmentedControl, Select } from '@mantine/core';
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { type ReporterSetting, signatureLine } from '../../../core/reporter';
import { reporterDoc } from '../../../local/reporter';
import { useSettingDoc } from '../../../local/setting-docs';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { compact, Field, yearOptions } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import classes from '../frame/report.module.css';
import { defaultFilter, defaultMonth, reportHref } from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { balanceSheetSheet, incomeExpenseSheet, tieOutLines } from '../sheets/statements';
import { useBookContext, useSearchState } from '../use-book-screen';

type Kind = 'balanceSheet' | 'incomeExpense';

const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}月` }));

export function FinancialStatementsScreen({ route, search }: ScreenProps) {
  const session = useSession();
  const { api } = useServices();
  const { year, unit } = useBookContext();
  const go = useGo();
  const [state, setState] = useSearchState(search, (s) => ({
    kind: (s.report === 'incomeExpense' ? 'incomeExpense' : 'balanceSheet') as Kind,
    annual: s.period === 'year',
    year,
    month: defaultMonth(year),
    includeUnposted: false,
  }));
  const set = (patch: Partial<typeof state>) => setState({ ...state, ...patch });
  const query = {
    year: state.year,
    month: state.annual ? 12 : state.month,
    period: state.annual ? ('year' as const) : ('month' as const),
    ...(state.includeUnposted ? { includeUnposted: true } : {}),
  };
  const read = useReport(ledgerContracts[state.kind], query);
  const data = read.data;
  // 报表人员设置: the names at the foot (the kept ones offline).
  const reporter = useSettingDoc<ReporterSetting, unknown>(reporterDoc, api).setting;
  const sheet = useMemo(() => {
    if (!data) return null;
    const made =
      state.kind === 'balanceSheet' ? balanceSheetSheet(data, unit) : incomeExpenseSheet(data, unit);
    // 报表人员设置's names; a name left empty there falls back to 基本信息's heads and the user.
    return {
      ...made,
      signatures: signatureLine({
        unitHead: reporter?.unitHead || session?.chairman || '',
        financeHead: reporter?.financeHead || session?.financeHead || '',
        preparer: reporter?.preparer || session?.realName || '',
      }),
    };
  }, [data, unit, state.kind, reporter, session]);
  const tie = data?.tieOut;

  return (
    <ReportFrame
      testId="financial-statements-screen"
      title={route.title}
      filters={
        <search className={classes.bar} aria-label="报表条件">
          <Group gap="md" wrap="wrap" align="center" style={{ rowGap: 6 }}>
            <SegmentedControl
              size="xs"
              aria-label="报表"
              value={state.kind}
              onChange={(v) => set({ kind: v as Kind })}
              data={[
                { value: 'balanceSheet', label: '资产负债表' },
                { value: 'incomeExpense', label: '收入支出表' },
              ]}
            />
            <SegmentedControl
              size="xs"
              aria-label="报表期间"
              value={state.annual ? 'year' : 'month'}
              onChange={(v) => set({ annual: v === 'year' })}
              data={[
                { value: 'month', label: '月报' },
                { value: 'year', label: '年报' },
              ]}
            />
            <Field label="期间">
              <Select
                {...compact}
                w={84}
                aria-label="会计年度"
                allowDeselect={false}
                data={yearOptions(session?.year)}
                value={String(state.year)}
                onChange={(v) => v && set({ year: Number(v) })}
              />
              {!state.annual && (
                <Select
                  {...compact}
                  w={72}
                  aria-label="月份"
                  allowDeselect={false}
                  data={monthOptions}
                  value={String(state.month)}
                  onChange={(v) => v && set({ month: Number(v) })}
                />
              )}
            </Field>
            <Checkbox
              size="xs"
              label="包含未记账凭证"
              checked={state.includeUnposted}
              onChange={(e) => set({ includeUnposted: e.currentTarget.checked })}
            />
          </Group>
        </search>
      }
      read={read}
      sheet={sheet}
      status={
        tie && (
          <span className={tie.balanced ? classes.ok : classes.bad} data-testid="tie-out">
            {tie.balanced ? '✓ ' : '✗ '}
            {tieOutLines(data).join('；')}
          </span>
        )
      }
      footer={data ? `${data.formNo}　${data.columns.join(' / ')}` : undefined}
      onOpen={(link) => {
        const codes = [...link.codes].sort();
        const month = state.annual ? 12 : state.month;
        const base = {
          ...defaultFilter(state.year, 'month'),
          monthFrom: month,
          monthTo: month,
          includeUnposted: state.includeUnposted,
        };
        go(
          reportHref(BookScreenPath.balance, base, {
            codeFrom: codes[0] ?? '',
            codeTo: codes[codes.length - 1] ?? '',
          }),
        );
      }}
      hint="单击项目行打开相关科目的科目余额表"
      openLabel={() => '打开相关科目的科目余额表'}
    />
  );
}
