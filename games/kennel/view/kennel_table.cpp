#include "kennel/view/kennel_table.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/style.h"

namespace dogtable::games::kennel {

namespace {
constexpr std::size_t ix(int v) {
    return static_cast<std::size_t>(v);
}

// Coat colours of the twelve breeds (always drawn with the breed's three-letter name).
QColor coat(int breed) {
    static const std::array<QColor, kBreeds> kCoats{QColor("#C98B4B"), QColor("#9C7A5B"), QColor("#3B3030"),
                                                    QColor("#D9B38C"), QColor("#E3B448"), QColor("#6E7F9A"),
                                                    QColor("#2F2F2F"), QColor("#E8C77A"), QColor("#F4F4F0"),
                                                    QColor("#7A5230"), QColor("#F2D7E0"), QColor("#B5562C")};
    return kCoats[ix(breed)];
}
QColor inkOn(const QColor& c) {
    return c.lightnessF() > 0.6 ? QColor("#222222") : QColor("#FFFFFF");
}
QColor cityTint() {
    return QColor("#DCE7F5");
}
QColor countryTint() {
    return QColor("#DDEFD8");
}
QColor cityEdge() {
    return QColor("#2E86DE");
}
QColor countryEdge() {
    return QColor("#27AE60");
}

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}
QString breedQ(int b) {
    return qs(breedName(b));
}

QString tokenTip(int t) {
    return QString::fromStdString(tokenHelp(t));
}
} // namespace

KennelTable::KennelTable(QWidget* parent) : ui::GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    m_glide.setStartValue(0.0);
    m_glide.setEndValue(1.0);
    connect(&m_glide, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_glide, &QVariantAnimation::finished, this, [this] {
        m_glideRoute.clear();
        m_glideSeat = -1;
        update();
    });
}

void KennelTable::showState(const GameState& state, Seat viewer, bool interactive) {
    const auto& st = static_cast<const KennelState&>(state);
    m_state.reset(static_cast<KennelState*>(st.clone().release()));
    m_view = st.viewFor(viewer);
    m_viewer = viewer;
    m_interactive = interactive && !st.isOver() && !st.isChance();
    m_legal.clear();
    if (m_interactive) st.legalActions(m_legal);
    m_prefix.clear();
    m_cleared = false;
    update();
}

void KennelTable::clearTable() {
    m_cleared = true;
    m_state.reset();
    m_legal.clear();
    m_prefix.clear();
    update();
}

void KennelTable::noteAction(const GameState& before, const Action& action) {
    if (action.kind != kDrive || ui::animationMs(250) <= 0) return;
    const auto& st = static_cast<const KennelState&>(before);
    const Seat seat = st.currentSeat();
    if (seat < 0) return;
    std::vector<int> route;
    if (st.routeCost(st.player(seat).truck, action.arg(0), &route) < 0 || route.size() < 2) return;
    m_glideRoute = route;
    m_glideSeat = seat;
    m_glide.stop();
    m_glide.setDuration(ui::animationMs(250));
    m_glide.start();
}

QString KennelTable::rulesSection() const {
    switch (m_view.phase) {
    case Phase::GasPurchase:
    case Phase::Driving:
    case Phase::ReturnBonus:
    case Phase::ReceiveDraw:
        return QStringLiteral("phase-1-collect-dogs");
    case Phase::VetUnload:
    case Phase::Arrange:
    case Phase::Offer:
        return QStringLiteral("arranging-pens-and-donating");
    case Phase::PlaceWorker:
    case Phase::BoxAction:
        return QStringLiteral("phase-2-actions");
    case Phase::Starve:
    case Phase::Salary:
        return QStringLiteral("phase-3-end-of-round");
    case Phase::GameOver:
        return QStringLiteral("scoring");
    default:
        return QStringLiteral("setting-up");
    }
}

// ===================================================================== click sequences

std::vector<std::vector<KennelTable::Item>> KennelTable::sequencesFor(const Action& a) const {
    using T = ItemType;
    auto button = [&](int b = -1, int c = -1) { return Item{T::Button, a.kind, b, c}; };
    switch (a.kind) {
    case kSwapDogs: {
        const Item play{T::Button, kSwapDogs, -1, -1};
        return {{play, Item{T::Space, a.arg(0)}, Item{T::Space, a.arg(1)}},
                {play, Item{T::Space, a.arg(1)}, Item{T::Space, a.arg(0)}}};
    }
    case kDrive:
        return {{Item{T::Space, a.arg(0)}, Item{T::Space, a.arg(0)}},
                {Item{T::Space, a.arg(0)}, button(a.arg(0))}};
    case kPlaceDog:
        return {{Item{T::Waiting, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kLiftDog:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, Item{T::WaitingArea}}};
    case kDonate:
        if (a.arg(1) == 0) return {{Item{T::Waiting, a.arg(0)}, button(a.arg(0), 0)}};
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, button(a.arg(0), a.arg(1))}};
    case kDonateSick:
        return {{Item{T::Infirmary, a.arg(0)}, button(a.arg(0))}};
    case kPlaceWorker:
        if (a.arg(1) <= 1) return {{Item{T::Slot, a.arg(0), a.arg(1)}}};
        return {{Item{T::Box, a.arg(0)}}};
    case kCure:
        return {{Item{T::Infirmary, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kFairSell:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, button(a.arg(2))}};
    case kFairBuy:
        return {{Item{T::Pool, a.arg(0)}, Item{T::Pen, a.arg(1)}}};
    case kFairTrade:
        return {{Item{T::PenDog, a.arg(1), a.arg(0)}, Item{T::Pool, a.arg(2)}, Item{T::Pen, a.arg(3)}}};
    case kStarve:
        return {{Item{T::PenDog, a.arg(0), a.arg(1)}}};
    default:
        return {{button(a.arg(0), a.arg(1))}};
    }
}

std::vector<KennelTable::Item> KennelTable::nextItems() const {
    std::vector<Item> out;
    for (const auto& a : m_legal)
        for (const auto& seq : sequencesFor(a)) {
            if (seq.size() <= m_prefix.size() || !std::equal(m_prefix.begin(), m_prefix.end(), seq.begin()))
                continue;
            const Item& n = seq[m_prefix.size()];
            if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
        }
    return out;
}

bool KennelTable::isNext(const Item& it) const {
    const auto next = nextItems();
    return std::find(next.begin(), next.end(), it) != next.end();
}

std::optional<Action> KennelTable::completeAction() const {
    for (const auto& a : m_legal)
        for (const auto& seq : sequencesFor(a))
            if (seq == m_prefix) return a;
    return std::nullopt;
}

void KennelTable::clickItem(const Item& it) {
    if (it.type == ItemType::Rules) {
        emit rulesRequested(rulesSection());
        return;
    }
    if (!m_interactive) return;
    if (isNext(it)) {
        m_prefix.push_back(it);
    } else if (!m_prefix.empty() && m_prefix.back() == it) {
        m_prefix.pop_back(); // clicking the selection again deselects it
        update();
        return;
    } else {
        const auto saved = m_prefix;
        m_prefix.clear();
        if (!isNext(it)) {
            m_prefix = saved;
            explainRefusal(it);
            return;
        }
        m_prefix.push_back(it);
    }
    if (auto a = completeAction()) {
        m_prefix.clear();
        update();
        emit actionChosen(*a);
        return;
    }
    if (it.type == ItemType::Space && m_view.phase == Phase::Driving) {
        std::vector<int> route;
        const int cost = routeCost(m_view, m_view.kennels[ix(m_view.toAct)].truck, it.a, &route);
        emit statusMessage(
            QStringLiteral("Drive to %1 for %2 gas: click the space again (or the button) to confirm.")
                .arg(qs(nodes()[ix(nodeOfSpace(it.a))].id))
                .arg(cost));
    }
    update();
}

