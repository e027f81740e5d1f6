// The phone-browser test: headless Chromium as a 412x915 touch phone plays the web build by touch.
// One page for everything: load the title (timed), then for every built game tap into it from the
// title, make a move by touch, check the state digest changed, undo, redo, open the history and go
// back to the title; then one reload, and each game must resume where it was (the title's big
// Continue, or its card and its menu's Continue).
// Last, in a second browser profile, two tabs of the page (an older and a newer) must not wipe each
// other's saves, and the older must stop writing once the newer opens (tabsTest). Around the game
// (phoneAppTests): a still page runs no loop at all, the first tap starts the sound, the phone's
// Back steps back through the app's screens, and nothing sits under a notch or the home strip.
// Screenshots are saved and checked for blank pixels. Usage: node phone.cjs URL SCREENS_DIR FIGURES_JSON
// Environment: PZ_PHONE_GAMES=a,b limits the games; PZ_WEB_TOY=1 also plays toy.html (the default
// when the build has no game); PZ_PHONE_FINGERS=1 runs only the finger tests (lists, zoom);
// PZ_PHONE_WIN=1 adds the frame figures of each game's win, the screen fade and the browser's own
// floor; PZ_PHONE_DPR=2 makes the phone 2 pixels a point (default 2.625, a Pixel 7).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { PNG } = require('pngjs');

const [baseUrl, screensDir, figuresFile] = process.argv.slice(2);
const phone = { width: 412, height: 915 };
// A Pixel 7's pixel ratio unless PZ_PHONE_DPR says otherwise (the frame figures are also worth
// having at 2, the most common ratio, where SwiftShader can show a whole canvas 60 times a second).
const phoneDpr = +(process.env.PZ_PHONE_DPR || 2.625);
// How each game is played comes from the page (pz.games(), from the registry): `input` ("tap" or
// "swipe": the board view's main input), `undo_preset` (the first endless preset whose puzzles
// allow undo; Decodoku's Normal mode refuses it by design, so the test starts from Practice) and
// `needs_data` (its endless puzzles read a preloaded data file: a new endless game must open).
// The endless preset a game is started from, by name, when its first level cannot test undo.
const startPreset = (g) => (g.undo_preset > 0 ? g.presets[g.undo_preset] : null);
const results = [];  // {name, ok, skipped, detail}
const figures = {};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Polls fn until it returns something truthy. Timeouts are generous: the page may draw only a few
// frames a second on a loaded machine, and a pass never waits for them.
async function until(what, fn, timeoutMs = 20000) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    last = await fn();
    if (last) return last;
    await sleep(40);
  }
  throw new Error('timed out waiting for ' + what);
}

// The page's state; before the runtime is up (a page just loading) an empty one.
const state = (page) => page.evaluate(() => (window.Module && Module.calledRun ? window.pz.state() : { scene: '', frames: 0 }));
const widgets = (page) => page.evaluate(() => window.pz.widgets());

// Waits until a game is open and settled into play: returns its state.
const gameOpens = (page, what, timeoutMs = 20000) =>
  until(what, async () => { const s = await state(page); return s.scene === 'play' && s.digest && s; }, timeoutMs);

// Waits (inside the page, one round trip) until it has run n more frames, or has gone still (its
// loop asleep: nothing more will change without input), and returns the state then: input reaches
// the game within a frame or two, so this follows the machine's speed instead of sleeping for a
// fixed time. At least one animation frame passes first (the browser delivers media and resize
// changes, which wake the game, at a frame).
function frames(page, n = 3) {
  return page.evaluate((n) => new Promise((resolve) => {
    const f0 = window.pz.state().frames;
    const poll = () => {
      const s = window.pz.state();
      if (s.frames >= f0 + n || s.asleep) resolve(s); else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }), n);
}

async function findWidget(page, match) {
  const list = await widgets(page);
  // An icon button's label is its hidden id ("##Undo"); a card's is "Name##card": the word shown.
  const shown = (l) => {
    const at = l.indexOf('##');
    return at < 0 ? l : at > 0 ? l.slice(0, at) : l.slice(2);
  };
  return list.find((w) => !w.disabled && (typeof match === 'string' ? shown(w.label) === match : match.test(shown(w.label))));
}

// The title's big Continue of game g: "Continue <game>", its puzzle's name and clock on a second
// line (the page's widget list joins the lines with a space).
function continueLabel(g) {
  return new RegExp('^Continue ' + g.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '(\\s|$)');
}

// Opens g's unfinished game from the title as a player would: the big Continue when it is g's (the
// game saved last), else g's card, then the Continue its menu leads with.
// Says which way it went.
async function resumeFromTitle(page, g) {
  if (await findWidget(page, continueLabel(g))) {
    await tapWidget(page, continueLabel(g));
    return "the title's Continue";
  }
  await tapWidget(page, g.title);
  await sceneIs(page, 'levels');
  await tapWidget(page, /^Continue/);
  return "its card, then its menu's Continue";
}

// A tap; returns the state a few frames later. A board reads the tap in the frame that sees it; an
// ImGui button fires a frame later (down, then up) and a scene it opens appears the frame after.
async function tap(page, x, y, settle = 3) {
  await page.touchscreen.tap(x, y);
  return frames(page, settle);
}

// Taps an ImGui widget by its label; two frames see the click (down, then up). Whatever the
// click opens is waited for by the caller.
// What the page shows, for a failure's message: its scene, buttons and state.
async function explain(page) {
  const s = await state(page), list = await widgets(page);
  const buttons = list.map((x) => `${x.label}${x.disabled ? ' (off)' : ''} @${x.x.toFixed(0)},${x.y.toFixed(0)}`).join(', ');
  return ` (scene ${s.scene}, moves ${s.moves}; buttons: ${buttons}; state ${JSON.stringify(s).slice(0, 300)})`;
}

async function tapWidget(page, match, timeoutMs = 20000) {
  let w;
  try {
    // Where it is drawn twice in a row, two frames apart: a card that grows as it opens (More...)
    // moves its buttons in the frame after, and a tap at the old place would press another.
    w = await until('a button ' + match, async () => {
      const a = await findWidget(page, match);
      if (!a) return null;
      await frames(page, 2);
      const b = await findWidget(page, match);
      return b && b.x === a.x && b.y === a.y && b.w === a.w && b.h === a.h && b;
    }, timeoutMs);
  } catch (e) {
    throw new Error(e.message + (await explain(page)));
  }
  return tap(page, w.x + w.w / 2, w.y + w.h / 2, 2);
}

async function sceneIs(page, name) {
  try {
    return await until(`the ${name} scene`, async () => {
      const s = await state(page);
      // A newcomer's first open of a game shows its guided first puzzle (issue 29): these tests
      // are about the menu, so they skip it as a player may.
      if (name === 'levels' && s.scene === 'guide') await tapWidget(page, 'Skip');
      return s.scene === name && s;
    });
  } catch (e) {
    throw new Error(e.message + (await explain(page)));
  }
}

// A quick finger drag as the browser sees it: touchstart, several touchmoves, touchend. The events
// are queued at once (not one round trip each) so a busy page still sees a fast flick, not a slow drag.
const cdpSessions = new WeakMap();
async function swipe(page, x0, y0, x1, y1) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  const cdp = cdpSessions.get(page);
  const point = (x, y) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const steps = 6, sent = [];
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) }));
  for (let i = 1; i <= steps; ++i)
    sent.push(cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove', touchPoints: point(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps) }));
  sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
  await Promise.all(sent);
  return frames(page, 3);
}

