#!/usr/bin/env bash
# Makes the Debian package from this build with CPack, checks it with lintian (no errors), then
# unpacks it and runs the unpacked game and tool, as a player's machine would after installing it.
#   package_test.sh CPACK BUILD_DIR
# scripts/setup package makes the real package from a Release build with /usr/games binaries;
# this build installs into bin/, so lintian's games-section check is left out here.
set -euo pipefail
cpack=$1 build=$(cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
for tool in lintian:lintian dpkg-shlibdeps:dpkg-dev file:file python3:python3; do
  command -v "${tool%%:*}" >/dev/null || { echo "SKIPPED: ${tool%%:*} is not installed (apt install ${tool#*:})"; exit 77; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "package test: $*"; exit 1; }

"$cpack" --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack failed"; }
deb=$(ls "$tmp"/out/puzzlebox_*_amd64.deb 2>/dev/null) || fail "no puzzlebox_<version>_amd64.deb made"
status=0
lintian --fail-on error --suppress-tags package-section-games-but-contains-no-game "$deb" >"$tmp/lintian.txt" 2>&1 || status=$?
grep -v 'running with root privileges' "$tmp/lintian.txt" || true
[ "$status" -eq 0 ] || fail "lintian reports errors (exit status $status)"

# Depends names the libraries (from dpkg-shlibdeps) and the fonts the package links to.
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libc6 libsdl2-2.0-0 libsdl2-ttf-2.0-0 fonts-inter fonts-dejavu-core; do
  [[ $depends == *"$dep"* ]] || fail "Depends lacks $dep: $depends"
done

# Unpacked, with the fonts its dependency provides, the game and tool run from another folder.
root=$tmp/root
dpkg-deb -x "$deb" "$root"
mkdir -p "$root/usr/share/fonts/truetype" "$root/usr/share/fonts/opentype"
ln -s /usr/share/fonts/truetype/dejavu "$root/usr/share/fonts/truetype/dejavu"
ln -s /usr/share/fonts/opentype/inter "$root/usr/share/fonts/opentype/inter"
bin=$(dirname "$(find "$root/usr" -name puzzlebox -type f -perm -u+x | head -1)")
[ -x "$bin/puzzlebox" ] && [ -x "$bin/puzzlebox-tool" ] || fail "no programs in the package"
cd "$tmp"
unset PUZZLEBOX_ASSETS PUZZLEBOX_LEVELS PUZZLEBOX_CROSSWORD_DICT
export PUZZLEBOX_DATA=$tmp/data SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
[ "$("$bin/puzzlebox-tool" list | wc -l)" -eq 5 ] || fail "the packaged tool does not list five games"
"$bin/puzzlebox" --no-audio --size 360x640 --scene levels:sweetspots --screenshot shot.png >run.log 2>&1 || { cat run.log; fail "the packaged game did not run"; }
read -r w h colours < <(python3 "$here/png_colours.py" shot.png)
[ "$colours" -ge 16 ] || fail "the packaged game's screenshot is blank"
echo "package test: ok ($(basename "$deb"), $(du -k "$deb" | cut -f1) KiB; screenshot $w x $h, $colours colours)"
