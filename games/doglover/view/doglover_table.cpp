// Dog Lover: the table's adapter to the kit: items and their words, the click paths of the legal
// actions, the picked trick and its turn, End turn with its warnings, animations from the rules'
// events (painting: doglover_paint.cpp).
#include "doglover/view/doglover_table.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <functional>
#include <map>

#include "doglover/view/doglover_art.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover {

using art::qs;

namespace {

std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

bool isChance(const Action& a) {
    return a.kind == kDealSpecial || a.kind == kStartDog || a.kind == kDeal || a.kind == kRevealTrick ||
           a.kind == kRevealShelter || a.kind == kFirstPlayer;
}

} // namespace

DogLoverTable::DogLoverTable(QWidget* parent)
    : ui::GameTable<DogLoverState>(QSize(1280, 800), QSize(720, 520), parent) {
    setMinimumSize(minimumSizeHint());
    // The cards in flight are drawn over the cached table: a frame repaints where they were and are.
    followFlight(
        m_tween, [this] { return flightRect(); }, [this] { m_flights.clear(); });
}

DogLoverTable::~DogLoverTable() = default;

// ------------------------------------------------------------------------------------ view in

std::uint64_t DogLoverTable::positionKey(const View& v) const {
    // What the table shows of a position (RecentMarks follows the match by it: undo, hand-over).
    const std::string text = v.text() + std::to_string(static_cast<int>(v.phase)) + (v.drafted ? "d" : "") +
                             std::to_string(v.acting) + std::to_string(v.penaltyLeft);
    return std::hash<std::string>{}(text);
}

void DogLoverTable::onView(bool newSeat) {
    (void)newSeat;
    const View& v = view();
    if (v.phase < Phase::Guard) m_marks.clear(); // dealing a new game: nothing to recall
    m_marks.showing(positionKey(v));
    // keep the selected trick if it is still ours; pick the only one otherwise
    const Seat mine = viewer() >= 0 && viewer() < static_cast<int>(v.players.size()) ? viewer() : -1;
    if (mine >= 0) {
        const auto& tricks = v.players[ix(mine)].tricks;
        if (std::find(tricks.begin(), tricks.end(), m_selectedTrick) == tricks.end())
            m_selectedTrick = tricks.size() == 1 ? tricks.front() : -1;
    }
    restep();
    // A confirmed End turn goes on by itself through what leaves no choice (one step per view).
    if (v.phase != Phase::Settle && v.phase != Phase::Penalty) m_settleAfterEnd = false;
    if (m_settleAfterEnd && isInteractive() && v.phase == Phase::Settle) {
        const std::uint64_t key = positionKey(v);
        QTimer::singleShot(0, this, [this, key] { settleStep(key); });
    }
    if (!m_flights.empty() && ui::motionMs(250) > 0) {
        m_tween.start(250);
    } else { // nothing flies to this view: it shows at rest
        m_flights.clear();
        m_tween.stop();
    }
}

void DogLoverTable::clearTable() {
    m_flights.clear();
    m_tween.stop();
    ui::GameTable<DogLoverState>::clearTable();
}

void DogLoverTable::onAction(const View& before, const Action& action, const std::vector<Event>& events) {
    m_flights.clear();
    const Seat actor = isChance(action) ? kChanceSeat : before.acting;
    m_marks.acted(actor, positionKey(before)); // chance steps count too (for undo), without marks
    for (const Event& e : events) {
        if (e.kind == "take" && e.arg("from") >= 0) {
            if (actor >= 0) m_marks.mark(e.arg("from"));
            if (!m_cellRect[0].isEmpty())
                m_flights.push_back({static_cast<CardId>(e.arg("card")), m_cellRect[ix(e.arg("from"))],
                                     destinationFor(e.seat, static_cast<CardId>(e.arg("card")))});
        } else if (e.kind == "deal" && before.phase == Phase::Refill && !e.has("late") &&
                   !m_cellRect[0].isEmpty()) {
            m_flights.push_back(
                {static_cast<CardId>(e.arg("card")), m_pileRect, m_cellRect[ix(e.arg("to"))]});
        }
    }
}

