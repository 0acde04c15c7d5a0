// The 待同步 / 同步失败 mark beside a row of the cashier's lists (the refusal on hover).
import { Badge, Tooltip } from '@mantine/core';

export function SyncMark({ pending, failure }: { pending: boolean; failure: string | undefined }) {
  if (failure !== undefined) {
    return (
      <Tooltip label={failure} multiline w={300} withArrow>
        <Badge size="xs" radius="sm" color="red" variant="filled" data-testid="row-sync-failed">
          同步失败
        </Badge>
      </Tooltip>
    );
  }
  if (!pending) return null;
  return (
    <Badge size="xs" radius="sm" color="orange" variant="light" data-testid="row-pending">
      待同步
    </Badge>
  );
}
