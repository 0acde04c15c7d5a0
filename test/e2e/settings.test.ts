// Accounting settings in a real browser, as 财务主管 (zhuguan) in ledger set 002: a detail subject
// added under a prescribed parent, seen in the tree and disabled; a custom auxiliary type with a
// money field, an item of it, and the type linked to a subject. Screenshots of every settings
// screen go to E2E_SCREENSHOT_DIR (default the system temp folder) for a person to look at.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'union-finance-screens');
const base = '/final/financialSoftware';

let e2e: E2E;
let page: Page;
let ledgerSetId: number;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  const row = await e2e.server.handle.db
    .selectFrom('ledger_set')
    .select('id')
    .where('code', '=', '002')
    .executeTakeFirstOrThrow();
  ledgerSetId = row.id;
  await page.goto('/login');
  await login(e2e.server, page, 'zhuguan', DEMO_PASSWORD);
  await page.getByRole('button', { name: '切换账套或会计年度' }).click();
  await page.getByTestId('ledger-002').click();
  await page.getByRole('button', { name: '进入系统' }).click();
  await page.waitForURL((url) => url.pathname !== '/selecting');
  await page.getByTestId('ledger-label').filter({ hasText: '一中工会' }).waitFor();
});
afterAll(() => e2e?.close());

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `settings-${name}.png`) });
}

/** Opens a screen from the sidebar the way a person does: unfold the module, click the entry. */
async function openFromMenu(group: string, title: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '功能菜单' });
  const link = menu.getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group }).first().click();
  await link.click();
}

const subjectRow = (code: string) =>
  e2e.server.handle.db
    .selectFrom('subject')
    .select(['name', 'enabled', 'direction', 'official', 'parent_code'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code)
    .executeTakeFirst();

describe('科目设置', () => {
  let code = '';

  it('adds a detail subject under a prescribed parent with the next code and its direction', async () => {
    await openFromMenu('财务核算', '科目设置');
    await page.waitForURL((url) => url.pathname === `${base}/settings/subjectSetting`);
    await page.getByTestId('subject-131').waitFor();
    await shot('subject');
    await page.getByTestId('subject-131').getByRole('button', { name: '新增下级' }).click();
    const form = page.getByRole('form', { name: '新增明细科目' });
    const codeInput = form.getByLabel('科目编码');
    await expect.poll(() => codeInput.inputValue()).toMatch(/^131\d\d$/);
    code = await codeInput.inputValue();
    await form.getByLabel('科目名称').fill('代收工会经费');
    await expect(form.getByTestId('subject-inherited').textContent()).resolves.toBe(
      '类别 资产 · 余额方向 借（继承上级科目）',
    );
    await shot('subject-add');
    await form.getByRole('button', { name: '保存' }).click();
    const row = page.getByTestId(`subject-${code}`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('代收工会经费');
    await expect(row.textContent()).resolves.toContain('借');
    expect(await subjectRow(code)).toMatchObject({
      name: '代收工会经费',
      enabled: true,
      official: false,
      parent_code: '131',
    });
  });

  it('finds it by name and disables it', async () => {
    await page.getByLabel('查找科目').fill('代收');
    const row = page.getByTestId(`subject-${code}`);
    await row.getByRole('button', { name: '停用' }).click();
    await page.getByRole('dialog', { name: '停用科目' }).getByRole('button', { name: '停用' }).click();
    await row.getByRole('button', { name: '启用' }).waitFor();
    await expect.poll(async () => (await subjectRow(code))?.enabled).toBe(false);
    await shot('subject-search-disabled');
  });

  it('refuses a child under a subject with opening balances, and disabling it, saying why', async () => {
    await page.getByLabel('查找科目').fill('');
    await page.getByTestId('subject-215').getByRole('button', { name: '新增下级' }).click();
    await page.getByText('该科目已有数据，不能增加下级科目（科目 215 其他应付款）').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('subject-135').getByRole('button', { name: '停用' }).click();
    await page.getByRole('dialog', { name: '停用科目' }).getByRole('button', { name: '停用' }).click();
    // The server's own refusal, shown as it said it.
    await page.getByText('科目 135 其他应收款 有期初余额，不能停用').waitFor();
    await shot('subject-refused');
    expect((await subjectRow('135'))?.enabled).toBe(true);
  });

  it('deletes the unused detail subject again', async () => {
    await page.getByTestId(`subject-${code}`).getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '删除科目' }).getByRole('button', { name: '删除' }).click();
    await expect.poll(async () => (await subjectRow(code)) === undefined).toBe(true);
    await page.getByTestId(`subject-${code}`).waitFor({ state: 'detached' });
  });
});

