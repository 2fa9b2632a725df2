#include "dogkids/view/dogkids_table.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "dogkids/rules/dogkids_text.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dogkids {

namespace {

constexpr double kFieldR = 27; // canvas units
constexpr double kDogR = 23;
constexpr double kHomeHalf = 24;

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

ui::GameColour gameColour(int colour) {
    return static_cast<ui::GameColour>(colour);
}
QColor colourFill(int colour) {
    return ui::fillOf(gameColour(colour));
}

QColor dogFill(int boardPos) {
    static const std::array<QColor, kBoardPositions> fills = {QColor("#f7f5ee"), QColor("#9ea3a8"),
                                                              QColor("#8d5a2b"), QColor("#262626")};
    return fills[idx(std::clamp(boardPos, 0, 3))];
}

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

int firstColour(ColourMask m) {
    for (int c = 0; c < kColours; ++c)
        if (m & bit(c)) return c;
    return 0;
}
int secondColour(ColourMask m) {
    for (int c = kColours - 1; c >= 0; --c)
        if (m & bit(c)) return c;
    return 0;
}

/// The colour's shape on a light disc, so fields read by shape too (and in greyscale).
void drawFieldMark(QPainter& p, const QPointF& c, double radius, int colour) {
    p.setPen(QPen(QColor("#1d1d1d"), std::max(0.8, radius / 14)));
    p.setBrush(QColor("#fffaf0"));
    p.drawEllipse(c, radius * 0.64, radius * 0.64);
    const double sym = radius * 0.86;
    ui::drawColourSymbol(p, QRectF(c.x() - sym / 2, c.y() - sym / 2, sym, sym), gameColour(colour));
}

/// A small kennel: a house with a roof and a door.
void drawHouse(QPainter& p, const QRectF& box, const QColor& fill, const QColor& ink) {
    QPainterPath path;
    const double w = box.width(), h = box.height();
    path.moveTo(box.left() + w * 0.5, box.top());
    path.lineTo(box.right(), box.top() + h * 0.45);
    path.lineTo(box.right() - w * 0.12, box.top() + h * 0.45);
    path.lineTo(box.right() - w * 0.12, box.bottom());
    path.lineTo(box.left() + w * 0.12, box.bottom());
    path.lineTo(box.left() + w * 0.12, box.top() + h * 0.45);
    path.lineTo(box.left(), box.top() + h * 0.45);
    path.closeSubpath();
    p.setPen(QPen(ink, std::max(1.0, w / 14)));
    p.setBrush(fill);
    p.drawPath(path);
    QPainterPath door;
    door.addRoundedRect(QRectF(box.left() + w * 0.36, box.top() + h * 0.58, w * 0.28, h * 0.42), w * 0.12,
                        w * 0.12);
    p.setBrush(ink);
    p.drawPath(door);
}

/// A paw print (a pad and four toes).
void drawPaw(QPainter& p, const QPointF& c, double size, const QColor& fill) {
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, size / 12)));
    p.setBrush(fill);
    p.drawEllipse(QPointF(c.x(), c.y() + size * 0.18), size * 0.32, size * 0.26);
    const std::array<QPointF, 4> toes = {QPointF(-0.36, -0.18), QPointF(-0.13, -0.38), QPointF(0.13, -0.38),
                                         QPointF(0.36, -0.18)};
    for (const QPointF& t : toes)
        p.drawEllipse(QPointF(c.x() + t.x() * size, c.y() + t.y() * size), size * 0.12, size * 0.14);
}

/// A dog token: head with ears, white halo and dark outline, and the seat number.
void drawDog(QPainter& p, const QPointF& c, double r, int boardPos, int seat, double opacity = 1.0) {
    p.save();
    p.setOpacity(opacity);
    const QColor fill = dogFill(boardPos);
    const QColor ear = fill.darker(boardPos == 3 ? 60 : 130);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawEllipse(c + QPointF(r * 0.12, r * 0.18), r * 1.05, r * 1.05);
    for (int side : {-1, 1}) {
        p.save();
        p.translate(c.x() + side * r * 0.72, c.y() - r * 0.55);
        p.rotate(side * 25.0);
        p.setPen(QPen(QColor("#ffffff"), r * 0.22));
        p.setBrush(ear);
        p.drawEllipse(QPointF(0, 0), r * 0.34, r * 0.55);
        p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, r * 0.09)));
        p.drawEllipse(QPointF(0, 0), r * 0.34, r * 0.55);
        p.restore();
    }
    p.setPen(QPen(QColor("#ffffff"), r * 0.18));
    p.setBrush(fill);
    p.drawEllipse(c, r, r);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.2, r * 0.1)));
    p.drawEllipse(c, r, r);
    if (seat >= 0) {
        p.setPen(fill.lightness() > 140 ? QColor("#1d1d1d") : QColor("#ffffff"));
        p.setFont(ui::uiFont(r * 1.05, true));
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(seat + 1));
    }
    p.restore();
}

QString cardTip(Card c) {
    return qs(cardRuleText(c));
}

