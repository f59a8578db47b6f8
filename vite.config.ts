import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

const apiPort = process.env.PORT ?? '3000';

/** Brand colours (styles.css): the header's navy and the page's paper. */
const THEME = '#1e2a44';
const PAPER = '#fdfaf4';

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve('src/client/public'),
  plugins: [
    react(),
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
    alias: {
      '@': path.resolve('src/client'),
      '@contract': path.resolve('src/contract'),
      '@content': path.resolve('src/content'),
    },
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // A first visit fetched some 60 small scripts (icons, UI parts, schemas), each paying for its own request
        // and headers. The pieces every screen shares are grouped into three chunks instead (decision 109); the
        // heavy, rarely needed libraries (the mood chart, the date picker) stay in their own lazily loaded chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'schemas', priority: 20, test: /node_modules[\\/]zod[\\/]|src[\\/]contract[\\/]/ },
            {
              name: 'ui',
              priority: 10,
              test: /node_modules[\\/](tailwind-merge|clsx|class-variance-authority|react-hook-form|@hookform|@radix-ui[\\/]react-(slot|compose-refs|primitive|context|presence|dismissable-layer|portal|use-[a-z-]+|id|toast|collection|visually-hidden|tabs|roving-focus|direction|label|dialog|focus-scope|focus-guards)|radix-ui|react-remove-scroll[^\\/]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
            },
            { name: 'icons', priority: 10, test: /node_modules[\\/]lucide-react[\\/]/ },
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
