// Why an opening-balance screen is read-only, and the way out: confirmed balances (only an
// administrator may undo that) or a succession still pending (its completion writes the balances).
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { SuccessionState } from '../../core/contracts/opening';
import { OpeningRoute } from '../../ui/init/init-routes';
import { openSuccession } from '../../ui/init/succession-host';
import { useGo } from '../../ui/use-go';

export interface OpeningState {
  confirmed: boolean;
  confirmedAt: string | null;
  successionState: SuccessionState;
}

/** Balances can be edited only while unconfirmed and after the succession (done or skipped). */
export function isOpeningLocked(state: OpeningState): boolean {
  return state.confirmed || state.successionState === 'pending';
}

export function OpeningBanner({ state }: { state: OpeningState }) {
  const go = useGo();
  if (state.confirmed) {
    const at = state.confirmedAt ? dayjs(state.confirmedAt).format('YYYY-MM-DD HH:mm') : '';
    return (
      <Alert color="blue" variant="light" p="xs" data-testid="opening-locked">
        <Text size="sm">
          期初余额已于 {at} 确认，当前只能查看。需要修改时，请系统管理员在
          <Anchor component="button" size="sm" mx={4} onClick={() => go(OpeningRoute.confirm)}>
            期初余额确认
          </Anchor>
          中取消确认（账套已有凭证时不能取消）。
        </Text>
      </Alert>
    );
  }
  if (state.successionState === 'pending') {
    return (
      <Alert color="orange" variant="light" p="xs" data-testid="succession-pending">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            本账套的新旧会计制度科目衔接尚未完成。衔接完成后，2021
            年年末旧账余额将转为新制度期初余额；在此之前不能录入期初余额。
          </Text>
          <Button size="xs" color="orange" onClick={() => void openSuccession()}>
            打开科目衔接
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
