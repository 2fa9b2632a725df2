#include "ciapki/rules/ciapki_state.h"
#include "ciapki/rules/ciapki_internal.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "dogtable/core/dice.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/text.h"

namespace dogtable::games::ciapki {

// ---------------------------------------------------------------------------------------------
// Small helpers

void packCounts(const Counts& c, Action& a) {
    a.args[0] = static_cast<std::int16_t>(c[0] | c[1] << 6);
    a.args[1] = static_cast<std::int16_t>(c[2] | c[3] << 6);
    a.args[2] = static_cast<std::int16_t>(c[4] | c[5] << 6);
}

Counts unpackCounts(const Action& a) {
    Counts c{};
    for (std::size_t i = 0; i < 3; ++i) {
        const int v = a.args[i];
        c[2 * i] = static_cast<std::uint8_t>(v & 63);
        c[2 * i + 1] = static_cast<std::uint8_t>(v >> 6 & 63);
    }
    return c;
}

int countTotal(const Counts& c) {
    int n = 0;
    for (auto v : c)
        n += v;
    return n;
}

int pipSum(const Counts& c) {
    int n = 0;
    for (std::size_t f = 0; f < 6; ++f)
        n += c[f] * static_cast<int>(f + 1);
    return n;
}

namespace detail {

constexpr std::array<std::string_view, kActionKindCount> kKindNames{
    "dog",         "tile",     "roll",  "start_die", "pies",      "trick",   "score", "reroll",
    "reroll_some", "keep",     "place", "bury",      "bury_rest", "more",    "stop",  "dig",
    "trot",        "retrieve", "guard", "bolt",      "pile_yard", "pile_dog"};

std::string_view kindName(std::uint16_t kind) {
    return kind < kActionKindCount ? kKindNames[kind] : std::string_view{};
}

Action countsAction(std::uint16_t kind, const Counts& c) {
    Action a(kind);
    packCounts(c, a);
    return a;
}

/// Sorted chance outcomes of rolling n (1..8) dice as a multiset.
const std::vector<ChanceOutcome>& rollTable(int n) {
    static const std::array<std::vector<ChanceOutcome>, kMaxChunk + 1> tables = [] {
        std::array<std::vector<ChanceOutcome>, kMaxChunk + 1> t;
        for (int k = 1; k <= kMaxChunk; ++k) {
            for (const auto& [counts, weight] : rollMultisets(k)) {
                Counts c{};
                for (std::size_t f = 0; f < 6; ++f)
                    c[f] = static_cast<std::uint8_t>(counts[f]);
                t[static_cast<std::size_t>(k)].push_back({countsAction(kRoll, c), weight});
            }
            auto& v = t[static_cast<std::size_t>(k)];
            std::sort(v.begin(), v.end(),
                      [](const ChanceOutcome& x, const ChanceOutcome& y) { return x.action < y.action; });
        }
        return t;
    }();
    return tables[static_cast<std::size_t>(n)];
}

std::string countsText(const Counts& c) {
    std::string out;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < c[f]; ++i)
            out += fmt::format("{}{}", out.empty() ? "" : " ", f + 1);
    return out.empty() ? "nothing" : out;
}

} // namespace detail

// ---------------------------------------------------------------------------------------------
// Player area

int PlayerArea::pawPrints() const {
    int p = 0;
    for (int i = 0; i < nDogs; ++i)
        p += dogInfo(dogs[static_cast<std::size_t>(i)].card).paws;
    return p;
}

int PlayerArea::diceOnDogs() const {
    int n = 0;
    for (int i = 0; i < nDogs; ++i)
        n += std::popcount(static_cast<unsigned>(dogs[static_cast<std::size_t>(i)].filled));
    return n;
}

bool PlayerArea::dogComplete(int i) const {
    const auto& d = dogs[static_cast<std::size_t>(i)];
    return d.filled == (1U << dogInfo(d.card).spaces) - 1U;
}

bool PlayerArea::anyComplete() const {
    for (int i = 0; i < nDogs; ++i)
        if (dogComplete(i)) return true;
    return false;
}

