#include "dogtable/core/match.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "dogtable/core/component_data.h"
#include "dogtable/core/safe_read.h"

namespace dogtable {

using nlohmann::json;

const std::string& LogEntry::lineFor(Seat viewer) const {
    if (viewer >= 0 && viewer < static_cast<int>(lines.size()) - 1)
        return lines[static_cast<std::size_t>(viewer)];
    return lines.back();
}

const std::vector<std::string>& LogEntry::notesFor(Seat viewer) const {
    static const std::vector<std::string> kNone;
    if (notes.empty()) return kNone;
    if (viewer >= 0 && viewer < static_cast<int>(notes.size()) - 1)
        return notes[static_cast<std::size_t>(viewer)];
    return notes.back();
}

bool revealsHiddenInformation(const GameState& before, const Action& a, Seat viewer) {
    if (!before.hidesInformation()) return false;
    auto after = before.clone();
    after->applyLegal(a);
    const std::string seen = after->viewText(viewer);
    // Would the viewer see the same after `a` in every world consistent with what they knew?
    // If not, `a` told them something they could not know. A few sampled worlds decide (fixed
    // seeds: the answer is the same every time).
    constexpr int kWorlds = 8;
    for (int k = 0; k < kWorlds; ++k) {
        Rng rng(0x7e5ea1ULL + static_cast<std::uint64_t>(k));
        auto world = before.determinize(viewer, rng);
        if (!world->check(a)) return true;
        world->applyLegal(a);
        if (world->viewText(viewer) != seen) return true;
    }
    return false;
}

std::size_t chanceIndex(std::uint64_t seed, std::size_t position,
                        const std::vector<ChanceOutcome>& outcomes) {
    Rng rng(seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(position) + 1)));
    return rng.pickWeighted(outcomes);
}

Expected<Match> Match::create(const GameRegistry& registry, const std::string& gameId, Setup setup,
                              std::vector<SeatInfo> seats, std::uint64_t seed) {
    if (!seats.empty()) {
        if (static_cast<int>(seats.size()) != setup.players)
            return Expected<Match>::failure(
                fmt::format("{} seats given for {} players", seats.size(), setup.players));
        setup.names.clear();
        for (const auto& s : seats)
            setup.names.push_back(s.name);
    }
    auto state = registry.newGame(gameId, std::move(setup));
    if (!state) return Expected<Match>::failure(state.error());
    Match m;
    m.m_registry = &registry;
    m.m_gameId = gameId;
    m.m_seed = seed;
    m.m_initial = std::move(state.value());
    m.m_state = m.m_initial->clone();
    if (seats.empty())
        for (int s = 0; s < m.m_state->players(); ++s)
            seats.push_back(SeatInfo{m.m_state->playerName(s)});
    for (int s = 0; s < static_cast<int>(seats.size()); ++s) {
        seats[static_cast<std::size_t>(s)].name = m.m_state->playerName(s);
        seats[static_cast<std::size_t>(s)].team = m.m_state->teamOf(s);
    }
    m.m_seats = std::move(seats);
    // Played with a corrected component file: the save says which (built-in data: nothing written,
    // so saves stay as they were).
    if (const GameInfo* info = registry.find(gameId); info && info->data.overridden())
        m.m_dataFingerprint = info->data.fingerprint();
    return m;
}