void drawCardFace(QPainter& p, const QRectF& r, Card c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const CardInfo& info = cardInfo(c);
    const double w = r.width();
    p.setPen(QPen(QColor("#3a3a3a"), 1.5));
    p.setBrush(QColor("#fffdf7"));
    p.drawRoundedRect(r, w * 0.09, w * 0.09);
    const QRectF art(r.left() + w * 0.14, r.top() + r.height() * 0.14, w * 0.72, r.height() * 0.56);
    const double chip = std::min(art.width(), art.height()) * 0.62;
    const QPointF mid = art.center();
    switch (info.kind) {
    case CardKind::Single:
        ui::drawColourChip(p, QRectF(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip),
                           gameColour(firstColour(info.colours)));
        break;
    case CardKind::Double: {
        const QColor fill = colourFill(firstColour(info.colours));
        drawPaw(p, QPointF(mid.x() - chip * 0.3, mid.y() + chip * 0.25), chip * 0.6, fill);
        drawPaw(p, QPointF(mid.x() + chip * 0.3, mid.y() - chip * 0.3), chip * 0.6, fill);
        ui::drawColourSymbol(p, QRectF(r.left() + w * 0.07, r.top() + w * 0.07, w * 0.18, w * 0.18),
                             gameColour(firstColour(info.colours)));
        break;
    }
    case CardKind::TwoColour: {
        const double s = chip * 0.72;
        ui::drawColourChip(p, QRectF(mid.x() - s * 1.02, mid.y() - s * 0.9, s, s),
                           gameColour(firstColour(info.colours)));
        ui::drawColourChip(p, QRectF(mid.x() + s * 0.02, mid.y() - s * 0.1, s, s),
                           gameColour(secondColour(info.colours)));
        break;
    }
    case CardKind::Kennel:
        drawHouse(p, QRectF(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip), QColor("#c98b4a"),
                  QColor("#3a2a1a"));
        break;
    case CardKind::Swap: {
        p.setPen(QPen(QColor("#3a3a3a"), std::max(2.0, chip / 10), Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        const QRectF arc(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip);
        p.drawArc(arc, 30 * 16, 120 * 16);
        p.drawArc(arc, 210 * 16, 120 * 16);
        const double a = chip / 2;
        p.setBrush(QColor("#3a3a3a"));
        auto head = [&](QPointF tip, double dx) {
            QPolygonF tri{tip, QPointF(tip.x() + dx, tip.y() - a * 0.28),
                          QPointF(tip.x() + dx, tip.y() + a * 0.28)};
            p.drawPolygon(tri);
        };
        head(QPointF(mid.x() - a * 0.95, mid.y() - a * 0.35), a * 0.35);
        head(QPointF(mid.x() + a * 0.95, mid.y() + a * 0.35), -a * 0.35);
        drawDog(p, QPointF(mid.x(), mid.y()), chip * 0.18, 0, -1);
        break;
    }
    }
    p.setPen(ui::textColour());
    QString label = qs(cardName(c));
    label.replace(QLatin1Char('/'), QStringLiteral(" / "));
    // A small card (the discard pile) sets its name lighter and on up to two lines.
    const bool small = w < 60;
    const double labelH = small ? std::max(r.height() * 0.4, 28.0) : r.height() * 0.28;
    ui::drawFittedText(p, QRectF(r.left() + 1, r.bottom() - labelH - r.height() * 0.02, w - 2, labelH), label,
                       Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, std::max(11.0, w * 0.12),
                       !small);
    p.restore();
}

void drawCardBack(QPainter& p, const QRectF& r) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1f3b2d"), 1.5));
    p.setBrush(QColor("#3f7a5a"));
    p.drawRoundedRect(r, r.width() * 0.09, r.width() * 0.09);
    drawPaw(p, r.center(), r.width() * 0.45, QColor("#e9dfc7"));
    p.restore();
}

} // namespace

DogKidsTable::DogKidsTable(QWidget* parent) : ui::GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
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
    connect(m_changeButton, &QPushButton::clicked, this, [this] { choose(changeAction()); });
    connect(m_keepButton, &QPushButton::clicked, this, [this] { choose(keepAction()); });
    connect(m_offerButton, &QPushButton::clicked, this, [this] {
        const auto& hand = m_view.hands[idx(std::max(0, m_view.viewer))];
        if (m_selectedCard >= 0 && m_selectedCard < static_cast<int>(hand.size()))
            choose(giveAction(hand[idx(m_selectedCard)]));
    });
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    m_anim.setStartValue(0.0);
    m_anim.setEndValue(1.0);
    m_anim.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_anim, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_anim, &QVariantAnimation::finished, this, [this] {
        m_glides.clear();
        update();
    });
}

// ------------------------------------------------------------------------------------------------
// State in

void DogKidsTable::showState(const GameState& state, Seat viewer, bool interactive) {
    const auto& s = static_cast<const DogKidsState&>(state);
    m_view = s.viewFor(viewer);
    m_shown = true;
    m_interactive = interactive && !s.isOver() && !s.isChance();
    m_names.clear();
    for (int seat = 0; seat < s.players(); ++seat)
        m_names.push_back(qs(s.playerName(seat)));
    m_legal.clear();
    m_options.clear();
    m_state.reset();
    if (m_interactive) {
        m_state = s.clone();
        s.legalActions(m_legal);
        for (const Action& a : m_legal)
            if (a.kind == kMove) m_options.push_back({a, previewMove(m_view, a), qs(s.describe(a, viewer))});
    }
    resetSelection();
    if (!m_pendingGlides.empty()) {
        // Start the glide of the move noted just before (end points from the new positions).
        m_anim.stop();
        m_glides = std::move(m_pendingGlides);
        m_pendingGlides.clear();
        for (Glide& g : m_glides)
            g.points.push_back(placePoint(g.dog, m_view.dogs[idx(g.dog)]));
        const int ms =
            ui::animationMs(std::clamp(140 + 8 * static_cast<int>(m_glides.front().points.size()), 150, 300));
        if (ms > 0) {
            m_anim.setDuration(ms);
            m_anim.start();
        } else {
            m_glides.clear();
        }
    } else if (!m_glides.empty()) {
        // A draw right after the move lets the glide finish; anything else (undo, a new game) stops it.
        const bool sameEnds = std::all_of(m_glides.begin(), m_glides.end(), [&](const Glide& g) {
            return g.points.back() == placePoint(g.dog, m_view.dogs[idx(g.dog)]);
        });
        if (!sameEnds) {
            m_anim.stop();
            m_glides.clear();
        }
    }
    updateButtons();
    update();
}

void DogKidsTable::clearTable() {
    m_shown = false;
    m_interactive = false;
    m_state.reset();
    m_legal.clear();
    m_options.clear();
    m_anim.stop();
    m_glides.clear();
    resetSelection();
    updateButtons();
    update();
}

void DogKidsTable::noteAction(const GameState& before, const Action& action) {
    if (action.kind != kMove) return;
    const auto& s = static_cast<const DogKidsState&>(before);
    const MoveOutcome o = s.preview(action);
    if (!o.possible) return;
    // The moves of the last round stay marked, so a player coming back to the table sees them.
    m_recent.push_back({o.main.from, o.main.to});
    while (static_cast<int>(m_recent.size()) > std::max(1, s.players()))
        m_recent.erase(m_recent.begin());
    m_pendingGlides.clear();
    auto glide = [&](const DogMove& m, bool alongPath) {
        Glide g;
        g.dog = m.dog;
        g.points.push_back(placePoint(m.dog, m.from));
        if (alongPath) {
            const auto places = s.pathPlaces(ownerOf(m.dog), m.from, m.to);
            for (std::size_t i = 0; i + 1 < places.size(); ++i)
                g.points.push_back(placePoint(m.dog, places[i]));
        }
        m_pendingGlides.push_back(std::move(g));
    };
    glide(o.main, o.swapped < 0);
    for (int i = 0; i < o.pushCount; ++i)
        glide(o.pushes[idx(i)], true);
    if (o.knocked.dog >= 0) glide(o.knocked, false);
    if (o.swapped >= 0) glide({o.swapped, o.main.to, o.main.from}, false);
}

