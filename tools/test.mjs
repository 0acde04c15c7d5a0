// `npm test`: the static checks (lint, types) and every Vitest suite, side by side. They ran one
// after the other, so the checks' minute of CPU sat in front of a test run that leaves a core idle
// for much of its time (the browser files wait on Chromium). The checks' output is held and printed
// when they end, so it does not cut through Vitest's lines. Fails if either fails.
import { spawn } from 'node:child_process';

const vitestArgs = process.argv.slice(2);

/** Runs a command; resolves with its exit code and, when `hold`, its output. */
function run(command, args, hold) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (hold) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = run('npm', ['run', '--silent', 'checks'], true).then(({ code, output }) => {
  process.stdout.write(`\n== lint and types ${code === 0 ? 'passed' : 'FAILED'}\n${output}\n`);
  return code;
});
const tests = run('npx', ['vitest', 'run', ...vitestArgs], false).then(({ code }) => code);

const [checksCode, testsCode] = await Promise.all([checks, tests]);
process.exit(checksCode !== 0 ? checksCode : testsCode);
