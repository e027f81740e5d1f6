#!/usr/bin/env bash
# Installs the build into a temporary prefix and runs the installed game and tool from another
# folder: they must find their data beside their own binaries, never in the build or source tree.
#   install_test.sh CMAKE BUILD_DIR
set -euo pipefail
cmake=$1 build=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
command -v python3 >/dev/null || { echo "SKIPPED: python3 is not installed (apt install python3)"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix id=io.github.puzzlebox.Puzzlebox
fail() { echo "install test: $*"; exit 1; }

"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install failed"; }

# Everything in its standard place.
for f in bin/puzzlebox bin/puzzlebox-tool \
         share/puzzlebox/levels/fling/levels.txt share/puzzlebox/assets/crossword/words.txt \
         share/puzzlebox/assets/fonts/Inter-Regular.otf share/puzzlebox/assets/fonts/Inter-SemiBold.otf \
         share/applications/$id.desktop share/metainfo/$id.metainfo.xml share/mime/packages/$id.xml \
         share/icons/hicolor/scalable/apps/$id.svg share/man/man6/puzzlebox.6.gz share/man/man1/puzzlebox-tool.1.gz \
         share/doc/puzzlebox/README.md share/doc/puzzlebox/docs/cli.md share/doc/puzzlebox/copyright \
         share/doc/puzzlebox/changelog.gz; do
  [ -s "$prefix/$f" ] || fail "$f is missing or empty"
done
for size in 16 22 24 32 48 64 128 256 512; do
  png=$prefix/share/icons/hicolor/${size}x$size/apps/$id.png
  [ -s "$png" ] || fail "no ${size}x$size icon"
  [ "$(python3 "$here/png_colours.py" "$png" | cut -d' ' -f1,2)" = "$size $size" ] || fail "$png is not ${size}x$size"
done

# Run from an empty folder, with no data overrides, the player's data in the temporary folder.
mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
unset PUZZLEBOX_ASSETS PUZZLEBOX_LEVELS PUZZLEBOX_CROSSWORD_DICT
export PUZZLEBOX_DATA=$tmp/data SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

"$prefix/bin/puzzlebox-tool" list >list.txt || fail "puzzlebox-tool list failed"
[ "$(wc -l <list.txt)" -eq 5 ] || { cat list.txt; fail "puzzlebox-tool list does not name five games"; }
# Fill-in's generator reads the installed word list.
"$prefix/bin/puzzlebox-tool" generate crossword --params 7x7 --seed 1 >gen.txt || fail "the installed tool cannot make a Fill-in puzzle"

# The level list reads the installed packs; the frame has text, so the fonts were found.
"$prefix/bin/puzzlebox" --no-audio --size 360x640 --scene levels:fling --screenshot shot.png >run.log 2>&1 ||
  { cat run.log; fail "the installed game did not run"; }
[ -s shot.png ] || fail "no screenshot"
read -r w h colours < <(python3 "$here/png_colours.py" shot.png)
[ "$w" -gt 0 ] && [ "$colours" -ge 16 ] || fail "the screenshot is blank ($w x $h, $colours colours)"
grep -qi "cannot\|not found" run.log && { cat run.log; fail "the installed game complained"; }

# Without its share folder the installed copy names the installed paths: it never falls back to
# the build tree.
mv "$prefix/share/puzzlebox" "$prefix/share/puzzlebox.away"
"$prefix/bin/puzzlebox-tool" generate crossword --params 7x7 --seed 1 >/dev/null 2>err.txt && fail "generated with no word list installed"
grep -q "$prefix/share/puzzlebox/assets/crossword/words.txt" err.txt || { cat err.txt; fail "the error does not name the installed word list"; }
if grep -q "$build\|$(cd "$here/../.." && pwd)/levels" err.txt; then cat err.txt; fail "the installed tool looked in the build or source tree"; fi
"$prefix/bin/puzzlebox" --no-audio --size 360x640 --screenshot shot2.png >run2.log 2>&1 || true
grep -q "$prefix/share/puzzlebox/assets/fonts" run2.log || { cat run2.log; fail "the game did not look for its fonts in the installed folder"; }
echo "install test: ok ($(du -sh "$prefix" | cut -f1) installed; screenshot $w x $h, $colours colours)"