QString DogKidsTable::rulesSection() const {
    if (m_view.phase == Phase::Exchange) return QStringLiteral("team-game");
    if (m_selectedCard >= 0 && m_view.viewer >= 0) {
        const auto& hand = m_view.hands[idx(m_view.viewer)];
        if (m_selectedCard < static_cast<int>(hand.size())) return QStringLiteral("the-cards");
    }
    if (m_view.helping) return QStringLiteral("team-game");
    return QStringLiteral("moving-a-dog");
}

// ------------------------------------------------------------------------------------------------
// Geometry

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
    const double total = 3 * cw + 2 * gap + 20 + buttonsW;
    const double x0 = std::max(m_hand.left() + 120, m_hand.center().x() - total / 2);
    m_cardRects.clear();
    for (int i = 0; i < 3; ++i)
        m_cardRects.emplace_back(x0 + i * (cw + gap), m_hand.top() + 12, cw, ch);
    const double bx = x0 + 3 * cw + 2 * gap + 20;
    const int bh = 34;
    m_changeButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14),
                                static_cast<int>(buttonsW), bh);
    m_offerButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14),
                               static_cast<int>(buttonsW), bh);
    m_keepButton->setGeometry(static_cast<int>(bx), static_cast<int>(m_hand.top() + 14 + bh + 8),
                              static_cast<int>(buttonsW), bh);
    m_rulesButton->setGeometry(static_cast<int>(W - m - 90), static_cast<int>(H - m - 34), 84, 30);
}

void DogKidsTable::resizeEvent(QResizeEvent* event) {
    ui::GameView::resizeEvent(event);
    layoutTable();
}

QPointF DogKidsTable::toWidget(const Point& c) const {
    return {m_board.left() + c.x * scale(), m_board.top() + c.y * scale()};
}

QPointF DogKidsTable::placePoint(int dog, int place) const {
    const int bp = m_view.boardPos[idx(ownerOf(dog))];
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
    for (int d = ownerOf(dog) * kDogsPerPlayer; d < dog; ++d)
        slot += m_view.dogs[idx(d)] == kWaiting ? 1 : 0;
    const Point pt = waitingPoint(bp, std::min(slot, 2));
    return {pt.x, pt.y};
}

QPointF DogKidsTable::dogPoint(int dog) const {
    for (const Glide& g : m_glides) {
        if (g.dog != dog || g.points.size() < 2) continue;
        const double t =
            std::clamp(m_anim.currentValue().toDouble(), 0.0, 1.0) * static_cast<double>(g.points.size() - 1);
        const auto i = std::min(static_cast<std::size_t>(t), g.points.size() - 2);
        const double f = t - static_cast<double>(i);
        return g.points[i] * (1 - f) + g.points[i + 1] * f;
    }
    return placePoint(dog, m_view.dogs[idx(dog)]);
}

int DogKidsTable::dogAt(const QPointF& pos) const {
    if (!m_shown) return -1;
    const double r = kDogR * scale() * 1.2;
    for (int d = 0; d < m_view.players * kDogsPerPlayer; ++d) {
        const QPointF c = dogPoint(d) * scale() + m_board.topLeft();
        if (std::hypot(pos.x() - c.x(), pos.y() - c.y()) <= r) return d;
    }
    return -1;
}

int DogKidsTable::fieldAt(const QPointF& pos) const {
    for (int f = 0; f < kRingFields; ++f) {
        const QPointF c = toWidget(ringPoint(f));
        if (std::hypot(pos.x() - c.x(), pos.y() - c.y()) <= kFieldR * scale()) return f;
    }
    return -1;
}

int DogKidsTable::cardAt(const QPointF& pos) const {
    if (!m_shown || m_view.viewer < 0) return -1;
    const int n = static_cast<int>(m_view.hands[idx(m_view.viewer)].size());
    for (int i = 0; i < std::min(n, 3); ++i)
        if (m_cardRects[idx(i)].adjusted(0, -10, 0, 0).contains(pos)) return i;
    return -1;
}

// ------------------------------------------------------------------------------------------------
// Choices

std::vector<const DogKidsTable::Option*> DogKidsTable::optionsFor(int card, int dog) const {
    std::vector<const Option*> out;
    if (dog < 0 || dog >= m_view.players * kDogsPerPlayer) return out;
    const bool waiting = m_view.dogs[idx(dog)] == kWaiting;
    for (const Option& o : m_options) {
        if (o.action.arg(0) != card) continue;
        const int d = o.action.arg(1);
        // Waiting dogs are interchangeable: the rules name the first one.
        const bool same =
            d == dog || (waiting && ownerOf(d) == ownerOf(dog) && m_view.dogs[idx(d)] == kWaiting);
        if (!same) continue;
        if (card == kSwapCard && m_swapDog >= 0) continue;
        out.push_back(&o);
    }
    return out;
}

bool DogKidsTable::cardPlayable(Card card) const {
    return std::any_of(m_options.begin(), m_options.end(),
                       [&](const Option& o) { return o.action.arg(0) == card; });
}

bool DogKidsTable::dogSelectable(int dog) const {
    if (!m_interactive || m_view.phase != Phase::Play || m_selectedCard < 0) return false;
    const Card card = m_view.hands[idx(m_view.viewer)][idx(m_selectedCard)];
    if (card == kSwapCard && m_swapDog >= 0)
        return std::any_of(m_options.begin(), m_options.end(), [&](const Option& o) {
            return o.action.arg(0) == card && o.action.arg(1) == m_swapDog && o.action.arg(3) == dog;
        });
    return !optionsFor(card, dog).empty();
}

std::vector<const DogKidsTable::Option*> DogKidsTable::hoveredOptions() const {
    if (!m_interactive || m_selectedCard < 0 || m_hoverDog < 0) return {};
    const Card card = m_view.hands[idx(m_view.viewer)][idx(m_selectedCard)];
    if (card == kSwapCard) {
        if (m_swapDog < 0) return {};
        for (const Option& o : m_options)
            if (o.action.arg(0) == card && o.action.arg(1) == m_swapDog && o.action.arg(3) == m_hoverDog)
                return {&o};
        return {};
    }
    return optionsFor(card, m_hoverDog);
}

const DogKidsTable::Option* DogKidsTable::hoveredOption() const {
    const auto opts = hoveredOptions();
    return opts.empty() ? nullptr : opts.front();
}

