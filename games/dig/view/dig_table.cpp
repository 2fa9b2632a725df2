// Dig's table: the adapter's hooks — layout, items, the clicks that make each action, words,
// animations from the rules' events. Painting is in dig_paint.cpp, the art in dig_art.cpp.
#include "dig/view/dig_table.h"

#include <QCheckBox>
#include <QKeyEvent>
#include <QPushButton>
#include <QStringList>

#include <algorithm>
#include <cmath>

#include "dig/rules/dig_scoring.h"
#include "dig/view/dig_art.h"
#include "dogtable/core/fnv.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dig {

using namespace art;

namespace {
std::string itemId(const char* kind, int index) {
    return std::string(kind) + "/" + std::to_string(index);
}
} // namespace

DigTable::DigTable(QWidget* parent) : ui::GameTable<DigState>(QSize(1100, 680), QSize(760, 520), parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_endButton = new QPushButton(tr("End turn"), this);
    m_endButton->setToolTip(tr("End your turn (Enter). Tidy-up then fills the gaps you left."));
    m_keepButton = new QPushButton(tr("Keep it (leave a gap)"), this);
    m_keepButton->setToolTip(
        tr("Keep the bone you dug; its place stays a gap until tidy-up. Or choose a card "
           "in your hand to put it back."));
    m_rulesButton = new QPushButton(tr("Rules"), this);
    m_rulesButton->setToolTip(tr("Open the rules of Dig at the part that fits what you are doing (F1)"));
    m_aidBox = new QCheckBox(tr("Deduction aid"), this);
    m_aidBox->setToolTip(
        tr("Show, for every scent pair, what the delivered bones already prove (public information only)"));
    m_aidBox->setStyleSheet("QCheckBox { color: white; }");
    for (QWidget* w : {static_cast<QWidget*>(m_endButton), static_cast<QWidget*>(m_keepButton),
                       static_cast<QWidget*>(m_rulesButton), static_cast<QWidget*>(m_aidBox)})
        w->setFocusPolicy(Qt::NoFocus);
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    connect(m_aidBox, &QCheckBox::toggled, this, [this] { refreshItems(); });
    // A frame repaints where the pieces were and are (the table under them comes from the cached
    // layer); at the end the pieces land on the table: only where they rest is painted again.
    followFlight(
        m_tween, [this] { return flightRect(); }, [this] { m_flights.clear(); },
        [this] { return restRect(); });
    updateButtons();
}

DigTable::~DigTable() = default;

// ----- views and events -----

void DigTable::clearTable() {
    m_tween.stop();
    m_flights.clear();
    m_pendingFlights.clear();
    ui::GameTable<DigState>::clearTable();
    updateButtons();
}

void DigTable::onView(bool newSeat) {
    (void)newSeat; // the recent marks are kept per viewer and follow the game by its public key
    if (view().setup) m_marks.clear(); // a new game: nothing to recall
    m_marks.showing(publicKey(view()));
    m_tween.stop();
    m_flights = std::move(m_pendingFlights);
    m_pendingFlights.clear();
    if (!m_flights.empty()) m_tween.start(m_flights.front().dog && m_flights.size() == 1 ? 180 : 280);
    updateButtons();
}

