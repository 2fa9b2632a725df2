// Ciapki's table on the kit: the adapter's hooks — the items and the clicks of each action, the
// rules' events (animations, the bust banner) and the texts of the items. The button bar's actions
// are in ciapki_table_bar.cpp.
#include "ciapki/view/ciapki_table.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QPushButton>

#include <algorithm>
#include <bit>

#include "ciapki/view/ciapki_art.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

using namespace fmt::literals;

namespace {

std::string tileId(int position) {
    return "tile/" + std::to_string(position);
}
std::string diceId(int face) {
    return "dice/" + std::to_string(face);
}
std::string dogId(int card) {
    return "dog/" + std::to_string(card);
}
std::string spaceId(int card, int space) {
    return "space/" + std::to_string(card) + "/" + std::to_string(space);
}
std::string yardId(int seat) {
    return "yard/" + std::to_string(seat);
}
std::string yardDieId(int seat, int face) {
    return "yard/" + std::to_string(seat) + "/" + std::to_string(face);
}

bool dicePhase(const View& v) {
    return v.phase == Phase::Window || v.phase == Phase::Resolve;
}

} // namespace

// ---------------------------------------------------------------------------------------------

CiapkiTable::CiapkiTable(QWidget* parent)
    : ui::GameTable<CiapkiState>(QSize(1180, 740), QSize(720, 520), parent) {
    m_tween = new ui::Tween(this);
    // A frame repaints only what moves: the tumbling dice (their part of the table is painted
    // again) or the die in flight (drawn over the cached table); Pies's die repaints the table.
    connect(m_tween, &ui::Tween::frame, this, [this] {
        if (m_animKind == Anim::Roll) {
            invalidateTable(rollRect());
        } else if (m_animKind == Anim::Move) {
            const QRectF now = flyRect();
            updateRect(m_flyShown.united(now));
            m_flyShown = now;
        } else {
            invalidateTable();
        }
    });
    // At the end only what changes is painted again: the dice come to rest where they tumbled,
    // the die placed or buried appears where it flew to (Pies's die: the whole table).
    landsAt(*m_tween, [this] { return restRect(); });
    connect(m_tween, &ui::Tween::finished, this, [this] {
        if (m_animKind == Anim::Roll || m_animKind == Anim::Move)
            restAt(*m_tween, restRect());
        else
            invalidateTable();
        updateRect(m_flyShown);
        m_flyShown = QRectF();
    });
    m_bar = new QWidget(this);
    m_barGrid = new QGridLayout(m_bar);
    m_barGrid->setContentsMargins(8, 4, 8, 4);
    m_barGrid->setHorizontalSpacing(6);
    m_barGrid->setVerticalSpacing(4);
    m_barLayout = new QHBoxLayout;
    m_barLayout->setSpacing(6);
    m_barLayout->addStretch(1);
    m_barGrid->addLayout(m_barLayout, 0, 0);
    m_barGrid->setColumnStretch(0, 1);
    m_oddsBox = new QCheckBox(tr("Odds aid"), m_bar);
    m_oddsBox->setChecked(true);
    m_oddsBox->setStyleSheet(QStringLiteral("QCheckBox { color: white; }")); // on the cloth, like Dig's
    m_oddsBox->setToolTip(tr("Before an optional roll, show the exact chance of busting and of at least one "
                             "die fitting a free space"));
    connect(m_oddsBox, &QCheckBox::toggled, this, [this] { invalidateTable(); });
    m_barGrid->addWidget(m_oddsBox, 0, 1);
    m_rulesButton = new QPushButton(tr("Rules"), m_bar);
    m_rulesButton->setToolTip(tr("Open the rules page at what is on the table now (F1)"));
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    m_barGrid->addWidget(m_rulesButton, 0, 2);
}

CiapkiTable::~CiapkiTable() = default;

void CiapkiTable::onView(bool newSeat) {
    (void)newSeat;
    const View& v = view();
    // An announced bust is forgotten when its action is undone (the table before it is back, seen
    // by whichever seat) or a new game is dealt.
    View seen = v;
    seen.viewer = m_announceBefore.viewer;
    if (!m_announce.isEmpty() &&
        (v.phase == Phase::Setup || v.phase == Phase::SetupRoll || seen == m_announceBefore))
        m_announce.clear();
    rebuildButtons();
    // One kind of die left: it is picked already.
    if (const int face = onlyFace()) {
        refreshItems();
        clickItem(diceId(face) + "/0");
    }
}