void DogKidsTable::resetSelection() {
    m_selectedCard = -1;
    m_swapDog = -1;
    m_hoverDog = -1;
}

void DogKidsTable::choose(const Action& a) {
    if (!m_interactive || !std::binary_search(m_legal.begin(), m_legal.end(), a)) return;
    m_interactive = false; // one choice per showState
    updateButtons();
    emit actionChosen(a);
}

void DogKidsTable::clickDog(int dog) {
    if (m_selectedCard < 0) {
        emit statusMessage(tr("Choose one of your cards first, then the dog to move."));
        return;
    }
    const Card card = m_view.hands[idx(m_view.viewer)][idx(m_selectedCard)];
    if (card == kSwapCard) {
        if (m_swapDog < 0) {
            if (optionsFor(card, dog).empty()) {
                emit statusMessage(tr("With the swap card, first pick one of your dogs on the ring."));
                return;
            }
            m_swapDog = dog;
            emit statusMessage(tr("Now pick the other player's dog to swap with."));
            update();
            return;
        }
        if (dog == m_swapDog) {
            m_swapDog = -1;
            update();
            return;
        }
        for (const Option& o : m_options)
            if (o.action.arg(0) == card && o.action.arg(1) == m_swapDog && o.action.arg(3) == dog) {
                choose(o.action);
                return;
            }
        emit statusMessage(
            tr("Dogs at home or waiting in front of their kennel cannot be swapped, nor your own."));
        return;
    }
    const auto opts = optionsFor(card, dog);
    if (opts.empty()) {
        // The engine's own reason (the colour of a single card, or the first colour of a two-colour card).
        const int colour = cardInfo(card).colours ? firstColour(cardInfo(card).colours) : 0;
        Action probe = moveAction(card, dog, colour, 0);
        if (m_view.dogs[idx(dog)] == kWaiting)
            for (int d = ownerOf(dog) * kDogsPerPlayer; d < (ownerOf(dog) + 1) * kDogsPerPlayer; ++d)
                if (m_view.dogs[idx(d)] == kWaiting) {
                    probe = moveAction(card, d, colour, 0);
                    break;
                }
        emit statusMessage(m_state ? qs(m_state->whyIllegal(probe))
                                   : tr("That dog cannot move with this card."));
        return;
    }
    const bool sameResult =
        opts.size() == 1 || (opts[0]->outcome.main.to == opts[1]->outcome.main.to &&
                             opts[0]->outcome.pushCount == 0 && opts[1]->outcome.pushCount == 0);
    if (sameResult) {
        choose(opts.front()->action);
        return;
    }
    // A two-colour card where both colours lead somewhere different: ask which.
    QMenu menu(this);
    for (const Option* o : opts) {
        QAction* act = menu.addAction(tr("As %1 — %2").arg(qs(colourName(o->action.arg(2))), o->line));
        act->setData(o->action.arg(2));
    }
    const QPointF at = dogPoint(dog) * scale() + m_board.topLeft();
    QAction* picked = menu.exec(mapToGlobal(at.toPoint()));
    if (!picked) return;
    for (const Option* o : opts)
        if (o->action.arg(2) == picked->data().toInt()) choose(o->action);
}

void DogKidsTable::updateButtons() {
    const bool play = m_shown && m_interactive && m_view.phase == Phase::Play;
    const bool exchange = m_shown && m_interactive && m_view.phase == Phase::Exchange;
    m_changeButton->setVisible(play);
    m_changeButton->setEnabled(play && std::binary_search(m_legal.begin(), m_legal.end(), changeAction()));
    m_keepButton->setVisible(exchange);
    m_offerButton->setVisible(exchange);
    m_offerButton->setEnabled(exchange && m_selectedCard >= 0);
    m_rulesButton->setVisible(m_shown);
}

// ------------------------------------------------------------------------------------------------
// Input

void DogKidsTable::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    if (m_pressCard >= 0 && (event->buttons() & Qt::LeftButton) && m_view.phase == Phase::Play &&
        std::hypot(pos.x() - m_pressPos.x(), pos.y() - m_pressPos.y()) > 8) {
        m_dragging = true;
        m_pressPos = pos;
        update();
    }
    const int dog = dogAt(pos);
    const int card = cardAt(pos);
    if (dog != m_hoverDog || card != m_hoverCard) {
        m_hoverDog = dog;
        m_hoverCard = card;
        update();
    }
    const bool actionable = (dog >= 0 && dogSelectable(dog)) || (card >= 0 && m_interactive);
    setCursor(actionable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void DogKidsTable::leaveEvent(QEvent* event) {
    m_hoverDog = -1;
    m_hoverCard = -1;
    update();
    ui::GameView::leaveEvent(event);
}

void DogKidsTable::mousePressEvent(QMouseEvent* event) {
    if (!m_interactive || event->button() != Qt::LeftButton) return;
    const QPointF pos = event->position();
    const int card = cardAt(pos);
    if (card >= 0) {
        const Card c = m_view.hands[idx(m_view.viewer)][idx(card)];
        if (m_view.phase == Phase::Play && !cardPlayable(c)) {
            emit statusMessage(tr("No dog can move with the %1 card now.").arg(qs(cardName(c))));
            return;
        }
        // Click-click (card, then dog) or drag the card onto the dog. A click on the selected card
        // (without dragging) puts it back.
        m_pressCard = card;
        m_pressWasSelected = m_selectedCard == card;
        m_pressPos = pos;
        m_selectedCard = card;
        m_swapDog = -1;
        if (m_view.phase == Phase::Play && !m_pressWasSelected)
            emit statusMessage(c == kSwapCard
                                   ? tr("Pick one of your dogs on the ring, then the dog to swap with.")
                                   : tr("Pick a highlighted dog to move it."));
        updateButtons();
        update();
        return;
    }
    const int dog = dogAt(pos);
    if (dog >= 0 && m_view.phase == Phase::Play) {
        clickDog(dog);
        return;
    }
    if (m_selectedCard >= 0) {
        resetSelection();
        updateButtons();
        update();
    }
}

void DogKidsTable::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressCard < 0) return;
    const bool dragged = m_dragging;
    const bool wasSelected = m_pressWasSelected;
    m_pressCard = -1;
    m_dragging = false;
    if (!m_interactive) return;
    if (dragged) {
        const int dog = dogAt(event->position());
        if (dog >= 0 && m_view.phase == Phase::Play) clickDog(dog);
    } else if (wasSelected) {
        resetSelection();
        updateButtons();
    }
    update();
}

void DogKidsTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        resetSelection();
        updateButtons();
        update();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        m_interactive && m_legal.size() == 1) {
        choose(m_legal.front()); // e.g. "Change hand" when no card moves any dog
        return;
    }
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    if (m_interactive && event->key() >= Qt::Key_1 && event->key() <= Qt::Key_3 && m_view.viewer >= 0) {
        const int i = event->key() - Qt::Key_1;
        if (i < static_cast<int>(m_view.hands[idx(m_view.viewer)].size())) {
            m_selectedCard = m_selectedCard == i ? -1 : i;
            m_swapDog = -1;
            updateButtons();
            update();
        }
        return;
    }
    ui::GameView::keyPressEvent(event);
}

QString DogKidsTable::dogLabel(int dog) const {
    const int owner = ownerOf(dog);
    QString who = owner < static_cast<int>(m_names.size()) ? m_names[idx(owner)] : QString();
    if (owner == m_view.viewer)
        who += tr(" (you)");
    else if (m_view.teams && m_view.viewer >= 0 && m_view.team[idx(owner)] == m_view.team[idx(m_view.viewer)])
        who += tr(" (your partner)");
    const QString where = qs(dogPlaceText(m_view.edition, m_view.dogs[idx(dog)]));
    return tr("%1 dog %2 of %3, %4")
        .arg(qs(dogColourName(m_view.boardPos[idx(owner)])))
        .arg(dog % kDogsPerPlayer + 1)
        .arg(who, where);
}

QString DogKidsTable::fieldTip(int field) const {
    return qs(fieldText(m_view.edition, field));
}

QString DogKidsTable::placeTip(const QPointF& pos) const {
    const double reach = (kHomeHalf + 4) * scale();
    auto near = [&](const Point& pt) {
        const QPointF c = toWidget(pt);
        return std::hypot(pos.x() - c.x(), pos.y() - c.y()) <= reach;
    };
    for (int bp = 0; bp < kBoardPositions; ++bp) {
        for (int k = 0; k < kHomeFields; ++k)
            if (near(homePoint(bp, k))) return qs(homeFieldText(m_view.edition, bp, k));
        if (near(bowlPoint(bp))) return qs(bowlText(bp));
        bool kennel = near(kennelHousePoint(bp));
        for (int w = 0; w < kDogsPerPlayer; ++w)
            kennel = kennel || near(waitingPoint(bp, w));
        if (kennel) return qs(kennelText(m_view.edition, bp));
    }
    return {};
}

bool DogKidsTable::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip && m_shown) {
        auto* he = static_cast<QHelpEvent*>(e);
        const QPointF pos = he->pos();
        QString tip;
        if (const int card = cardAt(pos); card >= 0)
            tip = cardTip(m_view.hands[idx(m_view.viewer)][idx(card)]);
        else if (const int dog = dogAt(pos); dog >= 0)
            tip = dogLabel(dog);
        else if (const int field = fieldAt(pos); field >= 0)
            tip = fieldTip(field);
        else
            tip = placeTip(pos);
        tip = withElidedText(pos, tip);
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(he->globalPos(), tip, this);
        return true;
    }
    return ui::GameView::event(e);
}

// ------------------------------------------------------------------------------------------------
// Painting

void DogKidsTable::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (m_cardRects.empty()) layoutTable();
    paintBoard(p);
    if (!m_shown) {
        p.setPen(QColor("#f4efe4"));
        ui::drawFittedText(p, m_hand, tr("The table is hidden."), Qt::AlignCenter, 16, true);
        return;
    }
    paintDogs(p);
    paintPreview(p);
    paintPlayers(p);
    paintPiles(p);
    paintHand(p);
    if (m_dragging && m_selectedCard >= 0 && m_view.viewer >= 0) {
        // The card being dragged follows the pointer.
        const QRectF r = m_cardRects[0];
        const QRectF ghost(m_pressPos.x() - r.width() * 0.3, m_pressPos.y() - r.height() * 0.3,
                           r.width() * 0.6, r.height() * 0.6);
        p.setOpacity(0.85);
        drawCardFace(p, ghost, m_view.hands[idx(m_view.viewer)][idx(m_selectedCard)]);
        p.setOpacity(1.0);
    }
}

void DogKidsTable::paintBoard(QPainter& p) {
    const double s = scale();
    p.save();
    // The board: a round wooden plate.
    const QPointF centre = toWidget({600, 600});
    p.setPen(QPen(QColor("#6b4f2a"), std::max(1.5, 5 * s)));
    p.setBrush(QColor("#efe4cb"));
    p.drawEllipse(centre, 590 * s, 590 * s);
    p.setPen(QPen(QColor("#cdbb94"), 14 * s));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(centre, 420 * s, 420 * s);
    // A faint paw in the middle.
    p.setOpacity(0.18);
    drawPaw(p, centre, 200 * s, QColor("#8d6e3f"));
    p.setOpacity(1.0);
    for (int bp = 0; bp < kBoardPositions; ++bp)
        paintHomes(p, bp);
    for (int f = 0; f < kRingFields; ++f)
        paintField(p, f);
    for (int bp = 0; bp < kBoardPositions; ++bp)
        paintKennel(p, bp);
    // The moves of the last round: where each dog came from and went to, older ones fainter.
    if (m_shown) {
        p.setBrush(Qt::NoBrush);
        for (std::size_t i = 0; i < m_recent.size(); ++i) {
            p.setOpacity(0.35 + 0.65 * static_cast<double>(i + 1) / static_cast<double>(m_recent.size()));
            for (int place : {m_recent[i].first, m_recent[i].second}) {
                if (!isRing(place)) continue;
                p.setPen(QPen(QColor("#ffffff"), std::max(1.5, 3 * s), Qt::DotLine));
                p.drawEllipse(toWidget(ringPoint(place)), (kFieldR + 6) * s, (kFieldR + 6) * s);
            }
        }
        p.setOpacity(1.0);
    }
    p.restore();
}