// Saves a screenshot and fails if it is blank: one colour nearly everywhere, or too few colours.
async function screenshot(page, name) {
  const file = path.join(screensDir, name + '.png');
  const buf = await page.screenshot({ path: file, scale: 'css' });  // 412x915: enough to judge, 7x fewer pixels
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

// Where pieces probably are: the centres of the strongly coloured spots on the board (balls,
// number tiles), biggest first, from a screenshot of the board area. Boards are drawn in muted
// greys and blues (a channel spread under 40), pieces in colour: Fling!'s creatures are a warm
// tan, about 75 between their channels, which the old bar of 90 missed, so Fling!'s swipes only
// found a ball when a point of the board's middle happened to be on one.
async function colouredSpots(page, b) {
  const png = PNG.sync.read(await page.screenshot({ clip: { x: b.x, y: b.y, width: b.w, height: b.h }, scale: 'css' }));
  const cell = 12, spots = new Map();
  for (let y = 0; y < png.height; y += 3)
    for (let x = 0; x < png.width; x += 3) {
      const i = 4 * (y * png.width + x), d = png.data;
      if (Math.max(d[i], d[i + 1], d[i + 2]) - Math.min(d[i], d[i + 1], d[i + 2]) < 60) continue;
      const key = Math.floor(y / cell) * 10000 + Math.floor(x / cell);
      const spot = spots.get(key) || { n: 0, x: 0, y: 0 };
      spot.n++; spot.x += x; spot.y += y;
      spots.set(key, spot);
    }
  return [...spots.values()].filter((s) => s.n >= 6).sort((a, c) => c.n - a.n)
    .map((s) => [b.x + (s.x / s.n) * b.w / png.width, b.y + (s.y / s.n) * b.h / png.height]);
}

// Tries touches on the board until the state digest changes: taps on a grid of points, then
// swipes in the four directions (swipe games try swipes first). Taps go row by row over the whole
// area first (a fill-in crossword's grid is above its word list and keys: a tap selects a slot
// there, a later tap on a word or key below plays), then over the board's middle square (most
// boards are square and centred in a tall area); swipes start on coloured spots (pieces) first.
// Returns the new state and how it was made.
async function makeMove(page, g, before) {
  const b = before.board;
  const side = Math.min(b.w, b.h);
  const grid = (x0, y0, w, h) => {
    const out = [];
    for (let r = 0; r < 5; ++r)
      for (let c = 0; c < 5; ++c) out.push([x0 + w * (c + 0.5) / 5, y0 + h * (r + 0.5) / 5]);
    return out;
  };
  const whole = grid(b.x, b.y, b.w, b.h), middle = grid(b.x + (b.w - side) / 2, b.y + (b.h - side) / 2, side, side);
  const moved = (s) => (s.digest !== before.digest ? s : null);
  const taps = async () => {
    for (const [x, y] of [...whole, ...middle]) {
      let s = moved(await tap(page, x, y, 2));
      if (s) return { s, how: `tap at ${x.toFixed(0)},${y.toFixed(0)}`, again: () => tap(page, x, y, 2) };
      // A tap may only select (a cell awaiting a letter): try an on-screen ImGui key if there is one.
      const key = await findWidget(page, /^[A-Z1-9]$/);
      if (key) {
        s = moved(await tap(page, key.x + key.w / 2, key.y + key.h / 2, 2));
        if (s) return { s, how: `tap at ${x.toFixed(0)},${y.toFixed(0)} then key ${key.label}`,
                        again: async () => { await tap(page, x, y, 2); return tap(page, key.x + key.w / 2, key.y + key.h / 2, 2); } };
      }
    }
    return null;
  };
  const swipes = async () => {
    const d = Math.max(60, side * 0.3);
    for (const [x, y] of [...(await colouredSpots(page, b)).slice(0, 12), ...middle])
      for (const [dx, dy, name] of [[0, d, 'down'], [0, -d, 'up'], [d, 0, 'right'], [-d, 0, 'left']]) {
        const s = moved(await swipe(page, x, y, x + dx, y + dy));
        if (s) return { s, how: `swipe ${name} from ${x.toFixed(0)},${y.toFixed(0)}`, again: () => swipe(page, x, y, x + dx, y + dy) };
      }
    return null;
  };
  const order = g.input === 'swipe' ? [swipes, taps] : [taps, swipes];
  for (const attempt of order) {
    const r = await attempt();
    if (r) return r;
  }
  throw new Error('no touch on the board changed the game state');
}

// The browser's animation frames while `action` plays out (issue 28's figures, not an assertion):
// from the first frame the app draws after the action until it draws none for 300 ms, the
// intervals between the frames it drew (requestAnimationFrame times). Returns {frames,
// mean_ms, max_ms, over_20ms}: at 60 Hz a frame is 16.7 ms, one over 20 ms is a dropped frame.
// A gap across which the app's loop slept is no dropped frame but a still spell the app chose
// (the clock's next second, a Fling! ball's blink a little after the animation's end): it is
// left out. The app goes to sleep at the end of the step that drew the frame before such a gap,
// so that frame's state already says so (asleep, or one more sleep).
async function rafDuring(page, action) {
  await page.evaluate(() => {
    const now = () => JSON.parse(Module.UTF8ToString(Module._pz_web_state()));
    // ticks: the animation frames the browser gave since the last frame drawn (1: none passed over).
    const r = window.pzRaf = { on: true, times: [], slept: [], long: [], ticks: [] };
    let ticks = 0;
    // Main-thread tasks of 50 ms or more while it plays: tells a stall of the page's own thread
    // from one of the browser's drawing (a gap with no long task).
    try {
      r.observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) r.long.push([+e.startTime.toFixed(1), +e.duration.toFixed(1)]);
      });
      r.observer.observe({ type: 'longtask' });
    } catch (e) { /* no long-task timing in this browser */ }
    let last = now();
    const tick = (t) => {
      if (!r.on) return;
      const s = now();
      ++ticks;
      if (s.drawn !== last.drawn) { r.times.push(t); r.slept.push(s.asleep || s.sleeps !== last.sleeps); r.ticks.push(ticks); ticks = 0; last = s; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  await still(page);
  const { times, slept, long, ticks } = await page.evaluate(() => {
    const r = window.pzRaf;
    r.on = false;
    if (r.observer) r.observer.disconnect();
    return { times: r.times, slept: r.slept, long: r.long, ticks: r.ticks };
  });
  const s = await state(page);  // the app's own time a loop step (its last 120), to tell its cost from the browser's
  // Long tasks as [ms after the first frame, ms long].
  const first = times.length ? times[0] : 0;
  const long_tasks = long.map(([at, ms]) => [+(at - first).toFixed(1), ms]);
  const gaps = frameGaps(times, slept);
  for (const l of gaps.late) l.push(ticks[l[0]]);  // and how many animation frames the browser gave in it
  return { ...gaps, long_tasks, step_ms_avg: s.step_ms_avg, step_ms_max: s.step_ms_max };
}
// Frame times (ms) as figures: how many, and the mean and longest gap between them and how many
// gaps were over 20 ms (at 60 Hz a frame is 16.7 ms). Left out: gaps of 300 ms or more (a still
// spell), and those after a frame marked in `slept` (the app slept once it had drawn it).
function frameGaps(times, slept = []) {
  const gaps = times.slice(1).map((t, i) => t - times[i]).filter((d, i) => d < 300 && !slept[i]);
  const mean = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0;
  // Where the long gaps fell: [the frame after it (1 = the second frame drawn), its ms, ms from the first frame to its start].
  const late = [];
  times.slice(1).forEach((t, i) => {
    if (t - times[i] > 20 && t - times[i] < 300 && !slept[i]) late.push([i + 1, +(t - times[i]).toFixed(1), +(times[i] - times[0]).toFixed(1)]);
  });
  return { frames: times.length, mean_ms: +mean.toFixed(2), max_ms: +(gaps.length ? Math.max(...gaps) : 0).toFixed(2),
           over_20ms: gaps.filter((d) => d > 20).length, late };
}
// What the browser itself manages, as a yardstick for rafDuring's figures: a blank page with one
// WebGL canvas of the phone's whole size in device pixels (as the game's), kept as drawn
// (preserveDrawingBuffer, as pre.js asks), where each frame clears a 100 px square: two seconds
// of frames. No page of this size draws faster in this browser.
async function rafFloor(context) {
  const p = await context.newPage();
  try {
    await p.setContent('<meta name="viewport" content="width=device-width,initial-scale=1">' +
                       '<body style="margin:0"><canvas style="display:block;width:100vw;height:100vh"></canvas></body>');
    const drawn = await p.evaluate(() => new Promise((resolve) => {
      const c = document.querySelector('canvas');
      c.width = Math.round(innerWidth * devicePixelRatio);
      c.height = Math.round(innerHeight * devicePixelRatio);
      const gl = c.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false, alpha: false });
      gl.enable(gl.SCISSOR_TEST);
      const times = [];
      const tick = (now) => {
        const i = times.push(now);
        gl.scissor((i * 7) % (c.width - 100), c.height / 3, 100, 100);
        gl.clearColor((i % 10) / 10, 0.5, 0.2, 1);
        gl.clear(gl.COLOR_BUFFER_BIT);
        if (now - times[0] < 2000) requestAnimationFrame(tick);
        else resolve({ times, canvas: c.width + 'x' + c.height });
      };
      requestAnimationFrame(tick);
    }));
    return { ...frameGaps(drawn.times), canvas: drawn.canvas };
  } finally {
    await p.close();
  }
}
const rafLine = (r) => `${r.frames} frames, mean ${r.mean_ms} ms, max ${r.max_ms} ms, ${r.over_20ms} over 20 ms` +
  (r.step_ms_avg !== undefined ? `; the app's steps ${r.step_ms_avg} ms, at most ${r.step_ms_max}` : '');

// Waits until the page stops drawing (its animations are over and the buttons where they stay):
// no frame drawn for 300 ms.
async function still(page) {
  let drawn = -1, since = Date.now();
  await until('the page to stop drawing', async () => {
    const s = await state(page);
    if (s.drawn !== drawn) [drawn, since] = [s.drawn, Date.now()];
    return Date.now() - since >= 300;
  });
}

