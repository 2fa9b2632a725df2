#include "dig/view/dig_table.h"

#include <QCheckBox>
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

#include "dogtable/ui/style.h"

namespace dogtable::games::dig {

namespace {

ui::GameColour uiColour(Colour c) {
    switch (c) {
    case Colour::Red:
        return ui::GameColour::Red;
    case Colour::Yellow:
        return ui::GameColour::Yellow;
    case Colour::Green:
        return ui::GameColour::Green;
    case Colour::Blue:
        return ui::GameColour::Blue;
    case Colour::Purple:
        return ui::GameColour::Purple;
    }
    return ui::GameColour::Red;
}

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}
QString colourWord(Colour c) {
    return qs(colourName(c));
}
QString pairWords(int pair) {
    return qs(pairName(pair));
}
std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

QString bones(int n) {
    return n == 1 ? QObject::tr("1 bone") : QObject::tr("%1 bones").arg(n);
}

QRectF lerp(const QRectF& a, const QRectF& b, double t) {
    return {a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

/// A dog bone: a shaft with two knobs at each end, in the bone's colour with its symbol.
void drawBone(QPainter& p, const QRectF& box, Colour c, bool dashed = false) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double h = std::min(box.height(), box.width() * 0.5);
    const QRectF r(box.center().x() - h, box.center().y() - h / 2, 2 * h, h);
    const double k = h * 0.3; // knob radius
    QPainterPath path;
    path.addRect(QRectF(r.left() + k, r.center().y() - h * 0.2, r.width() - 2 * k, h * 0.4));
    for (double x : {r.left() + k, r.right() - k})
        for (double y : {r.center().y() - k * 0.85, r.center().y() + k * 0.85})
            path.addEllipse(QPointF(x, y), k, k);
    path.setFillRule(Qt::WindingFill);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, h / 14), dashed ? Qt::DashLine : Qt::SolidLine));
    p.setBrush(ui::fillOf(uiColour(c)));
    p.drawPath(path.simplified());
    // The colour's symbol on a white badge, so the bone reads without colour too.
    const double badge = h * 0.82, s = h * 0.6;
    p.setPen(QPen(QColor("#1d1d1d"), std::max(0.8, h / 20)));
    p.setBrush(QColor("#ffffff"));
    p.drawEllipse(r.center(), badge / 2, badge / 2);
    ui::drawColourSymbol(p, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s), uiColour(c));
    p.restore();
}

/// The scent side of a yard card: grass and two scent wisps with the pair's symbols.
void drawScentFace(QPainter& p, const QRectF& r, int pair) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0.0, QColor("#f6f1dc"));
    g.setColorAt(0.62, QColor("#eef0d2"));
    g.setColorAt(0.66, QColor("#7fbf5a"));
    g.setColorAt(1.0, QColor("#4f9a3c"));
    p.setPen(QPen(QColor("#3b3b3b"), 1.2));
    p.setBrush(g);
    p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    // Grass blades.
    p.setPen(QPen(QColor("#3d7d2c"), std::max(1.0, r.width() / 30)));
    const double grassTop = r.top() + r.height() * 0.64;
    for (int i = 1; i < 6; ++i) {
        const double x = r.left() + r.width() * i / 6.0;
        p.drawLine(QPointF(x, grassTop + r.height() * 0.06),
                   QPointF(x + (i % 2 ? 2.0 : -2.0), grassTop - r.height() * 0.03));
    }
    const ScentPair sp = kScentPairs[ix(pair)];
    const double s = std::min(r.width() * 0.52, r.height() * 0.2);
    const std::array<Colour, 2> cols = {sp.first, sp.second};
    for (int i = 0; i < 2; ++i) {
        const double cx = r.left() + r.width() * (i == 0 ? 0.33 : 0.67);
        const double cy = r.top() + r.height() * (i == 0 ? 0.16 : 0.38);
        // A wavy scent line rising from the grass to the symbol.
        QPainterPath wisp;
        wisp.moveTo(cx, grassTop);
        const double amp = r.width() * 0.08;
        const int waves = 3;
        const double top = cy + s / 2;
        for (int k = 1; k <= waves * 8; ++k) {
            const double t = k / double(waves * 8);
            wisp.lineTo(cx + amp * std::sin(t * waves * 2 * M_PI), grassTop + (top - grassTop) * t);
        }
        p.setPen(QPen(ui::fillOf(uiColour(cols[ix(i)])), std::max(1.5, r.width() / 16), Qt::SolidLine,
                      Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(wisp);
        ui::drawColourSymbol(p, QRectF(cx - s / 2, cy - s / 2, s, s), uiColour(cols[ix(i)]));
    }
    p.restore();
}

void drawBowlFace(QPainter& p, const QRectF& r, Colour c, int value) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#3b3b3b"), 1.2));
    p.setBrush(QColor("#fbf6ea"));
    p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    // The bowl.
    const double bw = r.width() * 0.84;
    const QRectF bowl(r.center().x() - bw / 2, r.top() + r.height() * 0.58, bw, r.height() * 0.26);
    QPainterPath path;
    path.moveTo(bowl.topLeft());
    path.lineTo(bowl.topRight());
    path.cubicTo(bowl.right(), bowl.bottom(), bowl.right() - bw * 0.2, bowl.bottom(), bowl.center().x(),
                 bowl.bottom());
    path.cubicTo(bowl.left() + bw * 0.2, bowl.bottom(), bowl.left(), bowl.bottom(), bowl.left(), bowl.top());
    p.setPen(QPen(QColor("#1d1d1d"), 1.5));
    p.setBrush(ui::fillOf(uiColour(c)));
    p.drawPath(path);
    p.drawEllipse(QRectF(bowl.left(), bowl.top() - bowl.height() * 0.18, bowl.width(), bowl.height() * 0.36));
    const double s = std::min(bw * 0.45, bowl.height() * 0.7);
    ui::drawColourChip(
        p, QRectF(bowl.center().x() - s / 2, bowl.center().y() - s / 2 + bowl.height() * 0.12, s, s),
        uiColour(c));
    // The value badge: points per bone right now.
    if (value > 0) {
        const double d = std::min(r.width() * 0.78, r.height() * 0.3);
        const QRectF badge(r.center().x() - d / 2, r.top() + r.height() * 0.07, d, d);
        p.setPen(QPen(QColor("#1d1d1d"), 1.5));
        p.setBrush(QColor("#fff6c8"));
        p.drawEllipse(badge);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, badge, QString::number(value), Qt::AlignCenter, d * 0.62, true);
        if (bowl.top() - bowl.height() * 0.2 - badge.bottom() >= 13)
            ui::drawFittedText(p, QRectF(r.left(), badge.bottom(), r.width(), 13), "pts", Qt::AlignCenter,
                               11);
    }
    p.restore();
}

