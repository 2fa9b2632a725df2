#include "ciapki/rules/ciapki_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "dogtable/core/dice.h"
#include "dogtable/core/first_player.h"

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

namespace {

constexpr int kMaxChunk = 8; // dice per chance node

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

bool isBlue(int tile) {
    return tile != kNoTile && tileInfo(tile).colour == TileColour::Blue;
}

const std::array<std::string_view, kKindCount> kKindNames{
    "dog",         "tile",     "roll",  "start_die", "pies",      "trick",   "score", "reroll",
    "reroll_some", "keep",     "place", "bury",      "bury_rest", "more",    "stop",  "dig",
    "trot",        "retrieve", "guard", "bolt",      "pile_yard", "pile_dog"};

} // namespace

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
    m_deck = 0xFFFFFFFFU; // all 32 cards
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
    return std::popcount(m_deck);
}

bool CiapkiState::needsReveal() const {
    if (m_deckTop == 0 && m_deck != 0) return true;
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
            if (m_piesTreats >= 2) {
                note({.kind = Event::Kind::PiesCashIn, .seat = kPies, .n = m_piesTreats});
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
        note({.kind = Event::Kind::PiesScores, .seat = kPies, .n = m_piesNScored, .card = card});
        if (m_piesNScored >= kWinDogs) {
            m_winner = kPies;
            note({.kind = Event::Kind::Wins, .seat = kPies});
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
    Event reset{.kind = Event::Kind::Reset};
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
        note({.kind = Event::Kind::EveryoneBusts, .n = static_cast<std::uint8_t>(back)});
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

void CiapkiState::runTileStep() {
    PlayerArea& a = me();
    switch (m_tile) {
    case kHowl:
        if (m_step == 0) {
            m_printed = 0;
            if (a.owned() < kMaxDogs && m_deckTop != 0) {
                m_drawTo = m_active;
                m_pendingDraws = 1;
            }
            m_step = 1;
        } else if (m_step == 1) {
            m_printed = 1;
            m_step = 2;
            startRoll(1);
        } else
            endTrick();
        return;
    case kRollOver:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            const int n = a.yardDice();
            if (n > 0) { // the yard is emptied before the roll
                a.yard = {};
                startRoll(0, n);
            }
        } else if (m_step == 1) {
            m_printed = 1;
            offerOptional(m_pool > 0);
        } else
            endTrick();
        return;
    case kWalk:
    case kRun:
    case kChase:
    case kTrack:
    case kFetch:
    case kScavenge:
    case kSearch:
    case kHunt:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            const int n = m_tile == kWalk                      ? 2
                          : m_tile == kRun || m_tile == kTrack ? 3
                          : m_tile == kChase                   ? 1
                          : m_tile == kFetch                   ? 8
                          : m_tile == kScavenge                ? 4
                          : m_tile == kSearch                  ? 7
                                                               : 2 + a.pawPrints();
            if (m_tile == kChase) m_k = 1;
            startRoll(n);
        } else if (m_step == 1 && (m_tile == kWalk || m_tile == kRun || m_tile == kChase)) {
            m_printed = 1;
            offerOptional(m_pool > 0);
        } else
            endTrick();
        return;
    case kDig:
    case kTrot:
    case kRetrieve:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            if (m_tile == kDig && a.pawPrints() > 0 && anyYardDie()) {
                m_digLeft = static_cast<std::uint8_t>(a.pawPrints());
                m_phase = Phase::Dig;
            } else if (m_tile == kTrot && a.diceOnDogs() > 0 && a.dogsWithEmptySpace() > 0) {
                m_phase = Phase::Trot;
            } else if (m_tile == kRetrieve && m_pool > 0 && m_deckTop != 0) {
                m_phase = Phase::RetrieveValue;
            }
        } else if (m_step == 1) {
            m_printed = 1;
            m_step = 2;
            startRoll(2);
        } else
            endTrick();
        return;
    case kBolt:
        if (m_step == 0) {
            m_printed = 0;
            if (m_pool == 0)
                endTrick();
            else
                m_phase = Phase::BoltCount;
        } else {
            m_printed = 1;
            if (m_aside == 0)
                endTrick();
            else if (m_aside <= a.pawPrints())
                m_phase = Phase::Optional;
            else {
                --m_aside;
                startRoll(0, 1);
            }
        }
        return;
    case kDogpile:
        m_printed = 0;
        if (m_step == 0) {
            m_step = 1;
            if (pileSourceExists())
                m_phase = Phase::PileChoose;
            else
                startRoll(2);
        } else
            offerOptional(m_pool > 0 || pileSourceExists());
        return;
    case kSprint:
        m_printed = 0;
        if (m_step == 0) {
            m_step = 1;
            startRoll(a.dogsWithEmptySpace());
        } else
            offerOptional(std::min(a.dogsWithEmptySpace(), static_cast<int>(m_pool)) > 0);
        return;
    case kBeg:
        m_printed = 1;
        gainTreats(m_active, 1);
        gainTreats(m_active, a.pawPrints());
        endTrick();
        return;
    case kChew:
        m_printed = 1;
        gainTreats(m_active, a.treats);
        gainTreats(m_active, 1);
        endTrick();
        return;
    case kGobble: {
        m_printed = 1;
        gainTreats(m_active, 7);
        int h = 0;
        const auto empty = a.emptySpaces();
        for (int v = 6; v >= 1 && h == 0; --v)
            if (empty[static_cast<std::size_t>(v - 1)] > 0) h = v;
        const int back = std::min<int>(h, a.treats);
        a.treats = static_cast<std::uint8_t>(a.treats - back);
        m_supply = static_cast<std::uint8_t>(m_supply + back);
        endTrick();
        return;
    }
    case kPlayDead:
        if (m_step == 0) {
            m_printed = 0;
            m_buried = 0;
            m_step = 1;
            startRoll(1);
        } else {
            m_printed = 1;
            if (m_buried > 0) gainTreats(m_active, m_buried);
            endTrick();
        }
        return;
    case kStay: {
        int down = 0;
        const int mine = positionOfTile(kStay);
        for (int p = 0; p < kPositions; ++p)
            if (p != mine && !faceUp(m_pos[static_cast<std::size_t>(p)].top())) ++down;
        gainTreats(m_active, down);
        endTrick();
        return;
    }
    case kGuard:
        m_printed = 0;
        if (m_step == 0)
            m_phase = Phase::GuardName;
        else
            endTrick();
        return;
    default:
        endTrick();
        return;
    }
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
    note({.kind = Event::Kind::Scored,
          .seat = static_cast<std::int8_t>(seat),
          .n = static_cast<std::uint8_t>(scored),
          .total = a.nScored});
    if (a.nScored >= kWinDogs) {
        m_winner = static_cast<std::int8_t>(seat);
        note({.kind = Event::Kind::Wins, .seat = static_cast<std::int8_t>(seat)});
        return;
    }
    m_pendingDraws = static_cast<std::uint8_t>(std::min(scored, kMaxDogs - a.owned()));
    m_drawTo = static_cast<std::int8_t>(seat);
}