async function waitSaved(page) {
  await until('the save to reach IndexedDB', () => page.evaluate(() => window.pz.saved()), 10000);
}

// Frame time on the phone viewport: intervals between animation frames over a second, and the
// CPU time of App::step() the page reports (its last 120 frames).
async function measureFrames(page) {
  const intervals = await page.evaluate(() => new Promise((resolve) => {
    const out = [];
    let last = performance.now();
    const end = last + 1000;
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

// A named check of a browser test: runs fn, records {name, ok, skipped, detail} in `results` and
// prints one line; fn may return a detail string or {skipped: reason}. Shared by every script here.
function checker(results) {
  return async function check(name, fn) {
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
      return true;
    } catch (e) {
      results.push({ name, ok: false, detail: e.message });
      console.log(`FAIL ${name} (${Date.now() - t0} ms): ${e.message}`);
      return false;
    }
  };
}
const check = checker(results);

function watch(page, consoleLines) {
  page.on('console', (m) => consoleLines.push(m.text()));
  page.on('pageerror', (e) => consoleLines.push('pageerror: ' + (e.stack || e.message).split('\n').slice(0, 6).join(' | ')));
}

// Loads (or reloads) a page and waits for its title screen; returns the page's load-to-title time.
async function loadToTitle(page, url) {
  if (url) await page.goto(url); else await page.reload();
  return until('the title', () => page.evaluate(() => window.pz && window.pzTitleMs), 60000);
}

// Ten (or `ms`) seconds of a still page: frames drawn, loop iterations (steps) and the main
// thread's busy time (CDP's TaskDuration) per second.
async function idleFor(page, ms) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  const cdp = cdpSessions.get(page);
  await cdp.send('Performance.enable');
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const s0 = await state(page), t0 = await task();
  await sleep(ms);
  const s1 = await state(page), t1 = await task();
  return { drawn: s1.drawn - s0.drawn, iterations: s1.frames - s0.frames, ms_per_s: Math.round(((t1 - t0) * 1000 * 1000) / ms) / 1000 };
}

// The phone app around the game (issues 27, 28): after the still title, the first tap starts the
// page's sound and still works at once; a still game wakes only for its clock; the phone's Back
// steps back through the app's screens (a game to its menu, the menu to the title) instead of
// leaving the site; and with a notch and a home indicator no button sits under either.
async function phoneAppTests(page, games) {
  const g = games.find((x) => x.id === 'bitflipper') || games[0];
  if (!g) return;
  await check('the first tap after a still title works at once and starts the sound', async () => {
    const s0 = await state(page);
    if (s0.scene !== 'title') throw new Error('not on the title: ' + s0.scene);
    if (!s0.asleep) throw new Error('the still title\'s loop is not asleep');
    // A phone keeps the page's sound suspended until a gesture and refuses a resume outside one
    // (headless Chromium lets it run): the test makes the context behave so, without touching
    // what the app wants (the app may wake and sleep meanwhile: its clock, its own idle suspend).
    const before = await page.evaluate(async () => {
      const ctx = Module.SDL2.audioContext, resume = ctx.resume.bind(ctx);
      const gestures = ['pointerup', 'touchend', 'mousedown', 'keydown', 'click'];
      ctx.resume = () => (window.event && gestures.includes(window.event.type) ? resume() : new Promise(() => {}));
      Module.pzAudioStarted = false;
      await ctx.suspend();
      return ctx.state;
    });
    if (before !== 'suspended') throw new Error('the sound could not be suspended: ' + before);
    try {
      const w = await until('the game\'s card', () => findWidget(page, g.title));
      const t0 = Date.now();
      await page.touchscreen.tap(w.x + w.w / 2, w.y + w.h / 2);
      await sceneIs(page, 'levels');
      figures.wake_tap_to_scene_ms = Date.now() - t0;
      const s = await until('the page\'s sound to start', async () => { const s = await state(page); return s.audio_started && s; }, 5000);
      await page.goBack();  // and the phone's Back returns to the title
      await sceneIs(page, 'title');
      return `tap to the next screen ${figures.wake_tap_to_scene_ms} ms; audio ${before} before the tap, started after it (now ${s.audio})`;
    } finally {
      await page.evaluate(() => { delete Module.SDL2.audioContext.resume; });
    }
  });
  // The app wakes and goes still again before its resume has settled (a timer's frame): the
  // suspend it asks on going still must not be lost, or the sound runs while nothing plays.
  await check('a still app\'s sound is suspended even when it went still while resuming', async () => {
    await until('the title to go still', async () => (await state(page)).asleep, 30000);
    const end = await page.evaluate(async () => {
      const ctx = Module.SDL2.audioContext;
      Module.pzAudioIdle(false);
      Module.pzAudioIdle(true);
      for (let i = 0; i < 50 && ctx.state !== 'suspended'; ++i) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));  // and stays so once every step has settled
      return ctx.state;
    });
    if (end !== 'suspended') throw new Error('the sound is ' + end + ' while the app is still');
    return 'suspended';
  });
  await check(`${g.id}: a still game wakes only for its clock, and a tap still works at once`, async () => {
    await openFirstLevel(page, g);
    await still(page);
    await sleep(1500);
    const r = await idleFor(page, 10000);
    figures.idle_play_frames_drawn_10s = r.drawn;
    figures.idle_play_loop_iterations_10s = r.iterations;
    figures.idle_play_main_thread_ms_per_s = r.ms_per_s;
    if (r.iterations > 12) throw new Error(`the loop ran ${r.iterations} times in 10 still seconds (a clock needs 10)`);
    const t0 = Date.now();
    await tapWidget(page, 'Menu');
    await sceneIs(page, 'pause');
    figures.wake_play_tap_to_pause_ms = Date.now() - t0;
    return `${r.iterations} loop iterations and ${r.drawn} frames in 10 s, main thread ${r.ms_per_s} ms a second; ` +
           `a tap on Menu paused in ${figures.wake_play_tap_to_pause_ms} ms`;
  });
  await check(`${g.id}: the phone's Back leaves a game for its menu, then the title, never the site`, async () => {
    if ((await state(page)).scene !== 'pause') throw new Error('not paused: ' + (await state(page)).scene);
    await page.goBack();  // closes the pause sheet, as the app's Back does
    await sceneIs(page, 'play');
    await page.goBack();
    await sceneIs(page, 'levels');
    if (!page.url().includes('index.html')) throw new Error('left the site: ' + page.url());
    await page.goBack();
    await sceneIs(page, 'title');
    // Back on the title by the app's own button: the entry is gone, a Back would leave the site.
    await tapWidget(page, g.title);
    await sceneIs(page, 'levels');
    await tapWidget(page, 'Back');
    await sceneIs(page, 'title');
    await until('the history entry to be taken back', () => page.evaluate(() => !(history.state && history.state.pz)), 5000);
    return 'pause -> play -> menu -> title by Back; the title\'s own entry is the page\'s';
  });
  await safeAreaTest(page, g);
}

// An iPhone's insets (47 px notch, 34 px home indicator): the canvas sits inside them, and every
// button of the title and of a game in play is inside the safe area.
async function safeAreaTest(page, g) {
  await check('no button under the notch or the home indicator', async () => {
    if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
    const cdp = cdpSessions.get(page);
    const insets = { top: 47, bottom: 34, left: 0, right: 0 };
    try {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
    } catch (e) {
      return { skipped: 'this Chromium cannot emulate safe-area insets' };
    }
    const inside = async (where) => {
      const vp = page.viewportSize();
      const at = await page.evaluate(() => { const r = Module.canvas.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
      if (Math.abs(at.top - insets.top) > 1 || Math.abs(at.bottom - (vp.height - insets.bottom)) > 1)
        throw new Error(`${where}: the canvas spans ${at.top}..${at.bottom}, wanted ${insets.top}..${vp.height - insets.bottom}`);
      const list = await until(`${where}: buttons`, async () => { const l = await widgets(page); return l.length && l; });
      const out = list.filter((w) => w.y < insets.top - 0.5 || w.y + w.h > vp.height - insets.bottom + 0.5);
      if (out.length) throw new Error(`${where}: outside the safe area: ${out.map((w) => `${w.label} ${w.y.toFixed(0)}..${(w.y + w.h).toFixed(0)}`).join(', ')}`);
    };
    try {
      await until('the game to fit the safe area', async () => { await frames(page, 3); return (await state(page)).scene === 'title' && (await page.evaluate(() => Module.canvas.getBoundingClientRect().top)) > 1; });
      await still(page);
      await inside('title');
      await screenshot(page, 'title-notch');
      await openFirstLevel(page, g);
      await still(page);
      await inside('play');
      await screenshot(page, `${g.id}-notch`);
      await quitToTitle(page);
    } finally {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} }).catch(() => {});
      await frames(page, 3);
    }
    return `insets ${insets.top} px at the top, ${insets.bottom} px at the bottom: the title and a game in play fit inside`;
  });
}

