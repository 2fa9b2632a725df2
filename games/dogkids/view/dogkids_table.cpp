// Dog Kids — the table's adapter: the items, the click paths of the legal actions, the buttons, the
// keys, and the glides made from the rules' events. Painting is in dogkids_paint.cpp.
#include "dogkids/view/dogkids_table.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>

#include <algorithm>
#include <cmath>

#include "dogkids/rules/dogkids_text.h"
#include "dogkids/view/dogkids_art.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dogkids {

namespace {
constexpr const char* kChangeId = "button/change";
constexpr const char* kKeepId = "button/keep";
constexpr const char* kOfferId = "button/offer";

/// An item's description without its name: the rules' words often begin with what the name says
/// ("Field 1: start field …", "The food bowl of the white dogs, at …"), and a screen reader says the
/// name first, then the description. Drops the name (and a word or two before it, an article) with
/// the marks after it.
QString withoutName(const QString& name, const QString& text) {
    const qsizetype at = text.indexOf(name, 0, Qt::CaseInsensitive);
    if (name.isEmpty() || at < 0 || at > 4) return text;
    qsizetype from = at + name.size();
    while (from < text.size() && (text[from].isSpace() || text[from] == u':' || text[from] == u',' ||
                                  text[from] == u'.' || text[from] == u';'))
        ++from;
    return from >= text.size() ? text : text.mid(from);
}
} // namespace

DogKidsTable::DogKidsTable(QWidget* parent) : Base(QSize(1100, 760), QSize(640, 480), parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_changeButton = new QPushButton(tr("Change hand"), this);
    m_changeButton->setToolTip(
        tr("Discard all %1 cards and draw %1 new ones; your turn ends without a move.").arg(kHandSize));
    m_keepButton = new QPushButton(tr("Keep my cards"), this);
    m_keepButton->setToolTip(tr("Do not exchange a card this time (an exchange needs both partners)."));
    m_offerButton = new QPushButton(tr("Offer this card"), this);
    m_offerButton->setToolTip(
        tr("Slide the chosen card face down to your partner; you get theirs if they offer one too."));
    m_rulesButton = new QPushButton(tr("Rules"), this);
    m_rulesButton->setToolTip(tr("Open the Dog Kids rules at the part that fits now (F1)."));
    for (QPushButton* b : {m_changeButton, m_keepButton, m_offerButton, m_rulesButton}) {
        b->setFocusPolicy(Qt::NoFocus);
        b->hide();
    }
    // The buttons' clicks go through the picker like any item's (addButtonItem in buildItems).
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    // One choice per view: after a choice nothing more is offered until the next view arrives.
    connect(this, &ui::GameView::actionChosen, this, [this] {
        resetLegal({}, false);
        m_dragging = false;
        updateButtons();
        invalidateTable();
    });
    // A frame repaints where the gliding dogs were and are (the board under them comes from the
    // cached layer); at the end they land on the board.
    followFlight(
        m_tween, [this] { return glideRect(); }, [this] { m_glides.clear(); },
        [this] {
            // Where they come to rest (the tween has ended: dogCentre() is the dog's place).
            QRectF all;
            if (!hasView()) return all;
            const double r = kDogR * scale() * 1.4 + 3; // the dog with its outline, shadow and badge
            for (const Glide& g : m_glides)
                if (g.points.size() >= 2) {
                    const QPointF c = dogCentre(g.dog);
                    all |= QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
                }
            return all;
        });
}

// ------------------------------------------------------------------------------------------------
// Views and events in

void DogKidsTable::onView(bool newSeat) {
    (void)newSeat;
    m_dragging = false;
    if (!m_pendingGlides.empty()) {
        // Start the glides of the move noted just before (end points from the new positions).
        m_tween.stop();
        m_glides = std::move(m_pendingGlides);
        m_pendingGlides.clear();
        for (Glide& g : m_glides)
            g.points.push_back(placePoint(g.dog, view().dogs[idx(g.dog)]));
        m_tween.start(std::clamp(140 + 8 * static_cast<int>(m_glides.front().points.size()), 150, 300));
    } else if (!m_glides.empty()) {
        // A draw right after the move lets the glide finish; anything else (undo, a new game) stops it.
        const bool sameEnds = std::all_of(m_glides.begin(), m_glides.end(), [&](const Glide& g) {
            return g.points.back() == placePoint(g.dog, view().dogs[idx(g.dog)]);
        });
        if (!sameEnds) m_tween.stop();
    }
    updateButtons();
}