void DogKidsTable::paintField(QPainter& p, int field) {
    const double s = scale();
    const QPointF c = toWidget(ringPoint(field));
    const double r = kFieldR * s;
    const ColourMask m = board(m_view.edition).colours[idx(field)];
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    const QPen outline(QColor("#1d1d1d"), std::max(1.0, 2 * s));
    switch (board(m_view.edition).types[idx(field)]) {
    case FieldType::Start: {
        // Two halves, outer and inner, split along the direction of travel, each with its symbol.
        const double angle = 360.0 * field / kRingFields; // clockwise from 12 o'clock
        const int qtStart =
            static_cast<int>(std::lround(-angle * 16)); // Qt: counter-clockwise from 3 o'clock
        p.setPen(Qt::NoPen);
        p.setBrush(colourFill(firstColour(m)));
        p.drawPie(box, qtStart, 180 * 16);
        p.setBrush(colourFill(secondColour(m)));
        p.drawPie(box, qtStart + 180 * 16, 180 * 16);
        p.setPen(QPen(QColor("#1d1d1d"), std::max(1.5, 3.5 * s)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(box);
        const double a = angle * std::numbers::pi / 180.0;
        const QPointF out(std::sin(a), -std::cos(a)); // outward from the centre
        for (int k = 0; k < 2; ++k) {
            const QPointF sc = c + out * (k == 0 ? r * 0.47 : -r * 0.47);
            drawFieldMark(p, sc, r * 0.6, k == 0 ? firstColour(m) : secondColour(m));
        }
        // The arrow in the owner's dog colour, outside the ring, pointing clockwise.
        const int bp = board(m_view.edition).startOf[idx(field)];
        bool used = false;
        for (int i = 0; i < m_view.players; ++i)
            used = used || m_view.boardPos[idx(i)] == bp;
        p.setOpacity(used ? 1.0 : 0.35);
        const QPointF tangent(std::cos(a), std::sin(a));
        const QPointF base = c + out * (r * 1.9);
        QPolygonF arrow{base + tangent * (r * 0.9), base - tangent * (r * 0.6) + out * (r * 0.55),
                        base - tangent * (r * 0.3), base - tangent * (r * 0.6) - out * (r * 0.55)};
        p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, 2 * s)));
        p.setBrush(dogFill(bp));
        p.drawPolygon(arrow);
        p.setOpacity(1.0);
        break;
    }
    case FieldType::Kennel: {
        p.setPen(outline);
        p.setBrush(colourFill(firstColour(m)));
        p.drawEllipse(box);
        const double h = r * 1.3;
        drawHouse(p, QRectF(c.x() - h / 2, c.y() - h / 2 - r * 0.05, h, h), QColor("#fffaf0"),
                  QColor("#1d1d1d"));
        const double sym = r * 0.42;
        ui::drawColourSymbol(p, QRectF(c.x() - sym / 2, c.y() - sym * 0.2, sym, sym),
                             gameColour(firstColour(m)));
        break;
    }
    case FieldType::Normal: {
        p.setPen(outline);
        p.setBrush(colourFill(firstColour(m)));
        p.drawEllipse(box);
        drawFieldMark(p, c, r, firstColour(m));
        break;
    }
    }
}

void DogKidsTable::paintHomes(QPainter& p, int bp) {
    const double s = scale();
    bool used = false;
    for (int i = 0; i < m_view.players; ++i)
        used = used || m_view.boardPos[idx(i)] == bp;
    p.save();
    if (!used) p.setOpacity(0.35);
    // The lane: entry field -> H1 -> H2 -> H3 -> bowl.
    QPainterPath lane;
    lane.moveTo(toWidget(ringPoint(entryField(bp))));
    for (int k = 0; k < kHomeFields; ++k)
        lane.lineTo(toWidget(homePoint(bp, k)));
    lane.lineTo(toWidget(bowlPoint(bp)));
    p.setPen(
        QPen(dogFill(bp).darker(bp == 3 ? 100 : 140), 16 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(lane);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, 2 * s)));
    for (int k = 0; k < kHomeFields; ++k) {
        const QPointF c = toWidget(homePoint(bp, k));
        const double h = kHomeHalf * s;
        const QRectF box(c.x() - h, c.y() - h, 2 * h, 2 * h);
        const int colour = static_cast<int>(board(m_view.edition).homeColours[idx(bp)][idx(k)]);
        p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, 2 * s)));
        p.setBrush(colourFill(colour));
        p.drawRoundedRect(box, 6 * s, 6 * s);
        drawFieldMark(p, c, h, colour);
    }
    // The feeding bowl (decoration).
    const QPointF b = toWidget(bowlPoint(bp));
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, 2 * s)));
    p.setBrush(dogFill(bp));
    p.drawEllipse(b, 30 * s, 22 * s);
    p.setBrush(QColor("#b5651d"));
    p.drawEllipse(b, 18 * s, 11 * s);
    p.restore();
}

void DogKidsTable::paintKennel(QPainter& p, int bp) {
    const double s = scale();
    bool used = false;
    for (int i = 0; i < m_view.players; ++i)
        used = used || m_view.boardPos[idx(i)] == bp;
    p.save();
    if (!used) p.setOpacity(0.35);
    const QPointF c = toWidget(kennelHousePoint(bp));
    const double h = 48 * s;
    drawHouse(p, QRectF(c.x() - h / 2, c.y() - h / 2, h, h), dogFill(bp), QColor("#1d1d1d"));
    p.setPen(QPen(QColor("#6b4f2a"), std::max(1.0, 2 * s), Qt::DashLine));
    p.setBrush(QColor(255, 255, 255, 90));
    for (int w = 0; w < kDogsPerPlayer; ++w) {
        const QPointF wc = toWidget(waitingPoint(bp, w));
        p.drawEllipse(wc, (kDogR + 4) * s, (kDogR + 4) * s);
    }
    p.restore();
}

void DogKidsTable::paintDogs(QPainter& p) {
    const double s = scale();
    const Option* hovered = hoveredOption();
    for (int d = 0; d < m_view.players * kDogsPerPlayer; ++d) {
        const QPointF c = dogPoint(d) * s + m_board.topLeft();
        const double r = kDogR * s;
        const QRectF box(c.x() - r * 1.15, c.y() - r * 1.15, r * 2.3, r * 2.3);
        const bool selectable = dogSelectable(d);
        if (selectable) ui::drawLegalHighlight(p, box, r * 1.15);
        const bool knocked = hovered && hovered->outcome.knocked.dog == d;
        drawDog(p, c, r, m_view.boardPos[idx(ownerOf(d))], ownerOf(d), knocked ? 0.55 : 1.0);
        if (m_view.teams) {
            // Team games: a small team letter, so partners are recognised at a glance.
            int mates = 0;
            for (int o = 0; o < m_view.players; ++o)
                mates += m_view.team[idx(o)] == m_view.team[idx(ownerOf(d))] ? 1 : 0;
            if (mates > 1) {
                const QPointF b = c + QPointF(r * 0.85, r * 0.8);
                const double br = std::max(6.0, r * 0.42);
                p.setPen(QPen(QColor("#1d1d1d"), 1));
                p.setBrush(QColor("#ffe08a"));
                p.drawEllipse(b, br, br);
                p.setPen(QColor("#1d1d1d"));
                p.setFont(ui::uiFont(br * 1.5, true));
                p.drawText(QRectF(b.x() - br, b.y() - br, 2 * br, 2 * br), Qt::AlignCenter,
                           m_view.team[idx(ownerOf(d))] == m_view.team[0] ? QStringLiteral("A")
                                                                          : QStringLiteral("B"));
            }
        }
        if (d == m_swapDog || (selectable && d == m_hoverDog)) ui::drawHoverOutline(p, box, r * 1.15);
    }
}

