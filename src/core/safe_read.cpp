#include "dogtable/core/safe_read.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <set>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dogtable {

using nlohmann::json;

namespace {

// Length of the UTF-8 sequence starting at s[i], or 0 if it is not a well-formed one.
std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    unsigned min = 0;
    unsigned cp = 0;
    if (b < 0x80) return 1;
    if ((b & 0xE0) == 0xC0)
        n = 2, cp = b & 0x1Fu, min = 0x80;
    else if ((b & 0xF0) == 0xE0)
        n = 3, cp = b & 0x0Fu, min = 0x800;
    else if ((b & 0xF8) == 0xF0)
        n = 4, cp = b & 0x07u, min = 0x10000;
    else
        return 0;
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if ((c & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (c & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

std::string describeFileType(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

std::string sizeText(std::size_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{} KiB", bytes >> 10);
    return fmt::format("{} bytes", bytes);
}

std::string prefixed(std::string_view where, std::string_view what) {
    if (where.empty()) return oneLine(what);
    return oneLine(fmt::format("{}: {}", quoteForMessage(where, 120), what));
}

// Line and column (1-based, columns in bytes) of byte offset `pos` in `text`.
std::string placeOf(std::string_view text, std::size_t pos) {
    if (pos > text.size()) pos = text.size();
    std::size_t line = 1, lineStart = 0;
    for (std::size_t i = 0; i < pos; ++i)
        if (text[i] == '\n') ++line, lineStart = i + 1;
    return fmt::format("line {}, column {}", line, pos - lineStart + 1);
}

class FdCloser {
public:
    explicit FdCloser(int fd) : m_fd(fd) {}
    FdCloser(const FdCloser&) = delete;
    FdCloser& operator=(const FdCloser&) = delete;
    ~FdCloser() {
        if (m_fd >= 0) ::close(m_fd);
    }

private:
    int m_fd;
};

} // namespace

// Cuts `out` on a character boundary so that "..." fits within `maxBytes`, and appends it.
static void cutWithEllipsis(std::string& out, std::size_t maxBytes) {
    std::size_t keep = maxBytes >= 3 ? maxBytes - 3 : 0;
    if (keep > out.size()) keep = out.size();
    while (keep > 0 && (static_cast<unsigned char>(out[keep]) & 0xC0) == 0x80)
        --keep;
    out.resize(keep);
    out += "...";
}

std::string quoteForMessage(std::string_view text, std::size_t maxBytes) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size() && out.size() <= maxBytes) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t used = 1;
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\\')
            out += "\\\\";
        else if (c < 0x20 || c == 0x7F)
            out += fmt::format("\\x{:02x}", c);
        else if (c < 0x80)
            out += static_cast<char>(c);
        else if (std::size_t n = utf8Length(text, i); n > 0) {
            out.append(text.substr(i, n));
            used = n;
        } else {
            out += fmt::format("\\x{:02x}", c);
        }
        i += used;
    }
    if (out.size() > maxBytes || i < text.size()) cutWithEllipsis(out, maxBytes);
    return out;
}

std::string oneLine(std::string_view message, std::size_t maxBytes) {
    std::string out;
    std::size_t i = 0;
    while (i < message.size() && out.size() <= maxBytes) {
        const auto c = static_cast<unsigned char>(message[i]);
        const std::size_t n = c < 0x80 ? 1 : utf8Length(message, i);
        if (c < 0x20 || c == 0x7F)
            out += ' ';
        else if (n == 0)
            out += '?';
        else
            out.append(message.substr(i, n));
        i += n == 0 ? 1 : n;
    }
    if (out.size() > maxBytes || i < message.size()) cutWithEllipsis(out, maxBytes);
    return out;
}

Expected<std::string> readFileBounded(const std::string& path, std::size_t maxBytes) {
    using Result = Expected<std::string>;
    if (path.empty()) return Result::failure("no file name given");
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return Result::failure(prefixed(path, fmt::format("cannot open: {}", std::strerror(errno))));
    FdCloser closer(fd);
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        return Result::failure(prefixed(path, fmt::format("cannot read: {}", std::strerror(errno))));
    if (!S_ISREG(st.st_mode))
        return Result::failure(
            prefixed(path, fmt::format("{} is not a regular file; refused", describeFileType(st.st_mode))));
    std::string data;
    std::vector<char> buffer(64 * 1024);
    for (;;) {
        const ssize_t got = ::read(fd, buffer.data(), buffer.size());
        if (got < 0) {
            if (errno == EINTR) continue;
            return Result::failure(prefixed(path, fmt::format("cannot read: {}", std::strerror(errno))));
        }
        if (got == 0) break;
        if (data.size() + static_cast<std::size_t>(got) > maxBytes)
            return Result::failure(
                prefixed(path, fmt::format("the file is larger than {}; refused", sizeText(maxBytes))));
        data.append(buffer.data(), static_cast<std::size_t>(got));
    }
    return data;
}

namespace {
// A pointer into the text that counts how far the parser has read (nlohmann tells no position to
// the parser callback; this does, so that a limit error names its line and column).
struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;
    const char* p = nullptr;
    const char** furthest = nullptr;
    const char& operator*() const { return *p; }
    CountingIterator& operator++() {
        ++p;
        if (p > *furthest) *furthest = p;
        return *this;
    }
    CountingIterator operator++(int) {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const CountingIterator& o) const { return p == o.p; }
    bool operator!=(const CountingIterator& o) const { return p != o.p; }
};
} // namespace