void DogKidsTable::onAction(const View& before, const Action& action, const std::vector<Event>& events) {
    (void)before; // view() is still the view before the action: the glides start from it
    if (action.kind != kMove) return;
    m_pendingGlides.clear();
    auto glide = [&](int dog, int from, int to, bool alongPath) {
        Glide g;
        g.dog = dog;
        g.points.push_back(placePoint(dog, from));
        if (alongPath) {
            const auto places = pathPlaces(view(), dog, from, to);
            for (std::size_t i = 0; i + 1 < places.size(); ++i)
                g.points.push_back(placePoint(dog, places[i]));
        }
        m_pendingGlides.push_back(std::move(g));
    };
    for (const Event& e : events) {
        const int dog = e.arg("dog"), from = e.arg("from"), to = e.arg("to");
        if (e.kind == "move" || e.kind == "swap") {
            // The moves of the last round stay marked, so a player coming back to the table sees them.
            m_recent.emplace_back(from, to);
            while (static_cast<int>(m_recent.size()) > std::max(1, view().players))
                m_recent.erase(m_recent.begin());
        }
        if (e.kind == "move" || e.kind == "push") glide(dog, from, to, true);
        if (e.kind == "knock") glide(dog, from, to, false);
        if (e.kind == "swap") {
            glide(dog, from, to, false);
            glide(e.arg("other"), to, from, false);
        }
    }
}

void DogKidsTable::clearTable() {
    m_tween.stop();
    m_glides.clear();
    m_pendingGlides.clear();
    m_dragging = false;
    Base::clearTable();
    updateButtons();
}

std::vector<QColor> DogKidsTable::seatColoursIn(const View& v) const {
    std::vector<QColor> colours;
    for (Seat seat = 0; seat < v.players; ++seat)
        colours.push_back(dogFill(v.boardPos[static_cast<std::size_t>(seat)])); // each seat's dogs' colour
    return colours;
}

QString DogKidsTable::rulesSection() const {
    if (hasView() && view().phase == Phase::Exchange) return QStringLiteral("team-game");
    if (chosenCard() != kNoCard) return QStringLiteral("the-cards");
    if (hasView() && view().helping) return QStringLiteral("team-game");
    return QStringLiteral("moving-a-dog");
}

// ------------------------------------------------------------------------------------------------
// Layout and items

void DogKidsTable::layoutTable() {
    const double W = width(), H = height(), m = 8;
    const double handH = std::clamp(H * 0.2, 112.0, 170.0);
    const double availH = H - handH - 2 * m;
    double side = std::min(availH, W - 2 * 150 - 4 * m);
    side = std::max(side, 200.0);
    const double pw = std::min(300.0, (W - side - 4 * m) / 2);
    m_board = QRectF((W - side) / 2, m, side, side);
    m_left = QRectF(m, m, std::max(0.0, pw), availH);
    m_right = QRectF(W - m - std::max(0.0, pw), m, std::max(0.0, pw), availH);
    m_hand = QRectF(m, H - handH - m / 2, W - 2 * m, handH);
    const double ch = handH - 18, cw = ch * 0.7, gap = 12;
    const double buttonsW = 170;
    const double total = kHandSize * cw + (kHandSize - 1) * gap + 20 + buttonsW;
    const double x0 = std::max(m_hand.left() + 120, m_hand.center().x() - total / 2);
    m_cardRects.clear();
    for (int i = 0; i < kHandSize; ++i)
        m_cardRects.emplace_back(x0 + i * (cw + gap), m_hand.top() + 12, cw, ch);
    const double bx = x0 + kHandSize * cw + (kHandSize - 1) * gap + 20;
    const int bh = 34;
    m_changeButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14),
                                static_cast<int>(buttonsW), bh);
    m_offerButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14),
                               static_cast<int>(buttonsW), bh);
    m_keepButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14 + bh + 8),
                              static_cast<int>(buttonsW), bh);
    m_rulesButton->setGeometry(static_cast<int>(W - m - 90), static_cast<int>(H - m - 34), 84, 30);
}

