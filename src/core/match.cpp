#include "dogtable/core/match.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace dogtable {

using nlohmann::json;

const std::string& LogEntry::lineFor(Seat viewer) const {
    if (viewer >= 0 && viewer < static_cast<int>(lines.size()) - 1) return lines[static_cast<std::size_t>(viewer)];
    return lines.back();
}

std::size_t chanceIndex(std::uint64_t seed, std::size_t position, const std::vector<ChanceOutcome>& outcomes) {
    Rng rng(seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(position) + 1)));
    return rng.pickWeighted(outcomes);
}

Expected<Match> Match::create(const GameRegistry& registry, const std::string& gameId, Setup setup,
                              std::vector<SeatInfo> seats, std::uint64_t seed) {
    if (!seats.empty()) {
        if (static_cast<int>(seats.size()) != setup.players)
            return Expected<Match>::failure(fmt::format("{} seats given for {} players", seats.size(), setup.players));
        setup.names.clear();
        for (const auto& s : seats) setup.names.push_back(s.name);
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
        for (int s = 0; s < m.m_state->players(); ++s) seats.push_back(SeatInfo{m.m_state->playerName(s)});
    for (int s = 0; s < static_cast<int>(seats.size()); ++s) {
        seats[static_cast<std::size_t>(s)].name = m.m_state->playerName(s);
        seats[static_cast<std::size_t>(s)].team = m.m_state->teamOf(s);
    }
    m.m_seats = std::move(seats);
    return m;
}

void Match::applyRecorded(const Action& a) {
    const Seat seat = m_state->currentSeat();
    if (m_keepLog) {
        LogEntry e;
        e.index = static_cast<int>(m_actions.size());
        e.seat = seat;
        e.action = a;
        for (int v = 0; v < m_state->players(); ++v) e.lines.push_back(m_state->describe(a, v));
        e.lines.push_back(m_state->describe(a, kNoSeat));
        m_log.push_back(std::move(e));
    }
    const bool reveal = seat == kChanceSeat || m_state->revealsInformation(a);
    m_snapshots.push_back(m_state->clone());
    m_state->applyLegal(a);
    m_actions.push_back(a);
    m_actors.push_back(seat);
    const Seat next = m_state->currentSeat();
    const bool handOver = seat >= 0 && next >= 0 && next != seat;
    if (reveal || handOver || next == kNoSeat) {
        m_barrier = static_cast<int>(m_actions.size());
        m_snapshots.clear();
    }
}

ApplyResult Match::play(const Action& a) {
    if (m_state->isChance()) return ApplyResult::refuse("chance is to act, not a player");
    return replay(a);
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
    if (!m_redo.empty() && m_redo.back() == *a) m_redo.pop_back();
    else m_redo.clear();
    applyRecorded(*a);
    return a;
}

void Match::resolveAllChance() {
    while (m_state->isChance())
        if (!resolveChance()) break;
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
    for (const auto& a : actions) applyRecorded(a);
}

bool Match::undo() {
    if (!canUndo()) return false;
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
    for (const auto& a : popped) m_redo.push_back(a);
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
        seats.push_back({{"name", s.name}, {"computer", s.computer}, {"strength", s.strength}, {"team", s.team}});
    j["seats"] = seats;
    j["seed"] = m_seed;
    json acts = json::array();
    for (const auto& a : m_actions) acts.push_back(m_state->actionToText(a));
    j["actions"] = acts;
    j["hash"] = fmt::format("{:016x}", m_state->hash());
    return j.dump(1);
}

Match::LoadResult Match::fromJson(const GameRegistry& registry, std::string_view text) {
    LoadResult out;
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        out.error = fmt::format("the file is damaged or truncated (not valid JSON: byte {})", e.byte);
        return out;
    } catch (const json::exception& e) {
        out.error = fmt::format("the file is damaged (unreadable JSON: {})", e.what());
        return out;
    }
    try {
        return fromParsed(registry, j);
    } catch (const json::exception& e) {
        out.error = fmt::format("the file is damaged (unexpected content: {})", e.what());
        return out;
    }
}

