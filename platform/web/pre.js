// Runs before main(): mounts the player's data folder (IndexedDB-backed) at /data, loads it once,
// and from then on writes IndexedDB file by file: after a rename into /data the renamed file (and
// any folder above it not stored yet) is stored, after an unlink or rmdir exactly that entry is
// deleted. (FS.syncfs(false) would write this tab's whole view of /data back and delete every
// entry the tab does not have: a second tab's saves.) The game saves by writing a temporary file
// and renaming it, so each finished save stores one file.
//
// Several tabs: the newest tab owns the saves. Each tab announces itself on a BroadcastChannel
// (and in localStorage, which is also checked before each write, in case a message was missed);
// an older tab that hears of a newer one stops writing to IndexedDB and sets Module.pzReadOnly to
// the reason the game shows.
//
// For the page and tests: Module.pzSaved() (every write so far reached IndexedDB),
// Module.pzReadOnly, Module.pzSaveError (the last failed write, one line), Module.pzSaveFailures,
// Module.pzStores (IndexedDB transactions done), Module.pzDropped (writes not kept: read-only),
// Module.pzPersist (what navigator.storage.persist() answered: 'granted', 'denied', 'unsupported').
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  // The puzzle maker's worker (generate-worker.js) loads this script too: it has no saves to keep.
  if (typeof document === 'undefined') return;
  var root = '/data';
  var channelName = 'puzzlebox-data', ownerKey = 'puzzlebox-data-owner';
  var readOnlyWhy = 'This game is open in another tab, which now keeps your saves. Reload this tab to play here.';

  // Who owns the saves: the tab that started last (ties broken by a random id).
  var me = { stamp: Date.now(), id: Math.random().toString(36).slice(2) };
  function newer(a, b) { return a.stamp > b.stamp || (a.stamp === b.stamp && a.id > b.id); }
  function hear(other) {
    if (!other || typeof other.stamp !== 'number' || typeof other.id !== 'string') return;
    if (!Module.pzReadOnly && newer(other, me)) {
      Module.pzReadOnly = readOnlyWhy;
      console.warn('puzzlebox: a newer tab keeps the saves; this one no longer writes them');
      Module.pzWake();  // the game shows why at its next frame
    }
  }
  function storedOwner() {
    try { return JSON.parse(localStorage.getItem(ownerKey) || 'null'); } catch (e) { return null; }
  }
  try { localStorage.setItem(ownerKey, JSON.stringify(me)); } catch (e) { /* no storage: the channel alone */ }
  if (typeof BroadcastChannel === 'function') {
    try {
      var channel = new BroadcastChannel(channelName);
      channel.onmessage = function (e) { if (e.data && e.data.type === 'hello') hear(e.data); };
      channel.postMessage({ type: 'hello', stamp: me.stamp, id: me.id });
      Module.pzChannel = channel;  // kept reachable for the page's lifetime
    } catch (e) { /* the storage event below still works */ }
  }
  addEventListener('storage', function (e) {
    if (e.key === ownerKey && e.newValue) { try { hear(JSON.parse(e.newValue)); } catch (err) { /* not ours */ } }
  });
  // The synchronous check before recording a write: a tab frozen in the background may not have
  // seen the message yet.
  function mayWrite() {
    if (!Module.pzReadOnly) hear(storedOwner());
    return !Module.pzReadOnly;
  }

  FS.mkdir(root);
  FS.mount(IDBFS, {}, root);
  var loading = true;
  var storedDirs = {};  // folders known to have an IndexedDB entry
  addRunDependency('pz-data');
  FS.syncfs(true, function (err) {
    if (err) console.warn('puzzlebox: could not load saved data:', err);
    loading = false;
    (function walk(dir) {
      FS.readdir(dir).forEach(function (name) {
        if (name === '.' || name === '..') return;
        var p = PATH.join2(dir, name);
        try { if (FS.isDir(FS.stat(p).mode)) { storedDirs[p] = true; walk(p); } } catch (e) { /* gone */ }
      });
    })(root);
    if (Object.keys(storedDirs).length) askPersist();
    removeRunDependency('pz-data');
  });

  // Persistent storage keeps the saves when the browser is short of space (it may otherwise evict
  // a site's IndexedDB). Asked once there is something to keep (saved data loaded, or the first
  // write stored), not at a first visit: some browsers ask the player, who should know why.
  var persistAsked = false;
  function askPersist() {
    if (persistAsked) return;
    persistAsked = true;
    if (!navigator.storage || !navigator.storage.persist) { Module.pzPersist = 'unsupported'; return; }
    navigator.storage.persisted().then(function (already) {
      return already || navigator.storage.persist();
    }).then(function (granted) {
      Module.pzPersist = granted ? 'granted' : 'denied';
    }, function (e) { Module.pzPersist = 'unsupported'; console.warn('puzzlebox: persistent storage:', e); });
  }

  function under(path) {
    var p = PATH.normalize(String(path));
    return p.indexOf(root + '/') === 0 ? p : null;
  }
  // What waits for the next transaction: path -> 'put' | 'delete' (the last operation on a path
  // wins; a put reads the file when the transaction starts).
  var pending = new Map();
  var busy = false, scheduled = false;
  Module.pzSaveFailures = 0;
  Module.pzStores = 0;
  Module.pzDropped = 0;
  function note(path, op) {
    pending.delete(path);  // re-inserted last, so operations keep their order
    pending.set(path, op);
  }
  // A stored file or folder and every folder above it that is not stored yet.
  function recordPut(path) {
    for (var dir = PATH.dirname(path); dir.indexOf(root + '/') === 0; dir = PATH.dirname(dir)) {
      if (storedDirs[dir]) break;
      storedDirs[dir] = true;
      note(dir, 'put');
    }
    if (isDir(path)) storedDirs[path] = true;
    note(path, 'put');
  }
  function recordDelete(path) {
    delete storedDirs[path];
    note(path, 'delete');
  }
  function isDir(path) {
    try { return FS.isDir(FS.stat(path).mode); } catch (e) { return false; }
  }
  // Everything under a folder (after a folder was renamed), parents first.
  function tree(path) {
    var out = [];
    FS.readdir(path).forEach(function (name) {
      if (name === '.' || name === '..') return;
      var p = PATH.join2(path, name);
      out.push(p);
      if (isDir(p)) out.push.apply(out, tree(p));
    });
    return out;
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(function () { scheduled = false; flush(); }, 0);  // one transaction per frame's writes
  }
  function fail(why, ops) {
    Module.pzSaveFailures++;
    Module.pzSaveError = 'Your progress could not be saved in this browser (' + why + ').';
    console.warn('puzzlebox: could not save data:', why);
    // Tried again with the next write, unless a later operation on the same path replaced it.
    ops.forEach(function (op) { if (!pending.has(op[0])) pending.set(op[0], op[1]); });
  }
  function reason(err) {
    if (!err) return 'unknown error';
    return String(err.name && err.name !== 'Error' ? err.name : err.message || err).split('\n')[0];
  }
  // Writes what is pending in one transaction, one transaction at a time.
  function flush() {
    if (busy || !pending.size) return;
    var ops = Array.from(pending.entries());
    pending.clear();
    busy = true;
    var finished = false;
    function done(err) {
      if (finished) return;
      finished = true;
      busy = false;
      if (err) fail(reason(err), ops); else { Module.pzStores++; askPersist(); }
      Module.pzWake();  // a still game shows a failed save at its next frame
      if (pending.size && !err) flush();  // what was recorded meanwhile
    }
    IDBFS.getDB(root, function (err, db) {
      if (err) return done(err);
      var tx;
      try {
        tx = db.transaction([IDBFS.DB_STORE_NAME], 'readwrite');
      } catch (e) {
        return done(e);
      }
      var store = tx.objectStore(IDBFS.DB_STORE_NAME);
      tx.oncomplete = function () { done(null); };
      tx.onerror = function (e) { e.preventDefault(); };  // onabort reports it
      tx.onabort = function () { done(tx.error || new Error('transaction aborted')); };
      function check(err2) { if (err2) { try { tx.abort(); } catch (e) { /* already over */ } } }
      ops.forEach(function (op) {
        var path = op[0];
        if (op[1] === 'put') {
          IDBFS.loadLocalEntry(path, function (err2, entry) {
            // Gone again since (renamed away or removed): its own operation follows.
            if (err2) return;
            IDBFS.storeRemoteEntry(store, path, entry, check);
          });
        } else {
          IDBFS.removeRemoteEntry(store, path, check);
        }
      });
    });
  }

  // Each wrapper records what changed under /data after the call succeeded; a read-only tab
  // records nothing (the change stays in this tab's memory).
  function wrap(name, record) {
    var original = FS[name];
    FS[name] = function () {
      var args = arguments;
      var result = original.apply(FS, args);
      if (!loading && (under(args[0]) || (name === 'rename' && under(args[1])))) {
        if (mayWrite()) { record(args); schedule(); } else Module.pzDropped++;
      }
      return result;
    };
  }
  wrap('rename', function (args) {
    var from = under(args[0]), to = under(args[1]), dest = PATH.normalize(String(args[1]));
    // A renamed folder moves the entries this tab has under it (the game renames only files).
    var moved = isDir(dest) ? tree(dest) : [];
    if (from) {
      recordDelete(from);
      moved.forEach(function (p) { recordDelete(from + p.slice(dest.length)); });
    }
    if (to) {
      recordPut(to);
      moved.forEach(recordPut);
    }
  });
  wrap('unlink', function (args) { recordDelete(under(args[0])); });
  wrap('rmdir', function (args) { recordDelete(under(args[0])); });

  // True once every write so far has reached IndexedDB (tests wait on it before a reload).
  Module.pzSaved = function () { return !busy && !scheduled && !pending.size; };
  Module.pzFlush = flush;
  // Leaving the page: start what is still waiting now (a started transaction completes).
  addEventListener('pagehide', function () { if (pending.size) flush(); });
});