void DigTable::onAction(const View& before, const Action& action, const std::vector<Event>& events) {
    (void)action;
    m_pendingFlights.clear();
    // Marks: what the other players did since this viewer last acted (chance deals are nobody's).
    const bool byPlayer = before.phase == Phase::Turn || before.phase == Phase::PutBack;
    m_marks.acted(byPlayer ? before.turn : -1, publicKey(before));
    int length = static_cast<int>(before.yard.size());
    bool ended = false;
    for (const Event& e : events) {
        if (e.kind == "move" || e.kind == "dig" || e.kind == "putback" || e.kind == "deliver") {
            const int at = e.kind == "move" ? e.arg("to") : e.arg("place");
            if (byPlayer && at > 0) m_marks.mark(at);
            if (e.kind == "move") m_pendingFlights.push_back({true, e.seat, e.arg("from"), e.arg("to")});
        } else if (e.kind == "deal") {
            m_pendingFlights.push_back({false, -1, 0, e.arg("place")});
        } else if (e.kind == "tidy" || e.kind == "trim") {
            --length; // each step takes the farthest place away
            if (e.kind == "tidy") m_pendingFlights.push_back({false, -1, e.arg("from"), e.arg("to")});
        } else if (e.kind == "dog-back") {
            m_pendingFlights.push_back({true, e.seat, e.arg("from"), e.arg("to")});
        } else if (e.kind == "end") {
            ended = true;
        }
    }
    if (ended) m_marks.dropPlacesAbove(length);
}

std::uint64_t DigTable::publicKey(const View& v) const {
    // FNV-1a over what every seat sees alike: the yard's scents and public bones, the dogs, the
    // scent pairs in every hand, the delivered bones and the turn.
    Fnv1a h;
    auto mix = [&](int x) { h.mix(static_cast<std::uint32_t>(x)); };
    mix(static_cast<int>(v.phase));
    mix(v.dealt);
    mix(v.turn);
    mix(v.actionsLeft);
    mix(v.pendingPlace);
    for (const auto& slot : v.yard) {
        mix(static_cast<int>(slot.kind));
        mix(slot.kind == YardSlotView::Kind::Bowl ? static_cast<int>(slot.bowl) : slot.pair);
        mix(slot.bonePublic && slot.bone ? static_cast<int>(*slot.bone) : -1);
        mix(slot.dogs);
    }
    for (const auto& pv : v.players) {
        mix(pv.dog);
        std::vector<int> pairs;
        for (const auto& card : pv.hand)
            pairs.push_back(card.pair);
        std::sort(pairs.begin(), pairs.end());
        mix(static_cast<int>(pairs.size()));
        for (int pair : pairs)
            mix(pair);
        for (int n : pv.delivered)
            mix(n);
    }
    return h.value();
}

QString DigTable::rulesSection() const {
    if (!hasView()) return "components";
    if (view().over) return "scoring";
    if (view().setup) return "setup";
    if (view().pendingPlace >= 0) return "dig";
    if (view().finalTurn) return "end-of-the-game";
    const ui::TableItem* hover = hoveredItem();
    if (hover != nullptr && hover->kind == kPlaceItem && hover->index > 0 &&
        hover->index <= static_cast<int>(view().yard.size())) {
        const auto& slot = view().yard[ix(hover->index - 1)];
        if (slot.kind == YardSlotView::Kind::Bowl) return "deliver";
        if (slot.kind == YardSlotView::Kind::Gap) return "tidy-up";
    }
    return "a-turn";
}

QString DigTable::seatName(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(view().names.size()))
        return QString::fromStdString(view().names[ix(seat)]);
    return tr("Player %1").arg(seat + 1);
}

int DigTable::ownDog() const {
    return self() < static_cast<int>(view().players.size()) ? view().players[ix(self())].dog : -1;
}

int DigTable::handIndexOf(int card) const {
    if (self() >= static_cast<int>(view().players.size())) return -1;
    const auto& hand = view().players[ix(self())].hand;
    for (std::size_t i = 0; i < hand.size(); ++i)
        if (hand[i].card == card) return static_cast<int>(i);
    return -1;
}

// ----- clicks -----