bool PlayerArea::allComplete() const {
    if (nDogs == 0) return false;
    for (int i = 0; i < nDogs; ++i)
        if (!dogComplete(i)) return false;
    return true;
}

int PlayerArea::dogsWithEmptySpace() const {
    int n = 0;
    for (int i = 0; i < nDogs; ++i)
        n += dogComplete(i) ? 0 : 1;
    return n;
}

std::array<int, 6> PlayerArea::emptySpaces() const {
    std::array<int, 6> e{};
    for (int i = 0; i < nDogs; ++i) {
        const auto& d = dogs[static_cast<std::size_t>(i)];
        const auto& info = dogInfo(d.card);
        for (int s = 0; s < info.spaces; ++s)
            if (!(d.filled >> s & 1U))
                ++e[static_cast<std::size_t>(info.values[static_cast<std::size_t>(s)] - 1)];
    }
    return e;
}

// ---------------------------------------------------------------------------------------------
// Options

std::string parseOptions(const Setup& setup, Options& out) {
    out = Options{};
    out.solo = setup.players == 1;
    const std::string offleash = setup.variant("offleash", "0");
    if (offleash != "0" && offleash != "1") return fmt::format("offleash is 0 or 1, not '{}'", offleash);
    out.offLeash = offleash == "1";
    const std::string tiles = setup.variant("tiles", "first-game");
    if (tiles == "random") {
        out.tiles = {kNoTile, kNoTile, kNoTile, kNoTile};
    } else if (tiles.find(',') != std::string::npos) {
        // A list of four tile ids, one of each colour, in any order.
        out.tiles = {kNoTile, kNoTile, kNoTile, kNoTile};
        const std::array<TileColour, 4> colours{TileColour::Yellow, TileColour::Purple, TileColour::Blue,
                                                TileColour::Green};
        std::size_t start = 0;
        int count = 0;
        while (start <= tiles.size()) {
            std::size_t comma = tiles.find(',', start);
            if (comma == std::string::npos) comma = tiles.size();
            const std::string key = tiles.substr(start, comma - start);
            start = comma + 1;
            ++count;
            const TileId t = tileFromKey(key);
            if (t == kNoTile) return fmt::format("'{}' is not a trick tile id", key);
            bool placed = false;
            for (std::size_t i = 0; i < 4; ++i)
                if (tileInfo(t).colour == colours[i]) {
                    if (out.tiles[i] != kNoTile)
                        return fmt::format("the tile list has two tiles of the colour of '{}'", key);
                    out.tiles[i] = t;
                    placed = true;
                }
            if (!placed)
                return fmt::format("'{}' is always in play (Howl and Roll Over); list one tile per colour",
                                   key);
        }
        if (count != 4)
            return fmt::format("the tile list needs four tile ids (one per colour), not {}", count);
    } else if (tiles != "first-game") {
        bool found = false;
        for (const auto& set : recommendedSets())
            if (set.key == tiles) {
                out.tiles = set.tiles;
                found = true;
            }
        if (!found)
            return fmt::format(
                "unknown tile set '{}' (a set name, random, or four tile ids separated by commas)", tiles);
    }
    const std::string pies = setup.variant("solo_treats", "1");
    if (pies != "0" && pies != "1" && pies != "2")
        return fmt::format("Pies starts with 0, 1 or 2 treats, not '{}'", pies);
    if (!out.solo && pies != "1") return "solo_treats is for the solo game (1 player) only";
    out.piesTreats = static_cast<std::uint8_t>(pies[0] - '0');
    if (std::string err = checkFirstPlayer(setup); !err.empty()) return err;
    const auto first = chosenFirstSeat(setup, "random");
    out.firstSeat = static_cast<std::int8_t>(out.solo ? 0 : first ? *first : -1);
    return {};
}

// ---------------------------------------------------------------------------------------------
// Construction and setup

CiapkiState::CiapkiState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    std::string err = parseOptions(this->setup(), m_opt);
    (void)err; // validated by the registry
    init();
}