void drawDoghouse(QPainter& p, const QRectF& r, const std::array<int, kHandLimit + 1>& moveRanges) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#3b3b3b"), 1.2));
    p.setBrush(QColor("#e8d8b8"));
    p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    const double w = r.width() * 0.8;
    const double top = r.top() + r.height() * 0.06;
    const double hh = std::min(w, r.height() * 0.42);
    const QPointF c(r.center().x(), top);
    QPolygonF roof{
        {c.x(), c.y()}, {c.x() + w / 2 + 3, c.y() + hh * 0.45}, {c.x() - w / 2 - 3, c.y() + hh * 0.45}};
    p.setBrush(QColor("#a0522d"));
    p.setPen(QPen(QColor("#1d1d1d"), 1.5));
    const QRectF wall(c.x() - w / 2 * 0.85, c.y() + hh * 0.4, w * 0.85, hh * 0.6);
    p.setBrush(QColor("#c98b4f"));
    p.drawRect(wall);
    p.setBrush(QColor("#8b3a1e"));
    p.drawPolygon(roof);
    QPainterPath door;
    const QRectF dr(c.x() - wall.width() * 0.22, wall.top() + wall.height() * 0.3, wall.width() * 0.44,
                    wall.height() * 0.7);
    door.moveTo(dr.bottomLeft());
    door.lineTo(dr.left(), dr.top() + dr.width() / 2);
    door.arcTo(QRectF(dr.left(), dr.top(), dr.width(), dr.width()), 180, -180);
    door.lineTo(dr.bottomRight());
    door.closeSubpath();
    p.setBrush(QColor("#2b1a10"));
    p.drawPath(door);
    // The movement table: bones carried -> steps.
    const double lineH = 13;
    const double tableTop = wall.bottom() + 4;
    const int lines = static_cast<int>(moveRanges.size());
    if (r.bottom() - tableTop >= lines * lineH && r.width() >= 34) {
        p.setPen(ui::textColour());
        for (int b = 0; b < lines; ++b) {
            const QRectF line(r.left() + 2, tableTop + b * lineH, r.width() - 4, lineH);
            ui::drawFittedText(p, line, QString("%1→%2").arg(b).arg(moveRanges[ix(b)]), Qt::AlignCenter, 11);
        }
    }
    p.restore();
}

void drawGap(QPainter& p, const QRectF& r) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(255, 255, 255, 170), 1.6, Qt::DashLine));
    p.setBrush(QColor(0, 0, 0, 40));
    p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    p.setPen(QColor(255, 255, 255, 200));
    ui::drawFittedText(p, r, "gap", Qt::AlignCenter, 11);
    p.restore();
}

void drawPips(QPainter& p, const QRectF& r, int left, int total) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double d = std::min(r.height() * 0.5, r.width() / 7.0);
    for (int i = 0; i < total; ++i) {
        const QPointF c(r.left() + d * 0.7 + i * d * 1.35, r.center().y());
        p.setPen(QPen(QColor("#1d1d1d"), 1.5));
        p.setBrush(i < left ? QColor("#ffd84a") : QColor(255, 255, 255, 60));
        p.drawEllipse(c, d / 2, d / 2);
        if (i >= left)
            p.drawLine(QPointF(c.x() - d * 0.3, c.y() + d * 0.3), QPointF(c.x() + d * 0.3, c.y() - d * 0.3));
    }
    // the dots say it in shape; the word says what they count
    const double textLeft = r.left() + d * 0.7 + (total - 1) * d * 1.35 + d * 0.5 + 5;
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(textLeft, r.top(), r.right() - textLeft, r.height()),
                       left == 1 ? QStringLiteral("action") : QStringLiteral("actions"),
                       Qt::AlignLeft | Qt::AlignVCenter, 12);
    p.restore();
}

} // namespace

DigTable::DigTable(QWidget* parent) : ui::GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_endButton = new QPushButton(tr("End turn"), this);
    m_endButton->setToolTip(tr("End your turn (Enter). Tidy-up then fills the gaps you left."));
    m_keepButton = new QPushButton(tr("Keep it (leave a gap)"), this);
    m_keepButton->setToolTip(tr("Keep the bone you dug; its place stays a gap until tidy-up. Or click a card "
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
    connect(m_endButton, &QPushButton::clicked, this, [this] { choose(endTurnAction()); });
    connect(m_keepButton, &QPushButton::clicked, this, [this] { choose(keepAction()); });
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    connect(m_aidBox, &QCheckBox::toggled, this, [this] {
        relayout();
        update();
    });
    m_anim.setStartValue(0.0);
    m_anim.setEndValue(1.0);
    m_anim.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_progress = v.toDouble();
        update();
    });
    connect(&m_anim, &QVariantAnimation::finished, this, [this] {
        m_flights.clear();
        m_progress = 1.0;
        update();
    });
    updateButtons();
}

DigTable::~DigTable() = default;

// ----- state -----

void DigTable::showState(const GameState& state, Seat viewer, bool interactive) {
    const auto& dig = static_cast<const DigState&>(state);
    m_state = state.clone();
    m_view = dig.viewFor(viewer);
    if (m_view.setup) { // a new game: nothing to recall
        m_marks.clear();
    }
    m_marks.showing(state.hash());
    m_viewer = viewer;
    m_self = viewer >= 0 ? viewer : std::max(0, m_view.turn);
    m_interactive = interactive && viewer >= 0 && state.currentSeat() == viewer;
    m_legal = m_interactive ? state.legalActions() : std::vector<Action>{};
    m_hasState = true;
    if (!m_pendingFlights.empty() && ui::animationMs(220) > 0) {
        m_flights = std::move(m_pendingFlights);
        m_anim.stop();
        m_anim.setDuration(ui::animationMs(m_flights.front().dog && m_flights.size() == 1 ? 180 : 280));
        m_progress = 0.0;
        m_anim.start();
    } else {
        m_flights.clear();
        m_progress = 1.0;
    }
    m_pendingFlights.clear();
    relayout();
    updateButtons();
    update();
}

