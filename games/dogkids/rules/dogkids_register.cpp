#include "dogkids/rules/dogkids_data.h"
#include "dogkids/rules/dogkids_state.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/text.h"

namespace dogtable::games::dogkids {

void registerRules(GameRegistry& registry) {
    GameInfo info = gameInfo<DogKidsState>(
        "dogkids", DOGTABLE_WORD("dogkids", "Dog Kids"),
        DOGTABLE_WORD(
            "dogkids",
            "Race three dogs round the board: each card sends a dog to the next field of its colour."),
        2, 4);
    info.variants = {
        VariantSpec{"teams",
                    DOGTABLE_WORD("dogkids", "Team game"),
                    {"0", "1"},
                    "0",
                    DOGTABLE_WORD("dogkids", "3 or 4 players: partners push each other's dogs and win "
                                             "together (4 players: opposite seats).")},
        VariantSpec{
            "solo",
            DOGTABLE_WORD("dogkids", "Solo player (3-player team game)"),
            {"1", "2", "3"},
            "3",
            DOGTABLE_WORD(
                "dogkids",
                "With 3 players in the team game, this seat plays alone; the other two are partners.")},
        VariantSpec{
            "empty",
            DOGTABLE_WORD("dogkids", "Empty place (3 players)"),
            {DOGTABLE_WORD("dogkids", "white"), DOGTABLE_WORD("dogkids", "grey"),
             DOGTABLE_WORD("dogkids", "brown"), DOGTABLE_WORD("dogkids", "black")},
            "black",
            DOGTABLE_WORD("dogkids",
                          "With 3 players one of the four places stays empty; the others take the next "
                          "three clockwise. The player after the empty place is a little weaker.")},
        firstPlayerVariant(
            kMaxPlayers,
            DOGTABLE_WORD("dogkids",
                          "Who plays first: the box says the youngest player. Play goes on clockwise.")),
    };
    info.variants[0].minPlayers = 3;                               // teams
    info.variants[1].minPlayers = info.variants[1].maxPlayers = 3; // solo
    info.variants[1].needs = "teams";
    info.variants[2].minPlayers = info.variants[2].maxPlayers = 3; // empty
    // The board of 2026-11-24 is symmetric; saves made before it name no board and keep the first one.
    VariantSpec edition{
        "board",
        DOGTABLE_WORD("dogkids", "Board edition"),
        {"0", "1"},
        "1",
        DOGTABLE_WORD("dogkids",
                      "1: the symmetric board (2026-11-24); 0: the first board, for games saved before it.")};
    edition.legacyValue = "0";
    edition.hidden = true;
    info.variants.push_back(edition);
    info.hidesInformation = true;
    info.validate = [](const Setup& setup) -> std::string {
        if (setup.variant("teams", "0") == "1" && setup.players < 3)
            return text::say("dogkids", "the team game needs 3 or 4 players");
        return checkFirstPlayer(setup);
    };
    info.data = dataSpec();
    registry.add(std::move(info));
}

} // namespace dogtable::games::dogkids
