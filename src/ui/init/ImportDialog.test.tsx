// @vitest-environment jsdom
import '../dom-shims.test-util';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { refuse } from './fake-api.test-util';
import { ImportDialog } from './ImportDialog';

function setup(onImport: (name: string, content: string) => Promise<{ imported: number }>) {
  const onImported = vi.fn();
  render(
    <AppProviders env="test">
      <ImportDialog
        opened
        title="导入科目期初余额"
        subject="本账套"
        onClose={() => {}}
        onDownloadTemplate={async () => {}}
        onImport={onImport}
        onImported={onImported}
      />
    </AppProviders>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onImported, choose };
}

const xlsx = (name = '期初.xlsx', body = 'PK-bytes') => new File([body], name);

describe('Excel 导入', () => {
  it('refuses a file that is not .xlsx before sending it', async () => {
    const onImport = vi.fn();
    const { choose } = setup(onImport);
    choose(xlsx('期初.xls'));
    await screen.findByText('“期初.xls”不是 Excel（.xlsx）文件，请使用下载的模板');
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the file as base64 and reports the rows imported', async () => {
    const onImport = vi.fn(async () => ({ imported: 2 }));
    const { choose, onImported } = setup(onImport);
    choose(xlsx());
    await screen.findByText(/期初\.xlsx（1 KB）/);
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2));
    expect(onImport).toHaveBeenCalledWith('期初.xlsx', btoa('PK-bytes'));
  });

  it('lists every bad row of a rejected file in a table', async () => {
    const { choose } = setup(async () =>
      refuse(4003, '导入失败：共 2 处错误，未导入任何数据', [
        { message: '第3行：科目编码 999 不存在' },
        { message: '第4行：期初余额“1.234”最多两位小数' },
      ]),
    );
    choose(xlsx());
    fireEvent.click(await screen.findByRole('button', { name: '导入' }));
    const table = await screen.findByRole('table', { name: '导入错误' });
    expect(screen.getByTestId('import-refusal').textContent).toBe('导入失败：共 2 处错误，未导入任何数据');
    const cells = [...table.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['第 3 行', '科目编码 999 不存在', '第 4 行', '期初余额“1.234”最多两位小数']);
  });
});