void DigTable::clearTable() {
    m_anim.stop();
    m_flights.clear();
    m_pendingFlights.clear();
    m_state.reset();
    m_view = View{};
    m_legal.clear();
    m_hasState = false;
    m_interactive = false;
    updateButtons();
    update();
}

void DigTable::noteAction(const GameState& before, const Action& action) {
    const auto& b = static_cast<const DigState&>(before);
    m_pendingFlights.clear();
    const Seat s = b.turnSeat();
    // Marks: what the other players did since this viewer last acted.
    m_marks.acted(b.currentSeat() >= 0 ? s : -1, before.hash());
    if (b.currentSeat() >= 0) {
        const int at = action.kind == kMove ? action.arg(0) : b.dogOf(s);
        if (action.kind != kEndTurn && action.kind != kKeep && at > 0) m_marks.mark(at);
    }
    switch (action.kind) {
    case kDeal:
        m_pendingFlights.push_back({false, -1, 0, b.position().dealt + 1});
        break;
    case kMove:
        m_pendingFlights.push_back({true, s, b.dogOf(s), action.arg(0)});
        break;
    case kEndTurn: {
        const TidyPlan plan = b.tidyUpPlan();
        for (const auto& step : plan.steps)
            if (step.fill) m_pendingFlights.push_back({false, -1, step.from, step.to});
        m_marks.dropPlacesAbove(plan.finalLength);
        for (int t = 0; t < b.players(); ++t)
            if (plan.relocatedDogs & (1u << t))
                m_pendingFlights.push_back({true, t, b.dogOf(t), plan.finalLength});
        break;
    }
    default:
        break;
    }
}

QString DigTable::rulesSection() const {
    if (!m_hasState) return "components";
    if (m_view.over) return "scoring";
    if (m_view.setup) return "setup";
    if (m_view.pendingPlace >= 0) return "dig";
    if (m_view.finalTurn) return "end-of-the-game";
    if (m_hover.kind == Hit::Kind::Place && m_hover.index > 0 &&
        m_hover.index <= static_cast<int>(m_view.yard.size())) {
        const auto& slot = m_view.yard[ix(m_hover.index - 1)];
        if (slot.kind == YardSlotView::Kind::Bowl) return "deliver";
        if (slot.kind == YardSlotView::Kind::Gap) return "tidy-up";
    }
    return "a-turn";
}

QString DigTable::seatName(int seat) const {
    if (m_state && seat >= 0 && seat < m_state->players())
        return QString::fromStdString(m_state->playerName(seat));
    return tr("Player %1").arg(seat + 1);
}

bool DigTable::isLegal(const Action& a) const {
    return std::binary_search(m_legal.begin(), m_legal.end(), a);
}

void DigTable::choose(const Action& a) {
    if (!m_interactive) return;
    if (!isLegal(a)) {
        if (m_state) emit statusMessage(QString::fromStdString(m_state->whyIllegal(a)));
        return;
    }
    emit actionChosen(a);
}

// ----- layout -----