QRectF DogLoverTable::destinationFor(Seat seat, CardId c) const {
    if (seat != viewer()) {
        if (seat >= 0 && ix(seat) < m_oppRect.size() && !m_oppRect[ix(seat)].isEmpty()) {
            const QRectF& r = m_oppRect[ix(seat)];
            return QRectF(r.center().x() - m_cardW / 4, r.center().y() - m_cardH / 4, m_cardW / 2,
                          m_cardH / 2);
        }
        return QRectF(width() / 2.0, -m_cardH, m_cardW, m_cardH);
    }
    const QRectF small(0, 0, m_cardW * 0.6, m_cardH * 0.6);
    if (isAnyDog(c) || c == kWalk || isTrait(c))
        return small.translated(m_dogsRect.right() - small.width(), m_dogsRect.top());
    if (isFoodCard(c)) return small.translated(m_tokenRect.topLeft());
    return small.translated(m_handRect.topLeft());
}

// ------------------------------------------------------------------------------------ helpers

Seat DogLoverTable::me() const {
    const int n = static_cast<int>(view().players.size());
    return (viewer() >= 0 && viewer() < n) ? viewer() : view().current;
}

QString DogLoverTable::name(Seat s) const {
    return s >= 0 && ix(s) < view().names.size() ? qs(view().names[ix(s)]) : QString();
}

QString DogLoverTable::reasonFor(const Action& a) const {
    if (!isInteractive()) return tr("It is not your turn.");
    return referee() ? referee()->whyNot(a) : QString();
}

QString DogLoverTable::describe(const Action& a) const {
    return referee() ? referee()->describe(a) : QString();
}

QString DogLoverTable::choiceText(const Action& a) const {
    const std::string rulesWords = doglover::choiceText(view(), a);
    return rulesWords.empty() ? describe(a) : qs(rulesWords);
}

QString DogLoverTable::labelOf(const Action& a) const {
    return choiceText(a);
}

bool DogLoverTable::fetchMode() const {
    return picker().chosen() == std::vector<std::string>{"fetch"};
}

CardId DogLoverTable::selectedCard() const {
    const auto& chosen = picker().chosen();
    if (chosen.empty()) return m_pickedCard;
    const ui::TableItem* item = hitMap().find(chosen.front());
    if (item == nullptr) return kNoCard;
    if (item->kind == HandCard) return static_cast<CardId>(item->index);
    if (item->kind == PendingWalk || item->kind == PendingTrait || item->kind == PendingFood)
        return static_cast<CardId>(item->index & 0xFF);
    return kNoCard;
}

std::optional<Placement> DogLoverTable::previewPlacement(int cell) const {
    const auto a = draftAt(cell);
    if (!a) return std::nullopt;
    return placements(static_cast<TrickId>(a->arg(0)))[ix(a->arg(1))];
}

std::optional<Action> DogLoverTable::draftAt(int cell) const {
    if (m_selectedTrick < 0) return std::nullopt;
    const auto i = placementAt(static_cast<TrickId>(m_selectedTrick), m_rotation, cell);
    if (!i) return std::nullopt;
    return Action(kDraft, m_selectedTrick, *i);
}

QString DogLoverTable::draftProblemAt(int cell) const {
    auto a = draftAt(cell);
    if (!a) return tr("choose one of your tricks first");
    return isLegal(*a) ? QString() : reasonFor(*a);
}

std::vector<Action> DogLoverTable::actionsForCard(CardId c) const {
    std::vector<Action> out;
    for (const Action& a : legal()) {
        const bool match = (a.kind == kTuck && a.arg(1) == c) || (a.kind == kAttach && a.arg(1) == c) ||
                           (a.kind == kFood && a.arg(0) == c) || (a.kind == kDiscardTrait && a.arg(0) == c) ||
                           (a.kind == kDiscardWalk && c == kWalk);
        if (match) out.push_back(a);
    }
    return out;
}

