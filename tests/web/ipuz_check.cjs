// The ipuz that `puzzlebox-tool convert --to ipuz` writes for every shipped Fill-in level, read
// back by an independent reader (@xwordly/xword-parser): its solution grid must be the fill our
// own solver (`puzzlebox-tool crossword solve`) finds. Run by CTest (ipuz_check); exits 77 to skip
// when the reader is not installed (npm install in tests/web).
// usage: node tests/web/ipuz_check.cjs PUZZLEBOX_TOOL LEVELS_FILE
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

async function main() {
  // The reader from tests/web/node_modules (npm install there), else from the copy scripts/web-test
  // installs outside the clone (the same cache folder and lock-file key). It is an ES module: its
  // CommonJS entry does not load under require().
  const here = __dirname;
  const key = require('crypto').createHash('sha256')
    .update(fs.readFileSync(path.join(here, 'package.json'))).update(fs.readFileSync(path.join(here, 'package-lock.json')))
    .digest('hex').slice(0, 16);
  const cache = process.env.PUZZLEBOX_WEB_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'puzzlebox');
  const entry = 'node_modules/@xwordly/xword-parser/dist/index.mjs';
  const found = [path.join(here, entry), path.join(cache, 'web-test-node', key, entry)].find((f) => fs.existsSync(f));
  if (!found) {
    console.log('SKIPPED: @xwordly/xword-parser is not installed (npm install in tests/web, or run scripts/web-test)');
    process.exit(77);
  }
  const parser = await import(require('url').pathToFileURL(found).href);
  const [tool, levels] = process.argv.slice(2);
  if (!tool || !levels) {
    console.error('usage: node ipuz_check.cjs PUZZLEBOX_TOOL LEVELS_FILE');
    process.exit(2);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pz-ipuz-'));
  let checked = 0, failed = 0;
  for (const line of fs.readFileSync(levels, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const level = line.split(' ')[0];
    const colon = level.indexOf(':');
    const params = level.slice(0, colon), desc = level.slice(colon + 1);
    const text = execFileSync(tool, ['convert', `crossword:${params}:${desc}`, '--to', 'ipuz'], { encoding: 'utf8' });
    // The reader takes crosswords only: a Fill-in grid is a crossword without clues, so it is
    // told so by adding the crossword kind; our own kind must still be the fill kind alone.
    const data = JSON.parse(text);
    if (JSON.stringify(data.kind) !== '["http://ipuz.org/fill#1"]') throw new Error(`${level}: kind ${JSON.stringify(data.kind)}`);
    data.kind.push('http://ipuz.org/crossword#1');
    const puzzle = parser.parseIpuz(JSON.stringify(data));
    const theirs = puzzle.solution.map((row) => row.map((c) => (c === '#' || c === null ? '.' : c)).join(''));
    // Ours: the first fill of our solver, from the same level written as a puzzle file.
    const [layout, words] = desc.split('|');
    const file = path.join(dir, 'level.txt');
    fs.writeFileSync(file, layout.split('/').join('\n') + '\nwords:\n' + words.split(',').join('\n') + '\n');
    const solved = JSON.parse(execFileSync(tool, ['crossword', 'solve', file, '--json', '--max', '1'], { encoding: 'utf8' }));
    const same = puzzle.dimensions.width === layout.split('/')[0].length && JSON.stringify(theirs) === JSON.stringify(solved.grid);
    if (!same) {
      failed++;
      console.error(`${level}: the ipuz solution ${JSON.stringify(theirs)} is not ours ${JSON.stringify(solved.grid)}`);
    }
    checked++;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`ipuz_check: ${checked} Fill-in levels read back by @xwordly/xword-parser, ${failed} differ`);
  process.exit(failed || checked === 0 ? 1 : 0);
}

main();
