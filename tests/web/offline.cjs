// The offline web app test: headless Chromium (the phone of phone.cjs, a fresh profile) loads the
// site from scripts/web-serve.py (precompressed files), which must send the wasm compressed; the
// manifest must be linked, parse and name its icons; once the service worker is active a move is
// played and saved, the network goes off, and a reload must reach the title, resume the save and
// play. Then an update: the served copy of the site is given a new version, one load later the new
// version runs, says "Updated to version ..." once, and the save is still there. Last, offline
// again, a new endless game must be made (the puzzle maker's files are cached too).
// Usage: node offline.cjs SITE_DIR SCREENS_DIR FIGURES_JSON (figures are added to the file).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const pz = require('./phone.cjs');

const [siteDir, screensDir, figuresFile] = process.argv.slice(2);
const results = [];
const figures = {};

const check = pz.checker(results);

// scripts/web-serve.py on a copy of the site (the update check changes the copy). Its log has one
// line per answer with the body bytes sent, which bytesSince() adds up.
async function serveCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pz-site-'));
  fs.cpSync(siteDir, dir, { recursive: true, preserveTimestamps: true });  // the server compares .gz/.br with their file's time
  const proc = spawn('python3', [path.join(__dirname, '../../scripts/web-serve.py'), '--port', '0', dir],
                     { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  proc.stderr.on('data', (d) => { log += d; });
  const url = await pz.until('the server to start', () => { const m = /on (http:\/\/[^ ]+?)\/?\n/.exec(log); return m && m[1]; }, 10000);
  return {
    dir, url,
    mark: () => log.length,
    bytesSince: (mark) => {
      let bytes = 0, answers = 0;
      for (const m of log.slice(mark).matchAll(/^web-serve: ".*?" (\d+) (\d+) \S+$/gm)) { bytes += +m[2]; answers++; }
      return { bytes, answers };
    },
    close: () => { proc.kill(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

// The page's own network traffic (CDP: what Chromium received, and where each answer came from).
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();  // requestId -> {url, status, encoding, mime, fromServiceWorker, bytes}
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(e.requestId, { url: e.response.url, status: e.response.status, encoding: h['content-encoding'] || 'identity',
                                 mime: e.response.mimeType, fromServiceWorker: !!e.response.fromServiceWorker, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => { const r = responses.get(e.requestId); if (r) r.bytes = e.encodedDataLength; });
  return {
    all: () => [...responses.values()],
    clear: () => responses.clear(),
  };
}

const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
const pageVersion = (page) => page.evaluate(() => ({ version: window.pzVersion, notice: window.pzNotice || null }));

// Reloads, waits for the title; returns the page's navigation-to-title time.
async function reloadToTitle(page) {
  const ms = await pz.loadToTitle(page);
  await pz.sceneIs(page, 'title');
  return Math.round(ms);
}

// "Continue <game>" on the title must open the saved game with the digest it was saved with.
async function resume(page, g, digest) {
  await pz.tapWidget(page, pz.continueLabel(g));
  const s = await pz.sceneIs(page, 'play');
  if (s.game !== g.id || s.digest !== digest) throw new Error(`resumed ${s.game} with digest ${s.digest}, wanted ${g.id} ${digest}`);
  return s;
}

async function main() {
  fs.mkdirSync(screensDir, { recursive: true });
  const server = await serveCopy();
  const browser = await pz.launchPhone();
  const consoleLines = [];
  try {
    const page = await browser.context.newPage();
    pz.watch(page, consoleLines);
    const net = await recordNetwork(page);
    const start = server.mark();

    const loaded = await check('first visit from the precompressing server reaches the title', async () => {
      figures.offline_first_visit_title_ms = Math.round(await pz.loadToTitle(page, server.url + '/index.html'));
      const got = net.all();
      figures.first_visit_page_bytes = got.reduce((a, r) => a + r.bytes, 0);
      const big = got.filter((r) => /\.(wasm|data|js)(\?|$)/.test(r.url));
      return `${kb(figures.first_visit_page_bytes)} on the wire for ${got.length} answers (${big.map((r) => `${path.basename(r.url.split('?')[0])} ${kb(r.bytes)} ${r.encoding}`).join(', ')}); title in ${figures.offline_first_visit_title_ms} ms`;
    });
    if (!loaded) return;

    await check('the wasm came compressed, as application/wasm', async () => {
      const wasm = net.all().find((r) => /\.wasm(\?|$)/.test(r.url));
      if (!wasm) throw new Error('no .wasm answer seen');
      if (!/^(gzip|br)$/.test(wasm.encoding)) throw new Error(`Content-Encoding: ${wasm.encoding}`);
      if (wasm.mime !== 'application/wasm') throw new Error(`type ${wasm.mime}`);
      return `Content-Encoding: ${wasm.encoding}, ${kb(wasm.bytes)}`;
    });

    await check('the manifest is linked, parses and names PNG icons of its sizes', async () => {
      const m = await page.evaluate(async () => {
        const link = document.querySelector('link[rel=manifest]');
        if (!link) return { error: 'no <link rel=manifest>' };
        const res = await fetch(link.href);
        let manifest;
        try { manifest = JSON.parse(await res.text()); } catch (e) { return { error: 'manifest: ' + e.message }; }
        const icons = [];
        for (const icon of manifest.icons || []) {
          const b = new Uint8Array(await (await fetch(new URL(icon.src, link.href))).arrayBuffer());
          const png = b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
          const dv = new DataView(b.buffer);
          icons.push({ ...icon, png, size: png ? `${dv.getUint32(16)}x${dv.getUint32(20)}` : null });
        }
        return { type: res.headers.get('content-type'), manifest, icons };
      });
      if (m.error) throw new Error(m.error);
      const f = m.manifest, want = { name: 'Puzzlebox', display: 'standalone', start_url: '.', scope: '.', orientation: 'any' };
      for (const [k, v] of Object.entries(want)) if (f[k] !== v) throw new Error(`manifest ${k} is ${JSON.stringify(f[k])}, wanted ${v}`);
      for (const k of ['short_name', 'theme_color', 'background_color']) if (!f[k]) throw new Error(`manifest has no ${k}`);
      for (const i of m.icons) if (!i.png || i.size !== i.sizes) throw new Error(`icon ${i.src}: ${i.png ? i.size : 'not a PNG'}, said ${i.sizes}`);
      for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']])
        if (!m.icons.some((i) => i.sizes === size && (i.purpose || 'any').split(' ').includes(purpose))) throw new Error(`no ${size} ${purpose} icon`);
      return `${m.type}; icons ${m.icons.map((i) => `${i.sizes} ${i.purpose}`).join(', ')}`;
    });

    let version;
    const ready = await check('the service worker is active and has cached this version', async () => {
      await page.evaluate(() => navigator.serviceWorker.ready);
      await pz.until('the page to be controlled', () => page.evaluate(() => !!navigator.serviceWorker.controller), 30000);
      ({ version } = await pageVersion(page));
      const c = await page.evaluate(async () => {
        const out = {};
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          let bytes = 0, n = 0;
          for (const req of await cache.keys()) { bytes += (await (await cache.match(req)).arrayBuffer()).byteLength; n++; }
          out[name] = { n, bytes };
        }
        const est = navigator.storage.estimate ? await navigator.storage.estimate() : {};
        return { caches: out, usage: est.usage || 0 };
      });
      const names = Object.keys(c.caches);
      if (names.length !== 1 || names[0] !== 'puzzlebox-' + version) throw new Error(`caches ${names.join(', ')}, wanted puzzlebox-${version}`);
      const mine = c.caches[names[0]];
      figures.offline_cache_bytes = mine.bytes;
      figures.offline_cache_files = mine.n;
      figures.origin_storage_usage_bytes = c.usage;
      // The whole first visit: the page's load plus the worker's own fetches (which revalidate what
      // the page just loaded: 304s), counted by the server.
      const wire = server.bytesSince(start);
      figures.first_visit_server_body_bytes = wire.bytes;
      return `version ${version}: ${mine.n} files, ${kb(mine.bytes)} (origin storage ${kb(c.usage)}); first visit with the worker's fetches: ${kb(wire.bytes)} of bodies in ${wire.answers} answers`;
    });
    if (!ready) return;

    await check('Chromium finds the page installable', async () => {
      const cdp = await page.context().newCDPSession(page);
      const m = await cdp.send('Page.getAppManifest');
      if (m.errors && m.errors.length) throw new Error('manifest errors: ' + m.errors.map((e) => e.message).join('; '));
      const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
      await cdp.detach();
      if (errors.length) throw new Error(errors.map((e) => e.errorId + (e.errorArguments.length ? ' ' + JSON.stringify(e.errorArguments) : '')).join('; '));
      return `no installability errors (manifest ${m.url.replace(server.url, '')})`;
    });

    const games = await page.evaluate(() => window.pz.games());
    const g = games.find((x) => x.input === 'tap' && !pz.startPreset(x)) || games[0];
    let digest;
    await check(`a move in ${g.id} is saved`, async () => {
      const s0 = await pz.openFirstLevel(page, g);
      ({ s: { digest } } = await pz.makeMove(page, g, s0));
      await pz.waitSaved(page);
      // Persistent storage is asked once something is stored (Chromium grants or denies it by its
      // own measure of the site's use, without asking: either answer will do here).
      figures.storage_persist = await pz.until('navigator.storage.persist() to be asked', () => page.evaluate(() => Module.pzPersist), 10000);
      return `persistent storage: ${figures.storage_persist}`;
    });

    await browser.context.setOffline(true);
    net.clear();
    await check('offline: a reload reaches the title, resumes the save and plays a move', async () => {
      figures.offline_reload_title_ms = await reloadToTitle(page);
      const s1 = await resume(page, g, digest);
      const { s: s2 } = await pz.makeMove(page, g, s1);
      digest = s2.digest;
      await pz.waitSaved(page);
      await pz.screenshot(page, 'offline-play');
      const notCached = net.all().filter((r) => !r.fromServiceWorker);
      if (notCached.length) throw new Error('answered without the service worker: ' + notCached.map((r) => r.url).join(', '));
      return `title in ${figures.offline_reload_title_ms} ms, all ${net.all().length} answers from the service worker`;
    });
    await browser.context.setOffline(false);

    // An update: the served copy becomes a new version (same files, new stamp and addresses).
    await check('an update is taken on the next load, said once, and keeps the save', async () => {
      const next = 'u' + version.slice(1);
      for (const f of ['index.html', 'sw.js']) {
        const file = path.join(server.dir, f);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(version).join(next));
        for (const z of ['.gz', '.br']) fs.rmSync(file + z, { force: true });
      }
      // This load still runs the old version while the new worker installs and takes over.
      await reloadToTitle(page);
      const during = await pageVersion(page);
      if (during.version !== version || during.notice) throw new Error(`the load that found the update runs ${during.version} (notice ${during.notice})`);
      await pz.until('the new version\'s cache to replace the old', () => page.evaluate(async (want) => {
        const names = await caches.keys();
        return names.length === 1 && names[0] === want;
      }, 'puzzlebox-' + next), 60000);
      await reloadToTitle(page);
      const after = await pageVersion(page);
      if (after.version !== next) throw new Error(`the next load runs ${after.version}, wanted ${next}`);
      if (!after.notice || !after.notice.startsWith('Updated to version') || !after.notice.includes(next)) throw new Error(`notice: ${after.notice}`);
      await pz.screenshot(page, 'offline-updated');
      await resume(page, g, digest);
      await reloadToTitle(page);
      const again = await pageVersion(page);
      if (again.notice) throw new Error(`told again on the load after: ${again.notice}`);
      return `"${after.notice}"; the save resumed`;
    });

    // Last, as it replaces the save the checks above resume: offline, a new puzzle is made.
    await browser.context.setOffline(true);
    await check(`offline: a new endless ${g.id} game is made`, async () => {
      await reloadToTitle(page);
      await pz.tapWidget(page, g.title);
      await pz.sceneIs(page, 'levels');
      await pz.scrollTo(page, 'New game');  // below today's daily and the endless sizes
      await pz.tapWidget(page, 'New game');
      const s = await pz.gameOpens(page, 'the new game', 60000);
      if (s.game !== g.id) throw new Error('opened ' + s.game);
      return `digest ${s.digest}`;
    });
    await browser.context.setOffline(false);
  } finally {
    await browser.close();
    server.close();
    const errors = consoleLines.filter((l) => /pageerror|Aborted|exception/i.test(l));
    if (errors.length) results.push({ name: 'no page errors', ok: false }), console.log('FAIL no page errors: ' + errors.slice(0, 5).join(' | '));
    let all = {};
    try { all = JSON.parse(fs.readFileSync(figuresFile, 'utf8')); } catch (e) { /* none yet */ }
    if (figuresFile) fs.writeFileSync(figuresFile, JSON.stringify({ ...all, ...figures }, null, 2) + '\n');
    console.log(JSON.stringify(figures));
    const passed = results.filter((r) => r.ok).length, failed = results.length - passed;
    if (failed) console.log('page console (last 30 lines):\n  ' + consoleLines.slice(-30).join('\n  '));
    console.log(`offline: ${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  }
}

main().catch((e) => { console.error(e); console.log('offline: 0 passed, 1 failed'); process.exit(1); });
