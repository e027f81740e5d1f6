// Runs before main(): mounts the player's data folder (IndexedDB-backed) at /data, loads it, and
// writes it back to IndexedDB after every file the game renames or removes there (the game saves
// by writing a temporary file and renaming it, so each finished save triggers one flush).
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  FS.mkdir('/data');
  FS.mount(IDBFS, {}, '/data');
  addRunDependency('pz-data');
  FS.syncfs(true, function (err) {
    if (err) console.warn('puzzlebox: could not load saved data:', err);
    removeRunDependency('pz-data');
  });

  var busy = false, again = false, queued = false;
  Module.pzFlushes = 0;
  function flush() {
    if (busy) { again = true; return; }
    busy = true;
    FS.syncfs(false, function (err) {
      busy = false;
      if (err) console.warn('puzzlebox: could not save data:', err);
      Module.pzFlushes++;
      if (again) { again = false; flush(); }
    });
  }
  // Several writes in one frame make one flush.
  function schedule() {
    if (queued) return;
    queued = true;
    setTimeout(function () { queued = false; flush(); }, 0);
  }
  ['rename', 'unlink', 'rmdir'].forEach(function (name) {
    var original = FS[name];
    FS[name] = function (path) {
      var result = original.apply(FS, arguments);
      if (String(path).indexOf('/data/') === 0) schedule();
      return result;
    };
  });
  // True once every write so far has reached IndexedDB (tests wait on it before a reload).
  Module.pzSaved = function () { return !busy && !again && !queued; };
  Module.pzFlush = flush;
  addEventListener('pagehide', flush);
});
