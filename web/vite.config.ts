/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The Rust server in development; OBRA_BACKEND_URL points the proxy elsewhere (e.g. a stub).
const backend = process.env.OBRA_BACKEND_URL ?? 'http://127.0.0.1:8080';
// Calls that live outside the SPA and must reach the Rust server in development.
const proxied = ['/api', '/login', '/logout', '/register', '/csrf-cookie'];

/**
 * SVAR's stylesheets (the quality Gantt) declare their web fonts on the vendor's CDN. Obra runs on closed networks
 * under a policy that allows its own origin only, and the Gantt takes the app's font instead, so the build leaves
 * those @font-face rules out: no stylesheet of ours names another host.
 */
function svarWithoutCdnFonts(): Plugin {
  return {
    name: 'obra:svar-without-cdn-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@svar-ui[\\/].*\.css(\?|$)/.test(id)) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [react(), svarWithoutCdnFonts()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((prefix) => [
        // `/register` is also an SPA route (`/app/register`), which this prefix never matches.
        `^${prefix}(/|$|\\?)`,
        { target: backend, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Two pages: the staff SPA and the owners' portal (served for every path under /app/propietarios/).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
      },
      output: {
        // web-ifc asks for `<path>web-ifc.wasm` by that exact name, so the wasm keeps its name inside a folder named by
        // its hash (still a new URL per version, cached as immutable like every other asset).
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.wasm')) ? 'assets/[hash]/[name][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // The BIM viewer's workers (That Open's fragments worker, our IFC converter) are ES modules.
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
