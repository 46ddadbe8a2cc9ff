/*
 * The owners' portal's service worker (scope /app/propietarios/). It keeps the portal's page and its assets so the
 * installed app opens without a network:
 *  - the page (the same portal.html for every path) is precached on install, with the assets it names;
 *  - navigations go to the network first and fall back to the cached page when offline;
 *  - /app/assets/* (hashed file names, never changed in place) are served from the cache first;
 *  - /api/ is never cached: every answer is the owner's own and must be fresh.
 */
const SHELL_CACHE = 'obra-owners-shell-v1';
const ASSET_CACHE = 'obra-owners-assets-v1';
const SHELL = '/app/propietarios/';
const STATIC = ['/app/color-scheme.js', '/app/favicon.svg', '/app/propietarios/manifest.webmanifest', '/app/propietarios/icon-192.png', '/app/propietarios/icon-512.png'];
const MAX_ASSETS = 150;
// Only the portal's own page becomes the offline page (another page under this scope, such as the staff app's
// public delivery answer, must not replace it).
const MARKER = '<title>Obra Propietarios</title>';

/** The hashed scripts and styles a page names. */
function assetsOf(html) {
  return [...new Set(Array.from(html.matchAll(/\/app\/assets\/[^"'\s)]+/g), (match) => match[0]))];
}

async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(new Request(SHELL, { cache: 'reload' }));
  if (!response.ok) return;
  const html = await response.clone().text();
  if (!html.includes(MARKER)) return;
  await shell.put(SHELL, response);
  await shell.addAll(STATIC).catch(() => undefined);
  const assets = await caches.open(ASSET_CACHE);
  await assets.addAll(assetsOf(html)).catch(() => undefined);
}

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('obra-owners-') && !keep.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Network first; a good page replaces the cached one; offline, the cached page. */
async function navigation(request) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('Content-Type') || '').includes('text/html');
    if (response.ok && html && (await response.clone().text()).includes(MARKER)) await shell.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const cached = await shell.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

/** Cache first: a hashed asset never changes. */
async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

/** The few files outside /app/assets/: network first, the cached copy offline. */
async function staticFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SHELL)) event.respondWith(navigation(request));
  else if (url.pathname.startsWith('/app/assets/')) event.respondWith(asset(request));
  else if (STATIC.includes(url.pathname)) event.respondWith(staticFile(request));
});
