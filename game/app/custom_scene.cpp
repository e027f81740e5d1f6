// The Custom... form: steppers for numbers and buttons for choices (no combos: fingers first), the
// game's parser checking every change, the reason in one line under the field that broke it.
#include <imgui.h>

#include <algorithm>
#include <atomic>
#include <ctime>

#include "engine/rng.h"
#include "game/core/game_id.h"
#include "game/core/i18n.h"
#include "game/app/custom.h"
#include "game/ui/palette.h"
#include "game/app/scenes.h"
#include "game/app/theme.h"
#include "game/ui/widgets.h"

namespace pz {

namespace {

constexpr float kTarget = 48.f;  // the smallest thing a finger taps
constexpr ImGuiWindowFlags kPage = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;

std::string value_text(const ParamField& f) {
    if (!f.choices.empty()) return std::string(tr(f.choices[static_cast<size_t>(std::clamp(f.value, 0, static_cast<int>(f.choices.size()) - 1))]));
    if (!f.none_label.empty() && f.value == f.min) return std::string(tr(f.none_label));
    return std::to_string(f.value);
}

} // namespace

int choice_buttons(const std::string& id, const std::vector<std::string>& choices, int chosen_index, float w) {
    const float gap = ImGui::GetStyle().ItemSpacing.x, pad = ImGui::GetStyle().FramePadding.x * 2;
    float widest = 0;
    for (const auto& c : choices) widest = std::max(widest, ImGui::CalcTextSize(std::string(tr(c)).c_str()).x + pad);
    const int n = static_cast<int>(choices.size());
    int per_row = std::max(1, std::min(n, static_cast<int>((w + gap) / (widest + gap))));
    const int rows = (n + per_row - 1) / per_row;
    per_row = (n + rows - 1) / rows;  // even rows: 4 choices on a narrow screen as 2 and 2, not 3 and 1
    const float bw = (w - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    int tapped = -1;
    for (int i = 0; i < n; ++i) {
        if (i % per_row) ImGui::SameLine();
        const bool chosen = i == chosen_index;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        const std::string label = std::string(tr(choices[static_cast<size_t>(i)])) + "##" + id + std::to_string(i);
        if (ui::button(label, ImVec2(bw, 0))) tapped = i;
        if (chosen) ImGui::PopStyleColor();
    }
    return tapped;
}

uint64_t fresh_seed() {
    static std::atomic<uint64_t> count{0};
    return mix64(static_cast<uint64_t>(std::time(nullptr)) ^ (++count * 0x9e3779b97f4a7c15ull)) % 1000000000ull;
}

CustomScene::CustomScene(Shell& shell, const GameType& game)
    : shell_(shell), game_(game), presets_(game.presets()), params_(fail("no parameters yet")) {
    const auto& kept = shell.settings().custom_params;
    const auto it = kept.find(std::string(game.id()));
    fill(it != kept.end() ? it->second : presets_.empty() ? std::string() : presets_.front().params);
}

void CustomScene::fill(std::string_view params) {
    fields_ = game_.param_fields(params);
    error_field_ = -1;
    check();
}

void CustomScene::set(std::string_view key, int value) {
    for (size_t i = 0; i < fields_.size(); ++i) {
        ParamField& f = fields_[i];
        if (f.key != key) continue;
        const int hi = f.choices.empty() ? f.max : static_cast<int>(f.choices.size()) - 1;
        f.value = std::clamp(value, f.choices.empty() ? f.min : 0, hi);
        error_field_ = static_cast<int>(i);
        check();
        return;
    }
}

void CustomScene::check() {
    params_ = fields_.empty() ? Result<std::string>(fail(trf("{1} has no custom settings", tr(game_.title())))) : game_.custom_params(fields_);
}

void CustomScene::remember() {
    if (!params_) return;
    std::string& kept = shell_.settings().custom_params[std::string(game_.id())];
    if (kept == *params_) return;
    kept = *params_;
    shell_.save_settings();
}

void CustomScene::start(Context& ctx) {
    if (!params_) return;
    remember();
    const uint64_t seed = fresh_seed();
    // The seed ID as the label: Share offers it, and the game replays from it exactly.
    GameId id;
    id.game = std::string(game_.id());
    id.params = *params_;
    id.seed = seed;
    ctx.scenes->replace_top(make_generating_scene(shell_, game_, *params_, seed, PlayOrigin::custom(id.text())));
}

bool CustomScene::handle(const Gesture& g, Context& ctx) {
    if (g.kind == Gesture::Kind::Key && g.action == Action::Back) {
        remember();
        ctx.scenes->pop();
    }
    return true;
}

void CustomScene::draw(Canvas& c, Context& ctx) {
    c.fill_rect(Layer::Background, {0, 0, ctx.size.x, ctx.size.y}, shell_.palette().background);
}

void CustomScene::gui(Context& ctx) {
    const float width = std::min(ctx.size.x - 16.f, 480.f);
    ImGui::SetNextWindowPos(ImVec2((ctx.size.x - width) * 0.5f, 8.f));
    ImGui::SetNextWindowSize(ImVec2(width, ctx.size.y - 16.f));
    ImGui::SetNextWindowBgAlpha(0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    ImGui::Begin("##custom", nullptr, kPage);
    ImGui::PopStyleVar();
    const float w = ImGui::GetContentRegionAvail().x;
    if (ui::button(tr("Back"), ImVec2(80.f, 0))) {
        remember();
        ctx.scenes->pop();
    }
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (kTarget - ImGui::GetTextLineHeight()) * 0.5f);
    ImGui::TextUnformatted(trf("Custom {1}", tr(game_.title())).c_str());
    ImGui::Separator();

    auto error_line = [&] {
        ImGui::PushStyleColor(ImGuiCol_Text, imgui_colour(shell_.palette().error_text));
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(params_.error().message.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
    };
    // The fields scroll; Start stays at the bottom, in reach of a thumb.
    const float foot = 52.f + ImGui::GetTextLineHeightWithSpacing() + 2 * ImGui::GetStyle().ItemSpacing.y +
                       (!params_ && error_field_ < 0 ? 2 * ImGui::GetTextLineHeightWithSpacing() : 0.f);
    ImGui::BeginChild("##fields", ImVec2(0, -foot));
    const float fw = ImGui::GetContentRegionAvail().x;  // less the scroll bar, when there is one
    for (size_t i = 0; i < fields_.size(); ++i) {
        const ParamField f = fields_[i];  // a copy: set() below changes fields_
        ImGui::PushID(static_cast<int>(i));
        ImGui::TextDisabled("%s", std::string(tr(f.label)).c_str());
        if (!f.choices.empty()) {
            if (const int t = choice_buttons(f.key, f.choices, f.value, fw); t >= 0) set(f.key, t);
        } else {
            // - value +: the value in the middle, as wide as what is left.
            ImGui::BeginDisabled(f.value <= f.min);
            if (ui::button("-", ImVec2(64.f, 0))) set(f.key, f.value - f.step);
            ImGui::EndDisabled();
            ImGui::SameLine();
            const float mid = fw - 2 * 64.f - 2 * ImGui::GetStyle().ItemSpacing.x;
            const std::string v = value_text(f);
            const ImVec2 at = ImGui::GetCursorScreenPos();
            ImGui::Dummy(ImVec2(mid, kTarget));
            const ImVec2 ts = ImGui::CalcTextSize(v.c_str());
            ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + (mid - ts.x) * 0.5f, at.y + (kTarget - ts.y) * 0.5f),
                                                ImGui::GetColorU32(ImGuiCol_Text), v.c_str());
            ImGui::SameLine();
            ImGui::BeginDisabled(f.value >= f.max);
            if (ui::button("+", ImVec2(64.f, 0))) set(f.key, f.value + f.step);
            ImGui::EndDisabled();
        }
        if (!params_ && error_field_ == static_cast<int>(i)) error_line();
        ImGui::PopID();
    }
    if (!presets_.empty()) {
        ImGui::Spacing();
        ImGui::TextDisabled("%s", tr("Fill in from a preset"));
        std::vector<std::string> names;
        for (const Preset& p : presets_) names.push_back(p.name);
        if (const int t = choice_buttons("preset", names, -1, fw); t >= 0) fill(presets_[static_cast<size_t>(t)].params);
    }
    ImGui::EndChild();
    if (!params_ && (error_field_ < 0 || error_field_ >= static_cast<int>(fields_.size()))) error_line();
    ImGui::BeginDisabled(!params_);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ui::button(tr("Start"), ImVec2(w, 52.f))) start(ctx);
    start_rect_ = {at.x, at.y, w, 52.f};
    ImGui::EndDisabled();
    if (params_) ImGui::TextDisabled("%s:%s", std::string(game_.id()).c_str(), params_->c_str());

    ImGui::End();
}

std::unique_ptr<Scene> make_custom_scene(Shell& shell, const GameType& game) { return std::make_unique<CustomScene>(shell, game); }

} // namespace pz