void KennelTable::explainRefusal(const Item& it) {
    if (!m_state) return;
    std::optional<Action> candidate;
    const Item* last = m_prefix.empty() ? nullptr : &m_prefix.back();
    using T = ItemType;
    if (it.type == T::Pen && last) {
        if (last->type == T::Waiting)
            candidate = Action(kPlaceDog, last->a, it.a);
        else if (last->type == T::Infirmary)
            candidate = Action(kCure, last->a, it.a);
        else if (last->type == T::Pool)
            candidate = Action(kFairBuy, last->a, it.a);
    } else if (it.type == T::Space) {
        candidate = Action(kDrive, it.a);
    } else if (it.type == T::Slot) {
        candidate = Action(kPlaceWorker, it.a, it.b);
    } else if (it.type == T::Box) {
        candidate = Action(kPlaceWorker, it.a, 0);
    } else if (it.type == T::PenDog && m_view.activeBox == DogFair) {
        candidate = Action(kFairSell, it.b, it.a, 0);
    } else if (it.type == T::PenDog && m_view.phase == Phase::Arrange) {
        candidate = Action(kLiftDog, it.b, it.a);
    }
    QString why;
    if (candidate) why = QString::fromStdString(m_state->whyIllegal(*candidate));
    if (why.isEmpty()) why = QStringLiteral("Not possible now. ") + QString::fromStdString(m_view.status);
    emit statusMessage(why);
}

QString KennelTable::buttonLabel(const Item& it) const {
    const auto res = [](int i) { return qs(resourceName(tokenResource(i))); };
    const PlayerState* me = m_view.toAct >= 0 ? &m_view.kennels[ix(m_view.toAct)] : nullptr;
    switch (it.a) {
    case kBuyGas:
        return it.b == 0 ? QStringLiteral("No gas")
                         : QStringLiteral("Buy %1 gas (%2 coin%3)")
                               .arg(kGasPerCoin * it.b)
                               .arg(it.b)
                               .arg(it.b > 1 ? "s" : "");
    case kSwapDogs:
        return QStringLiteral("Play Dog Swap");
    case kReceiveDog:
        return QStringLiteral("Receive 1 Dog (%1)").arg(it.b ? "country" : "city");
    case kDrive:
        return QStringLiteral("Drive here (%1 gas)").arg(me ? routeCost(m_view, me->truck, it.b) : 0);
    case kReturnHome:
        return QStringLiteral("Return home (%1 gas)").arg(kReturnGas);
    case kStayHome:
        return QStringLiteral("Stay home");
    case kBonusToken:
        return QStringLiteral("Bonus: 1 %1").arg(res(it.b));
    case kUseVet:
        return it.b ? QStringLiteral("Play Vet card") : QStringLiteral("Keep the Vet card");
    case kAutoArrange:
        return QStringLiteral("Arrange for me");
    case kArrangeDone:
        return QStringLiteral("Done arranging");
    case kDonate:
        return QStringLiteral("Donate this %1").arg(breedQ(it.b));
    case kDonateSick:
        return QStringLiteral("Donate this sick %1").arg(breedQ(it.b));
    case kAcceptDog:
        return QStringLiteral("Take the dog");
    case kRefuseDog:
        return QStringLiteral("Decline");
    case kBuildPen:
        return it.b ? QStringLiteral("Build pen %1 with Discount (1 coin)").arg(me ? me->built + 1 : 0)
                    : QStringLiteral("Build pen %1 (%2 coins)").arg(me ? me->built + 1 : 0).arg(kPenCost);
    case kWarehouseSwap:
        return QStringLiteral("1 %1 → 1 %2").arg(res(it.b), res(it.c));
    case kPetShopBuy: {
        QStringList mix;
        if (petShopFood(it.b) > 0) mix << QStringLiteral("%1 food").arg(petShopFood(it.b));
        if (petShopMedicine(it.b) > 0) mix << QStringLiteral("%1 medicine").arg(petShopMedicine(it.b));
        return mix.join(QStringLiteral(" + ")) + QStringLiteral(" (1 coin)");
    }
    case kFairSell:
        return (it.b == 0   ? QStringLiteral("Sell (%1 coins)")
                : it.b == 1 ? QStringLiteral("Sell with Trained Dog (%1)")
                : it.b == 2 ? QStringLiteral("Sell with Award-winning Dog (%1)")
                            : QStringLiteral("Sell with Trained Dog and Award-winning Dog (%1)"))
            .arg(fairSalePrice(it.b));
    case kEndAction:
        return QStringLiteral("End action");
    case kPaySalary:
        if (me && !me->helper)
            return it.b ? QStringLiteral("Rehire with Helper card") : QStringLiteral("Rehire (1 coin)");
        return it.b ? QStringLiteral("Pay with Helper card") : QStringLiteral("Pay salary (1 coin)");
    case kSkipRehire:
        return QStringLiteral("Do not rehire");
    default:
        return QString::fromStdString(
            m_state ? std::string(m_state->actionKindName(static_cast<std::uint16_t>(it.a))) : "");
    }
}

QString KennelTable::buttonTip(const Item& it) const {
    switch (it.a) {
    case kSwapDogs:
        return qs(cardHelp(DogSwapCard)) + QStringLiteral(" Then click the two spaces.");
    case kReceiveDog:
        return qs(cardHelp(ReceiveDogCard));
    case kUseVet:
        return qs(cardHelp(VetCard));
    case kAutoArrange:
        return QStringLiteral("Places every dog in the arrangement that scores the most, and finishes.");
    case kReturnHome:
        return QStringLiteral("Costs 1 gas from anywhere. First and last trucks home take a bonus token "
                              "(both, if one truck is first and last).");
    case kStayHome:
        return QStringLiteral("Only before driving. If every player stays home, this round is the last.");
    case kPaySalary:
        return qs(cardHelp(HelperCard));
    case kFairSell:
        return it.b == 3 ? qs(cardHelp(TrainedDogCard)) + QStringLiteral(" ") + qs(cardHelp(AwardDogCard))
                         : qs(cardHelp(it.b == 1 ? TrainedDogCard : AwardDogCard));
    default:
        return {};
    }
}

// ===================================================================== layout and painting

void KennelTable::addHit(const Item& it, const QRectF& r, const QString& tip) {
    m_hits.push_back({it, r, tip});
}

const KennelTable::Hit* KennelTable::hitAt(const QPointF& pos) const {
    for (auto it = m_hits.rbegin(); it != m_hits.rend(); ++it)
        if (it->rect.contains(pos)) return &*it;
    return nullptr;
}

int KennelTable::kennelSeatShown(int slot) const {
    return slot;
}

void KennelTable::layout() {
    const double w = width(), h = height();
    m_statusRect = QRectF(0, 0, w, 34);
    m_buttonRect = QRectF(0, 34, w, 40);
    const double top = 78, midH = std::max(260.0, (h - top) * 0.58);
    // A narrow table gives the action board a larger share, so its cards keep readable names.
    const double boardW = std::min(430.0, std::max(w * 0.33, std::min(340.0, w * 0.42)));
    QRectF mapArea(8, top, w - boardW - 24, midH);
    // Keep the 1000 x 600 canvas aspect.
    double mw = mapArea.width(), mh = mw * 0.6;
    if (mh > mapArea.height()) {
        mh = mapArea.height();
        mw = mh / 0.6;
    }
    m_mapRect = QRectF(mapArea.left() + (mapArea.width() - mw) / 2, mapArea.top(), mw, mh);
    m_boardRect = QRectF(w - boardW - 8, top, boardW, midH);
    const int n = std::max(1, m_view.players);
    const double ky = top + midH + 8, kh = h - ky - 6, kw = (w - 8.0 * (n + 1)) / n;
    m_kennelRects.clear();
    for (int i = 0; i < n; ++i)
        m_kennelRects.emplace_back(8 + i * (kw + 8), ky, kw, kh);
}

