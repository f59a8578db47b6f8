import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenIconFiles } from './scripts/first-screen-icons.ts';
import { preactAliases } from './scripts/preact-aliases.ts';

/**
 * Every built script and style is also written brotli-compressed at the highest quality and gzipped at level 9
 * (`x.js.br`, `x.js.gz`), which the server sends as they are (decision 109): a first visit downloads about 13 %
 * less than with on-the-fly compression, and the server spends no CPU compressing the same file again.
 */
function precompress(): Plugin {
  return {
    name: 'lamplight-precompress',
    apply: 'build',
    closeBundle() {
      const dir = path.resolve('dist/client/assets');
      for (const file of readdirSync(dir).filter((f) => /\.(?:js|css|svg|json)$/.test(f))) {
        const data = readFileSync(path.join(dir, file));
        if (data.length < 1024) continue;
        writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(path.join(dir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

const firstIcons = firstScreenIconFiles(process.cwd(), [
  'src/client/main.tsx',
  'src/client/app/shell.tsx',
  'src/client/features/auth/auth-page.tsx',
  'src/client/features/dashboard/dashboard-page.tsx',
]);

const apiPort = process.env.PORT ?? '3000';

/** Brand colours (styles.css): the header's navy and the page's paper. */
const THEME = '#1e2a44';
const PAPER = '#fdfaf4';

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve('src/client/public'),
  // JSX compiles straight to Preact's runtime; without a React refresh runtime, an edit in development reloads the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [
    tailwindcss(),
    precompress(),
    // The installable app (decision 080): a manifest, and a Workbox service worker that precaches the app shell
    // and keeps the reads a person needs offline. 'prompt': a new release waits for the person's Reload.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Lamplight',
        short_name: 'Lamplight',
        description: 'A daily Christian routine of scripture, meditation, prayer, journaling, gratitude and mood.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME,
        background_color: PAPER,
        icons: [
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Journal',
            short_name: 'Journal',
            url: '/journal?new=true',
            icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192' }],
          },
          { name: 'Mood', short_name: 'Mood', url: '/mood', icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192' }] },
          { name: 'Scripture', short_name: 'Scripture', url: '/scripture', icons: [{ src: '/icons/pwa-192x192.png', sizes: '192x192' }] },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The API and the server-rendered share pages are never answered with the app shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Push and notification clicks (the service worker's only hand-written part).
        importScripts: ['/push-handlers.js'],
        runtimeCaching: [
          {
            // Reads of the signed-in person's day and data: fresh when online, the last answer when not.
            // Cleared on sign-out (lib/offline-data.ts), so another account on this device never sees them.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              url.pathname !== '/api/events' &&
              !url.pathname.startsWith('/api/bible/passage') &&
              !url.pathname.endsWith('/export'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lamplight-api',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Chapters: fresh when online; offline, the chapters read before and the translation kept by "Keep the
            // Bible offline" (the same cache, filled by Settings).
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/bible/passage'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lamplight-bible',
              networkTimeoutSeconds: 6,
              matchOptions: { ignoreVary: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve('src/client') },
      { find: '@contract', replacement: path.resolve('src/contract') },
      { find: '@content', replacement: path.resolve('src/content') },
      ...preactAliases,
    ],
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Libraries written for React Server Components mark their modules 'use client'; in this single-page app
      // the directive means nothing, and the bundler's note about dropping it is noise.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: {
        // A first visit fetched some 60 small scripts (icons, UI parts, schemas), each paying for its own request
        // and headers. The pieces every screen shares are grouped into three chunks instead (decision 109); the
        // heavy, rarely needed libraries (the mood chart, the date picker) stay in their own lazily loaded chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 30,
              test: /node_modules[\\/](preact|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
            },
            // zod and the contract the sign-in screen checks its forms with; the rest of the contract is one chunk the
            // signed-in app loads (a screen's own schemas would otherwise be a dozen requests of a few hundred bytes).
            {
              name: 'schemas',
              priority: 20,
              test: /node_modules[\\/]zod[\\/]|src[\\/]contract[\\/](auth|common|errors|text|names)\.ts$/,
            },
            { name: 'contract', priority: 20, test: /src[\\/]contract[\\/]/ },
            {
              name: 'ui',
              priority: 10,
              test: /node_modules[\\/](tailwind-merge|clsx|class-variance-authority|react-hook-form|@hookform|@radix-ui[\\/]react-(slot|compose-refs|primitive|context|presence|dismissable-layer|portal|use-[a-z-]+|id|toast|collection|visually-hidden|label)|radix-ui)[\\/]/,
            },
            // The dialog and what it stands on (focus trap, scroll lock, hiding the page behind): every screen of
            // the signed-in app has one at hand (the phone's More sheet, Get help now), the sign-in screen only on request.
            {
              name: 'dialog',
              priority: 10,
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|focus-guards)|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
            },
            // Icons: the first screens' in one chunk, every other in a second that later screens load once.
            {
              name: 'icons',
              priority: 11,
              test: (id: string) =>
                /node_modules[\\/]lucide-react[\\/]/.test(id) && (!/[\\/]icons[\\/]/.test(id) || firstIcons.has(path.basename(id))),
            },
            { name: 'icons-more', priority: 10, test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // One origin in development too: the API (and its event stream) is proxied to the Fastify server.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
