import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyLogName, dailyLogStream, listLogFiles } from './log-files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uf-logfiles-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the daily log files', () => {
  it("writes each line to the day's file and drops files past the days kept", async () => {
    await writeFile(join(dir, 'server-2000-01-01.log'), 'old\n');
    const stream = await dailyLogStream(dir, 30);
    await new Promise<void>((resolve) => stream.write('{"msg":"一行"}\n', () => resolve()));
    await new Promise<void>((resolve) => stream.end(() => resolve()));
    const today = dailyLogName(new Date());
    expect(await readFile(join(dir, today), 'utf8')).toBe('{"msg":"一行"}\n');
    // The old file goes in the background of the day's first line.
    await expect.poll(async () => (await listLogFiles(dir)).map((f) => f.fileName)).toEqual([today]);
  });

  it('lists only .log files, newest first, and nothing for a missing folder', async () => {
    await writeFile(join(dir, 'a.log'), 'a');
    await writeFile(join(dir, 'b.log'), 'bb');
    await writeFile(join(dir, 'c.txt'), 'c');
    await utimes(join(dir, 'a.log'), new Date('2026-01-01'), new Date('2026-01-01'));
    const files = await listLogFiles(dir);
    expect(files.map((f) => [f.fileName, f.size])).toEqual([
      ['b.log', 2],
      ['a.log', 1],
    ]);
    expect(await listLogFiles(join(dir, 'missing'))).toEqual([]);
    expect(await listLogFiles(null)).toEqual([]);
  });
});