describe('初始设置 screens', () => {
  it('shows the code widths, locked after confirmation', async () => {
    await page.goto(`${base}/initSubjectSetting/subject-code-width-setting`);
    await page.getByTestId('code-width-current').getByText('3-2-2-2').waitFor();
    await page.getByText('期初余额已确认，编码规则不能修改。').waitFor();
    await shot('code-width');
  });

  it('shows the cash and bank subjects', async () => {
    await page.goto(`${base}/initSubjectSetting/other-subject-setting`);
    await page.getByTestId('other-102').waitFor();
    await shot('other-subject');
  });

  it('opens 部门设置 as the department screen', async () => {
    await page.goto(`${base}/settings/departmentSetting`);
    await page.getByTestId('department-screen').waitFor();
    await page.getByTestId('department-02').getByText('02').waitFor();
    await expect(page.getByTestId('department-02').textContent()).resolves.toContain('教务处');
    await shot('department');
  });
});

describe('辅助核算', () => {
  it('creates a custom type with a money field and links it to a subject', async () => {
    await openFromMenu('辅助核算', '辅助核算类型管理');
    await page.getByTestId('aux-type-01').waitFor();
    await page.getByRole('button', { name: '新增类型' }).click();
    const form = page.getByRole('form', { name: '新增辅助核算类型' });
    await form.getByLabel('类型名称').fill('经费来源');
    await form.getByRole('button', { name: '增加字段' }).click();
    await form.getByLabel('第1个字段名称').fill('拨款金额');
    await form.getByLabel('第1个字段类型').selectOption({ label: '金额' });
    await shot('aux-type-add');
    await form.getByRole('button', { name: '保存' }).click();
    const row = page.locator('tr[data-testid^="aux-type-"]', { hasText: '经费来源' });
    await row.waitFor();
    await page.getByText('自定义字段：经费来源').waitFor();

    await page.getByRole('button', { name: '设置核算科目' }).click();
    const dialog = page.getByRole('group', { name: '设置核算科目' });
    await dialog.getByLabel('查找核算科目').fill('408');
    await dialog.getByLabel('选择 408 其他收入').check();
    await shot('aux-type-link');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('linked-408').waitFor();
    await shot('aux-type');
    const links = await e2e.server.handle.db
      .selectFrom('subject_aux_type as l')
      .innerJoin('aux_type as t', 't.id', 'l.aux_type_id')
      .select(['l.subject_code', 't.type_name', 't.fields'])
      .where('l.ledger_set_id', '=', ledgerSetId)
      .where('t.type_name', '=', '经费来源')
      .execute();
    expect(links.map((l) => l.subject_code)).toEqual(['408']);
  });

  it('adds an item of the custom type with its money value', async () => {
    await openFromMenu('辅助核算', '辅助核算');
    const type = page.locator('tr[data-testid^="item-type-"]', { hasText: '经费来源' });
    await type.click();
    await page.getByRole('button', { name: '新增项目' }).click();
    const form = page.getByRole('form', { name: '新增经费来源' });
    await expect(form.getByLabel('编号').inputValue()).resolves.toBe('001');
    await form.getByRole('textbox', { name: /^名称/ }).fill('省总专项补助');
    await form.getByLabel('拨款金额（金额）').fill('50000');
    await form.getByLabel('拨款金额（金额）').blur();
    await expect(form.getByLabel('拨款金额（金额）').inputValue()).resolves.toBe('50,000.00');
    await shot('aux-item-add');
    await form.getByRole('button', { name: '保存' }).click();
    const item = page.getByTestId('aux-item-001');
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('50,000.00');
    await shot('aux-index');
    const saved = await e2e.server.handle.db
      .selectFrom('aux_item')
      .select(['info_name', 'details'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('info_no', '=', '001')
      .executeTakeFirst();
    expect(saved?.info_name).toBe('省总专项补助');
    expect(Object.values(saved?.details as Record<string, string>)).toEqual(['50000.00']);
  });

  it('shows the project relations', async () => {
    await page.getByRole('tab', { name: '项目关联' }).click();
    await page.getByRole('button', { name: '新增关联类型' }).waitFor();
    await shot('aux-relations');
  });
});