QRectF DogLoverTable::dogRect(Seat seat, int dog) const {
    const ui::TableItem* item = hitMap().find(itemId(Dog, seat, dog));
    return item ? item->rect : QRectF();
}

QRectF DogLoverTable::cardRect(CardId c) const {
    for (const auto& item : hitMap().items())
        if ((item.kind == HandCard && item.index == c) ||
            ((item.kind == PendingWalk || item.kind == PendingTrait || item.kind == PendingFood) &&
             item.index == c))
            return item.rect;
    return {};
}

std::vector<std::pair<int, Seat>> DogLoverTable::recentCells() const {
    std::vector<std::pair<int, Seat>> out;
    for (const auto& m : m_marks.shownTo(viewer()))
        out.emplace_back(m.place, m.seat);
    std::sort(out.begin(), out.end());
    return out;
}

// ------------------------------------------------------------------------------------ click paths

std::vector<std::string> DogLoverTable::stepsOf(const Action& a) const {
    const Seat seat = viewer();
    const std::string dog = "dog/" + std::to_string(seat) + "/";
    auto cardItem = [&](CardId c) {
        // A card of the hand, else the first chip of a pending card.
        if (handSlot(c) >= 0 && a.kind == kTuck && c != kWalk) return "hand/" + std::to_string(c);
        return "pending/" + std::to_string(c) + "/0";
    };
    switch (a.kind) {
    case kGuard:
        return {"guard/" + std::to_string(a.arg(0))};
    case kDraft: {
        // The picked trick at its turn: a click on the pattern's top-left cell; else pick the trick.
        const auto t = static_cast<TrickId>(a.arg(0));
        if (t == m_selectedTrick) {
            const Placement& p = placements(t)[ix(a.arg(1))];
            int top = 3, left = 3;
            for (int c = 0; c < 9; ++c)
                if (p.mask >> c & 1U) top = std::min(top, c / 3), left = std::min(left, c % 3);
            if (placementAt(t, m_rotation, top * 3 + left) == a.arg(1))
                return {"cell/" + std::to_string(top * 3 + left)};
            // At another turn: the round arrow on the picked trick turns it (a click on the trick
            // itself no longer does: play test, three silent turns in one game).
            return {"rotate/" + std::to_string(t), "turn/" + std::to_string(a.arg(1))};
        }
        return {"trick/" + std::to_string(seat) + "/" + std::to_string(t),
                "turn/" + std::to_string(a.arg(1))};
    }
    case kFood:
        if (a.arg(1) < 0) return {cardItem(static_cast<CardId>(a.arg(0))), "tokens"};
        return {cardItem(static_cast<CardId>(a.arg(0))), dog + std::to_string(a.arg(1))};
    case kTuck:
    case kAttach:
        return {cardItem(static_cast<CardId>(a.arg(1))), dog + std::to_string(a.arg(0))};
    case kDiscardWalk:
        return {cardItem(kWalk), "discardpile"};
    case kDiscardTrait:
        return {cardItem(static_cast<CardId>(a.arg(0))), "discardpile"};
    case kRescue:
        return {"offer/dog/" + std::to_string(a.arg(0))};
    case kLearn:
        return {"offer/trick/" + std::to_string(a.arg(0))};
    case kFetch:
        return {"fetch", "cell/" + std::to_string(a.arg(0))};
    case kEndTurn:
        return {"end", "end/confirm"}; // the second step: End turn's warnings (choiceChanged)
    case kPenalty: {
        int n = 0;
        for (const Action& b : legal()) {
            if (b == a) break;
            if (b.kind == kPenalty) ++n;
        }
        return {"choice/" + std::to_string(n)};
    }
    default:
        return {"more/" + std::to_string(a.kind)}; // only through More…
    }
}

