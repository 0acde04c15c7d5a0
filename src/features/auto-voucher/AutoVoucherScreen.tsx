// 自动凭证 (certificateProcessing/automatic-vocuher): the vouchers proposed for a month — the
// 期末结转 of the 收入 and 支出 balances, in December the 年末结转 into 累计结转/累计结余, and the
// ledger set's recurring definitions (自动凭证（二）) — previewed, chosen and generated together.
// Asset provisions join this list when the fixed-asset module exists.
import { Button, Stack } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { MonthProposals } from './MonthProposals';

export function AutoVoucherScreen({ route }: ScreenProps) {
  const session = useSession();
  const go = useGo();
  const year = session?.year ?? new Date().getFullYear();
  return (
    <Stack gap="sm" p="sm" data-testid="auto-voucher-screen">
      <PageHeader
        title={route.title}
        subtitle={`${year} 年度 · 期末结转与定期凭证`}
        actions={
          <Button
            size="xs"
            variant="default"
            onClick={() => go('/final/financialSoftware/certificateProcessing/automatic-vocuher2')}
          >
            自动凭证定义
          </Button>
        }
      />
      <MonthProposals year={year} withCarry title="本月自动凭证" />
    </Stack>
  );
}
