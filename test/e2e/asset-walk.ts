// What every asset walk in Chromium starts from (issue 20): a ledger set of its own (the succession
// skipped, opening balances of cash only, confirmed, a department 办公室), 财务主管 zhuguan granted
// it as his default, the cards the walk asks for saved over the API, and the browser's complaints
// collected so a walk can say that no request the user did not cause failed. Registers the file's
// beforeAll / afterAll / afterEach; screenshots go to E2E_SCREENSHOTS as `<shots>-<name>.png`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { TestClient } from '../server/harness.ts';
import { ADMIN_PASSWORD, apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '';
export const now = new Date();
export const year = now.getFullYear();
export const mm = String(now.getMonth() + 1).padStart(2, '0');
export const today = `${year}-${mm}-${String(now.getDate()).padStart(2, '0')}`;

export interface AssetWalk {
  readonly e2e: E2E;
  /** admin, in the walk's ledger set. */
  readonly admin: TestClient;
  readonly zid: number;
  /** 办公室. */
  readonly deptId: number;
  /** The page and profile `open` made last. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Saves a card (a computer of 7,000.00 over 72 months, booked today) with overrides; its id. */
  addCard(over?: Record<string, unknown>): Promise<string>;
  /** 调拨 of a card to 办公室's `location` today, over the API (the card changes under the user). */
  moveCard(cardId: string, location: string): Promise<void>;
  /** A fresh profile on `path`, logged in as `user` (zhuguan by default). */
  open(path: string, user?: string): Promise<Page>;
  shot(name: string): Promise<void>;
  /**
   * Fills the 新增 card form: a thing of `category` (a computer by default) for `originalValue`
   * yuan over 72 months, in 办公室.
   */
  fillCardForm(
    form: ReturnType<Page['getByTestId']>,
    card: { name: string; category?: string; originalValue?: string },
  ): Promise<void>;
  /** Picks `option` in the Mantine Select labelled `label` inside `scope`. */
  pick(scope: ReturnType<Page['getByTestId']>, label: RegExp | string, option: string): Promise<void>;
  /**
   * What the browser complained of beyond what the harness causes (blocked service workers, the
   * console line of every failed load); `expected` drops a walk's own refusals.
   */
  unexpected(expected?: (failure: string) => boolean): string[];
}

export interface AssetWalkOptions {
  /** The ledger set's name. */
  union: string;
  /** The screenshots' prefix. */
  shots: string;
  /** Cards and whatever else the walk needs before it starts. */
  ready?(walk: AssetWalk): Promise<void>;
}

export function assetWalk({ union, shots, ready }: AssetWalkOptions): AssetWalk {
  const failures: string[] = [];
  let state: { e2e: E2E; admin: TestClient; zid: number; deptId: number; categoryId: number } | null = null;
  let opened: { page: Page; context: BrowserContext } | null = null;
  const must = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`${what}: the walk has not started`);
    return value;
  };

  const watch = (p: Page) => {
    p.on('response', (response: Response) => {
      if (response.status() < 400) return;
      void response
        .text()
        .catch(() => '')
        .then((body) =>
          failures.push(
            `${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()} ${body.slice(0, 200)}`,
          ),
        );
    });
    p.on('pageerror', (err) => failures.push(`pageerror: ${err.message}`));
    p.on('console', (m) => {
      if (m.type() === 'error') failures.push(`console: ${m.text().slice(0, 300)}`);
    });
  };

  const walk: AssetWalk = {
    get e2e() {
      return must(state, 'e2e').e2e;
    },
    get admin() {
      return must(state, 'admin').admin;
    },
    get zid() {
      return must(state, 'zid').zid;
    },
    get deptId() {
      return must(state, 'deptId').deptId;
    },
    get page() {
      return must(opened, 'page').page;
    },
    get context() {
      return must(opened, 'context').context;
    },
    async addCard(over = {}) {
      const { admin, deptId, categoryId } = must(state, 'addCard');
      const id = crypto.randomUUID();
      const card = await admin.post('/api/aetCard/save', {
        id,
        isInit: false,
        assetClass: 1,
        name: '笔记本电脑',
        categoryId,
        ownership: 'UNION',
        fundSource: 'UNION_FUND',
        quantity: 1,
        unit: '台',
        purchasingMethod: 'PURCHASE',
        acquireDate: today,
        dateOfActivation: today,
        bookDate: today,
        valueType: 'ACTUAL_COST',
        originalValue: '7000.00',
        depreciationMethod: 'STRAIGHT_LINE',
        estimatedServiceLife: 72,
        manageDepartmentId: deptId,
        useDepartmentId: deptId,
        useStatus: 'IN_USE',
        ...over,
      });
      expect(card.body.success, card.body.message).toBe(true);
      return id;
    },
    async moveCard(cardId, location) {
      const { e2e, admin, deptId } = must(state, 'moveCard');
      const card = await e2e.server.handle.db
        .selectFrom('asset_card')
        .select('version')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      const moved = await admin.post('/api/aetCard/allocate', {
        id: cardId,
        version: card.version,
        kind: '调拨',
        allocatedOn: today,
        toDepartmentId: deptId,
        toLocation: location,
      });
      expect(moved.body.success, moved.body.message).toBe(true);
    },
    async open(path, user = 'zhuguan') {
      const { e2e } = must(state, 'open');
      opened = await e2e.newPage();
      const { page } = opened;
      watch(page);
      await page.goto(path);
      await login(e2e.server, page, user, DEMO_PASSWORD);
      await page.goto(path);
      return page;
    },
    async shot(name) {
      if (!dir || !opened) return;
      await opened.page.waitForTimeout(300);
      await opened.page.screenshot({ path: join(dir, `${shots}-${name}.png`) });
    },
    async fillCardForm(form, { name, category = '2010000 计算机设备及软件', originalValue = '7000' }) {
      await form.getByRole('textbox', { name: /^资产名称/ }).fill(name);
      await form.getByRole('combobox', { name: /^资产分类/ }).fill(category.split(' ')[0] ?? '');
      await walk.page.getByRole('option', { name: category }).click();
      await form.getByRole('textbox', { name: /^计量单位/ }).fill('台');
      await form.getByRole('textbox', { name: /^原值/ }).fill(originalValue);
      await form.getByRole('textbox', { name: /^使用年限/ }).fill('72');
      await walk.pick(form, /^管理部门/, '办公室');
      await walk.pick(form, /^使用部门/, '办公室');
    },
    async pick(scope, label, option) {
      await scope.getByRole('combobox', { name: label }).click();
      await walk.page.getByRole('option', { name: option, exact: true }).click();
    },
    unexpected(expected = () => false) {
      return failures.filter(
        (f) =>
          !f.includes('Failed to load resource') &&
          !f.includes('service worker registration failed') &&
          !expected(f),
      );
    },
  };

  beforeAll(async () => {
    if (dir) mkdirSync(dir, { recursive: true });
    const e2e = await startE2E();
    const admin = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
    const zid = (
      await admin.post<{ zid: number }>('/api/zt/save', { name: union, kind: 'county', startYear: 2022 })
    ).body.data.zid;
    expect((await admin.post('/api/zt/select', { zid, year })).body.success).toBe(true);
    expect((await admin.post('/saveChoiceStand', { mode: 3 })).body.success).toBe(true);
    const balances = await admin.post('/api/init/balances', {
      details: [
        { code: '102', initAmount: '50000.00' },
        { code: '32205', initAmount: '50000.00' },
      ],
    });
    expect(balances.body.success, balances.body.message).toBe(true);
    expect((await admin.post('/api/init/confirm')).body.success).toBe(true);
    expect((await admin.post('/api/departMent/save', { code: '01', name: '办公室' })).body.success).toBe(
      true,
    );
    const db = e2e.server.handle.db;
    const dept = await db
      .selectFrom('department')
      .select('id')
      .where('ledger_set_id', '=', zid)
      .executeTakeFirstOrThrow();
    const category = await db
      .selectFrom('asset_category')
      .select('id')
      .where('ledger_set_id', '=', zid)
      .where('code', '=', '2010000')
      .executeTakeFirstOrThrow();
    const zhuguan = await db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'zhuguan')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_ledger_set')
      .values({ user_id: zhuguan.id, ledger_set_id: zid, level: 2 })
      .execute();
    await db
      .updateTable('app_user')
      .set({ default_ledger_set_id: zid })
      .where('id', '=', zhuguan.id)
      .execute();
    state = { e2e, admin, zid, deptId: dept.id, categoryId: category.id };
    await ready?.(walk);
  });
  afterAll(() => state?.e2e.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    console.error(`what the browser said:\n${failures.join('\n')}`);
    if (dir && opened)
      await opened.page
        .screenshot({ path: join(dir, `${shots}-FAILED.png`), fullPage: true })
        .catch(() => {});
  });
  return walk;
}
