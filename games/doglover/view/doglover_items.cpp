// Dog Lover: the table's items: their ids, accessible names, descriptions, tooltips and the rules
// section each one explains (the layout that places them is in doglover_paint.cpp and
// doglover_paint_areas.cpp).
#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_table.h"

namespace dogtable::games::doglover {

using art::qs;

namespace {

std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

} // namespace

std::optional<int> DogLoverTable::shelterWorth(const PlayerView& pv, int dog) const {
    if (view().phase != Phase::Over || dog < 0 || dog >= pv.area.dogCount || ix(dog) >= pv.points.size() ||
        card(pv.area.dogs[ix(dog)].card).vp >= 0)
        return std::nullopt;
    return pv.points[ix(dog)];
}

QStringList DogLoverTable::dogLines(int seat, int from, bool rich) const {
    // One dog a line: name, fed or not, trait, cards under it; the tooltip's (rich) also its points.
    const PlayerView& pv = view().players[ix(seat)];
    QStringList lines;
    for (int d = from; d < pv.area.dogCount; ++d) {
        const DogSlot& dog = pv.area.dogs[ix(d)];
        QStringList parts;
        if (rich) {
            const int vp = card(dog.card).vp;
            const std::optional<int> worth = shelterWorth(pv, d);
            parts << (vp >= 0 ? QString::number(vp) : worth ? QString::number(*worth) : QStringLiteral("?"));
        }
        parts << (ix(d) < pv.fed.size() && pv.fed[ix(d)] ? tr("fed") : tr("not fed"));
        if (dog.trait != kNoCard) parts << (rich ? QStringLiteral("✚") : QString()) + art::nameOf(dog.trait);
        if (dog.tuckedTotal() > 0) parts << tr("%1 under").arg(dog.tuckedTotal());
        lines << (rich ? QStringLiteral("<b>%1</b> · %2")
                             .arg(art::nameOf(dog.card), parts.join(QStringLiteral(" · ")))
                       : QStringLiteral("%1 (%2)").arg(art::nameOf(dog.card),
                                                       parts.join(QStringLiteral(", "))));
    }
    return lines;
}

std::string DogLoverTable::itemId(int kind, int seat, int index) {
    const auto n = [](int v) { return std::to_string(v); };
    switch (kind) {
    case GridCell:
        return "cell/" + n(index);
    case GuardLine: // the places at setup, or the token
        return seat < 0 ? "guard/" + n(index) : std::string("watchdog");
    case MyTrick:
        return "trick/" + n(seat) + "/" + n(index);
    case RotateControl:
        return "rotate/" + n(index);
    case MoreDogs:
        return "moredogs/" + n(seat);
    case TrickOffer:
        return "offer/trick/" + n(index);
    case ShelterOffer:
        return "offer/dog/" + n(index);
    case Dog:
        return "dog/" + n(seat) + "/" + n(index);
    case HandCard:
        return "hand/" + n(index);
    case PendingWalk:
    case PendingTrait:
    case PendingFood:
        return "pending/" + n(index & 0xFF) + "/" + n(index >> 8);
    case FetchCard:
        return "fetch";
    case EndTurn:
        return "end";
    case ScoreToggle:
        return "scores";
    case MoreButton:
        return "more";
    case Choice:
        return "choice/" + n(index);
    case DrawPile: // the pile, the End Game marker, an opponent's Fetch badge
        return seat >= 0    ? "fetchbadge/" + n(seat)
               : index == 1 ? std::string("endgame")
                            : std::string("pile");
    case Tokens:
        return "tokens";
    case Supply:
        return "supply/" + n(index);
    default:
        return "discardpile";
    }
}

void DogLoverTable::addItem(HitKind kind, const QRectF& r, int seat, int index) {
    if (m_collect == nullptr) return;
    ui::TableItem item;
    item.id = itemId(kind, seat, index);
    item.rect = r;
    item.kind = kind;
    item.seat = seat;
    item.index = index;
    const bool own = seat >= 0 && seat == viewer();
    switch (kind) {
    case GridCell:
    case GuardLine:
    case DrawPile:
    case DiscardPile:
    case Supply:
        item.zone = seat >= 0 && kind == DrawPile ? ui::Zone::Others : ui::Zone::Board;
        break;
    case TrickOffer:
    case ShelterOffer:
        item.zone = ui::Zone::Offer;
        break;
    case EndTurn:
    case ScoreToggle:
    case MoreButton:
    case Choice:
        item.zone = ui::Zone::Panel;
        break;
    default:
        item.zone = own || seat < 0 ? ui::Zone::Own : ui::Zone::Others;
        break;
    }
    // The accessible name and the state that matters (tooltips, the status strip, screen readers).
    const View& v = view();
    switch (kind) {
    case GridCell: {
        const CardId c = (v.lateCells >> index & 1U) ? kNoCard : v.grid[ix(index)];
        item.name = tr("Grid row %1, column %2").arg(index / 3 + 1).arg(index % 3 + 1);
        item.description = c == kNoCard ? tr("empty") : art::nameOf(c);
        break;
    }
    case GuardLine:
        item.name = seat < 0 ? tr("Watch dog place") : tr("Watch dog");
        item.description = QString::fromStdString(lineWord(static_cast<Line>(index)));
        break;
    case MyTrick:
        item.name = tr("Trick %1").arg(qs(trick(static_cast<TrickId>(index)).name));
        item.description = tr("%1's trick").arg(name(seat));
        break;
    case MoreDogs: {
        const auto& pv = v.players[ix(seat)];
        item.name = tr("%1 more dogs of %2").arg(pv.area.dogCount - index).arg(name(seat));
        item.description = dogLines(seat, index, false).join(QStringLiteral("; "));
        break;
    }
    case RotateControl:
        item.name = tr("Turn %1").arg(qs(trick(static_cast<TrickId>(index)).name));
        item.description = tr("a quarter turn (R, Shift+R or the wheel turn it too)");
        break;
    case TrickOffer:
        // Named before what it is, so that the description joins with one colon ("Obrót, a trick to
        // learn: costs 2 training"; play test: "Trick to learn: Obrót: costs…").
        item.name = tr("%1, a trick to learn").arg(qs(trick(v.trickDisplay[ix(index)]).name));
        item.description = tr("costs %1 training").arg(trick(v.trickDisplay[ix(index)]).cost);
        break;
    case ShelterOffer:
        item.name = tr("%1, a shelter dog").arg(art::nameOf(v.shelterDisplay[ix(index)]));
        item.description = tr("rescue for 2 adoption cards");
        break;
    case Dog: {
        const auto& pv = v.players[ix(seat)];
        const DogSlot& d = pv.area.dogs[ix(index)];
        item.name = tr("%1's dog %2").arg(name(seat), art::nameOf(d.card));
        item.description = ix(index) < pv.fed.size() && pv.fed[ix(index)] ? tr("fed") : tr("not fed");
        if (d.trait != kNoCard) item.description += QStringLiteral(", ") + art::nameOf(d.trait);
        if (d.tuckedTotal() > 0) item.description += tr(", %1 under").arg(d.tuckedTotal());
        break;
    }
    case HandCard:
        item.name = art::nameOf(static_cast<CardId>(index));
        item.description =
            tr("in your hand ×%1").arg(v.players[ix(seat)].area.handCount(static_cast<CardId>(index)));
        break;
    case PendingWalk:
    case PendingTrait:
    case PendingFood:
        item.name = art::nameOf(static_cast<CardId>(index & 0xFF));
        item.description = tr("waiting to be placed");
        break;
    case FetchCard:
        item.name = tr("Fetch");
        item.description =
            v.players[ix(seat)].fetchFresh ? tr("usable from your next turn") : tr("take any grid card");
        break;
    case EndTurn:
        item.name = tr("End turn");
        item.description = v.canSkipDraft ? tr("finish your turn without drafting") : tr("finish your turn");
        break;
    case ScoreToggle:
        item.name = m_showScores ? tr("Scores: shown") : tr("Scores: hidden");
        break;
    case MoreButton:
        item.name = tr("More…");
        break;
    case Choice: {
        std::vector<Action> choices;
        for (const Action& a : legal())
            if (a.kind == kPenalty) choices.push_back(a);
        item.name = ix(index) < choices.size() ? choiceText(choices[ix(index)]) : QString();
        break;
    }
    case DrawPile:
        item.name = seat >= 0    ? tr("%1's Fetch card").arg(name(seat))
                    : index == 1 ? tr("End Game card")
                                 : tr("Draw pile");
        if (seat < 0) item.description = qs(drawPileText(v));
        break;
    case Tokens:
        item.name = tr("Your food tokens");
        item.description = tr("scraps %1, dry %2, wet %3, treat %4")
                               .arg(v.players[ix(seat)].area.tokens[0])
                               .arg(v.players[ix(seat)].area.tokens[1])
                               .arg(v.players[ix(seat)].area.tokens[2])
                               .arg(v.players[ix(seat)].area.tokens[3]);
        break;
    case DiscardPile:
        item.name = tr("Discard pile");
        break;
    case Supply:
        item.name = qs(foodWord(static_cast<FoodKind>(index)));
        item.description = tr("%1 in the supply").arg(v.supply[ix(index)]);
        break;
    }
    item.tooltip = tooltipFor(kind, seat, index);
    item.command = kind == EndTurn || kind == ScoreToggle || kind == MoreButton || kind == Choice;
    m_collect->add(std::move(item));
}

QString DogLoverTable::tooltipFor(int kind, int seat, int index) const {
    const View& v = view();
    switch (kind) {
    case MyTrick:
        return art::trickTooltip(static_cast<TrickId>(index));
    case TrickOffer:
        return art::trickTooltip(v.trickDisplay[ix(index)]);
    case ShelterOffer:
        return art::tooltip(v.shelterDisplay[ix(index)]);
    case GuardLine: {
        // What the watch dog does, not only where it goes (play test: "Put the watch dog by the middle
        // row" said nothing of why it matters).
        const QString where = QString::fromStdString(lineBy(static_cast<Line>(index)));
        return (seat < 0 ? tr("Put the watch dog %1.").arg(where)
                         : tr("The watch dog stands %1.").arg(where)) +
               QStringLiteral("<br>") +
               tr("A draft takes at most one card from the line it guards; after each draft it moves to "
                  "the line the trick's star marks.");
    }
    case DrawPile:
        if (seat >= 0) return art::tooltip(kFetchCard);
        return qs(drawPileText(v));
    case FetchCard:
        return art::tooltip(kFetchCard);
    case HandCard:
        return art::tooltip(static_cast<CardId>(index));
    case PendingWalk:
        return tr("A walk waiting for a dog. Drag it onto a dog or choose it. If no dog can take "
                  "it when the turn ends, it is discarded.");
    case PendingTrait:
    case PendingFood:
        return art::tooltip(static_cast<CardId>(index & 0xFF));
    case EndTurn:
        return tr("End your turn (Enter). Pending walks and traits are settled first.");
    case ScoreToggle:
        return tr("Show or hide the live score estimates (S).");
    case MoreButton:
        return tr("Every action open to you now, as a list.");
    case Tokens:
        return tr("Your food tokens: a food card can be swapped for tokens here.");
    case Supply: {
        // Play test (pt): the tokens' marks (R, S, U, ★) were said nowhere. The treat is a star (its
        // letter is small on it): both are named. The sentence starts with a capital.
        const auto kind = static_cast<FoodKind>(index);
        QString food = qs(foodWord(kind));
        if (!food.isEmpty()) food[0] = food[0].toUpper();
        const QString mark = (kind == Treat ? QStringLiteral("★ ") : QString()) + art::tokenMark(kind);
        return tr("%1, the token marked %2: %3 in the supply. A dog's cost shows the marks of what it eats.")
            .arg(food, mark)
            .arg(v.supply[ix(index)]);
    }
    case DiscardPile:
        return tr("The discard pile: a walk or trait no dog can take goes here at the end of "
                  "the turn.");
    case Choice: {
        std::vector<Action> choices;
        for (const Action& a : legal())
            if (a.kind == kPenalty) choices.push_back(a);
        return ix(index) < choices.size() ? describe(choices[ix(index)]) : QString();
    }
    case MoreDogs: {
        // The dogs that had no room in the panel, one line each (play test: "+2 more" hid them).
        return tr("%1's other dogs:").arg(name(seat)) + QStringLiteral("<br>") +
               dogLines(seat, index, true).join(QStringLiteral("<br>"));
    }
    case Dog: {
        if (seat < 0 || ix(seat) >= v.players.size()) return {};
        const PlayerView& pv = v.players[ix(seat)];
        const DogSlot& d = pv.area.dogs[ix(index)];
        // A tooltip about another player's dog names that player, never "your area".
        const QString owner = seat == viewer() ? QString() : name(seat);
        QString html = art::tooltip(d.card, owner);
        if (d.trait != kNoCard) html += tr("<hr>Trait: ") + art::tooltip(d.trait);
        QStringList tucked;
        for (int s = 0; s < kTuckKinds; ++s)
            if (d.tucked[ix(s)] > 0)
                tucked << QStringLiteral("%1 ×%2").arg(art::nameOf(tuckCard(s))).arg(d.tucked[ix(s)]);
        if (!tucked.isEmpty()) html += tr("<hr>Tucked: ") + tucked.join(QStringLiteral(", "));
        if (ix(index) < pv.fed.size())
            html += tr("<hr>") + qs(fedText(pv.fed[ix(index)], owner.toStdString()));
        if (const std::optional<int> worth = shelterWorth(pv, index))
            html += *worth == 1 ? tr("<hr>Scored at the end: %n point", nullptr, 1)
                                : tr("<hr>Scored at the end: %n points", nullptr, *worth);
        return html;
    }
    case GridCell: {
        const CardId c = (v.lateCells >> index & 1U) ? kNoCard : v.grid[ix(index)];
        QString html = c != kNoCard ? art::tooltip(c) : QString();
        QStringList names;
        for (int s : m_marks.actorsAt(index, viewer()))
            names << name(s);
        if (!names.isEmpty())
            html += tr("%1<i>Since your last turn %2 took the card that lay here.</i>")
                        .arg(html.isEmpty() ? QString() : tr("<hr>"), names.join(QStringLiteral(", ")));
        return html;
    }
    default:
        return {};
    }
}

QString DogLoverTable::anchorFor(const ui::TableItem& item) const {
    const View& v = view();
    switch (item.kind) {
    case GridCell: {
        const CardId c = (v.lateCells >> item.index & 1U) ? kNoCard : v.grid[ix(item.index)];
        return c != kNoCard ? art::rulesAnchor(c) : QStringLiteral("your-turn");
    }
    case GuardLine:
        return QStringLiteral("the-watch-dog");
    case MyTrick:
    case TrickOffer:
        return QStringLiteral("tricks");
    case ShelterOffer:
        return QStringLiteral("shelter-dogs");
    case PendingWalk:
    case PendingTrait:
    case EndTurn:
        return QStringLiteral("end-of-turn");
    case ScoreToggle:
        return QStringLiteral("scoring");
    case DrawPile:
        return item.seat >= 0 ? QStringLiteral("fetch") : QStringLiteral("end-of-the-game");
    case HandCard:
        return art::rulesAnchor(static_cast<CardId>(item.index));
    case PendingFood:
        return art::rulesAnchor(static_cast<CardId>(item.index & 0xFF));
    case Dog:
        return art::rulesAnchor(v.players[ix(item.seat)].area.dogs[ix(item.index)].card);
    case FetchCard:
        return art::rulesAnchor(kFetchCard);
    default:
        return QStringLiteral("your-turn");
    }
}

QString DogLoverTable::rulesSection() const {
    if (const ui::TableItem* h = hoveredItem()) return anchorFor(*h);
    if (!hasView()) return QStringLiteral("overview");
    static const std::vector<ui::RulesSection<Phase>> kSections = {
        {"end-of-turn", {Phase::Settle}},
        {"traits", {Phase::Penalty}},
        {"scoring", {Phase::Over}},
        {"setup", {Phase::Guard}},
    };
    return ui::sectionFor(kSections, view().phase, "your-turn");
}

} // namespace dogtable::games::doglover
