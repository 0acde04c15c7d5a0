import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/pwa/register.ts) to control when updates apply.
      injectRegister: false,
      injectManifest: {
        // vite-plugin-pwa 2 on Vite 8 emits an ES module otherwise, which a classic registration
        // loads as nothing at all (DESIGN §3).
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
        // A chunk left out of the precache is a screen that cannot open offline.
        maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
      },
      manifest: {
        name: '工会集中财务系统',
        short_name: '工会财务',
        description: '工会集中核算：凭证、账簿、报表、报销、预算与资产',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f4f6fa',
        theme_color: '#1c64d0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    // The spec puts a few calls at the root (spec 000 §7.1); they go to the API server too.
    proxy: Object.fromEntries(
      [
        '/api',
        '/checkFinancial',
        '/choiceStand',
        '/saveChoiceStand',
        '/newchoiceStand',
        '/saveChoice',
        '/cjSubjct',
      ].map((path) => [path, 'http://127.0.0.1:8080']),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page pulls in (test/bench/bundle.bench.ts lists
    // what /login loads). Not a js file, so the service worker does not precache it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
