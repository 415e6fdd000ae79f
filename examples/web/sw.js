// The recorder's service worker: keeps the page's own files so it opens and records without a network.
// Network first (a fresh build is always taken when the server answers), the kept copy when it does not, or when it
// has not answered within a few seconds.
// The API (api/…) is never kept: the server's log is the truth, and the page's outbox holds what is not yet sent.
const CACHE = 'battle-recorder-v2';
const SHELL = ['./', 'index.html', 'style.css', 'dist/app.js', 'manifest.webmanifest', 'icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// a network that neither answers nor fails (a phone on one bar) falls back to the kept copy after this long
const PATIENCE_MS = 4000;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.includes('/api/')) return;
  const kept = () => caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? caches.match('index.html'));
  const network = fetch(request);
  // a fresh answer replaces the kept copy (cloned before the page reads the body; the worker stays up until it is stored)
  event.waitUntil(
    network
      .then((response) => {
        if (!response.ok) return undefined;
        const copy = response.clone();
        return caches.open(CACHE).then((cache) => cache.put(request, copy));
      })
      .catch(() => undefined),
  );
  event.respondWith(
    new Promise((answer) => {
      let settled = false;
      const settle = (response) => {
        if (settled || response === undefined) return;
        settled = true;
        answer(response);
      };
      const slow = setTimeout(() => kept().then(settle), PATIENCE_MS);
      network.then(
        (response) => {
          clearTimeout(slow);
          settle(response);
        },
        () => {
          clearTimeout(slow);
          // no network: the kept copy (or, with none kept, the network's failure)
          kept().then((hit) => settle(hit ?? Response.error()));
        },
      );
    }),
  );
});
