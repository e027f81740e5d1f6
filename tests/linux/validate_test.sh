#!/usr/bin/env bash
# Validates one desktop-integration file of platform/linux with its Debian tool; exit 77 (skipped)
# when the tool is missing (scripts/setup installs them).
#   validate_test.sh desktop|metainfo|mime|man PLATFORM_LINUX_DIR
set -euo pipefail
kind=$1 dir=$2
id=io.github.puzzlebox.Puzzlebox
need() { command -v "$1" >/dev/null || { echo "SKIPPED: $1 is not installed (apt install $2)"; exit 77; }; }

case "$kind" in
  desktop)
    need desktop-file-validate desktop-file-utils
    desktop-file-validate "$dir/$id.desktop"
    # The entry opens records and puzzlebox: links, so it must pass them on (%u).
    grep -qx 'Exec=puzzlebox %u' "$dir/$id.desktop"
    grep -qx 'MimeType=application/x-puzzlebox-record;x-scheme-handler/puzzlebox;' "$dir/$id.desktop" ;;
  metainfo)
    need appstreamcli appstream
    appstreamcli validate --no-net "$dir/$id.metainfo.xml"
    # Every screenshot it names is one of ours.
    for png in $(grep -o 'docs/screenshots/[a-z0-9_-]*\.png' "$dir/$id.metainfo.xml"); do
      [ -s "$dir/../../$png" ] || { echo "metainfo names $png, which is not in the source tree"; exit 1; }
    done ;;
  mime)
    need xmllint libxml2-utils
    need update-mime-database shared-mime-info
    xmllint --noout "$dir/$id.mime.xml"
    tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$tmp/mime/packages"
    cp "$dir/$id.mime.xml" "$tmp/mime/packages/$id.xml"
    update-mime-database "$tmp/mime" >/dev/null 2>&1
    grep -q 'application/x-puzzlebox-record:\*\.pzr' "$tmp/mime/globs2"
    grep -q 'puzzlebox-record' "$tmp/mime/magic" ;;
  man)
    need man man-db
    for page in "$dir/puzzlebox.6" "$dir/puzzlebox-tool.1"; do
      # As lintian checks them: any warning from groff fails.
      out=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
      [ -z "$out" ] || { echo "$page: $out"; exit 1; }
    done
    # The game's page lists every option its parser knows.
    for opt in $(grep -o '"--[a-z-]*"' "$dir/../desktop/options.cpp" | tr -d '"' | sort -u); do
      grep -q -- "${opt//-/\\\\-}" "$dir/puzzlebox.6" || { echo "puzzlebox.6 does not list $opt"; exit 1; }
    done ;;
  *) echo "usage: validate_test.sh desktop|metainfo|mime|man DIR" >&2; exit 2 ;;
esac
echo "$kind: ok"