void CiapkiState::bust(int seat) {
    PlayerArea& a = m_areas[static_cast<std::size_t>(seat)];
    int back = a.diceOnDogs() + a.yardDice();
    if (seat == m_active) back += countTotal(m_hand) + m_rolling + m_aside;
    note({.kind = Event::Kind::Bust,
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
// Legal actions

void CiapkiState::subMultisets(const Counts& from, std::vector<Counts>& out) const {
    out.clear();
    Counts c{};
    for (;;) {
        out.push_back(c);
        std::size_t f = 0;
        while (f < 6 && c[f] == from[f])
            c[f++] = 0;
        if (f == 6) return;
        ++c[f];
    }
}

void CiapkiState::legalResolve(std::vector<Action>& out) const {
    const PlayerArea& a = me();
    for (std::size_t f = 0; f < 6; ++f) {
        if (m_hand[f] == 0) continue;
        out.emplace_back(kBury, static_cast<int>(f + 1));
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            const auto& info = dogInfo(d.card);
            for (int s = 0; s < info.spaces; ++s)
                if (!(d.filled >> s & 1U) &&
                    info.values[static_cast<std::size_t>(s)] == static_cast<int>(f + 1))
                    out.emplace_back(kPlace, i, s);
        }
    }
    if (countTotal(m_hand) >= 2) out.emplace_back(kBuryRest);
}

void CiapkiState::legalKeeps(std::vector<Action>& out) const {
    const int total = countTotal(m_hand);
    if (m_tile == kFetch) {
        for (std::size_t f = 0; f < 6; ++f)
            if (m_hand[f] > 0) {
                Counts c{};
                c[f] = m_hand[f];
                out.push_back(countsAction(kKeep, c));
            }
        return;
    }
    if (m_tile == kGuard) {
        Counts c{};
        for (std::size_t f = 0; f < m_guard; ++f)
            c[f] = m_hand[f];
        out.push_back(countsAction(kKeep, c));
        return;
    }
    std::vector<Counts> subs;
    subMultisets(m_hand, subs);
    const int y = me().yardTotal();
    bool any = false;
    for (const Counts& c : subs) {
        bool ok = false;
        if (m_tile == kHunt)
            ok = countTotal(c) == std::min(2, total);
        else if (m_tile == kSearch)
            ok = pipSum(c) == 8;
        else if (m_tile == kScavenge) { // every die at or above the yard total is kept
            ok = true;
            for (std::size_t f = 0; f < 6; ++f)
                if (static_cast<int>(f + 1) >= y && c[f] != m_hand[f]) ok = false;
        }
        if (ok) {
            out.push_back(countsAction(kKeep, c));
            any = true;
        }
    }
    if (!any) out.push_back(countsAction(kKeep, Counts{})); // Search: no group of 8, all go back
}

void CiapkiState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (currentSeat() < 0) return;
    const PlayerArea& a = me();
    switch (m_phase) {
    case Phase::Choose:
        for (int p = 0; p < kPositions; ++p)
            if (faceUp(m_pos[static_cast<std::size_t>(p)].top())) out.emplace_back(kTrick, p + 1);
        if (a.anyComplete()) out.emplace_back(kScore);
        break;
    case Phase::Window:
        if (a.treats > 0) {
            if (m_tile == kTrack) {
                std::vector<Counts> subs;
                subMultisets(m_hand, subs);
                for (const Counts& c : subs)
                    if (countTotal(c) > 0) out.push_back(countsAction(kRerollSome, c));
            } else {
                out.emplace_back(kReroll);
            }
        }
        if (isBlue(m_tile))
            legalKeeps(out);
        else
            legalResolve(out);
        break;
    case Phase::Resolve:
        legalResolve(out);
        break;
    case Phase::Optional:
        out.emplace_back(kMore);
        out.emplace_back(kStop);
        break;
    case Phase::Dig:
        for (int s = 0; s < players(); ++s) {
            const auto& y = m_areas[static_cast<std::size_t>(s)].yard;
            for (std::size_t f = 0; f < 6; ++f) {
                if (y[f] == 0) continue;
                out.emplace_back(kDigMove, s, static_cast<int>(f + 1), -1);
                if (f < 5) out.emplace_back(kDigMove, s, static_cast<int>(f + 1), 1);
            }
        }
        out.emplace_back(kStop);
        break;
    case Phase::Trot:
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            for (int s = 0; s < dogInfo(d.card).spaces; ++s) {
                if (!(d.filled >> s & 1U)) continue;
                for (int j = 0; j < a.nDogs; ++j) {
                    const auto& e = a.dogs[static_cast<std::size_t>(j)];
                    for (int t = 0; t < dogInfo(e.card).spaces; ++t)
                        if (!(e.filled >> t & 1U)) out.emplace_back(kTrotMove, i, s, j, t);
                }
            }
        }
        out.emplace_back(kStop);
        break;
    case Phase::RetrieveValue: {
        const auto& info = dogInfo(m_deckTop);
        for (int s = 0; s < info.spaces; ++s)
            out.emplace_back(kRetrieveValue, info.values[static_cast<std::size_t>(s)]);
        break;
    }
    case Phase::GuardName:
        for (int v = 1; v <= 6; ++v)
            out.emplace_back(kGuardName, v);
        break;
    case Phase::BoltCount:
        for (int n = 3; n <= std::max(3, std::min<int>(12, m_pool)); ++n)
            out.emplace_back(kBoltCount, n);
        break;
    case Phase::PileChoose:
        for (std::size_t f = 0; f < 6; ++f)
            if (a.yard[f] > 0) out.emplace_back(kPileYard, static_cast<int>(f + 1));
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            for (int s = 0; s < dogInfo(d.card).spaces; ++s)
                if (d.filled >> s & 1U) out.emplace_back(kPileDog, i, s);
        }
        break;
    default:
        break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

void CiapkiState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    const std::span<const ChanceOutcome> table = chanceOutcomeTable(out);
    if (table.data() != out.data()) out.assign(table.begin(), table.end());
}

