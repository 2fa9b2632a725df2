// Ciapki: the search's rollout policy (GameState::rolloutAction). Random rollouts bury dice that fit,
// roll on into certain busts and stop when nothing is at stake, so they say little about a position
// in a press-your-luck game (docs/bots.md); this plays each step the way a careful player would.
#include "ciapki/rules/ciapki_internal.h"
#include "ciapki/rules/ciapki_state.h"

#include <algorithm>
#include <bit>

namespace dogtable::games::ciapki {

using namespace detail;

namespace {

/// A player's progress in the race, in dogs: the scored ones and half the filled share of the others.
double progress(const PlayerArea& a) {
    double p = a.nScored;
    for (int i = 0; i < a.nDogs; ++i) {
        const auto& d = a.dogs[static_cast<std::size_t>(i)];
        p += 0.5 * std::popcount(static_cast<unsigned>(d.filled)) /
             static_cast<double>(dogInfo(d.card).spaces);
    }
    return p;
}

/// How far `seat` is behind the best other player (solo: Pies, whose treats are half a dog each until
/// it cashes them in), in dogs; negative when ahead. Whether that player is one dog from winning.
struct Race {
    double behind = 0.0;
    bool lastDog = false;
};

Race race(const CiapkiState& s, int seat) {
    Race r;
    double best = 0.0;
    if (s.options().solo) {
        best = s.piesScored() + 0.5 * std::min(s.piesTreats(), kPiesCashIn);
        r.lastDog = s.piesScored() >= kWinDogs - 1;
    } else {
        for (int o = 0; o < s.players(); ++o) {
            if (o == seat) continue;
            best = std::max(best, progress(s.area(o)));
            r.lastDog = r.lastDog || s.area(o).nScored >= kWinDogs - 1;
        }
    }
    r.behind = best - progress(s.area(seat));
    return r;
}

/// A roll may go on while its bust chance is at most this, with `stake` dice to lose by a bust: half
/// at 4 / (4 + stake), raised when behind in the race (a third more per dog, up to twice; at least
/// 1.6 times when another player is one dog from winning) and lowered when ahead (to 0.6 times).
double riskAllowed(int stake, const Race& r) {
    double factor = std::clamp(1.0 + r.behind / 3.0, 0.6, 2.0);
    if (r.lastDog) factor = std::max(factor, 1.6);
    return 0.5 * 4.0 / (4.0 + stake) * factor;
}

Action randomOf(const std::vector<Action>& v, Rng& rng) {
    return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

} // namespace

Action CiapkiState::rolloutAction(std::vector<Action>& out, Rng& rng) const {
    legalActions(out);
    const PlayerArea& a = me();
    auto find = [&](std::uint16_t kind) -> const Action* {
        for (const auto& x : out)
            if (x.kind == kind) return &x;
        return nullptr;
    };
    // Placing: the fitting die goes on the dog nearest complete; otherwise the rest is buried.
    auto resolve = [&]() -> Action {
        const Action* best = nullptr;
        double bestShare = -1.0;
        for (const auto& x : out) {
            if (x.kind != kPlace) continue;
            const auto& d = a.dogs[static_cast<std::size_t>(x.arg(0))];
            const double share =
                std::popcount(static_cast<unsigned>(d.filled)) / static_cast<double>(dogInfo(d.card).spaces);
            if (share > bestShare) {
                bestShare = share;
                best = &x;
            }
        }
        if (best) return *best;
        if (const Action* rest = find(kBuryRest)) return *rest;
        if (const Action* one = find(kBury)) return *one;
        return randomOf(out, rng);
    };
    switch (m_phase) {
    case Phase::Choose: {
        if (const Action* score = find(kScore)) return *score;
        // A trick by a rule of thumb: a dog drawn while few are on the table, the yard emptied when
        // full, treats when there are none, else the tile that rolls the most dice; treats lying on a
        // tile add to it. The first best one on a tie.
        auto worth = [&](int tile) {
            double v = 1.5; // a tile that rolls dice
            if (tile == kHowl)
                v = a.nDogs <= 1 && a.owned() < kMaxDogs && m_deckTop != 0 ? 4.0 : 0.5;
            else if (tile == kRollOver)
                v = a.yardTotal() >= 6 ? 3.5 : 0.5;
            else if (tileInfo(tile).colour == TileColour::Green)
                v = a.treats == 0 ? 2.75 : 0.5;
            else if (tile == kFetch)
                v = 3.0;
            else if (tile == kRun)
                v = 2.5;
            else if (tile == kWalk)
                v = 2.0;
            return v + 0.5 * m_tileTreats[static_cast<std::size_t>(tile)];
        };
        const Action* best = nullptr;
        double bestWorth = -1.0;
        for (const auto& x : out) {
            if (x.kind != kTrick) continue;
            const double w = worth(m_pos[static_cast<std::size_t>(x.arg(0) - 1)].top());
            if (w > bestWorth) {
                bestWorth = w;
                best = &x;
            }
        }
        return best ? *best : randomOf(out, rng);
    }
    case Phase::Window: {
        if (isBlue(m_tile)) {
            // A blue tile's keep: the one whose dice fit the most empty spaces and leave the fewest
            // pips to bury; when every keep busts, a reroll while a treat lasts.
            const auto empty = a.emptySpaces();
            const Action* best = nullptr;
            double bestWorth = 0.0;
            bool bestBusts = true;
            for (const auto& x : out) {
                if (x.kind != kKeep) continue;
                const Counts c = unpackCounts(x);
                int fits = 0, pips = 0;
                for (std::size_t f = 0; f < 6; ++f) {
                    const int fit = std::min<int>(c[f], empty[f]);
                    fits += fit;
                    pips += (c[f] - fit) * static_cast<int>(f + 1);
                }
                const bool busts = a.yardTotal() + pips > kBustAbove;
                const double w = (busts ? -100.0 : 0.0) + 10.0 * fits - pips;
                if (!best || w > bestWorth) {
                    best = &x;
                    bestWorth = w;
                    bestBusts = busts;
                }
            }
            if (bestBusts)
                if (const Action* r = find(kReroll)) return *r;
            if (best) return *best;
            std::erase_if(out, [](const Action& x) { return x.kind == kReroll || x.kind == kRerollSome; });
            return randomOf(out, rng);
        }
        // The dice that cannot be placed are buried: does that bust? Then reroll them if a treat allows.
        const auto empty = a.emptySpaces();
        Counts excess{};
        int forced = 0;
        for (std::size_t f = 0; f < 6; ++f) {
            excess[f] = static_cast<std::uint8_t>(std::max(0, m_hand[f] - empty[f]));
            forced += excess[f] * static_cast<int>(f + 1);
        }
        if (a.yardTotal() + forced > kBustAbove) {
            if (const Action* r = find(kReroll)) return *r;
            const Action some = countsAction(kRerollSome, excess);
            if (std::find(out.begin(), out.end(), some) != out.end()) return some;
        }
        std::erase_if(out, [](const Action& x) { return x.kind == kReroll || x.kind == kRerollSome; });
        return resolve();
    }
    case Phase::Resolve:
        return resolve();
    case Phase::Optional: {
        const int dice = nextRollDice();
        if (dice < 0) return randomOf(out, rng);
        const RollOdds odds = rollOdds(dice, a.yardTotal(), a.emptySpaces());
        if (!odds.valid()) return Action(kStop);
        const int stake = a.diceOnDogs() + a.yardDice();
        return odds.bustChance() <= riskAllowed(stake, race(*this, m_active)) ? Action(kMore) : Action(kStop);
    }
    case Phase::Dig: {
        const Action* own = nullptr;
        for (const auto& x : out) {
            if (x.kind != kDigMove) continue;
            const int seat = x.arg(0), dir = x.arg(2);
            const int after = m_areas[static_cast<std::size_t>(seat)].yardTotal() + dir;
            if (seat != m_active && after > kBustAbove) return x; // an opponent busts
            if (seat == m_active && dir < 0 && !own) own = &x;
        }
        return own ? *own : Action(kStop);
    }
    case Phase::Trot:
        for (const auto& x : out) {
            if (x.kind != kTrotMove || x.arg(0) == x.arg(2)) continue;
            const auto& to = a.dogs[static_cast<std::size_t>(x.arg(2))];
            const int missing = dogInfo(to.card).spaces - std::popcount(static_cast<unsigned>(to.filled));
            if (missing == 1) return x; // it completes that dog
        }
        return Action(kStop);
    case Phase::RetrieveValue: {
        // The value that fits an empty space of the dog nearest complete, else the smallest.
        const auto empty = a.emptySpaces();
        const Action* best = nullptr;
        double bestShare = -1.0;
        for (const auto& x : out) {
            const int v = x.arg(0);
            if (empty[static_cast<std::size_t>(v - 1)] == 0) continue;
            for (int i = 0; i < a.nDogs; ++i) {
                const auto& d = a.dogs[static_cast<std::size_t>(i)];
                const auto& info = dogInfo(d.card);
                for (int sp = 0; sp < info.spaces; ++sp) {
                    if ((d.filled >> sp & 1U) || info.values[static_cast<std::size_t>(sp)] != v) continue;
                    const double share =
                        std::popcount(static_cast<unsigned>(d.filled)) / static_cast<double>(info.spaces);
                    if (share > bestShare) {
                        bestShare = share;
                        best = &x;
                    }
                }
            }
        }
        return best ? *best : out.front(); // the actions are sorted: the smallest value first
    }
    case Phase::GuardName: {
        // Guard keeps the dice up to the named value: name the value up to which the faces fit a
        // dog more than they fill the yard (a face that fits counts 1, one that must be buried its
        // share of the room left in the yard).
        const auto empty = a.emptySpaces();
        const double room = std::max(1, kBustAbove + 1 - a.yardTotal());
        double sum = 0.0, best = -1e9;
        int named = 1;
        for (int v = 1; v <= 6; ++v) {
            sum += empty[static_cast<std::size_t>(v - 1)] > 0 ? 1.0 : -v / room;
            if (sum > best) {
                best = sum;
                named = v;
            }
        }
        return Action(kGuardName, named);
    }
    default:
        return randomOf(out, rng);
    }
}

} // namespace dogtable::games::ciapki