QPointF KennelTable::mapPoint(int node) const {
    const auto& n = nodes()[ix(node)];
    return {m_mapRect.left() + n.x * m_mapRect.width() / 1000.0,
            m_mapRect.top() + n.y * m_mapRect.height() / 600.0};
}

void KennelTable::paintDogToken(QPainter& p, const QRectF& r, int breed, int mark, bool dim) const {
    p.save();
    // Dimmed (out of reach, not in this game): a washed-out coat and a dashed edge, the breed still
    // written in full-strength ink so it stays readable.
    QColor fill = coat(breed);
    if (dim)
        fill = QColor::fromRgbF(fill.redF() * 0.35 + 0.65, fill.greenF() * 0.35 + 0.65,
                                fill.blueF() * 0.35 + 0.65);
    p.setPen(QPen(areaOf(breed) == Area::City ? cityEdge() : countryEdge(), std::max(1.5, r.width() * 0.07),
                  dim ? Qt::DashLine : Qt::SolidLine));
    p.setBrush(fill);
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    if (r.width() < 34) { // small: the breed's short name fills the token
        QFont f = ui::uiFont(11, true);
        f.setStretch(QFont::ExtraCondensed); // three letters in a small token, never below 11 px
        p.setFont(f);
        p.setPen(inkOn(fill));
        p.drawText(r, Qt::AlignCenter, qs(breedShort(breed)));
    } else {
        // A small ear-and-head silhouette in the upper part, the breed's short name below.
        const QRectF head(r.center().x() - r.width() * 0.16, r.top() + r.height() * 0.12, r.width() * 0.32,
                          r.height() * 0.28);
        p.setPen(Qt::NoPen);
        p.setBrush(inkOn(fill));
        p.drawEllipse(head);
        p.drawEllipse(QRectF(head.left() - head.width() * 0.28, head.top() - head.height() * 0.1,
                             head.width() * 0.4, head.height() * 0.7));
        p.drawEllipse(QRectF(head.right() - head.width() * 0.12, head.top() - head.height() * 0.1,
                             head.width() * 0.4, head.height() * 0.7));
        p.setPen(inkOn(fill));
        ui::drawFittedText(
            p, QRectF(r.left() + 1, r.top() + r.height() * 0.42, r.width() - 2, r.height() * 0.54),
            qs(breedShort(breed)), Qt::AlignCenter, std::max(11.0, r.height() * 0.36), true);
    }
    if (mark == static_cast<int>(Mark::Sick) || mark == static_cast<int>(Mark::Lost)) {
        const double d = std::max(12.0, r.width() * 0.42);
        const QRectF badge(r.right() - d * 0.7, r.top() - d * 0.3, d, d);
        p.setPen(QPen(Qt::white, 1.5));
        p.setBrush(mark == static_cast<int>(Mark::Sick) ? QColor("#C0392B") : QColor("#8E44AD"));
        p.drawEllipse(badge);
        p.setPen(Qt::white);
        ui::drawFittedText(p, badge,
                           mark == static_cast<int>(Mark::Sick) ? QStringLiteral("+") : QStringLiteral("?"),
                           Qt::AlignCenter, std::max(11.0, d * 0.75), true);
    }
    p.restore();
}

void KennelTable::paintCard(QPainter& p, const QRectF& r, int card) const {
    p.save();
    if (card < 0) {
        p.setPen(QPen(ui::mutedTextColour(), 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r, 5, 5);
        p.restore();
        return;
    }
    const bool resource = isResourceCard(card);
    p.setPen(QPen(QColor("#5B4A3A"), 1.2));
    p.setBrush(resource ? QColor("#FFF6E0") : QColor("#E8F0FF"));
    p.drawRoundedRect(r, 5, 5);
    // Pictogram: a coloured disc with a letter (F food, M medicine, G gas, $ coins, ★ special).
    const QRectF pic(r.left() + 3, r.top() + (r.height() - 18) / 2, 18, 18);
    static const std::array<QColor, 4> kResColour{QColor("#B9770E"), QColor("#C0392B"), QColor("#2C3E50"),
                                                  QColor("#D4AC0D")};
    static const std::array<QString, 4> kResLetter{QStringLiteral("F"), QStringLiteral("M"),
                                                   QStringLiteral("G"), QStringLiteral("$")};
    p.setPen(Qt::NoPen);
    p.setBrush(resource ? kResColour[static_cast<std::size_t>(cardResource(card))] : QColor("#34495E"));
    p.drawEllipse(pic);
    p.setPen(Qt::white);
    ui::drawFittedText(
        p, pic, resource ? kResLetter[static_cast<std::size_t>(cardResource(card))] : QStringLiteral("★"),
        Qt::AlignCenter, 11, true);
    p.setPen(ui::textColour());
    ui::drawFittedText(p, QRectF(pic.right() + 3, r.top(), r.width() - pic.width() - 8, r.height()),
                       qs(cardName(card)), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, 11, false);
    p.restore();
}

void KennelTable::paintStatus(QPainter& p) {
    p.fillRect(m_statusRect, ui::panelBackground());
    QString text = QString::fromStdString(m_view.status);
    if (m_view.round > 0)
        text =
            QStringLiteral("Round %1%2 · ").arg(m_view.round).arg(m_view.lastRound ? " (last round)" : "") +
            text;
    if (m_view.toAct >= 0) {
        ui::drawSeatToken(p, QPointF(20, m_statusRect.center().y()), 11, m_view.toAct, true);
    }
    p.setPen(ui::textColour());
    ui::drawFittedText(p, m_statusRect.adjusted(m_view.toAct >= 0 ? 38 : 10, 0, -150, 0), text,
                       Qt::AlignVCenter | Qt::AlignLeft, 16, true);
    const QRectF rules(m_statusRect.right() - 140, 5, 130, 24);
    p.setPen(QColor("#2E5E9E"));
    ui::drawFittedText(p, rules, QStringLiteral("Rules of this step ▸"), Qt::AlignCenter, 13, false);
    addHit(Item{ItemType::Rules}, rules,
           QStringLiteral("Open the rules page at this part of the round (F1)."));
}

void KennelTable::paintButtons(QPainter& p) {
    m_buttons.clear();
    for (const auto& it : nextItems())
        if (it.type == ItemType::Button && it.a != kAcceptDog && it.a != kRefuseDog)
            m_buttons.push_back({it, buttonLabel(it), buttonTip(it)});
    double x = 10;
    const double y = m_buttonRect.top() + 4, hgt = m_buttonRect.height() - 8;
    QFont f = ui::uiFont(13, true);
    p.setFont(f);
    const QFontMetricsF fm(f);
    if (m_interactive && !m_prefix.empty()) {
        p.setPen(QColor("#EEF3EE"));
        ui::drawFittedText(p, QRectF(x, y, 150, hgt), QStringLiteral("Esc: cancel selection"),
                           Qt::AlignVCenter | Qt::AlignLeft, 12);
        x += 150;
    }
    for (const auto& b : m_buttons) {
        const double bw = std::min(260.0, fm.horizontalAdvance(b.label) + 24);
        if (x + bw > m_buttonRect.right() - 10) break;
        const QRectF r(x, y, bw, hgt);
        const bool hover = m_hover && *m_hover == b.item;
        p.setPen(QPen(QColor("#3D5A80"), hover ? 2.5 : 1.2));
        p.setBrush(hover ? QColor("#D6E4F5") : QColor("#F3F7FC"));
        p.drawRoundedRect(r, 6, 6);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r.adjusted(6, 0, -6, 0), b.label, Qt::AlignCenter, 13, true);
        addHit(b.item, r, b.tip);
        x += bw + 8;
    }
}