// From the play scene back to the title: Menu, "Quit to menu" (saves and closes the game), and
// Back from the level list if the game was opened from there.
async function quitToTitle(page) {
  await tapWidget(page, 'Menu');
  // A finished game's end bar has a Menu of its own that leaves at once; the pause menu asks.
  const quit = await until('the pause menu or the game closed', async () =>
    (await findWidget(page, 'Quit to menu')) || (['levels', 'title'].includes((await state(page)).scene) ? 'closed' : null));
  if (quit !== 'closed') await tapWidget(page, 'Quit to menu');  // once the sheet has come to rest
  await until('the game to close', async () => (await state(page)).scene !== 'play' ? true : null);
  if ((await state(page)).scene === 'levels') await tapBack(page);
  await sceneIs(page, 'title');
}

// A page's Back at its top: a game's menu left scrolled down (to its endless sizes) is dragged
// back down by a finger until its Back shows, as a player would, then Back is tapped.
async function tapBack(page) {
  const vp = page.viewportSize();
  for (let n = 0; n < 60; ++n) {
    const w = await findWidget(page, 'Back');
    if (w && w.y >= 0) break;
    const drawn0 = (await state(page)).drawn;
    await fingers(page, [[vp.width / 2, vp.height * 0.25]], 0, vp.height * 0.5, { steps: 12, stepMs: 25, hold: 150 });
    await rest(page, drawn0);
  }
  await tapWidget(page, 'Back');
}

// From play just after a move that gave `after`: Undo changes the state, Redo brings `after`
// back, History opens (screenshot `historyShot`, when given) and Back returns to play.
async function undoRedoHistory(page, after, historyShot) {
  await tapWidget(page, 'Undo');
  try {
    await until('undo to change the state', async () => (await state(page)).digest !== after.digest);
  } catch (e) {
    throw new Error(e.message + (await explain(page)));
  }
  await tapWidget(page, 'Redo');
  await until('redo to restore the state', async () => (await state(page)).digest === after.digest);
  // History is in the Menu sheet; Replay under More... on the end card when the move lost the
  // game (a Fling! board left stuck).
  await new Promise((r) => setTimeout(r, 1200));  // a finished game's card comes after its moment
  if (await findWidget(page, /^More/)) await tapWidget(page, /^More/);
  else await tapWidget(page, 'Menu');
  await tapWidget(page, /^(History|Replay)$/);
  await sceneIs(page, 'history');
  if (historyShot) await screenshot(page, historyShot);
  await tapWidget(page, 'Back');
  if ((await state(page)).scene === 'pause') await tapWidget(page, 'Resume');
  await sceneIs(page, 'play');
}

// The toy page: the shared play, undo, history and resume paths with a trivial game.
async function toyTest(context, consoleLines) {
  await check('toy game: tap, swipe, undo, history, resume after reload', async () => {
    const toy = await context.newPage();
    watch(toy, consoleLines);
    await toy.goto(baseUrl + '/toy.html?toy');
    const s0 = await sceneIs(toy, 'play');
    const board = s0.board;
    await tap(toy, board.x + board.w / 2, board.y + board.h / 2);
    const s1 = await until('a tap to change the state', async () => { const s = await state(toy); return s.digest !== s0.digest && s; });
    await swipe(toy, board.x + board.w * 0.3, board.y + board.h / 2, board.x + board.w * 0.8, board.y + board.h / 2);
    const s2 = await until('a swipe to change the state', async () => { const s = await state(toy); return s.digest !== s1.digest && s; });
    await screenshot(toy, 'toy-play');
    await undoRedoHistory(toy, s2);
    await waitSaved(toy);
    await toy.reload();
    const r = await sceneIs(toy, 'play');
    if (r.digest !== s2.digest) throw new Error(`after reload: digest ${r.digest}, wanted ${s2.digest}`);
    await toy.close();
  });
}

// From the title into the game's first level (or a new endless game, in the preset the test
// starts from); returns the state once the game is open and settled.
async function openFirstLevel(page, g) {
  await tapWidget(page, g.title);
  await sceneIs(page, 'levels');
  const preset = startPreset(g);
  if (preset) {
    // Pick the endless preset by touch (each preset is a button of its own), then start a new game.
    await scrollTo(page, preset);
    await tapWidget(page, preset);
    await scrollTo(page, 'New game');
    await tapWidget(page, 'New game');
  } else {
    // A new endless game: below the journey's Play, the daily and the level tiles in a game with packs.
    await scrollTo(page, 'New game');
    const start = await until('a New game button', () => findWidget(page, 'New game'));
    await tap(page, start.x + start.w / 2, start.y + start.h / 2);
  }
  await gameOpens(page, 'the game to open');
  await frames(page, 5);  // any opening animation settles
  return state(page);
}

// One game, from the title and back: returns what the resume check needs.
async function playGame(page, g) {
  if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
  const s0 = await openFirstLevel(page, g);
  const { s: s1, how, again } = await makeMove(page, g, s0);
  await still(page);  // a move that ends the game brings the end bar only once it has played out
  await screenshot(page, `${g.id}-move`);
  await undoRedoHistory(page, s1, `${g.id}-history`);
  // The move's animation in frames: taken back, then made again by the same touch.
  await tapWidget(page, 'Undo');
  await until('undo to take the move back', async () => (await state(page)).digest !== s1.digest);
  await still(page);
  figures['raf_move_' + g.id] = await rafDuring(page, again);
  const s2 = await state(page);
  await quitToTitle(page);
  return { digest: s2.digest, how: `${how}; its animation: ${rafLine(figures['raf_move_' + g.id])}` };
}

// Issue 28's win figures: a new game played to its end by the hint button's steps (Hint, Why?,
// Show, Play it), as a stuck player would; the animation frames of its last move, the win it sets
// off and the end card's entrance (rafDuring). Decodoku, a survival game, has no win. Run with
// PZ_PHONE_WIN=1.
async function rafWin(page, g, onEndCard, id) {
  if (id) {  // a given puzzle, opened as a link opens it
    await page.goto(baseUrl + '/index.html?id=' + encodeURIComponent(id));
    await until('the puzzle ' + id, async () => { const s = await state(page); return s.scene === 'play' && s.game === g.id && s.frame && s; }, 60000);
  } else {
    if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
    await openFirstLevel(page, g);
  }
  let last = null;
  let missed = 0;
  for (let taps = 0; taps < 400 && !(await findWidget(page, 'Share')); ++taps) {
    if (await findWidget(page, 'Play it')) {
      last = await rafDuring(page, () => tapWidget(page, 'Play it'));
      continue;
    }
    let step = null;
    for (const label of ['Show', 'Why?', 'Hint']) if (!step && (await findWidget(page, label))) step = label;
    if (!step && ++missed <= 3) {  // looked between two frames of the bar changing (a loaded machine): once it is still, again
      await still(page);
      continue;
    }
    if (!step) throw new Error('no hint step to press' + (await explain(page)));
    try {
      await tapWidget(page, step);
      // The bar changes a frame or two after the tap (Hint becomes Why?): look again only then,
      // or the next round picks the old button and waits for it in vain.
      await still(page);
    } catch (e) {  // the step's button was gone by the time it was tapped (once, Show became Play it): look again
      if (++missed > 3) throw e;
      await still(page);
    }
  }
  if (!last || !(await findWidget(page, 'Share'))) throw new Error('the hints did not finish the game' + (await explain(page)));
  await screenshot(page, `${g.id}-won`);
  if (onEndCard) await onEndCard();
  await quitToTitle(page);
  return last;
}