void DogKidsTable::buildItems(ui::HitMap& items) {
    layoutTable();
    if (!hasView()) return;
    const View& v = view();
    const double s = scale();
    auto square = [&](const Point& pt, double half) {
        const QPointF c = toWidget(pt);
        return QRectF(c.x() - half * s, c.y() - half * s, 2 * half * s, 2 * half * s);
    };
    for (int f = 0; f < kRingFields; ++f) {
        const QString text = qs(fieldText(v.edition, f));
        const QString name = tr("Field %1").arg(f + 1);
        items.add({fieldId(f), square(ringPoint(f), kFieldR), ui::Zone::Board, name, withoutName(name, text),
                   text, kFieldItem, f});
    }
    for (int bp = 0; bp < kBoardPositions; ++bp) {
        const QString dogs = qs(ofDogsWord(bp));
        for (int k = 0; k < kHomeFields; ++k) {
            const QString text = qs(homeFieldText(v.edition, bp, k));
            //: %2: "of the white dogs"
            const QString home = tr("Home field %1 %2").arg(k + 1).arg(dogs);
            items.add({"home/" + std::to_string(bp) + "/" + std::to_string(k),
                       square(homePoint(bp, k), kHomeHalf + 4), ui::Zone::Board, home,
                       withoutName(home, text), text, kPlaceItem, k});
        }
        const QString bowl = qs(bowlText(bp));
        //: %1: "of the white dogs"
        const QString bowlName = tr("Food bowl %1").arg(dogs);
        items.add({"bowl/" + std::to_string(bp), square(bowlPoint(bp), kHomeHalf + 4), ui::Zone::Board,
                   bowlName, withoutName(bowlName, bowl), bowl, kPlaceItem, bp});
        const QString kennel = qs(kennelText(v.edition, bp));
        const QString name = //: %1: "of the white dogs"
            tr("Kennel %1").arg(dogs);
        const QString kennelState = withoutName(name, kennel);
        items.add({"kennel/" + std::to_string(bp), square(kennelHousePoint(bp), kHomeHalf + 4),
                   ui::Zone::Board, name, kennelState, kennel, kPlaceItem, bp});
        for (int w = 0; w < kDogsPerPlayer; ++w)
            items.add({"wait/" + std::to_string(bp) + "/" + std::to_string(w),
                       square(waitingPoint(bp, w), kHomeHalf + 4), ui::Zone::Board, name, kennelState, kennel,
                       kPlaceItem, bp});
    }
    for (int d = 0; d < v.players * kDogsPerPlayer; ++d) {
        const QPointF c = dogCentre(d);
        const double r = kDogR * s * 1.2;
        const int owner = ownerOfDog(d);
        const QString label = dogLabel(d);
        // The name is the dog ("white dog 1"); the description its owner and place, not the dog again.
        items.add({dogId(d), QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                   owner == v.viewer ? ui::Zone::Own : ui::Zone::Others,
                   qs(dogWord(v.boardPos[idx(owner)], d % kDogsPerPlayer + 1)), dogState(d), label, kDogItem,
                   d, owner});
    }
    const auto& hand = ownHand();
    for (int i = 0; i < static_cast<int>(hand.size()) && i < kHandSize; ++i) {
        QRectF r = m_cardRects[idx(i)].adjusted(0, -10, 0, 0);
        const QString rule = qs(cardRuleText(hand[idx(i)]));
        items.add({cardId(i), r, ui::Zone::Own, tr("Card %1: %2").arg(i + 1).arg(qs(cardWord(hand[idx(i)]))),
                   rule, rule, kCardItem, i, v.viewer});
    }
    for (auto [button, id] : {std::pair{m_changeButton, kChangeId}, std::pair{m_keepButton, kKeepId},
                              std::pair{m_offerButton, kOfferId}})
        addButtonItem(items, button, id, ui::Zone::Panel, {}, kButtonItem);
}

