#include "doglover/rules/doglover_area.h"

#include <algorithm>
#include <bit>

namespace dogtable::games::doglover {

int DogSlot::tuckedTotal() const {
    int n = 0;
    for (auto v : tucked)
        n += v;
    return n;
}

int DogSlot::tuckedToys() const {
    int n = 0;
    for (int i = 0; i < kToyKinds; ++i)
        n += tuckedCount(static_cast<CardId>(kFirstToy + i));
    return n;
}

int DogSlot::tuckedFoodCards() const {
    int n = 0;
    for (int i = 0; i < kFoodCards; ++i)
        n += tuckedCount(static_cast<CardId>(kFirstFood + i));
    return n;
}

int Area::handSize() const {
    int n = 0;
    for (auto v : hand)
        n += v;
    return n;
}

void Area::addDog(CardId c) {
    if (dogCount >= kMaxDogs) return;
    dogs[dogCount] = DogSlot{};
    dogs[dogCount].card = c;
    ++dogCount;
}

void Area::removeDog(int index) {
    if (index < 0 || index >= dogCount) return;
    for (int i = index; i + 1 < dogCount; ++i)
        dogs[static_cast<std::size_t>(i)] = dogs[static_cast<std::size_t>(i + 1)];
    --dogCount;
    dogs[dogCount] = DogSlot{};
}

bool canTuck(const DogSlot& dog, CardId c) {
    if (tuckSlot(c) < 0) return false;
    const CardId t = dog.trait;
    if (t == kLobuziak) return false;
    if (t == kUrwis) return true;
    if ((t == kPrzewodnik && c == kWalk) || (t == kPupilek && c == kTraining) ||
        (t == kNajlepszy && isToy(c)) || (t == kMorus && c == kBone) ||
        (t == kZlodziejaszek && isFoodCard(c)) || (t == kArystokrata && c == kAdoption))
        return true;
    if (c == kWalk || c == kTraining) return dog.tuckedCount(c) == 0;
    if (isToy(c)) return dog.tuckedToys() == 0;
    return false; // bones, food and adoption cards need a trait that allows them
}

bool canAttach(const DogSlot& dog, CardId trait) {
    return isTrait(trait) && dog.trait == kNoCard && card(dog.card).size == card(trait).size;
}

int toySetScore(const std::array<int, kToyKinds>& counts) {
    static constexpr std::array<int, 6> kSet{0, 1, 3, 6, 10, 15};
    auto left = counts;
    int score = 0;
    for (;;) {
        int kinds = 0;
        for (auto& v : left)
            if (v > 0) ++kinds, --v;
        if (kinds == 0) return score;
        score += kSet[static_cast<std::size_t>(kinds)];
    }
}

int boneScore(int bones, int fedDogs) {
    if (bones <= 0) return 0;
    if (bones == 1) return -1;
    return (bones == 2 ? 1 : 2) * fedDogs;
}

bool canFeed(const Area& area, std::uint64_t fedMask) {
    std::array<int, 3> need{};
    int escapeArtists = 0;
    for (int i = 0; i < area.dogCount; ++i) {
        if (!(fedMask >> i & 1U)) continue;
        const auto& d = area.dogs[static_cast<std::size_t>(i)];
        if (d.trait == kUciekinier) {
            ++escapeArtists;
            continue;
        }
        for (int k = 0; k < 3; ++k)
            need[static_cast<std::size_t>(k)] += card(d.card).cost[static_cast<std::size_t>(k)];
    }
    int shortfall = 0, spare = 0;
    for (int k = 0; k < 3; ++k) {
        const int have = area.tokens[static_cast<std::size_t>(k)];
        const int want = need[static_cast<std::size_t>(k)];
        if (want > have)
            shortfall += want - have;
        else
            spare += have - want;
    }
    const int treats = area.tokens[Treat];
    if (shortfall > treats) return false;
    return spare + (treats - shortfall) >= escapeArtists;
}

namespace {

int fedDogPoints(const Area& area, const DogSlot& d, std::uint64_t fedMask,
                 const std::array<int, 3>& fedBySize, std::uint32_t ownedTraits, int trainingUnderAny) {
    const CardInfo& info = card(d.card);
    auto owns = [&](CardId t) { return (ownedTraits >> (t - kFirstTrait) & 1U) != 0; };
    auto oneOrBoth = [&](CardId a, CardId b, int one, int both) {
        const int n = (owns(a) ? 1 : 0) + (owns(b) ? 1 : 0);
        return n == 2 ? both : n == 1 ? one : 0;
    };
    int pts = 0;
    switch (d.card) {
    case kBiszkopt:
        pts = oneOrBoth(kUciekinier, kZlodziejaszek, 4, 7);
        break;
    case kEdek:
        pts = 2 * std::popcount(ownedTraits) + (owns(kUrwis) ? 3 : 0);
        break;
    case kFoka:
        pts = oneOrBoth(kLobuziak, kMorus, 6, 9);
        break;
    case kMajlo:
        pts = oneOrBoth(kPrzewodnik, kArystokrata, 5, 8);
        break;
    case kZolza:
        pts = oneOrBoth(kPupilek, kNajlepszy, 9, 12);
        break;
    case kBigos:
        pts = 3 * trainingUnderAny;
        break;
    case kMecus:
        pts = 6 * std::min({fedBySize[0], fedBySize[1], fedBySize[2]});
        break;
    case kKrokiet:
        pts = 3 * fedBySize[1];
        break;
    case kKolega:
        pts = 2 * fedBySize[0];
        break;
    case kStatyw:
        pts = 4 * fedBySize[2];
        break;
    default:
        pts = info.vp;
        if (CardId toy = rescueToy(d.card); toy != kNoCard && d.tuckedCount(toy) > 0) pts += 4;
        break;
    }
    (void)area;
    (void)fedMask;
    const int walks = d.tuckedCount(kWalk), trainings = d.tuckedCount(kTraining);
    pts += 2 * walks + trainings;
    if (d.trait == kNoCard) return pts;
    pts += card(d.trait).vp;
    switch (d.trait) {
    case kNajlepszy:
        pts += 3 * d.tuckedToys();
        break;
    case kArystokrata:
        pts += 3 * d.tuckedCount(kAdoption);
        break;
    case kZlodziejaszek:
        pts += 3 * d.tuckedFoodCards();
        break;
    case kPupilek:
        pts += 2 * trainings;
        break;
    case kPrzewodnik:
        pts += 3 * walks;
        break;
    case kMorus:
        pts += 3 * d.tuckedCount(kBone);
        break;
    case kUrwis: {
        int types = (walks > 0) + (trainings > 0) + (d.tuckedToys() > 0) + (d.tuckedCount(kBone) > 0) +
                    (d.tuckedFoodCards() > 0) + (d.tuckedCount(kAdoption) > 0);
        pts += 2 * types;
        break;
    }
    default:
        break;
    }
    return pts;
}

} // namespace

AreaScore scoreWithFed(const Area& area, std::uint64_t fedMask) {
    AreaScore s;
    std::array<int, 3> fedBySize{};
    // E43 (revised 2026-11-24): the shelter dogs that score for traits or training cards see them
    // under *any* of the player's dogs, fed or not; only the shelter dog itself must be fed.
    std::uint32_t owned = 0;
    int trainingUnderAny = 0;
    for (int i = 0; i < area.dogCount; ++i) {
        const auto& d = area.dogs[static_cast<std::size_t>(i)];
        if (d.trait != kNoCard) owned |= 1U << (d.trait - kFirstTrait);
        trainingUnderAny += d.tuckedCount(kTraining);
        if (!(fedMask >> i & 1U)) continue;
        ++fedBySize[static_cast<std::size_t>(card(d.card).size)];
        ++s.fedDogs;
        if (isRescue(d.card)) ++s.fedRescue;
    }
    for (int i = 0; i < area.dogCount; ++i) {
        const auto& d = area.dogs[static_cast<std::size_t>(i)];
        const bool fed = (fedMask >> i & 1U) != 0;
        const int pts = fed ? fedDogPoints(area, d, fedMask, fedBySize, owned, trainingUnderAny) : -2;
        s.dogs.push_back({d.card, fed, pts});
        s.dogTotal += pts;
    }
    std::array<int, kToyKinds> toys{};
    for (int k = 0; k < kToyKinds; ++k)
        toys[static_cast<std::size_t>(k)] = area.handCount(static_cast<CardId>(kFirstToy + k));
    s.toys = toySetScore(toys);
    s.bones = boneScore(area.handCount(kBone), s.fedDogs);
    s.total = s.dogTotal + s.toys + s.bones;
    return s;
}

namespace {

struct Search {
    const Area& area;
    std::uint64_t best = 0;
    int bestTotal = 0, bestFed = -1, bestRescue = -1;

    void visit(int i, std::uint64_t mask) {
        if (i == area.dogCount) {
            // Feeding one more dog never lowers the score: only maximal sets need scoring.
            for (int j = 0; j < area.dogCount; ++j)
                if (!(mask >> j & 1U) && canFeed(area, mask | (std::uint64_t{1} << j))) return;
            AreaScore s = scoreWithFed(area, mask);
            if (bestFed < 0 || s.total > bestTotal || (s.total == bestTotal && s.fedDogs > bestFed) ||
                (s.total == bestTotal && s.fedDogs == bestFed && s.fedRescue > bestRescue)) {
                best = mask, bestTotal = s.total, bestFed = s.fedDogs, bestRescue = s.fedRescue;
            }
            return;
        }
        const std::uint64_t with = mask | (std::uint64_t{1} << i);
        if (canFeed(area, with)) visit(i + 1, with);
        visit(i + 1, mask);
    }
};

} // namespace

AreaScore scoreArea(const Area& area) {
    Search search{area};
    search.visit(0, 0);
    return scoreWithFed(area, search.best);
}

} // namespace dogtable::games::doglover
