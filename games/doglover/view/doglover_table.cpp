#include "doglover/view/doglover_table.h"

#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

#include "doglover/view/doglover_art.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover {

using art::qs;

namespace {

std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

QRectF lerp(const QRectF& a, const QRectF& b, double t) {
    return {a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

/// The fed badge: a word, a colour and a symbol (colour is never the only signal).
void drawFedBadge(QPainter& p, const QRectF& r, bool fed) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), 1));
    p.setBrush(fed ? QColor("#2e7d32") : QColor("#c62828"));
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p.setPen(Qt::white);
    const QStringList words =
        fed ? QStringList{QStringLiteral("✓ fed"), QStringLiteral("✓")}
            : QStringList{QStringLiteral("✗ not fed"), QStringLiteral("✗ no"), QStringLiteral("✗")};
    ui::drawFittedText(p, r.adjusted(2, 0, -2, 0), ui::firstThatFits(words, r.width() - 4, 11, true),
                       Qt::AlignCenter, 11, true);
    p.restore();
}

} // namespace

DogLoverTable::DogLoverTable(QWidget* parent) : ui::GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(minimumSizeHint());
    m_anim.setStartValue(0.0);
    m_anim.setEndValue(1.0);
    m_anim.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&m_anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_t = v.toDouble();
        update();
    });
    connect(&m_anim, &QVariantAnimation::finished, this, [this] {
        m_flights.clear();
        m_t = 1.0;
        update();
    });
}

DogLoverTable::~DogLoverTable() = default;

// ------------------------------------------------------------------------------------ state in

void DogLoverTable::showState(const GameState& state, Seat viewer, bool interactive) {
    const auto* s = dynamic_cast<const DogLoverState*>(&state);
    if (!s) return;
    m_state = state.clone();
    m_viewer = viewer;
    m_view = s->viewFor(viewer);
    if (m_view.phase < Phase::Guard) m_marks.clear(); // dealing a new game: nothing to recall
    m_marks.showing(state.hash());
    m_interactive = interactive;
    m_hasState = true;
    m_legal.clear();
    if (interactive) state.legalActions(m_legal);
    // keep the selected trick if it is still ours; pick the only one otherwise
    const Seat me = viewer >= 0 && viewer < static_cast<int>(m_view.players.size()) ? viewer : -1;
    if (me >= 0) {
        const auto& tricks = m_view.players[ix(me)].tricks;
        if (std::find(tricks.begin(), tricks.end(), m_selectedTrick) == tricks.end())
            m_selectedTrick = tricks.size() == 1 ? tricks.front() : -1;
    }
    if (!std::any_of(m_legal.begin(), m_legal.end(), [](const Action& a) { return a.kind == kFetch; }))
        m_fetchMode = false;
    // A picked card stays picked while it is still the viewer's to place.
    if (m_selectedCard != kNoCard) {
        bool still = false;
        if (interactive && me >= 0 && me == m_view.current) {
            const Area& area = m_view.players[ix(me)].area;
            const CardId c = m_selectedCard;
            still = (c == kWalk && m_view.pendingWalks > 0) || (handSlot(c) >= 0 && area.handCount(c) > 0) ||
                    std::find(m_view.pendingTraits.begin(), m_view.pendingTraits.end(), c) !=
                        m_view.pendingTraits.end() ||
                    std::find(m_view.unresolvedFood.begin(), m_view.unresolvedFood.end(), c) !=
                        m_view.unresolvedFood.end();
        }
        if (!still) m_selectedCard = kNoCard;
    }
    // A confirmed End turn goes on by itself through what leaves no choice (one step per state).
    if (m_view.phase != Phase::Settle && m_view.phase != Phase::Penalty) m_settleAfterEnd = false;
    if (m_settleAfterEnd && interactive && m_view.phase == Phase::Settle) {
        const std::uint64_t hash = state.hash();
        QTimer::singleShot(0, this, [this, hash] { settleStep(hash); });
    }
    if (!m_flights.empty() && ui::animationMs(250) > 0) {
        m_anim.stop();
        m_anim.setDuration(ui::animationMs(250));
        m_t = 0.0;
        m_anim.start();
    } else {
        m_flights.clear();
    }
    update();
}

void DogLoverTable::clearTable() {
    m_hasState = false;
    m_state.reset();
    m_legal.clear();
    m_flights.clear();
    m_anim.stop();
    update();
}

void DogLoverTable::noteAction(const GameState& before, const Action& action) {
    m_flights.clear();
    const auto* s = dynamic_cast<const DogLoverState*>(&before);
    if (!s) return;
    const Seat actor = s->turnSeat();
    m_marks.acted(s->currentSeat(), before.hash()); // chance steps count too (for undo), without marks
    if (s->currentSeat() >= 0) { // a player's action: remember the cells it took cards from
        if (action.kind == kDraft) {
            const auto ps = placements(static_cast<TrickId>(action.arg(0)));
            if (action.arg(1) >= 0 && ix(action.arg(1)) < ps.size())
                for (int c = 0; c < 9; ++c)
                    if (ps[ix(action.arg(1))].mask >> c & 1U) m_marks.mark(c);
        } else if (action.kind == kFetch && action.arg(0) >= 0 && action.arg(0) < 9) {
            m_marks.mark(action.arg(0));
        }
    }
    if (m_cellRect[0].isEmpty()) return;
    if (action.kind == kDraft) {
        auto ps = placements(static_cast<TrickId>(action.arg(0)));
        if (action.arg(1) < 0 || ix(action.arg(1)) >= ps.size()) return;
        const auto mask = ps[ix(action.arg(1))].mask;
        for (int c = 0; c < 9; ++c)
            if (mask >> c & 1U) {
                const CardId card = s->gridAt(c);
                if (card != kNoCard)
                    m_flights.push_back({card, m_cellRect[ix(c)], destinationFor(actor, card)});
            }
    } else if (action.kind == kFetch && action.arg(0) >= 0 && action.arg(0) < 9) {
        const CardId card = s->gridAt(action.arg(0));
        m_flights.push_back({card, m_cellRect[ix(action.arg(0))], destinationFor(actor, card)});
    } else if (action.kind == kDeal && s->phase() == Phase::Refill && !s->isLastTurnOver()) {
        for (int c = 0; c < 9; ++c)
            if (s->gridAt(c) == kNoCard) {
                m_flights.push_back({static_cast<CardId>(action.arg(0)), m_pileRect, m_cellRect[ix(c)]});
                break;
            }
    }
}