std::vector<std::string> DogKidsTable::stepsOf(const Action& a) const {
    switch (a.kind) {
    case kChange:
        return {kChangeId};
    case kKeep:
        return {kKeepId};
    case kGive:
        return {cardId(handIndexOf(static_cast<Card>(a.arg(0)))), kOfferId};
    case kMove:
        break;
    default:
        return {"action/" + std::to_string(a.kind)}; // not the viewer's to click
    }
    const auto card = static_cast<Card>(a.arg(0));
    const std::string cardStep = cardId(handIndexOf(card));
    const int dog = a.arg(1);
    if (card == kSwapCard) return {cardStep, dogId(dog), dogId(a.arg(3))};
    if (cardInfo(card).kind == CardKind::TwoColour) {
        // Both colours of a two-colour card: the table asks only when they lead to different
        // moves; otherwise the first colour is made and the other one is no click path.
        const MoveOutcome mine = previewMove(view(), a);
        for (const Action& other : legal()) {
            if (other.kind != kMove || other.arg(0) != a.arg(0) || other.arg(1) != dog ||
                other.arg(2) >= a.arg(2))
                continue;
            const MoveOutcome first = previewMove(view(), other);
            if (sameOutcome(first, mine)) // as the rules' searchActions(): one move, made as the first
                return {cardStep, "as/" + std::to_string(a.arg(2)) + "/" + dogId(dog)};
        }
    }
    return {cardStep, dogId(dog)};
}

QString DogKidsTable::labelOf(const Action& a) const {
    const QString line = referee() != nullptr ? referee()->describe(a) : QString();
    if (a.kind == kMove && cardInfo(static_cast<Card>(a.arg(0))).kind == CardKind::TwoColour)
        return tr("As %1 — %2").arg(qs(colourWord(a.arg(2))), line);
    return line;
}

// ------------------------------------------------------------------------------------------------
// Choices

const std::vector<Card>& DogKidsTable::ownHand() const {
    static const std::vector<Card> none;
    if (!hasView() || view().viewer < 0 || view().viewer >= view().players) return none;
    return view().hands[idx(view().viewer)];
}

int DogKidsTable::handIndexOf(Card c) const {
    const auto& hand = ownHand();
    const auto it = std::find(hand.begin(), hand.end(), c);
    return it == hand.end() ? -1 : static_cast<int>(it - hand.begin());
}

int DogKidsTable::chosenHandIndex() const {
    const auto& chosen = picker().chosen();
    if (chosen.empty() || chosen.front().rfind("hand/", 0) != 0) return -1;
    return std::stoi(chosen.front().substr(5));
}

Card DogKidsTable::chosenCard() const {
    const int i = chosenHandIndex();
    const auto& hand = ownHand();
    return i >= 0 && i < static_cast<int>(hand.size()) ? hand[idx(i)] : kNoCard;
}

int DogKidsTable::representative(int dog) const {
    if (!hasView() || view().dogs[idx(dog)] != kWaiting) return dog;
    for (int d = ownerOfDog(dog) * kDogsPerPlayer; d < dog; ++d)
        if (view().dogs[idx(d)] == kWaiting) return d;
    return dog;
}

bool DogKidsTable::cardPlayable(int handIndex) const {
    // A card is a first step (of a move, or of an offer): any copy stands for the first one.
    return isInteractive() && picker().isTarget(cardId(handIndexOf(ownHand()[idx(handIndex)])));
}

std::vector<Action> DogKidsTable::hoveredMoves() const {
    const ui::TableItem* h = hoveredItem();
    if (h == nullptr || h->kind != kDogItem || !picker().started() || !isInteractive()) return {};
    const std::string id = dogId(representative(h->index));
    const std::size_t k = picker().chosen().size();
    std::vector<Action> out;
    for (const Action& a : picker().remaining()) {
        const auto steps = picker().stepsOf(a);
        if (a.kind == kMove && steps.size() == k + 1 && steps[k] == id) out.push_back(a);
    }
    return out;
}