// The result card (issue 28), a square PNG, from a won game's Share sheet: offered to the share
// sheet where the browser shares files (pre.js keeps it as Module.pzShared), else downloaded.
async function shareImage(page) {
  await tapWidget(page, 'Share');
  await sceneIs(page, 'share');
  await page.evaluate(() => { Module.pzShared = null; });
  const downloaded = page.waitForEvent('download', { timeout: 10000 }).catch(() => null);
  await tapWidget(page, 'Share image');
  const shared = await page.waitForFunction(() => Module.pzShared, null, { timeout: 3000 }).then(() => true).catch(() => false);
  let png, how;
  if (shared) {
    png = Buffer.from(await page.evaluate(async () => Array.from(new Uint8Array(await Module.pzShared.arrayBuffer()))));
    how = 'offered to the share sheet';
    await downloaded;  // a share the browser refused is downloaded instead
  } else {
    const card = await downloaded;
    if (!card) throw new Error('Share image neither offered the card to the share sheet nor downloaded it' + (await explain(page)));
    png = fs.readFileSync(await card.path());
    how = 'downloaded';
  }
  if (png.subarray(1, 4).toString('latin1') !== 'PNG' || png.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('the ' + how + ' image is not a PNG');
  const side = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (side[0] !== side[1] || side[0] < 512) throw new Error('the ' + how + ' image is ' + side.join('x') + ', not a square card');
  await screenshot(page, 'share-image');
  await tapWidget(page, 'Close');
  return how + ', ' + side.join('x');
}

// A browser with a fresh profile (its own, empty IndexedDB) as the test phone; close() also
// removes the profile.
async function launchPhone(size = phone) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pz-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.PZ_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    // SwiftShader draws WebGL in software; without GPU compositing the page draws about 1.4x faster.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-gpu-compositing',
           '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: size, screen: size, deviceScaleFactor: phoneDpr, isMobile: true, hasTouch: true,
    // Playwright emulates a light scheme unless told: the game's Theme "System" would follow it, and
    // colouredSpots looks for the dark theme's saturated pieces. The theme check switches it live.
    colorScheme: 'dark',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  return { context, close: async () => { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); } };
}

// The player's files as a page sees them (its in-memory copy of IndexedDB).
const savedGames = (page) => page.evaluate(() => {
  try { return FS.readdir('/data/saves').filter((g) => !g.startsWith('.')).flatMap((g) => { try { return FS.readdir('/data/saves/' + g).filter((n) => n.endsWith('.pzr')).map((n) => g + '/' + n); } catch (e) { return []; } }).sort(); } catch (e) { return []; }
});
// Where a game's unfinished game is kept: one save per puzzle, saves/<game>/<digest>.pzr (the
// first, when there are several), or null.
const saveFile = (page, game) => page.evaluate((g) => {
  try { const d = '/data/saves/' + g; const n = FS.readdir(d).filter((x) => x.endsWith('.pzr')).sort(); return n.length ? d + '/' + n[0] : null; } catch (e) { return null; }
}, game);
const readData = (page, file) => page.evaluate((f) => { try { return FS.readFile(f, { encoding: 'utf8' }); } catch (e) { return null; } }, file);

// Two tabs on one browser profile (one IndexedDB), as phone browsers keep old tabs open: the
// newest tab keeps the saves, an older one stops writing, and neither wipes the other's saves.
// A saves game a; B opens (A turns read-only) and saves game b; a new tab C sees both saves; a
// move in A afterwards changes nothing stored (a new tab D reads both saves unchanged).
async function tabsTest(games, consoleLines) {
  const two = [...games.filter((g) => !startPreset(g)), ...games.filter((g) => startPreset(g))].slice(0, 2);
  if (two.length < 2) {
    await check('two tabs: the newest keeps the saves, neither wipes the other\'s', async () => ({ skipped: 'needs two games' }));
    return;
  }
  const [ga, gb] = two;
  let fileA = null, fileB = null;
  const browser = await launchPhone();
  try {
    const open = async () => {
      const p = await browser.context.newPage();
      watch(p, consoleLines);
      await loadToTitle(p, baseUrl + '/index.html');
      return p;
    };
    // Background pages may get no animation frames: bring the one in use to the front.
    const use = async (p) => { await p.bringToFront(); await frames(p, 2); return p; };
    const readOnly = async (p) => (await state(p)).read_only;

    await check(`two tabs: ${ga.id} in an older tab, ${gb.id} in a newer one; a new tab has both saves`, async () => {
      const a = await open();
      await use(a);
      const a0 = await openFirstLevel(a, ga);
      await makeMove(a, ga, a0);
      await waitSaved(a);
      fileA = await saveFile(a, ga.id);
      const savedA = fileA && await readData(a, fileA);
      if (!savedA) throw new Error(`tab A wrote no save in /data/saves/${ga.id}/`);
      if (await readOnly(a)) throw new Error('tab A is read-only while it is the only tab');

      const b = await use(await open());
      if (await readData(b, fileA) !== savedA) throw new Error(`tab B did not load tab A's ${fileA}`);
      if (await readOnly(b)) throw new Error('the newest tab B is read-only');
      await use(a);
      await until('tab A to turn read-only', () => readOnly(a), 10000);
      const why = await a.evaluate(() => Module.pzReadOnly);

      await use(b);
      const b0 = await openFirstLevel(b, gb);
      await makeMove(b, gb, b0);
      await waitSaved(b);
      fileB = await saveFile(b, gb.id);
      const savedB = fileB && await readData(b, fileB);
      if (!savedB) throw new Error(`tab B wrote no save in /data/saves/${gb.id}/`);

      const c = await use(await open());
      const list = await savedGames(c);
      for (const [file, want] of [[fileA, savedA], [fileB, savedB]]) {
        const got = await readData(c, file);
        if (got !== want) throw new Error(`a new tab reads ${file} ${got === null ? 'missing' : 'changed'} (saves: ${list.join(' ')})`);
      }
      // The game saved last (tab B's) is the title's big Continue; tab A's is on its card.
      await until(`"Continue ${gb.title}" on the new tab's title`, () => findWidget(c, continueLabel(gb)), 10000);
      await c.close();

      // The read-only tab still plays, in its own memory only.
      await use(a);
      const a1 = await state(a);
      if (a1.scene !== 'play') throw new Error('tab A left its game: ' + a1.scene);
      const { s: a2 } = await makeMove(a, ga, a1);
      await frames(a, 5);
      await waitSaved(a);
      const dropped = await a.evaluate(() => Module.pzDropped);
      const d = await use(await open());
      const changed = [];
      for (const [file, want] of [[fileA, savedA], [fileB, savedB]]) {
        const got = await readData(d, file);
        if (got !== want) changed.push(`${file} ${got === null ? 'missing' : 'changed'}`);
      }
      if (changed.length) throw new Error(`after a move in read-only tab A (digest ${a2.digest}), a new tab reads ${changed.join(', ')}`);
      for (const p of [a, b, d]) await p.close();
      return `saves ${list.join(', ')}; tab A: "${why}" (writes dropped in JS: ${dropped})`;
    });
  } finally {
    await browser.close();
  }
}


// Fingers at phone sizes (issue 17), each size in its own browser: the title and a level list
// scroll by a finger drag (and coast after a fling, then draw nothing), the last item is tapped;
// a 15x15 Fill-in zooms by a double tap, pans with two fingers, and a word is placed through the
// zoom, its cell drawn large.
const touchSizes = [{ width: 360, height: 640 }, { width: 844, height: 390 }];

async function cdpFor(page) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  return cdpSessions.get(page);
}