void DogLoverTable::restep() {
    m_pickedCard = kNoCard;
    // The draft paths depend on the picked trick and its turn: the legal list is set again, and a
    // hint shown stays (its steps may have changed: the cursor goes to its next one).
    const std::optional<Action> hint = hintAction();
    resetLegal(std::vector<Action>(legal()), isInteractive());
    if (hint && isLegal(*hint)) showHint(*hint);
    invalidateTable();
}

int DogLoverTable::hintedTurn(int t) const {
    // The turn of trick `t` the hint drafts it at (-1: the hint drafts no such trick).
    const auto& hint = hintAction();
    if (!hint || hint->kind != kDraft || hint->arg(0) != t) return -1;
    for (int q = 0; q < 4; ++q)
        for (int cell = 0; cell < 9; ++cell)
            if (placementAt(static_cast<TrickId>(t), q, cell) == hint->arg(1)) return q;
    return -1;
}

void DogLoverTable::selectTrick(int t, int quarters) {
    m_selectedTrick = t;
    m_rotation = ((quarters % 4) + 4) % 4;
    restep();
}

void DogLoverTable::pickTrick(int t) {
    // A trick the hint drafts is picked at the hint's turn (Enter after H then goes on to the
    // cell). A click on the trick picked already leaves it as it is: turning is R, the wheel or
    // its round arrow (play test: a click on the picked trick turned it unseen, and the draft
    // took a row meant as a column).
    const int hinted = hintedTurn(t);
    const bool again = m_selectedTrick == t;
    if (hinted >= 0)
        m_rotation = hinted;
    else if (!again)
        m_rotation = 0;
    m_selectedTrick = t;
    restep();
    if (again && hinted < 0)
        emit statusMessage(
            tr("%1 is picked: choose where it takes cards (R, the wheel or its round arrow turn it)")
                .arg(qs(trick(static_cast<TrickId>(t)).name)));
}

void DogLoverTable::rotate(int quarters) {
    if (m_selectedTrick < 0) return;
    m_rotation = ((m_rotation + quarters) % 4 + 4) % 4;
    restep();
    // The turn shows on the trick itself and here, in words.
    emit statusMessage(tr("%1 turned a quarter (R, Shift+R or the wheel turn it)")
                           .arg(qs(trick(static_cast<TrickId>(m_selectedTrick)).name)));
}

void DogLoverTable::choiceChanged() {
    m_pickedCard = kNoCard;
    const auto& chosen = picker().chosen();
    if (chosen.empty()) return;
    const ui::TableItem* item = hitMap().find(chosen.front());
    if (item == nullptr) return;
    if (item->kind == MyTrick) {
        pickTrick(item->index);
        return;
    }
    if (item->kind == RotateControl) {
        rotate(1);
        return;
    }
    if (item->kind == EndTurn) {
        endTurnClicked();
        return;
    }
    if (item->kind == FetchCard) {
        emit statusMessage(tr("Fetch: choose the grid card to take"));
        return;
    }
    const CardId c = selectedCard();
    if (c == kNoCard || chosen.size() != 1) return;
    const auto acts = actionsForCard(c);
    const bool onDog = std::any_of(acts.begin(), acts.end(), [](const Action& a) {
        return a.kind == kTuck || a.kind == kAttach || (a.kind == kFood && a.arg(1) >= 0);
    });
    if (onDog)
        emit statusMessage(tr("%1: choose a dog for it (or drag it there)").arg(art::nameOf(c)));
    else if (isTrait(c) || c == kWalk)
        emit statusMessage(qs(noDogText(view(), c)));
}

void DogLoverTable::paintLook(QPainter& p, const ui::TableItem& item, Look look) {
    // End turn shows that it can be pressed by its own colour (as before the kit): no target glow.
    if (look == Look::Target && item.kind == EndTurn) return;
    if (look == Look::Target && item.kind == GuardLine) { // the round watch-dog places: a round glow
        ui::drawLegalHighlight(p, item.rect, 12);
        return;
    }
    ui::GameTable<DogLoverState>::paintLook(p, item, look);
}