// Dice rolls answer with the shared table of the roll (up to 1287 outcomes) instead of a copy.
std::span<const ChanceOutcome> CiapkiState::chanceOutcomeTable(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (currentSeat() != kChanceSeat) return out;
    if (m_deckTop == 0 && m_deck != 0) {
        for (int c = 1; c <= kDogCards; ++c)
            if (m_deck >> (c - 1) & 1U) out.push_back({Action(kRevealDog, c), 1});
        return out;
    }
    for (int p = 0; p < kPositions; ++p) {
        const Position& pos = m_pos[static_cast<std::size_t>(p)];
        if (pos.top() != 0) continue;
        for (TileId t : tilesOfColour(pos.colour)) {
            bool seen = false;
            for (int i = 0; i < pos.size; ++i)
                seen = seen || pos.stack[static_cast<std::size_t>(i)] == t;
            if (!seen) out.push_back({Action(kRevealTile, p + 1, t), 1});
        }
        return out;
    }
    if (m_phase == Phase::Rolling) return rollTable(std::min<int>(m_rolling, kMaxChunk));
    const std::uint16_t kind = m_phase == Phase::PiesRoll ? kPiesDie : kStartDie;
    for (int f = 1; f <= 6; ++f)
        out.push_back({Action(kind, f), 1});
    return out;
}

bool CiapkiState::revealsInformation(const Action& a) const {
    return a.kind <= kPiesDie;
}

// ---------------------------------------------------------------------------------------------
// Applying