CiapkiState::CiapkiState(std::shared_ptr<const Setup> setup, const Options& options)
    : GameState(std::move(setup)), m_opt(options) {
    init();
}

void CiapkiState::init() {
    m_deck = {};
    for (int c = 1; c <= kDogCards; ++c) // all 32 cards
        m_deck.add(c);
    const std::array<TileColour, kPositions> colours{TileColour::Red,    TileColour::Red,  TileColour::Yellow,
                                                     TileColour::Purple, TileColour::Blue, TileColour::Green};
    for (std::size_t p = 0; p < kPositions; ++p) {
        Position& pos = m_pos[p];
        pos.colour = colours[p];
        pos.stack = {};
        pos.size = 1;
        if (p == 0)
            pos.stack[0] = kHowl;
        else if (p == 1)
            pos.stack[0] = kRollOver;
        else if (m_opt.offLeash)
            pos.size = 5; // every tile of the colour, order revealed as they come up
        else
            pos.stack[0] = m_opt.tiles[p - 2]; // kNoTile (random) is revealed by a chance node
    }
    m_phase = Phase::Setup;
    advance();
}

int CiapkiState::deckLeft() const {
    return m_deck.drawSize();
}

std::uint32_t CiapkiState::deckBits() const {
    std::uint32_t bits = 0;
    for (int c = 1; c <= kDogCards; ++c)
        if (m_deck.count(c) > 0) bits |= 1U << (c - 1);
    return bits;
}

bool CiapkiState::needsReveal() const {
    if (m_deckTop == 0 && !m_deck.empty()) return true;
    for (const auto& p : m_pos)
        if (p.stack[0] == 0) return true;
    return false;
}

int CiapkiState::faceUpPositions() const {
    int n = 0;
    for (const auto& p : m_pos)
        if (p.top() != 0 && faceUp(p.top())) ++n;
    return n;
}

int CiapkiState::positionOfTile(int tile) const {
    for (int p = 0; p < kPositions; ++p)
        if (m_pos[static_cast<std::size_t>(p)].top() == tile) return p;
    return -1;
}

// ---------------------------------------------------------------------------------------------
// Flow

Seat CiapkiState::currentSeat() const {
    if (m_phase == Phase::Over || m_cut) return kNoSeat;
    if (needsReveal() || m_phase == Phase::SetupRoll || m_phase == Phase::Rolling ||
        m_phase == Phase::PiesRoll)
        return kChanceSeat;
    return m_active;
}

Seat CiapkiState::turnSeat() const {
    if (m_phase == Phase::Over || m_active < 0 || m_active == kPies) return currentSeat();
    return m_active;
}

void CiapkiState::advance() {
    for (;;) {
        if (m_winner != kNobody) {
            m_phase = Phase::Over;
            return;
        }
        if (needsReveal()) return;
        if (m_pendingDraws > 0) {
            drawOne();
            continue;
        }
        switch (m_phase) {
        case Phase::Setup: {
            int seat = -1;
            for (int s = 0; s < players() && seat < 0; ++s)
                if (m_areas[static_cast<std::size_t>(s)].nDogs < 2) seat = s;
            if (seat >= 0) {
                m_drawTo = static_cast<std::int8_t>(seat);
                m_pendingDraws = 1;
                continue;
            }
            for (int s = 0; s < players(); ++s) {
                gainTreats(s, 1);
                --m_pool;
            }
            if (m_opt.solo) {
                const int t = std::min<int>(m_opt.piesTreats, m_supply);
                m_piesTreats = static_cast<std::uint8_t>(t);
                m_supply = static_cast<std::uint8_t>(m_supply - t);
            }
            m_needStartDie = static_cast<std::uint8_t>((1U << players()) - 1U);
            m_phase = Phase::SetupRoll;
            return;
        }
        case Phase::TurnStart:
            startTurn();
            continue;
        case Phase::TileStep:
            runTileStep();
            continue;
        case Phase::AfterRoll:
            afterRoll();
            continue;
        case Phase::PiesCashIn:
            if (m_piesTreats >= kPiesCashIn) {
                note({.kind = Consequence::Kind::PiesCashIn, .seat = kPies, .n = m_piesTreats});
                m_supply = static_cast<std::uint8_t>(m_supply + m_piesTreats);
                m_piesTreats = 0;
                m_drawTo = kPies;
                m_pendingDraws = 1;
            }
            m_phase = Phase::EndTurn;
            continue;
        case Phase::EndTurn:
            m_tile = 0;
            m_step = m_k = m_aside = m_guard = m_digLeft = m_buried = m_printed = 0;
            m_window = false;
            ++m_turns;
            if (m_horizon != 0 && m_turns >= m_horizon) {
                m_cut = true;
                return;
            }
            if (m_opt.solo)
                m_active = m_active == kPies ? 0 : kPies;
            else
                m_active = static_cast<std::int8_t>((m_active + 1) % players());
            m_phase = Phase::TurnStart;
            continue;
        default:
            return;
        }
    }
}