void CiapkiTable::clearTable() {
    m_announce.clear();
    Base::clearTable();
    rebuildButtons();
}

void CiapkiTable::onAction(const View& before, const Action& action, const std::vector<Event>& events) {
    // A bust is announced on the table (and in the status strip) until the next player's decision.
    QString bust;
    for (const Event& e : events) {
        if (e.kind == "bust") {
            const int dice = e.arg("dice");
            bust =
                (dice == 1 ? tr("⚠ %1 busts: yard %2, over %3 — %n die goes back to the pool.", nullptr, dice)
                           : tr("⚠ %1 busts: yard %2, over %3 — %n dice go back to the pool.", nullptr, dice))
                    .arg(seatName(e.seat), QString::number(e.arg("total")), QString::number(e.arg("limit")));
        } else if (e.kind == "everyone_busts") {
            const int dice = e.arg("dice");
            bust =
                dice == 1
                    ? tr("⚠ The pool is empty: everyone busts — %n die goes back to the pool.", nullptr, dice)
                    : tr("⚠ The pool is empty: everyone busts — %n dice go back to the pool.", nullptr, dice);
        }
    }
    // Pies's moves are told in the status strip (from the events: its die, what it takes, its dogs).
    QStringList pies;
    for (const Event& e : events) {
        if (e.kind == "pies_die")
            pies << (e.arg("used")
                         ? tr("Pies rolls a %1: tile %1 is used, Pies takes the top dog").arg(e.arg("value"))
                         : tr("Pies rolls a %1: it turns %2 over")
                               .arg(e.arg("value"))
                               .arg(art::tileLabel(e.arg("tile"))));
        else if (e.kind == "treats" && e.arg("pies") == 1 && e.arg("amount") > 0) {
            const int amount = e.arg("amount"); // a plain number: lupdate reads sayN's last argument
            pies << art::qs(
                text::sayN("ciapki", "Pies takes %n treat", "Pies takes %n treats", amount).str());
        } else if (e.kind == "pies_cash_in") {
            const int treats = e.arg("treats");
            pies << art::qs(text::sayN("ciapki", "Pies hands back %n treat for a dog",
                                       "Pies hands back %n treats for a dog", treats)
                                .str());
        } else if (e.kind == "pies_scores")
            pies << tr("Pies scores %1 (%2 of %3)")
                        .arg(art::qs(dogInfo(e.arg("card")).name))
                        .arg(e.arg("scored"))
                        .arg(before.winDogs);
    }
    if (!pies.isEmpty()) emit statusMessage(pies.join(QStringLiteral("; ")));
    if (!bust.isEmpty()) {
        m_announce = bust;
        m_announceBefore = before;
        emit statusMessage(bust);
        invalidateTable();
    } else if (before.toAct >= 0 && !m_announce.isEmpty()) {
        m_announce.clear();
        invalidateTable();
    }
    // What moves: the dice of a roll, Pies's die, or the one die placed or buried.
    Anim kind = Anim::None;
    for (const Event& e : events) {
        if (e.kind == "roll" || e.kind == "start_die") kind = Anim::Roll;
        if (e.kind == "pies_die") kind = Anim::Pies;
        if ((action.kind == kPlace || action.kind == kBury) && (e.kind == "place" || e.kind == "bury") &&
            e.seat >= 0 && e.seat < before.players) {
            kind = Anim::Move;
            m_flySeat = e.seat;
            m_flyDog = e.kind == "place" ? e.arg("dog") : -1;
            m_flySpace = e.kind == "place" ? e.arg("space") : -1;
            m_flyFace = e.arg("value");
            int k = 0; // the first die of that face in the roll as it was drawn
            for (int f = 1; f < m_flyFace; ++f)
                k += before.hand[static_cast<std::size_t>(f - 1)];
            m_flyFrom = handDieRect(k, countTotal(before.hand));
        }
    }
    if (kind == Anim::None) return;
    m_animKind = kind;
    m_tween->start(kind == Anim::Move ? 200 : 280);
}

QRectF CiapkiTable::restRect() const {
    if (m_animKind == Anim::Roll) return rollRect();
    if (m_animKind == Anim::Move) {
        const QRectF to = flyTarget();
        return to.isEmpty() ? to : to.adjusted(-4, -4, 4, 4);
    }
    return {};
}