void Match::applyRecorded(const Action& a) {
    const Seat seat = m_state->currentSeat();
    // A hint shown for this move counts as used only when this move is the hinted one.
    if (m_shownHint) {
        const int at = static_cast<int>(m_actions.size());
        if (m_shownHint->first == at && m_shownHint->second == a &&
            !std::binary_search(m_hints.begin(), m_hints.end(), at))
            m_hints.insert(std::lower_bound(m_hints.begin(), m_hints.end(), at), at);
        m_shownHint.reset();
    }
    if (m_keepLog) {
        LogEntry e;
        e.index = static_cast<int>(m_actions.size());
        e.seat = seat;
        e.action = a;
        e.hinted = std::binary_search(m_hints.begin(), m_hints.end(), e.index);
        std::vector<Event> events;
        bool anyNote = false;
        for (int v = 0; v <= m_state->players(); ++v) {
            const Seat viewer = v < m_state->players() ? v : kNoSeat;
            e.lines.push_back(m_state->describe(a, viewer));
            events.clear();
            m_state->events(a, viewer, events);
            std::vector<std::string> notes;
            for (const auto& ev : events)
                if (!ev.text.empty()) notes.push_back(ev.text);
            anyNote = anyNote || !notes.empty();
            e.notes.push_back(std::move(notes));
        }
        if (!anyNote) e.notes.clear(); // most actions say everything in their line
        m_log.push_back(std::move(e));
    }
    bool reveal = seat == kChanceSeat || m_state->revealsInformation(a);
    // A computer's move is no barrier for the human it answers unless it shows them something hidden
    // (a card from its hand); while a save is read, every computer move counts as one (cheaper).
    if (!reveal && isComputer(seat)) reveal = m_loading || revealsToAHuman(*m_state, a);
    m_snapshots.push_back(m_state->clone());
    m_state->applyLegal(a);
    m_actions.push_back(a);
    m_actors.push_back(seat);
    if (seat >= 0 && !isComputer(seat)) m_lastHuman = seat;
    const Seat next = m_state->currentSeat();
    // The table passes to another person: what was done before is theirs no more to take back.
    // Computer seats in between do not count, so "undo" against a computer takes back the human's
    // move together with the computer's replies.
    const bool handOver = next >= 0 && !isComputer(next) && m_lastHuman >= 0 && next != m_lastHuman;
    if (reveal || handOver || next == kNoSeat) {
        m_barrier = static_cast<int>(m_actions.size());
        m_snapshots.clear();
    }
}

ApplyResult Match::play(const Action& a) {
    if (m_state->isChance()) return ApplyResult::refuse("chance is to act, not a player");
    return replay(a);
}

Expected<Match> Match::prefix(std::size_t count) const {
    if (count > m_actions.size())
        return Expected<Match>::failure(
            fmt::format("the game has {} moves; there is no move {}", m_actions.size(), count));
    Setup setup = m_state->setup();
    auto created = create(*m_registry, m_gameId, std::move(setup), m_seats, m_seed);
    if (!created) return created;
    Match m = std::move(created.value());
    m.m_keepLog = m_keepLog;
    m.m_undoMode = m_undoMode;
    // The hints first: the log's "(hint used)" is written as each move is replayed (play test: a
    // replay's log lost every one).
    for (int h : m_hints)
        if (h < static_cast<int>(count)) m.m_hints.push_back(h);
    m.m_loading = true; // as when a save is read: no reveal test, the moves are known to be legal
    for (std::size_t i = 0; i < count; ++i)
        m.applyRecorded(m_actions[i]);
    m.m_loading = false;
    return m;
}

ApplyResult Match::replay(const Action& a) {
    // Check first: an illegal action changes nothing (not even the redo list).
    ApplyResult r = m_state->check(a);
    if (!r) return r;
    m_redo.clear();
    applyRecorded(a);
    return r;
}

std::optional<Action> Match::sampleChance() const {
    if (!m_state->isChance()) return std::nullopt;
    auto outs = m_state->chanceOutcomes();
    if (outs.empty()) return std::nullopt;
    return outs[chanceIndex(m_seed, m_actions.size(), outs)].action;
}

std::optional<Action> Match::resolveChance() {
    auto a = sampleChance();
    if (!a) return std::nullopt;
    if (!m_redo.empty() && m_redo.back() == *a)
        m_redo.pop_back();
    else
        m_redo.clear();
    applyRecorded(*a);
    return a;
}

void Match::resolveAllChance() {
    while (m_state->isChance())
        if (!resolveChance()) break;
}

bool Match::isComputer(Seat s) const {
    return s >= 0 && static_cast<std::size_t>(s) < m_seats.size() &&
           m_seats[static_cast<std::size_t>(s)].computer;
}

bool Match::revealsToAHuman(const GameState& before, const Action& a) const {
    for (Seat v = 0; v < before.players(); ++v)
        if (!isComputer(v) && revealsHiddenInformation(before, a, v)) return true;
    return false;
}

void Match::noteHint(const Action& hinted) {
    m_shownHint.emplace(static_cast<int>(m_actions.size()), hinted);
}

bool Match::canUndo() const {
    if (m_actions.empty()) return false;
    if (m_undoMode == UndoMode::Casual)
        return std::any_of(m_actors.begin(), m_actors.end(), [](Seat s) { return s != kChanceSeat; });
    return static_cast<int>(m_actions.size()) > m_barrier;
}

