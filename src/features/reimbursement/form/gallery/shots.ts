// Screenshots of every claim form to /work/shots/claims-form-<type>.png, for a person to look at:
//   node --import tsx src/features/reimbursement/form/gallery/shots.ts [folder]
// Serves gallery.html with Vite and opens it in Debian's Chromium (no CJK fonts there: boxes expected).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const out = process.argv[2] ?? '/work/shots';
const shots = [
  ...['expense', 'travel', 'loan', 'repayment', 'provision', 'interAccount'].map((type) => ({
    type,
    state: '',
  })),
  { type: 'expense', state: 'errors' },
  { type: 'travel', state: 't05' },
];

mkdirSync(out, { recursive: true });
const server = await createServer({
  configFile: false,
  root: process.cwd(),
  plugins: [react()],
  server: { port: 0, host: '127.0.0.1' },
  logLevel: 'warn',
});
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1212, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  for (const { type, state } of shots) {
    await page.goto(
      `http://127.0.0.1:${port}/src/features/reimbursement/form/gallery/gallery.html?type=${type}&state=${state}`,
    );
    await page.waitForSelector(`[data-testid="claim-form-${type}"]`, { timeout: 60_000 });
    // The department select fills from the cache a moment after the first render.
    await page.waitForTimeout(500);
    const file = join(out, `claims-form-${type}${state ? `-${state}` : ''}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await browser.close();
  await server.close();
}