QRectF DogLoverTable::destinationFor(Seat seat, CardId c) const {
    if (seat != m_viewer) {
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

bool DogLoverTable::isLegal(const Action& a) const {
    return std::binary_search(m_legal.begin(), m_legal.end(), a);
}

QString DogLoverTable::reasonFor(const Action& a) const {
    if (!m_state) return {};
    if (!m_interactive) return QStringLiteral("It is not your turn.");
    auto copy = m_state->clone();
    return qs(copy->apply(a).reason);
}

QString DogLoverTable::describe(const Action& a) const {
    return m_state ? qs(m_state->describe(a, m_viewer)) : QString();
}

QString DogLoverTable::choiceText(const Action& a) const {
    const std::string rulesWords = doglover::choiceText(m_view, a);
    return rulesWords.empty() ? describe(a) : qs(rulesWords);
}

void DogLoverTable::choose(const Action& a) {
    if (!m_interactive) return;
    if (!isLegal(a)) {
        emit statusMessage(reasonFor(a));
        return;
    }
    m_fetchMode = false;
    emit actionChosen(a);
}

void DogLoverTable::selectTrick(int trick, int quarters) {
    m_selectedTrick = trick;
    m_rotation = ((quarters % 4) + 4) % 4;
    m_fetchMode = false;
    update();
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
    if (!a) return QStringLiteral("choose one of your tricks first");
    return isLegal(*a) ? QString() : reasonFor(*a);
}

std::vector<Action> DogLoverTable::actionsForCard(CardId c) const {
    std::vector<Action> out;
    for (const Action& a : m_legal) {
        const bool match = (a.kind == kTuck && a.arg(1) == c) || (a.kind == kAttach && a.arg(1) == c) ||
                           (a.kind == kFood && a.arg(0) == c) || (a.kind == kDiscardTrait && a.arg(0) == c) ||
                           (a.kind == kDiscardWalk && c == kWalk);
        if (match) out.push_back(a);
    }
    return out;
}

std::vector<Action> DogLoverTable::actionsFor(const Hit& hit) const {
    switch (hit.kind) {
    case HitKind::HandCard:
    case HitKind::PendingWalk:
    case HitKind::PendingTrait:
    case HitKind::PendingFood:
        return actionsForCard(static_cast<CardId>(hit.card));
    case HitKind::Dog: {
        std::vector<Action> out;
        if (hit.seat != m_viewer) return out;
        for (const Action& a : m_legal)
            if (((a.kind == kTuck || a.kind == kAttach) && a.arg(0) == hit.index) ||
                (a.kind == kFood && a.arg(1) == hit.index))
                out.push_back(a);
        return out;
    }
    default:
        return {};
    }
}

QRectF DogLoverTable::dogRect(Seat seat, int dog) const {
    for (const Hit& h : m_hits)
        if (h.kind == HitKind::Dog && h.seat == seat && h.index == dog) return h.rect;
    return {};
}

QRectF DogLoverTable::cardRect(CardId c) const {
    for (const Hit& h : m_hits)
        if ((h.kind == HitKind::HandCard || h.kind == HitKind::PendingWalk ||
             h.kind == HitKind::PendingTrait || h.kind == HitKind::PendingFood) &&
            h.card == c)
            return h.rect;
    return {};
}

const DogLoverTable::Hit* DogLoverTable::hitAt(const QPointF& pos) const {
    for (auto it = m_hits.rbegin(); it != m_hits.rend(); ++it)
        if (it->rect.contains(pos)) return &*it;
    return nullptr;
}

QString DogLoverTable::anchorFor(const Hit& hit) const {
    switch (hit.kind) {
    case HitKind::GridCell:
        return hit.card >= 0 ? art::rulesAnchor(static_cast<CardId>(hit.card)) : QStringLiteral("your-turn");
    case HitKind::GuardLine:
        return QStringLiteral("the-watch-dog");
    case HitKind::MyTrick:
    case HitKind::TrickOffer:
        return QStringLiteral("tricks");
    case HitKind::ShelterOffer:
        return QStringLiteral("shelter-dogs");
    case HitKind::PendingWalk:
    case HitKind::PendingTrait:
        return QStringLiteral("end-of-turn");
    case HitKind::EndTurn:
        return QStringLiteral("end-of-turn");
    case HitKind::ScoreToggle:
        return QStringLiteral("scoring");
    case HitKind::DrawPile:
        return hit.card == kFetchCard ? QStringLiteral("fetch") : QStringLiteral("end-of-the-game");
    default:
        return hit.card >= 0 ? art::rulesAnchor(static_cast<CardId>(hit.card)) : QStringLiteral("your-turn");
    }
}

QString DogLoverTable::rulesSection() const {
    if (m_hoverIndex >= 0 && ix(m_hoverIndex) < m_hits.size()) return anchorFor(m_hits[ix(m_hoverIndex)]);
    if (!m_hasState) return QStringLiteral("overview");
    switch (m_view.phase) {
    case Phase::Settle:
        return QStringLiteral("end-of-turn");
    case Phase::Penalty:
        return QStringLiteral("traits");
    case Phase::Over:
        return QStringLiteral("scoring");
    case Phase::Guard:
        return QStringLiteral("setup");
    default:
        return QStringLiteral("your-turn");
    }
}

QString DogLoverTable::tooltipFor(const Hit& hit) const {
    switch (hit.kind) {
    case HitKind::MyTrick:
    case HitKind::TrickOffer:
        return art::trickTooltip(static_cast<TrickId>(hit.card));
    case HitKind::GuardLine:
        return QStringLiteral("Put the watch dog by the %1").arg(qs(lineName(static_cast<Line>(hit.index))));
    case HitKind::DrawPile:
        if (hit.card == kFetchCard) return art::tooltip(kFetchCard);
        return qs(drawPileText(m_view));
    case HitKind::PendingWalk:
        return QStringLiteral("A walk waiting for a dog. Drag it onto a dog or click it. If no dog can take "
                              "it when the turn ends, it is discarded.");
    case HitKind::EndTurn:
        return QStringLiteral("End your turn (Enter). Pending walks and traits are settled first.");
    case HitKind::ScoreToggle:
        return QStringLiteral("Show or hide the live score estimates (S).");
    case HitKind::MoreButton:
        return QStringLiteral("Every action open to you now, as a list.");
    case HitKind::Choice:
        return describe(hit.action);
    case HitKind::Dog: {
        if (hit.seat < 0 || ix(hit.seat) >= m_view.players.size()) return {};
        const PlayerView& pv = m_view.players[ix(hit.seat)];
        const DogSlot& d = pv.area.dogs[ix(hit.index)];
        QString html = art::tooltip(d.card);
        if (d.trait != kNoCard) html += QStringLiteral("<hr>Trait: ") + art::tooltip(d.trait);
        QStringList tucked;
        for (int s = 0; s < kTuckKinds; ++s)
            if (d.tucked[ix(s)] > 0)
                tucked << QStringLiteral("%1 ×%2").arg(qs(displayName(tuckCard(s)))).arg(d.tucked[ix(s)]);
        if (!tucked.isEmpty()) html += QStringLiteral("<hr>Tucked: ") + tucked.join(QStringLiteral(", "));
        if (ix(hit.index) < pv.fed.size())
            html += QStringLiteral("<hr>") + qs(fedText(pv.fed[ix(hit.index)]));
        return html;
    }
    case HitKind::GridCell: {
        QString html =
            hit.card >= 0 && hit.card < kCardIds ? art::tooltip(static_cast<CardId>(hit.card)) : QString();
        QStringList names;
        for (int seat : m_marks.actorsAt(hit.index, m_viewer))
            names << qs(m_state ? m_state->playerName(seat) : std::string());
        if (!names.isEmpty())
            html += QStringLiteral("%1<i>Since your last turn %2 took the card that lay here.</i>")
                        .arg(html.isEmpty() ? QString() : QStringLiteral("<hr>"),
                             names.join(QStringLiteral(", ")));
        return html;
    }
    default:
        if (hit.card >= 0 && hit.card < kCardIds) return art::tooltip(static_cast<CardId>(hit.card));
        return {};
    }
}

Seat DogLoverTable::actingSeat() const {
    // Whose decision it is: the turn's player, or the last seat placing the watch dog; nobody at the end.
    if (!m_state) return kNoSeat;
    const Seat s = m_state->currentSeat();
    return s >= 0 ? s : (m_view.phase == Phase::Over ? kNoSeat : m_view.current);
}

std::vector<std::pair<int, Seat>> DogLoverTable::recentCells() const {
    std::vector<std::pair<int, Seat>> out;
    for (const auto& m : m_marks.shownTo(m_viewer))
        out.emplace_back(m.place, m.seat);
    std::sort(out.begin(), out.end());
    return out;
}

// ------------------------------------------------------------------------------------ input

void DogLoverTable::mouseMoveEvent(QMouseEvent* event) {
    m_mouse = event->position();
    m_underMouse = true;
    if (m_pressed && !m_dragging && (m_mouse - m_pressPos).manhattanLength() > 6) m_dragging = true;
    int hover = -1;
    for (int i = static_cast<int>(m_hits.size()) - 1; i >= 0; --i)
        if (m_hits[ix(i)].rect.contains(m_mouse)) {
            hover = i;
            break;
        }
    if (hover != m_hoverIndex) {
        m_hoverIndex = hover;
        if (hover >= 0 && m_hits[ix(hover)].kind == HitKind::GridCell && m_selectedTrick >= 0 &&
            !m_fetchMode && m_interactive) {
            const QString why = draftProblemAt(m_hits[ix(hover)].index);
            emit statusMessage(
                why.isEmpty() ? QStringLiteral("Click to take these cards (R or the wheel turns the trick)")
                              : why);
        }
    }
    update();
}

void DogLoverTable::leaveEvent(QEvent*) {
    m_hoverIndex = -1;
    m_underMouse = false;
    update();
}

void DogLoverTable::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    m_pressPos = event->position();
    m_dragging = false;
    const Hit* h = hitAt(event->position());
    m_pressed.reset();
    if (h) m_pressed = *h;
}

void DogLoverTable::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_pressed) return;
    const Hit source = *m_pressed;
    m_pressed.reset();
    const Hit* target = hitAt(event->position());
    if (m_dragging) {
        m_dragging = false;
        dropOn(source, target);
        update();
        return;
    }
    if (!target || target->kind != source.kind || target->index != source.index) return;
    const Hit& h = *target;
    switch (h.kind) {
    case HitKind::GridCell:
        if (m_fetchMode) {
            choose(Action(kFetch, h.index));
        } else if (auto a = draftAt(h.index)) {
            choose(*a);
        } else {
            emit statusMessage(m_view.drafted ? QStringLiteral("You have drafted this turn.")
                                              : QStringLiteral("Choose one of your tricks first."));
        }
        break;
    case HitKind::GuardLine:
        choose(Action(kGuard, h.index));
        break;
    case HitKind::MyTrick:
        if (m_selectedTrick == h.card)
            m_rotation = (m_rotation + 1) % 4;
        else
            selectTrick(h.card, 0);
        break;
    case HitKind::TrickOffer:
        choose(Action(kLearn, h.index));
        break;
    case HitKind::ShelterOffer:
        choose(Action(kRescue, h.index));
        break;
    case HitKind::FetchCard:
        if (std::any_of(m_legal.begin(), m_legal.end(), [](const Action& a) { return a.kind == kFetch; })) {
            m_fetchMode = !m_fetchMode;
            emit statusMessage(m_fetchMode ? QStringLiteral("Fetch: click the grid card to take")
                                           : QString());
        } else {
            emit statusMessage(reasonFor(Action(kFetch, 0)));
        }
        break;
    case HitKind::EndTurn:
        endTurnClicked();
        break;
    case HitKind::ScoreToggle:
        m_showScores = !m_showScores;
        break;
    case HitKind::Choice:
        choose(h.action);
        break;
    case HitKind::MoreButton:
        openMenuFor(h, event->globalPosition().toPoint());
        break;
    case HitKind::HandCard:
    case HitKind::PendingWalk:
    case HitKind::PendingTrait:
    case HitKind::PendingFood:
        cardClicked(h, event->globalPosition().toPoint());
        break;
    case HitKind::Dog:
        dogClicked(h, event->globalPosition().toPoint());
        break;
    case HitKind::DrawPile:
        break;
    }
    update();
}