void DigTable::relayout() {
    const double W = width(), H = height();
    const double margin = 8;
    const int players = std::max<int>(2, static_cast<int>(m_view.players.size()));
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
    const int places = m_view.yardCards + 1; // the doghouse and the yard
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
        if (s != m_self) others.push_back(s);
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
    const bool hint = m_view.pendingPlace >= 0 && m_view.turn == m_self && m_interactive;
    const double handH = own.height() - 34 - (hint ? 32 : 0);
    const double handW = std::min(handH / 1.45, 84.0);
    m_handRects.clear();
    const int handSize = m_self < static_cast<int>(m_view.players.size())
                             ? static_cast<int>(m_view.players[ix(m_self)].hand.size())
                             : 0;
    for (int i = 0; i < std::max(handSize, 0); ++i)
        m_handRects.emplace_back(own.left() + 10 + i * (handW + 8), own.top() + 28, handW, handH);
    const double handEnd = own.left() + 10 + 4 * (handW + 8);
    m_pipsRect = QRectF(handEnd + 6, own.top() + 30, 110, 30);
    m_pileRects[ix(std::min(m_self, players - 1))] =
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

void DigTable::resizeEvent(QResizeEvent* event) {
    ui::GameView::resizeEvent(event);
    relayout();
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
    if (m_view.over) {
        // Nothing moves any more: what is left (the bowls and the doghouse) is centred on one row.
        const int n = static_cast<int>(m_view.yard.size()) + 1;
        const double w = n * m_cardW + (n - 1) * gap;
        const double top = m_yardArea.top() + std::max(0.0, (m_yardArea.height() - rowH) / 2);
        return {m_yardArea.center().x() - w / 2 + (n - 1 - place) * (m_cardW + gap), top + m_tokenBand,
                m_cardW, m_cardH};
    }
    int row = 0, col = 0;
    if (m_rows == 1) {
        col = m_view.yardCards - place; // the doghouse on the right, the row running left
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

// ----- hit testing, tooltips, clicks -----

DigTable::Hit DigTable::hitAt(const QPointF& pos) const {
    Hit h;
    if (!m_hasState) return h;
    for (int place = 0; place <= static_cast<int>(m_view.yard.size()); ++place)
        if (placeRect(place).united(dogRect(place)).contains(pos)) {
            h.kind = Hit::Kind::Place;
            h.index = place;
            return h;
        }
    for (std::size_t i = 0; i < m_handRects.size(); ++i)
        if (m_handRects[i].contains(pos)) {
            h.kind = Hit::Kind::HandCard;
            h.index = static_cast<int>(i);
            return h;
        }
    for (std::size_t s = 0; s < m_pileRects.size(); ++s)
        if (m_pileRects[s].contains(pos)) {
            h.kind = Hit::Kind::Pile;
            h.seat = static_cast<int>(s);
            return h;
        }
    for (std::size_t s = 0; s < m_opponentRects.size(); ++s)
        if (m_opponentRects[s].contains(pos)) {
            h.kind = Hit::Kind::Opponent;
            h.seat = static_cast<int>(s);
            return h;
        }
    if (m_pipsRect.contains(pos)) h.kind = Hit::Kind::Pips;
    for (std::size_t i = 0; i < m_factRects.size(); ++i)
        if (m_factRects[i].contains(pos)) {
            h.kind = Hit::Kind::Fact;
            h.index = static_cast<int>(i);
        }
    return h;
}

/// The legal actions a click on `hit` stands for, the default first.
std::vector<Action> DigTable::actionsFor(const Hit& hit) const {
    std::vector<Action> out;
    if (!m_interactive) return out;
    const int own = m_self < static_cast<int>(m_view.players.size()) ? m_view.players[ix(m_self)].dog : -1;
    if (hit.kind == Hit::Kind::Place) {
        if (isLegal(moveAction(hit.index))) out.push_back(moveAction(hit.index));
        if (hit.index == own) {
            if (isLegal(digAction())) out.push_back(digAction());
            // Deliver: every legal set, the biggest ("all matching") first.
            std::vector<Action> delivers;
            for (const auto& a : m_legal)
                if (a.kind == kDeliver) delivers.push_back(a);
            std::stable_sort(delivers.begin(), delivers.end(), [](const Action& a, const Action& b) {
                return deliveredCardsOf(a).size() > deliveredCardsOf(b).size();
            });
            out.insert(out.end(), delivers.begin(), delivers.end());
            if (m_view.pendingPlace == hit.index && isLegal(keepAction())) out.push_back(keepAction());
        }
    } else if (hit.kind == Hit::Kind::HandCard && m_self < static_cast<int>(m_view.players.size())) {
        const auto& hand = m_view.players[ix(m_self)].hand;
        if (hit.index >= 0 && hit.index < static_cast<int>(hand.size()) && hand[ix(hit.index)].card >= 0) {
            const int card = hand[ix(hit.index)].card;
            if (isLegal(putBackAction(card))) out.push_back(putBackAction(card));
            if (isLegal(deliverAction({card}))) out.push_back(deliverAction({card}));
        }
    }
    return out;
}

void DigTable::explain(const Hit& hit) {
    if (!m_state || !m_interactive) return;
    const int own = m_view.players[ix(m_self)].dog;
    if (hit.kind == Hit::Kind::Place) {
        // The action a click here would mean: a move elsewhere; on the own place a dig, or at a bowl a
        // delivery.
        Action probe = moveAction(hit.index);
        if (hit.index == own) {
            const bool bowl =
                hit.index > 0 && m_view.yard[ix(hit.index - 1)].kind == YardSlotView::Kind::Bowl;
            probe = digAction();
            if (bowl) {
                std::vector<int> all;
                for (const auto& h : m_view.players[ix(m_self)].hand)
                    all.push_back(h.card);
                if (all.empty()) {
                    emit statusMessage(tr("You carry no bone to deliver."));
                    return;
                }
                probe = deliverAction(all);
            }
        }
        emit statusMessage(QString::fromStdString(m_state->whyIllegal(probe)));
    } else if (hit.kind == Hit::Kind::HandCard) {
        const auto& hand = m_view.players[ix(m_self)].hand;
        if (hit.index < static_cast<int>(hand.size()))
            emit statusMessage(QString::fromStdString(
                m_state->whyIllegal(m_view.pendingPlace >= 0 ? putBackAction(hand[ix(hit.index)].card)
                                                             : deliverAction({hand[ix(hit.index)].card}))));
    }
}

void DigTable::deliverMenu(int place, const QPoint& globalPos) {
    Hit h;
    h.kind = Hit::Kind::Place;
    h.index = place;
    QMenu menu(this);
    for (const auto& a : actionsFor(h)) {
        if (a.kind != kDeliver) continue;
        const auto cards = deliveredCardsOf(a);
        QStringList scents;
        for (int c : cards)
            scents << pairWords(pairOf(c));
        QAction* item = menu.addAction(tr("Deliver %1 (%2): %3")
                                           .arg(bones(static_cast<int>(cards.size())),
                                                colourWord(boneOf(cards.front())), scents.join(", ")));
        connect(item, &QAction::triggered, this, [this, a] { choose(a); });
    }
    if (!menu.isEmpty()) menu.exec(globalPos);
}

void DigTable::mousePressEvent(QMouseEvent* event) {
    const Hit hit = hitAt(event->position());
    if (event->button() == Qt::RightButton && hit.kind == Hit::Kind::Place) {
        deliverMenu(hit.index, event->globalPosition().toPoint());
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const auto acts = actionsFor(hit);
    if (!acts.empty())
        choose(acts.front());
    else
        explain(hit);
}

void DigTable::mouseMoveEvent(QMouseEvent* event) {
    const Hit h = hitAt(event->position());
    if (h.kind != m_hover.kind || h.index != m_hover.index || h.seat != m_hover.seat) {
        m_hover = h;
        setCursor(actionsFor(h).empty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
        update();
    }
}

void DigTable::leaveEvent(QEvent* event) {
    m_hover = Hit{};
    update();
    ui::GameView::leaveEvent(event);
}

void DigTable::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        isLegal(endTurnAction())) {
        choose(endTurnAction());
        return;
    }
    if (event->key() == Qt::Key_K && isLegal(keepAction())) {
        choose(keepAction());
        return;
    }
    ui::GameView::keyPressEvent(event);
}

bool DigTable::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = withElidedText(help->pos(), tooltipFor(hitAt(help->pos())));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return ui::GameView::event(event);
}

QString DigTable::tooltipFor(const Hit& hit) const {
    if (!m_hasState) return {};
    QString hint;
    const auto acts = actionsFor(hit);
    if (!acts.empty()) {
        const Action& a = acts.front();
        switch (a.kind) {
        case kMove:
            hint = tr("Click: move your dog here.");
            break;
        case kDig:
            hint = tr("Click: dig here (you may then put a card back).");
            break;
        case kDeliver:
            hint = tr("Click: deliver all your matching bones; right-click to choose.");
            break;
        case kPutBack:
            hint = tr("Click: put this card back, scent side up.");
            break;
        case kKeep:
            hint = tr("Click: keep the bone and leave a gap.");
            break;
        default:
            break;
        }
    }
    auto withHint = [&](QString text) { return hint.isEmpty() ? text : text + "<br><i>" + hint + "</i>"; };
    switch (hit.kind) {
    case Hit::Kind::Place: {
        QString dogs;
        const YardSlotView* slot = hit.index > 0 ? &m_view.yard[ix(hit.index - 1)] : nullptr;
        QStringList names;
        for (int s = 0; s < static_cast<int>(m_view.players.size()); ++s)
            if (m_view.players[ix(s)].dog == hit.index) names << seatName(s);
        if (!names.isEmpty()) dogs = "<br>" + tr("Dogs here: %1").arg(names.join(", "));
        QStringList actors;
        for (int seat : m_marks.actorsAt(hit.index, m_viewer))
            actors << seatName(seat);
        if (!actors.isEmpty())
            dogs += "<br><i>" + tr("Since your last turn: %1 acted here.").arg(actors.join(", ")) + "</i>";
        if (!slot)
            return withHint(
                tr("<b>The doghouse</b> (place 0). Every dog starts here. No digging or delivering here.<br>"
                   "A move goes up to 4 steps, one fewer per bone carried: 0 bones → 4, 1 → 3, 2 → 2, 3 → "
                   "1.") +
                dogs);
        switch (slot->kind) {
        case YardSlotView::Kind::Gap:
            return withHint(tr("<b>Place %1: a gap</b> left by a dig this turn. It still counts as a step. "
                               "At the end of the "
                               "turn tidy-up fills it with the card farthest from the doghouse.")
                                .arg(hit.index) +
                            dogs);
        case YardSlotView::Kind::Bowl:
            return withHint(
                tr("<b>Place %1: the %2 bowl</b>. If the game ended now, each %2 bone would score %3 "
                   "(bowls nearer the doghouse pay more: 5, 4, 3, 2, 1). Tidy-up can move it.")
                    .arg(hit.index)
                    .arg(colourWord(slot->bowl))
                    .arg(slot->bowlValue) +
                dogs);
        case YardSlotView::Kind::Bone: {
            const ScentPair sp = kScentPairs[ix(slot->pair)];
            QString text = tr("<b>Place %1: a %2 card</b>. It hides a %3 or a %4 bone; the other %2 card "
                              "hides the other colour.")
                               .arg(hit.index)
                               .arg(pairWords(slot->pair), colourWord(sp.first), colourWord(sp.second));
            if (slot->bone)
                text += "<br>" + (slot->bonePublic
                                      ? tr("Everybody knows it hides a %1 bone: the other one was delivered.")
                                      : tr("You know it hides a %1 bone (only you)."))
                                     .arg(colourWord(*slot->bone));
            return withHint(text + dogs);
        }
        }
        return {};
    }
    case Hit::Kind::HandCard: {
        const auto& hand = m_view.players[ix(m_self)].hand;
        if (hit.index >= static_cast<int>(hand.size())) return {};
        const auto& h = hand[ix(hit.index)];
        if (!h.bone) return tr("A %1 card (its bone is hidden)").arg(pairWords(h.pair));
        return withHint(tr("<b>A %1 bone</b> from a %2 card. Deliver it at the %1 bowl. Bones still in hand "
                           "at the end score nothing.")
                            .arg(colourWord(*h.bone), pairWords(h.pair)));
    }
    case Hit::Kind::Opponent: {
        const auto& pv = m_view.players[ix(hit.seat)];
        QStringList scents;
        for (const auto& h : pv.hand)
            scents << (h.bone ? tr("%1 (you know: %2)").arg(pairWords(h.pair), colourWord(*h.bone))
                              : pairWords(h.pair));
        return tr("<b>%1</b>: dog at place %2; %3 points now.<br>Carries %6%4 — a move goes up to %5 steps.")
            .arg(seatName(hit.seat))
            .arg(pv.dog)
            .arg(pv.points)
            .arg(scents.isEmpty() ? QString() : tr(", scent sides: %1").arg(scents.join(", ")))
            .arg(pv.moveRange)
            .arg(bones(static_cast<int>(pv.hand.size())));
    }
    case Hit::Kind::Pile: {
        const auto& pv = m_view.players[ix(hit.seat)];
        QStringList lines;
        for (Colour c : m_view.bowlOrder) {
            const int n = pv.delivered[ix(static_cast<int>(c))];
            if (n) {
                int value = 0;
                for (const auto& slot : m_view.yard)
                    if (slot.kind == YardSlotView::Kind::Bowl && slot.bowl == c) value = slot.bowlValue;
                lines << tr("%1 × %2 bone, %3 each = %4").arg(n).arg(colourWord(c)).arg(value).arg(n * value);
            }
        }
        return tr("<b>%1's delivered bones</b> (public), valued at the bowls' current order:<br>%2<br>Total "
                  "now: %3")
            .arg(seatName(hit.seat), lines.isEmpty() ? tr("none yet") : lines.join("<br>"))
            .arg(pv.points);
    }
    case Hit::Kind::Pips:
        return tr("Actions left this turn: %1 of %2 (move, dig, deliver, in any order).")
            .arg(m_view.actionsLeft)
            .arg(m_view.actionsPerTurn);
    case Hit::Kind::Fact: {
        const PairFact& f = m_view.facts[ix(hit.index)];
        const ScentPair sp = kScentPairs[ix(f.pair)];
        if (f.delivered == 2) return tr("Both %1 cards have been delivered.").arg(pairWords(f.pair));
        if (!f.otherHides)
            return tr("Nothing public yet about the %1 cards: one hides %2, the other %3.")
                .arg(pairWords(f.pair), colourWord(sp.first), colourWord(sp.second));
        QString where = f.where == PairFact::Where::Hand ? tr("in %1's hand").arg(seatName(f.whereIndex))
                                                         : tr("at place %1").arg(f.whereIndex);
        return tr("A %1 bone from a %2 card was delivered, so the other %2 card (%3) hides a %4 bone.")
            .arg(colourWord(*f.otherHides == sp.first ? sp.second : sp.first), pairWords(f.pair), where,
                 colourWord(*f.otherHides));
    }
    case Hit::Kind::None:
        break;
    }
    return {};
}

// ----- painting -----

bool DigTable::flying(int place) const {
    if (m_flights.empty()) return false;
    return std::any_of(m_flights.begin(), m_flights.end(),
                       [&](const Flight& f) { return !f.dog && f.to == place; });
}

bool DigTable::dogFlying(int seat) const {
    return std::any_of(m_flights.begin(), m_flights.end(),
                       [&](const Flight& f) { return f.dog && f.seat == seat; });
}

void DigTable::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!m_hasState) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(rect()), tr("Dig"), Qt::AlignCenter, 28, true);
        return;
    }
    paintYard(p);
    paintMarks(p);
    paintDogs(p);
    paintFlights(p);
    paintOpponents(p);
    paintOwnArea(p);
    paintFacts(p);
}