void CiapkiState::drawOne() {
    --m_pendingDraws;
    if (m_deckTop == 0) { // the deck ran out (cannot happen with 32 cards): skip the draw
        m_pendingDraws = 0;
        return;
    }
    const std::uint8_t card = m_deckTop;
    m_deckTop = 0;
    if (m_drawTo == kPies) {
        m_piesScoredCards[m_piesNScored++] = card;
        note({.kind = Consequence::Kind::PiesScores, .seat = kPies, .n = m_piesNScored, .card = card});
        if (m_piesNScored >= kWinDogs) {
            m_winner = kPies;
            note({.kind = Consequence::Kind::Wins, .seat = kPies});
        }
        return;
    }
    PlayerArea& a = m_areas[static_cast<std::size_t>(m_drawTo)];
    a.dogs[a.nDogs++] = DogSlot{card, 0};
}

void CiapkiState::gainTreats(int seat, int n) {
    const int t = std::clamp(n, 0, static_cast<int>(m_supply));
    m_supply = static_cast<std::uint8_t>(m_supply - t);
    auto& a = m_areas[static_cast<std::size_t>(seat)];
    a.treats = static_cast<std::uint8_t>(a.treats + t);
}

void CiapkiState::resetTiles() {
    const int up = faceUpPositions();
    if (up > 1) return;
    Consequence reset{.kind = Consequence::Kind::Reset};
    for (const auto& p : m_pos)
        if (up == 1 && faceUp(p.top())) reset.tile = static_cast<std::uint8_t>(p.top());
    if (up == 1 && m_supply > 0) {
        for (const auto& p : m_pos)
            if (faceUp(p.top())) {
                ++m_tileTreats[p.top()];
                --m_supply;
                reset.n = 1;
            }
    }
    note(reset);
    for (auto& p : m_pos) {
        const int t = p.top();
        if (faceUp(t)) continue;
        m_faceDown &= ~(1U << t);
        if (p.size > 1) { // off-leash: the turned tile goes to the bottom of its stack
            std::rotate(p.stack.begin(), p.stack.begin() + 1, p.stack.begin() + p.size);
        }
    }
}

void CiapkiState::startTurn() {
    if (m_active == kPies) {
        resetTiles();
        m_phase = Phase::PiesRoll;
        return;
    }
    if (m_pool == 0) { // everyone busts, then the turn goes on
        int back = 0;
        for (int s = 0; s < players(); ++s)
            back += m_areas[static_cast<std::size_t>(s)].diceOnDogs() +
                    m_areas[static_cast<std::size_t>(s)].yardDice();
        note({.kind = Consequence::Kind::EveryoneBusts, .n = static_cast<std::uint8_t>(back)});
        for (int s = 0; s < players(); ++s) {
            auto& a = m_areas[static_cast<std::size_t>(s)];
            m_pool = static_cast<std::uint8_t>(m_pool + a.diceOnDogs() + a.yardDice());
            for (auto& d : a.dogs)
                d.filled = 0;
            a.yard = {};
        }
    }
    resetTiles();
    m_phase = Phase::Choose;
}

