// The server's own log files: pino's lines also go to LOG_DIR as server-YYYY-MM-DD.log, one file per
// day, files older than keepDays removed when the day turns. The administrator lists and downloads
// them (/api/user/logFiles, /api/user/GetLogFile?fileName=).
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { logFileNameRe } from '../../src/core/contracts/request-log.ts';

const p2 = (n: number) => String(n).padStart(2, '0');
export const dailyLogName = (d: Date) =>
  `server-${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}.log`;

/** A stream that writes each line to the day's file, opening the next file when the day turns. */
export async function dailyLogStream(dir: string, keepDays: number): Promise<Writable> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let name = '';
  let file: WriteStream | null = null;
  const turn = () => {
    const next = dailyLogName(new Date());
    if (next === name && file) return file;
    file?.end();
    name = next;
    file = createWriteStream(join(dir, name), { flags: 'a', mode: 0o600 });
    void pruneLogs(dir, keepDays).catch(() => {});
    return file;
  };
  return new Writable({
    write(chunk, _encoding, done) {
      turn().write(chunk, done);
    },
    final(done) {
      if (file) file.end(done);
      else done();
    },
  });
}

async function pruneLogs(dir: string, keepDays: number): Promise<void> {
  const oldest = dailyLogName(new Date(Date.now() - keepDays * 86_400_000));
  for (const name of await readdir(dir)) {
    if (/^server-\d{4}-\d{2}-\d{2}\.log$/.test(name) && name < oldest) await unlink(join(dir, name));
  }
}

export interface LogFileInfo {
  fileName: string;
  size: number;
  modifiedAt: string;
}

/** The log files of the folder, newest first; none when there is no folder. */
export async function listLogFiles(dir: string | null): Promise<LogFileInfo[]> {
  if (!dir) return [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files: LogFileInfo[] = [];
  for (const fileName of names.filter((n) => logFileNameRe.test(n))) {
    const info = await stat(join(dir, fileName)).catch(() => null);
    if (info?.isFile()) files.push({ fileName, size: info.size, modifiedAt: info.mtime.toISOString() });
  }
  return files.sort(
    (a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.fileName.localeCompare(a.fileName),
  );
}
