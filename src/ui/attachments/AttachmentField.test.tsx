// @vitest-environment jsdom
// The upload widget over a real local database (fake-indexeddb) and the real request client: picks
// over the limits are refused with the spec's message and queue nothing; a pick waits in the outbox
// shown 待上传 with its thumbnail from the blob; reordering (buttons and alt+↓) queues the new order.
import 'fake-indexeddb/auto';
import '../dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OVER_REQUEST_LIMIT } from '../../core/attachments/upload-rules';
import type { AttachmentLists, FileRecord } from '../../core/contracts/attachment';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { type AttachmentEntryBody, attachmentKind } from '../../local/attachments';
import { AppProviders } from '../providers';
import { backend, type FakeHandler } from '../screen-harness.test-util';
import { ServicesProvider } from '../services';
import { AttachmentField, type AttachmentMode } from './AttachmentField';

// jsdom has no object URLs; the widget only needs distinct strings.
let urls = 0;
URL.createObjectURL = () => `blob:test/${++urls}`;
URL.revokeObjectURL = () => {};

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

const record = (fileId: string, name: string): FileRecord => ({
  fileId,
  name,
  fileSuffix: 'pdf',
  size: PDF.length,
  sha256: 'x',
});
const A = record('aaaaaaaa-0000-4000-8000-000000000001', '发票A.pdf');
const B = record('bbbbbbbb-0000-4000-8000-000000000002', '发票B.pdf');
const empty: AttachmentLists = {
  originalFile: [],
  supportingFile: [],
  originalFileAttachments: [],
  supportingFileAttachments: [],
};

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('attach-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

function renderField(lists: AttachmentLists, mode: AttachmentMode = 'edit') {
  const handler: FakeHandler = (call) =>
    call.path === '/api/fileRelation/getAttachmentsList' ? { data: lists } : { unreachable: true };
  const { services, calls } = backend(handler);
  services.session.setUserInfo({ permissions: [P.attachment.upload, P.attachment.view] });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <AttachmentField
          dataId="claim-1"
          attachmentsType="reimbursement"
          mode={mode}
          recordLabel="报销单 1"
        />
      </ServicesProvider>
    </AppProviders>,
  );
  return { calls };
}

function pick(files: File[]) {
  const input = screen.getByLabelText('选择原始凭证') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const queued = () => db.outbox.where('kind').equals(attachmentKind).toArray();
const order = async () => (await queued()).map((e) => (e.body as AttachmentEntryBody).bind.fileId);

describe('<AttachmentField>', () => {
  it('refuses a file over 50 MB with the request layer’s message and queues nothing', async () => {
    renderField(empty);
    const big = new File([PDF], '扫描件.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 52_428_801 });
    pick([big]);
    expect((await screen.findByRole('alert')).textContent).toContain(OVER_REQUEST_LIMIT);
    expect(await queued()).toEqual([]);
    expect(await db.files.count()).toBe(0);
  });

  it('refuses a disallowed type, and a program renamed .pdf, by the whole pick', async () => {
    renderField(empty);
    pick([new File([PDF], 'a.pdf'), new File([PDF], 'setup.exe')]);
    expect((await screen.findByRole('alert')).textContent).toContain('不支持「setup.exe」的文件格式');
    pick([new File([new TextEncoder().encode('MZ\x90\x00 this program')], '报销单.pdf')]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        '文件「报销单.pdf」的内容不是 pdf 格式，已拒绝上传',
      ),
    );
    expect(await queued()).toEqual([]);
  });

  it('queues a pick in the outbox and shows it 待上传 with a thumbnail from the blob', async () => {
    renderField(empty);
    pick([new File([PNG], '出租车票.png', { type: 'image/png' })]);
    const row = await screen.findByTestId('attachment-出租车票.png');
    expect(within(row).getByText('待上传')).toBeTruthy();
    expect(
      (await within(row).findByRole('img', { name: '缩略图 出租车票.png' })).getAttribute('src'),
    ).toMatch(/^blob:/);
    expect(screen.getByText('待同步')).toBeTruthy();
    const [entry] = await queued();
    const body = entry?.body as AttachmentEntryBody;
    expect(body.bind).toMatchObject({
      dataId: 'claim-1',
      attachmentsType: 'reimbursement',
      fileType: 'originalFile',
    });
    expect(body.bind.fileId).toEqual([`local:${entry?.fileIds[0]}`]);
    const blob = await db.files.get(entry?.fileIds[0] ?? '');
    expect(blob?.name).toBe('出租车票.png');
    expect(blob?.size).toBe(PNG.length);
  });

  it('reorders with 下移 and with alt+↓, each order queued whole', async () => {
    renderField({ ...empty, originalFile: [A, B] });
    const list = await screen.findByRole('list', { name: '原始凭证' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '下移 发票A.pdf' }));
    await waitFor(async () => expect(await order()).toEqual([[B.fileId, A.fileId]]));
    // The widget now shows the queued order; alt+↓ on B moves it back below A.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.dataset.testid),
      ).toEqual(['attachment-发票B.pdf', 'attachment-发票A.pdf']),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: /^发票B\.pdf，Alt/ }), {
      key: 'ArrowDown',
      altKey: true,
    });
    // Unsent saves of one list coalesce: one entry, the latest order.
    await waitFor(async () => expect(await order()).toEqual([[A.fileId, B.fileId]]));
  });

  it('offers no upload or reorder in view mode', async () => {
    renderField({ ...empty, originalFile: [A, B] }, 'view');
    await screen.findByTestId('attachment-发票A.pdf');
    expect(screen.queryByLabelText('选择原始凭证')).toBeNull();
    expect(screen.queryByRole('button', { name: '下移 发票A.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 发票A.pdf' })).toBeNull();
  });
});
