// The phone-browser test: headless Chromium as a 412x915 touch phone plays the web build by touch.
// For the toy page and every built game: tap into it, make a move by touch, check the state digest
// changed, undo, redo, open the history, reload and check the game resumed; screenshots are saved
// and checked for blank pixels. Usage: node phone.cjs URL SCREENS_DIR FIGURES_JSON
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { PNG } = require('pngjs');

const [baseUrl, screensDir, figuresFile] = process.argv.slice(2);
const phone = { width: 412, height: 915 };
const swipeGames = new Set(['fling', 'decodoku']);
const results = [];  // {name, ok, skipped, detail}
const figures = {};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, fn, timeoutMs = 8000) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    last = await fn();
    if (last) return last;
    await sleep(50);
  }
  throw new Error('timed out waiting for ' + what);
}

const state = (page) => page.evaluate(() => window.pz.state());
const widgets = (page) => page.evaluate(() => window.pz.widgets());

async function findWidget(page, match) {
  const list = await widgets(page);
  return list.find((w) => !w.disabled && (typeof match === 'string' ? w.label === match : match.test(w.label)));
}

async function tap(page, x, y) {
  await page.touchscreen.tap(x, y);
  await sleep(120);  // a few frames: the tap becomes a gesture, then a move
}

async function tapWidget(page, match) {
  const w = await until('a button ' + match, () => findWidget(page, match), 5000);
  await tap(page, w.x + w.w / 2, w.y + w.h / 2);
}

// A quick finger drag as the browser sees it: touchstart, several touchmoves, touchend. The events
// are queued at once (not one round trip each) so a busy page still sees a fast flick, not a slow drag.
async function swipe(page, x0, y0, x1, y1) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const steps = 6, sent = [];
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) }));
  for (let i = 1; i <= steps; ++i)
    sent.push(cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove', touchPoints: point(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps) }));
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  await Promise.all(sent);
  await cdp.detach();
  await sleep(150);
}

// Saves a screenshot and fails if it is blank: one colour nearly everywhere, or too few colours.
async function screenshot(page, name) {
  const file = path.join(screensDir, name + '.png');
  const buf = await page.screenshot({ path: file });
  const png = PNG.sync.read(buf);
  const counts = new Map();
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    const key = (png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2];
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  const samples = png.data.length / (4 * 7);
  const top = Math.max(...counts.values());
  if (counts.size < 8 || top / samples > 0.985)
    throw new Error(`${name}.png looks blank (${counts.size} colours, ${(100 * top / samples).toFixed(1)}% one colour)`);
  return file;
}

// Tries touches on the board until the state digest changes: taps on a grid of points, then
// swipes in the four directions (swipe games try swipes first). Returns the new state.
async function makeMove(page, id, before) {
  const b = before.board;
  const points = [];
  for (let r = 0; r < 5; ++r)
    for (let c = 0; c < 5; ++c) points.push([b.x + b.w * (c + 0.5) / 5, b.y + b.h * (r + 0.5) / 5]);
  const changed = async () => {
    const s = await state(page);
    return s.digest !== before.digest ? s : null;
  };
  const taps = async () => {
    for (const [x, y] of points) {
      await tap(page, x, y);
      let s = await changed();
      if (s) return { s, how: `tap at ${x.toFixed(0)},${y.toFixed(0)}` };
      // A first tap may only select (a word chip picks a slot): a second one may play.
      await tap(page, x, y);
      s = await changed();
      if (s) return { s, how: `two taps at ${x.toFixed(0)},${y.toFixed(0)}` };
      // A tap may only select (a cell awaiting a letter): try an on-screen key if there is one.
      const key = await findWidget(page, /^[A-Z1-9]$/);
      if (key) {
        await tap(page, key.x + key.w / 2, key.y + key.h / 2);
        const s2 = await changed();
        if (s2) return { s: s2, how: `tap at ${x.toFixed(0)},${y.toFixed(0)} then key ${key.label}` };
      }
    }
    return null;
  };
  const swipes = async () => {
    const d = Math.max(60, Math.min(b.w, b.h) * 0.3);
    for (const [x, y] of points)
      for (const [dx, dy, name] of [[d, 0, 'right'], [-d, 0, 'left'], [0, d, 'down'], [0, -d, 'up']]) {
        await swipe(page, x, y, x + dx, y + dy);
        const s = await changed();
        if (s) return { s, how: `swipe ${name} from ${x.toFixed(0)},${y.toFixed(0)}` };
      }
    return null;
  };
  const order = swipeGames.has(id) ? [swipes, taps] : [taps, swipes];
  for (const attempt of order) {
    const r = await attempt();
    if (r) return r;
  }
  throw new Error('no touch on the board changed the game state');
}

