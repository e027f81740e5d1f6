// The service worker that lets the game start and play with the network off: it keeps the page,
// its script, wasm, preloaded data, manifest and icons in a cache named by the build's version
// (scripts/web-build stamps VERSION and FILES), filled when it installs; requests are answered
// from the cache first. A new build's worker installs in the background while the old version
// runs, takes over at once, and the next load of the page is the new version (the page then says
// "Updated to version ..."). The player's saves live in IndexedDB, which this worker never touches.
'use strict';
const VERSION = '@PZ_WEB_VERSION@';
// The versioned files, as the page asks for them (the script, wasm and data carry ?v=VERSION).
const FILES = [/* @PZ_WEB_FILES@ */];
const PREFIX = 'puzzlebox-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Past the HTTP cache: a stale copy of an unversioned file must not enter a new version.
    await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

// Earlier versions' caches go once this one is in charge. The page loads every file it needs as
// it starts, and the old version's files have their own (versioned) addresses, so a page still
// running the old version is not handed the new wasm.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys())
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The page's address with any options (?scene=..., ?id=...) is the cached page; everything else
// cached is matched by its exact address, or else by its path in this version's cache (a script
// asking for puzzlebox.wasm without ?v=, as a worker might, still works offline); what is not
// cached (toy.html, other files) goes to the network as usual.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const name = url.pathname.slice(scope.pathname.length);
  const page = request.mode === 'navigate' && (name === '' || name === 'index.html');
  event.respondWith((async () => {
    const cached = page ? await caches.match(new URL('index.html', scope).href, { ignoreSearch: true, cacheName: CACHE })
                        : (await caches.match(request)) || (await caches.match(request, { ignoreSearch: true, cacheName: CACHE }));
    return cached || fetch(request);
  })());
});
