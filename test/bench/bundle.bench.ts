// Issue 4: gzip size of the JS the shell loads before the first screen (goal <= 300 KB, aim 170 KB):
// the entry script of dist/index.html plus every chunk it preloads. Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from './types.ts';

const dist = join(process.cwd(), 'dist');

export function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...entry, ...preloads])].filter(Boolean);
}

export const benchmarks: Benchmark[] = [
  {
    name: 'bundle: initial JS of the shell (gzip)',
    async run() {
      const indexPath = join(dist, 'index.html');
      if (!existsSync(indexPath)) {
        return [
          {
            name: 'bundle: initial JS (gzip)',
            value: Number.NaN,
            unit: 'KB',
            note: 'dist/index.html 不存在：先运行 npm run build',
          },
        ];
      }
      const files = initialScripts(readFileSync(indexPath, 'utf8'));
      let bytes = 0;
      for (const file of files)
        bytes += gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
      const kb = bytes / 1024;
      return [
        {
          name: `bundle: initial JS of the shell, ${files.length} files (gzip -9)`,
          value: kb,
          unit: 'KB',
          goal: '<= 300 KB',
          met: kb <= 300,
          note: kb <= 170 ? '(aim 170 KB met)' : '(aim 170 KB not met)',
        },
      ];
    },
  },
];