void DogLoverTable::dropOn(const Hit& source, const Hit* target) {
    if (!target || target->kind != HitKind::Dog || target->seat != m_viewer) return;
    const auto c = static_cast<CardId>(source.card);
    std::optional<Action> a;
    switch (source.kind) {
    case HitKind::HandCard:
    case HitKind::PendingWalk:
        a = Action(kTuck, target->index, c);
        break;
    case HitKind::PendingTrait:
        a = Action(kAttach, target->index, c);
        break;
    case HitKind::PendingFood:
        a = Action(kFood, c, target->index);
        break;
    default:
        break;
    }
    if (a) choose(*a);
}

void DogLoverTable::openMenuFor(const Hit& hit, const QPoint& globalPos) {
    std::vector<Action> acts;
    if (hit.kind == HitKind::MoreButton) {
        for (const Action& a : m_legal)
            if (a.kind != kDraft) acts.push_back(a);
    } else {
        acts = actionsFor(hit);
    }
    if (acts.empty()) {
        if (hit.kind == HitKind::HandCard && m_interactive)
            emit statusMessage(reasonFor(Action(kTuck, 0, hit.card)));
        return;
    }
    QMenu menu(this);
    menu.setToolTipsVisible(true);
    for (const Action& a : acts) {
        QAction* item = menu.addAction(choiceText(a));
        item->setToolTip(describe(a));
        connect(item, &QAction::triggered, this, [this, a] { choose(a); });
    }
    menu.exec(globalPos);
}

void DogLoverTable::cardClicked(const Hit& hit, const QPoint& globalPos) {
    const auto c = static_cast<CardId>(hit.card);
    if (!m_interactive || hit.seat != m_viewer) {
        openMenuFor(hit, globalPos);
        return;
    }
    if (m_selectedCard == c) { // a second click puts it back
        m_selectedCard = kNoCard;
        emit statusMessage(QString());
        return;
    }
    m_selectedCard = c;
    const auto acts = actionsForCard(c);
    const bool onDog = std::any_of(acts.begin(), acts.end(), [](const Action& a) {
        return a.kind == kTuck || a.kind == kAttach || (a.kind == kFood && a.arg(1) >= 0);
    });
    if (onDog) {
        emit statusMessage(
            QStringLiteral("%1 picked: click a dog to put it there (or drag it)").arg(qs(displayName(c))));
    } else if (isTrait(c) || c == kWalk) {
        emit statusMessage(qs(noDogText(m_view, c)));
    } else if (acts.empty()) {
        emit statusMessage(reasonFor(Action(kTuck, 0, c)));
    }
    if (!acts.empty()) openMenuFor(hit, globalPos);
    update();
}

void DogLoverTable::dogClicked(const Hit& hit, const QPoint& globalPos) {
    if (m_selectedCard != kNoCard && m_interactive && hit.seat == m_viewer) {
        // The picked card goes to this dog, or the engine says why it cannot: never another card.
        const CardId c = m_selectedCard;
        const Action a = isTrait(c)      ? Action(kAttach, hit.index, c)
                         : isFoodCard(c) ? Action(kFood, c, hit.index)
                                         : Action(kTuck, hit.index, c);
        if (isLegal(a)) {
            m_selectedCard = kNoCard;
            choose(a);
        } else {
            emit statusMessage(QStringLiteral("%1: %2").arg(qs(displayName(c)), reasonFor(a)));
        }
        return;
    }
    openMenuFor(hit, globalPos);
}

void DogLoverTable::endTurnClicked() {
    const Action end(kEndTurn);
    if (!isLegal(end)) {
        emit statusMessage(reasonFor(end));
        return;
    }
    QStringList warnings;
    for (const std::string& w : endTurnWarnings(m_view))
        warnings << qs(w);
    if (!warnings.isEmpty() && isVisible() && QGuiApplication::platformName() != QLatin1String("offscreen")) {
        const auto answer = QMessageBox::question(this, QStringLiteral("End the turn?"),
                                                  QStringLiteral("Before the turn ends:\n• ") +
                                                      warnings.join(QStringLiteral("\n• ")) +
                                                      QStringLiteral("\n\nEnd the turn now?"));
        if (answer != QMessageBox::Yes) return;
    }
    m_settleAfterEnd = true; // what the warnings announced now happens without more clicks
    choose(end);
}

void DogLoverTable::settleStep(std::uint64_t stateHash) {
    if (!m_settleAfterEnd || !m_state || !m_interactive || m_view.phase != Phase::Settle ||
        m_state->hash() != stateHash)
        return;
    // One pending item at a time: the first whose fate is forced (one dog can take it, or none).
    std::map<int, std::vector<Action>> byItem; // the walk or a trait -> its legal actions
    for (const Action& a : m_legal) {
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
        open << (item == kWalk ? QStringLiteral("the walk") : qs(displayName(static_cast<CardId>(item))));
    if (!open.isEmpty())
        emit statusMessage(QStringLiteral("To end the turn, choose a dog for %1: click it, then the dog")
                               .arg(open.join(QStringLiteral(", "))));
}

void DogLoverTable::wheelEvent(QWheelEvent* event) {
    if (m_selectedTrick < 0) return;
    m_rotation = (m_rotation + (event->angleDelta().y() < 0 ? 1 : 3)) % 4;
    update();
    event->accept();
}

void DogLoverTable::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_R:
        m_rotation = (m_rotation + (event->modifiers() & Qt::ShiftModifier ? 3 : 1)) % 4;
        update();
        break;
    case Qt::Key_Escape:
        m_fetchMode = false;
        m_selectedTrick = -1;
        m_selectedCard = kNoCard;
        update();
        break;
    case Qt::Key_S:
        m_showScores = !m_showScores;
        update();
        break;
    case Qt::Key_F1:
        emit rulesRequested(rulesSection());
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (isLegal(Action(kEndTurn))) endTurnClicked();
        break;
    default:
        ui::GameView::keyPressEvent(event);
    }
}

void DogLoverTable::contextMenuEvent(QContextMenuEvent* event) {
    const Hit* h = hitAt(event->pos());
    const QString anchor = h ? anchorFor(*h) : rulesSection();
    QMenu menu(this);
    QAction* rules = menu.addAction(QStringLiteral("Rules: %1").arg(anchor));
    connect(rules, &QAction::triggered, this, [this, anchor] { emit rulesRequested(anchor); });
    menu.exec(event->globalPos());
}

bool DogLoverTable::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const Hit* h = hitAt(help->pos());
        const QString text = withElidedText(help->pos(), h ? tooltipFor(*h) : QString());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return ui::GameView::event(e);
}

// ------------------------------------------------------------------------------------ painting