QRectF CiapkiTable::flyTarget() const {
    if (!hasView() || m_flySeat < 0 || m_flySeat >= view().players) return {};
    const PlayerArea& a = areaOf(m_flySeat);
    if (m_flySpace >= 0) { // still there (not scored at once, no bust)?
        if (m_flyDog >= a.nDogs || !(a.dogs[static_cast<std::size_t>(m_flyDog)].filled >> m_flySpace & 1U))
            return {};
        return spaceRect(m_flySeat, m_flyDog, m_flySpace);
    }
    int k = -1;
    for (int f = 1; f <= m_flyFace; ++f)
        k += a.yard[static_cast<std::size_t>(f - 1)];
    if (a.yard[static_cast<std::size_t>(m_flyFace - 1)] == 0) return {}; // busted: the yard was emptied
    return yardDieRect(m_flySeat, k);
}

QString CiapkiTable::rulesSection() const {
    if (!hasView()) return QStringLiteral("setup");
    const View& v = view();
    if (v.solo && v.active == kPies) return QStringLiteral("solo-mode-against-pies");
    if (v.tile) return art::qs(tileKey(v.tile));
    static const std::vector<ui::RulesSection<Phase>> kSections = {
        {"rolling-placing-and-burying", {Phase::Window, Phase::Resolve}},
        {"your-turn", {Phase::Choose}},
    };
    return ui::sectionFor(kSections, v.phase, "setup");
}

int CiapkiTable::bottomSeat() const {
    if (viewer() >= 0 && viewer() < view().players) return viewer();
    if (view().active >= 0 && view().active < view().players) return view().active;
    return 0;
}

QString CiapkiTable::seatName(int seat) const {
    if (seat == kPies) return tr("Pies");
    if (seat >= 0 && seat < view().players && !view().names[static_cast<std::size_t>(seat)].empty())
        return QString::fromStdString(view().names[static_cast<std::size_t>(seat)]);
    return tr("Player %1").arg(seat + 1);
}

int CiapkiTable::onlyFace() const {
    if (!isInteractive() || !dicePhase(view()) || view().keepChoice) return 0;
    int kinds = 0, face = 0;
    for (std::size_t f = 0; f < 6; ++f)
        if (view().hand[f]) {
            ++kinds;
            face = static_cast<int>(f + 1);
        }
    return kinds == 1 ? face : 0;
}

int CiapkiTable::pickedFace() const {
    const auto& chosen = picker().chosen();
    if (chosen.empty() || chosen.front().rfind("dice/", 0) != 0) return 0;
    return std::stoi(chosen.front().substr(5));
}

std::pair<int, int> CiapkiTable::pickedTrot() const {
    const auto& chosen = picker().chosen();
    if (view().phase != Phase::Trot || chosen.empty()) return {-1, -1};
    const PlayerArea& a = areaOf(view().active);
    for (int d = 0; d < a.nDogs; ++d)
        for (int s = 0; s < dogInfo(a.dogs[static_cast<std::size_t>(d)].card).spaces; ++s)
            if (chosen.front() == spaceId(a.dogs[static_cast<std::size_t>(d)].card, s)) return {d, s};
    return {-1, -1};
}

// ---------------------------------------------------------------------------------------------
// Items and clicks

std::vector<std::string> CiapkiTable::stepsOf(const Action& a) const {
    const int me = view().active;
    const auto card = [&](int dog) {
        return me >= 0 && me < view().players
                   ? static_cast<int>(areaOf(me).dogs[static_cast<std::size_t>(dog)].card)
                   : 0;
    };
    switch (a.kind) {
    case kTrick:
        return {tileId(a.arg(0))};
    case kPlace:
        return {diceId(dogInfo(card(a.arg(0))).values[static_cast<std::size_t>(a.arg(1))]),
                spaceId(card(a.arg(0)), a.arg(1))};
    case kBury:
        return {diceId(a.arg(0)), yardId(me)};
    case kTrotMove:
        return {spaceId(card(a.arg(0)), a.arg(1)), spaceId(card(a.arg(2)), a.arg(3))};
    case kPileDog:
        return {spaceId(card(a.arg(0)), a.arg(1))};
    case kPileYard:
        return {yardDieId(me, a.arg(0))};
    default: // made by a button of the bar (an item too: addButtonItem in buildItems)
        return {buttonId(a)};
    }
}

std::string CiapkiTable::buttonId(const Action& a) {
    return "button/" + std::to_string(a.kind) + "/" + std::to_string(a.arg(0)) + "/" +
           std::to_string(a.arg(1)) + "/" + std::to_string(a.arg(2)) + "/" + std::to_string(a.arg(3));
}

