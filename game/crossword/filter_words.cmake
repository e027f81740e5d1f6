# Build-time dictionary filter: lower-case ASCII words of 3-12 letters from the IN files, minus Roman
# numerals and the words in EXCLUDE with their inflected forms, sorted and written one per line to OUT
# (an empty OUT when no IN file exists, so the build still works).
# Usage: cmake "-DIN=a|b|c" -DEXCLUDE=excluded.txt -DOUT=out.txt -P filter_words.cmake
set(words "")
string(REPLACE "|" ";" inputs "${IN}")
foreach(in ${inputs})
  if(EXISTS "${in}")
    file(STRINGS "${in}" part ENCODING UTF-8 REGEX "^[a-z][a-z][a-z][a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?[a-z]?$")
    list(APPEND words ${part})
  endif()
endforeach()
# Roman numerals (xiv, lxii...) are not words a player should have to guess; 'mix' goes with them.
if(words)
  list(FILTER words EXCLUDE REGEX "^m*(cm|cd|d?c*)(xc|xl|l?x*)(ix|iv|v?i*)$")
endif()
# An excluded word takes its inflections with them ("ho": hos, hoes), as tests/crossword/words_test.cpp
# checks: +s, or +es after s, x, z, ch, sh (both after o); +ed, +ing, +er, +ers, +est, but after a final
# e +d, +r, +rs, +st and e -> ing, and none after a final c (spic is not spiced). Other forms (crappy,
# bitchier) are listed by hand.
if(EXISTS "${EXCLUDE}")
  file(STRINGS "${EXCLUDE}" excluded REGEX "^[a-z]+$")
  set(forms "")
  foreach(w ${excluded})
    list(APPEND forms ${w})
    if(w MATCHES "(s|x|z|ch|sh)$")
      list(APPEND forms ${w}es)
    elseif(w MATCHES "o$")
      list(APPEND forms ${w}s ${w}es)
    else()
      list(APPEND forms ${w}s)
    endif()
    if(w MATCHES "^(.*)e$")
      list(APPEND forms ${w}d ${w}r ${w}rs ${w}st ${CMAKE_MATCH_1}ing)
    elseif(NOT w MATCHES "c$")
      list(APPEND forms ${w}ed ${w}ing ${w}er ${w}ers ${w}est)
    endif()
  endforeach()
  if(forms AND words)
    list(REMOVE_ITEM words ${forms})
  endif()
endif()
if(words)
  list(REMOVE_DUPLICATES words)
  list(SORT words)
endif()
list(JOIN words "\n" text)
file(WRITE "${OUT}.tmp" "${text}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