// Fingers moved together from their points by (dx, dy) in `steps` moves `stepMs` apart (each
// finger [x, y]); `hold` ms still before lifting.
async function fingers(page, points, dx, dy, { steps = 10, stepMs = 20, hold = 0 } = {}) {
  const cdp = await cdpFor(page);
  const at = (k) => points.map(([x, y], i) => ({ x: x + (dx * k) / steps, y: y + (dy * k) / steps, id: i + 1, radiusX: 4, radiusY: 4, force: 1 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; ++k) {
    await sleep(stepMs);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  }
  if (hold) await sleep(hold);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// Waits until a fling has come to rest; the frames drawn from `drawn0` until then.
async function rest(page, drawn0) {
  await until('the list at rest', async () => !(await state(page)).coasting, 20000);
  await frames(page, 4);
  return (await state(page)).drawn - drawn0;
}

// One finger drags the screen's list up by `fraction` of the screen, held still before lifting so
// it does not coast; returns once the list is at rest.
async function dragUp(page, fraction) {
  const vp = page.viewportSize(), drawn0 = (await state(page)).drawn;
  await fingers(page, [[vp.width / 2, vp.height * 0.75]], 0, -vp.height * fraction, { steps: 12, stepMs: 25, hold: 150 });
  await rest(page, drawn0);
}

// Drags the screen's list up by a finger until a widget shows (the widget log lists only what is
// drawn, so a button below the fold is found by scrolling to it, as a player would).
async function scrollTo(page, match, drags = 60) {
  // Until the button is drawn and wholly inside the page (a tap at the middle of one half below
  // the fold lands nowhere).
  const height = page.viewportSize().height;
  for (let n = 0; n < drags; ++n) {
    const w = await findWidget(page, match);
    if (w && w.y >= 0 && w.y + w.h <= height - 4) return w;
    await dragUp(page, w ? 0.15 : 0.3);
  }
  return findWidget(page, match);
}

// Drags the list up by a finger until it ends (the lowest widget stays put; the widget log lists
// only what is drawn, so the end is found by looking); returns the lowest widget then and how many
// drags moved the list.
async function scrollToEnd(page, size, what) {
  let moved = 0;
  for (let n = 0; n < 30; ++n) {  // a game menu holds its journey, daily, packs, endless sizes, archive and records
    const w = lowest(await widgets(page));
    if (!w) throw new Error('no widget in ' + what);
    await dragUp(page, 0.4);
    const after = lowest(await widgets(page));
    if (after.label === w.label && Math.abs(after.y - w.y) < 2) {
      if (after.y + after.h > size.height + 1) throw new Error(`${what} ends with ${after.label} cut off at ${after.y + after.h}`);
      return { w: after, drags: moved };
    }
    moved++;
  }
  throw new Error(what + ' did not end after 30 drags');
}

const lowest = (ws) => ws.filter((w) => !w.disabled).sort((a, b) => (b.y + b.h) - (a.y + a.h))[0];

async function fingerListTests(size, consoleLines) {
  const tag = `${size.width}x${size.height}`;
  const browser = await launchPhone(size);
  try {
    const page = await browser.context.newPage();
    watch(page, consoleLines);
    await loadToTitle(page, baseUrl + '/index.html');
    await sleep(3500);  // the title's greeting animation is over: what draws now is the list
    await frames(page, 3);
    await check(`${tag}: the title scrolls by finger and its last item taps`, async () => {
      const r = await scrollToEnd(page, size, 'the title');
      // The title is laid out to fit every screen without scrolling (the layout test holds it to
      // that); where it still overflows, the drags above moved it and its last item came fully in.
      // A fling coasts, then rests and draws nothing.
      const drawn0 = (await state(page)).drawn;
      await fingers(page, [[size.width / 2, size.height * 0.3]], 0, size.height * 0.35, { steps: 5, stepMs: 12 });
      const flung = await rest(page, drawn0);
      figures[`fling_title_frames_${tag}`] = flung;
      const d1 = (await state(page)).drawn;
      await sleep(1500);
      const idle = (await state(page)).drawn - d1;
      if (idle !== 0) throw new Error(`${idle} frames drawn while the list rested`);
      const again = await scrollToEnd(page, size, 'the title');
      await screenshot(page, `title-scrolled-${tag}`);
      const scene0 = (await state(page)).scene, ws0 = JSON.stringify((await widgets(page)).map((w) => w.label));
      await tap(page, again.w.x + again.w.w / 2, again.w.y + again.w.h / 2, 4);
      const s = await state(page), ws1 = JSON.stringify((await widgets(page)).map((w) => w.label));
      if (s.scene === scene0 && ws0 === ws1) throw new Error(`tapping ${again.w.label} did nothing`);
      // No sticky hover: once the finger is up, nothing under it keeps its hover colour.
      const h = await frames(page, 3);
      if (h.hover) throw new Error('a widget still shows hover after the finger lifted');
      return `${r.drags} drags to "${r.w.label}"; a fling drew ${flung} frames then none; tapped it: ${s.scene}`;
    });
    await check(`${tag}: a level list scrolls by finger and its last level opens`, async () => {
      await page.goto(baseUrl + '/index.html?scene=levels:bitflipper');
      await until('the level list', async () => (await state(page)).scene === 'levels', 60000);
      await frames(page, 3);
      // Level buttons are numbered (then maybe a grade); the last is the lowest, rightmost in its row.
      const lastLevel = (ws) => ws.filter((w) => !w.disabled && /^\d+(\s|$)/.test(w.label)).sort((a, b) => (b.y - a.y) || (b.x - a.x))[0];
      const drawn0 = (await state(page)).drawn;
      await fingers(page, [[size.width / 2, size.height * 0.8]], 0, -size.height * 0.45, { steps: 5, stepMs: 12 });
      figures[`fling_levels_frames_${tag}`] = await rest(page, drawn0);
      const end = await scrollToEnd(page, size, 'the level list');
      if (end.drags === 0 && figures[`fling_levels_frames_${tag}`] === 0) throw new Error('the level list never moved');
      // The endless sizes, the archive, records and statistics follow the packs: back up to the last level.
      const r = { w: lastLevel(await widgets(page)) };
      for (let n = 0; n < 10 && !r.w; ++n) {
        const drawn1 = (await state(page)).drawn;
        await fingers(page, [[size.width / 2, size.height * 0.3]], 0, size.height * 0.3, { steps: 12, stepMs: 25, hold: 150 });
        await rest(page, drawn1);
        r.w = lastLevel(await widgets(page));
      }
      if (!r.w) throw new Error('no level button near the end of the list: ' + (await widgets(page)).map((w) => w.label).join(', '));
      await screenshot(page, `levels-scrolled-${tag}`);
      await tap(page, r.w.x + r.w.w / 2, r.w.y + r.w.h / 2, 4);
      const s = await until('a level to open', async () => { const s = await state(page); return (s.scene === 'play' || s.scene === 'generating') && s; });
      return `fling drew ${figures[`fling_levels_frames_${tag}`]} frames; "${r.w.label}" opened (${s.scene})`;
    });
    if (size.width === 360) await fillInZoomTest(page, size, tag);
  } finally {
    await browser.close();
  }
}

async function fillInZoomTest(page, size, tag) {
  await check(`${tag}: a 15x15 Fill-in zooms, pans and takes a word by touch`, async () => {
    const pack = await readData(page, '/levels/crossword/fillin.txt');
    if (!pack) return { skipped: 'no Fill-in in this build' };
    const line = pack.split('\n').find((l) => l.startsWith('15x15:'));
    if (!line) throw new Error('no 15x15 level in the pack');
    await page.goto(baseUrl + '/index.html?id=' + encodeURIComponent('crossword:' + line.split(' ')[0]));
    let s = await until('the 15x15 Fill-in', async () => { const s = await state(page); return s.scene === 'play' && s.game === 'crossword' && s.frame && s; }, 60000);
    await frames(page, 3);
    s = await state(page);
    const f = s.frame;
    // A cell of a slot near the middle: taps until one selects.
    let picked = null;
    for (let k = 0; k < 25 && !picked; ++k) {
      const x = f.x + f.w * (0.3 + 0.1 * (k % 5)), y = f.y + f.h * (0.3 + 0.1 * Math.floor(k / 5));
      const t = await tap(page, x, y, 3);
      if (t.focus && t.focus.w > 0) picked = { x: t.focus.x + t.focus.w / 2, y: t.focus.y + t.focus.h / 2, fit: t.focus.w };
      await sleep(350);  // not a double tap
    }
    if (!picked) throw new Error('no tap on the grid selected a cell');
    // Double tap: zoom in about the cell, which stays under the finger.
    await page.touchscreen.tap(picked.x, picked.y);
    await sleep(60);
    await page.touchscreen.tap(picked.x, picked.y);
    s = await frames(page, 4);
    if (!(s.zoom > 1.4)) throw new Error(`a double tap did not zoom (zoom ${s.zoom})`);
    if (s.moves !== 0) throw new Error('zooming played a move');
    const cell = s.focus;
    if (!(cell.w >= 40)) throw new Error(`the zoomed cell is ${cell.w} px wide`);
    // Crisp: the cell is drawn at the device's pixels, its inside one flat colour edge to edge.
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: cell.x, y: cell.y, width: cell.w, height: cell.h }, scale: 'device' }));
    const dpr = shot.width / cell.w;
    if (dpr < phoneDpr - 0.125) throw new Error(`the zoomed cell was drawn at ${dpr.toFixed(2)} pixels a point, on a ${phoneDpr} px/pt phone`);
    const px = (x, y) => { const i = 4 * (y * shot.width + x); return [shot.data[i], shot.data[i + 1], shot.data[i + 2]]; };
    const c0 = px(Math.floor(shot.width * 0.2), Math.floor(shot.height * 0.8));
    let flat = 0, total = 0;
    for (let y = Math.floor(shot.height * 0.15); y < shot.height * 0.3; ++y)
      for (let x = Math.floor(shot.width * 0.15); x < shot.width * 0.85; ++x) {
        const c = px(x, y);
        total++;
        if (Math.abs(c[0] - c0[0]) + Math.abs(c[1] - c0[1]) + Math.abs(c[2] - c0[2]) < 12) flat++;
      }
    if (flat / total < 0.9) throw new Error(`the zoomed cell's fill is not flat (${flat}/${total})`);
    // Fill-in's selection is in the game's own green (issue 46), no longer the shared blue accent.
    if (!(c0[1] > c0[0] + 40 && c0[1] > c0[2] + 40)) throw new Error(`the selected cell is not in Fill-in's green: ${c0}`);
    await screenshot(page, `fillin-15x15-zoomed-${tag}`);
    // Two fingers pan the board.
    const mid = [f.x + f.w / 2, f.y + f.h / 2];
    await fingers(page, [[mid[0] - 30, mid[1]], [mid[0] + 30, mid[1]]], -50, -40, { steps: 8, stepMs: 25 });
    s = await frames(page, 4);
    if (!(s.focus.x < cell.x - 20 || s.focus.y < cell.y - 20)) throw new Error(`two fingers did not pan: the cell went from ${cell.x},${cell.y} to ${s.focus.x},${s.focus.y}`);
    if (s.moves !== 0) throw new Error('panning played a move');
    // Place a word: the list tints the chips of the selected slot's length in the game's green
    // (issue 46); tap the first one. The keyboard below has a blue Done key, which is not a chip.
    const list = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: f.y + f.h + 4, width: size.width, height: size.height - f.y - f.h - 4 }, scale: 'css' }));
    const green = (x, y) => { const i = 4 * (y * list.width + x); return list.data[i + 1] > list.data[i] + 25 && list.data[i + 1] > list.data[i + 2] + 15; };
    let chip = null;
    for (let y = 0; y + 8 < list.height && !chip; y += 2)
      for (let x = 4; x + 8 < list.width - 4 && !chip; x += 2)
        if (green(x, y) && green(x + 8, y) && green(x, y + 8)) chip = [x + 6, f.y + f.h + 4 + y + 8];
    if (!chip) throw new Error('no word chip under the grid');
    await tap(page, chip[0], chip[1], 4);
    s = await frames(page, 3);
    if (s.moves !== 1) {
      await sleep(400);
      s = await tap(page, chip[0], chip[1], 4);  // the first tap picked a slot for the word
    }
    if (s.moves !== 1) throw new Error(`tapping a word chip at ${chip} placed nothing`);
    if (!(s.zoom > 1.4)) throw new Error('placing the word lost the zoom');
    await screenshot(page, `fillin-15x15-placed-${tag}`);
    return `zoom ${s.zoom.toFixed(2)}, cell ${cell.w.toFixed(0)} pt at ${dpr.toFixed(2)} px/pt, panned, a word placed`;
  });
}