namespace {

// Builds the document from nlohmann's SAX events with the limits checked on each event. (Not
// nlohmann's parser callback: its DOM builder scans the parent container at the end of every object,
// which is quadratic for a list of a million empty objects.) The parser is iterative; pointers to
// the open containers are kept on an explicit stack, so nothing here recurses either.
class BoundedBuilder final : public nlohmann::json_sax<json> {
public:
    explicit BoundedBuilder(const ReadLimits& limits) : m_limits(limits) {}

    bool null() override { return add(json(nullptr)); }
    bool boolean(bool v) override { return add(json(v)); }
    bool number_integer(number_integer_t v) override { return add(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return add(json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return add(json(v)); }
    bool string(string_t& v) override {
        if (v.size() > m_limits.maxString)
            return fail(fmt::format("a text is longer than {} bytes", m_limits.maxString));
        return add(json(std::move(v)));
    }
    bool binary(binary_t&) override { return fail("binary data is not JSON"); }
    bool start_object(std::size_t) override { return open(json::object(), true); }
    bool key(string_t& k) override {
        if (k.size() > m_limits.maxString)
            return fail(fmt::format("a key is longer than {} bytes", m_limits.maxString));
        if (!m_keys.back().insert(k).second)
            return fail(fmt::format("the key \"{}\" appears twice in one object", quoteForMessage(k, 40)));
        m_key = std::move(k);
        return true;
    }
    bool end_object() override {
        m_keys.pop_back();
        m_open.pop_back();
        return true;
    }
    bool start_array(std::size_t) override { return open(json::array(), false); }
    bool end_array() override {
        m_open.pop_back();
        return true;
    }
    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& ex) override {
        m_syntaxError = true;
        m_errorId = ex.id;
        m_errorText = ex.what();
        m_errorPosition = position;
        return false;
    }

    json root;
    std::string limitError; // set when a limit stopped the parse
    bool m_syntaxError = false;
    int m_errorId = 0;
    std::string m_errorText;
    std::size_t m_errorPosition = 0;

private:
    bool fail(std::string what) {
        limitError = std::move(what);
        return false;
    }
    bool count() {
        if (++m_values > m_limits.maxValues)
            return fail(fmt::format("the JSON holds more than {} values", m_limits.maxValues));
        return true;
    }
    // Places a value in the open container (or as the root); returns where it went.
    json* place(json&& v) {
        if (m_open.empty()) {
            root = std::move(v);
            return &root;
        }
        json& top = *m_open.back();
        if (top.is_array()) {
            auto& arr = top.get_ref<json::array_t&>();
            arr.push_back(std::move(v));
            return &arr.back(); // stays valid while it is open: nothing is added to `arr` meanwhile
        }
        auto& obj = top.get_ref<json::object_t&>();
        return &obj.insert_or_assign(std::move(m_key), std::move(v)).first->second;
    }
    bool add(json&& v) {
        if (!count()) return false;
        place(std::move(v));
        return true;
    }
    bool open(json&& container, bool isObject) {
        if (static_cast<int>(m_open.size()) + 1 > m_limits.maxDepth)
            return fail(fmt::format("the JSON nests deeper than {} levels", m_limits.maxDepth));
        if (!count()) return false;
        m_open.push_back(place(std::move(container)));
        if (isObject) m_keys.emplace_back();
        return true;
    }

    const ReadLimits& m_limits;
    std::vector<json*> m_open;                 // the open containers, innermost last
    std::vector<std::set<std::string>> m_keys; // the keys seen in each open object
    std::string m_key;
    std::size_t m_values = 0;
};

} // namespace

Expected<json> parseJsonBounded(std::string_view text, const ReadLimits& limits, std::string_view where) {
    using Result = Expected<json>;
    if (text.size() > limits.maxBytes)
        return Result::failure(
            prefixed(where, fmt::format("the text is larger than {}; refused", sizeText(limits.maxBytes))));
    const char* furthest = text.data();
    const CountingIterator first{text.data(), &furthest};
    const CountingIterator last{text.data() + text.size(), &furthest};
    BoundedBuilder builder(limits);
    bool ok = false;
    try {
        ok = json::sax_parse(first, last, &builder, json::input_format_t::json, /*strict=*/true,
                             /*ignore_comments=*/false);
    } catch (const json::exception& e) { // not expected: the SAX interface reports errors by value
        return Result::failure(prefixed(where, fmt::format("unreadable JSON (error {})", e.id)));
    }
    if (ok) return Result(std::move(builder.root));
    if (!builder.limitError.empty()) {
        const auto at = static_cast<std::size_t>(furthest - text.data());
        return Result::failure(
            prefixed(where, fmt::format("{}: {}", placeOf(text, at > 0 ? at - 1 : 0), builder.limitError)));
    }
    // A syntax error. Say what, from the error's id and kind, without quoting the input (nlohmann's
    // message quotes the last token read, which may be anything).
    const std::string& msg = builder.m_errorText;
    const std::size_t byte = builder.m_errorPosition;
    std::string what = "not valid JSON";
    if (byte > text.size() && msg.find("UTF-8") == std::string::npos)
        what = "not valid JSON (the text ends too early: truncated?)";
    else if (msg.find("UTF-8") != std::string::npos || msg.find("surrogate") != std::string::npos)
        what = "not valid JSON (a text is not valid UTF-8)";
    else if (msg.find("unexpected end of input") != std::string::npos)
        what = "not valid JSON (the text ends too early: truncated?)";
    else if (builder.m_errorId == 406 || msg.find("number overflow") != std::string::npos)
        what = "not valid JSON (a number is too large)";
    else if (msg.find("control character") != std::string::npos)
        what = "not valid JSON (a control character inside a text)";
    else if (msg.find("expected end of input") != std::string::npos)
        what = "not valid JSON (something follows the end of the document)";
    const std::size_t at = byte > 0 ? byte - 1 : 0;
    return Result::failure(prefixed(where, fmt::format("{}: {}", placeOf(text, at), what)));
}

Expected<json> readJsonFile(const std::string& path, const ReadLimits& limits) {
    auto text = readFileBounded(path, limits.maxBytes);
    if (!text) return Expected<json>::failure(text.error());
    return parseJsonBounded(*text, limits, path);
}

} // namespace dogtable