void DogLoverTable::layout() {
    const double W = width(), H = height();
    const double u = std::min(W / 1280.0, H / 800.0);
    const double m = 8;
    const double myH = std::round(H * 0.34);
    m_myRect = QRectF(m, H - myH - m, W - 2 * m, myH);
    const double midTop = m, midBottom = m_myRect.top() - m;
    const double gm = std::max(20.0, 24 * u), gap = 6;
    m_cardH = (midBottom - midTop - 2 * gm - 2 * gap) / 3;
    m_cardW = m_cardH * 0.72;
    m_pileRect = QRectF(m + 6, midTop + gm, m_cardW, m_cardH);
    const double gridLeft = m_pileRect.right() + 24 + gm;
    m_gridRect = QRectF(gridLeft, midTop + gm, 3 * m_cardW + 2 * gap, 3 * m_cardH + 2 * gap);
    for (int c = 0; c < 9; ++c)
        m_cellRect[ix(c)] = QRectF(gridLeft + (c % 3) * (m_cardW + gap),
                                   m_gridRect.top() + (c / 3) * (m_cardH + gap), m_cardW, m_cardH);
    m_midRect = QRectF(m, midTop, W - 2 * m, midBottom - midTop);
    // opponents on the right, stacked
    const double oppLeft = m_gridRect.right() + gm + 16 + 2 * (m_cardW + 12) + 8;
    const int n = static_cast<int>(m_view.players.size());
    const Seat bottom = (m_viewer >= 0 && m_viewer < n) ? m_viewer : m_view.current;
    m_oppRect.assign(ix(std::max(n, 0)), QRectF());
    const int others = std::max(1, n - 1);
    const double oh = (midBottom - midTop - (others - 1) * 6) / others;
    int k = 0;
    for (Seat s = 0; s < n; ++s) {
        if (s == bottom) continue;
        m_oppRect[ix(s)] = QRectF(oppLeft, midTop + k * (oh + 6), W - m - oppLeft, oh);
        ++k;
    }
}

void DogLoverTable::paintButton(QPainter& p, const QRectF& r, const QString& text, bool enabled, bool hot) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#3e2f23"), 1.2));
    p.setBrush(enabled ? (hot ? QColor("#ffe0a3") : QColor("#ffd27f")) : QColor("#d6d0c4"));
    p.drawRoundedRect(r, 6, 6);
    p.setPen(enabled ? ui::textColour() : ui::mutedTextColour());
    ui::drawFittedText(p, r.adjusted(4, 0, -4, 0), text, Qt::AlignCenter, 13, true);
    p.restore();
}

void DogLoverTable::paintGrid(QPainter& p) {
    const bool fetchMode = m_fetchMode && m_interactive;
    int hoverCell = -1;
    for (int c = 0; c < 9 && m_underMouse; ++c)
        if (m_cellRect[ix(c)].contains(m_mouse)) hoverCell = c;
    // the guarded line: a dashed band around its cells
    if (m_view.guardPlaced) {
        const Line g = m_view.guard;
        QRectF band;
        for (int i = 0; i < 3; ++i) {
            const int cell = isRow(g) ? lineIndex(g) * 3 + i : i * 3 + lineIndex(g);
            band = band.isNull() ? m_cellRect[ix(cell)] : band.united(m_cellRect[ix(cell)]);
        }
        p.save();
        p.setPen(QPen(QColor("#f0d9a8"), 2, Qt::DashLine));
        p.setBrush(QColor(255, 255, 255, 28));
        p.drawRoundedRect(band.adjusted(-4, -4, 4, 4), 8, 8);
        p.restore();
    }
    for (int c = 0; c < 9; ++c) {
        const QRectF& r = m_cellRect[ix(c)];
        // A card of the final refill came after the last turn: the game is over, the cell stays empty.
        const CardId card = (m_view.lateCells >> c & 1U) ? kNoCard : m_view.grid[ix(c)];
        if (card == kNoCard) {
            p.save();
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r, 6, 6);
            p.restore();
        } else {
            art::drawCard(p, r, card);
        }
        if (fetchMode && isLegal(Action(kFetch, c))) ui::drawLegalHighlight(p, r);
        m_hits.push_back({HitKind::GridCell, r, -1, c, card == kNoCard ? -1 : card, {}});
    }
    // what the others took since this player's last turn: the cells, framed in their colour
    for (const auto& m : m_marks.shownTo(m_viewer))
        ui::drawRecentMark(p, m_cellRect[ix(m.place)].adjusted(-3, -3, 3, 3), m.seat);
    // the draft preview under the mouse
    if (hoverCell >= 0 && !fetchMode && m_selectedTrick >= 0 && m_interactive && !m_view.drafted &&
        m_view.phase == Phase::Turn) {
        if (auto pl = previewPlacement(hoverCell)) {
            const QString why = draftProblemAt(hoverCell);
            const bool ok = why.isEmpty();
            const QColor col = ok ? QColor(46, 160, 67) : QColor(214, 69, 65);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            for (int c = 0; c < 9; ++c)
                if (pl->mask >> c & 1U) {
                    p.setPen(QPen(col, 4));
                    p.setBrush(QColor(col.red(), col.green(), col.blue(), 70));
                    p.drawRoundedRect(m_cellRect[ix(c)].adjusted(2, 2, -2, -2), 6, 6);
                    p.setPen(Qt::white);
                    ui::drawFittedText(p, m_cellRect[ix(c)].adjusted(4, 4, -4, -4),
                                       ok ? QStringLiteral("✓") : QStringLiteral("✗"),
                                       Qt::AlignRight | Qt::AlignBottom, 18, true);
                }
            // where the watch dog would go
            const int k = lineIndex(pl->star.line);
            QPointF sc =
                isRow(pl->star.line)
                    ? QPointF(pl->star.side == Side::Left ? m_gridRect.left() - 14 : m_gridRect.right() + 14,
                              m_cellRect[ix(k * 3)].center().y())
                    : QPointF(m_cellRect[ix(k)].center().x(),
                              pl->star.side == Side::Top ? m_gridRect.top() - 14 : m_gridRect.bottom() + 14);
            p.setOpacity(0.75);
            art::drawWatchDog(p, QRectF(sc.x() - 11, sc.y() - 11, 22, 22));
            p.setOpacity(1);
            if (!ok) {
                const QRectF box(m_gridRect.left() - 20, m_gridRect.bottom() + 2,
                                 m_gridRect.width() + 2 * m_cardW + 80, 20);
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0, 0, 0, 170));
                p.drawRoundedRect(box, 4, 4);
                p.setPen(QColor("#ffb3b0"));
                ui::drawFittedText(p, box.adjusted(4, 0, -4, 0), QStringLiteral("✗ ") + why, Qt::AlignCenter,
                                   12, true);
            }
            p.restore();
        }
    }
    // the watch dog token, or the markers to place it at setup
    if (m_view.phase == Phase::Guard) {
        for (int l = 0; l < 6; ++l) {
            const QRectF r =
                l < 3 ? QRectF(m_gridRect.left() - 26, m_cellRect[ix(l * 3)].center().y() - 12, 24, 24)
                      : QRectF(m_cellRect[ix(l - 3)].center().x() - 12, m_gridRect.top() - 26, 24, 24);
            p.save();
            p.setOpacity(0.55);
            art::drawWatchDog(p, r);
            p.restore();
            if (isLegal(Action(kGuard, l))) ui::drawLegalHighlight(p, r, 12);
            m_hits.push_back({HitKind::GuardLine, r, -1, l, -1, Action(kGuard, l)});
        }
    } else if (m_view.guardPlaced) {
        const Line g = m_view.guard;
        const int k = lineIndex(g);
        const double s = 24;
        QPointF c;
        switch (m_view.guardSide) {
        case Side::Top:
            c = {m_cellRect[ix(k)].center().x(), m_gridRect.top() - s / 2 - 1};
            break;
        case Side::Bottom:
            c = {m_cellRect[ix(k)].center().x(), m_gridRect.bottom() + s / 2 + 1};
            break;
        case Side::Left:
            c = {m_gridRect.left() - s / 2 - 1, m_cellRect[ix(k * 3)].center().y()};
            break;
        case Side::Right:
            c = {m_gridRect.right() + s / 2 + 1, m_cellRect[ix(k * 3)].center().y()};
            break;
        }
        if (!isRow(g) && !(m_view.guardSide == Side::Top || m_view.guardSide == Side::Bottom))
            c = {m_cellRect[ix(k)].center().x(), m_gridRect.top() - s / 2 - 1};
        if (isRow(g) && !(m_view.guardSide == Side::Left || m_view.guardSide == Side::Right))
            c = {m_gridRect.left() - s / 2 - 1, m_cellRect[ix(k * 3)].center().y()};
        art::drawWatchDog(p, QRectF(c.x() - s / 2, c.y() - s / 2, s, s));
        m_hits.push_back({HitKind::GuardLine, QRectF(c.x() - s / 2, c.y() - s / 2, s, s), -1, g, -1, {}});
    }
}