void KennelTable::paintMap(QPainter& p) {
    const QRectF m = m_mapRect;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(cityTint());
    p.drawRoundedRect(QRectF(m.left(), m.top(), m.width() / 2, m.height()), 10, 10);
    p.setBrush(countryTint());
    p.drawRoundedRect(QRectF(m.center().x(), m.top(), m.width() / 2, m.height()), 10, 10);
    p.setPen(ui::mutedTextColour());
    ui::drawFittedText(p, QRectF(m.left() + 8, m.top() + 4, 160, 20), QStringLiteral("◆ City"),
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    ui::drawFittedText(p, QRectF(m.right() - 200, m.top() + 4, 192, 20), QStringLiteral("Countryside ■"),
                       Qt::AlignRight | Qt::AlignVCenter, 13, true);
    addHit(Item{}, QRectF(m.left() + 8, m.top() + 4, 160, 20),
           QStringLiteral("The city: blue-backed dog tokens (◆)."));
    addHit(Item{}, QRectF(m.right() - 200, m.top() + 4, 192, 20),
           QStringLiteral("The countryside: green-backed dog tokens (■)."));
    ui::drawFittedText(p, QRectF(m.left() + 8, m.bottom() - 22, m.width() / 2 - 16, 18),
                       QStringLiteral("Supply: %1 tokens").arg(m_view.citySupply),
                       Qt::AlignLeft | Qt::AlignVCenter, 12);
    ui::drawFittedText(p, QRectF(m.center().x() + 8, m.bottom() - 22, m.width() / 2 - 16, 18),
                       QStringLiteral("Supply: %1 tokens").arg(m_view.countrySupply),
                       Qt::AlignRight | Qt::AlignVCenter, 12);
    addHit(Item{}, QRectF(m.left(), m.bottom() - 24, m.width(), 22),
           QStringLiteral("Face-down supplies refill the empty spaces at the end of each round."));
    const double s = m.width() / 1000.0;
    // Roads: city streets straight and grey, country roads brown and slightly curved.
    for (const auto& r : roads()) {
        const QPointF a = mapPoint(r[0]), b = mapPoint(r[1]);
        const bool country =
            nodes()[ix(r[0])].area == Area::Country && nodes()[ix(r[1])].area == Area::Country;
        const bool fromCentre = r[0] == kCentre;
        const bool isCountry = fromCentre ? nodes()[ix(r[1])].area == Area::Country : country;
        QPainterPath path(a);
        if (isCountry) {
            const QPointF mid = (a + b) / 2 + QPointF((b - a).y(), -(b - a).x()) * 0.08;
            path.quadTo(mid, b);
        } else {
            path.lineTo(b);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(isCountry ? QColor("#A98556") : QColor("#8A94A6"), std::max(3.0, 12 * s), Qt::SolidLine,
                      Qt::RoundCap));
        p.drawPath(path);
    }
    // Route preview of a selected destination.
    const PlayerState* actor = m_view.toAct >= 0 ? &m_view.kennels[ix(m_view.toAct)] : nullptr;
    std::vector<int> route;
    int cost = -1;
    if (m_interactive && actor && m_view.phase == Phase::Driving && !m_prefix.empty() &&
        m_prefix[0].type == ItemType::Space && actor->truck >= 0)
        cost = routeCost(m_view, actor->truck, m_prefix[0].a, &route);
    else if (m_interactive && actor && m_view.phase == Phase::Driving && m_hover &&
             m_hover->type == ItemType::Space && actor->truck >= 0 && isNext(*m_hover))
        cost = routeCost(m_view, actor->truck, m_hover->a, &route);
    if (cost >= 0 && route.size() >= 2) {
        QPolygonF poly;
        for (int n : route)
            poly << mapPoint(n);
        p.setPen(QPen(ui::playerColour(m_view.toAct), std::max(4.0, 9 * s), Qt::DashLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPolyline(poly);
    }
    // Nodes.
    std::vector<int> drivable;
    for (const auto& a : m_legal)
        if (a.kind == kDrive) drivable.push_back(a.arg(0));
    const double R = std::max(16.0, 36 * s);
    for (int node = 0; node < kNodes; ++node) {
        const auto& n = nodes()[ix(node)];
        const QPointF c = mapPoint(node);
        if (n.kind == NodeKind::Junction) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor("#6D6D6D"));
            p.drawEllipse(c, 4, 4);
            continue;
        }
        if (n.kind == NodeKind::Centre) {
            p.setPen(QPen(QColor("#444444"), 2));
            p.setBrush(QColor("#FFFFFF"));
            p.drawEllipse(c, R * 0.9, R * 0.9);
            p.setPen(ui::textColour());
            ui::drawFittedText(p, QRectF(c.x() - 40, c.y() + R * 0.9, 80, 16), QStringLiteral("Centre"),
                               Qt::AlignCenter, 11, true);
            addHit(Item{}, QRectF(c.x() - R, c.y() - R, 2 * R, 2 * R),
                   QStringLiteral(
                       "The central space: every truck starts Phase 1 here. No truck can stop here."));
            continue;
        }
        const int space = spaceOfNode(node);
        const QRectF spot(c.x() - R, c.y() - R, 2 * R, 2 * R);
        p.setPen(QPen(n.area == Area::City ? cityEdge() : countryEdge(), 2));
        p.setBrush(QColor("#FBFBF8"));
        p.drawEllipse(spot);
        // A paw print: the footprint space's mark (seen when the space is empty).
        p.setPen(Qt::NoPen);
        p.setBrush(QColor("#C9CED3"));
        p.drawEllipse(QPointF(c.x(), c.y() + R * 0.18), R * 0.3, R * 0.24);
        for (int toe = 0; toe < 4; ++toe)
            p.drawEllipse(
                QPointF(c.x() + (toe - 1.5) * R * 0.22, c.y() - R * (toe == 0 || toe == 3 ? 0.12 : 0.3)),
                R * 0.1, R * 0.12);
        // Reward badge (coins for a lost dog found here).
        const QRectF coin(spot.right() - R * 0.55, spot.bottom() - R * 0.55, R * 0.8, R * 0.8);
        p.setPen(QPen(QColor("#9A7D0A"), 1));
        p.setBrush(QColor("#F7DC6F"));
        p.drawEllipse(coin);
        p.setPen(QColor("#4D3B00"));
        ui::drawFittedText(p, coin, QString::number(n.reward), Qt::AlignCenter, 11, true);
        const int t = m_view.board[ix(space)];
        const QRectF tok(c.x() - R * 0.7, c.y() - R * 0.7, R * 1.4, R * 1.4);
        QString tip = QStringLiteral("%1 — footprint space, reward %2 coin(s) for a lost dog.")
                          .arg(qs(n.id))
                          .arg(n.reward);
        if (t != kNoToken && isBlock(t)) {
            p.setPen(QPen(QColor("#222222"), 1.5));
            p.setBrush(QBrush(QColor("#555555"), Qt::BDiagPattern));
            p.drawRect(tok);
            p.setPen(QPen(QColor("#222222"), 3));
            p.drawLine(tok.topLeft(), tok.bottomRight());
            p.drawLine(tok.topRight(), tok.bottomLeft());
            tip += QStringLiteral("\n") + tokenTip(t);
        } else if (t != kNoToken) {
            const bool dim = m_interactive && m_view.phase == Phase::Driving &&
                             std::find(drivable.begin(), drivable.end(), space) == drivable.end();
            paintDogToken(p, tok, tokenBreed(t), static_cast<int>(tokenMark(t)), dim);
            tip += QStringLiteral("\n") + tokenTip(t);
            if (dim && actor && actor->truck >= 0)
                tip += QStringLiteral("\nOut of reach now (keep %1 gas to return home).").arg(kReturnGas);
        }
        const Item item{ItemType::Space, space};
        if (m_interactive && isNext(item)) ui::drawLegalHighlight(p, spot.adjusted(-3, -3, 3, 3), R);
        if (!m_prefix.empty() && m_prefix.back() == item)
            ui::drawHoverOutline(p, spot.adjusted(-5, -5, 5, 5), R);
        if (m_hover && *m_hover == item) ui::drawHoverOutline(p, spot.adjusted(-2, -2, 2, 2), R);
        addHit(item, spot, tip);
    }
    // Trucks (those out on the map), gliding along the last route while it animates.
    int atCentre = 0;
    for (int seat = 0; seat < m_view.players; ++seat) {
        const auto& k = m_view.kennels[ix(seat)];
        if (k.truck < 0) continue;
        QPointF c = mapPoint(k.truck);
        if (seat == m_glideSeat && m_glideRoute.size() >= 2 &&
            m_glide.state() == QAbstractAnimation::Running) {
            const double v = m_glide.currentValue().toDouble() * static_cast<double>(m_glideRoute.size() - 1);
            const auto i = std::min<std::size_t>(static_cast<std::size_t>(v), m_glideRoute.size() - 2);
            const double f = v - static_cast<double>(i);
            c = mapPoint(m_glideRoute[i]) * (1 - f) + mapPoint(m_glideRoute[i + 1]) * f;
        }
        if (k.truck == kCentre)
            c += QPointF((atCentre % 2 ? 0.75 : -0.75) * R, (atCentre / 2 ? 0.1 : -0.75) * R * 1.2),
                ++atCentre;
        else
            c += QPointF(R * 0.75, -R * 0.75);
        const QRectF body(c.x() - R * 0.7, c.y() - R * 0.35, R * 1.4, R * 0.7);
        p.setPen(QPen(QColor("#222222"), 1.5));
        p.setBrush(ui::playerColour(seat));
        p.drawRoundedRect(body, 4, 4);
        p.setBrush(QColor("#222222"));
        p.drawEllipse(QPointF(body.left() + body.width() * 0.25, body.bottom()), R * 0.14, R * 0.14);
        p.drawEllipse(QPointF(body.left() + body.width() * 0.75, body.bottom()), R * 0.14, R * 0.14);
        ui::drawSeatToken(p, QPointF(body.center().x(), body.center().y() - R * 0.05), R * 0.3, seat,
                          seat == m_view.toAct);
        addHit(Item{}, body,
               QStringLiteral("%1's truck").arg(QString::fromStdString(m_view.names[ix(seat)])));
    }
    if (cost >= 0 && !route.empty()) {
        const QPointF c = mapPoint(route.back());
        const QRectF lab(c.x() - 48, c.y() - R * 1.9, 96, 20);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(lab, 6, 6);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, lab, QStringLiteral("%1 gas").arg(cost), Qt::AlignCenter, 13, true);
    }
    p.restore();
}