void DogKidsTable::explainItem(const ui::TableItem& item) {
    if (!isInteractive() || !hasView()) {
        Base::explainItem(item);
        return;
    }
    if (item.kind == kCardItem) {
        // A second copy of a card stands for the first one.
        const int first = handIndexOf(ownHand()[idx(item.index)]);
        if (first != item.index) {
            clickItem(cardId(first));
            return;
        }
        if (view().phase == Phase::Play) {
            emit statusMessage(
                tr("No dog can move with the %1 card now.").arg(qs(cardWord(ownHand()[idx(first)]))));
            return;
        }
    }
    if (item.kind == kDogItem && view().phase == Phase::Play) {
        // Waiting dogs are interchangeable: the rules move the first one.
        if (const int rep = representative(item.index); rep != item.index && picker().isTarget(dogId(rep))) {
            clickItem(dogId(rep));
            return;
        }
        const Card card = chosenCard();
        if (card == kNoCard) {
            emit statusMessage(tr("Choose one of your cards first, then the dog to move."));
            return;
        }
        const auto& chosen = picker().chosen();
        Action probe;
        if (card == kSwapCard) {
            if (chosen.size() < 2) {
                emit statusMessage(tr("With the swap card, first pick one of your dogs on the ring."));
                return;
            }
            probe = moveAction(card, std::stoi(chosen[1].substr(4)), 0, item.index);
        } else {
            const int colour = cardInfo(card).colours ? firstColour(cardInfo(card).colours) : 0;
            probe = moveAction(card, representative(item.index), colour, 0);
        }
        // The engine's own reason (for a two-colour card: its first colour).
        const QString why = referee() != nullptr ? referee()->whyNot(probe) : QString();
        emit statusMessage(why.isEmpty() ? tr("That dog cannot move with this card.") : why);
        return;
    }
    Base::explainItem(item);
}

void DogKidsTable::choiceChanged() {
    const auto& chosen = picker().chosen();
    const Card card = chosenCard();
    if (hasView() && view().phase == Phase::Play && card != kNoCard) {
        if (card == kSwapCard && chosen.size() == 2)
            emit statusMessage(tr("Now pick the other player's dog to swap with."));
        else if (chosen.size() == 1)
            emit statusMessage(card == kSwapCard
                                   ? tr("Pick one of your dogs on the ring, then the dog to swap with.")
                                   : tr("Pick a highlighted dog to move it."));
    }
    updateButtons();
    invalidateTable();
}

void DogKidsTable::updateButtons() {
    const bool shown = hasView();
    const bool play = shown && isInteractive() && view().phase == Phase::Play;
    const bool exchange = shown && isInteractive() && view().phase == Phase::Exchange;
    const bool changeVisible = m_changeButton->isVisible(), keepVisible = m_keepButton->isVisible();
    m_changeButton->setVisible(play);
    m_changeButton->setEnabled(play && isLegal(changeAction()));
    m_keepButton->setVisible(exchange);
    m_offerButton->setVisible(exchange);
    m_offerButton->setEnabled(exchange && picker().isTarget(kOfferId));
    m_rulesButton->setVisible(shown);
    if (changeVisible != play || keepVisible != exchange) refreshItems(); // the buttons are items too
}

// ------------------------------------------------------------------------------------------------
// Input the kit leaves to the game

void DogKidsTable::mouseMoveEvent(QMouseEvent* event) {
    Base::mouseMoveEvent(event);
    // The preview of the hovered move is drawn away from the dog (ghost, arrows, the right panel).
    const ui::TableItem* h = hoveredItem();
    const std::string id = h == nullptr ? std::string() : h->id;
    if (id != m_hoverSeen) {
        m_hoverSeen = id;
        // Only a move preview (drawn away from the dog) needs the table painted again.
        const bool preview = !hoveredMoves().empty();
        if (preview || m_previewShown) invalidateTable();
        m_previewShown = preview;
    }
    // Dragging the chosen card: it follows the pointer.
    if ((event->buttons() & Qt::LeftButton) && chosenHandIndex() >= 0 && hasView() &&
        view().phase == Phase::Play && picker().chosen().size() == 1) {
        m_dragging = true;
        m_dragPos = event->position();
        invalidateTable();
    }
}

void DogKidsTable::mouseReleaseEvent(QMouseEvent* event) {
    Base::mouseReleaseEvent(event);
    if (m_dragging) {
        m_dragging = false;
        invalidateTable();
    }
}

void DogKidsTable::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) && isInteractive() &&
        legal().size() == 1 && !cursorShown()) {
        const Action only = legal().front(); // a copy: choosing forgets the legal list
        choose(only);                        // e.g. "Change hand" when no card moves any dog
        return;
    }
    if (key == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    if (key >= Qt::Key_1 && key < Qt::Key_1 + kHandSize && isInteractive()) {
        const int i = key - Qt::Key_1;
        // The cursor goes with the card picked: Enter, the arrows and Page Down go on from there.
        if (i < static_cast<int>(ownHand().size()) && clickItem(cardId(i))) moveCursorTo(cardId(i));
        return;
    }
    Base::keyPressEvent(event);
}

