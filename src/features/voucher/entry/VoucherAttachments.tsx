// 附件 of the voucher being typed: its original vouchers (原始凭证) in the shared upload widget, keyed
// by the voucher's client-made id, so files picked offline wait with the voucher and reach the
// server through the outbox like it.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { AttachmentsDialog } from '../../../ui/attachments';

export function VoucherAttachments({ voucherId, label }: { voucherId: string; label: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" disabled={!voucherId} onClick={() => setOpened(true)}>
        附件
      </Button>
      <AttachmentsDialog
        dataId={opened ? voucherId : null}
        attachmentsType="voucher"
        title="凭证附件"
        editable
        recordLabel={label}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
