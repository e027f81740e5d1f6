#!/bin/sh
# Answers the repository's `pkg-config imgui` on Android: include paths only; the imgui target
# built in ../CMakeLists.txt is linked explicitly.
for a in "$@"; do
  case "$a" in
    --version) echo 0.29; exit 0 ;;
    --modversion) echo 1.86; exit 0 ;;
    --cflags*) echo "-I$PZ_IMGUI_SRC -I$PZ_IMGUI_SRC/backends"; exit 0 ;;
    --libs*) echo ""; exit 0 ;;
  esac
done
exit 0
