#include "doglover/rules/doglover_cards.h"

#include <cctype>

#include "doglover/rules/doglover_data.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

bool sameName(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

const CardInfo& card(CardId id) {
    return tables().cards[id < kCardIds ? id : kEndGame];
}

int copiesInDeck(CardId id, int players) {
    if (id >= kDeckIds) return 0;
    const auto& k = tables().cards[id].copies;
    return k[0] + (players >= 3 ? k[1] : 0) + (players >= 4 ? k[2] : 0);
}

int copiesInBox(CardId id) {
    return copiesInDeck(id, 4);
}

CardId rescueToy(CardId rescue) {
    return isRescue(rescue) ? tables().rescueToys[static_cast<std::size_t>(rescue - kFirstRescue)] : kNoCard;
}

std::optional<CardId> cardByName(std::string_view name) {
    const auto& cards = tables().cards;
    for (int i = 0; i < kCardIds; ++i)
        if (sameName(cards[static_cast<std::size_t>(i)].name, name) ||
            sameName(cards[static_cast<std::size_t>(i)].english, name))
            return static_cast<CardId>(i);
    return std::nullopt;
}

std::string_view displayName(CardId id) {
    const CardInfo& c = card(id);
    return (isAnyDog(id) || isTrait(id)) ? c.name : c.english;
}

std::string_view sizeName(Size s) {
    switch (s) {
    case Size::Small:
        return "small";
    case Size::Medium:
        return "medium";
    case Size::Big:
        return "big";
    default:
        return "-";
    }
}

std::string_view foodName(FoodKind k) {
    static constexpr std::array<std::string_view, 4> kNames{"scraps", "dry", "wet", "treat"};
    return kNames[k];
}

std::string cardWord(CardId id) {
    const CardInfo& c = card(id);
    // Dogs and traits carry the box's own names in every language; the rest are translated (the
    // Polish words are the box's names: "Buda", "Sucha karma x2"; "Frisbee" is the same in both).
    if (isAnyDog(id) || isTrait(id) || c.english == c.name) return std::string(c.name);
    return text::say("doglover", c.english.data());
}

std::string cardWordWithBreaks(CardId id) {
    const CardInfo& c = card(id);
    if (isAnyDog(id) || isTrait(id) || c.english == c.name) return std::string(c.name);
    return text::sayWithBreaks("doglover", c.english.data());
}

std::string cardOtherName(CardId id) {
    const CardInfo& c = card(id);
    if (isAnyDog(id)) return {};
    const std::string other =
        isTrait(id) ? std::string(text::say("doglover", c.english.data())) : std::string(c.name);
    return other == cardWord(id) ? std::string() : other;
}

std::string cardEffect(CardId id) {
    return text::say("doglover", card(id).text.data());
}

std::string sizeDog(Size s) {
    switch (s) {
    case Size::Small:
        return text::say("doglover", "a small dog");
    case Size::Medium:
        return text::say("doglover", "a medium dog");
    case Size::Big:
        return text::say("doglover", "a big dog");
    default:
        return "-";
    }
}

std::string foodWord(FoodKind k) {
    switch (k) {
    case Scraps:
        return text::say("doglover", "scraps", "food kind");
    case Dry:
        return text::say("doglover", "dry food", "food kind");
    case Wet:
        return text::say("doglover", "wet food", "food kind");
    default:
        return text::say("doglover", "treat", "food kind");
    }
}

std::string foodTokenA(FoodKind k) {
    switch (k) {
    case Scraps:
        return text::say("doglover", "a scraps token");
    case Dry:
        return text::say("doglover", "a dry token");
    case Wet:
        return text::say("doglover", "a wet token");
    default:
        return text::say("doglover", "a treat token");
    }
}

std::string foodTokens(FoodKind k, int n) {
    switch (k) {
    case Scraps:
        return text::sayN("doglover", "%n scraps token", "%n scraps tokens", n);
    case Dry:
        return text::sayN("doglover", "%n dry token", "%n dry tokens", n);
    case Wet:
        return text::sayN("doglover", "%n wet token", "%n wet tokens", n);
    default:
        return text::sayN("doglover", "%n treat token", "%n treat tokens", n);
    }
}

int tuckSlot(CardId id) {
    if (id == kWalk) return 0;
    if (id == kTraining) return 1;
    if (id == kBone) return 2;
    if (id == kAdoption) return 3;
    if (isToy(id)) return 4 + (id - kFirstToy);
    if (isFoodCard(id)) return 9 + (id - kFirstFood);
    return -1;
}

CardId tuckCard(int slot) {
    static constexpr std::array<CardId, kTuckKinds> kSlots{
        kWalk, kTraining, kBone, kAdoption, 35, 36, 37, 38, 39, 24, 25, 26, 27, 28, 29, 30};
    return kSlots[static_cast<std::size_t>(slot)];
}

int handSlot(CardId id) {
    if (id == kAdoption) return 0;
    if (id == kTraining) return 1;
    if (id == kBone) return 2;
    if (isToy(id)) return 3 + (id - kFirstToy);
    return -1;
}

CardId handCard(int slot) {
    static constexpr std::array<CardId, kHandKinds> kSlots{kAdoption, kTraining, kBone, 35, 36, 37, 38, 39};
    return kSlots[static_cast<std::size_t>(slot)];
}

} // namespace dogtable::games::doglover
