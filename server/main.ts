// `npm start`: opens the database (PGlite under ./data, or DATABASE_URL), applies migrations, seeds
// an empty database, serves the API and the built app, and shuts down gracefully on a signal.
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { dailyLogStream } from './lib/log-files.ts';
import { seedDatabase } from './seed/index.ts';

const config = loadConfig(process.env, process.argv.slice(2));
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const seed = await seedDatabase(handle.db, { demo: config.demo, adminPassword: config.adminPassword });
// Log lines go to the console and, unless LOG_DIR=off, to the day's file the administrator downloads.
const logStreams = config.logDir
  ? pino.multistream([
      { stream: process.stdout, level: config.logLevel as pino.Level },
      {
        stream: await dailyLogStream(config.logDir, config.logKeepDays),
        level: config.logLevel as pino.Level,
      },
    ])
  : undefined;
const app = await buildApp(
  { db: handle.db, dbKind: handle.kind, config },
  logStreams ? { logger: { stream: logStreams } } : {},
);

if (seed.generatedAdminPassword) {
  // Shown once: it is not stored anywhere in clear.
  process.stdout.write(
    `\n  管理员账号 admin 的初始密码（仅显示这一次，请登录后修改）：${seed.generatedAdminPassword}\n\n`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, '正在停止：等待进行中的请求完成');
  const timer = setTimeout(() => {
    app.log.error('停止超时，强制退出');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, '停止时出错');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { db: handle.kind, demo: config.demo, captcha: config.captcha },
  `工会集中财务系统已启动：http://localhost:${config.port}`,
);