// ------------------------------------------------------------------------------------------------
// Geometry

QPointF DogKidsTable::toWidget(const Point& c) const {
    return {m_board.left() + c.x * scale(), m_board.top() + c.y * scale()};
}

QPointF DogKidsTable::placePoint(int dog, int place) const {
    const int bp = view().boardPos[idx(ownerOfDog(dog))];
    if (isRing(place)) {
        const Point pt = ringPoint(place);
        return {pt.x, pt.y};
    }
    if (isHome(place)) {
        const Point pt = homePoint(bp, place - kHomeBase);
        return {pt.x, pt.y};
    }
    // Waiting: the dogs of one owner fill the waiting spaces in dog order.
    int slot = 0;
    for (int d = ownerOfDog(dog) * kDogsPerPlayer; d < dog; ++d)
        slot += view().dogs[idx(d)] == kWaiting ? 1 : 0;
    const Point pt = waitingPoint(bp, std::min(slot, kDogsPerPlayer - 1));
    return {pt.x, pt.y};
}

bool DogKidsTable::gliding(int dog) const {
    return m_tween.running() && !m_showLanded &&
           std::any_of(m_glides.begin(), m_glides.end(),
                       [&](const Glide& g) { return g.dog == dog && g.points.size() >= 2; });
}

QPointF DogKidsTable::dogPoint(int dog) const {
    for (const Glide& g : m_glides) {
        if (g.dog != dog || g.points.size() < 2 || !m_tween.running() || m_showLanded) continue;
        const double t = m_tween.progress() * static_cast<double>(g.points.size() - 1);
        const auto i = std::min(static_cast<std::size_t>(t), g.points.size() - 2);
        const double f = t - static_cast<double>(i);
        return g.points[i] * (1 - f) + g.points[i + 1] * f;
    }
    return placePoint(dog, view().dogs[idx(dog)]);
}

QRectF DogKidsTable::glideRect() const {
    QRectF all;
    if (!hasView()) return all;
    const double r = kDogR * scale() * 1.4 + 3; // the dog with its outline and shadow
    for (int d = 0; d < view().players * kDogsPerPlayer; ++d)
        if (gliding(d)) {
            const QPointF c = dogCentre(d);
            all |= QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
        }
    return all;
}

QPointF DogKidsTable::dogCentre(int dog) const {
    return dogPoint(dog) * scale() + m_board.topLeft();
}

QString DogKidsTable::playerName(int seat) const {
    return hasView() && seat >= 0 && seat < static_cast<int>(view().names.size())
               ? qs(view().names[idx(seat)])
               : QString();
}

QString DogKidsTable::dogOwnerWord(int dog) const {
    const int owner = ownerOfDog(dog);
    const View& v = view();
    QString who = playerName(owner);
    if (owner == v.viewer)
        who += tr(" (you)");
    else if (v.teams && v.viewer >= 0 && v.team[idx(owner)] == v.team[idx(v.viewer)])
        who += tr(" (your partner)");
    return who;
}

QString DogKidsTable::dogLabel(int dog) const {
    const View& v = view();
    const QString where = qs(dogPlaceText(v.edition, v.dogs[idx(dog)]));
    //: %1: "white dog 2", %2: the player, %3: where the dog is
    return tr("%1 of %2, %3")
        .arg(qs(dogWord(v.boardPos[idx(ownerOfDog(dog))], dog % kDogsPerPlayer + 1)), dogOwnerWord(dog),
             where);
}

QString DogKidsTable::dogState(int dog) const {
    const View& v = view();
    return dogOwnerWord(dog) + QStringLiteral(", ") + qs(dogPlaceText(v.edition, v.dogs[idx(dog)]));
}

// ------------------------------------------------------------------------------------------------

void registerView(ui::ViewRegistry& registry) {
    ui::addTable<DogKidsTable>(registry, "dogkids");
}

} // namespace dogtable::games::dogkids