int DogLoverTable::tabGroup(const ui::TableItem& item) const {
    const int zone = ui::GameTable<DogLoverState>::tabGroup(item);
    if (item.zone != ui::Zone::Own) return zone;
    return zone + (item.kind == MyTrick || item.kind == RotateControl ? 0 : item.kind == Dog ? 1 : 2);
}

QRectF DogLoverTable::lookBounds(const ui::TableItem& item) const {
    // The cell a placement is made by stands for the trick's whole footprint: the focus ring goes
    // round every cell it covers (play test: the ring showed one cell of a three-cell trick).
    if (item.kind != GridCell || fetchMode() || !isInteractive()) return item.rect;
    const auto a = draftAt(item.index);
    if (!a || !isLegal(*a) || picker().stepsOf(*a) != std::vector<std::string>{item.id}) return item.rect;
    const Placement& pl = placements(static_cast<TrickId>(a->arg(0)))[ix(a->arg(1))];
    QRectF r = item.rect;
    for (int c = 0; c < 9; ++c)
        if (pl.mask >> c & 1U) r = r.united(m_cellRect[ix(c)]);
    return r;
}

void DogLoverTable::explainItem(const ui::TableItem& item) {
    if (m_rightPress) return; // a right click asks for the rules (contextMenuEvent)
    if (isInteractive() && view().phase == Phase::Penalty && item.seat == viewer()) {
        // What a penalty gives up, clicked (the dog, the hand card, the trick, the tokens), makes
        // that choice as its button does (play tester C: a click on Nela did not pick her).
        std::vector<int> named;
        std::vector<Action> actions;
        int n = 0;
        for (const Action& a : legal()) {
            if (a.kind != kPenalty) continue;
            bool names = false;
            switch (view().penaltyTrait) {
            case kUciekinier:
            case kLobuziak:
                names = item.kind == Dog && a.arg(0) == item.index;
                break;
            case kPrzewodnik:
                names = a.arg(0) < 0 ? item.kind == PendingWalk : item.kind == Dog && a.arg(0) == item.index;
                break;
            case kNajlepszy:
            case kArystokrata:
            case kPupilek:
            case kMorus:
                names = item.kind == HandCard && a.arg(0) == item.index;
                break;
            case kUrwis:
                names = item.kind == MyTrick && a.arg(0) == item.index;
                break;
            case kZlodziejaszek:
                names = item.kind == Tokens;
                break;
            default:
                break;
            }
            if (names) named.push_back(n), actions.push_back(a);
            ++n;
        }
        if (named.size() == 1) {
            clickItem("choice/" + std::to_string(named.front()));
            return;
        }
        if (named.size() > 1) { // one dog with walks and toys under it: which one
            QMenu menu(this);
            for (std::size_t i = 0; i < named.size(); ++i)
                menu.addAction(choiceText(actions[i]))->setData(named[i]);
            if (QAction* chosen = menu.exec(mapToGlobal(item.rect.bottomLeft().toPoint())))
                clickItem("choice/" + std::to_string(chosen->data().toInt()));
            return;
        }
    }
    switch (item.kind) {
    case MyTrick:
        if (item.seat == viewer()) {
            pickTrick(item.index);
            return;
        }
        break;
    case RotateControl:
        rotate(1);
        return;
    case ScoreToggle:
        m_showScores = !m_showScores;
        refreshItems();
        return;
    case MoreButton:
        openMoreMenu();
        return;
    case EndTurn:
        endTurnClicked();
        return;
    case GridCell:
        if (isInteractive() && !fetchMode()) {
            // Any cell under the picked trick's pattern takes it (the pattern is pushed inside the grid).
            if (const auto a = draftAt(item.index)) {
                if (isLegal(*a))
                    choose(*a);
                else
                    emit statusMessage(reasonFor(*a));
                return;
            }
            emit statusMessage(view().drafted ? tr("You have drafted this turn.")
                                              : tr("Choose one of your tricks first."));
            return;
        }
        break;
    case FetchCard:
        if (isInteractive()) {
            emit statusMessage(reasonFor(Action(kFetch, 0)));
            return;
        }
        break;
    case HandCard:
    case PendingWalk:
    case PendingTrait:
    case PendingFood: {
        if (!isInteractive()) break;
        const CardId c = static_cast<CardId>(item.index & 0xFF);
        // Picked all the same (a second click puts it back): a dog clicked next says why not.
        m_pickedCard = m_pickedCard == c ? kNoCard : c;
        const QString noDog = qs(noDogText(view(), c));
        emit statusMessage(!noDog.isEmpty() ? noDog : reasonFor(Action(kTuck, 0, c)));
        return;
    }
    case Dog:
        if (isInteractive() && item.seat == viewer() && selectedCard() != kNoCard) {
            const CardId c = selectedCard();
            const Action a = isTrait(c)      ? Action(kAttach, item.index, c)
                             : isFoodCard(c) ? Action(kFood, c, item.index)
                                             : Action(kTuck, item.index, c);
            emit statusMessage(QStringLiteral("%1: %2").arg(art::nameOf(c), reasonFor(a)));
            return;
        }
        break;
    default:
        break;
    }
    ui::GameTable<DogLoverState>::explainItem(item);
}

