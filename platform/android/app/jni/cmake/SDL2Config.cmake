# SDL2 comes from add_subdirectory() in ../CMakeLists.txt; its targets already exist.
set(SDL2_FOUND TRUE)