void KennelTable::paintActionBoard(QPainter& p) {
    const QRectF b = m_boardRect;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(ui::panelBackground());
    p.drawRoundedRect(b, 8, 8);
    const double rowH = std::min(40.0, (b.height() - 120) / kBoxes);
    double y = b.top() + 6;
    // Wide: name, two cards, the workers at the right. Narrow: the workers go under the name.
    const bool narrow = b.width() < 400;
    const double nameW = b.width() * 0.28, cardW = (b.width() - nameW - (narrow ? 16 : 84)) / 2;
    for (int box = 0; box < kBoxes; ++box) {
        const QRectF row(b.left() + 6, y, b.width() - 12, rowH - 4);
        const bool active = m_view.activeBox == box;
        p.setPen(QPen(active ? QColor("#D35400") : QColor("#9AA5B1"), active ? 2.5 : 1));
        p.setBrush(QColor("#FFFFFF"));
        p.drawRoundedRect(row, 6, 6);
        const QRectF name(row.left() + 6, row.top(), nameW - 6, narrow ? row.height() * 0.55 : row.height());
        p.setPen(ui::textColour());
        ui::drawFittedText(p, name, qs(boxName(box)), Qt::AlignVCenter | Qt::AlignLeft, 13, true);
        const Item boxItem{ItemType::Box, box};
        if (m_interactive && isNext(boxItem)) ui::drawLegalHighlight(p, row, 6);
        addHit(boxItem, row, qs(boxHelp(box)));
        for (int c = 0; c < 2; ++c) {
            const QRectF slot(row.left() + nameW + c * (cardW + 4), row.top() + 3, cardW, row.height() - 6);
            const int card = m_view.cardSlots[ix(box * 2 + c)];
            paintCard(p, slot, card);
            const Item it{ItemType::Slot, box, c};
            if (m_interactive && isNext(it)) ui::drawLegalHighlight(p, slot, 5);
            if (m_hover && *m_hover == it) ui::drawHoverOutline(p, slot, 5);
            addHit(it, slot,
                   card >= 0 ? qs(cardName(card)) + QStringLiteral(": ") + qs(cardHelp(card))
                             : QStringLiteral("Empty card slot"));
        }
        // Workers placed here.
        double wx = narrow ? name.left() : row.right() - 58;
        const double wr = narrow ? std::min(7.0, row.height() * 0.22) : std::min(10.0, row.height() / 2 - 2);
        const double wy = narrow ? row.bottom() - wr - 2 : row.center().y();
        for (auto seat : m_view.boxWorkers[ix(box)])
            if (seat >= 0) {
                ui::drawSeatToken(p, QPointF(wx + wr, wy), wr, seat);
                wx += 2 * wr + 2;
            }
        y += rowH;
    }
    // The Dog Fair: the face-up card and the pool with its price.
    const QRectF fair(b.left() + 6, y + 2, b.width() - 12, b.bottom() - y - 8);
    p.setPen(QPen(QColor("#9AA5B1"), 1));
    p.setBrush(QColor("#FFFBF2"));
    p.drawRoundedRect(fair, 6, 6);
    p.setPen(ui::textColour());
    ui::drawFittedText(p, QRectF(fair.left() + 6, fair.top() + 2, fair.width() * 0.45, 20),
                       QStringLiteral("Dog Fair card:"), Qt::AlignLeft | Qt::AlignVCenter, 12, true);
    const double tok = std::min(30.0, fair.height() / 3.2);
    if (m_view.fairCard >= 0) {
        double fx = fair.left() + fair.width() * 0.45;
        for (int breed : fairCards()[ix(m_view.fairCard)]) {
            const bool used = breedInGame(breed, m_view.players);
            paintDogToken(p, QRectF(fx, fair.top() + 3, tok, tok), breed, 0, !used);
            addHit(Item{}, QRectF(fx, fair.top() + 3, tok, tok),
                   QStringLiteral("%1 can be sold to the Fair this round%2")
                       .arg(breedQ(breed), used ? "" : " (not in this game)"));
            fx += tok + 6;
        }
    }
    const double py = fair.top() + tok + 10;
    ui::drawFittedText(p, QRectF(fair.left() + 6, py, fair.width() - 12, 18),
                       m_view.fairPoolSize == 0
                           ? QStringLiteral("Fair pool: empty (nothing to buy or trade)")
                           : QStringLiteral("Fair pool: %1 dog(s) · a dog costs %2 coin(s)")
                                 .arg(m_view.fairPoolSize)
                                 .arg(fairPrice(m_view.fairPoolSize)),
                       Qt::AlignLeft | Qt::AlignVCenter, 12, true);
    addHit(
        Item{}, QRectF(fair.left() + 6, py, fair.width() - 12, 18),
        QStringLiteral(
            "A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy."));
    // The pool's tokens shrink when their rows would run out of the Fair's box.
    double ptok = tok;
    {
        int kinds = 0;
        for (int breed = 0; breed < kBreeds; ++breed)
            kinds += m_view.fairPool[ix(breed)] > 0 ? 1 : 0;
        const double room = fair.bottom() - (py + 20) - 2;
        for (int i = 0; i < 12 && kinds > 0; ++i) {
            const int perRow = std::max(1, static_cast<int>((fair.width() - 12 + 4) / (ptok + 28)));
            const int rows = (kinds + perRow - 1) / perRow;
            if (rows * (ptok + 4) <= room || ptok <= 16) break;
            ptok = std::max(16.0, ptok - 2);
        }
    }
    double px = fair.left() + 6, pyy = py + 20;
    for (int breed = 0; breed < kBreeds; ++breed) {
        const int n = m_view.fairPool[ix(breed)];
        if (n == 0) continue;
        const double tok = ptok;
        if (px + tok + 24 > fair.right()) {
            px = fair.left() + 6;
            pyy += tok + 4;
        }
        const QRectF r(px, pyy, tok, tok);
        paintDogToken(p, r, breed, 0);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(r.right() + 1, r.top(), 22, tok), QStringLiteral("×%1").arg(n),
                           Qt::AlignVCenter | Qt::AlignLeft, 11, true);
        const Item it{ItemType::Pool, breed};
        if (m_interactive && isNext(it)) ui::drawLegalHighlight(p, r, 5);
        if (!m_prefix.empty() && m_prefix.back() == it) ui::drawHoverOutline(p, r.adjusted(-2, -2, 2, 2), 5);
        addHit(it, r, QStringLiteral("%1 in the Fair pool (%2)").arg(breedQ(breed)).arg(n));
        px += tok + 28;
    }
    p.restore();
}