void CiapkiTable::buildItems(ui::HitMap& items) {
    relayout();
    if (!hasView()) return;
    const View& v = view();
    for (int pos = 0; pos < kPositions; ++pos) {
        ui::TableItem it;
        it.id = tileId(pos + 1);
        it.rect = tileRect(pos);
        it.zone = ui::Zone::Offer;
        it.kind = kTileItem;
        it.index = pos + 1;
        const int t = v.positions[static_cast<std::size_t>(pos)].top();
        it.name = t ? tr("Tile %1: %2").arg(pos + 1).arg(art::tileLabel(t)) : tr("Tile %1").arg(pos + 1);
        it.description = !t                       ? tr("not yet turned up")
                         : (v.faceDown >> t & 1U) ? tr("used until the next reset")
                                                  : tr("face up");
        const int onTile = t ? v.tileTreats[static_cast<std::size_t>(t)] : 0; // plain for lupdate
        if (onTile)
            it.description +=
                art::qs(text::sayN("ciapki", ", %n treat on it", ", %n treats on it", onTile).str());
        it.tooltip = tileTip(pos);
        items.add(std::move(it));
    }
    // The dice of the roll: an item each; the dice of one face stand for one step ("dice/<face>").
    const int shown = countTotal(v.hand) + v.rolling;
    int k = 0;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < v.hand[f]; ++i, ++k) {
            ui::TableItem it;
            it.step = diceId(static_cast<int>(f + 1));
            it.id = it.step + "/" + std::to_string(i);
            it.rect = handDieRect(k, shown);
            it.zone = ui::Zone::Board;
            it.kind = kRollDie;
            it.index = static_cast<int>(f + 1);
            it.name = tr("Rolled %1").arg(f + 1);
            const int showing = v.hand[f];
            it.description =
                art::qs(text::sayN("ciapki", "%n die of this roll showing {face}",
                                   "%n dice of this roll showing {face}", showing)("face"_a = f + 1));
            it.tooltip = tr("A die of this roll: choose it, then a matching empty space or your yard");
            items.add(std::move(it));
        }
    {
        ui::TableItem deck;
        deck.id = "deck";
        deck.rect = deckRect();
        deck.zone = ui::Zone::Board;
        deck.kind = kDeckItem;
        deck.name = tr("Dog deck");
        deck.description =
            v.deckTop ? tr("top: %1, %2 more under it").arg(art::qs(dogInfo(v.deckTop).name)).arg(v.deckLeft)
                      : tr("%1 cards").arg(v.deckLeft);
        deck.tooltip = deckTip();
        items.add(std::move(deck));
        // Counted heaps: what they hold is told, nothing in them is picked.
        auto addHeap = [&](std::string id, const QRectF& rect, const QString& name, const QString& count) {
            ui::TableItem heap;
            heap.id = std::move(id);
            heap.rect = rect;
            heap.kind = kOther;
            heap.name = name;
            heap.description = count;
            items.add(std::move(heap));
        };
        addHeap("pool", poolRect(), tr("Dice pool"), tr("%1 dice").arg(v.pool));
        addHeap("supply", supplyRect(), tr("Treat supply"), tr("%1 treats").arg(v.supply));
    }
    for (int s = 0; s < v.players; ++s) {
        const PlayerArea& a = areaOf(s);
        const ui::Zone zone = s == bottomSeat() ? ui::Zone::Own : ui::Zone::Others;
        for (int d = 0; d < a.nDogs; ++d) {
            const DogSlot& dog = a.dogs[static_cast<std::size_t>(d)];
            const auto& info = dogInfo(dog.card);
            ui::TableItem it;
            it.id = dogId(dog.card);
            it.rect = dogRect(s, d);
            it.zone = zone;
            it.kind = kDogItem;
            it.seat = s;
            it.index = d;
            it.name = tr("%1 (%2's dog)").arg(art::qs(info.name), seatName(s));
            it.description =
                art::qs(text::sayN("ciapki", "{filled} of {spaces} spaces filled, %n paw print",
                                   "{filled} of {spaces} spaces filled, %n paw prints", info.paws)(
                    "filled"_a = std::popcount(static_cast<unsigned>(dog.filled)), "spaces"_a = info.spaces));
            it.tooltip = dogTip(s, d);
            items.add(std::move(it));
            for (int sp = 0; sp < info.spaces; ++sp) {
                ui::TableItem space;
                space.id = spaceId(dog.card, sp);
                space.rect = spaceRect(s, d, sp);
                space.zone = zone;
                space.kind = kSpaceItem;
                space.seat = s;
                space.index = d * 8 + sp;
                const int value = info.values[static_cast<std::size_t>(sp)];
                space.name = tr("%1, space %2").arg(art::qs(info.name)).arg(value);
                space.description = (dog.filled >> sp & 1U) ? tr("holds a %1").arg(value)
                                                            : tr("empty, takes a %1").arg(value);
                space.tooltip = dogTip(s, d);
                items.add(std::move(space));
            }
        }
        ui::TableItem yard;
        yard.id = yardId(s);
        yard.rect = yardRect(s);
        yard.zone = zone;
        yard.kind = kYardItem;
        yard.seat = s;
        yard.name = tr("%1's yard").arg(seatName(s));
        yard.description =
            tr("%1, total %2 of %3").arg(art::countsWords(a.yard)).arg(a.yardTotal()).arg(v.bustAbove);
        yard.tooltip = yardTip(s);
        items.add(std::move(yard));
        // Dogpile may take a buried die back: those dice are items of their own.
        int k = 0;
        for (std::size_t f = 0; f < 6; ++f)
            for (int i = 0; i < a.yard[f]; ++i, ++k) {
                if (!(s == v.active && isLegal(Action(kPileYard, static_cast<int>(f + 1))))) continue;
                ui::TableItem die;
                die.step = yardDieId(s, static_cast<int>(f + 1));
                die.id = die.step + "/" + std::to_string(i);
                die.rect = yardDieRect(s, k);
                die.zone = zone;
                die.kind = kYardDie;
                die.seat = s;
                die.index = static_cast<int>(f + 1);
                die.name = tr("Buried %1").arg(f + 1);
                die.description = tr("in %1's yard").arg(seatName(s));
                die.tooltip = yardTip(s);
                items.add(std::move(die));
            }
    }
    if (v.solo) {
        ui::TableItem pies;
        pies.id = "pies";
        pies.rect = seatRect(kPies);
        pies.zone = ui::Zone::Others;
        pies.kind = kOther;
        pies.name = tr("Pies (solo automaton)");
        pies.description = art::qs(text::sayN("ciapki", "scored {scored} of {win}, %n treat",
                                              "scored {scored} of {win}, %n treats",
                                              v.piesTreats)("scored"_a = v.piesNScored, "win"_a = v.winDogs));
        pies.tooltip =
            tr("Pies rolls a die each turn: a face-up tile at that number is turned over (Pies takes its "
               "treats); a used tile gives Pies the top dog. With %1 or more treats Pies hands them all "
               "back for another dog.")
                .arg(v.piesCashIn);
        items.add(std::move(pies));
        { // Pies's die, below the roll (the guided game talks about it; its place before the first roll)
            ui::TableItem die;
            die.id = "pies/die";
            die.rect = piesDieRect();
            die.zone = ui::Zone::Board;
            die.kind = kOther;
            die.name = tr("Pies's last die");
            die.description = v.lastPies ? tr("it showed %1").arg(v.lastPies) : tr("not rolled yet");
            items.add(std::move(die));
        }
    }
    // The bar's buttons, in the bar's order; one that stands for an item's step (Dogpile's "From
    // yard") makes that step.
    for (std::size_t i = 0; i < m_buttons.size() && i < m_buttonActions.size(); ++i) {
        const Action& a = m_buttonActions[i];
        const auto steps = stepsOf(a);
        addButtonItem(items, m_buttons[i], buttonId(a) + "/" + std::to_string(i), ui::Zone::Panel,
                      steps.size() == 1 ? steps.front() : std::string());
    }
}