std::vector<std::string> DigTable::stepsOf(const Action& a) const {
    switch (a.kind) {
    case kMove:
        return {itemId("place", a.arg(0))};
    case kDig:
        return {itemId("place", ownDog())};
    case kKeep:
        return {itemId("place", view().pendingPlace)};
    case kPutBack:
        return {itemId("hand", handIndexOf(a.arg(0)))};
    case kDeliver: {
        // At the bowl a click delivers every matching bone; fewer are chosen card by card in the hand.
        const auto cards = deliveredCardsOf(a);
        int matching = 0;
        if (self() < static_cast<int>(view().players.size()))
            for (const auto& h : view().players[ix(self())].hand)
                matching += h.bone && *h.bone == boneOf(cards.front()) ? 1 : 0;
        if (static_cast<int>(cards.size()) == matching) return {itemId("place", ownDog())};
        std::vector<std::string> steps;
        for (int card : cards)
            steps.push_back(itemId("hand", handIndexOf(card)));
        return steps;
    }
    case kEndTurn:
        return {"button/end"}; // the End turn button (an item of the table, addButtonItem)
    default:
        return {itemId("action", a.kind)};
    }
}

std::vector<Action> DigTable::actionsAt(const std::string& id) const {
    std::vector<Action> out;
    if (!isInteractive()) return out;
    for (const Action& a : legal()) {
        const auto steps = picker().stepsOf(a);
        if (!steps.empty() && steps.front() == id) out.push_back(a);
    }
    return out;
}

void DigTable::explainItem(const ui::TableItem& item) {
    if (!isInteractive() || referee() == nullptr || self() >= static_cast<int>(view().players.size())) {
        ui::GameTable<DigState>::explainItem(item);
        return;
    }
    const auto& hand = view().players[ix(self())].hand;
    if (item.kind == kPlaceItem) {
        // The action a click here would mean: a move elsewhere; on the own place a dig, or at a bowl a
        // delivery.
        Action probe = moveAction(item.index);
        if (item.index == ownDog()) {
            const bool bowl =
                item.index > 0 && view().yard[ix(item.index - 1)].kind == YardSlotView::Kind::Bowl;
            probe = digAction();
            if (bowl) {
                std::vector<int> all;
                for (const auto& h : hand)
                    all.push_back(h.card);
                if (all.empty()) {
                    emit statusMessage(tr("You carry no bone to deliver."));
                    return;
                }
                probe = deliverAction(all);
            }
        }
        emit statusMessage(referee()->whyNot(probe));
    } else if (item.kind == kHandItem && item.index < static_cast<int>(hand.size())) {
        const int card = hand[ix(item.index)].card;
        // The only matching bone is delivered from the bowl's place: its card does it too.
        if (isLegal(deliverAction({card}))) {
            choose(deliverAction({card}));
            return;
        }
        emit statusMessage(
            referee()->whyNot(view().pendingPlace >= 0 ? putBackAction(card) : deliverAction({card})));
    } else {
        ui::GameTable<DigState>::explainItem(item);
    }
}

void DigTable::keyPressEvent(QKeyEvent* event) {
    const bool confirm =
        event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space;
    if (confirm && focusedItem() == nullptr && isLegal(endTurnAction())) {
        choose(endTurnAction());
        return;
    }
    if (event->key() == Qt::Key_K && isLegal(keepAction())) {
        choose(keepAction());
        return;
    }
    ui::GameTable<DigState>::keyPressEvent(event);
}

// ----- items -----

QString DigTable::describePlace(int place) const {
    QString what;
    if (place == 0) {
        what = tr("the doghouse");
    } else {
        const YardSlotView& slot = view().yard[ix(place - 1)];
        switch (slot.kind) {
        case YardSlotView::Kind::Gap:
            what = tr("a gap");
            break;
        case YardSlotView::Kind::Bowl:
            what = tr("%1, %2 points a bone")
                       .arg(QString::fromStdString(bowlWord(slot.bowl)))
                       .arg(slot.bowlValue);
            break;
        case YardSlotView::Kind::Bone:
            what = slot.bone ? QString::fromStdString(boneCardWord(slot.pair, *slot.bone))
                             : tr("a %1 card").arg(pairLabel(slot.pair));
            break;
        }
    }
    QStringList dogs;
    for (int s = 0; s < static_cast<int>(view().players.size()); ++s)
        if (view().players[ix(s)].dog == place) dogs << (s == viewer() ? tr("your dog") : seatName(s));
    return dogs.isEmpty() ? what : tr("%1; dogs here: %2").arg(what, dogs.join(", "));
}

