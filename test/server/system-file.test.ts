// 系统上传 over HTTP (issue 21 item 6): the administrator names an uploaded xlsx the 人员前置表 import
// template; its header row is checked as the import reads it (a wrong header is refused, nothing
// changes), the import dialog's download then serves it byte for byte, and 恢复 brings the built-in
// one back. A PDF is refused for a template slot, and a user without 系统上传 is refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { SystemFileSlot } from '../../src/core/contracts/system-file.ts';
import { personImportHeaders } from '../../src/core/personnel/import.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let clerk: TestClient;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  clerk = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
});
afterAll(() => server?.close());

async function upload(name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const answer = await admin.upload<{ fileId: string }[]>('/api/fileRelation/fileUpload', form);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data[0]?.fileId ?? '';
}

async function sheet(header: readonly string[], note: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('人员');
  s.addRow([...header]);
  s.addRow([note]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function downloadTemplate(): Promise<Buffer> {
  const answer = await fetch(`${server.url}/api/personnel/importTemplate`, {
    headers: admin.signedHeaders('GET', '/api/personnel/importTemplate', {}),
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

const slot = async (kind: string) =>
  (await admin.get<SystemFileSlot[]>('/api/systemFile/list')).body.data.find((s) => s.kind === kind);
const systemFiles = () =>
  server.handle.db.selectFrom('system_file').selectAll().execute().then(JSON.stringify);

describe('系统上传', () => {
  it('lists the slots, the templates built in at first', async () => {
    const all = (await admin.get<SystemFileSlot[]>('/api/systemFile/list')).body.data;
    expect(all.map((s) => [s.kind, s.current])).toEqual([
      ['manual', null],
      ['template.person', null],
      ['template.enterprise', null],
      ['template.operator', null],
    ]);
  });

  it('refuses a template with the wrong header, a PDF, and a user without the key, changing nothing', async () => {
    const before = await systemFiles();
    const wrong = await upload('人员模板.xlsx', await sheet(['工号', '姓名'], ''));
    const answer = await admin.post('/api/systemFile/set', { kind: 'template.person', fileId: wrong });
    expect(answer.body.message).toBe(
      `人员前置表导入模板不可用：第1行应为表头：${personImportHeaders.join('、')}，请使用下载的模板`,
    );
    const pdf = await upload('手册.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'));
    const asTemplate = await admin.post('/api/systemFile/set', { kind: 'template.person', fileId: pdf });
    expect(asTemplate.body.message).toBe('人员前置表导入模板应为 XLSX 文件（.xlsx）');
    const badKind = await admin.post('/api/systemFile/set', { kind: 'logo', fileId: pdf });
    expect(badKind.body.success).toBe(false);
    const byClerk = await clerk.post('/api/systemFile/set', { kind: 'manual', fileId: pdf });
    expect(byClerk.body.errorCode).toBe(ErrorCode.forbidden);
    expect(await systemFiles()).toBe(before);
  });

  it('an uploaded template is what the import dialog downloads, until it is cleared', async () => {
    const builtIn = await downloadTemplate();
    const mine = await sheet(personImportHeaders, '本单位填写说明：工号为 4 位数字');
    const fileId = await upload('本单位人员模板.xlsx', mine);
    const set = await admin.post<SystemFileSlot>('/api/systemFile/set', { kind: 'template.person', fileId });
    expect(set.body.success, set.body.message).toBe(true);
    expect(set.body.data.current).toMatchObject({
      name: '本单位人员模板.xlsx',
      setBy: '系统管理员（admin）',
    });
    expect((await downloadTemplate()).equals(mine)).toBe(true);

    const cleared = await admin.post<SystemFileSlot>('/api/systemFile/clear', { kind: 'template.person' });
    expect(cleared.body.message).toBe('人员前置表导入模板已恢复为系统内置模板');
    expect((await slot('template.person'))?.current).toBeNull();
    const again = await downloadTemplate();
    expect(again.equals(mine)).toBe(false);
    expect(again.length).toBeGreaterThan(0);
    expect(builtIn.length).toBeGreaterThan(0);
    const twice = await admin.post('/api/systemFile/clear', { kind: 'template.person' });
    expect(twice.body.message).toBe('人员前置表导入模板尚未上传，无需恢复');
  });
});
