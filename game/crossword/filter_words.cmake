# Build-time dictionary filter: lower-case ASCII words of 3-12 letters from IN, minus Roman numerals
# and the words in EXCLUDE, written one per line to OUT (an empty OUT when IN is missing, so the build still works).
# Usage: cmake -DIN=words -DEXCLUDE=excluded.txt -DOUT=out.txt -P filter_words.cmake
set(words "")
if(EXISTS "${IN}")
  file(STRINGS "${IN}" words ENCODING UTF-8 REGEX "^[a-z][a-z][a-z][a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?$")
endif()
# Roman numerals (xiv, lxii...) are not words a player should have to guess; 'mix' goes with them.
if(words)
  list(FILTER words EXCLUDE REGEX "^m*(cm|cd|d?c*)(xc|xl|l?x*)(ix|iv|v?i*)$")
endif()
if(EXISTS "${EXCLUDE}")
  file(STRINGS "${EXCLUDE}" excluded REGEX "^[a-z]+$")
  if(excluded AND words)
    list(REMOVE_ITEM words ${excluded})
  endif()
endif()
if(words)
  list(REMOVE_DUPLICATES words)
endif()
list(JOIN words "\n" text)
file(WRITE "${OUT}.tmp" "${text}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