void DigTable::buildItems(ui::HitMap& items) {
    relayout();
    if (!hasView()) return;
    const auto item = [&](const char* kind, int k, int index, QRectF rect, ui::Zone zone, QString name,
                          QString description) {
        ui::TableItem it;
        it.id = itemId(kind, index);
        it.rect = rect;
        it.zone = zone;
        it.name = std::move(name);
        it.description = std::move(description);
        it.kind = k;
        it.index = index;
        it.tooltip = tooltipFor(k, index, it.id);
        return it;
    };
    for (int place = 0; place <= static_cast<int>(view().yard.size()); ++place)
        items.add(item("place", kPlaceItem, place, placeRect(place).united(dogRect(place)), ui::Zone::Board,
                       place == 0 ? tr("Doghouse") : tr("Place %1").arg(place), describePlace(place)));
    if (self() < static_cast<int>(view().players.size())) {
        const auto& hand = view().players[ix(self())].hand;
        for (std::size_t i = 0; i < m_handRects.size() && i < hand.size(); ++i) {
            const HandCardView& h = hand[i];
            items.add(item("hand", kHandItem, static_cast<int>(i), m_handRects[i], ui::Zone::Own,
                           tr("Hand card %1").arg(i + 1),
                           h.bone ? QString::fromStdString(boneCardWord(h.pair, *h.bone))
                                  : tr("a %1 card").arg(pairLabel(h.pair))));
        }
    }
    for (std::size_t s = 0; s < m_opponentRects.size() && s < view().players.size(); ++s) {
        if (m_opponentRects[s].isEmpty()) continue;
        const PlayerView& pv = view().players[s];
        items.add(item(
            "opponent", kOpponentItem, static_cast<int>(s), m_opponentRects[s], ui::Zone::Others,
            seatName(static_cast<int>(s)),
            tr("dog at place %1, %2 in hand, %3 points").arg(pv.dog).arg(pv.hand.size()).arg(pv.points)));
    }
    for (std::size_t s = 0; s < m_pileRects.size() && s < view().players.size(); ++s)
        if (!m_pileRects[s].isEmpty())
            items.add(item("pile", kPileItem, static_cast<int>(s), m_pileRects[s],
                           static_cast<int>(s) == self() ? ui::Zone::Own : ui::Zone::Others,
                           tr("%1's delivered bones").arg(seatName(static_cast<int>(s))),
                           tr("%1 points now").arg(view().players[s].points)));
    if (!view().setup && !view().over && view().turn == self())
        items.add(item("pips", kPipsItem, 0, m_pipsRect, ui::Zone::Panel, tr("Actions left"),
                       tr("%1 of %2").arg(view().actionsLeft).arg(view().actionsPerTurn)));
    for (std::size_t i = 0; i < m_factRects.size(); ++i)
        items.add(item("fact", kFactItem, static_cast<int>(i), m_factRects[i], ui::Zone::Panel,
                       tr("Scent pair %1").arg(pairLabel(view().facts[i].pair)), QString()));
    // The buttons are items too (Page Down reaches them, a hint marks them). Keep it makes the
    // step a second click on the dug card's place makes.
    addButtonItem(items, m_endButton, "button/end");
    addButtonItem(items, m_keepButton, "button/keep", ui::Zone::Panel,
                  isLegal(keepAction()) ? itemId("place", view().pendingPlace) : std::string());
}

QString DigTable::valuesByRank() const {
    QStringList values;
    for (int v : view().valueByRank)
        values << QString::number(v);
    return values.join(", ");
}

// ----- layout -----