void DogLoverTable::openMoreMenu() {
    std::vector<Action> acts;
    for (const Action& a : legal())
        if (a.kind != kDraft) acts.push_back(a);
    if (acts.empty()) return;
    QMenu menu(this);
    menu.setToolTipsVisible(true);
    for (const Action& a : acts) {
        QAction* item = menu.addAction(choiceText(a));
        item->setToolTip(describe(a));
        connect(item, &QAction::triggered, this, [this, a] { choose(a); });
    }
    const ui::TableItem* more = hitMap().find("more");
    menu.exec(mapToGlobal(more ? more->rect.topLeft().toPoint() : QPoint()));
}

void DogLoverTable::endTurnClicked() {
    const Action end(kEndTurn);
    if (!isLegal(end)) {
        resetLegal(std::vector<Action>(legal()), isInteractive());
        emit statusMessage(reasonFor(end));
        return;
    }
    const QStringList warnings = endTurnQuestion();
    if (!warnings.isEmpty() && isVisible() && QGuiApplication::platformName() != QLatin1String("offscreen")) {
        const auto answer =
            QMessageBox::question(this, tr("End the turn?"),
                                  tr("Before the turn ends:\n• ") + warnings.join(QStringLiteral("\n• ")) +
                                      tr("\n\nEnd the turn now?"));
        if (answer != QMessageBox::Yes) {
            resetLegal(std::vector<Action>(legal()), isInteractive());
            invalidateTable();
            return;
        }
    }
    m_settleAfterEnd = true; // what the warnings announced now happens without more clicks
    choose(end);
}

QStringList DogLoverTable::endTurnQuestion() const {
    QStringList warnings;
    if (hintAction() && *hintAction() == Action(kEndTurn)) return warnings;
    for (const std::string& w : endTurnWarnings(view()))
        warnings << qs(w);
    return warnings;
}

void DogLoverTable::settleStep(std::uint64_t key) {
    if (!m_settleAfterEnd || !hasView() || !isInteractive() || view().phase != Phase::Settle ||
        positionKey(view()) != key)
        return;
    // One pending item at a time: the first whose fate is forced (one dog can take it, or none).
    std::map<int, std::vector<Action>> byItem; // the walk or a trait -> its legal actions
    for (const Action& a : legal()) {
        if ((a.kind == kTuck && a.arg(1) == kWalk) || a.kind == kDiscardWalk)
            byItem[kWalk].push_back(a);
        else if (a.kind == kAttach)
            byItem[a.arg(1)].push_back(a);
        else if (a.kind == kDiscardTrait)
            byItem[a.arg(0)].push_back(a);
    }
    for (const auto& [item, acts] : byItem)
        if (acts.size() == 1) {
            choose(acts.front());
            return;
        }
    QStringList open;
    for (const auto& [item, acts] : byItem)
        open << (item == kWalk ? tr("the walk") : art::nameOf(static_cast<CardId>(item)));
    if (!open.isEmpty())
        emit statusMessage(tr("To end the turn, choose a dog for %1: choose it, then the dog")
                               .arg(open.join(QStringLiteral(", "))));
}