void CiapkiState::doApply(const Action& a) {
    m_nEvents = 0;
    PlayerArea* mine =
        m_active >= 0 && m_active < players() ? &m_areas[static_cast<std::size_t>(m_active)] : nullptr;
    auto spendTreat = [&] {
        --mine->treats;
        ++m_supply;
    };
    auto resolved = [&] { // one die of the roll has a destination
        m_window = false;
        if (m_phase == Phase::EndTurn) return; // busted
        m_phase = countTotal(m_hand) == 0 ? Phase::AfterRoll : Phase::Resolve;
    };
    auto buryChecked = [&](int face, int n) {
        mine->yard[static_cast<std::size_t>(face - 1)] =
            static_cast<std::uint8_t>(mine->yard[static_cast<std::size_t>(face - 1)] + n);
        m_hand[static_cast<std::size_t>(face - 1)] =
            static_cast<std::uint8_t>(m_hand[static_cast<std::size_t>(face - 1)] - n);
        if (m_tile == kPlayDead) m_buried = static_cast<std::uint8_t>(face);
        // A yard above 7 busts: the rest of this roll cannot change that, so the bust happens now.
        if (mine->yardTotal() > kBustAbove) bust(m_active);
    };
    switch (a.kind) {
    case kRevealDog:
        m_deck &= ~(1U << (a.arg(0) - 1));
        m_deckTop = static_cast<std::uint8_t>(a.arg(0));
        break;
    case kRevealTile:
        m_pos[static_cast<std::size_t>(a.arg(0) - 1)].stack[0] = static_cast<std::uint8_t>(a.arg(1));
        break;
    case kRoll: {
        const Counts c = unpackCounts(a);
        for (std::size_t f = 0; f < 6; ++f)
            m_hand[f] = static_cast<std::uint8_t>(m_hand[f] + c[f]);
        m_rolling = static_cast<std::uint8_t>(m_rolling - countTotal(c));
        if (m_rolling == 0) {
            m_phase = Phase::Window;
            m_window = true;
        }
        break;
    }
    case kStartDie: {
        const int seat = std::countr_zero(static_cast<unsigned>(m_needStartDie));
        PlayerArea& p = m_areas[static_cast<std::size_t>(seat)];
        if (p.startDie != 0) --p.yard[p.startDie - 1U];
        p.startDie = static_cast<std::uint8_t>(a.arg(0));
        ++p.yard[p.startDie - 1U];
        m_needStartDie = static_cast<std::uint8_t>(m_needStartDie & (m_needStartDie - 1));
        if (m_needStartDie == 0) {
            if (m_opt.solo || m_opt.firstSeat >= 0) {
                m_active =
                    m_opt.firstSeat < 0 ? 0 : m_opt.firstSeat; // chosen: the buried dice only fill the yards
            } else {
                int best = 0;
                std::uint8_t tied = 0;
                for (int s = 0; s < players(); ++s) {
                    const int v = m_areas[static_cast<std::size_t>(s)].startDie;
                    if (v > best) {
                        best = v;
                        tied = static_cast<std::uint8_t>(1U << s);
                    } else if (v == best) {
                        tied = static_cast<std::uint8_t>(tied | 1U << s);
                    }
                }
                if (std::popcount(static_cast<unsigned>(tied)) > 1) {
                    m_needStartDie = tied; // the tied players roll again, then everyone is compared
                    break;
                }
                m_active = static_cast<std::int8_t>(std::countr_zero(static_cast<unsigned>(tied)));
            }
            m_phase = Phase::TurnStart;
        }
        break;
    }
    case kPiesDie: {
        m_lastPies = static_cast<std::uint8_t>(a.arg(0));
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        if (faceUp(t)) {
            m_faceDown |= 1U << t;
            m_piesTreats =
                static_cast<std::uint8_t>(m_piesTreats + m_tileTreats[static_cast<std::size_t>(t)]);
            m_tileTreats[static_cast<std::size_t>(t)] = 0;
        } else {
            m_drawTo = kPies;
            m_pendingDraws = 1;
        }
        m_phase = Phase::PiesCashIn;
        break;
    }
    case kTrick: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        mine->treats = static_cast<std::uint8_t>(mine->treats + m_tileTreats[static_cast<std::size_t>(t)]);
        m_tileTreats[static_cast<std::size_t>(t)] = 0;
        m_faceDown |= 1U << t;
        m_tile = static_cast<std::uint8_t>(t);
        m_step = 0;
        m_phase = Phase::TileStep;
        break;
    }
    case kScore:
        scoreComplete(m_active);
        m_phase = Phase::EndTurn;
        break;
    case kReroll:
        spendTreat();
        m_rolling = static_cast<std::uint8_t>(countTotal(m_hand));
        m_hand = {};
        m_phase = Phase::Rolling;
        break;
    case kRerollSome: {
        spendTreat();
        const Counts c = unpackCounts(a);
        for (std::size_t f = 0; f < 6; ++f)
            m_hand[f] = static_cast<std::uint8_t>(m_hand[f] - c[f]);
        m_rolling = static_cast<std::uint8_t>(countTotal(c));
        m_phase = Phase::Rolling;
        break;
    }
    case kKeep: {
        const Counts c = unpackCounts(a);
        m_pool = static_cast<std::uint8_t>(m_pool + countTotal(m_hand) - countTotal(c));
        m_hand = c;
        if (m_tile == kScavenge) m_printed = 2;
        resolved();
        break;
    }
    case kPlace: {
        DogSlot& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        const int v = dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))];
        --m_hand[static_cast<std::size_t>(v - 1)];
        d.filled = static_cast<std::uint8_t>(d.filled | 1U << a.arg(1));
        resolved();
        break;
    }
    case kBury:
        buryChecked(a.arg(0), 1);
        resolved();
        break;
    case kBuryRest:
        for (int f = 1; f <= 6 && m_phase != Phase::EndTurn; ++f)
            if (m_hand[static_cast<std::size_t>(f - 1)] > 0)
                buryChecked(f, m_hand[static_cast<std::size_t>(f - 1)]);
        resolved();
        break;
    case kMore:
        switch (m_tile) {
        case kRollOver:
        case kWalk:
            m_step = 2;
            startRoll(1);
            break;
        case kRun:
            startRoll(1);
            break;
        case kChase:
            ++m_k;
            startRoll(m_k);
            break;
        case kBolt:
            --m_aside;
            startRoll(0, 1);
            break;
        case kDogpile:
            m_step = 0;
            m_phase = Phase::TileStep;
            break;
        case kSprint:
            startRoll(mine->dogsWithEmptySpace());
            break;
        default:
            break;
        }
        break;
    case kStop:
        if (m_phase == Phase::Dig || m_phase == Phase::Trot) {
            m_phase = Phase::TileStep;
        } else {
            m_pool = static_cast<std::uint8_t>(m_pool + m_aside); // Bolt: unrolled dice go back
            m_aside = 0;
            endTrick();
        }
        break;
    case kDigMove: {
        const int seat = a.arg(0), face = a.arg(1), dir = a.arg(2);
        PlayerArea& target = m_areas[static_cast<std::size_t>(seat)];
        --target.yard[static_cast<std::size_t>(face - 1)];
        if (face + dir == 0)
            ++m_pool; // a 1 turned down leaves the yard
        else
            ++target.yard[static_cast<std::size_t>(face + dir - 1)];
        --m_digLeft;
        if (target.yardTotal() > kBustAbove) bust(seat);
        if (m_phase == Phase::Dig && (m_digLeft == 0 || !anyYardDie())) m_phase = Phase::TileStep;
        break;
    }
    case kTrotMove: {
        DogSlot& from = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        from.filled = static_cast<std::uint8_t>(from.filled & ~(1U << a.arg(1)));
        DogSlot& to = mine->dogs[static_cast<std::size_t>(a.arg(2))];
        to.filled = static_cast<std::uint8_t>(to.filled | 1U << a.arg(3));
        m_phase = Phase::TileStep;
        break;
    }
    case kRetrieveValue:
        --m_pool;
        m_hand = {};
        m_hand[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
        m_window = false; // a set die, not a roll: no treats
        m_phase = Phase::Resolve;
        break;
    case kGuardName:
        m_guard = static_cast<std::uint8_t>(a.arg(0));
        m_step = 1;
        startRoll(4);
        break;
    case kBoltCount:
        m_aside = static_cast<std::uint8_t>(std::min<int>(a.arg(0), m_pool));
        m_pool = static_cast<std::uint8_t>(m_pool - m_aside);
        m_step = 1;
        m_phase = Phase::TileStep;
        break;
    case kPileYard:
        --mine->yard[static_cast<std::size_t>(a.arg(0) - 1)];
        startRoll(2, 1);
        break;
    case kPileDog: {
        DogSlot& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        d.filled = static_cast<std::uint8_t>(d.filled & ~(1U << a.arg(1)));
        startRoll(2, 1);
        break;
    }
    default:
        break;
    }
    advance();
}