void DigTable::relayout() {
    const double W = width(), H = height();
    const double margin = 8;
    const int players = std::max<int>(2, static_cast<int>(view().players.size()));
    const double oppH = std::clamp(H * 0.15, 78.0, 110.0);
    const double ownH = std::clamp(H * 0.2, 128.0, 156.0);
    const double factsH = m_aidBox->isChecked() ? 2 * 26.0 + 8 : 0.0;
    m_opponentArea = QRectF(margin, margin, W - 2 * margin, oppH);
    m_ownArea = QRectF(margin, H - margin - ownH, W - 2 * margin, ownH);
    m_factsArea = QRectF(margin, m_ownArea.top() - factsH, W - 2 * margin, factsH);
    m_yardArea = QRectF(margin, m_opponentArea.bottom() + 6, W - 2 * margin,
                        m_factsArea.top() - m_opponentArea.bottom() - 10);

    // One row of 26 columns if the cards stay big enough, else two rows of 13 joined like a snake.
    const double aspect = 2.3, band = 0.95, gapRatio = 0.12;
    auto widthFor = [&](int rows, int cols) {
        const double byW = m_yardArea.width() / (cols + (cols - 1) * gapRatio);
        const double byH = (m_yardArea.height() - rows * 16.0) / (rows * (aspect + band) + (rows - 1) * 0.2);
        return std::max(10.0, std::min(byW, byH));
    };
    const int places = view().yardCards + 1; // the doghouse and the yard
    const double one = widthFor(1, places), two = widthFor(2, 13);
    if (one >= 46 && one >= 0.7 * two) {
        m_rows = 1;
        m_cols = places;
        m_cardW = one;
    } else {
        m_rows = 2;
        m_cols = 13;
        m_cardW = two;
    }
    m_cardW = std::min(m_cardW, 80.0);
    m_cardH = m_cardW * aspect;
    m_tokenBand = m_cardW * band;

    // Opponents along the top, one panel each (the bottom seat is left out).
    m_opponentRects.assign(ix(players), QRectF());
    m_pileRects.assign(ix(players), QRectF());
    std::vector<int> others;
    for (int s = 0; s < players; ++s)
        if (s != self()) others.push_back(s);
    const double pw =
        (m_opponentArea.width() - (others.size() - 1) * 8.0) / std::max<std::size_t>(1, others.size());
    for (std::size_t i = 0; i < others.size(); ++i) {
        const QRectF r(m_opponentArea.left() + i * (pw + 8), m_opponentArea.top(), pw,
                       m_opponentArea.height());
        m_opponentRects[ix(others[i])] = r;
        m_pileRects[ix(others[i])] =
            QRectF(r.left() + r.width() * 0.5, r.top() + 26, r.width() * 0.5 - 6, r.height() - 30);
    }
    // Own area: hand on the left, pips and buttons in the middle, scoring pile on the right.
    const QRectF own = m_ownArea;
    // While a dug card waits to be kept or put back, a line under the hand says so: room for it.
    const bool hint = view().pendingPlace >= 0 && view().turn == self() && isInteractive();
    const double handH = own.height() - 34 - (hint ? 32 : 0);
    const double handW = std::min(handH / 1.45, 84.0);
    m_handRects.clear();
    const int handSize = self() < static_cast<int>(view().players.size())
                             ? static_cast<int>(view().players[ix(self())].hand.size())
                             : 0;
    for (int i = 0; i < std::max(handSize, 0); ++i)
        m_handRects.emplace_back(own.left() + 10 + i * (handW + 8), own.top() + 28, handW, handH);
    const double handEnd = own.left() + 10 + 4 * (handW + 8);
    m_pipsRect = QRectF(handEnd + 6, own.top() + 30, 110, 30);
    m_pileRects[ix(std::min(self(), players - 1))] =
        QRectF(handEnd + 250, own.top() + 28, own.right() - handEnd - 258, own.height() - 34);

    // Buttons: in the middle column of the own area, moved up when the panel is low (a small
    // window) so that the lower one stays inside the panel's border.
    const double bx = handEnd + 6;
    const double keepTop = std::min(own.top() + 100, own.bottom() - 6 - 28);
    const double endTop = std::min(own.top() + 66, keepTop - 34);
    m_endButton->setGeometry(QRect(int(bx), int(endTop), 150, 30));
    m_keepButton->setGeometry(QRect(int(bx), int(keepTop), 236, 28));
    m_rulesButton->setGeometry(QRect(int(bx + 156), int(endTop), 80, 30));
    m_aidBox->setGeometry(QRect(int(bx + 118), int(own.top() + 32), 130, 26));

    // Deduction aid: 10 entries in two rows.
    m_factRects.clear();
    if (factsH > 0) {
        const double fw = (m_factsArea.width() - 4 * 6.0) / 5.0;
        for (int i = 0; i < kPairs; ++i)
            m_factRects.emplace_back(m_factsArea.left() + (i % 5) * (fw + 6),
                                     m_factsArea.top() + 4 + (i / 5) * 26, fw, 24);
    }
}

