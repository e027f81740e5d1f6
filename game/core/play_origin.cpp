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

PlayOrigin PlayOrigin::of(PlayMode mode, std::string label) {
    PlayOrigin o;
    o.mode = mode;
    o.label = std::move(label);
    return o;
}

PlayOrigin PlayOrigin::pack_level(std::string pack, int index, std::string label) {
    PlayOrigin o = of(PlayMode::Pack, std::move(label));
    o.pack = std::move(pack);
    o.index = index;
    return o;
}

PlayOrigin PlayOrigin::endless(std::string label) { return of(PlayMode::Endless, std::move(label)); }
PlayOrigin PlayOrigin::daily(std::string label, int day) {
    PlayOrigin o = of(PlayMode::Daily, std::move(label));
    o.day = day;
    return o;
}
PlayOrigin PlayOrigin::custom(std::string label) { return of(PlayMode::Custom, std::move(label)); }
PlayOrigin PlayOrigin::replay(std::string label) { return of(PlayMode::Replay, std::move(label)); }

std::string PlayOrigin::progress_key() const {
    if (mode == PlayMode::Pack) return pack + "/" + std::to_string(index);
    return std::string(play_mode_name(mode)) + "/" + label;
}

} // namespace pz