// ---------------------------------------------------------------------------------------------
// Results

ScoreSheet CiapkiState::scoreSheet() const {
    ScoreSheet sheet;
    for (int s = 0; s < players(); ++s) {
        const PlayerArea& a = m_areas[static_cast<std::size_t>(s)];
        PlayerScore ps;
        ps.name = playerName(s);
        ps.add("scored dogs", a.nScored);
        sheet.players.push_back(std::move(ps));
    }
    if (m_opt.solo) { // Pies plays too: listed after the seat, as a participant that is no seat
        PlayerScore pies;
        pies.name = "Pies";
        pies.seat = false;
        pies.add("scored dogs", m_piesNScored);
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
// Words

std::string_view CiapkiState::actionKindName(std::uint16_t kind) const {
    return kind < kKindCount ? kKindNames[kind] : std::string_view{};
}

std::string CiapkiState::seatName(int seat) const {
    return seat == kPies ? std::string("Pies") : playerName(seat);
}

std::vector<Event> CiapkiState::consequences(const Action& a) const {
    if (!check(a)) return {};
    CiapkiState copy(*this);
    copy.m_horizon = 0; // a search copy would stop at its horizon before the next turn's reset
    copy.m_cut = false;
    copy.applyLegal(a);
    return {copy.m_events.begin(), copy.m_events.begin() + copy.m_nEvents};
}

std::string CiapkiState::eventText(const Event& e) const {
    const std::string who = seatName(e.seat);
    switch (e.kind) {
    case Event::Kind::Bust:
        return fmt::format("{}'s yard totals {}, over {}: {} busts and {} dice go back to the pool", who,
                           e.total, kBustAbove, who, e.n);
    case Event::Kind::EveryoneBusts:
        return fmt::format("The pool is empty: everyone busts and {} dice go back to the pool", e.n);
    case Event::Kind::Reset:
        if (!e.tile) return "No tile is face up: every tile turns face up again";
        return e.n ? fmt::format("Only {} is face up: it gets a treat and every tile turns face up again",
                                 tileInfo(e.tile).english)
                   : fmt::format("Only {} is face up: every tile turns face up again (the supply has no "
                                 "treat for it)",
                                 tileInfo(e.tile).english);
    case Event::Kind::PiesCashIn:
        return fmt::format("Pies cashes in its {} treats: they go back to the supply", e.n);
    case Event::Kind::PiesScores:
        return fmt::format("Pies scores {} ({} of {})", dogInfo(e.card).name, e.n, kWinDogs);
    case Event::Kind::Scored:
        return fmt::format("{} scores {} dog{} ({} of {})", who, e.n, e.n == 1 ? "" : "s", e.total, kWinDogs);
    case Event::Kind::Wins:
        return fmt::format("{} has scored {} dogs and wins", who, kWinDogs);
    }
    return {};
}

std::string CiapkiState::describe(const Action& a, Seat viewer) const {
    std::string line = describeAction(a, viewer);
    for (const Event& e : consequences(a))
        line += ". " + eventText(e);
    return line;
}

std::string CiapkiState::describeAction(const Action& a, Seat viewer) const {
    (void)viewer; // nothing is hidden
    const std::string who = seatName(m_active);
    const PlayerArea* mine =
        m_active >= 0 && m_active < players() ? &m_areas[static_cast<std::size_t>(m_active)] : nullptr;
    switch (a.kind) {
    case kRevealDog:
        return fmt::format("The top dog of the deck is now {}", dogInfo(a.arg(0)).name);
    case kRevealTile:
        return fmt::format("{} comes up at position {}", tileInfo(a.arg(1)).english, a.arg(0));
    case kRoll:
        return fmt::format("{} rolls {}", who, countsText(unpackCounts(a)));
    case kStartDie: {
        const int seat = std::countr_zero(static_cast<unsigned>(m_needStartDie));
        return fmt::format("{} rolls a {} and buries it", playerName(seat), a.arg(0));
    }
    case kPiesDie: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        return faceUp(t)
                   ? fmt::format("Pies rolls {}: turns {} over{}", a.arg(0), tileInfo(t).english,
                                 treatsOn(t) > 0 ? fmt::format(" and takes {} treat(s)", treatsOn(t)) : "")
                   : fmt::format("Pies rolls {}: {} is already used", a.arg(0), tileInfo(t).english);
    }
    case kTrick: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        return fmt::format("{} does {} ({}){}", who, tileInfo(t).english, tileInfo(t).polish,
                           treatsOn(t) > 0 ? fmt::format(", taking {} treat(s) from it", treatsOn(t)) : "");
    }
    case kScore:
        return fmt::format("{} uses the turn to score their complete dogs", who);
    case kReroll:
        return fmt::format("{} spends a treat to reroll {}", who, countsText(m_hand));
    case kRerollSome:
        return fmt::format("{} spends a treat to reroll {}", who, countsText(unpackCounts(a)));
    case kKeep:
        return fmt::format("{} keeps {}", who, countsText(unpackCounts(a)));
    case kPlace: {
        const auto& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        return fmt::format("{} places a {} on {}", who,
                           dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))], dogInfo(d.card).name);
    }
    case kBury:
        return fmt::format("{} buries a {}", who, a.arg(0));
    case kBuryRest:
        return fmt::format("{} buries {}", who, countsText(m_hand));
    case kMore:
        return m_tile == kBolt ? fmt::format("{} rolls the next set-aside die", who)
                               : fmt::format("{} goes on with {}", who, tileInfo(m_tile).english);
    case kStop:
        return m_phase == Phase::Trot  ? fmt::format("{} moves no die", who)
               : m_phase == Phase::Dig ? fmt::format("{} stops digging", who)
                                       : fmt::format("{} stops {}", who, tileInfo(m_tile).english);
    case kDigMove:
        return fmt::format("{} turns a buried {} in {}'s yard {} to {}", who, a.arg(1), playerName(a.arg(0)),
                           a.arg(2) > 0 ? "up" : "down",
                           a.arg(1) + a.arg(2) == 0 ? std::string("the pool")
                                                    : std::to_string(a.arg(1) + a.arg(2)));
    case kTrotMove: {
        const auto& from = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        const auto& to = mine->dogs[static_cast<std::size_t>(a.arg(2))];
        return fmt::format(
            "{} moves the {} from {} to the {} space of {}", who,
            dogInfo(from.card).values[static_cast<std::size_t>(a.arg(1))], dogInfo(from.card).name,
            dogInfo(to.card).values[static_cast<std::size_t>(a.arg(3))], dogInfo(to.card).name);
    }
    case kRetrieveValue:
        return fmt::format("{} takes a die set to {}", who, a.arg(0));
    case kGuardName:
        return fmt::format("{} names {}", who, a.arg(0));
    case kBoltCount:
        return fmt::format("{} sets aside {} dice", who, std::min<int>(a.arg(0), m_pool));
    case kPileYard:
        return fmt::format("{} takes a {} back from the yard", who, a.arg(0));
    case kPileDog: {
        const auto& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        return fmt::format("{} takes the {} back from {}", who,
                           dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))], dogInfo(d.card).name);
    }
    default:
        return actionToText(a);
    }
}