QRectF DigTable::pileGeometry(int seat) const {
    return seat >= 0 && seat < static_cast<int>(m_pileRects.size()) ? m_pileRects[ix(seat)] : QRectF();
}

QRectF DigTable::placeRect(int place) const {
    const double gap = m_cardW * 0.12;
    const double rowH = m_tokenBand + m_cardH + 16.0 + (m_rows > 1 ? m_cardW * 0.2 : 0);
    const double blockW = m_cols * m_cardW + (m_cols - 1) * gap;
    const double blockH = m_rows * rowH;
    const double x0 = m_yardArea.left() + (m_yardArea.width() - blockW) / 2;
    const double y0 = m_yardArea.top() + std::max(0.0, (m_yardArea.height() - blockH) / 2);
    if (view().over) {
        // Nothing moves any more: what is left (the bowls and the doghouse) is centred on one row.
        const int n = static_cast<int>(view().yard.size()) + 1;
        const double w = n * m_cardW + (n - 1) * gap;
        const double top = m_yardArea.top() + std::max(0.0, (m_yardArea.height() - rowH) / 2);
        return {m_yardArea.center().x() - w / 2 + (n - 1 - place) * (m_cardW + gap), top + m_tokenBand,
                m_cardW, m_cardH};
    }
    int row = 0, col = 0;
    if (m_rows == 1) {
        col = view().yardCards - place; // the doghouse on the right, the row running left
    } else if (place <= 12) {
        col = 12 - place;
    } else {
        row = 1;
        col = place - 13;
    }
    return {x0 + col * (m_cardW + gap), y0 + row * rowH + m_tokenBand, m_cardW, m_cardH};
}

QPointF DigTable::dogCentre(int place, int slot) const {
    const QRectF r = placeRect(place);
    const double dx = m_cardW * 0.25, rowY = r.top() - m_tokenBand * 0.27;
    switch (slot) {
    case 0:
        return {r.center().x() - dx, rowY};
    case 1:
        return {r.center().x() + dx, rowY};
    case 2:
        return {r.center().x() - dx, rowY - m_tokenBand * 0.48};
    default:
        return {r.center().x() + dx, rowY - m_tokenBand * 0.48};
    }
}

QRectF DigTable::handCardGeometry(int index) const {
    return index >= 0 && index < static_cast<int>(m_handRects.size()) ? m_handRects[ix(index)] : QRectF();
}

QRectF DigTable::dogRect(int place) const {
    const QRectF r = placeRect(place);
    return {r.left(), r.top() - m_tokenBand, r.width(), m_tokenBand};
}

// ----- words -----