void CiapkiTable::paintLook(QPainter& p, const ui::TableItem& item, Look look) {
    // The table's own looks: its corner radii, and the gold ring of a picked die (or Trot's).
    const double radius = item.kind == kRollDie                              ? 6
                          : item.kind == kSpaceItem || item.kind == kYardDie ? 5
                                                                             : 8;
    switch (look) {
    case Look::Target:
        if (item.kind == kRollDie && pickedFace() != 0) return; // a die is picked: its targets are shown
        ui::drawLegalHighlight(p, item.rect, radius);
        return;
    case Look::Hover:
        ui::drawHoverOutline(p, item.rect, radius);
        return;
    case Look::Chosen: {
        const double m = item.kind == kRollDie ? 3 : 2;
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor("#ffd54a"), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(item.rect.adjusted(-m, -m, m, m), radius, radius);
        p.restore();
        return;
    }
    default:
        Base::paintLook(p, item, look);
        return;
    }
}

void CiapkiTable::explainItem(const ui::TableItem& item) {
    const View& v = view();
    if (hasView() && isInteractive()) {
        if (item.kind == kTileItem) {
            const int t = v.positions[static_cast<std::size_t>(item.index - 1)].top();
            if (v.phase == Phase::Choose && t) {
                emit statusMessage(tr("%1 is grey side up: it was already used").arg(art::tileLabel(t)));
                return;
            }
        } else if (item.kind == kRollDie && v.keepChoice) {
            emit statusMessage(tr("First choose which dice to keep (buttons below)"));
            return;
        } else if (item.kind == kSpaceItem && dicePhase(v)) {
            emit statusMessage(
                pickedFace() ? tr("That space does not take a %1 (or is not empty)").arg(pickedFace())
                             : tr("Choose a die of the roll first, then a matching space or your yard"));
            return;
        } else if (item.kind == kYardItem && dicePhase(v) && pickedFace() == 0) {
            emit statusMessage(tr("Choose a die of the roll first"));
            return;
        }
    }
    Base::explainItem(item);
}