void Match::rebuildTo(std::size_t count) {
    auto actions = m_actions;
    actions.resize(count);
    m_state = m_initial->clone();
    m_actions.clear();
    m_actors.clear();
    m_log.clear();
    m_snapshots.clear();
    m_barrier = 0;
    m_lastHuman = kNoSeat;
    for (const auto& a : actions)
        applyRecorded(a);
}

bool Match::undo() {
    if (!canUndo()) return false;
    m_shownHint.reset();
    if (m_undoMode == UndoMode::Fair) {
        const Action a = m_actions.back();
        m_state = std::move(m_snapshots.back());
        m_snapshots.pop_back();
        m_actions.pop_back();
        m_actors.pop_back();
        if (m_keepLog && !m_log.empty()) m_log.pop_back();
        m_redo.push_back(a);
        return true;
    }
    // Casual: drop trailing chance outcomes and one player action, then replay the rest.
    std::size_t n = m_actions.size();
    std::vector<Action> popped;
    while (n > 0) {
        --n;
        popped.push_back(m_actions[n]);
        if (m_actors[n] != kChanceSeat) break;
    }
    rebuildTo(n);
    for (const auto& a : popped)
        m_redo.push_back(a);
    return true;
}

bool Match::redo() {
    if (m_redo.empty()) return false;
    const Action a = m_redo.back();
    if (!m_state->check(a)) {
        m_redo.clear();
        return false;
    }
    m_redo.pop_back();
    applyRecorded(a);
    while (m_state->isChance() && !m_redo.empty()) {
        if (!m_state->check(m_redo.back())) break;
        applyRecorded(m_redo.back());
        m_redo.pop_back();
    }
    return true;
}

std::string Match::toJson() const {
    json j;
    j["format"] = "dogtable-save";
    j["version"] = kFormatVersion;
    j["game"] = m_gameId;
    j["players"] = setup().players;
    j["variants"] = setup().variants;
    json seats = json::array();
    for (const auto& s : m_seats)
        seats.push_back(
            {{"name", s.name}, {"computer", s.computer}, {"strength", s.strength}, {"team", s.team}});
    j["seats"] = seats;
    j["seed"] = m_seed;
    json acts = json::array();
    for (const auto& a : m_actions)
        acts.push_back(m_state->actionToText(a));
    j["actions"] = acts;
    if (!m_hints.empty()) j["hints"] = m_hints; // only when one was asked: other saves stay as they were
    if (!m_dataFingerprint.empty()) j["data"] = m_dataFingerprint; // a corrected component file
    j["hash"] = fmt::format("{:016x}", m_state->hash());
    return j.dump(1);
}

Match::LoadResult Match::fromJson(const GameRegistry& registry, std::string_view text) {
    LoadResult out;
    auto parsed = parseJsonBounded(text, kSaveLimits);
    if (!parsed) {
        out.error = oneLine(fmt::format("the file is damaged or truncated ({})", parsed.error()));
        return out;
    }
    try {
        out = fromParsed(registry, *parsed);
    } catch (const json::exception& e) {
        // Every field is type-checked before use: this is a safety net, and it never quotes content.
        out = LoadResult{};
        out.error = fmt::format("the file is damaged (unexpected content, error {})", e.id);
    }
    out.error = oneLine(out.error);
    return out;
}

Match::LoadResult Match::load(const GameRegistry& registry, const std::string& path) {
    auto text = readFileBounded(path, kSaveLimits.maxBytes);
    if (!text) {
        LoadResult out;
        out.error = text.error();
        return out;
    }
    LoadResult out = fromJson(registry, *text);
    if (!out.error.empty()) out.error = oneLine(fmt::format("{}: {}", quoteForMessage(path, 120), out.error));
    return out;
}

namespace {

// The number of Unicode code points in a UTF-8 text (the parser has checked it is UTF-8).
std::size_t codePoints(std::string_view s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool hasControl(std::string_view s) {
    return std::any_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7F;
    });
}

// An integer field within [lo, hi] (unsigned values above LLONG_MAX included).
std::optional<long long> integerIn(const json& v, long long lo, long long hi) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(hi) || static_cast<long long>(u) < lo) return std::nullopt;
        return static_cast<long long>(u);
    }
    if (!v.is_number_integer()) return std::nullopt;
    const auto x = v.get<long long>();
    if (x < lo || x > hi) return std::nullopt;
    return x;
}