async function waitSaved(page) {
  await until('the save to reach IndexedDB', () => page.evaluate(() => window.pz.saved()), 5000);
}

// Frame time on the phone viewport: intervals between animation frames over two seconds, and
// the CPU time of App::step() the page reports.
async function measureFrames(page) {
  const intervals = await page.evaluate(() => new Promise((resolve) => {
    const out = [];
    let last = performance.now();
    const end = last + 2000;
    function tick(now) {
      out.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick); else resolve(out);
    }
    requestAnimationFrame(tick);
  }));
  intervals.sort((a, b) => a - b);
  const mean = intervals.reduce((a, b) => a + b, 0) / intervals.length;
  const s = await state(page);
  return { frame_interval_ms_mean: +mean.toFixed(2), frame_interval_ms_p95: +intervals[Math.floor(intervals.length * 0.95)].toFixed(2),
           step_ms_avg: s.step_ms_avg, step_ms_max: s.step_ms_max };
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await fn();
    if (detail && detail.skipped) {
      results.push({ name, ok: true, skipped: true, detail: detail.skipped });
      console.log(`SKIP ${name}: ${detail.skipped}`);
    } else {
      results.push({ name, ok: true, detail });
      console.log(`ok   ${name} (${Date.now() - t0} ms)${detail ? ': ' + detail : ''}`);
    }
  } catch (e) {
    results.push({ name, ok: false, detail: e.message });
    console.log(`FAIL ${name}: ${e.message}`);
  }
}

async function openPage(context, url, consoleLines) {
  const page = await context.newPage();
  page.on('console', (m) => consoleLines.push(m.text()));
  page.on('pageerror', (e) => consoleLines.push('pageerror: ' + (e.stack || e.message).split('\n').slice(0, 6).join(' | ')));
  await page.goto(url);
  await until('the first frame', () => page.evaluate(() => !!(window.Module && Module.calledRun && window.pz.state().frames > 2)), 30000);
  return page;
}