std::string CiapkiState::whyIllegal(const Action& a) const {
    if (m_phase == Phase::Over) return "the game is over";
    if (currentSeat() == kChanceSeat) return "wait: dice are rolling or a card is being turned up";
    if (a.kind <= kPiesDie) return "dice and cards are not chosen by players";
    const PlayerArea& mine = me();
    const bool dicePhase = m_phase == Phase::Window || m_phase == Phase::Resolve;
    switch (a.kind) {
    case kTrick: {
        if (m_phase != Phase::Choose) return "a trick is chosen only at the start of your turn";
        if (a.arg(0) < 1 || a.arg(0) > kPositions) return "there are six tile positions, 1 to 6";
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        return fmt::format("{} lies grey side up: it was already used", tileInfo(t).english);
    }
    case kScore:
        if (m_phase != Phase::Choose)
            return "scoring dogs takes a whole turn: choose it at the start of your turn";
        return "none of your dogs is complete yet";
    case kReroll:
    case kRerollSome:
        if (!dicePhase) return "there is no roll to reroll";
        if (!m_window) return "too late: a die of this roll already has a place (treats only before that)";
        if (mine.treats == 0) return "you have no treats";
        return a.kind == kReroll ? "with Track you pick which dice to reroll"
                                 : "a treat rerolls all the dice of the roll";
    case kKeep:
        if (m_phase != Phase::Window || !isBlue(m_tile)) return "there is no choice of dice to keep now";
        return fmt::format("{} does not allow keeping those dice", tileInfo(m_tile).english);
    case kPlace: {
        if (!dicePhase) return "there is no die to place now";
        if (isBlue(m_tile) && m_phase == Phase::Window) return "first choose which dice to keep";
        if (a.arg(0) < 0 || a.arg(0) >= mine.nDogs) return "you have no such dog";
        const auto& d = mine.dogs[static_cast<std::size_t>(a.arg(0))];
        const auto& info = dogInfo(d.card);
        if (a.arg(1) < 0 || a.arg(1) >= info.spaces) return fmt::format("{} has no such space", info.name);
        if (d.filled >> a.arg(1) & 1U) return "that space already holds a die";
        return fmt::format("you have no rolled die showing {}",
                           info.values[static_cast<std::size_t>(a.arg(1))]);
    }
    case kBury:
    case kBuryRest:
        if (!dicePhase) return "there is no die to bury now";
        if (isBlue(m_tile) && m_phase == Phase::Window) return "first choose which dice to keep";
        return a.kind == kBury ? fmt::format("you have no rolled die showing {}", a.arg(0))
                               : "only one die is left";
    case kMore:
    case kStop:
        if (m_phase == Phase::Dig || m_phase == Phase::Trot) return "choose a move or stop";
        return "there is no optional step to take or decline now";
    case kDigMove:
        if (m_phase != Phase::Dig) return "you are not digging";
        return "there is no such buried die, or it cannot turn that way (a 6 cannot go up)";
    case kTrotMove:
        if (m_phase != Phase::Trot) return "you are not trotting";
        return "move a die from a filled space to an empty space of your own dogs";
    case kRetrieveValue:
        if (m_phase != Phase::RetrieveValue) return "you are not retrieving";
        return "the value must be one shown on the top dog of the deck";
    case kGuardName:
        if (m_phase != Phase::GuardName) return "you are not naming a value now";
        return "name a value from 1 to 6";
    case kBoltCount:
        if (m_phase != Phase::BoltCount) return "you are not setting dice aside now";
        return "set aside 3 to 12 dice (as many as the pool has)";
    case kPileYard:
    case kPileDog:
        if (m_phase != Phase::PileChoose) return "you are not choosing Dogpile's third die now";
        return "take a die that is in your yard or on one of your dogs";
    default:
        return GameState::whyIllegal(a);
    }
}

