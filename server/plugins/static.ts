// Serves the built app: hashed assets cached for a year, index.html and the service worker never
// cached (so an update is seen). Client routes fall back to index.html in the envelope plugin's
// not-found handler, which knows the app is there through the shared AppShell flag.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** Set by the static plugin when the built app is there, read by the envelope's not-found handler. */
export interface AppShell {
  served: boolean;
}

export interface StaticOptions {
  root: string;
  shell: AppShell;
  /** Serve *.map files (SERVE_SOURCE_MAPS=on): off by default, they hold the sources. */
  sourceMaps: boolean;
}

export const staticPlugin = fp(async (app: FastifyInstance, options: StaticOptions) => {
  const root = resolve(options.root);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, '未找到前端构建产物（dist/index.html），只提供 API；请先运行 npm run build');
    return;
  }
  // The app's files are public: the login page must load before anyone has logged in.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.config = { ...route.config, auth: 'public' };
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    index: false,
    // A refused path falls through to the not-found handler: 404 in the envelope.
    allowedPath: (path) => options.sourceMaps || !path.endsWith('.map'),
    setHeaders(res, path) {
      const name = path.split('/').pop() ?? '';
      if (NO_CACHE.has(name)) res.setHeader('cache-control', 'no-cache');
      else if (path.includes('/assets/'))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  options.shell.served = true;
});
