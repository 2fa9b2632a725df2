// Ciapki's table: the button bar at the foot — the actions that are buttons, not table items
// (score, re-roll, keep, bury the rest, yes/no of an optional step, digging, values, Bolt's
// count, Dogpile's yard die), each with its tooltip and, where it is about dice, their icon. A
// button's click goes through the picker like an item's; the bar's layout is in ciapki_paint.cpp.
#include <QHBoxLayout>
#include <QPushButton>

#include <algorithm>

#include "ciapki/view/ciapki_art.h"
#include "ciapki/view/ciapki_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

void CiapkiTable::addButton(const QString& text, const Action& a, const QString& tip, const QIcon& icon) {
    auto* b = new art::FitButton(icon, text, m_bar);
    b->setFont(ui::uiFont(13));
    if (!icon.isNull()) b->setIconSize(icon.availableSizes().value(0, QSize(20, 20)));
    b->setToolTip(tip.isEmpty() ? text : text + QStringLiteral("\n") + tip);
    b->setFocusPolicy(Qt::NoFocus);
    // A die on the button says what it is in words to a screen reader.
    if (a.kind == kKeep || a.kind == kRerollSome)
        b->setAccessibleName(text + QStringLiteral(": ") + art::countsWords(unpackCounts(a)));
    // A click goes through the picker like any item's (TableBase::addButtonItem in buildItems).
    m_barLayout->insertWidget(static_cast<int>(m_buttons.size()), b);
    b->show(); // now, not when the layout would show it: its place is an item's rectangle
    m_buttons.push_back(b);
    m_buttonActions.push_back(a);
}

void CiapkiTable::rebuildButtons() {
    for (auto* b : m_buttons)
        b->deleteLater();
    m_buttons.clear();
    m_buttonActions.clear();
    if (!hasView() || !isInteractive()) return;
    const QString tile = view().tile ? art::tileLabel(view().tile) : QString();
    // Choices of dice read best by their lowest face.
    std::vector<Action> order = legal();
    auto faceKey = [](const Action& a) {
        const Counts c = unpackCounts(a);
        for (std::size_t f = 0; f < 6; ++f)
            if (c[f]) return static_cast<int>(f) * 64 + (63 - c[f]);
        return -1;
    };
    std::stable_sort(order.begin(), order.end(), [&](const Action& x, const Action& y) {
        if (x.kind != y.kind || (x.kind != kKeep && x.kind != kRerollSome)) return false;
        return faceKey(x) < faceKey(y);
    });
    for (const Action& a : order) {
        switch (a.kind) {
        case kScore:
            addButton(tr("Score complete dogs"), a, tr("Use your whole turn to score every complete dog"));
            break;
        case kReroll:
            addButton(tr("Re-roll all (1 treat)"), a,
                      tr("Spend a treat to roll every die of this roll again"));
            break;
        case kRerollSome:
            addButton(tr("Re-roll (1 treat)"), a, tr("Track: spend a treat to roll just these dice again"),
                      art::diceIcon(unpackCounts(a)));
            break;
        case kKeep:
            addButton(countTotal(unpackCounts(a)) ? tr("Keep") : tr("Return all"), a,
                      tr("%1: keep these dice, the others go back to the pool").arg(tile),
                      art::diceIcon(unpackCounts(a)));
            break;
        case kBuryRest: {
            // Warn before a bust: the rest of the roll pushes the yard over the limit.
            const YardPreview after = yardPreview(view(), a);
            if (after.bust)
                addButton(
                    tr("Bury the rest — bust!"), a,
                    tr("Burying %1 makes your yard %2, over %3: you bust, every die on your dogs and in "
                       "your yard goes back to the pool and your turn ends")
                        .arg(art::countsWords(view().hand), QString::number(after.total),
                             QString::number(view().bustAbove)));
            else
                addButton(tr("Bury the rest"), a,
                          tr("Bury every die still in front of you in your yard (yard %1 of %2 after)")
                              .arg(after.total)
                              .arg(view().bustAbove));
            break;
        }
        case kMore: {
            QString text = tr("Yes, roll");
            if (view().tile == kBolt)
                text = tr("Roll the next die");
            else if (view().tile == kDogpile)
                text = tr("Yes, Dogpile again");
            else if (view().nextRollDice == 1)
                text = tr("Yes, roll 1 die");
            else if (view().nextRollDice >= 0)
                text = tr("Yes, roll %1 dice").arg(view().nextRollDice);
            addButton(text, a, tr("Do the optional step of %1").arg(tile));
            break;
        }
        case kStop: {
            QString text = tr("No, stop");
            if (view().phase == Phase::Dig)
                text = tr("Done digging");
            else if (view().phase == Phase::Trot)
                text = tr("Move no die");
            else if (view().tile == kBolt)
                text = view().aside == 1 ? tr("Stop (return 1 die)")
                                         : tr("Stop (return %1 dice)").arg(view().aside);
            addButton(text, a, tr("Decline and go on"));
            break;
        }
        case kDigMove: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(1) - 1)] = 1;
            // Whole sentences for the own yard and another's ("your yard" / "Ala's yard").
            const bool own = a.arg(0) == bottomSeat();
            const QString owner = seatName(a.arg(0));
            QString tip = own ? (a.arg(2) > 0 ? tr("Turn a buried %1 in your yard up")
                                              : tr("Turn a buried %1 in your yard down"))
                                    .arg(a.arg(1))
                              : (a.arg(2) > 0 ? tr("Turn a buried %1 in %2's yard up")
                                              : tr("Turn a buried %1 in %2's yard down"))
                                    .arg(a.arg(1))
                                    .arg(owner);
            // Turning a die up can push that yard over the limit: say so before, like the yard's preview.
            const YardPreview after = yardPreview(view(), a);
            const bool busts = after.bust;
            if (busts)
                tip += a.arg(0) == view().active
                           ? tr(": your yard goes to %1, over %2 — you bust and your turn ends")
                                 .arg(after.total)
                                 .arg(view().bustAbove)
                           : tr(": the yard goes to %1, over %2 — %3 busts")
                                 .arg(after.total)
                                 .arg(view().bustAbove)
                                 .arg(seatName(a.arg(0)));
            const QString label =
                own ? (a.arg(2) > 0 ? (busts ? tr("your up — bust!") : tr("your up")) : tr("your down"))
                    : (a.arg(2) > 0 ? (busts ? tr("%1's up — bust!") : tr("%1's up")) : tr("%1's down"))
                          .arg(owner);
            addButton(label, a, tip, art::diceIcon(c));
            break;
        }
        case kRetrieveValue:
        case kGuardName: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
            addButton(a.kind == kGuardName ? tr("Name") : tr("Take"), a,
                      a.kind == kGuardName ? tr("Guard: dice above this value will go back")
                                           : tr("Retrieve: a die set to this value"),
                      art::diceIcon(c));
            break;
        }
        case kBoltCount:
            addButton(tr("%1 dice").arg(a.arg(0)), a, tr("Bolt: set aside %1 dice").arg(a.arg(0)));
            break;
        case kPileYard: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
            addButton(tr("From yard"), a, tr("Dogpile: take this die back from your yard"), art::diceIcon(c));
            break;
        }
        default:
            break;
        }
    }
    relayout(); // the bar may need a second row (or no longer)
}

} // namespace dogtable::games::ciapki
