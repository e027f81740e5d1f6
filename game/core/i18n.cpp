// tr() and friends: the current catalogue, .mo reading, plural forms and {n} placeholders.
#include "game/core/i18n.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <list>
#include <mutex>

#include "engine/data_dir.h"
#include "game/core/text.h"

namespace pz {

namespace {

// Every catalogue ever loaded stays here, so texts handed out stay valid after a switch.
std::mutex g_mutex;
std::list<Catalogue>& loaded() {
    static std::list<Catalogue> l;
    return l;
}
std::atomic<const Catalogue*> g_current{nullptr};

uint32_t read_u32(std::string_view d, size_t at, bool swap) {
    uint32_t v = 0;
    std::memcpy(&v, d.data() + at, 4);
    if (swap) v = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
    return v;
}

// A string of the table at `table` + 8*i: its bytes, or nothing if out of bounds or not
// terminated by the '\0' the format promises.
bool table_string(std::string_view d, uint64_t table, uint32_t i, bool swap, std::string_view* out) {
    const uint64_t at = table + 8ull * i;
    if (at + 8 > d.size()) return false;
    const uint64_t len = read_u32(d, at, swap), off = read_u32(d, at + 4, swap);
    if (off + len >= d.size() || d[off + len] != '\0') return false;
    *out = d.substr(off, len);
    return true;
}

// The Plural-Forms rule of a catalogue header; the two our languages use.
Catalogue::PluralRule plural_rule_of(std::string_view header) {
    const auto at = header.find("plural=");
    if (at == std::string_view::npos) return Catalogue::PluralRule::NotOne;
    std::string expr;
    for (char ch : header.substr(at + 7)) {
        if (ch == ';' || ch == '\n') break;
        if (ch != ' ' && ch != '(' && ch != ')') expr += ch;
    }
    return expr == "n>1" ? Catalogue::PluralRule::MoreThanOne : Catalogue::PluralRule::NotOne;
}

const char* english_plural(const char* singular, const char* plural, int64_t n) { return n == 1 ? singular : plural; }

} // namespace

const std::string_view* Catalogue::find(std::string_view msgid) const {
    auto it = entries.find(msgid);
    return it == entries.end() ? nullptr : &it->second;
}

Catalogue parse_mo(std::string bytes, std::string language) {
    Catalogue c;
    c.language = std::move(language);
    c.data = std::make_shared<const std::string>(std::move(bytes));
    const std::string_view d = *c.data;
    if (d.size() < 28) return c;
    bool swap = false;
    const uint32_t magic = read_u32(d, 0, false);
    if (magic == 0xde120495u) swap = true;
    else if (magic != 0x950412deu) return c;
    const uint32_t count = read_u32(d, 8, swap), ids = read_u32(d, 12, swap), strs = read_u32(d, 16, swap);
    if (ids >= d.size() || strs >= d.size()) return c;
    for (uint32_t i = 0; i < count; ++i) {
        std::string_view id, str;
        if (!table_string(d, ids, i, swap, &id) || !table_string(d, strs, i, swap, &str)) {
            ++c.skipped;
            if (8ull * i + ids >= d.size()) {  // the tables end here: the rest is missing, not damaged one by one
                c.skipped += static_cast<int>(std::min<uint64_t>(count - i - 1, 1u << 30));
                break;
            }
            continue;
        }
        if (id.empty()) {  // the header entry
            c.plural_rule = plural_rule_of(str);
            continue;
        }
        if (str.empty()) continue;  // untranslated: the English shows
        c.stored.emplace_back(id, str);
        // A plural entry's key is "singular\0plural": look it up by the singular.
        c.entries.emplace(id.substr(0, id.find('\0')), str);
    }
    return c;
}

const std::vector<Language>& languages() {
    static const std::vector<Language> l = {{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"es", "Español"}};
    return l;
}

const char* tr(const char* english) {
    const Catalogue* c = g_current.load(std::memory_order_acquire);
    if (!c) return english;
    const std::string_view* s = c->find(english);
    return s ? s->data() : english;  // a msgstr ends at its '\0' (its first form for plurals)
}

std::string_view tr(std::string_view english) {
    const Catalogue* c = g_current.load(std::memory_order_acquire);
    if (!c) return english;
    const std::string_view* s = c->find(english);
    return s ? std::string_view(s->data()) : english;
}

std::string format_text(std::string_view pattern, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9' && pattern[i + 2] == '}') {
            const size_t k = static_cast<size_t>(pattern[i + 1] - '1');
            if (k < args.size()) {
                out += args[k];
                i += 2;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    } else if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == 0xc3) {
        // UTF-8 U+00E0..U+00FE (a grave .. thorn, not the division sign): upper case is 0x20 lower.
        const auto c = static_cast<unsigned char>(text[1]);
        if (c >= 0xa0 && c <= 0xbe && c != 0xb7) text[1] = static_cast<char>(c - 0x20);
    }
    return text;
}