Match::LoadResult Match::fromParsed(const GameRegistry& registry, const nlohmann::json& j) {
    LoadResult out;
    auto fail = [&](std::string msg) {
        out.error = std::move(msg);
        return std::move(out);
    };
    if (!j.is_object() || !j.contains("format") || j["format"] != "dogtable-save")
        return fail("not a Dogtable save file (no \"format\": \"dogtable-save\")");
    if (!j.contains("version") || !j["version"].is_number_integer()) return fail("the save file has no format version");
    if (j["version"].get<long long>() > kFormatVersion || j["version"].get<long long>() < 1)
        return fail(fmt::format("save format version {} is not supported (this Dogtable reads version {})",
                                j["version"].get<long long>(), kFormatVersion));
    if (!j.contains("game") || !j["game"].is_string()) return fail("the save file names no game");
    const std::string game = j["game"];
    if (!registry.find(game)) return fail(fmt::format("the save file is for an unknown game '{}'", game));
    if (!j.contains("seed") || !j["seed"].is_number_unsigned()) return fail("the save file has no valid seed");
    if (!j.contains("players") || !j["players"].is_number_integer()) return fail("the save file has no player count");
    if (!j.contains("actions") || !j["actions"].is_array()) return fail("the save file has no action list");
    Setup setup;
    if (j["players"].get<long long>() < 1 || j["players"].get<long long>() > 64) return fail("the save file has an impossible player count");
    setup.players = static_cast<int>(j["players"].get<long long>());
    if (j.contains("variants")) {
        if (!j["variants"].is_object()) return fail("\"variants\" must be an object of strings");
        for (auto it = j["variants"].begin(); it != j["variants"].end(); ++it) {
            if (!it.value().is_string()) return fail(fmt::format("variant '{}' must be a string", it.key()));
            setup.variants[it.key()] = it.value().get<std::string>();
        }
    }
    std::vector<SeatInfo> seats;
    if (j.contains("seats")) {
        if (!j["seats"].is_array()) return fail("\"seats\" must be a list");
        for (const auto& s : j["seats"]) {
            if (!s.is_object() || !s.contains("name") || !s["name"].is_string())
                return fail("every seat needs a name");
            SeatInfo si;
            si.name = s["name"];
            if (s.contains("computer") && s["computer"].is_boolean()) si.computer = s["computer"];
            if (s.contains("strength") && s["strength"].is_string()) si.strength = s["strength"];
            seats.push_back(si);
        }
    }
    registry.fillLegacyVariants(game, setup); // a save older than a variant keeps the rule it was played with
    auto created = create(registry, game, setup, seats, j["seed"].get<std::uint64_t>());
    if (!created) return fail(fmt::format("the save file's setup is invalid: {}", created.error()));
    Match m = std::move(created.value());
    const auto& acts = j["actions"];
    for (std::size_t i = 0; i < acts.size(); ++i) {
        std::string why;
        if (!acts[i].is_string()) {
            why = "it is not a text";
        } else {
            auto a = m.state().actionFromText(acts[i].get<std::string>());
            if (!a) {
                why = a.error();
            } else {
                ApplyResult r = m.m_state->check(*a);
                if (r) m.applyRecorded(*a);
                else why = r.reason;
            }
        }
        if (!why.empty()) {
            out.failedAt = static_cast<int>(i);
            out.error = fmt::format("move {} ({}) cannot be replayed: {}. The game is available up to move {}.", i + 1,
                                    acts[i].dump(), why, i);
            out.match = std::move(m);
            return out;
        }
    }
    if (j.contains("hash") && j["hash"].is_string() && j["hash"] != fmt::format("{:016x}", m.state().hash())) {
        out.error = "the replayed game differs from the one saved (state hash mismatch); the replayed game is offered";
        out.failedAt = static_cast<int>(acts.size());
    }
    out.match = std::move(m);
    return out;
}

} // namespace dogtable
