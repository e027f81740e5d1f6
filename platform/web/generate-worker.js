// The Web Worker that makes puzzles for the page (platform/web/generate.cpp, generate.js): it loads
// the game's own script and wasm (the page sends their address) without running main(), then
// answers each request with pz_worker_generate: {type: 'done', id, ok, text}, and progress as it goes.
// Everything here is inside a function: the game's script declares globals of its own (run, ...).
'use strict';
(function () {
  var ready = false;
  var waiting = [];
  function make(m) {
    var Module = self.Module;
    Module.pzWorkerJob = m.id;
    var text;
    try {
      text = Module.UTF8ToString(Module.ccall('pz_worker_generate', 'number', ['string', 'string', 'string'], [m.game, m.params, m.seed]));
    } catch (e) {
      text = '0the puzzle maker failed: ' + (e && e.message ? e.message : e);
    }
    postMessage({ type: 'done', id: m.id, ok: text.charAt(0) === '1', text: text.slice(1) });
  }
  self.onmessage = function (e) {
    var m = e.data;
    if (m.type === 'init') {
      var version = /[?&]v=([^&]+)/.exec(m.script);
      self.Module = {
        noInitialRun: true,
        locateFile: function (file, dir) { return dir + file + (version ? '?v=' + version[1] : ''); },
        print: function (text) { console.log('puzzle maker: ' + text); },
        printErr: function (text) { console.warn('puzzle maker: ' + text); },
        onRuntimeInitialized: function () { ready = true; waiting.splice(0).forEach(make); }
      };
      importScripts(m.script);
    } else if (m.type === 'generate') {
      if (ready) make(m); else waiting.push(m);
    }
  };
})();