void DogLoverTable::paintMiddle(QPainter& p) {
    // draw pile, End Game marker, discard count and supply
    art::drawCardBack(p, m_pileRect);
    p.setPen(Qt::white);
    ui::drawFittedText(p, QRectF(m_pileRect.left(), m_pileRect.bottom() + 2, m_pileRect.width(), 18),
                       QStringLiteral("%1 cards").arg(m_view.drawCount), Qt::AlignCenter, 13, true);
    m_hits.push_back({HitKind::DrawPile, m_pileRect, -1, -1, -1, {}});
    double y = m_pileRect.bottom() + 24;
    if (m_view.endDrawn) {
        const QRectF r(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 36);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(QColor("#ffcc80"));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r.adjusted(2, 0, -2, -r.height() / 2),
                           ui::firstThatFits({QStringLiteral("⚑ End Game"), QStringLiteral("⚑ End")},
                                             r.width() - 4, 12, true),
                           Qt::AlignCenter, 12, true);
        ui::drawFittedText(p, r.adjusted(2, r.height() / 2, -2, 0), QStringLiteral("last round"),
                           Qt::AlignCenter, 11);
        p.restore();
        m_hits.push_back({HitKind::DrawPile, r, -1, -1, -1, {}});
        y += 42;
    }
    int discarded = 0;
    for (auto d : m_view.discard)
        discarded += d;
    p.setPen(QColor("#e8e2d0"));
    ui::drawFittedText(p, QRectF(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 16),
                       QStringLiteral("discard %1").arg(discarded), Qt::AlignCenter, 11);
    y += 20;
    ui::drawFittedText(p, QRectF(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 16),
                       QStringLiteral("supply"), Qt::AlignCenter, 11);
    y += 16;
    for (int k = 0; k < kFoodKinds; ++k) {
        const QRectF t(m_pileRect.left(), y + k * 22, 18, 18);
        art::drawToken(p, t, static_cast<FoodKind>(k));
        p.setPen(QColor("#e8e2d0"));
        ui::drawFittedText(p, QRectF(t.right() + 4, t.top(), 40, 18), QString::number(m_view.supply[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
    }

    paintGrid(p);

    // trick offers and shelter dogs, top first
    const double colX = m_gridRect.right() + 40;
    p.setPen(QColor("#e8e2d0"));
    ui::drawFittedText(p, QRectF(colX - 6, m_midRect.top(), m_cardW + 12, 18),
                       QStringLiteral("Learn (%1)").arg(m_view.trickDeck), Qt::AlignCenter, 11, true);
    ui::drawFittedText(p, QRectF(colX + m_cardW + 6, m_midRect.top(), m_cardW + 12, 18),
                       QStringLiteral("Rescue (%1)").arg(m_view.shelterDeck), Qt::AlignCenter, 11, true);
    for (std::size_t i = 0; i < m_view.trickDisplay.size(); ++i) {
        const QRectF r(colX, m_cellRect[i * 3].top(), m_cardW, m_cardH);
        art::drawTrick(p, r, m_view.trickDisplay[i]);
        const Action a(kLearn, static_cast<int>(i));
        if (isLegal(a)) ui::drawLegalHighlight(p, r);
        m_hits.push_back({HitKind::TrickOffer, r, -1, static_cast<int>(i), m_view.trickDisplay[i], a});
    }
    for (std::size_t i = 0; i < m_view.shelterDisplay.size(); ++i) {
        const QRectF r(colX + m_cardW + 12, m_cellRect[i * 3].top(), m_cardW, m_cardH);
        art::drawCard(p, r, m_view.shelterDisplay[i]);
        const Action a(kRescue, static_cast<int>(i));
        if (isLegal(a)) ui::drawLegalHighlight(p, r);
        m_hits.push_back({HitKind::ShelterOffer, r, -1, static_cast<int>(i), m_view.shelterDisplay[i], a});
    }
}

void DogLoverTable::paintDog(QPainter& p, const DogSlot& dog, bool fed, const QRectF& box, bool small) {
    // box: trait tag on top, the card, the fed badge under it, then the tucked cards
    const double tagH = small ? 15 : 18;
    const double cardW = box.width();
    const QRectF cardRect(box.left(), box.top() + tagH, cardW, cardW / 0.72);
    if (dog.trait != kNoCard) {
        const QRectF tag(box.left(), box.top(), cardW, tagH - 2);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(dog.trait));
        p.drawRoundedRect(tag, 4, 4);
        p.setPen(ui::textColour());
        const QString trait = qs(displayName(dog.trait));
        const int vp = card(dog.trait).vp;
        ui::drawFittedText(p, tag.adjusted(2, 0, -2, 0),
                           ui::firstThatFits({QStringLiteral("✚ %1 %2").arg(trait).arg(vp),
                                              QStringLiteral("✚ %1").arg(trait),
                                              QStringLiteral("✚%1").arg(vp), QStringLiteral("✚")},
                                             tag.width() - 4, 11, true),
                           Qt::AlignCenter, 11, true);
        p.restore();
    }
    art::drawCard(p, cardRect, dog.card);
    drawFedBadge(p, QRectF(cardRect.left() + 2, cardRect.bottom() + 1, cardW - 4, 14), fed);
    double y = cardRect.bottom() + 16;
    const double stripH = 16;
    QStringList words;
    for (int s = 0; s < kTuckKinds; ++s) {
        const int n = dog.tucked[ix(s)];
        if (n == 0) continue;
        if (small) {
            words << QStringLiteral("%1×%2").arg(qs(displayName(tuckCard(s)))).arg(n);
            continue;
        }
        if (y + stripH > box.bottom() + 1) break;
        const QRectF strip(cardRect.left() + 3, y, cardW - 3, stripH - 1);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 0.8));
        p.setBrush(art::cardColour(tuckCard(s)));
        p.drawRoundedRect(strip, 3, 3);
        art::drawPictogram(p, QRectF(strip.left() + 1, strip.top() + 1, stripH - 3, stripH - 3), tuckCard(s));
        p.setPen(ui::textColour());
        ui::drawFittedText(
            p, strip.adjusted(stripH, 0, -2, 0),
            ui::firstThatFits({QStringLiteral("%1 ×%2").arg(qs(displayName(tuckCard(s)))).arg(n),
                               QStringLiteral("×%1").arg(n)},
                              strip.width() - stripH - 2, 11),
            Qt::AlignLeft | Qt::AlignVCenter, 11);
        p.restore();
        y += stripH;
    }
    if (small && !words.isEmpty()) {
        p.setPen(QColor("#f3efe6"));
        ui::drawFittedText(p, QRectF(box.left(), y, cardW, 13),
                           ui::firstThatFits({words.join(QStringLiteral(" ")),
                                              QStringLiteral("%1 under").arg(dog.tuckedTotal()),
                                              QStringLiteral("+%1").arg(dog.tuckedTotal())},
                                             cardW, 11),
                           Qt::AlignLeft, 11);
    }
}

DogLoverTable::DogRows DogLoverTable::fitDogs(int n, const QRectF& area, double maxW, bool allowLarge) {
    DogRows best;
    if (n <= 0) return best;
    if (allowLarge) {
        const double w = std::min({maxW, (area.height() - 18 - 16 - 48) * 0.72, area.width() / n - 6});
        if (w >= 78) return {w, n, false};
    }
    for (int rows = 1; rows <= 4; ++rows) {
        const int per = (n + rows - 1) / rows;
        double w = std::min(maxW, area.width() / per - 5);
        const double h = w / 0.72 + 15 + 15 + 13;
        if (rows * (h + 4) > area.height()) w = (area.height() / rows - 4 - 43) * 0.72;
        if (w > best.w) best = {w, per, true};
    }
    return best;
}