void CiapkiTable::choiceChanged() {
    // One kind of die left stays picked (clicking it again, as the hint says, keeps it) — unless a
    // hint shows another move: H takes the pick back and the cursor goes to the hint (play test:
    // with the die picked again at once, the hint "reroll" was never made by H, Enter).
    if (!picker().started())
        if (const int face = onlyFace();
            face != 0 && (hintSteps().empty() || hintSteps().front() == diceId(face)))
            clickItem(diceId(face) + "/0");
}

void CiapkiTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        focusedItem() == nullptr && legal().size() == 1) {
        choose(legal().front());
        return;
    }
    Base::keyPressEvent(event);
}

// ---------------------------------------------------------------------------------------------
// Texts of the items

QString CiapkiTable::tileTip(int position) const {
    const Position& pos = view().positions[static_cast<std::size_t>(position)];
    const int t = pos.top();
    if (!t) return tr("A tile not yet turned up");
    const auto& info = tileInfo(t);
    QString tip = tr("<b>%1 — %2</b> (%3, %4)")
                      .arg(position + 1)
                      .arg(art::tileTitle(t), art::qs(colourWord(info.colour)),
                           (view().faceDown >> t & 1U) ? tr("used until the next reset") : tr("face up"));
    tip += QStringLiteral("<br>") + art::stepsText(t).toHtmlEscaped().replace('\n', QStringLiteral("<br>"));
    const int treats = view().tileTreats[static_cast<std::size_t>(t)];
    if (treats) tip += tr("<br>Treats on it: %1 (they go to whoever picks it)").arg(treats);
    if (pos.size > 1)
        tip += tr("<br>Stack of %1 %2 tiles (off-leash)").arg(pos.size).arg(art::qs(colourWord(info.colour)));
    return tip;
}

QString CiapkiTable::dogTip(int seat, int dog) const {
    const auto& d = areaOf(seat).dogs[static_cast<std::size_t>(dog)];
    const auto& info = dogInfo(d.card);
    QStringList vals;
    for (int s = 0; s < info.spaces; ++s)
        vals << QStringLiteral("%1%2")
                    .arg(info.values[static_cast<std::size_t>(s)])
                    .arg((d.filled >> s & 1U) ? tr(" (filled)") : QString());
    return tr("<b>%1</b> (%2's dog)<br>Spaces: %3<br>Paw prints: %4")
        .arg(art::qs(info.name), seatName(seat), vals.join(QStringLiteral(", ")))
        .arg(info.paws);
}

QString CiapkiTable::deckTip() const {
    if (!view().deckTop) return tr("The dog deck is empty");
    const auto& info = dogInfo(view().deckTop);
    QStringList vals;
    for (int s = 0; s < info.spaces; ++s)
        vals << QString::number(info.values[static_cast<std::size_t>(s)]);
    return tr("Top of the dog deck: <b>%1</b> (spaces %2, paw prints %3); %4 cards under it")
        .arg(art::qs(info.name), vals.join(QStringLiteral(", ")))
        .arg(info.paws)
        .arg(view().deckLeft);
}

QString CiapkiTable::yardTip(int seat) const {
    const PlayerArea& a = areaOf(seat);
    return tr("%1's yard: %2 (total %3). Above %4 is a bust: every die on this player's dogs and in the "
              "yard goes back.")
        .arg(seatName(seat), art::countsWords(a.yard))
        .arg(a.yardTotal())
        .arg(view().bustAbove);
}

} // namespace dogtable::games::ciapki
