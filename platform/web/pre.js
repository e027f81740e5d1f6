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
// The game draws a frame only where it changed since the last one (engine/sdl_renderer.cpp), so
// its WebGL canvas must keep its pixels between frames: every WebGL context is asked for
// preserveDrawingBuffer (SDL makes its context through Emscripten's EGL, which has no such option).
if (typeof HTMLCanvasElement !== 'undefined') {
  var pzGetContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') {
      attributes = Object.assign({}, attributes || {}, { preserveDrawingBuffer: true });
    }
    return pzGetContext.call(this, type, attributes);
  };
}

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
// Files the game makes for the player (a printed puzzle, a result card): `bytes` (a Uint8Array)
// saved by the browser as a download named `name`; true when the browser took it.
Module.pzDownload = function (bytes, name, mime) {
  try {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([bytes], { type: mime }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
    return true;
  } catch (e) {
    console.warn('puzzlebox: download: ' + e.message);
    return false;
  }
};
// The result card (PNG bytes) to the system's share sheet where the browser shares files
// (navigator.canShare({files})), else downloaded: 2 the share sheet was asked, 1 downloaded, 0
// neither. A share the browser refuses (not the player closing the sheet) is downloaded instead.
// For tests: Module.pzShared, the last file offered to the share sheet.
Module.pzSharePicture = function (bytes, name, title) {
  var file = null;
  try { file = new File([bytes], name, { type: 'image/png' }); } catch (e) { }
  if (file && typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    Module.pzShared = file;
    navigator.share({ files: [file], title: title }).catch(function (e) {
      if (e && e.name === 'AbortError') return;
      console.warn('puzzlebox: share: ' + (e && e.message));
      Module.pzDownload(bytes, name, 'image/png');
    });
    return 2;
  }
  return Module.pzDownload(bytes, name, 'image/png') ? 1 : 0;
};
// Browsers keep an AudioContext suspended until a gesture (a touch's end, a click, a key; not a
// touch's start, all SDL's own resumer listens for): resumed at the first one. While the game is
// still and silent its audio is suspended as well (pzAudioIdle), costing nothing. The two are kept
// apart: Module.pzAudioIdling is only what the app wants (set by main.cpp as it sleeps and wakes),
// and the context is moved towards it one step at a time, looking again when a step settles (a
// suspend asked while a resume is still on its way is not lost). A gesture always resumes a
// context no gesture has started yet, whatever the app wants just then (a phone allows it only
// inside a gesture); the app's wish is followed again once it has. For tests:
// Module.pzAudioStarted (a gesture started it).
Module.pzAudioIdling = false;
function pzAudio() { return Module.SDL2 && Module.SDL2.audioContext; }
var pzAudioGoing = null;  // the state last asked of the context while it is on its way
function pzAudioAsk(ctx, target, gesture) {
  pzAudioGoing = target;
  (target === 'running' ? ctx.resume() : ctx.suspend()).then(function () {
    if (gesture) Module.pzAudioStarted = true;
    if (pzAudioGoing === target) { pzAudioGoing = null; pzAudioFollow(); }
  }, function () { if (pzAudioGoing === target) pzAudioGoing = null; });
}
function pzAudioFollow() {
  var ctx = pzAudio();
  if (!ctx || ctx.state === 'closed') return;
  var want = Module.pzAudioIdling ? 'suspended' : 'running';
  if (pzAudioGoing === want || (pzAudioGoing === null && ctx.state === want)) return;
  // Before a gesture a phone refuses to start it: a resume then waits (in vain) for one.
  pzAudioAsk(ctx, want, false);
}
Module.pzAudioIdle = function (idle) {
  Module.pzAudioIdling = !!idle;
  pzAudioFollow();
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
    if (!ctx || ctx.state === 'closed' || (act && !act.isActive)) return;  // refused without a gesture
    // Started by a gesture before: the app's own wish rules (a still app keeps it suspended).
    if (Module.pzAudioStarted && (ctx.state === 'running' || Module.pzAudioIdling)) return;
    pzAudioAsk(ctx, 'running', true);  // inside the gesture, as a phone requires
  });
}

