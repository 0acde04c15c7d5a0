// Issue 16 item 9: gzip size of the JS that /login loads, goal <= 170 KB: the entry script of
// dist/index.html, every chunk it preloads, the service-worker registration main.tsx imports at
// start, and the login page's own chunk, each with the chunks it imports (from the build manifest). Every other screen and heavy library loads when first used,
// so more screens must not move this figure. Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark } from './types.ts';

const dist = join(process.cwd(), 'dist');
export const GOAL_KB = 170;

export function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...entry, ...preloads])].filter(Boolean);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk files a manifest entry loads: its own and, transitively, those it imports statically. */
export function chunkClosure(manifest: Manifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

export const loginPageModule = 'src/app/pages/LoginPage.tsx';
/** Imported by main.tsx right after start on every page, so /login loads it too. */
export const startModules = ['src/pwa/register.ts'];

/** Every script /login loads: the shell's initial scripts, the start chunks and the page's. */
export function loginScripts(html: string, manifest: Manifest): string[] {
  const lazy = [loginPageModule, ...startModules].flatMap((key) => chunkClosure(manifest, key));
  return [...new Set([...initialScripts(html), ...lazy])];
}

function gzipKb(dir: string, file: string): number {
  return gzipSync(readFileSync(join(dir, file.replace(/^\//, ''))), { level: 9 }).length / 1024;
}

export interface LoginBundle {
  initialFiles: number;
  initialKb: number;
  /** Every script /login loads, largest first. */
  sized: { file: string; kb: number }[];
  loginKb: number;
}

/** Measures a build folder; a string says why it cannot (no build, or the manifest lacks a start module). */
export function measureLoginBundle(dir: string = dist): LoginBundle | string {
  const indexPath = join(dir, 'index.html');
  const manifestPath = join(dir, '.vite', 'manifest.json');
  if (!existsSync(indexPath) || !existsSync(manifestPath))
    return 'dist/index.html 或 dist/.vite/manifest.json 不存在：先运行 npm run build';
  const html = readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const absent = [loginPageModule, ...startModules].find((key) => !manifest[key]);
  if (absent) return `构建清单中没有 ${absent}`;
  const initial = initialScripts(html);
  const sized = loginScripts(html, manifest)
    .map((file) => ({ file, kb: gzipKb(dir, file) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    initialFiles: initial.length,
    initialKb: initial.reduce((sum, file) => sum + gzipKb(dir, file), 0),
    sized,
    loginKb: sized.reduce((sum, { kb }) => sum + kb, 0),
  };
}

export const benchmarks: Benchmark[] = [
  {
    name: 'bundle: JS that /login loads (gzip)',
    async run() {
      const bundle = measureLoginBundle();
      if (typeof bundle === 'string') {
        return [{ name: 'bundle: JS of /login (gzip)', value: Number.NaN, unit: 'KB', note: bundle }];
      }
      const { initialFiles, initialKb, sized, loginKb } = bundle;
      return [
        {
          name: `bundle: shell entry + preloads, ${initialFiles} files (gzip -9)`,
          value: initialKb,
          unit: 'KB',
        },
        {
          name: `bundle: all JS /login loads, ${sized.length} files (gzip -9)`,
          value: loginKb,
          unit: 'KB',
          goal: `<= ${GOAL_KB} KB`,
          met: loginKb <= GOAL_KB,
          note: sized.map(({ file, kb }) => `${file.replace(/^\/assets\//, '')} ${kb.toFixed(1)}`).join(', '),
        },
      ];
    },
  },
];
