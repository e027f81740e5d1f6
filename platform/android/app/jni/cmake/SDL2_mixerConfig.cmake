# SDL2_mixer comes from add_subdirectory() in ../CMakeLists.txt; its targets already exist.
set(SDL2_mixer_FOUND TRUE)