// ------------------------------------------------------------------------------------ input

bool DogLoverTable::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip || !hasView()) return ui::GameTable<DogLoverState>::event(event);
    // Play tester E: a grid card under the pointer showed its enlarged card, its words under it, and
    // a tooltip saying it all again over the enlarged card's edge. One explanation at a time.
    const auto* help = static_cast<QHelpEvent*>(event);
    const ui::TableItem* item = hitMap().at(help->pos());
    CardId c = kNoCard;
    TrickId t = 0;
    bool trickHit = false;
    const QRectF preview = item != nullptr ? previewFor(item, &c, &t, &trickHit) : QRectF();
    if (!preview.isEmpty() && !trickHit && !previewWords(item, c).isEmpty()) {
        QToolTip::hideText(); // the enlarged card and its words are the explanation
        return true;
    }
    const bool done = ui::GameTable<DogLoverState>::event(event);
    if (item == nullptr) return done;
    // The tooltip beside the hovered item (a placement's whole footprint), never over it nor over the
    // enlarged card (its shadow too).
    const auto global = [this](const QRectF& r) {
        return QRect(mapToGlobal(r.topLeft().toPoint()), r.size().toSize());
    };
    QRectF footprint = lookBounds(*item);
    if (item->kind == GridCell && draftPreviewCell() == item->index)
        if (const auto pl = previewPlacement(item->index)) // the cells the draft preview marks
            for (int cell = 0; cell < 9; ++cell)
                if (pl->mask >> cell & 1U) footprint |= m_cellRect[ix(cell)];
    const QRect hovered = global(footprint);
    const QRect avoid[] = {preview.isEmpty() ? hovered : global(preview.adjusted(0, 0, 6, 7)), hovered};
    const QRect bounds = window()->frameGeometry();
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (!w->isVisible() || !w->inherits("QTipLabel")) continue;
        const QSize size = w->frameGeometry().size();
        const QRect at = avoid[1];
        const QPoint places[] = {{at.left(), at.bottom() + 6},
                                 {at.left(), at.top() - size.height() - 6},
                                 {at.right() + 6, at.top()},
                                 {at.left() - size.width() - 6, at.top()},
                                 {avoid[0].left(), avoid[0].bottom() + 6},
                                 {avoid[0].left(), avoid[0].top() - size.height() - 6}};
        for (QPoint place : places) {
            QRect r(place, size);
            // Kept inside the window sideways (a move along the item's edge keeps it off the item).
            if (r.right() > bounds.right()) r.moveRight(bounds.right());
            if (r.left() < bounds.left()) r.moveLeft(bounds.left());
            if (!bounds.contains(r) || r.intersects(avoid[0]) || r.intersects(avoid[1])) continue;
            w->move(r.topLeft());
            break;
        }
    }
    return done;
}

void DogLoverTable::mouseMoveEvent(QMouseEvent* event) {
    m_mouse = event->position();
    m_underMouse = true;
    ui::GameTable<DogLoverState>::mouseMoveEvent(event);
    const ui::TableItem* h = hoveredItem();
    const std::string id = h ? h->id : std::string();
    if (id != m_hoverId) {
        m_hoverId = id;
        if (h && h->kind == GridCell && m_selectedTrick >= 0 && !fetchMode() && isInteractive()) {
            const QString why = draftProblemAt(h->index);
            // The turn first: a narrow status line cut it off the end (play test, 1024x700).
            emit statusMessage(
                why.isEmpty() ? tr("R or the wheel turns the trick; choose to take these cards") : why);
        }
    }
    pointerMoved();
}