int CiapkiState::nextRollDice() const {
    if (m_phase != Phase::Optional) return -1;
    const PlayerArea& a = me();
    switch (m_tile) {
    case kRollOver:
    case kWalk:
    case kRun:
        return std::min<int>(1, m_pool);
    case kChase:
        return std::min<int>(m_k + 1, m_pool);
    case kSprint:
        return std::min<int>(a.dogsWithEmptySpace(), m_pool);
    case kBolt:
        return 1;
    default:
        return -1;
    }
}

View CiapkiState::viewFor(Seat viewer) const {
    View v;
    v.viewer = viewer;
    v.players = players();
    v.solo = m_opt.solo;
    v.offLeash = m_opt.offLeash;
    v.areas = m_areas;
    v.piesTreats = m_piesTreats;
    v.piesScored = m_piesScoredCards;
    v.piesNScored = m_piesNScored;
    v.positions = m_pos;
    v.faceDown = m_faceDown;
    v.tileTreats = m_tileTreats;
    v.pool = m_pool;
    v.supply = m_supply;
    v.deckTop = m_deckTop;
    v.deckLeft = deckLeft();
    v.phase = m_phase;
    v.active = m_active;
    v.tile = m_tile;
    v.tileStep = m_tile == 0 ? -1 : m_printed;
    if (isBlue(m_tile) && m_phase == Phase::Window) v.tileStep = 1;
    v.hand = m_hand;
    v.rolling = m_rolling;
    v.windowOpen = m_window;
    v.aside = m_aside;
    v.guardValue = m_guard;
    v.chaseNext = m_tile == kChase ? m_k + 1 : 0;
    v.digLeft = m_digLeft;
    v.nextRollDice = nextRollDice();
    v.winner = m_winner;
    v.lastPies = m_lastPies;
    return v;
}

namespace {
std::string areaText(const PlayerArea& a) {
    std::string s;
    for (int i = 0; i < a.nDogs; ++i) {
        const auto& d = a.dogs[static_cast<std::size_t>(i)];
        const auto& info = dogInfo(d.card);
        s += fmt::format(" {}[", info.name);
        for (int k = 0; k < info.spaces; ++k)
            s += fmt::format("{}{}{}", k ? " " : "", info.values[static_cast<std::size_t>(k)],
                             d.filled >> k & 1U ? "*" : "");
        s += fmt::format("]{}", info.paws ? fmt::format("p{}", info.paws) : "");
    }
    std::string scored;
    for (int i = 0; i < a.nScored; ++i)
        scored += fmt::format("{}{}", i ? "," : "", dogInfo(a.scored[static_cast<std::size_t>(i)]).name);
    return fmt::format("dogs:{} | scored {} ({}) | yard {} = {} | treats {}", s.empty() ? " none" : s,
                       a.nScored, scored, countsText(a.yard), a.yardTotal(), a.treats);
}
} // namespace