void KennelTable::paintKennel(QPainter& p, int seat, const QRectF& box) {
    const PlayerState& k = m_view.kennels[ix(seat)];
    const bool acting = seat == m_view.toAct;
    const bool mine = acting && m_interactive;
    p.save();
    p.setPen(QPen(acting ? ui::playerColour(seat) : QColor("#B8C2CC"), acting ? 3 : 1));
    p.setBrush(ui::panelBackground());
    p.drawRoundedRect(box, 8, 8);
    const double pad = 6;
    double y = box.top() + pad;
    // Header: seat token, name, first player, helper.
    ui::drawSeatToken(p, QPointF(box.left() + pad + 11, y + 11), 11, seat, acting);
    p.setPen(ui::textColour());
    QString head = QString::fromStdString(m_view.names[ix(seat)]);
    if (seat == m_view.firstPlayer) head += QStringLiteral(" · first");
    head += k.helper ? QStringLiteral(" · 2 workers") : QStringLiteral(" · 1 worker");
    {
        // Narrow: the name, then "1st · 2w" forms; the tooltip has the words.
        const QString name = QString::fromStdString(m_view.names[ix(seat)]);
        const QString shortHead = name + (seat == m_view.firstPlayer ? QStringLiteral(" · 1st") : QString()) +
                                  (k.helper ? QStringLiteral(" · 2w") : QStringLiteral(" · 1w"));
        head = ui::firstThatFits({head, shortHead, name, ui::shortName(name)}, box.width() - 2 * pad - 28, 14,
                                 true);
    }
    ui::drawFittedText(p, QRectF(box.left() + pad + 28, y, box.width() - 2 * pad - 28, 22), head,
                       Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    addHit(
        Item{}, QRectF(box.left() + pad, y, box.width() - 2 * pad, 22),
        QStringLiteral("%1%2 · %3")
            .arg(QString::fromStdString(m_view.names[ix(seat)]),
                 seat == m_view.firstPlayer ? QStringLiteral(" · first player") : QString(),
                 k.helper ? QStringLiteral("2 workers (you and your helper)") : QStringLiteral("1 worker")));
    y += 24;
    // Office and stores: coins, meeples; garage gas with the cap; storeroom food; infirmary medicine.
    const QString res = ui::firstThatFits({QStringLiteral("Coins %1 · Gas %2/%5 · Food %3 · Med %4")
                                               .arg(k.coins)
                                               .arg(k.gas)
                                               .arg(k.food)
                                               .arg(k.medicine)
                                               .arg(kGasCap),
                                           QStringLiteral("$%1 · Gas %2/%5 · Food %3 · Med %4")
                                               .arg(k.coins)
                                               .arg(k.gas)
                                               .arg(k.food)
                                               .arg(k.medicine)
                                               .arg(kGasCap),
                                           QStringLiteral("$%1 · G %2/%5 · F %3 · M %4")
                                               .arg(k.coins)
                                               .arg(k.gas)
                                               .arg(k.food)
                                               .arg(k.medicine)
                                               .arg(kGasCap)},
                                          box.width() - 2 * pad, 12);
    ui::drawFittedText(p, QRectF(box.left() + pad, y, box.width() - 2 * pad, 18), res,
                       Qt::AlignLeft | Qt::AlignVCenter, 12);
    addHit(
        Item{}, QRectF(box.left() + pad, y, box.width() - 2 * pad, 18),
        QStringLiteral(
            "Office: coins and workers (%1). Garage: gas (at most %2). Storeroom: food. Infirmary: medicine.")
            .arg(k.helper ? QStringLiteral("you and your helper") : QStringLiteral("the helper has left"))
            .arg(kGasCap));
    y += 20;
    // Pens 1..5.
    const double penW = (box.width() - 2 * pad - 4 * 5) / 5;
    const double cell = std::min((penW - 10) / 2, std::max(20.0, (box.height() - 190) / 2.6));
    const double penH = 16 + 2 * cell + 8;
    for (int pen = 0; pen < kPens; ++pen) {
        const QRectF pr(box.left() + pad + pen * (penW + 5), y, penW, penH);
        const bool built = pen < k.built;
        p.setPen(QPen(QColor("#7F8C8D"), 1.2));
        p.setBrush(built ? QColor("#FFFFFF") : QBrush(QColor("#C8CED4"), Qt::Dense6Pattern));
        p.drawRoundedRect(pr, 5, 5);
        p.setPen(ui::textColour());
        QString label = pen < 2 ? QStringLiteral("Pen %1").arg(pen + 1)
                                : QStringLiteral("Pen %1 (%2)").arg(pen + 1).arg(kExtraPenValue[ix(pen - 2)]);
        if (!built) {
            p.setPen(ui::mutedTextColour());
            ui::drawFittedText(p, pr.adjusted(2, 16, -2, 0),
                               QStringLiteral("%1 pt").arg(kExtraPenValue[ix(pen - 2)]), Qt::AlignCenter, 13,
                               true);
            p.setPen(ui::textColour());
        }
        if ((k.quartetPaid >> pen) & 1) label += QStringLiteral(" ✓");
        // Narrow pens: "Pen 3 (2)", then "3 (2)", then "3" (the tooltip says it all).
        const QString tick = ((k.quartetPaid >> pen) & 1) ? QStringLiteral(" ✓") : QString();
        const QString value = pen < 2 ? QString() : QStringLiteral(" (%1)").arg(kExtraPenValue[ix(pen - 2)]);
        label = ui::firstThatFits(
            {label, QString::number(pen + 1) + value + tick, QString::number(pen + 1) + tick}, pr.width() - 4,
            11);
        ui::drawFittedText(p, QRectF(pr.left() + 2, pr.top(), pr.width() - 4, 15), label, Qt::AlignCenter, 11,
                           false);
        QString tip =
            built ? QStringLiteral(
                        "Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.")
                        .arg(pen + 1)
                  : QStringLiteral(
                        "Pen %1 is not built yet (City Hall: %2 coins, in order %3 pt, %4 pt, %5 pt).")
                        .arg(pen + 1)
                        .arg(kPenCost)
                        .arg(kExtraPenValue[0])
                        .arg(kExtraPenValue[1])
                        .arg(kExtraPenValue[2]);
        if ((k.quartetPaid >> pen) & 1) tip += QStringLiteral("\n✓ Quartet bonus already paid for this pen.");
        if (pen >= 2)
            tip += QStringLiteral("\nScores %1 at the end if built and holding a dog.")
                       .arg(kExtraPenValue[ix(pen - 2)]);
        const Item penItem{ItemType::Pen, pen + 1};
        if (mine && isNext(penItem)) ui::drawLegalHighlight(p, pr, 5);
        if (mine && m_hover && *m_hover == penItem) ui::drawHoverOutline(p, pr, 5);
        addHit(penItem, pr, tip);
        const auto rows = k.pens[ix(pen)].rows();
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 2; ++c) {
                const double left = pr.left() + (pr.width() - 2 * cell - 2) / 2;
                const QRectF cr(left + c * (cell + 2), pr.top() + 16 + r * (cell + 2), cell, cell);
                const int breed = rows[ix(r)][ix(c)];
                if (breed < 0) {
                    if (built) {
                        p.setPen(QPen(QColor("#D5DBDF"), 1, Qt::DotLine));
                        p.setBrush(Qt::NoBrush);
                        p.drawRoundedRect(cr, 3, 3);
                    }
                    continue;
                }
                paintDogToken(p, cr, breed, 0);
                const Item dog{ItemType::PenDog, pen + 1, breed};
                if (mine && isNext(dog)) ui::drawLegalHighlight(p, cr, 4);
                if (mine && !m_prefix.empty() && m_prefix.back() == dog)
                    ui::drawHoverOutline(p, cr.adjusted(-2, -2, 2, 2), 4);
                addHit(dog, cr,
                       QStringLiteral("%1 in pen %2 (row %3)")
                           .arg(breedQ(breed))
                           .arg(pen + 1)
                           .arg(r == 0 ? "A" : "B"));
            }
    }
    y += penH + 6;
    // Infirmary.
    const double chip = std::min(cell, 26.0);
    p.setPen(ui::textColour());
    ui::drawFittedText(p, QRectF(box.left() + pad, y, 96, chip),
                       QStringLiteral("Infirmary %1/%2").arg(k.sickCount()).arg(kInfirmaryCap),
                       Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    addHit(Item{}, QRectF(box.left() + pad, y, 96, chip),
           QStringLiteral(
               "Sick dogs (at most %1). Each costs %2 points at the end; 1 medicine at the Vet cures one.")
               .arg(kInfirmaryCap)
               .arg(kSickPenalty));
    double x = box.left() + pad + 98;
    // Up to 6 sick dogs in a row: closer together (never past the panel's edge) when narrow.
    const double sickStep =
        std::min(chip + 7, (box.right() - pad - x - chip * 0.4) / std::max(1, k.sickCount()));
    const double sickChip = std::min(chip, sickStep - 2);
    for (int b = 0; b < kBreeds; ++b)
        for (int i = 0; i < k.infirmary[ix(b)]; ++i) {
            const QRectF r(x, y + (chip - sickChip) / 2, sickChip, sickChip);
            paintDogToken(p, r, b, static_cast<int>(Mark::Sick));
            const Item it{ItemType::Infirmary, b};
            if (mine && isNext(it)) ui::drawLegalHighlight(p, r, 4);
            if (mine && !m_prefix.empty() && m_prefix.back() == it && i == 0)
                ui::drawHoverOutline(p, r.adjusted(-2, -2, 2, 2), 4);
            addHit(it, r, QStringLiteral("Sick %1 in the infirmary").arg(breedQ(b)));
            x += sickStep;
        }
    y += chip + 6;
    // Truck tile / dogs waiting for a pen.
    const bool arranging =
        m_view.phase == Phase::Arrange || m_view.phase == Phase::Offer || m_view.phase == Phase::VetUnload;
    const QRectF waitBox(box.left() + pad, y, box.width() - 2 * pad, chip + 4);
    const Item area{ItemType::WaitingArea};
    p.setPen(QPen(QColor("#AAB7B8"), 1, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(waitBox, 4, 4);
    if (mine && isNext(area)) ui::drawLegalHighlight(p, waitBox, 4);
    p.setPen(ui::textColour());
    ui::drawFittedText(p, QRectF(waitBox.left() + 3, y, 74, chip + 4),
                       arranging ? QStringLiteral("Waiting") : QStringLiteral("Truck"),
                       Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    if (mine)
        addHit(area, waitBox, QStringLiteral("Dogs waiting for a pen. Drop a pen dog here to lift it out."));
    else
        addHit(Item{}, waitBox,
               QStringLiteral("Truck tile: dogs rescued this phase ride here until the truck is home."));
    x = waitBox.left() + 80;
    auto chips = [&](const BreedCounts& c, int mark, bool clickable) {
        for (int b = 0; b < kBreeds; ++b)
            for (int i = 0; i < c[ix(b)]; ++i) {
                if (x + chip > waitBox.right()) return;
                const QRectF r(x, y + 2, chip, chip);
                paintDogToken(p, r, b, mark);
                const Item it{ItemType::Waiting, b};
                if (clickable && mine && isNext(it)) ui::drawLegalHighlight(p, r, 4);
                if (clickable && mine && !m_prefix.empty() && m_prefix.back() == it && i == 0)
                    ui::drawHoverOutline(p, r.adjusted(-2, -2, 2, 2), 4);
                addHit(clickable ? it : Item{}, r,
                       QStringLiteral("%1%2").arg(breedQ(b), mark ? " (sick)" : ""));
                x += chip + 3;
            }
    };
    chips(k.waiting, 0, true);
    chips(k.truckHealthy, 0, false);
    chips(k.truckSick, static_cast<int>(Mark::Sick), false);
    y += chip + 10;
    // Cards held.
    QString cards;
    for (int c = 0; c < kSpecialKinds; ++c)
        if (k.cards[ix(c)])
            cards += QStringLiteral("%1%2×%3")
                         .arg(cards.isEmpty() ? "" : " · ")
                         .arg(qs(cardName(c + kFirstSpecial)))
                         .arg(k.cards[ix(c)]);
    // A line of small text that wraps onto a second line when the panel has the room.
    auto wrapped = [&](double top, const QString& text) {
        const QRectF one(box.left() + pad, top, box.width() - 2 * pad, 16);
        const bool fits = QFontMetricsF(ui::uiFont(11)).horizontalAdvance(text) <= one.width();
        const QRectF r = fits || top + 34 > box.bottom() - 2 ? one : one.adjusted(0, 0, 0, 18);
        ui::drawFittedText(p, r, text,
                           Qt::AlignLeft | Qt::AlignTop | (r.height() > 16 ? Qt::TextWordWrap : 0), 11);
        return r;
    };
    // A narrow kennel leaves out the "×1" of single cards.
    QString fewer = cards;
    fewer.replace(QStringLiteral("×1 "), QStringLiteral(" "));
    if (fewer.endsWith(QStringLiteral("×1"))) fewer.chop(2);
    const QString cardsLine =
        ui::firstThatFits({QStringLiteral("Cards: ") + cards, QStringLiteral("Cards: ") + fewer, fewer},
                          box.width() - 2 * pad, 11);
    const QRectF cardsRect = wrapped(y, cards.isEmpty() ? QStringLiteral("Cards: none") : cardsLine);
    QString cardTip;
    for (int c = 0; c < kSpecialKinds; ++c)
        if (k.cards[ix(c)])
            cardTip += qs(cardName(c + kFirstSpecial)) + QStringLiteral(": ") +
                       qs(cardHelp(c + kFirstSpecial)) + "\n";
    addHit(Item{}, cardsRect, cardTip.isEmpty() ? QStringLiteral("No special cards") : cardTip.trimmed());
    y += cardsRect.height() + 2;
    // The end-of-round summary (Phase 3).
    if (k.roundEnd.fedPens >= 0 && y + 16 <= box.bottom()) {
        static const std::array<QString, 6> kSalary{QString(),
                                                    QStringLiteral("salary paid"),
                                                    QStringLiteral("salary paid with Helper card"),
                                                    QStringLiteral("helper left (unpaid)"),
                                                    QStringLiteral("helper rehired"),
                                                    QStringLiteral("no helper")};
        QString line = QStringLiteral("Round end: fed %1 pen(s)").arg(k.roundEnd.fedPens);
        if (k.roundEnd.hungrySick) line += QStringLiteral(" · %1 fell sick").arg(k.roundEnd.hungrySick);
        if (k.roundEnd.hungryToFair) line += QStringLiteral(" · %1 to the Fair").arg(k.roundEnd.hungryToFair);
        if (k.roundEnd.salary) line += QStringLiteral(" · ") + kSalary[ix(k.roundEnd.salary)];
        p.setPen(ui::mutedTextColour());
        // With no room for a second line, "Round end:" goes (the tooltip and the log keep it).
        if (y + 34 > box.bottom() - 2) {
            QString shorter = line;
            shorter.remove(QStringLiteral("Round end: "));
            line = ui::firstThatFits({line, shorter}, box.width() - 2 * pad, 11);
        }
        wrapped(y, line);
    }
    p.restore();
}

void KennelTable::paintOffer(QPainter& p) {
    if (m_view.phase != Phase::Offer || m_view.offerBreed < 0) return;
    const QRectF r(m_mapRect.center().x() - 220, m_mapRect.center().y() - 70, 440, 140);
    p.save();
    p.setPen(QPen(QColor("#34495E"), 2));
    p.setBrush(QColor(255, 255, 255, 245));
    p.drawRoundedRect(r, 10, 10);
    p.setPen(ui::textColour());
    const QString from =
        m_view.offerFrom >= 0 ? QString::fromStdString(m_view.names[ix(m_view.offerFrom)]) : QString();
    const QString to = m_view.toAct >= 0 ? QString::fromStdString(m_view.names[ix(m_view.toAct)]) : QString();
    ui::drawFittedText(p, QRectF(r.left() + 12, r.top() + 8, r.width() - 24, 22), QStringLiteral("Donation"),
                       Qt::AlignCenter, 16, true);
    ui::drawFittedText(
        p, QRectF(r.left() + 12, r.top() + 34, r.width() - 70, 40),
        QStringLiteral("%1 has no room and donates a %2%3. %4, do you take it?")
            .arg(from, breedQ(m_view.offerBreed), m_view.offerSick ? " (sick, for your infirmary)" : "", to),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 13);
    paintDogToken(p, QRectF(r.right() - 52, r.top() + 36, 36, 36), m_view.offerBreed,
                  m_view.offerSick ? 1 : 0);
    const QRectF yes(r.left() + 40, r.bottom() - 44, 160, 32), no(r.right() - 200, r.bottom() - 44, 160, 32);
    for (const auto& [rect, kind, label] : {std::tuple{yes, kAcceptDog, QStringLiteral("Take the dog")},
                                            std::tuple{no, kRefuseDog, QStringLiteral("Decline")}}) {
        const Item it{ItemType::Button, kind, 0, 0};
        const bool live = m_interactive && isNext(it);
        p.setPen(QPen(QColor("#3D5A80"), live ? 2 : 1));
        p.setBrush(live ? QColor("#EAF2FB") : QColor("#EEEEEE"));
        p.drawRoundedRect(rect, 6, 6);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, rect, label, Qt::AlignCenter, 13, true);
        addHit(it, rect,
               kind == kAcceptDog
                   ? QStringLiteral("You may rearrange your pens to make room.")
                   : QStringLiteral(
                         "The offer passes on clockwise; if nobody takes it, it goes to the Dog Fair."));
    }
    p.restore();
}

void KennelTable::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    m_hits.clear();
    if (m_cleared || !m_state) return;
    layout();
    paintStatus(p);
    paintButtons(p);
    paintMap(p);
    paintActionBoard(p);
    for (int i = 0; i < m_view.players && i < static_cast<int>(m_kennelRects.size()); ++i)
        paintKennel(p, kennelSeatShown(i), m_kennelRects[ix(i)]);
    paintOffer(p);
    if (m_view.phase == Phase::GameOver) {
        const ScoreSheet& sheet = m_view.finalScore;
        QString line = QStringLiteral("Game over — ");
        for (std::size_t i = 0; i < sheet.players.size(); ++i)
            line += QStringLiteral("%1%2: %3%4")
                        .arg(i ? " · " : "")
                        .arg(QString::fromStdString(sheet.players[i].name))
                        .arg(sheet.players[i].total)
                        .arg(sheet.isWinner(static_cast<int>(i)) ? QStringLiteral(" (wins)") : QString());
        if (!sheet.tiebreak.empty())
            line += QStringLiteral(" — tie broken by ") + QString::fromStdString(sheet.tiebreak);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, m_buttonRect.adjusted(10, 0, -10, 0), line,
                           Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, 14, true);
    }
}

// ===================================================================== input

void KennelTable::mouseMoveEvent(QMouseEvent* event) {
    const Hit* h = hitAt(event->position());
    std::optional<Item> hover;
    if (h && h->item.type != ItemType::None) hover = h->item;
    if (hover != m_hover) {
        m_hover = hover;
        setCursor(hover && (isNext(*hover) || hover->type == ItemType::Rules) ? Qt::PointingHandCursor
                                                                              : Qt::ArrowCursor);
        update();
    }
}

void KennelTable::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Hit* h = hitAt(event->position());
    m_pressed.reset();
    if (!h || h->item.type == ItemType::None) return;
    m_pressed = h->item;
    clickItem(h->item);
}