void DigTable::paintSlot(QPainter& p, const QRectF& r, const YardSlotView& slot) {
    switch (slot.kind) {
    case YardSlotView::Kind::Gap:
        drawGap(p, r);
        break;
    case YardSlotView::Kind::Bowl:
        drawBowlFace(p, r, slot.bowl, m_view.setup ? 0 : slot.bowlValue);
        break;
    case YardSlotView::Kind::Bone:
        drawScentFace(p, r, slot.pair);
        if (slot.bone) {
            const QRectF box(r.left() + 3, r.top() + r.height() * 0.7, r.width() - 6, r.height() * 0.24);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(slot.bonePublic ? QColor(255, 246, 200, 230) : QColor(255, 255, 255, 200));
            if (!slot.bonePublic) p.setPen(QPen(QColor("#1d1d1d"), 1, Qt::DashLine));
            p.drawRoundedRect(box, 4, 4);
            p.restore();
            drawBone(p, box.adjusted(2, 2, -2, -2), *slot.bone, !slot.bonePublic);
        }
        break;
    }
}

void DigTable::paintYard(QPainter& p) {
    const int n = static_cast<int>(m_view.yard.size());
    // The snake's turn: a path joining place 12 to place 13.
    if (m_rows == 2 && n >= 13) {
        const QRectF a = placeRect(12), b = placeRect(13);
        p.save();
        p.setPen(QPen(QColor(255, 255, 255, 120), 3, Qt::DotLine));
        p.drawLine(QPointF(a.left() - 6, a.center().y()), QPointF(a.left() - 14, a.center().y()));
        p.drawLine(QPointF(a.left() - 14, a.center().y()), QPointF(b.left() - 14, b.center().y()));
        p.drawLine(QPointF(b.left() - 14, b.center().y()), QPointF(b.left() - 6, b.center().y()));
        p.restore();
    }
    const QRectF house = placeRect(0);
    drawDoghouse(p, house, m_view.moveRanges);
    const int own = m_self < static_cast<int>(m_view.players.size()) ? m_view.players[ix(m_self)].dog : -1;
    for (int place = 0; place <= n; ++place) {
        const QRectF r = placeRect(place);
        if (place > 0 && !flying(place)) paintSlot(p, r, m_view.yard[ix(place - 1)]);
        // Place numbers under the cards.
        p.setPen(QColor(255, 255, 255, 190));
        ui::drawFittedText(p, QRectF(r.left() - 4, r.bottom() + 1, r.width() + 8, 14),
                           place == 0 ? tr("home") : QString::number(place), Qt::AlignCenter, 11);
        Hit h;
        h.kind = Hit::Kind::Place;
        h.index = place;
        const auto acts = actionsFor(h);
        if (!acts.empty()) ui::drawLegalHighlight(p, r, m_cardW * 0.12);
        if (m_hover.kind == Hit::Kind::Place && m_hover.index == place && (!acts.empty() || place == own))
            ui::drawHoverOutline(p, r, m_cardW * 0.12);
    }
    // Status banners.
    QString banner;
    if (m_view.over)
        banner = tr("Game over — the yard holds only the five bowls");
    else if (m_view.finalTurn)
        banner = tr("No bone card left in the yard: this is the last turn");
    else if (m_view.setup)
        banner = tr("Laying out the yard… %1 of %2").arg(m_view.dealt).arg(m_view.yardCards);
    if (!banner.isEmpty()) {
        const QRectF b(m_yardArea.left(), m_yardArea.bottom() - 24, m_yardArea.width(), 22);
        p.setPen(QColor("#fff6c8"));
        ui::drawFittedText(p, b, banner, Qt::AlignCenter, 14, true);
    }
}