std::string View::text() const {
    std::string s = fmt::format("Ciapki{}{} | pool {} | supply {} | deck top {} ({} under)\n",
                                solo ? " solo" : "", offLeash ? " off-leash" : "", pool, supply,
                                deckTop ? dogInfo(deckTop).name : "-", deckLeft);
    for (int p = 0; p < kPositions; ++p) {
        const Position& pos = positions[static_cast<std::size_t>(p)];
        const int t = pos.top();
        s += fmt::format("  {}: {} {}{}{}\n", p + 1, t ? tileInfo(t).english : "?",
                         t && (faceDown >> t & 1U) ? "(grey)" : "(up)",
                         t && tileTreats[static_cast<std::size_t>(t)]
                             ? fmt::format(" treats {}", tileTreats[static_cast<std::size_t>(t)])
                             : "",
                         pos.size > 1 ? fmt::format(" stack {}", pos.size) : "");
    }
    for (int i = 0; i < players; ++i)
        s += fmt::format("{}seat {}: {}\n", i == active ? "> " : "  ", i + 1,
                         areaText(areas[static_cast<std::size_t>(i)]));
    if (solo)
        s += fmt::format("{}Pies: scored {} | treats {}\n", active == kPies ? "> " : "  ", piesNScored,
                         piesTreats);
    if (tile) s += fmt::format("doing {} step {}", tileInfo(tile).english, tileStep + 1);
    if (countTotal(hand) || rolling)
        s += fmt::format(" | dice {}{}{}", countsText(hand),
                         rolling ? fmt::format(" +{} rolling", rolling) : "",
                         windowOpen ? " (treats allowed)" : "");
    if (aside) s += fmt::format(" | set aside {}", aside);
    if (tile) s += "\n";
    if (winner != kNobody)
        s += fmt::format("winner: {}\n",
                         winner == kPies ? std::string("Pies") : fmt::format("seat {}", winner + 1));
    return s;
}

std::string CiapkiState::viewText(Seat viewer) const {
    return viewFor(viewer).text();
}

std::string CiapkiState::debugText() const {
    std::string s = viewFor(kNoSeat).text();
    s += fmt::format("phase {} step {} k {} guard {} dig {} buried {} drawTo {} draws {} needDie {} deck "
                     "{:08x} turns {}\n",
                     static_cast<int>(m_phase), m_step, m_k, m_guard, m_digLeft, m_buried, m_drawTo,
                     m_pendingDraws, m_needStartDie, m_deck, m_turns);
    for (const auto& p : m_pos) {
        s += "stack";
        for (int i = 0; i < p.size; ++i)
            s += fmt::format(" {}", p.stack[static_cast<std::size_t>(i)]);
        s += "\n";
    }
    return s;
}

std::string CiapkiState::statusText() const {
    if (m_phase == Phase::Over)
        return m_winner == kPies ? "Pies scored 6 dogs: Pies wins"
                                 : fmt::format("{} scored 6 dogs and wins", seatName(m_winner));
    const std::string who = m_active == kNobody ? std::string("Setup") : seatName(m_active);
    const std::string tile = m_tile ? std::string(tileInfo(m_tile).english) : std::string();
    switch (m_phase) {
    case Phase::Setup:
    case Phase::SetupRoll:
        return "Setup: dealing dogs and rolling starting dice";
    case Phase::Choose:
        return fmt::format("{} — choose a face-up trick{}", who,
                           me().anyComplete() ? " or score your complete dogs" : "");
    case Phase::Rolling:
        return fmt::format("{} — {}: rolling", who, tile);
    case Phase::Window: {
        const bool reroll = m_window && me().treats > 0; // "with a treat" only when there is one to spend
        if (isBlue(m_tile))
            return reroll
                       ? fmt::format("{} — {}: reroll with a treat or choose which dice to keep", who, tile)
                       : fmt::format("{} — {}: choose which dice to keep", who, tile);
        return reroll ? fmt::format("{} — {}: reroll with a treat, or place and bury the dice", who, tile)
                      : fmt::format("{} — {}: place each die on a matching space or bury it", who, tile);
    }
    case Phase::Resolve:
        return fmt::format("{} — {}: place each die on a matching space or bury it", who, tile);
    case Phase::Optional:
        return fmt::format("{} — {}: roll again or stop", who, tile);
    case Phase::Dig:
        return fmt::format("{} — Dig: {} adjustment(s) left", who, m_digLeft);
    case Phase::Trot:
        return fmt::format("{} — Trot: move one placed die, or skip", who);
    case Phase::RetrieveValue:
        return fmt::format("{} — Retrieve: pick the value of your die", who);
    case Phase::GuardName:
        return fmt::format("{} — Guard: name a value", who);
    case Phase::BoltCount:
        return fmt::format("{} — Bolt: how many dice to set aside", who);
    case Phase::PileChoose:
        return fmt::format("{} — Dogpile: take back one die from your yard or a dog", who);
    case Phase::PiesRoll:
        return "Pies rolls its die";
    default:
        return who;
    }
}

// ---------------------------------------------------------------------------------------------
// Invariants

void CiapkiState::checkInvariants(std::vector<std::string>& problems) const {
    int dice = m_pool + countTotal(m_hand) + m_rolling + m_aside;
    int treats = m_supply + m_piesTreats;
    int cards = (m_deckTop ? 1 : 0) + deckLeft() + m_piesNScored;
    std::uint32_t seen = m_deck;
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
    if (!(m_deck >> (card - 1) & 1U)) return false;
    m_deck &= ~(1U << (card - 1));
    return true;
}

void CiapkiState::editPiesScored(int n) {
    while (m_piesNScored < n) {
        for (int c = kDogCards; c >= 1; --c)
            if (m_deck >> (c - 1) & 1U) {
                m_deck &= ~(1U << (c - 1));
                m_piesScoredCards[m_piesNScored++] = static_cast<std::uint8_t>(c);
                break;
            }
    }
}

} // namespace dogtable::games::ciapki