async function main() {
  fs.mkdirSync(screensDir, { recursive: true });
  if (process.env.PZ_PHONE_FINGERS === '1') {  // only the finger tests, to try them quickly
    const consoleLines = [];
    for (const size of touchSizes) await fingerListTests(size, consoleLines);
    return finish(consoleLines);
  }
  const browser = await launchPhone(), context = browser.context;
  const consoleLines = [];
  const only = process.env.PZ_PHONE_GAMES ? process.env.PZ_PHONE_GAMES.split(',') : null;
  let games = [];
  try {
    const page = await context.newPage();
    watch(page, consoleLines);
    // The shipped page: load time to the title (first load, then a reload with the cache warm).
    const loaded = await check('index.html loads to the title screen', async () => {
      figures.title_ms_first_load = Math.round(await loadToTitle(page, baseUrl + '/index.html'));
      figures.title_ms_reload = Math.round(await loadToTitle(page));
      await frames(page, 3);
      const s = await state(page);
      if (s.scene !== 'title') throw new Error('top scene is ' + s.scene);
      await screenshot(page, 'title');
      return `first load ${figures.title_ms_first_load} ms, reload ${figures.title_ms_reload} ms`;
    });
    if (!loaded) return finish(consoleLines);
    figures.frame_phone_title = await measureFrames(page);
    // A still title draws nothing: after its 3 s greeting, ten idle seconds draw no frame, and the
    // page's main thread is nearly idle (CDP's TaskDuration, seconds of work).
    // The loop itself sleeps (issue 27): no iteration at all, so the page does not wake each frame.
    await check('a still title screen draws no frames and runs no loop', async () => {
      await sleep(3500);
      // Its greeting takes longer on a slow machine (at most 0.1 s of it a frame).
      await until('the title to go still', async () => (await state(page)).asleep, 30000);
      const r = await idleFor(page, 10000);
      figures.idle_title_frames_drawn_10s = r.drawn;
      figures.idle_title_loop_iterations_10s = r.iterations;
      figures.idle_title_main_thread_ms_per_s = r.ms_per_s;
      if (r.drawn !== 0) throw new Error(`${r.drawn} frames drawn in 10 idle seconds`);
      if (r.iterations !== 0) throw new Error(`the loop ran ${r.iterations} times in 10 idle seconds`);
      return `0 frames drawn, 0 loop iterations in 10 s; main thread busy ${r.ms_per_s} ms a second`;
    });

    // Theme "System" follows prefers-color-scheme, and a change while the page is open (issue 20).
    await check('the theme follows the system\'s colour scheme, live', async () => {
      if ((await state(page)).light) throw new Error('prefers-color-scheme: dark, but the light theme shows');
      // The page hears of the change by an event after emulateMedia returns: a still page may not
      // have woken for it yet, so wait for the theme (a few seconds at most), not for frames.
      const themeIs = (light, why) => until(why, async () => (await state(page)).light === light, 5000).catch(() => { throw new Error(why); });
      await page.emulateMedia({ colorScheme: 'light' });
      await themeIs(true, 'switched to light, but the dark theme still shows');
      await screenshot(page, 'title-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await themeIs(false, 'switched back to dark, but the light theme still shows');
      // The next check starts from a still title, as a player's phone left alone would be.
      await until('the title to go still after the theme change', async () => (await state(page)).asleep, 30000);
      return 'dark, light, dark again without a reload';
    });

    games = await page.evaluate(() => window.pz.games());
    figures.games_built = games.map((g) => g.id);
    await phoneAppTests(page, games.filter((x) => !only || only.includes(x.id)));
    if (process.env.PZ_WEB_TOY === '1' || games.length === 0) await toyTest(context, consoleLines);

    // Every game this build contains, from the title screen, by touch; then one reload for all.
    const played = [];
    for (const g of games.filter((x) => !only || only.includes(x.id))) {
      await check(`${g.id}: tap in, move by touch, undo, redo, history`, async () => {
        const r = await playGame(page, g);
        played.push({ g, digest: r.digest });
        return 'move: ' + r.how;
      });
    }
    if (played.length) {
      await waitSaved(page);
      await loadToTitle(page);
    }
    // The game played last first: it is the title's Continue; the others are continued from their cards.
    for (const { g, digest } of [...played].reverse()) {
      await check(`${g.id}: resumed after a reload`, async () => {
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        const how = await resumeFromTitle(page, g);
        const r = await sceneIs(page, 'play');
        if (r.game !== g.id || r.digest !== digest) throw new Error(`resumed ${r.game} with digest ${r.digest}, wanted ${digest}`);
        await screenshot(page, `${g.id}-resumed`);
        await quitToTitle(page);
        return 'by ' + how;
      });
    }
    // Last: a new endless game replaces the saved one the resume checks above need.
    for (const g of games.filter((x) => x.needs_data && (!only || only.includes(x.id)))) {
      await check(`${g.id}: a new endless game opens (its data file is preloaded)`, async () => {
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        await tapWidget(page, g.title);
        await sceneIs(page, 'levels');
        await scrollTo(page, 'New game');  // below today's daily and the endless sizes
        await tapWidget(page, 'New game');
        const s = await gameOpens(page, 'the endless game', 60000);
        if (s.game !== g.id) throw new Error('opened ' + s.game);
        await screenshot(page, `${g.id}-endless`);
        await quitToTitle(page);
      });
    }
    if (games.some((x) => x.id === 'bitflipper') && (!only || only.includes('bitflipper'))) {
      await check('bitflipper: a won game\'s Share image gives its result card', async () => {
        let how = '';
        // A board one tap from solved (the middle of a 3x3 Lights Out), so the check is the share,
        // not a level played to its end by hints (which took 90 s of the test's 7 minutes).
        await rafWin(page, games.find((x) => x.id === 'bitflipper'), async () => { how = await shareImage(page); },
                     'bitflipper:3x3s2t0a1b1:010/111/010');
        figures.share_image = how;
        return how;
      });
    }
    // Figures, not a check of the app: four minutes a game on two cores, so only when asked.
    const winFigures = process.env.PZ_PHONE_WIN === '1';
    if (winFigures) {
      await check('the browser\'s own floor: a bare canvas of the page\'s size, a small square drawn each frame', async () => {
        figures.raf_floor = await rafFloor(page.context());
        await page.bringToFront();
        return rafLine(figures.raf_floor);
      });
      await check('the screen fade: the title to a game\'s menu, its frames measured', async () => {
        const g = games.find((x) => !only || only.includes(x.id));
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        await still(page);
        figures.raf_fade = await rafDuring(page, () => tapWidget(page, g.title));
        await sceneIs(page, 'levels');
        await loadToTitle(page, baseUrl + '/index.html');
        return rafLine(figures.raf_fade);
      });
    }
    for (const g of games.filter((x) => winFigures && x.id !== 'decodoku' && (!only || only.includes(x.id)))) {
      await check(`${g.id}: a game played to its end by hints, its win's frames measured`, async () => {
        figures['raf_win_' + g.id] = await rafWin(page, g);
        return 'the last move and the win: ' + rafLine(figures['raf_win_' + g.id]);
      });
    }
    // Issue 19: the Custom... form starts a game, and Print... hands the browser a PDF to download.
    if (games.some((x) => x.id === 'sweetspots') && (!only || only.includes('sweetspots'))) {
      await check('sweetspots: Custom... starts a game, and Print... downloads its PDF', async () => {
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        await tapWidget(page, 'Sweet Spots');
        await sceneIs(page, 'levels');
        // Continue, the daily and the endless sizes lead the menu: drag the list up until Custom... shows.
        await scrollTo(page, 'Custom...');
        await tapWidget(page, 'Custom...');
        await sceneIs(page, 'custom');
        await screenshot(page, 'sweetspots-custom');
        await tapWidget(page, 'Start');
        await gameOpens(page, 'the custom game', 60000);
        await tapWidget(page, 'Menu');
        await tapWidget(page, 'Share');
        await sceneIs(page, 'share');
        // Print is for the few who want it: under More..., below the fold on a phone.
        await tapWidget(page, 'More...');
        await scrollTo(page, 'Print...');
        await tapWidget(page, 'Print...');
        await sceneIs(page, 'print');
        await screenshot(page, 'sweetspots-print');
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20000 }), tapWidget(page, 'Print')]);
        const name = download.suggestedFilename();
        if (!/^sweetspots-[0-9a-z_]+\.pdf$/.test(name)) throw new Error('the download is called ' + name);
        const head = fs.readFileSync(await download.path()).subarray(0, 5).toString('latin1');
        if (head !== '%PDF-') throw new Error('the download starts ' + JSON.stringify(head) + ', not %PDF-');
        await tapWidget(page, 'Close');
        await sceneIs(page, 'play');
        // Quit to menu lands in the game's menu, still scrolled down to Custom...: start afresh.
        await loadToTitle(page, baseUrl + '/index.html');
        return name;
      });
    }
    // Issue 17: files come in through the browser's file picker, not a path: a file holding a
    // seed ID opens its game; a file that holds nothing playable is named in a message.
    if (games.some((x) => x.id === 'bitflipper') && (!only || only.includes('bitflipper'))) {
      await check('a file picked in the browser opens its puzzle; a bad one is named in a message', async () => {
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        const pick = async (name, text) => {
          const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 20000 }), tapWidget(page, 'Open a file...')]);
          await chooser.setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
        };
        await tapWidget(page, 'More');  // the title keeps Enter ID in its small menu
        await tapWidget(page, 'Enter ID');
        await sceneIs(page, 'enter-id');
        await pick('notes.txt', 'my shopping list\n');
        await sceneIs(page, 'message');
        await screenshot(page, 'picked-bad-file');
        await tapWidget(page, 'OK');
        await sceneIs(page, 'enter-id');
        await pick('puzzle.txt', 'bitflipper:3x3s3t0#5\n');
        const s = await gameOpens(page, 'the picked puzzle', 60000);
        if (s.game !== 'bitflipper') throw new Error('opened ' + s.game);
        await quitToTitle(page);
        return 'notes.txt refused, puzzle.txt opened';
      });
    }
    // Issue 27: "Enter ID" takes the phone's own keyboard: a tap on the field focuses a real input
    // (a phone shows its keyboard only for one), and what is typed or pasted into it reaches the field.
    if (games.some((x) => x.id === 'bitflipper') && (!only || only.includes('bitflipper'))) {
      await check('Enter ID: a tap on the field brings the phone\'s keyboard; typing and a paste open the game', async () => {
        if ((await state(page)).scene !== 'title') await loadToTitle(page, baseUrl + '/index.html');
        await tapWidget(page, 'More');  // the title keeps Enter ID in its small menu
        await tapWidget(page, 'Enter ID');
        await sceneIs(page, 'enter-id');
        // The player put the keyboard away: a tap on the field brings it back.
        await page.evaluate(() => { if (document.activeElement) document.activeElement.blur(); });
        const field = await until('the ID field', () => findWidget(page, 'puzzle-id'));
        await tap(page, field.x + field.w / 2, field.y + field.h / 2);
        const focused = await until('a text input to take the keyboard', () => page.evaluate(() => {
          const e = document.activeElement;
          return e && e.tagName === 'INPUT' && e.type === 'text' ? e.id : null;
        }), 5000);
        await page.keyboard.insertText('bitflipper:3x3s3t0');  // as a phone's keyboard types: editing, no key events
        await frames(page, 3);
        // A paste (the browser's paste event on the focused input, with the clipboard's text),
        // then one wrong character typed by key and taken back by Backspace.
        await page.evaluate(() => {
          const data = new DataTransfer();
          data.setData('text/plain', '#5');
          document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        });
        await frames(page, 3);
        await page.keyboard.type('x');
        await frames(page, 3);
        await page.keyboard.press('Backspace');
        await frames(page, 3);
        await screenshot(page, 'enter-id-typed');
        await page.keyboard.press('Enter');
        const s = await gameOpens(page, 'the typed ID\'s game', 60000);
        if (s.game !== 'bitflipper') throw new Error('opened ' + s.game);
        const still = await page.evaluate(() => document.activeElement && document.activeElement.id);
        if (still === focused) throw new Error('the text input keeps the keyboard after the field closed');
        await quitToTitle(page);
        return `input #${focused} focused by the tap; typed, pasted, Backspace, Enter: the game opened`;
      });
    }
    // Issue 28: a move buzzes where the phone can vibrate (navigator.vibrate, stubbed to record its
    // calls), and nothing buzzes with Settings' Vibration off.
    if (games.some((x) => x.id === 'bitflipper') && (!only || only.includes('bitflipper'))) {
      await check('bitflipper: a move vibrates, and does not with Vibration off', async () => {
        const g = games.find((x) => x.id === 'bitflipper');
        const listen = () => page.evaluate(() => {
          window.pzBuzzes = [];
          Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p) => { window.pzBuzzes.push(p); return true; } });
        });
        const buzzesAfterMove = async () => {
          await loadToTitle(page, baseUrl + '/index.html');
          await listen();
          const s0 = await openFirstLevel(page, g);
          await page.evaluate(() => { window.pzBuzzes = []; });
          await makeMove(page, g, s0);
          await still(page);
          const buzzes = await page.evaluate(() => window.pzBuzzes);
          await quitToTitle(page);
          return buzzes;
        };
        const on = await buzzesAfterMove();
        if (!on.length) throw new Error('a move did not vibrate');
        await page.goto(baseUrl + '/index.html?scene=settings');
        await sceneIs(page, 'settings');
        await scrollTo(page, 'Vibration');
        await tapWidget(page, 'Vibration');
        await waitSaved(page);
        const off = await buzzesAfterMove();
        if (off.length) throw new Error('with Vibration off, a move still vibrated: ' + JSON.stringify(off));
        // Back on, as a player's phone would have it.
        await page.goto(baseUrl + '/index.html?scene=settings');
        await sceneIs(page, 'settings');
        await scrollTo(page, 'Vibration');
        await tapWidget(page, 'Vibration');
        await waitSaved(page);
        await loadToTitle(page, baseUrl + '/index.html');
        return `on: ${JSON.stringify(on)}; off: none`;
      });
    }
  } finally {
    await browser.close();
  }
  // Fingers on lists and a big board, at a small phone and a phone on its side.
  if (!only || only.includes('bitflipper')) for (const size of touchSizes) await fingerListTests(size, consoleLines);
  // In its own browser profile, so it starts from an empty IndexedDB.
  await tabsTest(games.filter((x) => !only || only.includes(x.id)), consoleLines);
  finish(consoleLines);
}

function finish(consoleLines) {
  const errors = consoleLines.filter((l) => /pageerror|Aborted|exception/i.test(l));
  if (errors.length) results.push({ name: 'no page errors', ok: false, detail: errors.slice(0, 5).join(' | ') });
  if (figuresFile) fs.writeFileSync(figuresFile, JSON.stringify(figures, null, 2) + '\n');
  const passed = results.filter((r) => r.ok).length, failed = results.length - passed;
  if (failed) console.log('page console (last 30 lines):\n  ' + consoleLines.slice(-30).join('\n  '));
  console.log(JSON.stringify(figures));
  console.log(`phone: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module)
  main().catch((e) => { console.error(e); console.log('phone: 0 passed, 1 failed'); process.exit(1); });
// The ways of driving the page, for the other browser tests (offline.cjs).
module.exports = { checker, until, state, gameOpens, frames, tap, tapWidget, findWidget, continueLabel, resumeFromTitle, scrollTo, sceneIs, makeMove, openFirstLevel, quitToTitle,
                   waitSaved, loadToTitle, launchPhone, watch, screenshot, startPreset, rafWin, rafDuring, rafFloor, still };
