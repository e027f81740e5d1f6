#!/usr/bin/env python3
"""scripts/web-serve.py decides by content whether a precompressed copy may be sent (issue 25):
a site copied without its file times still gets its .gz/.br sent, and a copy that no longer holds
the file is not sent and is said on stderr.
    tests/web/serve_test.py SCRIPTS_DIR"""
import gzip
import http.client
import os
import shutil
import subprocess
import sys
import tempfile
import time


def fail(why):
    print("serve_test: FAILED: " + why)
    sys.exit(1)


def get(port, path, coding):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.request("GET", path, headers={"Accept-Encoding": coding})
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, r.getheader("Content-Encoding") or "identity", body


def main():
    serve = os.path.join(sys.argv[1], "web-serve.py")
    site = tempfile.mkdtemp(prefix="pz-serve-")
    proc = None
    try:
        with open(os.path.join(site, "index.html"), "w") as f:
            f.write("<!doctype html><title>t</title>\n")
        old = b"the page's script, as built\n" * 200
        new = b"the page's script, rebuilt, without its precompressed copies\n" * 200
        js = os.path.join(site, "app.js")
        with open(js, "wb") as f:
            f.write(old)
        with gzip.open(js + ".gz", "wb") as f:
            f.write(old)
        has_brotli = shutil.which("brotli") is not None
        if has_brotli:
            subprocess.run(["brotli", "-f", "-o", js + ".br", js], check=True)
        # A copy that lost its times: the compressed copies look older than the file they hold.
        now = time.time()
        os.utime(js + ".gz", (now - 3600, now - 3600))
        if has_brotli:
            os.utime(js + ".br", (now - 3600, now - 3600))
        os.utime(js, (now, now))

        proc = subprocess.Popen([sys.executable, serve, "--port", "0", site], stderr=subprocess.PIPE, text=True)
        first = proc.stderr.readline()
        if "http://127.0.0.1:" not in first:
            fail("no 'serving' line: " + first)
        port = int(first.rsplit(":", 1)[1].strip().strip("/"))

        status, coding, body = get(port, "/app.js", "gzip")
        if status != 200 or coding != "gzip" or gzip.decompress(body) != old:
            fail("an older-looking .gz holding the same bytes was not sent (%d, %s)" % (status, coding))
        if has_brotli:
            status, coding, body = get(port, "/app.js", "br, gzip")
            if status != 200 or coding != "br":
                fail("an older-looking .br holding the same bytes was not sent (%d, %s)" % (status, coding))

        # The file changes; its stale copies get newer times than it (as a careless copy may give).
        with open(js, "wb") as f:
            f.write(new)
        for suffix in (".gz", ".br") if has_brotli else (".gz",):
            os.utime(js + suffix, (now + 60, now + 60))
        os.utime(js, (now + 30, now + 30))
        status, coding, body = get(port, "/app.js", "br, gzip")
        if status != 200 or coding != "identity" or body != new:
            fail("a stale precompressed copy was sent for a changed file (%d, %s)" % (status, coding))
        proc.terminate()
        _, err = proc.communicate(timeout=10)
        proc = None
        if "does not hold the same bytes" not in err:
            fail("the stale copy was not reported on stderr:\n" + err)
        print("serve_test: content decides, stale copies are reported%s" % ("" if has_brotli else " (gzip only: no brotli)"))
    finally:
        if proc:
            proc.kill()
            proc.wait()
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    main()
