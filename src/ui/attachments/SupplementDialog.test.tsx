// @vitest-environment jsdom
// 附件补录 stages its changes until 确 定 (取 消 queues nothing) and queues them as the supplement;
// 附件审批 offers no upload and 确 定 queues the approval record.
import 'fake-indexeddb/auto';
import '../dom-shims.test-util';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttachmentLists } from '../../core/contracts/attachment';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { type AttachmentEntryBody, attachmentApproveKind, attachmentKind } from '../../local/attachments';
import { AppProviders } from '../providers';
import { backend } from '../screen-harness.test-util';
import { ServicesProvider } from '../services';
import { SupplementDialog } from './SupplementDialog';

URL.createObjectURL = () => 'blob:test';
URL.revokeObjectURL = () => {};
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const file = {
  fileId: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: '合同.pdf',
  fileSuffix: 'pdf',
  size: 15,
  sha256: 'x',
};
const lists: AttachmentLists = {
  originalFile: [file],
  supportingFile: [],
  originalFileAttachments: [{ ...file, fileId: 'bbbbbbbb-0000-4000-8000-000000000002', name: '补充.pdf' }],
  supportingFileAttachments: [],
};

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('supplement-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

function renderDialog(approval: boolean, onClose = vi.fn()) {
  const { services } = backend((call) =>
    call.path === '/api/fileRelation/getAttachmentsList' ? { data: lists } : { unreachable: true },
  );
  services.session.setUserInfo({
    permissions: [P.attachment.upload, P.attachment.view, P.attachment.approve],
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <SupplementDialog
          opened
          onClose={onClose}
          dataId="doc-9"
          attachmentsType="loan"
          approval={approval}
        />
      </ServicesProvider>
    </AppProviders>,
  );
  return onClose;
}

describe('<SupplementDialog>', () => {
  it('附件补录: a pick waits in the dialog until 确 定, then queues the supplement list', async () => {
    renderDialog(false);
    expect(await screen.findByText('附件补录')).toBeTruthy();
    await screen.findByTestId('attachment-补充.pdf');
    fireEvent.change(screen.getByLabelText('选择支持文件（新）'), {
      target: { files: [new File([PDF], '说明.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByTestId('attachment-说明.pdf');
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(attachmentKind);
    expect((entry?.body as AttachmentEntryBody | undefined)?.bind).toMatchObject({
      fileType: 'supportingFile',
      supplement: true,
    });
  });

  it('附件审批: no upload, 确 定 queues the approval of the waiting files', async () => {
    renderDialog(true);
    expect(await screen.findByText('附件审批')).toBeTruthy();
    await screen.findByTestId('attachment-补充.pdf');
    expect(screen.queryByLabelText('选择原始凭证（新）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(attachmentApproveKind);
    expect(entry?.body).toEqual({ dataId: 'doc-9', attachmentsType: 'loan', fileType: 'originalFile' });
  });
});