bool isHashText(const std::string& s) {
    return s.size() == 16 && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

} // namespace

Match::LoadResult Match::fromParsed(const GameRegistry& registry, const nlohmann::json& j) {
    LoadResult out;
    auto fail = [&](std::string msg) {
        out.error = std::move(msg);
        return std::move(out);
    };
    if (!j.is_object() || !j.contains("format") || j["format"] != "dogtable-save")
        return fail("not a Dogtable save file (no \"format\": \"dogtable-save\")");
    if (!j.contains("version") || !j["version"].is_number_integer())
        return fail("the save file has no format version");
    if (!integerIn(j["version"], 1, kFormatVersion))
        return fail(
            fmt::format("save format version {} is not supported (this Dogtable reads versions 1 to {})",
                        j["version"].dump(), kFormatVersion));
    if (!j.contains("game") || !j["game"].is_string()) return fail("the save file names no game");
    const std::string game = j["game"];
    if (!registry.find(game))
        return fail(fmt::format("the save file is for an unknown game '{}'", quoteForMessage(game, 40)));
    if (!j.contains("seed") || !j["seed"].is_number_unsigned())
        return fail("the save file has no valid seed");
    if (!j.contains("players") || !j["players"].is_number_integer())
        return fail("the save file has no player count");
    if (!j.contains("actions") || !j["actions"].is_array()) return fail("the save file has no action list");
    if (j["actions"].size() > kMaxActions)
        return fail(fmt::format("the save file lists {} actions; at most {} are allowed", j["actions"].size(),
                                kMaxActions));
    if (j.contains("hash") && (!j["hash"].is_string() || !isHashText(j["hash"].get<std::string>())))
        return fail("the save file's \"hash\" is not 16 hexadecimal digits");
    if (j.contains("data") && (!j["data"].is_string() || !data::isFingerprint(j["data"].get<std::string>())))
        return fail("the save file's \"data\" is not a component data fingerprint (16 hexadecimal digits)");
    {
        // The component data the game was played with (absent: the built-in data) must be the data
        // in use, or the replay would be another game. The file is fine: it is kept and listed.
        const GameInfo& info = *registry.find(game);
        const std::string saved = j.contains("data")    ? j["data"].get<std::string>()
                                  : info.data.present() ? info.data.builtinFingerprint()
                                                        : std::string();
        const std::string inUse = info.data.present() ? info.data.fingerprint() : std::string();
        if (saved != inUse) {
            out.otherData = true;
            out.gameId = game;
            out.moves = j["actions"].size();
            if (j.contains("seats") && j["seats"].is_array())
                for (const auto& s : j["seats"])
                    if (s.is_object() && s.contains("name") && s["name"].is_string())
                        out.players.push_back(oneLine(s["name"].get<std::string>(), 4 * kMaxNameLength));
            const bool builtinSave = info.data.present() && saved == info.data.builtinFingerprint();
            return fail(fmt::format(
                "the game was played with {}, not with the component data in use ({}); it opens where "
                "that data is installed",
                builtinSave ? fmt::format("{}'s built-in components", info.name)
                            : fmt::format("other {} component data (fingerprint {})", info.name, saved),
                data::describeInUse(info)));
        }
    }
    Setup setup;
    const auto players = integerIn(j["players"], 1, 64);
    if (!players) return fail("the save file has an impossible player count");
    setup.players = static_cast<int>(*players);
    if (j.contains("variants")) {
        if (!j["variants"].is_object()) return fail("\"variants\" must be an object of strings");
        for (auto it = j["variants"].begin(); it != j["variants"].end(); ++it) {
            if (!it.value().is_string() || it.key().size() > kMaxVariantLength ||
                it.value().get_ref<const std::string&>().size() > kMaxVariantLength)
                return fail(fmt::format("variant '{}' must be a short text", quoteForMessage(it.key(), 40)));
            setup.variants[it.key()] = it.value().get<std::string>();
        }
    }
    std::vector<SeatInfo> seats;
    if (j.contains("seats")) {
        if (!j["seats"].is_array()) return fail("\"seats\" must be a list");
        if (j["seats"].size() != static_cast<std::size_t>(setup.players))
            return fail(fmt::format("the save file's setup is invalid: {} seats listed for {} players",
                                    j["seats"].size(), setup.players));
        for (const auto& s : j["seats"]) {
            const std::size_t n = seats.size() + 1;
            if (!s.is_object() || !s.contains("name") || !s["name"].is_string())
                return fail(fmt::format("seat {} has no name", n));
            SeatInfo si;
            si.name = s["name"];
            if (codePoints(si.name) > kMaxNameLength)
                return fail(fmt::format("seat {}: the name '{}' is longer than {} characters", n,
                                        quoteForMessage(si.name, 50), kMaxNameLength));
            if (hasControl(si.name))
                return fail(fmt::format("seat {}: the name '{}' contains a control character", n,
                                        quoteForMessage(si.name, 50)));
            if (s.contains("computer") && s["computer"].is_boolean()) si.computer = s["computer"];
            if (s.contains("strength") && s["strength"].is_string()) {
                si.strength = s["strength"];
                if (si.strength != "random" && si.strength != "easy" && si.strength != "medium" &&
                    si.strength != "strong")
                    return fail(fmt::format("seat {}: '{}' is not a strength (random, easy, medium, strong)",
                                            n, quoteForMessage(si.strength, 30)));
            }
            seats.push_back(si);
        }
    }
    registry.fillLegacyVariants(game, setup); // a save older than a variant keeps the rule it was played with
    auto created = create(registry, game, setup, seats, j["seed"].get<std::uint64_t>());
    if (!created) return fail(fmt::format("the save file's setup is invalid: {}", created.error()));
    Match m = std::move(created.value());
    if (j.contains("hints")) {
        const auto& h = j["hints"];
        if (!h.is_array() || h.size() > j["actions"].size() + 1)
            return fail("\"hints\" must be a list of move positions, at most one per move");
        for (const auto& v : h) {
            const auto at = integerIn(v, 0, static_cast<long long>(j["actions"].size()));
            if (!at || (!m.m_hints.empty() && *at <= m.m_hints.back()))
                return fail("\"hints\" must list move positions of this game in increasing order");
            m.m_hints.push_back(static_cast<int>(*at));
        }
    }
    m.m_loading = true;
    const auto& acts = j["actions"];
    for (std::size_t i = 0; i < acts.size(); ++i) {
        std::string why;
        std::string shown = acts[i].is_string() ? quoteForMessage(acts[i].get_ref<const std::string&>(), 60)
                                                : std::string(acts[i].type_name());
        if (!acts[i].is_string()) {
            why = "it is not a text";
        } else if (acts[i].get_ref<const std::string&>().size() > kMaxActionLength) {
            why = fmt::format("an action text is at most {} bytes", kMaxActionLength);
        } else if (hasControl(acts[i].get_ref<const std::string&>())) {
            why = "it contains a control character";
        } else {
            auto a = m.state().actionFromText(acts[i].get<std::string>());
            if (!a) {
                why = a.error();
            } else if (m.state().isChance()) {
                // Chance outcomes are not choices: each must be the one the seed gives here.
                const auto expected = m.sampleChance();
                if (!expected)
                    why = "chance is to act but has no outcome";
                else if (!(*expected == *a))
                    why = fmt::format(
                        "it is not the chance outcome the seed gives here ('{}'); the file was edited",
                        quoteForMessage(m.state().actionToText(*expected), 40));
                else
                    m.applyRecorded(*a);
            } else {
                ApplyResult r = m.m_state->check(*a);
                if (r)
                    m.applyRecorded(*a);
                else
                    why = r.reason;
            }
        }
        if (!why.empty()) {
            out.failedAt = static_cast<int>(i);
            m.m_loading = false;
            out.error =
                fmt::format("move {} ('{}') cannot be replayed: {}. The game is available up to move {}.",
                            i + 1, shown, oneLine(why, 150), i);
            out.match = std::move(m);
            return out;
        }
    }
    if (j.contains("hash") && j["hash"] != fmt::format("{:016x}", m.state().hash())) {
        out.error = "the replayed game differs from the one saved (state hash mismatch); the replayed game "
                    "is offered";
        out.failedAt = static_cast<int>(acts.size());
    }
    m.m_loading = false;
    out.match = std::move(m);
    return out;
}

} // namespace dogtable