void CiapkiState::startRoll(int fromPool, int extra) {
    const int m = std::clamp(fromPool, 0, static_cast<int>(m_pool));
    m_pool = static_cast<std::uint8_t>(m_pool - m);
    m_rolling = static_cast<std::uint8_t>(m + extra);
    m_phase = m_rolling > 0 ? Phase::Rolling : Phase::AfterRoll;
}

void CiapkiState::offerOptional(bool possible) {
    m_phase = possible ? Phase::Optional : Phase::EndTurn;
}

bool CiapkiState::anyYardDie() const {
    for (int s = 0; s < players(); ++s)
        if (m_areas[static_cast<std::size_t>(s)].yardDice() > 0) return true;
    return false;
}

bool CiapkiState::pileSourceExists() const {
    return me().yardDice() > 0 || me().diceOnDogs() > 0;
}

void CiapkiState::afterRoll() {
    if (me().yardTotal() > kBustAbove) { // normally caught at the bury itself
        bust(m_active);
        return;
    }
    if (me().allComplete()) scoreComplete(m_active); // immediate scoring ("fast and risky")
    m_phase = Phase::TileStep;
}

void CiapkiState::scoreComplete(int seat) {
    PlayerArea& a = m_areas[static_cast<std::size_t>(seat)];
    int scored = 0;
    std::uint8_t kept = 0;
    for (int i = 0; i < a.nDogs; ++i) {
        const DogSlot d = a.dogs[static_cast<std::size_t>(i)];
        if (a.dogComplete(i)) {
            m_pool = static_cast<std::uint8_t>(m_pool + dogInfo(d.card).spaces);
            a.scored[a.nScored++] = d.card;
            ++scored;
        } else {
            a.dogs[kept++] = d;
        }
    }
    for (std::size_t i = kept; i < a.dogs.size(); ++i)
        a.dogs[i] = DogSlot{};
    a.nDogs = kept;
    note({.kind = Consequence::Kind::Scored,
          .seat = static_cast<std::int8_t>(seat),
          .n = static_cast<std::uint8_t>(scored),
          .total = a.nScored});
    if (a.nScored >= kWinDogs) {
        m_winner = static_cast<std::int8_t>(seat);
        note({.kind = Consequence::Kind::Wins, .seat = static_cast<std::int8_t>(seat)});
        return;
    }
    m_pendingDraws = static_cast<std::uint8_t>(std::min(scored, kMaxDogs - a.owned()));
    m_drawTo = static_cast<std::int8_t>(seat);
}

void CiapkiState::bust(int seat) {
    PlayerArea& a = m_areas[static_cast<std::size_t>(seat)];
    int back = a.diceOnDogs() + a.yardDice();
    if (seat == m_active) back += countTotal(m_hand) + m_rolling + m_aside;
    note({.kind = Consequence::Kind::Bust,
          .seat = static_cast<std::int8_t>(seat),
          .n = static_cast<std::uint8_t>(back),
          .total = static_cast<std::uint8_t>(a.yardTotal())});
    m_pool = static_cast<std::uint8_t>(m_pool + a.diceOnDogs() + a.yardDice());
    for (auto& d : a.dogs)
        d.filled = 0;
    a.yard = {};
    if (seat == m_active) {
        m_pool = static_cast<std::uint8_t>(m_pool + countTotal(m_hand) + m_rolling + m_aside);
        m_hand = {};
        m_rolling = m_aside = 0;
        m_window = false;
        m_phase = Phase::EndTurn;
    }
}

// ---------------------------------------------------------------------------------------------
// Results

ScoreSheet CiapkiState::scoreSheet() const {
    ScoreSheet sheet;
    for (int s = 0; s < players(); ++s) {
        const PlayerArea& a = m_areas[static_cast<std::size_t>(s)];
        PlayerScore ps;
        ps.name = playerName(s);
        ps.add(text::say("ciapki", "scored dogs"), a.nScored);
        sheet.players.push_back(std::move(ps));
    }
    if (m_opt.solo) { // Pies plays too: listed after the seat, as a participant that is no seat
        PlayerScore pies;
        pies.name = "Pies";
        pies.seat = false;
        pies.add(text::say("ciapki", "scored dogs"), m_piesNScored);
        sheet.players.push_back(std::move(pies));
    }
    if (m_phase == Phase::Over) {
        // The first to score six dogs wins at once: a race, never a tie-break.
        if (m_winner >= 0 && m_winner < players())
            sheet.winners = {m_winner};
        else if (m_winner == kPies && m_opt.solo)
            sheet.winners = {players()};
    } else {
        sheet.decideByTotal();
    }
    return sheet;
}

