// The built app under its Content-Security-Policy (issue 17 item 5): login (the captcha is a blob:
// image), the service worker, the money worker and Mantine's inline styles all work, and the
// browser reports no violation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

/** Collects what the browser says about the policy: console messages and violation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

describe('the app under its CSP', () => {
  it('logs in, registers its service worker and opens 凭证录入 without a violation', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'zh-CN' });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).first().waitFor();
    await page.getByTestId('voucher-title').getByText('记账凭证').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const registered = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registered).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/hardening-csp-entry.png' });
    expect(violations).toEqual([]);
    await context.close();
  }, 90_000);
});
