// PlayOrigin's makers, its mode's names in files, and its progress key.
#include "game/core/play_origin.h"

#include <array>

namespace pz {

namespace {
constexpr std::array<std::string_view, 5> kModeNames = {"pack", "endless", "daily", "custom", "replay"};
} // namespace

std::string_view play_mode_name(PlayMode m) { return kModeNames[static_cast<size_t>(m)]; }

std::optional<PlayMode> parse_play_mode(std::string_view name) {
    for (size_t i = 0; i < kModeNames.size(); ++i)
        if (kModeNames[i] == name) return static_cast<PlayMode>(i);
    return std::nullopt;
}

PlayOrigin PlayOrigin::pack_level(std::string pack, int index, std::string label) {
    PlayOrigin o;
    o.mode = PlayMode::Pack;
    o.pack = std::move(pack);
    o.index = index;
    o.label = std::move(label);
    return o;
}

PlayOrigin PlayOrigin::endless(std::string label) {
    PlayOrigin o;
    o.mode = PlayMode::Endless;
    o.label = std::move(label);
    return o;
}

PlayOrigin PlayOrigin::daily(std::string label, int day) {
    PlayOrigin o;
    o.mode = PlayMode::Daily;
    o.label = std::move(label);
    o.day = day;
    return o;
}

PlayOrigin PlayOrigin::custom(std::string label) {
    PlayOrigin o;
    o.label = std::move(label);
    return o;
}

PlayOrigin PlayOrigin::replay(std::string label) {
    PlayOrigin o;
    o.mode = PlayMode::Replay;
    o.label = std::move(label);
    return o;
}

std::string PlayOrigin::progress_key() const {
    if (mode == PlayMode::Pack) return pack + "/" + std::to_string(index);
    return std::string(play_mode_name(mode)) + "/" + label;
}

} // namespace pz