void DigTable::paintMarks(QPainter& p) {
    for (const auto& m : m_marks.shownTo(m_viewer))
        if (m.place <= static_cast<int>(m_view.yard.size()))
            ui::drawRecentMark(p, placeRect(m.place).adjusted(-3, -3, 3, 3), m.seat);
}

void DigTable::paintDogs(QPainter& p) {
    const double radius = std::clamp(m_cardW * 0.21, 9.0, 15.0);
    const int players = static_cast<int>(m_view.players.size());
    for (int place = 0; place <= static_cast<int>(m_view.yard.size()); ++place) {
        int slot = 0;
        for (int s = 0; s < players; ++s) {
            if (m_view.players[ix(s)].dog != place) continue;
            if (!dogFlying(s))
                ui::drawSeatToken(p, dogCentre(place, slot), radius, s,
                                  s == m_view.turn && !m_view.over && !m_view.setup);
            ++slot;
        }
    }
    // Hover preview: a faint dog where a move would land.
    if (m_hover.kind == Hit::Kind::Place && isLegal(moveAction(m_hover.index)) && m_self < players) {
        p.save();
        p.setOpacity(0.45);
        int slot = 0;
        for (int s = 0; s < players; ++s)
            slot += m_view.players[ix(s)].dog == m_hover.index ? 1 : 0;
        ui::drawSeatToken(p, dogCentre(m_hover.index, std::min(slot, 3)), radius, m_self, false);
        p.restore();
    }
}

