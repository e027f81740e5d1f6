# SDL2_ttf comes from add_subdirectory() in ../CMakeLists.txt; its targets already exist.
set(SDL2_ttf_FOUND TRUE)
