// The Android entry point: SDL's activity, told which native libraries to load (main last).
package org.puzzlebox.app;

import org.libsdl.app.SDLActivity;

public class PuzzleboxActivity extends SDLActivity {
    @Override
    protected String[] getLibraries() {
        return new String[] {"c++_shared", "SDL2", "SDL2_ttf", "SDL2_mixer", "main"};
    }
}
