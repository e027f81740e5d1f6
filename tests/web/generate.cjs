// The web page makes puzzles without freezing (issue 16): the page has no threads, so a seed's
// puzzle is made in a Web Worker (platform/web/generate.js). A long one (Sweet Spots 14x14, three
// chests a line) shows the progress sheet, the page keeps drawing it while the worker works, and
// Cancel returns to the title; a quick one (BitFlipper 3x3) opens its game, and the game played so
// far, sent as a #replay= link, opens in history mode. The longest step of
// the page meanwhile is reported as a figure, not asserted.
// Usage: node generate.cjs URL SCREENS_DIR FIGURES_JSON (figures are added to the file).
'use strict';
const fs = require('fs');
const pz = require('./phone.cjs');

const [baseUrl, screensDir, figuresFile] = process.argv.slice(2);
const results = [];
const figures = {};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const check = pz.checker(results);

async function main() {
  const phone = await pz.launchPhone();
  const page = await phone.context.newPage();
  const consoleLines = [];
  pz.watch(page, consoleLines);
  const games = await (async () => {
    await pz.loadToTitle(page, baseUrl + '/index.html');
    return page.evaluate(() => { const list = window.pz.games(); return (list.games || list).map((g) => g.id); });
  })();
  if (!games.includes('sweetspots') || !games.includes('bitflipper')) {
    console.log('SKIP the generation checks: this build lacks Sweet Spots or BitFlipper');
  } else {
    await check('a long generation runs in a worker: the page keeps drawing, shows progress, and Cancel returns to the title', async () => {
      await page.goto(baseUrl + '/index.html?id=' + encodeURIComponent('sweetspots:14k3#1'));
      await pz.until('the generating sheet', async () => (await pz.state(page)).scene === 'generating', 60000);
      const before = await pz.state(page);
      await sleep(3000);
      const after = await pz.state(page);
      if (after.scene !== 'generating') throw new Error('the 14x14 k=3 board was made in under 3 s: the check needs a longer one');
      const drawn = after.drawn - before.drawn;
      // A frozen page draws nothing until the puzzle is made; the sheet's bar moves every frame.
      if (drawn < 10) throw new Error(`only ${drawn} frames drawn in 3 s while generating`);
      figures.web_generating_frames_in_3s = drawn;
      figures.web_generating_step_ms_max = after.step_ms_max;
      await pz.screenshot(page, 'generating');
      await pz.tapWidget(page, 'Cancel');
      await pz.until('the title after Cancel', async () => (await pz.state(page)).scene === 'title');
      return `${drawn} frames drawn in 3 s, longest step ${after.step_ms_max} ms`;
    });
    await check('a quick generation in the worker opens its game', async () => {
      await page.goto(baseUrl + '/index.html?id=' + encodeURIComponent('bitflipper:3x3s3t0#5'));
      const s = await pz.until('the game', async () => { const t = await pz.state(page); return t.scene === 'play' && t; }, 60000);
      if (!s.digest) throw new Error('no game in play');
      return 'opened ' + s.game;
    });
    await check('a #replay= link opens the game played so far in history mode', async () => {
      const before = await pz.state(page);
      const g = await page.evaluate(() => { const list = window.pz.games(); return (list.games || list).find((x) => x.id === 'bitflipper'); });
      await pz.makeMove(page, g, before);
      const link = await page.evaluate(() => window.pz.replayLink());
      if (!/#replay=[A-Za-z0-9_-]+$/.test(link)) throw new Error('not a replay link: ' + link);
      await page.goto(link);
      await pz.until('the history of the replay', async () => (await pz.state(page)).scene === 'history', 60000);
      figures.web_replay_link_chars_one_move = link.length;
      return `${link.length} characters`;
    });
  }
  await phone.close();
  const failed = results.filter((r) => !r.ok).length;
  if (failed) console.log('page console:\n' + consoleLines.slice(-30).join('\n'));
  if (figuresFile) {
    let all = {};
    try { all = JSON.parse(fs.readFileSync(figuresFile, 'utf8')); } catch (e) { /* first */ }
    fs.writeFileSync(figuresFile, JSON.stringify(Object.assign(all, figures), null, 2));
  }
  console.log(`generate: ${results.length - failed} passed, ${failed} failed`);
}

main().catch((e) => { console.log('FAIL generate test: ' + e.message); console.log('generate: 0 passed, 1 failed'); process.exit(1); });
