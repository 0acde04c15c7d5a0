// Browser tests against the real thing: the built app served by the real server (captcha on, fresh
// in-memory database) in Debian's Chromium. The run's global setup (global-setup.ts) builds dist/
// first when it is missing or older than the sources (CI builds before e2e and sets E2E_SKIP_BUILD=1).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from '../server/harness.ts';

export { ADMIN_PASSWORD, DEMO_PASSWORD } from '../server/harness.ts';

const root = resolve(import.meta.dirname, '../..');
// E2E_DIST lets two people (or two agents) on one checkout build and test without overwriting
// each other's build; CI uses the default.
export const dist = resolve(root, process.env.E2E_DIST ?? 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Builds the app unless dist/index.html is newer than everything it is built from. */
export function ensureBuilt(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(dist, 'index.html'))) return;
  const built = newestMtime(join(dist, 'index.html'));
  const sources = Math.max(
    ...['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
      newestMtime(join(root, p)),
    ),
  );
  if (built > sources) return;
  // Vitest sets NODE_ENV=test; a build inheriting it is a development build whose app never
  // registers its service worker. The browser suites test the product, so build for production.
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Screenshots are for a person looking at the screens: taken when E2E_SCREENSHOTS is set (the
 * folder some tests write to), skipped otherwise so CI does not pay for pictures nobody opens.
 */
const screenshotsAsked = Boolean(process.env.E2E_SCREENSHOTS);

function skipScreenshots(page: Page): void {
  page.screenshot = async () => Buffer.alloc(0);
}

export const chromiumPath = '/usr/bin/chromium';

/**
 * The run's Chromium (global-setup.ts), or one of this file's own when run without it. A file's
 * contexts live in its connection: closing the browser here closes them and disconnects.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  if (!screenshotsAsked) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      context.on('page', skipScreenshots);
      return context;
    };
  }
  return browser;
}

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser profile (own sessionStorage, localStorage, clock). */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  const server = await startServer({ staticDir: dist, captcha: true });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'zh-CN',
        viewport: { width: 1366, height: 800 },
        // The service worker would cache between tests; the shell tests are about the network path.
        serviceWorkers: 'block',
      });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}

/** The answer of the captcha now shown on the login page, read from the server's database. */
export async function captchaAnswer(server: TestServer, page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  const key = (await image.getAttribute('data-captcha-key')) ?? '';
  const row = await server.handle.db
    .selectFrom('captcha')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.answer;
}

/**
 * Logs in on the login page the browser is on (or opens it), the way a person does: types the
 * user, the password and the captcha, presses Enter, and waits to leave the login page.
 */
export async function login(server: TestServer, page: Page, user: string, password: string): Promise<void> {
  // A guarded page redirects to login in the browser, a moment after it loads: wait for that first.
  const onLogin = await page
    .waitForURL((url) => url.pathname === '/login', { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!onLogin) await page.goto('/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(server, page));
  await page.getByLabel('验证码', { exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The path and query the browser shows. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * A signed API client for setting up data beside the browser. The e2e server asks for a captcha:
 * its answer is read here from the server's database.
 */
export async function apiLogin(
  server: TestServer,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<TestClient> {
  const image = await fetch(`${server.url}/api/auth/getValidateCode`);
  const codeKey = image.headers.get('captcha-key') ?? '';
  const { answer } = await server.handle.db
    .selectFrom('captcha')
    .select('answer')
    .where('key', '=', codeKey)
    .executeTakeFirstOrThrow();
  const client = new TestClient(server);
  const logOn = await client.post<{ userToken: string; newghencryptkey: string }>('/api/auth/logOn', {
    userName,
    password,
    code: answer,
    codeKey,
  });
  if (!logOn.body.success) throw new Error(`login failed: ${logOn.body.message}`);
  client.token = logOn.body.data.userToken;
  client.signKey = logOn.body.data.newghencryptkey;
  return client;
}

/**
 * The bytes of a finished download. Read through its stream, since the browser is the run's shared
 * one (connected over a socket), where Playwright keeps no local path to the file.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