async function main() {
  fs.mkdirSync(screensDir, { recursive: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pz-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.PZ_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: phone, screen: phone, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  const consoleLines = [];
  try {
    // The shipped page: load time to the title (first load, then a reload with the cache warm).
    let page;
    await check('index.html loads to the title screen', async () => {
      page = await openPage(context, baseUrl + '/index.html', consoleLines);
      const cold = await until('the title', () => page.evaluate(() => window.pzTitleMs), 30000);
      await page.reload();
      const warm = await until('the title after reload', () => page.evaluate(() => window.pzTitleMs), 30000);
      figures.title_ms_first_load = Math.round(cold);
      figures.title_ms_reload = Math.round(warm);
      await until('a few frames', async () => (await state(page)).frames > 5);
      const s = await state(page);
      if (s.scene !== 'title') throw new Error('top scene is ' + s.scene);
      await screenshot(page, 'title');
      return `first load ${figures.title_ms_first_load} ms, reload ${figures.title_ms_reload} ms`;
    });

    // The toy page: the shared play, undo, history and resume paths before any game has a view.
    await check('toy game: tap, swipe, undo, history, resume after reload', async () => {
      const toy = await openPage(context, baseUrl + '/toy.html?toy', consoleLines);
      let s0 = await until('the toy game', async () => { const s = await state(toy); return s.scene === 'play' && s; });
      const board = s0.board;
      await tap(toy, board.x + board.w / 2, board.y + board.h / 2);
      const s1 = await until('a tap to change the state', async () => { const s = await state(toy); return s.digest !== s0.digest && s; });
      await swipe(toy, board.x + board.w * 0.3, board.y + board.h / 2, board.x + board.w * 0.8, board.y + board.h / 2);
      const s2 = await until('a swipe to change the state', async () => { const s = await state(toy); return s.digest !== s1.digest && s; });
      await screenshot(toy, 'toy-play');
      await tapWidget(toy, 'Undo');
      await until('undo to change the state', async () => (await state(toy)).digest !== s2.digest);
      await tapWidget(toy, 'Redo');
      await until('redo to restore the state', async () => (await state(toy)).digest === s2.digest);
      await tapWidget(toy, 'History');
      await until('the history scene', async () => (await state(toy)).scene === 'history');
      await screenshot(toy, 'toy-history');
      await tapWidget(toy, 'Back');
      await until('back in play', async () => (await state(toy)).scene === 'play');
      figures.frame_phone_toy = await measureFrames(toy);
      await waitSaved(toy);
      await toy.reload();
      await until('the first frame after reload', () => toy.evaluate(() => !!(window.pz && Module.calledRun && window.pz.state().frames > 2)), 30000);
      const r = await state(toy);
      if (r.scene !== 'play' || r.digest !== s2.digest) throw new Error(`after reload: scene ${r.scene}, digest ${r.digest}, wanted ${s2.digest}`);
      await screenshot(toy, 'toy-resumed');
      await toy.close();
    });

    // Every game this build contains, from the title screen, by touch.
    const games = await page.evaluate(() => window.pz.games());
    figures.games_built = games.map((g) => g.id);
    const only = process.env.PZ_PHONE_GAMES ? process.env.PZ_PHONE_GAMES.split(',') : null;
    for (const g of games.filter((x) => !only || only.includes(x.id))) {
      await check(`${g.id}: tap in, move by touch, undo, history, resume after reload`, async () => {
        await page.goto(baseUrl + '/index.html');
        await until('the title', () => page.evaluate(() => window.pzTitleMs), 30000);
        await tapWidget(page, g.title);
        await until('the level list', async () => (await state(page)).scene === 'levels');
        // A shipped level first (an endless game may need data only the desktop has).
        let start = null;
        try {
          start = await until('a level button', async () => (await findWidget(page, '1')) || (await findWidget(page, 'New game')), 3000);
        } catch (e) {
          return { skipped: 'no level or endless game to open' };
        }
        await tap(page, start.x + start.w / 2, start.y + start.h / 2);
        let s0;
        try {
          s0 = await until('the game to open', async () => { const s = await state(page); return s.scene === 'play' && s.digest && s; }, 4000);
        } catch (e) {
          return { skipped: 'the game did not open (no board view yet?)' };
        }
        await sleep(300);
        s0 = await state(page);
        const { s: s1, how } = await makeMove(page, g.id, s0);
        await screenshot(page, `${g.id}-move`);
        await tapWidget(page, 'Undo');
        await until('undo to change the state', async () => (await state(page)).digest !== s1.digest);
        await tapWidget(page, 'Redo');
        await until('redo to restore the state', async () => (await state(page)).digest === s1.digest);
        await tapWidget(page, 'History');
        await until('the history scene', async () => (await state(page)).scene === 'history');
        await screenshot(page, `${g.id}-history`);
        await tapWidget(page, 'Back');
        await until('back in play', async () => (await state(page)).scene === 'play');
        figures['frame_phone_' + g.id] = await measureFrames(page);
        await waitSaved(page);
        await page.reload();
        await until('the title after reload', () => page.evaluate(() => window.pzTitleMs), 30000);
        await tapWidget(page, 'Continue ' + g.title);
        const r = await until('the resumed game', async () => { const s = await state(page); return s.scene === 'play' && s; });
        if (r.digest !== s1.digest) throw new Error(`resumed digest ${r.digest}, wanted ${s1.digest}`);
        await screenshot(page, `${g.id}-resumed`);
        return 'move: ' + how;
      });
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const errors = consoleLines.filter((l) => /pageerror|Aborted|exception/i.test(l));
  if (errors.length) results.push({ name: 'no page errors', ok: false, detail: errors.slice(0, 5).join(' | ') });
  if (figuresFile) fs.writeFileSync(figuresFile, JSON.stringify(figures, null, 2) + '\n');
  const passed = results.filter((r) => r.ok).length, failed = results.length - passed;
  if (failed) console.log('page console (last 30 lines):\n  ' + consoleLines.slice(-30).join('\n  '));
  console.log(JSON.stringify(figures));
  console.log(`phone: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => { console.error(e); console.log('phone: 0 passed, 1 failed'); process.exit(1); });