// The phone's own keyboard for the app's text fields (drawn in the canvas, where a phone has
// nothing to type into): a transparent <input> lies over the field the app reports
// (Module.pzTextField, from main.cpp), focused while the app takes text and blurred when the field
// closes; a tap on the field focuses it inside the gesture (a phone shows its keyboard only then).
// Keys that come as key events (a hardware keyboard; most of an iPhone's) reach the app through
// SDL, which keeps them out of the input; what arrives only as editing of the input (an Android
// keyboard's words, a paste, a delete) is passed on: text by pz_web_text, Backspace and Enter by
// pz_web_key. The input holds one placeholder character, so a delete backwards has something to
// delete and reports itself. For tests: Module.pzTextInput (the element).
if (typeof document !== 'undefined') {
  var pzText = { wanted: false, box: null, el: null };
  var pzPlaceholder = ' ';
  var pzTextReset = function (el) {
    el.value = pzPlaceholder;
    try { el.setSelectionRange(1, 1); } catch (e) { /* not focused */ }
  };
  var pzTextElement = function () {
    if (pzText.el) return pzText.el;
    var el = document.createElement('input');
    el.type = 'text';
    el.id = 'pz-text';
    el.setAttribute('autocomplete', 'off');
    el.setAttribute('autocorrect', 'off');
    el.setAttribute('autocapitalize', 'off');
    el.setAttribute('spellcheck', 'false');
    el.setAttribute('enterkeyhint', 'go');
    el.setAttribute('aria-hidden', 'true');
    el.tabIndex = -1;
    // Over the field, invisible, and never in a finger's way (taps go to the canvas below); 16 px
    // type, or an iPhone zooms the page as it focuses.
    el.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;margin:0;padding:0;border:0;outline:0;' +
      'font-size:16px;color:transparent;background:transparent;caret-color:transparent;opacity:0;' +
      'pointer-events:none;z-index:0;';
    var composing = false;
    var pass = function () {
      var v = el.value;
      if (v === pzPlaceholder) return;
      if (v.length === 0) Module._pz_web_key(8);  // the placeholder deleted: Backspace
      else {
        var text = v.indexOf(pzPlaceholder) === 0 ? v.slice(pzPlaceholder.length) : v;
        text = text.replace(/[\r\n]+/g, '');
        if (text.length) Module.ccall('pz_web_text', null, ['string'], [text]);
        if (/[\r\n]/.test(v)) Module._pz_web_key(13);
      }
      pzTextReset(el);
    };
    // A paste is passed on as it comes (the clipboard's text), not left to the input's editing.
    el.addEventListener('paste', function (e) {
      var text = e.clipboardData ? e.clipboardData.getData('text') : '';
      if (!text) return;
      e.preventDefault();
      text = text.replace(/[\r\n]+/g, ' ').trim();
      if (text.length) Module.ccall('pz_web_text', null, ['string'], [text]);
    });
    el.addEventListener('compositionstart', function () { composing = true; });
    el.addEventListener('compositionend', function () { composing = false; pass(); });
    el.addEventListener('input', function (e) {
      if (composing || e.isComposing) return;  // a word being composed is passed on when it ends
      if (e.inputType === 'insertLineBreak') { pzTextReset(el); Module._pz_web_key(13); return; }
      pass();
    });
    // Backspace and Enter are passed on here, held down for a frame (SDL would send a quick press
    // and release in one frame, which ImGui 1.86 misses), and kept from SDL's own listener.
    var held = { Backspace: 8, Enter: 13 };
    var hold = function (e) {
      if (!held[e.key] || e.isComposing) return;
      e.preventDefault();
      e.stopPropagation();
      if (e.type === 'keydown') Module._pz_web_key(held[e.key]);
    };
    el.addEventListener('keydown', hold);
    el.addEventListener('keyup', hold);
    document.body.appendChild(el);
    pzText.el = el;
    Module.pzTextInput = el;
    return el;
  };
  var pzTextPlace = function (el) {
    var b = pzText.box, at = Module.canvas.getBoundingClientRect();
    if (!b) return;
    el.style.left = (at.left + b.x) + 'px';
    el.style.top = (at.top + b.y) + 'px';
    el.style.width = b.w + 'px';
    el.style.height = b.h + 'px';
  };
  var pzTextFocus = function () {
    var el = pzTextElement();
    pzTextPlace(el);
    if (document.activeElement !== el) {
      el.focus({ preventScroll: true });
      pzTextReset(el);
    }
  };
  Module.pzTextField = function (wanted, x, y, w, h) {
    pzText.wanted = !!wanted;
    pzText.box = w > 0 && h > 0 ? { x: x, y: y, w: w, h: h } : null;
    if (pzText.wanted) pzTextFocus();
    else if (pzText.el && document.activeElement === pzText.el) pzText.el.blur();
  };
  // A tap on the field brings the keyboard (back) up, inside the gesture.
  window.addEventListener('pointerup', function (e) {
    var b = pzText.box, at = b && Module.canvas && Module.canvas.getBoundingClientRect();
    if (!at) return;
    var x = e.clientX - at.left, y = e.clientY - at.top;
    if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h) pzTextFocus();
  }, { capture: true, passive: true });
}