std::string decimal_text(double v, int places) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", places, v);
    std::string out = buf;
    // English writes a decimal point; German, French and Spanish a comma.
    if (current_language() != "en")
        for (char& ch : out)
            if (ch == '.') ch = ',';
    return out;
}

namespace i18n_detail {
const char* plural(const char* singular, const char* plural, int64_t n) {
    const Catalogue* c = g_current.load(std::memory_order_acquire);
    if (!c) return english_plural(singular, plural, n);
    const std::string_view* s = c->find(singular);
    if (!s) return english_plural(singular, plural, n);
    const bool other = c->plural_rule == Catalogue::PluralRule::MoreThanOne ? n > 1 : n != 1;
    if (!other) return s->data();
    const size_t second = s->find('\0');
    // A catalogue entry without plural forms: its one text for every n.
    return second == std::string_view::npos ? s->data() : s->data() + second + 1;
}
} // namespace i18n_detail

namespace {
std::atomic<int> g_serial{0};
} // namespace

int language_serial() { return g_serial.load(std::memory_order_acquire); }

void use_catalogue(Catalogue c) {
    std::lock_guard<std::mutex> lock(g_mutex);
    // Added, never freed: texts from a replaced one may still be on screen this frame.
    loaded().push_back(std::move(c));
    g_current.store(&loaded().back(), std::memory_order_release);
    g_serial.fetch_add(1, std::memory_order_acq_rel);
}

std::string set_language(std::string_view code) {
    g_serial.fetch_add(1, std::memory_order_acq_rel);  // texts made from tr() before are stale
    std::string want = language_of_locale(code);
    if (want == "en") {
        g_current.store(nullptr, std::memory_order_release);
        return "en";
    }
    {
        std::lock_guard<std::mutex> lock(g_mutex);
        // The newest catalogue of that language (use_catalogue may have replaced one).
        for (auto it = loaded().rbegin(); it != loaded().rend(); ++it)
            if (it->language == want) {
                g_current.store(&*it, std::memory_order_release);
                return want;
            }
    }
    auto bytes = read_file(asset_dir() + "/locale/" + want + ".mo", 4u << 20);
    if (!bytes) {
        g_current.store(nullptr, std::memory_order_release);
        return "en";
    }
    use_catalogue(parse_mo(std::move(*bytes), want));
    return want;
}

std::string current_language() {
    const Catalogue* c = g_current.load(std::memory_order_acquire);
    return c ? c->language : "en";
}

std::string language_of_locale(std::string_view locale) {
    std::string code;
    for (char ch : locale) {
        if (ch == '_' || ch == '-' || ch == '.' || ch == '@' || ch == ':') break;
        code += static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    }
    for (const Language& l : languages())
        if (code == l.code) return code;
    return "en";
}

std::string system_language() {
    for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* v = std::getenv(var);
        if (v && *v) return language_of_locale(v);
    }
    return "en";
}

} // namespace pz