void DogKidsTable::paintPreview(QPainter& p) {
    for (const Option* o : hoveredOptions())
        paintOutcome(p, o->outcome);
}

void DogKidsTable::paintOutcome(QPainter& p, const MoveOutcome& out) {
    const double s = scale();
    auto widgetAt = [&](int dog, int place) { return placePoint(dog, place) * s + m_board.topLeft(); };
    auto ghost = [&](int dog, int place) {
        const QPointF c = widgetAt(dog, place);
        const double r = kDogR * s;
        drawDog(p, c, r, m_view.boardPos[idx(ownerOf(dog))], ownerOf(dog), 0.6);
        ui::drawHoverOutline(p, QRectF(c.x() - r * 1.2, c.y() - r * 1.2, r * 2.4, r * 2.4), r * 1.2);
    };
    auto arrow = [&](QPointF a, QPointF b, const QColor& colour) {
        p.setPen(QPen(colour, std::max(2.0, 4 * s), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a, b);
        const QPointF d = b - a;
        const double len = std::hypot(d.x(), d.y());
        if (len < 1) return;
        const QPointF u = d / len, n(-u.y(), u.x());
        const double h = 12 * s + 4;
        p.setBrush(colour);
        p.drawPolygon(QPolygonF{b, b - u * h + n * h * 0.5, b - u * h - n * h * 0.5});
    };
    if (out.jumped >= 0) {
        p.setPen(QPen(QColor("#ffffff"), std::max(1.5, 3 * s), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        const QPointF c = toWidget(ringPoint(out.jumped));
        p.drawEllipse(c, (kFieldR + 4) * s, (kFieldR + 4) * s);
    }
    if (out.swapped >= 0) {
        arrow(widgetAt(out.main.dog, out.main.from), widgetAt(out.swapped, out.main.to), QColor("#ff8c00"));
        arrow(widgetAt(out.swapped, out.main.to), widgetAt(out.main.dog, out.main.from), QColor("#ff8c00"));
        return;
    }
    ghost(out.main.dog, out.main.to);
    for (int i = 0; i < out.pushCount; ++i) {
        const DogMove& m = out.pushes[idx(i)];
        arrow(widgetAt(m.dog, m.from), widgetAt(m.dog, m.to), QColor("#2e86de"));
        ghost(m.dog, m.to);
    }
    if (out.knocked.dog >= 0) {
        // A red cross over the dog that would be knocked out.
        const QPointF c = widgetAt(out.knocked.dog, out.knocked.from);
        const double r = kDogR * s;
        arrow(c, widgetAt(out.knocked.dog, kWaiting), QColor(176, 0, 32, 160));
        p.setPen(QPen(QColor("#b00020"), std::max(2.5, 6 * s), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
    }
}

void DogKidsTable::paintPlayers(QPainter& p) {
    if (m_left.width() < 100) return;
    p.save();
    const double rowH =
        std::min(m_view.teams ? 84.0 : 66.0, (m_left.height() - 28) / std::max(1, m_view.players) - 6);
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(m_left.left() + 6, m_left.top(), m_left.width() - 12, 24), tr("Players"),
                       Qt::AlignLeft | Qt::AlignVCenter, 15, true);
    for (int s = 0; s < m_view.players; ++s) {
        const QRectF row(m_left.left(), m_left.top() + 28 + s * (rowH + 6), m_left.width(), rowH);
        const bool turn = s == m_view.turn && m_view.phase != Phase::Over;
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(ui::panelBackground());
        p.drawRoundedRect(row, 8, 8);
        if (turn || s == m_view.current) ui::drawLegalHighlight(p, row, 8);
        const bool narrow = m_left.width() < 200;
        const double r = std::min(narrow ? 12.0 : 18.0, rowH * 0.28);
        drawDog(p, QPointF(row.left() + 12 + r, row.top() + rowH / 2), r, m_view.boardPos[idx(s)], s);
        const double tx = row.left() + (narrow ? 18 : 24) + 2 * r;
        const int lines = m_view.teams ? 3 : 2;
        const double lh = (rowH - 8) / lines;
        const QRectF line1(tx, row.top() + 4, row.right() - tx - 6, lh);
        const QRectF line2(tx, row.top() + 4 + lh, row.right() - tx - 6, lh);
        const QRectF line3(tx, row.top() + 4 + 2 * lh, row.right() - tx - 6, lh);
        QString name = m_names[idx(s)];
        if (s == m_view.viewer) name += tr(" (you)");
        p.setPen(ui::textColour());
        // A long name wraps onto two lines when the row has them, else shortens to initials
        // ("Przemysław W."; the tooltip and the side panel have it in full).
        const bool twoLines = line1.height() >= 26;
        if (!twoLines)
            name = ui::firstThatFits({name, ui::shortName(name)}, line1.width(), 14, true);
        else if (QFontMetricsF(ui::uiFont(11, true)).boundingRect(line1, Qt::TextWordWrap, name).height() >
                 line1.height())
            name = ui::shortName(m_names[idx(s)]) + (s == m_view.viewer ? tr(" (you)") : QString());
        ui::drawFittedText(p, line1, name,
                           Qt::AlignLeft | Qt::AlignVCenter | (twoLines ? Qt::TextWordWrap : 0), 14, true);
        const int home = dogsHome(m_view, s);
        QString info = tr("%1 cards · %2/%3 home").arg(m_view.handSize[idx(s)]).arg(home).arg(kDogsPerPlayer);
        if (line2.height() < 26) // narrow: the short form (cards in hand, dogs home)
            info = ui::firstThatFits(
                {info, tr("%1 cards · %2/%3").arg(m_view.handSize[idx(s)]).arg(home).arg(kDogsPerPlayer),
                 tr("%1 c. · %2/%3").arg(m_view.handSize[idx(s)]).arg(home).arg(kDogsPerPlayer)},
                line2.width(), 12);
        if (line2.width() > 190)
            info = qs(dogColourName(m_view.boardPos[idx(s)])) + QStringLiteral(" · ") + info;
        p.setPen(ui::mutedTextColour());
        ui::drawFittedText(p, line2, info, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                           narrow ? 11 : 12);
        if (m_view.teams) {
            int partner = -1;
            for (int o = 0; o < m_view.players; ++o)
                if (o != s && m_view.team[idx(o)] == m_view.team[idx(s)]) partner = o;
            ui::drawFittedText(p, line3,
                               partner >= 0
                                   ? tr("team %1, with %2")
                                         .arg(m_view.team[idx(s)] == m_view.team[0] ? QStringLiteral("A")
                                                                                    : QStringLiteral("B"),
                                              m_names[idx(partner)])
                                   : tr("plays alone"),
                               Qt::AlignLeft | Qt::AlignVCenter, 12);
        }
    }
    p.restore();
}

void DogKidsTable::paintPiles(QPainter& p) {
    if (m_right.width() < 100) return;
    p.save();
    const double cw = std::min(70.0, m_right.width() * 0.3), ch = cw * 1.4;
    const QRectF drawRect(m_right.left() + 10, m_right.top() + 28, cw, ch);
    const QRectF discardRect(drawRect.right() + 16, drawRect.top(), cw, ch);
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(m_right.left() + 6, m_right.top(), m_right.width() - 12, 24), tr("Cards"),
                       Qt::AlignLeft | Qt::AlignVCenter, 15, true);
    drawCardBack(p, drawRect);
    if (m_view.topDiscard != kNoCard)
        drawCardFace(p, discardRect, m_view.topDiscard);
    else {
        p.setPen(QPen(QColor("#f4efe4"), 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(discardRect, 6, 6);
    }
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(drawRect.left() - 6, drawRect.bottom() + 2, cw + 12, 20),
                       tr("%1 left").arg(m_view.drawSize), Qt::AlignCenter, 12);
    ui::drawFittedText(p, QRectF(discardRect.left() - 6, discardRect.bottom() + 2, cw + 12, 20),
                       tr("%1 played").arg(m_view.discardSize), Qt::AlignCenter, 12);
    // What the hovered move would do, or a hint.
    QString text;
    if (const auto opts = hoveredOptions(); !opts.empty()) {
        for (const Option* o : opts)
            text += (text.isEmpty() ? QString() : QStringLiteral("\n\nor: ")) + o->line;
    } else if (m_view.phase == Phase::Over) {
        text = winnersText();
    } else if (m_interactive && m_view.phase == Phase::Exchange)
        text = tr("Card exchange with your partner: pick a card and offer it, or keep your cards. Cards "
                  "change hands "
                  "only if you both offer one.");
    else if (m_interactive && m_selectedCard < 0 && m_options.empty() &&
             std::binary_search(m_legal.begin(), m_legal.end(), changeAction()))
        text = tr("None of your cards can move a dog now: press Change hand to swap your whole hand.");
    else if (m_interactive && m_selectedCard < 0)
        text = m_view.helping ? tr("All your dogs are home: your cards now move your partner's dogs.")
                              : tr("Choose one of your glowing cards: the dogs it can move then light up. "
                                   "Hover a dog to see where it lands.");
    else if (m_interactive)
        text = tr("Hover a highlighted dog to see the move; click to make it.");
    else if (m_view.phase == Phase::Exchange)
        text = tr("The partners are deciding about a card exchange.");
    const QRectF textBox(m_right.left() + 6, drawRect.bottom() + 30, m_right.width() - 12,
                         m_right.bottom() - drawRect.bottom() - 36);
    if (!text.isEmpty() && textBox.height() > 30) {
        p.setPen(Qt::NoPen);
        p.setBrush(ui::panelBackground());
        const QRectF bg = textBox.adjusted(0, 0, 0, -std::max(0.0, textBox.height() - 150));
        p.drawRoundedRect(bg, 8, 8);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, bg.adjusted(8, 6, -8, -6), text,
                           Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, 13);
    }
    p.restore();
}

QString DogKidsTable::winnersText() const {
    QString names;
    for (int w : m_view.winners)
        names += (names.isEmpty() ? "" : tr(" and ")) + m_names[idx(w)];
    return tr("Game over: %1 won.").arg(names);
}

void DogKidsTable::paintHand(QPainter& p) {
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 40));
    p.drawRoundedRect(m_hand, 10, 10);
    if (m_view.viewer < 0 || m_view.viewer >= m_view.players) {
        p.setPen(QColor("#f4efe4"));
        if (m_view.phase == Phase::Over) // the end: the result, large, where the hand was
            ui::drawFittedText(p, m_hand, winnersText(), Qt::AlignCenter, 24, true);
        else
            ui::drawFittedText(p, m_hand, tr("Watching: hands are hidden."), Qt::AlignCenter, 15);
        p.restore();
        return;
    }
    const auto& hand = m_view.hands[idx(m_view.viewer)];
    p.setPen(QColor("#f4efe4"));
    QString label = tr("Your cards");
    if (m_view.ownOffer != kNoCard) label += tr("\n(offered: %1)").arg(qs(cardName(m_view.ownOffer)));
    ui::drawFittedText(p, QRectF(m_hand.left() + 8, m_hand.top() + 8, 110, m_hand.height() - 16), label,
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 14, true);
    for (int i = 0; i < static_cast<int>(hand.size()) && i < 3; ++i) {
        QRectF r = m_cardRects[idx(i)];
        const bool selected = i == m_selectedCard;
        if (selected) r.translate(0, -8);
        const bool usable = m_interactive && (m_view.phase == Phase::Exchange || cardPlayable(hand[idx(i)]));
        if (m_interactive && m_view.phase == Phase::Play && !usable)
            p.setOpacity(0.7); // dimmed, its label still readable
        drawCardFace(p, r, hand[idx(i)]);
        p.setOpacity(1.0);
        if (usable) ui::drawLegalHighlight(p, r, r.width() * 0.09);
        if (selected || (usable && i == m_hoverCard)) ui::drawHoverOutline(p, r, r.width() * 0.09);
    }
    p.restore();
}

// ------------------------------------------------------------------------------------------------

void registerView(ui::ViewRegistry& registry) {
    registry.add(ui::ViewInfo{"dogkids",
                              [](QWidget* parent) -> ui::GameView* { return new DogKidsTable(parent); },
                              QStringLiteral(":/covers/dogkids.svg")});
}

} // namespace dogtable::games::dogkids