void DogLoverTable::paintOpponent(QPainter& p, Seat s, const QRectF& box) {
    const PlayerView& pv = m_view.players[ix(s)];
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(s == actingSeat() ? QPen(QColor("#ffd27f"), 3) : QPen(QColor(0, 0, 0, 80), 1));
    p.setBrush(QColor(0, 0, 0, 45));
    p.drawRoundedRect(box, 8, 8);
    p.restore();
    ui::drawSeatToken(p, QPointF(box.left() + 14, box.top() + 14), 10, s, s == actingSeat());
    p.setPen(Qt::white);
    const QString name = qs(m_state ? m_state->playerName(s) : std::string());
    QString head = name;
    const bool scored = m_view.phase == Phase::Over || m_showScores;
    if (m_view.phase == Phase::Over)
        head += QStringLiteral(" · final score %1").arg(pv.scoreEstimate);
    else if (m_showScores)
        head += QStringLiteral(" · score now %1").arg(pv.scoreEstimate);
    // hand count and tokens on the right of the header, the name in what is left; a narrow panel
    // gives the name the whole header and puts the counts on a line of their own
    double x = box.right() - (72 + kFoodKinds * 36 + 4);
    const bool narrow = x - box.left() - 34 < 120;
    const QRectF nameBox(box.left() + 30, box.top() + 4, narrow ? box.width() - 36 : x - box.left() - 34, 20);
    const QString score = scored ? QStringLiteral(" · %1").arg(pv.scoreEstimate) : QString();
    head = ui::firstThatFits({head, name + score, ui::shortName(name) + score, ui::shortName(name),
                              name.section(QLatin1Char(' '), 0, 0)},
                             nameBox.width(), 13, true);
    ui::drawFittedText(p, nameBox, head, Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    // Narrow: the tokens on their own line, the hand count at the right of the tricks' row.
    const double countsY = narrow ? box.top() + 24 : box.top() + 4;
    const double step = narrow ? std::min(36.0, (box.width() - 16) / kFoodKinds) : 36;
    if (narrow) {
        x = box.left() + 8;
        ui::drawFittedText(p, QRectF(box.right() - 70, box.top() + 48, 64, 19),
                           QStringLiteral("hand %1").arg(pv.handCount), Qt::AlignRight | Qt::AlignVCenter,
                           12);
    } else {
        ui::drawFittedText(p, QRectF(x, countsY, 70, 20), QStringLiteral("hand %1").arg(pv.handCount),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        x += 72;
    }
    for (int k = 0; k < kFoodKinds; ++k) {
        art::drawToken(p, QRectF(x, countsY + 2, 16, 16), static_cast<FoodKind>(k));
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x + 17, countsY, step - 18, 20), QString::number(pv.area.tokens[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        x += step;
    }
    double ty = box.top() + 28 + (narrow ? 20 : 0);
    double tx = box.left() + 8;
    // Narrow: the hand count and, under it, the Fetch badge share a column at the right of the
    // tricks' row, so neither covers the other (issue #12).
    const bool fetchUnderHand = narrow && pv.fetch;
    for (TrickId t : pv.tricks) {
        const QRectF r(tx, ty, 40, 40);
        if (r.right() > box.right() - (fetchUnderHand ? 74 : narrow ? 62 : 40)) break;
        art::drawTrick(p, r, t, 0, false);
        m_hits.push_back({HitKind::MyTrick, r, s, -1, t, {}});
        tx += 44;
    }
    if (pv.fetch) {
        const QRectF r =
            fetchUnderHand ? QRectF(box.right() - 70, ty + 20, 64, 20) : QRectF(tx + 4, ty + 8, 64, 24);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(kFetchCard));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r, QStringLiteral("Fetch"), Qt::AlignCenter, 12, true);
        p.restore();
        m_hits.push_back({HitKind::DrawPile, r, s, -1, kFetchCard, {}});
        tx += 72;
    }
    // dogs
    const int n = pv.area.dogCount;
    const double top = ty + 46;
    const double availH = box.bottom() - top - 4;
    if (n == 0 || availH < 40) return;
    const QRectF area(box.left() + 6, top, box.width() - 12, availH);
    const DogRows rows = fitDogs(n, area, 92, false);
    if (rows.w < 62) {
        // too little room for cards: one chip per dog (fed mark, name, VP, trait, tucked count)
        const double cw = 124, ch = 34;
        const int per = std::max(1, static_cast<int>((area.width() + 5) / (cw + 5)));
        for (int d = 0; d < n; ++d) {
            const QRectF r(area.left() + (d % per) * (cw + 5), top + (d / per) * (ch + 4), cw, ch);
            if (r.bottom() > box.bottom() - 2) {
                p.setPen(Qt::white);
                ui::drawFittedText(p, QRectF(area.right() - 80, box.bottom() - 16, 80, 14),
                                   QStringLiteral("+%1 more").arg(n - d), Qt::AlignRight, 11, true);
                break;
            }
            const DogSlot& dog = pv.area.dogs[ix(d)];
            const bool fed = ix(d) < pv.fed.size() && pv.fed[ix(d)];
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor("#1d1d1d"), 1));
            p.setBrush(art::cardColour(dog.card));
            p.drawRoundedRect(r, 5, 5);
            const QRectF mark(r.left() + 3, r.top() + 3, 14, 14);
            p.setBrush(fed ? QColor("#2e7d32") : QColor("#c62828"));
            p.drawEllipse(mark);
            p.setPen(Qt::white);
            ui::drawFittedText(p, mark, fed ? QStringLiteral("✓") : QStringLiteral("✗"), Qt::AlignCenter, 11,
                               true);
            p.setPen(ui::textColour());
            const int vp = card(dog.card).vp;
            ui::drawFittedText(
                p, QRectF(r.left() + 20, r.top() + 1, cw - 22, 16),
                QStringLiteral("%1 · %2").arg(qs(displayName(dog.card)),
                                              vp < 0 ? QStringLiteral("?") : QString::number(vp)),
                Qt::AlignLeft | Qt::AlignVCenter, 11, true);
            QString second = dog.trait != kNoCard ? QStringLiteral("✚%1").arg(qs(displayName(dog.trait)))
                                                  : qs(sizeName(card(dog.card).size));
            if (dog.tuckedTotal() > 0)
                second = ui::firstThatFits({second + QStringLiteral(" · %1 under").arg(dog.tuckedTotal()),
                                            second + QStringLiteral(" · +%1").arg(dog.tuckedTotal())},
                                           cw - 6, 11);
            ui::drawFittedText(p, QRectF(r.left() + 4, r.top() + 17, cw - 6, 15), second,
                               Qt::AlignLeft | Qt::AlignVCenter, 11);
            p.restore();
            m_hits.push_back({HitKind::Dog, r, s, d, dog.card, {}});
        }
        return;
    }
    const double rowH = rows.w / 0.72 + 15 + 15 + 13 + 4;
    for (int d = 0; d < n; ++d) {
        const QRectF r(area.left() + (d % rows.perRow) * (rows.w + 5), top + (d / rows.perRow) * rowH, rows.w,
                       rowH - 4);
        const bool fed = ix(d) < pv.fed.size() && pv.fed[ix(d)];
        paintDog(p, pv.area.dogs[ix(d)], fed, r, true);
        m_hits.push_back({HitKind::Dog,
                          QRectF(r.left(), r.top(), r.width(), 15 + r.width() / 0.72 + 15),
                          s,
                          d,
                          pv.area.dogs[ix(d)].card,
                          {}});
    }
}

