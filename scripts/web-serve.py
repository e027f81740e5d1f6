#!/usr/bin/env python3
"""Serves the web build (build-web/site) the way a real host should: precompressed files.

For a file F it sends F.br (Content-Encoding: br) or F.gz (gzip) when the browser accepts that
encoding and scripts/web-build wrote one that holds F as it is now (checked by content, not by file
times, which a copied site may have lost; a copy that does not match is said on stderr once and F
itself is sent), else F itself; .wasm as application/wasm (so the browser
compiles it while it downloads); Cache-Control "no-cache" (ask every time, 304 when unchanged) for
everything except an address carrying the build's version (?v=..., the page's script, wasm and
data), which never changes and may be kept for a year.
    scripts/web-serve.py [--bind ADDR] [--port N] [--quiet] SITE_DIR
"""
import argparse
import email.utils
import gzip
import hashlib
import http.server
import os
import subprocess
import sys
import threading
import urllib.parse

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".data": "application/octet-stream",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".txt": "text/plain; charset=utf-8",
    ".log": "text/plain; charset=utf-8",
}
# Preferred first: brotli is about a fifth smaller than gzip on the wasm and data.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
LONG = "public, max-age=31536000, immutable"


def digest_of_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 16), b""):
            h.update(chunk)
    return h.digest()


def decompressed_digest(path, coding):
    """The digest of what a precompressed file holds, or None if it cannot be read."""
    h = hashlib.sha256()
    try:
        if coding == "gzip":
            with gzip.open(path, "rb") as f:
                for chunk in iter(lambda: f.read(1 << 16), b""):
                    h.update(chunk)
            return h.digest()
        try:
            import brotli  # python3-brotli, when installed
            with open(path, "rb") as f:
                h.update(brotli.decompress(f.read()))
            return h.digest()
        except ImportError:
            out = subprocess.run(["brotli", "-d", "-c", path], capture_output=True, check=True).stdout
            h.update(out)
            return h.digest()
    except Exception:  # a truncated or foreign file, or no brotli to read it: not the same bytes
        return None


class Precompressed:
    """Whether F.br / F.gz hold F as it is now, decided by content and remembered until either
    file changes (size or time), so each pair is decompressed once."""

    def __init__(self):
        self.lock = threading.Lock()
        self.known = {}  # compressed path -> (stat key, verdict)

    def matches(self, path, suffix, coding):
        comp = path + suffix
        try:
            so, sc = os.stat(path), os.stat(comp)
        except OSError:
            return False
        key = (so.st_mtime_ns, so.st_size, sc.st_mtime_ns, sc.st_size)
        with self.lock:
            hit = self.known.get(comp)
            if hit and hit[0] == key:
                return hit[1]
        got = decompressed_digest(comp, coding)
        ok = got is not None and got == digest_of_file(path)
        if not ok:
            why = "cannot be read" if got is None else "does not hold the same bytes (stale: rerun scripts/web-build)"
            sys.stderr.write("web-serve: %s %s; sending %s uncompressed\n" % (comp, why, os.path.basename(path)))
            sys.stderr.flush()
        with self.lock:
            self.known[comp] = (key, ok)
        return ok


PRECOMPRESSED = Precompressed()


def accepted(header):
    """The content codings an Accept-Encoding header allows (q=0 excluded)."""
    out = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for p in params.split(";"):
            key, _, value = p.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            out.add(name.strip().lower())
    return out


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "PuzzleboxServe/1"
    protocol_version = "HTTP/1.1"
    root = "."
    quiet = False

    def log_message(self, fmt, *args):
        if not self.quiet:
            sys.stderr.write("web-serve: %s %s\n" % (self.address_string(), fmt % args))

    def log_request(self, code="-", size="-"):
        pass  # each answer is logged once sent, with its bytes (serve, fail)

    def sent(self, code, size, coding=None):
        """One line per answer: status, body bytes on the wire, content coding (tests add them up)."""
        if not self.quiet:
            sys.stderr.write('web-serve: "%s" %s %s %s\n' % (self.requestline, code, size, coding or "identity"))
            sys.stderr.flush()

    def do_HEAD(self):
        self.serve(body=False)

    def do_GET(self):
        self.serve(body=True)

    def fail(self, code, why):
        data = (why + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)
        self.sent(code, len(data))

    def serve(self, body):
        url = urllib.parse.urlsplit(self.path)
        rel = urllib.parse.unquote(url.path).lstrip("/")
        if rel == "" or rel.endswith("/"):
            rel += "index.html"
        path = os.path.realpath(os.path.join(self.root, rel))
        if not (path == self.root or path.startswith(self.root + os.sep)) or not os.path.isfile(path):
            return self.fail(404, "not found: /" + rel)
        ext = os.path.splitext(path)[1]
        send, coding = path, None
        allowed = accepted(self.headers.get("Accept-Encoding"))
        for name, suffix in ENCODINGS:
            if name in allowed and os.path.isfile(path + suffix) and PRECOMPRESSED.matches(path, suffix, name):
                send, coding = path + suffix, name
                break
        st = os.stat(send)
        etag = '"%x-%x%s"' % (int(st.st_mtime_ns // 1000), st.st_size, "-" + coding if coding else "")
        versioned = "v=" in url.query and ext in (".js", ".wasm", ".data")
        headers = {
            "Content-Type": TYPES.get(ext, "application/octet-stream"),
            "Cache-Control": LONG if versioned else "no-cache",
            "ETag": etag,
            "Last-Modified": email.utils.formatdate(st.st_mtime, usegmt=True),
            "Vary": "Accept-Encoding",
            "X-Content-Type-Options": "nosniff",
        }
        if coding:
            headers["Content-Encoding"] = coding
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            for k in ("Cache-Control", "ETag", "Vary"):
                self.send_header(k, headers[k])
            self.send_header("Content-Length", "0")
            self.end_headers()
            self.sent(304, 0)
            return
        self.send_response(200)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(st.st_size))
        self.end_headers()
        if not body:
            self.sent(200, 0, coding)
            return
        with open(send, "rb") as f:
            while True:
                chunk = f.read(1 << 16)
                if not chunk:
                    break
                try:
                    self.wfile.write(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    return
        self.sent(200, st.st_size, coding)


def main():
    ap = argparse.ArgumentParser(description="Serve the Puzzlebox web build with precompressed files.")
    ap.add_argument("site", help="the folder to serve (build-web/site)")
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8080)
    ap.add_argument("--quiet", action="store_true", help="no line per request")
    args = ap.parse_args()
    if not os.path.isfile(os.path.join(args.site, "index.html")):
        sys.exit("web-serve: %s: no index.html (run scripts/web-build first)" % args.site)
    Handler.root = os.path.realpath(args.site)
    Handler.quiet = args.quiet
    httpd = http.server.ThreadingHTTPServer((args.bind, args.port), Handler)
    httpd.daemon_threads = True
    print("web-serve: serving %s on http://%s:%d/" % (Handler.root, args.bind, httpd.server_address[1]), file=sys.stderr, flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
