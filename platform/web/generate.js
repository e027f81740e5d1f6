// Making puzzles in a Web Worker (platform/web/generate.cpp). The page has no threads, so a seed's
// puzzle is made by generate-worker.js, which loads this same script and wasm without running
// main(). On the page: Module.pzGenerate(id, game, params, seed) sends a request, answers come
// back through _pz_web_generation_progress and _pz_web_generated, and Module.pzStopGeneration(id)
// ends a worker that is busy with a cancelled request (the next request starts a fresh one).
// In the worker: Module.pzWorkerProgress(fraction) passes the generator's progress to the page.
(function () {
  if (typeof document === 'undefined') {
    Module.pzWorkerProgress = function (fraction) {
      postMessage({ type: 'progress', id: Module.pzWorkerJob, fraction: fraction });
    };
    return;
  }
  var script = document.currentScript ? document.currentScript.src : '';
  var worker = null;
  var waiting = {};  // id -> true: requests sent to the current worker and not answered yet
  function answer(id, ok, text) {
    if (!waiting[id]) return;
    delete waiting[id];
    Module.ccall('pz_web_generated', null, ['number', 'number', 'string'], [id, ok ? 1 : 0, text]);
  }
  function start() {
    var version = /[?&]v=([^&]+)/.exec(script);
    worker = new Worker('generate-worker.js' + (version ? '?v=' + version[1] : ''));
    worker.onmessage = function (e) {
      var m = e.data;
      if (m.type === 'progress' && waiting[m.id]) Module._pz_web_generation_progress(m.id, m.fraction);
      else if (m.type === 'done') answer(m.id, m.ok, m.text);
    };
    worker.onerror = function (e) {
      var why = 'the puzzle maker stopped: ' + (e.message || 'unknown error');
      Object.keys(waiting).forEach(function (id) { answer(+id, false, why); });
      worker = null;
    };
    worker.postMessage({ type: 'init', script: script });
  }
  Module.pzGenerate = function (id, game, params, seed) {
    if (!worker) start();
    waiting[id] = true;
    worker.postMessage({ type: 'generate', id: id, game: game, params: params, seed: seed });
  };
  Module.pzStopGeneration = function (id) {
    delete waiting[id];
    if (!worker) return;
    // A busy worker cannot be interrupted: it is ended; anything else it held is said to fail.
    worker.terminate();
    worker = null;
    Object.keys(waiting).forEach(function (other) { answer(+other, false, 'cancelled'); });
  };
})();