int DogLoverTable::draftPreviewCell() const {
    if (!hasView() || !m_underMouse || fetchMode() || m_selectedTrick < 0 || !isInteractive() ||
        view().drafted || view().phase != Phase::Turn)
        return -1;
    for (int c = 0; c < 9; ++c)
        if (m_cellRect[ix(c)].contains(m_mouse)) return c;
    return -1;
}

void DogLoverTable::pointerMoved() {
    // What the table draws under the pointer: the grid cell (the draft preview, in the layer); End
    // turn is lit above the layer (paintHover: the kit repaints its rectangle).
    if (draftPreviewCell() != m_pointerKey) {
        // Painted again: the grid with the draft preview (its cells, the watch dog beside the grid,
        // the reason below it). Painting it sets m_pointerKey.
        invalidateTable(m_gridRect.adjusted(-30, -30, 2 * m_cardW + 80, 30));
    }
    // The enlarged card follows the mouse in the middle band (drawn over the table): where it was
    // and where it is now.
    CardId c = kNoCard;
    TrickId t = 0;
    bool trickHit = false;
    const QRectF next = previewFor(hoveredItem(), &c, &t, &trickHit);
    const int what = next.isEmpty() ? -1 : trickHit ? 100000 + static_cast<int>(t) : static_cast<int>(c);
    if (next != m_shownPreview || what != m_previewWhat) {
        updateRect(m_shownPreview.adjusted(0, 0, 6, 7));
        updateRect(next.adjusted(0, 0, 6, 7));
    }
    m_previewWhat = what;
}

void DogLoverTable::mousePressEvent(QMouseEvent* event) {
    m_rightPress = event->button() == Qt::RightButton;
    m_pressPos = event->position();
    ui::GameTable<DogLoverState>::mousePressEvent(event);
    m_rightPress = false;
}

void DogLoverTable::mouseReleaseEvent(QMouseEvent* event) {
    // A drag that ends on something that takes no part of the choice drops the choice (as a drop
    // beside the table would); the kit makes a drop on a legal next step.
    const ui::TableItem* pressed = hitMap().at(m_pressPos);
    const ui::TableItem* over = hitMap().at(event->position());
    const bool dropped = event->button() == Qt::LeftButton && pressed != nullptr && over != nullptr &&
                         pressed->id != over->id && picker().started() && !picker().isTarget(over->id);
    ui::GameTable<DogLoverState>::mouseReleaseEvent(event);
    if (dropped) restep();
}

void DogLoverTable::leaveEvent(QEvent* event) {
    m_underMouse = false;
    m_hoverId.clear();
    ui::GameTable<DogLoverState>::leaveEvent(event);
    pointerMoved();
}

void DogLoverTable::wheelEvent(QWheelEvent* event) {
    if (m_selectedTrick < 0) return;
    rotate(event->angleDelta().y() < 0 ? 1 : 3);
    event->accept();
}

void DogLoverTable::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_R:
        rotate(event->modifiers() & Qt::ShiftModifier ? 3 : 1);
        return;
    case Qt::Key_S:
        m_showScores = !m_showScores;
        refreshItems();
        return;
    case Qt::Key_F1:
        emit rulesRequested(rulesSection());
        return;
    case Qt::Key_Escape:
        if (!picker().started()) { // nothing to step back: drop the picked trick
            m_selectedTrick = -1;
            restep();
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (focusedItem() == nullptr && isLegal(Action(kEndTurn))) {
            endTurnClicked();
            return;
        }
        break;
    default:
        break;
    }
    ui::GameTable<DogLoverState>::keyPressEvent(event);
}

void DogLoverTable::contextMenuEvent(QContextMenuEvent* event) {
    const ui::TableItem* h = hitMap().at(event->pos());
    const QString anchor = h ? anchorFor(*h) : rulesSection();
    QMenu menu(this);
    QAction* rules = menu.addAction(tr("Rules: %1").arg(art::sectionTitle(anchor)));
    connect(rules, &QAction::triggered, this, [this, anchor] { emit rulesRequested(anchor); });
    menu.exec(event->globalPos());
}

} // namespace dogtable::games::doglover