void DogLoverTable::paintMyArea(QPainter& p) {
    const int n = static_cast<int>(m_view.players.size());
    const Seat me = (m_viewer >= 0 && m_viewer < n) ? m_viewer : m_view.current;
    if (me < 0 || me >= n) return;
    const PlayerView& pv = m_view.players[ix(me)];
    const QRectF& box = m_myRect;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(me == actingSeat() ? QPen(QColor("#ffd27f"), 3) : QPen(QColor(0, 0, 0, 80), 1));
    p.setBrush(QColor(0, 0, 0, 55));
    p.drawRoundedRect(box, 10, 10);
    p.restore();
    ui::drawSeatToken(p, QPointF(box.left() + 16, box.top() + 15), 11, me, me == actingSeat());
    p.setPen(Qt::white);
    QString head = qs(m_state ? m_state->playerName(me) : std::string());
    const bool over = m_view.phase == Phase::Over;
    if (m_viewer != me && !over) head += QStringLiteral(" (spectating)");
    const QString plain = head;
    if (over)
        head += QStringLiteral(" · final score %1").arg(pv.scoreEstimate);
    else if (m_showScores)
        head += QStringLiteral(" · score if the game ended now: %1").arg(pv.scoreEstimate);
    const QString score =
        over || m_showScores ? QStringLiteral(" · score %1").arg(pv.scoreEstimate) : QString();
    const QRectF headBox(box.left() + 34, box.top() + 4, box.width() * 0.45, 22);
    head = ui::firstThatFits({head, plain + score, ui::shortName(plain) + score}, headBox.width(), 14, true);
    ui::drawFittedText(p, headBox, head, Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    if (m_state) {
        p.setPen(QColor("#ffe6b3"));
        const QRectF statusBox(box.left() + box.width() * 0.47, box.top() + 4, box.width() * 0.52, 22);
        const QString status = qs(m_state->statusText());
        QString shorter = status; // long names shortened to initials first
        for (Seat s = 0; s < static_cast<Seat>(m_view.players.size()); ++s) {
            const QString name = qs(m_state->playerName(s));
            shorter.replace(name, ui::shortName(name));
        }
        ui::drawFittedText(p, statusBox, ui::firstThatFits({status, shorter}, statusBox.width(), 13),
                           Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap, 13);
    }
    const double top = box.top() + 30;
    const double innerH = box.bottom() - top - 6;

    // tricks: two columns of squares
    const int nt = static_cast<int>(pv.tricks.size());
    const double ts = std::min(92.0, (innerH - 6) / 2);
    const int cols = std::max(1, (nt + 1) / 2);
    p.setPen(QColor("#e8e2d0"));
    for (int i = 0; i < nt; ++i) {
        const QRectF r(box.left() + 8 + (i / 2) * (ts + 6), top + (i % 2) * (ts + 6), ts, ts);
        const TrickId t = pv.tricks[ix(i)];
        const bool selected = t == m_selectedTrick && me == m_viewer;
        art::drawTrick(p, r, t, selected ? m_rotation : 0);
        const bool usable = std::any_of(m_legal.begin(), m_legal.end(),
                                        [t](const Action& a) { return a.kind == kDraft && a.arg(0) == t; });
        if (usable) ui::drawLegalHighlight(p, r);
        if (selected) {
            p.save();
            p.setPen(QPen(QColor("#ffca28"), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 7, 7);
            p.restore();
        }
        m_hits.push_back({HitKind::MyTrick, r, me, i, t, {}});
    }
    const double dogsLeft = box.left() + 8 + cols * (ts + 6) + 8;

    // right block: hand, tokens, Fetch, pending, buttons
    const double rightW = std::min(430.0, box.width() * 0.36);
    const QRectF right(box.right() - rightW - 8, top, rightW, innerH);
    const double hh = std::min(88.0, innerH * 0.38), hw = hh * 0.72;
    m_handRect = QRectF(right.left(), right.top(), right.width(), hh);
    double x = right.left();
    p.setPen(QColor("#e8e2d0"));
    if (!pv.handKnown) {
        ui::drawFittedText(p, QRectF(x, right.top(), right.width(), 20),
                           QStringLiteral("hand: %1 cards (hidden)").arg(pv.handCount), Qt::AlignLeft, 12);
    } else if (pv.area.handSize() == 0) {
        ui::drawFittedText(p, QRectF(x, right.top(), right.width(), 20), QStringLiteral("hand: empty"),
                           Qt::AlignLeft, 12);
    }
    for (int h = 0; h < kHandKinds && pv.handKnown; ++h) {
        const int cnt = pv.area.hand[ix(h)];
        if (cnt == 0) continue;
        const CardId c = handCard(h);
        const QRectF r(x, right.top(), hw, hh);
        art::drawCard(p, r, c);
        if (cnt > 1) {
            const QRectF badge(r.right() - 26, r.bottom() - 18, 28, 16);
            p.save();
            p.setPen(QPen(QColor("#1d1d1d"), 1));
            p.setBrush(QColor("#fffbe6"));
            p.drawRoundedRect(badge, 7, 7);
            p.setPen(ui::textColour());
            ui::drawFittedText(p, badge, QStringLiteral("×%1").arg(cnt), Qt::AlignCenter, 11, true);
            p.restore();
        }
        if (me == m_viewer && !actionsForCard(c).empty()) ui::drawLegalHighlight(p, r);
        m_hits.push_back({HitKind::HandCard, r, me, h, c, {}});
        x += hw + 6;
    }
    // tokens (right under the line "hand: empty" or "hand: N cards (hidden)": the room goes to the
    // pending chips and warnings, issue #12)
    const bool handCards = pv.handKnown && pv.area.handSize() > 0;
    double y = right.top() + (handCards ? hh : 20.0) + 8;
    m_tokenRect = QRectF(right.left(), y, 160, 22);
    x = right.left();
    for (int k = 0; k < kFoodKinds; ++k) {
        art::drawToken(p, QRectF(x, y, 20, 20), static_cast<FoodKind>(k));
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x + 22, y, 22, 20), QString::number(pv.area.tokens[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 13, true);
        x += 46;
    }
    if (pv.fetch) {
        const QRectF r(x + 6, y - 4, 64, 26);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(kFetchCard));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r,
                           pv.fetchFresh ? QStringLiteral("Fetch (next turn)") : QStringLiteral("Fetch"),
                           Qt::AlignCenter, 11, true);
        p.restore();
        if (std::any_of(m_legal.begin(), m_legal.end(), [](const Action& a) { return a.kind == kFetch; }))
            ui::drawLegalHighlight(p, r);
        if (m_fetchMode) ui::drawHoverOutline(p, r);
        m_hits.push_back({HitKind::FetchCard, r, me, -1, kFetchCard, {}});
    }
    // pending items (the current player's turn only)
    y += 28;
    if (me == m_view.current &&
        (m_view.pendingWalks > 0 || !m_view.pendingTraits.empty() || !m_view.unresolvedFood.empty())) {
        x = right.left();
        QStringList ifEnd;
        // A chip is as wide as its label needs (never "⚠ Przew…", issue #12).
        const QFontMetricsF chipFm(ui::uiFont(11, true));
        auto chip = [&](HitKind kind, CardId c, const QString& label) {
            const double w =
                std::min(right.width(), std::max(86.0, std::ceil(chipFm.horizontalAdvance(label)) + 25));
            if (x > right.left() && x + w > right.right()) x = right.left(), y += 26;
            const QRectF r(x, y, w, 22);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor("#ff9800"), 2, Qt::DashLine));
            p.setBrush(art::cardColour(c));
            p.drawRoundedRect(r, 5, 5);
            art::drawPictogram(p, QRectF(r.left() + 2, r.top() + 2, 18, 18), c);
            p.setPen(ui::textColour());
            ui::drawFittedText(p, r.adjusted(21, 0, -2, 0), label, Qt::AlignLeft | Qt::AlignVCenter, 11,
                               true);
            p.restore();
            if (!actionsForCard(c).empty()) ui::drawLegalHighlight(p, r);
            m_hits.push_back({kind, r, me, -1, c, {}});
            x += w + 4;
        };
        for (int i = 0; i < m_view.pendingWalks; ++i)
            chip(HitKind::PendingWalk, kWalk, QStringLiteral("⚠ Walk"));
        for (CardId t : m_view.pendingTraits)
            chip(HitKind::PendingTrait, t, QStringLiteral("⚠ ") + qs(displayName(t)));
        for (CardId f : m_view.unresolvedFood)
            chip(HitKind::PendingFood, f, qs(displayName(f)));
        y += 26;
        if (m_view.pendingWalks > 0) {
            bool anyDog = false;
            for (int d = 0; d < pv.area.dogCount; ++d)
                anyDog = anyDog || canTuck(pv.area.dogs[ix(d)], kWalk);
            ifEnd << (anyDog ? QStringLiteral("walk: must go under a dog")
                             : QStringLiteral("walk: discarded (no dog can take it)"));
        }
        for (CardId t : m_view.pendingTraits) {
            bool anyDog = false;
            for (int d = 0; d < pv.area.dogCount; ++d)
                anyDog = anyDog || canAttach(pv.area.dogs[ix(d)], t);
            ifEnd << (anyDog
                          ? QStringLiteral("%1: must be attached").arg(qs(displayName(t)))
                          : QStringLiteral("%1: discarded, %2").arg(qs(displayName(t)), qs(penaltyText(t))));
        }
        if (!ifEnd.isEmpty()) {
            p.setPen(QColor("#ffcc80"));
            // A warning wraps onto as many lines as it needs (never "you lose 2 foo…"), above the
            // buttons: where the full text does not fit there, the line without its "If the turn ends
            // now" lead (the chips above say the same, issue #12); what still does not fit is cut off
            // (and recorded as such by the style).
            const QFontMetricsF fm(ui::uiFont(11));
            const double bottom = right.bottom() - 34;
            auto heightOf = [&](const QString& text) {
                return std::max(
                    15.0,
                    fm.boundingRect(QRectF(0, 0, right.width(), 1000), Qt::TextWordWrap, text).height());
            };
            for (const QString& line : ifEnd) {
                const QString full = QStringLiteral("If the turn ends now — ") + line;
                const QString text = y + heightOf(full) <= bottom ? full : line;
                const double h = std::max(15.0, std::min(heightOf(text), bottom - y));
                ui::drawFittedText(p, QRectF(right.left(), y, right.width(), h), text,
                                   Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 11);
                y += h;
            }
        }
    }
    // penalty choices
    if (m_view.phase == Phase::Penalty && me == m_view.current) {
        p.setPen(QColor("#ffcc80"));
        ui::drawFittedText(
            p, QRectF(right.left(), y, right.width(), 16),
            QStringLiteral("Penalty of %1: choose what to give up").arg(qs(displayName(m_view.penaltyTrait))),
            Qt::AlignLeft, 12, true);
        y += 18;
        double cx = right.left();
        for (const Action& a : m_legal) {
            const QRectF r(cx, y, (right.width() - 6) / 2, 22);
            paintButton(p, r, choiceText(a), true, false);
            m_hits.push_back({HitKind::Choice, r, me, -1, -1, a});
            if (cx > right.left())
                cx = right.left(), y += 25;
            else
                cx += (right.width() + 6) / 2;
            if (y + 22 > right.bottom() - 30) break;
        }
    }
    // buttons
    const QRectF endR(right.right() - 130, right.bottom() - 30, 130, 30);
    const bool canEnd = isLegal(Action(kEndTurn));
    const bool hotEnd = m_underMouse && endR.contains(m_mouse);
    paintButton(p, endR,
                m_view.canSkipDraft && canEnd ? QStringLiteral("End turn (no draft)")
                                              : QStringLiteral("End turn"),
                canEnd, hotEnd);
    m_hits.push_back({HitKind::EndTurn, endR, me, -1, -1, Action(kEndTurn)});
    const QRectF moreR(endR.left() - 86, endR.top(), 80, 30);
    paintButton(p, moreR, QStringLiteral("More…"), m_interactive && !m_legal.empty(), false);
    m_hits.push_back({HitKind::MoreButton, moreR, me, -1, -1, {}});
    const QRectF scoreR(moreR.left() - 96, endR.top(), 90, 30);
    paintButton(p, scoreR, m_showScores ? QStringLiteral("Scores: on") : QStringLiteral("Scores: off"), true,
                false);
    m_hits.push_back({HitKind::ScoreToggle, scoreR, me, -1, -1, {}});

    // dogs in the middle
    m_dogsRect = QRectF(dogsLeft, top, right.left() - 12 - dogsLeft, innerH);
    const int nd = pv.area.dogCount;
    if (nd == 0) {
        p.setPen(QColor("#e8e2d0"));
        ui::drawFittedText(p, m_dogsRect, QStringLiteral("no dogs yet"), Qt::AlignCenter, 13);
        return;
    }
    const DogRows rows = fitDogs(nd, m_dogsRect, 118, true);
    const double rowH = rows.small ? rows.w / 0.72 + 15 + 15 + 13 + 4 : innerH;
    const Hit* dragged = m_dragging && m_pressed ? &*m_pressed : nullptr;
    for (int d = 0; d < nd; ++d) {
        const QRectF r(m_dogsRect.left() + (d % rows.perRow) * (rows.w + 6), top + (d / rows.perRow) * rowH,
                       rows.w, rowH - 4);
        const bool fed = ix(d) < pv.fed.size() && pv.fed[ix(d)];
        paintDog(p, pv.area.dogs[ix(d)], fed, r, rows.small);
        const QRectF hitRect(r.left(), r.top(), r.width(), (rows.small ? 15 : 18) + r.width() / 0.72 + 15);
        if (me == m_viewer) {
            bool target = false;
            if (dragged) {
                const auto c = static_cast<CardId>(dragged->card);
                target = isLegal(Action(kTuck, d, c)) || isLegal(Action(kAttach, d, c)) ||
                         isLegal(Action(kFood, c, d));
            } else {
                target = std::any_of(m_legal.begin(), m_legal.end(), [d](const Action& a) {
                    return ((a.kind == kTuck || a.kind == kAttach) && a.arg(0) == d) ||
                           (a.kind == kFood && a.arg(1) == d);
                });
            }
            if (target) ui::drawLegalHighlight(p, hitRect);
        }
        m_hits.push_back({HitKind::Dog, hitRect, me, d, pv.area.dogs[ix(d)].card, {}});
    }
}