void KennelTable::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_pressed) return;
    const Hit* h = hitAt(event->position());
    const Item pressed = *m_pressed;
    m_pressed.reset();
    // A drag: released over another item continues the same action (drag and drop).
    if (!h || h->item.type == ItemType::None || h->item == pressed) return;
    if (m_prefix.empty() || !(m_prefix.back() == pressed)) return;
    clickItem(h->item);
}

void KennelTable::leaveEvent(QEvent*) {
    m_hover.reset();
    update();
}

void KennelTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        m_prefix.clear();
        update();
        return;
    }
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        m_buttons.size() == 1) {
        clickItem(m_buttons.front().item);
        return;
    }
    ui::GameView::keyPressEvent(event);
}

bool KennelTable::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* he = static_cast<QHelpEvent*>(event);
        const Hit* h = hitAt(he->pos());
        const QString tip = withElidedText(he->pos(), h ? h->tip : QString());
        if (!tip.isEmpty())
            QToolTip::showText(he->globalPos(), tip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return ui::GameView::event(event);
}

void registerView(ui::ViewRegistry& registry) {
    registry.add(ui::ViewInfo{"kennel",
                              [](QWidget* parent) -> ui::GameView* { return new KennelTable(parent); },
                              QStringLiteral(":/covers/kennel.svg")});
}

} // namespace dogtable::games::kennel