std::unique_ptr<GameState> CiapkiState::determinize(Seat viewer, Rng& rng) const {
    (void)viewer;
    (void)rng;
    auto copy = std::make_unique<CiapkiState>(*this);
    copy->m_horizon = static_cast<std::uint16_t>(m_turns + (m_opt.solo ? 2 : players()));
    return copy;
}

std::unique_ptr<GameState> CiapkiState::determinizeForPolicy(Seat viewer, Rng& rng) const {
    (void)viewer;
    (void)rng;
    auto copy = std::make_unique<CiapkiState>(*this);
    copy->m_horizon = static_cast<std::uint16_t>(m_turns + 2 * (m_opt.solo ? 2 : players()));
    return copy;
}

std::vector<double> CiapkiState::returns() const {
    if (m_phase != Phase::Over) return heuristicReturns();
    std::vector<double> r(static_cast<std::size_t>(players()), 0.0);
    if (m_winner >= 0 && m_winner < players()) r[static_cast<std::size_t>(m_winner)] = 1.0;
    return r;
}

std::vector<double> CiapkiState::heuristicReturns() const {
    // A player's progress in dogs: scored dogs, plus the filled share of each unscored dog (worth
    // much more the nearer it is to complete), plus a little for treats (rerolls) and for dogs to
    // fill. The danger of the yard is left to the search, which sees every bust of the turn: in
    // measurements (medium bot against Pies) any extra penalty for a full yard made play worse.
    auto value = [](const PlayerArea& a) {
        double dogs = 0.0;
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            const double f =
                std::popcount(static_cast<unsigned>(d.filled)) / static_cast<double>(dogInfo(d.card).spaces);
            dogs += 0.85 * f * f * f;
        }
        return a.nScored + dogs + 0.03 * std::min<int>(a.treats, 5) + 0.04 * a.nDogs;
    };
    const auto n = static_cast<std::size_t>(players());
    std::vector<double> r(n, 0.0);
    if (m_opt.solo) {
        const double pies = m_piesNScored + 0.45 * std::min<int>(m_piesTreats, 1);
        r[0] = 1.0 / (1.0 + std::exp(-1.5 * (value(m_areas[0]) - pies)));
        return r;
    }
    double sum = 0.0;
    for (std::size_t s = 0; s < n; ++s) {
        r[s] = std::exp(1.5 * value(m_areas[s]));
        sum += r[s];
    }
    for (auto& x : r)
        x /= sum;
    return r;
}

// ---------------------------------------------------------------------------------------------
// Invariants

