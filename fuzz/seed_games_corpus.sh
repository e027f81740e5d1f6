#!/usr/bin/env bash
# Seeds fuzz/corpus/games/ from the shipped level packs: one input per level (a dev-time tool).
set -euo pipefail
cd "$(dirname "$0")/.."
out=fuzz/corpus/games
mkdir -p "$out"
for pack in levels/*/*.txt; do
  game=$(basename "$(dirname "$pack")")
  n=0
  grep -v '^#' "$pack" | grep -v '^[[:space:]]*$' | while read -r first _; do
    n=$((n + 1))
    [ $((n % 4)) -eq 1 ] || continue   # every fourth level is plenty of variety
    printf '%s\n%s\n%s\n' "$game" "${first%%:*}" "${first#*:}" > "$out/$game-$n"
  done
done
ls "$out" | wc -l