QString DigTable::tooltipFor(int kind, int index, const std::string& id) const {
    if (!hasView()) return {};
    QString hint;
    const auto acts = actionsAt(id);
    if (!acts.empty()) {
        const Action& a = acts.front();
        switch (a.kind) {
        case kMove:
            hint = tr("Choose it to move your dog here.");
            break;
        case kDig:
            hint = tr("Choose it to dig here (you may then put a card back).");
            break;
        case kDeliver:
            hint = kind == kHandItem ? tr("Choose it to deliver this bone (choose another to add it).")
                                     : tr("Choose it to deliver all your matching bones.");
            break;
        case kPutBack:
            hint = tr("Choose it to put this card back, scent side up.");
            break;
        case kKeep:
            hint = tr("Choose it to keep the bone and leave a gap.");
            break;
        default:
            break;
        }
    }
    auto withHint = [&](QString text) { return hint.isEmpty() ? text : text + "<br><i>" + hint + "</i>"; };
    switch (kind) {
    case kPlaceItem: {
        QString dogs;
        const YardSlotView* slot = index > 0 ? &view().yard[ix(index - 1)] : nullptr;
        QStringList names;
        for (int s = 0; s < static_cast<int>(view().players.size()); ++s)
            if (view().players[ix(s)].dog == index) names << seatName(s);
        if (!names.isEmpty()) dogs = "<br>" + tr("Dogs here: %1").arg(names.join(", "));
        QStringList actors;
        for (int seat : m_marks.actorsAt(index, viewer()))
            actors << seatName(seat);
        if (!actors.isEmpty())
            dogs += "<br><i>" + tr("Since your last turn: %1 acted here.").arg(actors.join(", ")) + "</i>";
        if (!slot) {
            QStringList table;
            for (std::size_t b = 0; b < view().moveRanges.size(); ++b)
                table << (b == 0 ? tr("%1 bones → %2") : tr("%1 → %2")).arg(b).arg(view().moveRanges[b]);
            return withHint(
                tr("<b>The doghouse</b> (place 0). Every dog starts here. No digging or delivering "
                   "here.<br>A move goes up to %1 steps, one fewer per bone carried: %2.")
                    .arg(view().moveRanges[0])
                    .arg(table.join(", ")) +
                dogs);
        }
        switch (slot->kind) {
        case YardSlotView::Kind::Gap:
            return withHint(tr("<b>Place %1: a gap</b> left by a dig this turn. It still counts as a step. "
                               "At the end of the "
                               "turn tidy-up fills it with the card farthest from the doghouse.")
                                .arg(index) +
                            dogs);
        case YardSlotView::Kind::Bowl:
            return withHint(
                tr("<b>Place %1: %2</b>. If the game ended now, each bone of its colour would score %3 "
                   "(bowls nearer the doghouse pay more: %4). Tidy-up can move it.")
                    .arg(index)
                    .arg(QString::fromStdString(bowlWord(slot->bowl)))
                    .arg(slot->bowlValue)
                    .arg(valuesByRank()) +
                dogs);
        case YardSlotView::Kind::Bone: {
            const ScentPair sp = kScentPairs[ix(slot->pair)];
            QString text = tr("<b>Place %1: a %2 card</b>. Underneath: %3 or %4; the other %2 card hides the "
                              "other one.")
                               .arg(index)
                               .arg(pairLabel(slot->pair), QString::fromStdString(boneWord(sp.first)),
                                    QString::fromStdString(boneWord(sp.second)));
            if (slot->bone)
                text += "<br>" + (slot->bonePublic
                                      ? tr("Everybody knows what it hides: %1 (the other one was delivered).")
                                      : tr("Only you know what it hides: %1."))
                                     .arg(QString::fromStdString(boneWord(*slot->bone)));
            return withHint(text + dogs);
        }
        }
        return {};
    }
    case kHandItem: {
        const auto& hand = view().players[ix(self())].hand;
        if (index >= static_cast<int>(hand.size())) return {};
        const auto& h = hand[ix(index)];
        if (!h.bone) return tr("A %1 card (its bone is hidden)").arg(pairLabel(h.pair));
        return withHint(tr("<b>In your hand: %1</b> (from a %2 card). Deliver it at %3. Bones still in hand "
                           "at the end score nothing.")
                            .arg(QString::fromStdString(boneWord(*h.bone)), pairLabel(h.pair),
                                 QString::fromStdString(bowlWord(*h.bone))));
    }
    case kOpponentItem: {
        const auto& pv = view().players[ix(index)];
        QStringList scents;
        for (const auto& h : pv.hand) {
            // A bone shown on another player's face-down card is no leak (play test): say how it is known.
            if (!h.bone)
                scents << pairLabel(h.pair);
            else if (h.bonePublic)
                scents << tr("%1 (everybody knows: %2, since the other %1 card was delivered)")
                              .arg(pairLabel(h.pair), colourLabel(*h.bone));
            else
                scents << tr("%1 (you know: %2)").arg(pairLabel(h.pair), colourLabel(*h.bone));
        }
        return tr("<b>%1</b>: dog at place %2; %3 points now.<br>Carries %6%4 — a move goes up to %5 steps.")
            .arg(seatName(index))
            .arg(pv.dog)
            .arg(pv.points)
            .arg(scents.isEmpty() ? QString() : tr(", scent sides: %1").arg(scents.join(", ")))
            .arg(pv.moveRange)
            .arg(bones(static_cast<int>(pv.hand.size())));
    }
    case kPileItem: {
        const auto& pv = view().players[ix(index)];
        QStringList lines;
        for (Colour c : view().bowlOrder) {
            const int n = pv.delivered[ix(static_cast<int>(c))];
            if (n) {
                int value = 0;
                for (const auto& slot : view().yard)
                    if (slot.kind == YardSlotView::Kind::Bowl && slot.bowl == c) value = slot.bowlValue;
                // The score sheet's own line ("red bones x2 (4 each)"): the colour agrees in Polish.
                lines << tr("%1 = %2").arg(QString::fromStdString(boneLine(c, n, value))).arg(n * value);
            }
        }
        return tr("<b>%1's delivered bones</b> (public), valued at the bowls' current order:<br>%2<br>Total "
                  "now: %3")
            .arg(seatName(index), lines.isEmpty() ? tr("none yet") : lines.join("<br>"))
            .arg(pv.points);
    }
    case kPipsItem:
        return tr("Actions left this turn: %1 of %2 (move, dig, deliver, in any order).")
            .arg(view().actionsLeft)
            .arg(view().actionsPerTurn);
    case kFactItem: {
        const PairFact& f = view().facts[ix(index)];
        const ScentPair sp = kScentPairs[ix(f.pair)];
        if (f.delivered == 2) return tr("Both %1 cards have been delivered.").arg(pairLabel(f.pair));
        if (!f.otherHides)
            return tr("Nothing public yet about the %1 cards: one hides %2, the other %3.")
                .arg(pairLabel(f.pair), colourLabel(sp.first), colourLabel(sp.second));
        QString where = f.where == PairFact::Where::Hand ? tr("in %1's hand").arg(seatName(f.whereIndex))
                                                         : tr("at place %1").arg(f.whereIndex);
        return tr("A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.")
            .arg(colourLabel(*f.otherHides == sp.first ? sp.second : sp.first), pairLabel(f.pair), where,
                 colourLabel(*f.otherHides));
    }
    }
    return {};
}
void DigTable::updateButtons() {
    const bool pending = hasView() && view().pendingPlace >= 0;
    m_endButton->setVisible(hasView() && !view().over && !view().setup);
    m_endButton->setEnabled(isLegal(endTurnAction()));
    m_endButton->setDefault(hasView() && view().actionsLeft == 0 && isLegal(endTurnAction()));
    m_keepButton->setVisible(pending && isInteractive());
    m_keepButton->setEnabled(isLegal(keepAction()));
    m_keepButton->setText(isLegal(keepAction()) ? tr("Keep it (leave a gap)")
                                                : tr("Hand limit: put one back"));
    m_aidBox->setVisible(hasView());
    m_rulesButton->setVisible(true);
}

} // namespace dogtable::games::dig