void DigTable::paintFlights(QPainter& p) {
    if (m_flights.empty()) return;
    const double radius = std::clamp(m_cardW * 0.21, 9.0, 15.0);
    for (const auto& f : m_flights) {
        if (f.dog) {
            const QPointF a = dogCentre(f.from, 0), b = dogCentre(f.to, 0);
            const QPointF c =
                a + (b - a) * m_progress - QPointF(0, std::sin(m_progress * M_PI) * m_cardW * 0.5);
            ui::drawSeatToken(p, c, radius, f.seat, true);
        } else if (f.to >= 1 && f.to <= static_cast<int>(m_view.yard.size())) {
            const QRectF r = lerp(placeRect(f.from), placeRect(f.to), m_progress)
                                 .translated(0, -std::sin(m_progress * M_PI) * m_cardW * 0.8);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0, 0, 0, 60));
            p.drawRoundedRect(r.translated(4, 6), 6, 6);
            p.restore();
            paintSlot(p, r, m_view.yard[ix(f.to - 1)]);
        }
    }
}

void DigTable::paintPile(QPainter& p, const QRectF& box, const PlayerView& pv, bool large) {
    // Delivered bones grouped by colour, in bowl order (the 5-point colour first), with values.
    double chip = large ? std::min(box.height() * 0.42, 34.0) : std::min(box.height() * 0.5, 24.0);
    // Every delivered colour is shown: smaller bones when the pile is narrow for all of them.
    const auto groups = std::count_if(pv.delivered.begin(), pv.delivered.end(), [](int n) { return n > 0; });
    if (groups > 0) chip = std::min(chip, box.width() / (static_cast<double>(groups) * 2.1));
    double x = box.left();
    bool any = false;
    for (Colour c : m_view.bowlOrder) {
        const int n = pv.delivered[ix(static_cast<int>(c))];
        if (n == 0) continue;
        any = true;
        int value = 0;
        for (const auto& slot : m_view.yard)
            if (slot.kind == YardSlotView::Kind::Bowl && slot.bowl == c) value = slot.bowlValue;
        const double groupW = chip * 2.1;
        if (x + groupW > box.right() + 1) break;
        const QRectF chipBox(x, box.top() + 2, chip * 1.6, chip);
        drawBone(p, chipBox, c);
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x - 4, chipBox.bottom() + 1, chip * 1.6 + 8, 14),
                           QString("%1×%2").arg(n).arg(value), Qt::AlignCenter, large ? 13 : 11, true);
        x += groupW;
    }
    if (!any) {
        p.setPen(QColor(255, 255, 255, 160));
        ui::drawFittedText(p, box, tr("no bones delivered"), Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
}

void DigTable::paintOpponents(QPainter& p) {
    const int players = static_cast<int>(m_view.players.size());
    for (int s = 0; s < players; ++s) {
        const QRectF r = m_opponentRects[ix(s)];
        if (r.isEmpty()) continue;
        const PlayerView& pv = m_view.players[ix(s)];
        p.save();
        p.setPen(QPen(s == m_view.turn && !m_view.over ? QColor("#ffd84a") : QColor(255, 255, 255, 60),
                      s == m_view.turn ? 2.5 : 1));
        p.setBrush(QColor(0, 0, 0, 50));
        p.drawRoundedRect(r, 8, 8);
        p.restore();
        ui::drawSeatToken(p, QPointF(r.left() + 16, r.top() + 15), 10, s, s == m_view.turn && !m_view.over);
        p.setPen(Qt::white);
        const int held = static_cast<int>(pv.hand.size());
        const QRectF head(r.left() + 32, r.top() + 4, r.width() - 40, 20);
        const QString stats = tr("%1 pts — %2, moves %3").arg(pv.points).arg(bones(held)).arg(pv.moveRange);
        const QString line = tr("%1 — %2").arg(seatName(s), stats);
        // One line when it fits (at the house minimum of 11 px), else the name and the numbers on two.
        double down = 0;
        if (QFontMetricsF(ui::uiFont(11, true)).horizontalAdvance(line) <= head.width()) {
            ui::drawFittedText(p, head, line, Qt::AlignLeft | Qt::AlignVCenter, 14, true);
        } else {
            down = 15;
            ui::drawFittedText(
                p, head, ui::firstThatFits({seatName(s), ui::shortName(seatName(s))}, head.width(), 14, true),
                Qt::AlignLeft | Qt::AlignVCenter, 14, true);
            ui::drawFittedText(p, QRectF(r.left() + 8, head.bottom(), r.width() - 16, 15), stats,
                               Qt::AlignLeft | Qt::AlignVCenter, 12);
        }
        // Hand: scent sides only (face down); a bone only where the viewer knows it.
        const double ch = r.height() - 36 - down, cw = std::min(ch / 1.7, 30.0);
        for (std::size_t i = 0; i < pv.hand.size(); ++i) {
            const QRectF card(r.left() + 8 + i * (cw + 4), r.top() + 28 + down, cw, ch);
            drawScentFace(p, card, pv.hand[i].pair);
            if (pv.hand[i].bone)
                drawBone(p, QRectF(card.left() + 1, card.bottom() - cw * 0.55, cw - 2, cw * 0.5),
                         *pv.hand[i].bone, !pv.hand[i].bonePublic);
        }
        if (pv.hand.empty()) {
            p.setPen(QColor(255, 255, 255, 150));
            ui::drawFittedText(p, QRectF(r.left() + 8, r.top() + 28 + down, r.width() * 0.5 - 12, ch),
                               tr("empty hand"), Qt::AlignLeft | Qt::AlignVCenter, 12);
        }
        paintPile(p, m_pileRects[ix(s)].adjusted(0, down, 0, 0), pv, false);
    }
}

void DigTable::paintOwnArea(QPainter& p) {
    if (m_self >= static_cast<int>(m_view.players.size())) return;
    const PlayerView& pv = m_view.players[ix(m_self)];
    const QRectF r = m_ownArea;
    p.save();
    p.setPen(QPen(m_self == m_view.turn && !m_view.over ? QColor("#ffd84a") : QColor(255, 255, 255, 60),
                  m_self == m_view.turn ? 2.5 : 1));
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(r, 10, 10);
    p.restore();
    ui::drawSeatToken(p, QPointF(r.left() + 18, r.top() + 14), 10, m_self,
                      m_self == m_view.turn && !m_view.over);
    p.setPen(Qt::white);
    const QRectF headBox(r.left() + 34, r.top() + 3, m_pileRects[ix(m_self)].left() - r.left() - 40, 22);
    auto head = [&](const QString& name) {
        return tr("%1 — %2 pts — %3 in hand, moves %4")
            .arg(m_viewer >= 0 ? tr("%1 (you)").arg(name) : name)
            .arg(pv.points)
            .arg(bones(static_cast<int>(pv.hand.size())))
            .arg(pv.moveRange);
    };
    // A long name is shortened to initials ("Konstancja P.-W."); the tooltip has it in full.
    ui::drawFittedText(p, headBox,
                       ui::firstThatFits({head(seatName(m_self)), head(ui::shortName(seatName(m_self)))},
                                         headBox.width(), 14, true),
                       Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    // Hand, face up: the bone big, the scent pair small at the top.
    for (std::size_t i = 0; i < m_handRects.size() && i < pv.hand.size(); ++i) {
        const QRectF c = m_handRects[i];
        const HandCardView& h = pv.hand[i];
        if (!h.bone) {
            drawScentFace(p, c, h.pair);
            continue;
        }
        p.save();
        p.setPen(QPen(QColor("#3b3b3b"), 1.2));
        p.setBrush(QColor("#fbf6ea"));
        p.drawRoundedRect(c, 8, 8);
        p.restore();
        const ScentPair sp = kScentPairs[ix(h.pair)];
        const double s = c.width() * 0.24;
        ui::drawColourSymbol(p, QRectF(c.center().x() - s - 2, c.top() + 5, s, s), uiColour(sp.first));
        ui::drawColourSymbol(p, QRectF(c.center().x() + 2, c.top() + 5, s, s), uiColour(sp.second));
        drawBone(p, QRectF(c.left() + 4, c.top() + c.height() * 0.3, c.width() - 8, c.height() * 0.45),
                 *h.bone);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(c.left(), c.bottom() - 18, c.width(), 16), colourWord(*h.bone),
                           Qt::AlignCenter, 11, true);
        Hit hit;
        hit.kind = Hit::Kind::HandCard;
        hit.index = static_cast<int>(i);
        if (!actionsFor(hit).empty()) ui::drawLegalHighlight(p, c, 8);
        if (m_hover.kind == Hit::Kind::HandCard && m_hover.index == static_cast<int>(i))
            ui::drawHoverOutline(p, c, 8);
    }
    if (pv.hand.empty()) {
        p.setPen(QColor(255, 255, 255, 150));
        ui::drawFittedText(p, QRectF(r.left() + 12, r.top() + 30, 200, 40), tr("no bones in hand"),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
    // Actions left (3 pips) while it is this seat's turn.
    if (!m_view.setup && !m_view.over && m_view.turn == m_self)
        drawPips(p, m_pipsRect, m_view.actionsLeft, m_view.actionsPerTurn);
    if (m_view.pendingPlace >= 0 && m_view.turn == m_self && m_interactive) {
        p.setPen(QColor("#fff6c8"));
        // Under the hand, in the strip the layout keeps free for it (never over a card).
        const double left = m_handRects.empty() ? r.left() + 10 : m_handRects.front().left();
        ui::drawFittedText(p, QRectF(left, r.bottom() - 3 - 30, m_pipsRect.left() - left - 6, 30),
                           tr("Click a card to put it back, or keep the bone"),
                           Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 12, true);
    }
    paintPile(p, m_pileRects[ix(m_self)], pv, true);
    p.setPen(QColor(255, 255, 255, 180));
    ui::drawFittedText(
        p, QRectF(m_pileRects[ix(m_self)].left(), r.top() + 3, m_pileRects[ix(m_self)].width(), 20),
        tr("Delivered (count × points now)"), Qt::AlignLeft | Qt::AlignVCenter, 12);
}

void DigTable::paintFacts(QPainter& p) {
    if (m_factRects.empty()) return;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawRoundedRect(m_factsArea, 6, 6);
    p.restore();
    for (int i = 0; i < kPairs && i < static_cast<int>(m_factRects.size()); ++i) {
        const PairFact& f = m_view.facts[ix(i)];
        const QRectF r = m_factRects[ix(i)];
        const ScentPair sp = kScentPairs[ix(f.pair)];
        const double s = r.height() - 8;
        ui::drawColourSymbol(p, QRectF(r.left() + 2, r.top() + 4, s, s), uiColour(sp.first));
        ui::drawColourSymbol(p, QRectF(r.left() + s + 4, r.top() + 4, s, s), uiColour(sp.second));
        QString text;
        double textLeft = r.left() + 2 * s + 10;
        if (f.delivered == 2)
            text = tr("both delivered");
        else if (!f.otherHides)
            text = tr("nothing known yet");
        else {
            // The proven bone, then where that card lies.
            drawBone(p, QRectF(textLeft, r.top() + 3, s * 1.7, s + 2), *f.otherHides);
            textLeft += s * 1.7 + 6;
            const QString where =
                f.where == PairFact::Where::Hand
                    ? (f.whereIndex == m_viewer ? tr("your hand")
                                                : tr("%1's hand").arg(seatName(f.whereIndex)))
                    : tr("place %1").arg(f.whereIndex);
            text = tr("%1 at %2").arg(colourWord(*f.otherHides), where);
            if (f.where == PairFact::Where::Hand) text = tr("%1 in %2").arg(colourWord(*f.otherHides), where);
        }
        p.setPen(f.otherHides ? QColor("#fff6c8") : QColor(255, 255, 255, 170));
        ui::drawFittedText(p, QRectF(textLeft, r.top(), r.right() - textLeft - 2, r.height()), text,
                           Qt::AlignLeft | Qt::AlignVCenter, 12, static_cast<bool>(f.otherHides));
    }
}

void DigTable::updateButtons() {
    const bool pending = m_hasState && m_view.pendingPlace >= 0;
    m_endButton->setVisible(m_hasState && !m_view.over && !m_view.setup);
    m_endButton->setEnabled(isLegal(endTurnAction()));
    m_endButton->setDefault(m_hasState && m_view.actionsLeft == 0 && isLegal(endTurnAction()));
    m_keepButton->setVisible(pending && m_interactive);
    m_keepButton->setEnabled(isLegal(keepAction()));
    m_keepButton->setText(isLegal(keepAction()) ? tr("Keep it (leave a gap)")
                                                : tr("Hand limit: put one back"));
    m_aidBox->setVisible(m_hasState);
    m_rulesButton->setVisible(true);
}

} // namespace dogtable::games::dig