void CiapkiState::checkInvariants(std::vector<std::string>& problems) const {
    int dice = m_pool + countTotal(m_hand) + m_rolling + m_aside;
    int treats = m_supply + m_piesTreats;
    int cards = (m_deckTop ? 1 : 0) + deckLeft() + m_piesNScored;
    std::uint32_t seen = deckBits();
    for (int c = 1; c <= kDogCards; ++c)
        if (m_deck.count(c) > 1) problems.push_back(fmt::format("card {} is in the deck twice", c));
    auto seeCard = [&](int c, const char* where) {
        if (c < 1 || c > kDogCards)
            problems.push_back(fmt::format("bad card id {} ({})", c, where));
        else if (seen >> (c - 1) & 1U)
            problems.push_back(fmt::format("card {} is in two places ({})", c, where));
        else
            seen |= 1U << (c - 1);
    };
    if (m_deckTop) seeCard(m_deckTop, "deck top");
    for (int i = 0; i < m_piesNScored; ++i)
        seeCard(m_piesScoredCards[static_cast<std::size_t>(i)], "Pies");
    for (int s = 0; s < players(); ++s) {
        const PlayerArea& a = m_areas[static_cast<std::size_t>(s)];
        dice += a.diceOnDogs() + a.yardDice();
        treats += a.treats;
        cards += a.nDogs + a.nScored;
        if (a.owned() > kMaxDogs)
            problems.push_back(fmt::format("seat {} owns {} dog cards", s + 1, a.owned()));
        if (a.yardTotal() > kBustAbove)
            problems.push_back(fmt::format("seat {} has a yard total of {}", s + 1, a.yardTotal()));
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            seeCard(d.card, "unscored dog");
            if (d.card >= 1 && d.card <= kDogCards && (d.filled >> dogInfo(d.card).spaces) != 0)
                problems.push_back(fmt::format("seat {}: a die on a missing space", s + 1));
        }
        for (int i = 0; i < a.nScored; ++i)
            seeCard(a.scored[static_cast<std::size_t>(i)], "scored dog");
        if (m_phase != Phase::Setup && m_phase != Phase::SetupRoll && a.nDogs == 0 && m_phase != Phase::Over)
            problems.push_back(fmt::format("seat {} has no unscored dog", s + 1));
    }
    for (int s = 0; s < players(); ++s) // starting dice in the air
        if ((m_needStartDie >> s & 1U) && m_areas[static_cast<std::size_t>(s)].startDie == 0) ++dice;
    for (auto t : m_tileTreats)
        treats += t;
    if (dice != kDice) problems.push_back(fmt::format("{} dice accounted for, not {}", dice, kDice));
    if (treats != kTreats)
        problems.push_back(fmt::format("{} treats accounted for, not {}", treats, kTreats));
    if (cards != kDogCards)
        problems.push_back(fmt::format("{} dog cards accounted for, not {}", cards, kDogCards));
    if (countTotal(m_hand) > 0 && m_phase != Phase::Window && m_phase != Phase::Resolve &&
        m_phase != Phase::Rolling)
        problems.push_back("dice in hand outside a roll");
    if ((m_phase == Phase::Over) != (m_winner != kNobody))
        problems.push_back("game over without a winner, or the reverse");
    if (m_winner >= 0 && m_winner < players() &&
        m_areas[static_cast<std::size_t>(m_winner)].nScored < kWinDogs)
        problems.push_back("the winner has fewer than 6 scored dogs");
    if (m_pos[0].top() != kHowl || m_pos[1].top() != kRollOver)
        problems.push_back("Howl and Roll Over left their places");
    for (const auto& p : m_pos)
        for (int i = 1; i < p.size; ++i) {
            const int t = p.stack[static_cast<std::size_t>(i)];
            if (t != 0 && !faceUp(t)) problems.push_back("a face-down tile under a stack's top");
            if (t != 0 && tileInfo(t).colour != p.colour)
                problems.push_back("a tile in the wrong colour stack");
        }
    if (m_phase != Phase::Over && m_phase != Phase::Setup && m_phase != Phase::SetupRoll &&
        faceUpPositions() == 0 && !needsReveal())
        problems.push_back("no face-up tile");
}

std::unique_ptr<GameState> makeState(std::shared_ptr<const Setup> setup) {
    return std::make_unique<CiapkiState>(std::move(setup));
}

// ---------------------------------------------------------------------------------------------
// Test hooks

void CiapkiState::editFaceDown(int tile, bool down) {
    if (down)
        m_faceDown |= 1U << tile;
    else
        m_faceDown &= ~(1U << tile);
}

bool CiapkiState::removeFromDeck(int card) {
    if (m_deckTop == card) {
        m_deckTop = 0;
        return true;
    }
    return m_deck.take(card);
}

void CiapkiState::editPiesScored(int n) {
    while (m_piesNScored < n) {
        const int c = m_deck.highest();
        if (c < 1) break;
        m_deck.take(c);
        m_piesScoredCards[m_piesNScored++] = static_cast<std::uint8_t>(c);
    }
}

} // namespace dogtable::games::ciapki