void DogLoverTable::paintPreview(QPainter& p) {
    m_shownPreview = QRectF();
    if (m_hoverIndex < 0 || ix(m_hoverIndex) >= m_hits.size() || m_dragging) return;
    const Hit& h = m_hits[ix(m_hoverIndex)];
    const bool trickHit = h.kind == HitKind::MyTrick || h.kind == HitKind::TrickOffer;
    const bool cardHit =
        h.card >= 0 && h.card < kCardIds &&
        (h.kind == HitKind::GridCell || h.kind == HitKind::HandCard || h.kind == HitKind::ShelterOffer ||
         h.kind == HitKind::Dog || h.kind == HitKind::PendingTrait || h.kind == HitKind::PendingFood ||
         h.kind == HitKind::PendingWalk);
    if (!trickHit && !cardHit) return;
    // While a trick is being placed on the grid, the grid and the placement stay in view: no
    // enlarged card over them (issue #12); the tooltip still names the card.
    if (h.kind == HitKind::GridCell && !m_fetchMode && m_selectedTrick >= 0 && m_interactive &&
        !m_view.drafted && m_view.phase == Phase::Turn && previewPlacement(h.index).has_value())
        return;
    // The preview stays in the middle band, on the side away from the mouse: it never covers the
    // viewer's own area (dogs, hand, End turn), and never what is under the mouse.
    const QRectF band = m_midRect.adjusted(8, 8, -8, -8);
    const double ph = std::min({320.0, band.height(), band.width() * 0.4}),
                 pw = trickHit ? ph * 0.8 : ph * 0.72;
    const double x = m_mouse.x() < width() / 2.0 ? band.right() - pw : band.left();
    const double y = std::clamp(m_mouse.y() - ph / 2, band.top(), std::max(band.top(), band.bottom() - ph));
    const QRectF r(x, y, pw, ph);
    m_shownPreview = r;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawRoundedRect(r.translated(5, 6), 12, 12);
    p.restore();
    if (trickHit) {
        art::drawTrick(p, r, static_cast<TrickId>(h.card),
                       h.kind == HitKind::MyTrick && h.card == m_selectedTrick ? m_rotation : 0);
        return;
    }
    const auto c = static_cast<CardId>(h.card);
    art::drawCard(p, r, c);
    // the card's text, wrapped, on the lower part
    const QRectF textBox(r.left() + 10, r.bottom() - ph * 0.36, r.width() - 20, ph * 0.3);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(textBox.adjusted(-4, -4, 4, 4), 6, 6);
    p.setPen(ui::textColour());
    p.setFont(ui::uiFont(12));
    p.drawText(textBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, qs(card(c).text));
    p.restore();
}

void DogLoverTable::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    m_hits.clear();
    if (!m_hasState || m_view.players.empty()) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, rect(), QStringLiteral("Dog Lover"), Qt::AlignCenter, 24, true);
        return;
    }
    layout();
    paintMiddle(p);
    for (Seat s = 0; s < static_cast<int>(m_view.players.size()); ++s)
        if (ix(s) < m_oppRect.size() && !m_oppRect[ix(s)].isEmpty()) paintOpponent(p, s, m_oppRect[ix(s)]);
    paintMyArea(p);
    if (m_selectedCard != kNoCard) // the picked card: a thick frame (and the word in the status strip)
        for (const Hit& h : m_hits)
            if (h.card == m_selectedCard &&
                (h.kind == HitKind::HandCard || h.kind == HitKind::PendingWalk ||
                 h.kind == HitKind::PendingTrait || h.kind == HitKind::PendingFood)) {
                p.save();
                p.setPen(QPen(QColor("#ffd54a"), 3));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(h.rect.adjusted(-3, -3, 3, 3), 6, 6);
                p.restore();
                break;
            }
    for (const Flight& f : m_flights) {
        const QRectF r = lerp(f.from, f.to, m_t);
        if (f.card == kNoCard) continue;
        art::drawCard(p, r, f.card);
    }
    if (m_dragging && m_pressed && m_pressed->card >= 0 && m_pressed->card < kCardIds) {
        p.setOpacity(0.8);
        art::drawCard(p, QRectF(m_mouse.x() - 27, m_mouse.y() - 37, 54, 74),
                      static_cast<CardId>(m_pressed->card));
        p.setOpacity(1);
    }
    // the hovered thing gets the stronger outline (the hit list was just rebuilt)
    m_hoverIndex = -1;
    for (int i = static_cast<int>(m_hits.size()) - 1; i >= 0 && m_underMouse; --i)
        if (m_hits[ix(i)].rect.contains(m_mouse)) {
            m_hoverIndex = i;
            break;
        }
    if (m_hoverIndex >= 0) ui::drawHoverOutline(p, m_hits[ix(m_hoverIndex)].rect);
    paintPreview(p);
}

} // namespace dogtable::games::doglover