// The page hidden (another tab, the phone's home screen): each hide is counted, so the game's clock
// leaves the time away out (platform/web/main.cpp reads Module.pzHides every frame).
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', function () {
    if (document.hidden) Module.pzHides = (Module.pzHides || 0) + 1;
  });
}

// A still game pauses its loop (platform/web/main.cpp): nothing runs until Module.pzWake(). SDL's
// own handlers only queue events, so every input the game cares about wakes it here first
// (capture phase; pointer events come for mouse and touch alike), as do focus, visibility and
// size changes (the canvas's own too: the safe-area insets), and a new service worker.
Module.pzWake = function (resized) {
  if (Module.calledRun && Module._pz_web_wake) Module._pz_web_wake(resized === true ? 1 : 0);
};
// Browsers keep an AudioContext suspended until a gesture (a touch's end, a click, a key; not a
// touch's start, all SDL's own resumer listens for): resumed at the first one. While the game is
// still and silent its audio is suspended as well (pzAudioIdle), costing nothing. For tests:
// Module.pzAudioStarted (a gesture started it).
Module.pzAudioIdling = false;
function pzAudio() { return Module.SDL2 && Module.SDL2.audioContext; }
Module.pzAudioIdle = function (idle) {
  var ctx = pzAudio();
  if (!ctx || idle === Module.pzAudioIdling || (idle && ctx.state !== 'running')) return;
  Module.pzAudioIdling = idle;
  (idle ? ctx.suspend() : ctx.resume()).catch(function () { });  // a resume needs no new gesture now
};
if (typeof document !== 'undefined') {
  var pzOn = function (target, names, f) {
    names.split(' ').forEach(function (name) { target.addEventListener(name, f, { capture: true, passive: true }); });
  };
  pzOn(window, 'pointerdown pointermove pointerup pointercancel wheel keydown keyup resize orientationchange focus blur pageshow', Module.pzWake);
  pzOn(document, 'visibilitychange', Module.pzWake);
  if (navigator.serviceWorker) pzOn(navigator.serviceWorker, 'controllerchange message', Module.pzWake);
  if (window.ResizeObserver && Module.canvas) new ResizeObserver(function () { Module.pzWake(true); }).observe(Module.canvas);
  pzOn(window, 'pointerup touchend mousedown keydown click', function () {
    var ctx = pzAudio(), act = navigator.userActivation;
    if (!ctx || ctx.state !== 'suspended' || Module.pzAudioIdling || (act && !act.isActive)) return;  // refused without a gesture
    ctx.resume().then(function () { Module.pzAudioStarted = true; }, function () { });
  });
}
