// Command-line argument parsing for puzzlebox-tool.
#include "game/core/cli.h"

#include <algorithm>

#include "game/core/text.h"

namespace pz {

CliArgs::CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& value_flags,
                 const std::vector<std::string>& bool_flags) {
    auto is = [](const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() > 2 && a[0] == '-' && a[1] == '-') {
            std::string name = a, val;
            size_t eq = a.find('=');
            bool inline_value = eq != std::string::npos;
            if (inline_value) {
                name = a.substr(0, eq);
                val = a.substr(eq + 1);
            }
            if (is(value_flags, name)) {
                if (!inline_value) {
                    if (i + 1 >= args.size()) {
                        if (missing_value_.empty()) missing_value_ = name;
                        continue;
                    }
                    val = args[++i];
                }
                values_.emplace_back(name, val);
            } else if (name == "--json" || is(bool_flags, name)) {
                flags_.push_back(name);
            } else {
                unknown_.push_back(name);
            }
        } else {
            positional_.push_back(a);
        }
    }
}

bool CliArgs::has(std::string_view flag) const {
    return std::find(flags_.begin(), flags_.end(), flag) != flags_.end();
}

std::optional<std::string> CliArgs::get(std::string_view flag) const {
    for (auto it = values_.rbegin(); it != values_.rend(); ++it)
        if (it->first == flag) return it->second;
    return std::nullopt;
}

Result<int64_t> CliArgs::get_int(std::string_view flag, int64_t fallback, int64_t lo, int64_t hi) const {
    auto v = get(flag);
    if (!v) return fallback;
    auto r = parse_int(*v, lo, hi, std::string(flag));
    if (!r) return fail(r.error().message);
    return *r;
}

Result<uint64_t> CliArgs::get_u64(std::string_view flag, uint64_t fallback) const {
    auto v = get(flag);
    if (!v) return fallback;
    auto r = parse_u64(*v, std::string(flag));
    if (!r) return fail(r.error().message);
    return *r;
}

Result<void> CliArgs::check() const {
    if (!missing_value_.empty()) return fail(missing_value_ + " needs a value");
    if (!unknown_.empty()) return fail("unknown option " + unknown_.front());
    return {};
}

int cli_fail(std::ostream& err, std::string_view message) {
    err << "puzzlebox-tool: " << message << "\n";
    return 2;
}

int run_cli_table(const CliTable& t, const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string names;
    for (const auto& c : t.commands) names += (names.empty() ? "" : ", ") + c.name;
    const std::string help = t.usage + (t.usage.empty() || t.usage.back() == '\n' ? "" : "\n") + "commands: " + names + "\n";
    if (args.empty()) {
        err << help;
        return kExitError;
    }
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        out << help;
        return kExitOk;
    }
    const std::string see = " (see: puzzlebox-tool " + t.game + " help)";
    CliArgs a(args, t.value_flags, t.bool_flags);
    if (a.positional().empty() || a.positional()[0] != args[0])
        return cli_fail(err, "a " + t.game + " command comes first, not '" + args[0] + "'" + see);
    for (const auto& c : t.commands)
        if (c.name == args[0]) {
            if (auto ok = a.check(); !ok) return cli_fail(err, ok.error().message + see);
            return c.run(a, out, err);
        }
    return cli_fail(err, "unknown " + t.game + " command '" + args[0] + "' (one of: " + names + ")");
}

} // namespace pz
