#include "ciapki/view/ciapki_table.h"

#include <QCheckBox>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QIcon>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPushButton>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "ciapki/rules/ciapki_odds.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

namespace {

constexpr double kBarHeight = 46.0;

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

ui::GameColour gameColour(TileColour c) {
    switch (c) {
    case TileColour::Red:
        return ui::GameColour::Red;
    case TileColour::Yellow:
        return ui::GameColour::Yellow;
    case TileColour::Purple:
        return ui::GameColour::Purple;
    case TileColour::Green:
        return ui::GameColour::Green;
    case TileColour::Blue:
        return ui::GameColour::Blue;
    }
    return ui::GameColour::Red;
}

/// A treat: a little bone, our own drawing.
void drawTreat(QPainter& p, const QRectF& r) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor fill("#e9c98f"), line("#6b4a1e");
    p.setPen(QPen(line, std::max(1.0, r.height() / 14)));
    p.setBrush(fill);
    const double d = r.height() * 0.42;
    QPainterPath path;
    path.addRoundedRect(QRectF(r.left() + d * 0.6, r.center().y() - r.height() * 0.16, r.width() - d * 1.2,
                               r.height() * 0.32),
                        2, 2);
    for (double x : {r.left() + d * 0.5, r.right() - d * 0.5})
        for (double y : {r.center().y() - d * 0.42, r.center().y() + d * 0.42})
            path.addEllipse(QPointF(x, y), d * 0.5, d * 0.5);
    p.drawPath(path.simplified());
    p.restore();
}

/// A paw print: one pad and four toes.
void drawPaw(QPainter& p, const QRectF& r, const QColor& c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    const double u = r.width() / 10;
    p.drawEllipse(QRectF(r.left() + 2.5 * u, r.top() + 4.5 * u, 5 * u, 4.5 * u));
    const std::array<QPointF, 4> toes{QPointF(1.6, 3.4), QPointF(3.8, 1.6), QPointF(6.2, 1.6),
                                      QPointF(8.4, 3.4)};
    for (const auto& t : toes)
        p.drawEllipse(QPointF(r.left() + t.x() * u, r.top() + t.y() * u), 1.1 * u, 1.4 * u);
    p.restore();
}

/// An empty space: a faded die outline with its pips (the value it wants).
void drawSpace(QPainter& p, const QRectF& r, int value) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor("#8a7f6a"), std::max(1.0, r.width() / 18), Qt::DashLine);
    p.setPen(pen);
    p.setBrush(QColor("#efe6d2"));
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    p.restore();
    ui::drawDie(p, r.adjusted(r.width() * 0.06, r.width() * 0.06, -r.width() * 0.06, -r.width() * 0.06),
                value, QColor(0, 0, 0, 0), QColor("#9c9178"));
}

QIcon diceIcon(const Counts& c, int size = 20) {
    const int n = std::max(1, countTotal(c));
    QPixmap pm((size + 2) * n, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < c[f]; ++i) {
            ui::drawDie(p, QRectF(x + 1, 1, size - 2, size - 2), static_cast<int>(f + 1));
            x += size + 2;
        }
    if (countTotal(c) == 0) {
        p.setPen(QPen(QColor("#777777"), 2));
        p.drawLine(3, size / 2, size - 3, size / 2);
    }
    p.end();
    return QIcon(pm);
}

/// An action button whose label is drawn through the house style: when the bar is too narrow for it,
/// it is set smaller (down to 11 px) and only then cut; the full label is its text and its tooltip.
class FitButton : public QPushButton {
public:
    FitButton(const QIcon& icon, const QString& text, QWidget* parent) : QPushButton(icon, text, parent) {}
    ~FitButton() override { ui::forgetElisions(this); } // the texts drawn on it are kept per widget

protected:
    void paintEvent(QPaintEvent*) override {
        ui::forgetElisions(this);
        QStylePainter p(this);
        QStyleOptionButton opt;
        initStyleOption(&opt);
        p.drawControl(QStyle::CE_PushButtonBevel, opt);
        const QRect inner = style()->subElementRect(QStyle::SE_PushButtonContents, &opt, this);
        QRectF textBox = inner;
        if (!icon().isNull()) {
            const QSize is = iconSize();
            // Centred with the label when there is room, else at the left edge.
            const double textW = QFontMetricsF(font()).horizontalAdvance(text());
            const double total = is.width() + 4 + textW;
            const double left =
                total < inner.width() ? inner.left() + (inner.width() - total) / 2 : inner.left();
            const QRect ir(static_cast<int>(left), inner.center().y() - is.height() / 2, is.width(),
                           is.height());
            icon().paint(&p, ir, Qt::AlignCenter, isEnabled() ? QIcon::Normal : QIcon::Disabled);
            textBox.setLeft(ir.right() + 5);
            textBox.setRight(
                std::max(textBox.left() + 1, total < inner.width() ? left + total : double(inner.right())));
        }
        p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
        ui::drawFittedText(p, textBox, text(),
                           icon().isNull() ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter, 13);
    }
};

QString countsWords(const Counts& c) {
    QStringList parts;
    for (std::size_t f = 0; f < 6; ++f)
        if (c[f]) parts << QStringLiteral("%1×%2").arg(c[f]).arg(f + 1);
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

QString stepsText(int tile) {
    const auto& info = tileInfo(tile);
    QStringList lines;
    for (int i = 0; i < info.stepCount; ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(qs(info.steps[static_cast<std::size_t>(i)].text));
    return lines.join('\n');
}

} // namespace

// ---------------------------------------------------------------------------------------------

CiapkiTable::CiapkiTable(QWidget* parent) : ui::GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    m_anim = new QVariantAnimation(this);
    m_anim->setStartValue(0.0);
    m_anim->setEndValue(1.0);
    connect(m_anim, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_animT = v.toDouble();
        update();
    });
    connect(m_anim, &QVariantAnimation::finished, this, [this] {
        m_animT = 1.0;
        update();
    });
    m_bar = new QWidget(this);
    m_barLayout = new QHBoxLayout(m_bar);
    m_barLayout->setContentsMargins(8, 4, 8, 4);
    m_barLayout->setSpacing(6);
    m_barLayout->addStretch(1);
    m_oddsBox = new QCheckBox(tr("Odds aid"), m_bar);
    m_oddsBox->setChecked(true);
    m_oddsBox->setToolTip(tr("Before an optional roll, show the exact chance of busting and of at least one "
                             "die fitting a free space"));
    connect(m_oddsBox, &QCheckBox::toggled, this, [this] { update(); });
    m_barLayout->addWidget(m_oddsBox);
    m_rulesButton = new QPushButton(tr("Rules"), m_bar);
    m_rulesButton->setToolTip(tr("Open the rules page at what is on the table now (F1)"));
    connect(m_rulesButton, &QPushButton::clicked, this, [this] { emit rulesRequested(rulesSection()); });
    m_barLayout->addWidget(m_rulesButton);
}

CiapkiTable::~CiapkiTable() = default;

void CiapkiTable::showState(const GameState& state, Seat viewer, bool interactive) {
    const auto& s = static_cast<const CiapkiState&>(state);
    m_view = s.viewFor(viewer);
    m_viewer = viewer;
    m_interactive = interactive && state.currentSeat() >= 0;
    m_legal = m_interactive ? state.legalActions() : std::vector<Action>{};
    m_names.clear();
    for (int i = 0; i < state.players(); ++i)
        m_names.push_back(state.playerName(i));
    m_shown = true;
    // An announced bust is forgotten when its action is undone or a new game is dealt.
    if (!m_announce.isEmpty() && (m_view.phase == Phase::Setup || m_view.phase == Phase::SetupRoll ||
                                  state.hash() == m_announceBefore))
        m_announce.clear();
    // Keep a picked die only if it is still in the roll.
    if (m_selFace && (m_view.hand[static_cast<std::size_t>(m_selFace - 1)] == 0 || !m_interactive))
        m_selFace = 0;
    if (m_view.phase != Phase::Trot) m_trotDog = m_trotSpace = -1;
    // One kind of die left: it is picked already.
    if (m_interactive && (m_view.phase == Phase::Window || m_view.phase == Phase::Resolve) && !isBlue()) {
        int kinds = 0, face = 0;
        for (std::size_t f = 0; f < 6; ++f)
            if (m_view.hand[f]) {
                ++kinds;
                face = static_cast<int>(f + 1);
            }
        if (kinds == 1) m_selFace = face;
    }
    relayout();
    // The outline under the mouse belongs to the old table (a scored dog's place now shows another
    // dog): it is worked out again for what is under the mouse now.
    m_hover = Hit{};
    setCursor(Qt::ArrowCursor);
    if (underMouse()) refreshHover(mapFromGlobal(QCursor::pos()).toPointF());
    rebuildButtons();
    update();
}

bool CiapkiTable::isBlue() const {
    return m_view.keepChoice;
}

void CiapkiTable::clearTable() {
    m_shown = false;
    m_announce.clear();
    m_legal.clear();
    rebuildButtons();
    update();
}

void CiapkiTable::noteAction(const GameState& before, const Action& action) {
    const auto& b = static_cast<const CiapkiState&>(before);
    // A bust is announced on the table (and in the status strip) until the next player's decision.
    QString bust;
    for (const Consequence& e : b.consequences(action)) {
        if (e.kind == Consequence::Kind::Bust)
            bust = tr("⚠ %1 busts: yard %2, over %4 — %3 dice go back to the pool")
                       .arg(seatName(e.seat), QString::number(e.total), QString::number(e.n),
                            QString::number(m_view.bustAbove));
        else if (e.kind == Consequence::Kind::EveryoneBusts)
            bust = tr("⚠ The pool is empty: everyone busts — %1 dice go back to the pool").arg(e.n);
    }
    if (!bust.isEmpty()) {
        m_announce = bust;
        m_announceBefore = before.hash();
        emit statusMessage(bust);
        update();
    } else if (before.currentSeat() >= 0 && !m_announce.isEmpty()) {
        m_announce.clear();
        update();
    }
    Anim kind = Anim::None;
    if (action.kind == kRoll || action.kind == kStartDie)
        kind = Anim::Roll;
    else if (action.kind == kPiesDie)
        kind = Anim::Pies;
    else if ((action.kind == kPlace || action.kind == kBury) && b.active() >= 0 && b.active() < b.players())
        kind = Anim::Move;
    if (kind == Anim::None) return;
    const int ms = ui::animationMs(kind == Anim::Move ? 200 : 280);
    if (ms <= 0) return;
    if (kind == Anim::Move) {
        const PlayerArea& a = b.area(b.active());
        m_flySeat = b.active();
        m_flyDog = action.kind == kPlace ? action.arg(0) : -1;
        m_flySpace = action.kind == kPlace ? action.arg(1) : -1;
        m_flyFace = action.kind == kPlace ? dogInfo(a.dogs[static_cast<std::size_t>(m_flyDog)].card)
                                                .values[static_cast<std::size_t>(m_flySpace)]
                                          : action.arg(0);
        int k = 0; // the first die of that face in the roll as it was drawn
        for (int f = 1; f < m_flyFace; ++f)
            k += b.hand()[static_cast<std::size_t>(f - 1)];
        m_flyFrom = handDieRect(k, countTotal(b.hand()));
    }
    m_animKind = kind;
    m_anim->stop();
    m_anim->setDuration(ms);
    m_animT = 0.0;
    m_anim->start();
}

QRectF CiapkiTable::flyTarget() const {
    if (m_flySeat < 0 || m_flySeat >= m_view.players) return {};
    const PlayerArea& a = m_view.areas[static_cast<std::size_t>(m_flySeat)];
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
    if (m_view.solo && m_view.active == kPies) return QStringLiteral("solo-mode-against-pies");
    if (m_view.tile) return qs(tileKey(m_view.tile));
    switch (m_view.phase) {
    case Phase::Window:
    case Phase::Resolve:
        return QStringLiteral("rolling-placing-and-burying");
    case Phase::Choose:
        return QStringLiteral("your-turn");
    default:
        return QStringLiteral("setup");
    }
}

int CiapkiTable::bottomSeat() const {
    if (m_viewer >= 0 && m_viewer < m_view.players) return m_viewer;
    if (m_view.active >= 0 && m_view.active < m_view.players) return m_view.active;
    return 0;
}

bool CiapkiTable::isLegal(const Action& a) const {
    return std::binary_search(m_legal.begin(), m_legal.end(), a);
}

void CiapkiTable::choose(const Action& a) {
    if (!isLegal(a)) return;
    m_selFace = 0;
    m_trotDog = m_trotSpace = -1;
    emit actionChosen(a);
}

QString CiapkiTable::seatName(int seat) const {
    if (seat == kPies) return tr("Pies");
    if (seat >= 0 && seat < static_cast<int>(m_names.size()))
        return QString::fromStdString(m_names[static_cast<std::size_t>(seat)]);
    return tr("Player %1").arg(seat + 1);
}

// ---------------------------------------------------------------------------------------------
// Buttons

void CiapkiTable::addButton(const QString& text, const Action& a, const QString& tip, const QIcon& icon) {
    auto* b = new FitButton(icon, text, m_bar);
    b->setFont(ui::uiFont(13));
    if (!icon.isNull()) b->setIconSize(icon.availableSizes().value(0, QSize(20, 20)));
    b->setToolTip(tip.isEmpty() ? text : text + QStringLiteral("\n") + tip);
    b->setFocusPolicy(Qt::NoFocus);
    connect(b, &QPushButton::clicked, this, [this, a] { choose(a); });
    m_barLayout->insertWidget(static_cast<int>(m_buttons.size()), b);
    m_buttons.push_back(b);
}

void CiapkiTable::rebuildButtons() {
    for (auto* b : m_buttons)
        b->deleteLater();
    m_buttons.clear();
    if (!m_shown || !m_interactive) return;
    const QString tile = m_view.tile ? qs(tileInfo(m_view.tile).english) : QString();
    // Choices of dice read best by their lowest face.
    std::vector<Action> order = m_legal;
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
                      diceIcon(unpackCounts(a)));
            break;
        case kKeep:
            addButton(countTotal(unpackCounts(a)) ? tr("Keep") : tr("Return all"), a,
                      tr("%1: keep these dice, the others go back to the pool").arg(tile),
                      diceIcon(unpackCounts(a)));
            break;
        case kBuryRest: {
            // Warn before a bust: the rest of the roll pushes the yard over the limit.
            const YardPreview after = yardPreview(m_view, a);
            if (after.bust)
                addButton(
                    tr("Bury the rest — bust!"), a,
                    tr("Burying %1 makes your yard %2, over %3: you bust, every die on your dogs and in "
                       "your yard goes back to the pool and your turn ends")
                        .arg(countsWords(m_view.hand), QString::number(after.total),
                             QString::number(m_view.bustAbove)));
            else
                addButton(tr("Bury the rest"), a,
                          tr("Bury every die still in front of you in your yard (yard %1 of %2 after)")
                              .arg(after.total)
                              .arg(m_view.bustAbove));
            break;
        }
        case kMore: {
            QString text = tr("Yes, roll");
            if (m_view.tile == kBolt)
                text = tr("Roll the next die");
            else if (m_view.tile == kDogpile)
                text = tr("Yes, Dogpile again");
            else if (m_view.nextRollDice == 1)
                text = tr("Yes, roll 1 die");
            else if (m_view.nextRollDice >= 0)
                text = tr("Yes, roll %1 dice").arg(m_view.nextRollDice);
            addButton(text, a, tr("Do the optional step of %1").arg(tile));
            break;
        }
        case kStop: {
            QString text = tr("No, stop");
            if (m_view.phase == Phase::Dig)
                text = tr("Done digging");
            else if (m_view.phase == Phase::Trot)
                text = tr("Move no die");
            else if (m_view.tile == kBolt)
                text = m_view.aside == 1 ? tr("Stop (return 1 die)")
                                         : tr("Stop (return %1 dice)").arg(m_view.aside);
            addButton(text, a, tr("Decline and go on"));
            break;
        }
        case kDigMove: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(1) - 1)] = 1;
            const QString who =
                a.arg(0) == bottomSeat() ? tr("your") : seatName(a.arg(0)) + QStringLiteral("'s");
            QString tip = tr("Turn a buried %1 in %2 yard %3")
                              .arg(a.arg(1))
                              .arg(who)
                              .arg(a.arg(2) > 0 ? tr("up") : tr("down"));
            // Turning a die up can push that yard over the limit: say so before, like the yard's preview.
            const YardPreview after = yardPreview(m_view, a);
            const bool busts = after.bust;
            if (busts)
                tip += a.arg(0) == m_view.active
                           ? tr(": your yard goes to %1, over %2 — you bust and your turn ends")
                                 .arg(after.total)
                                 .arg(m_view.bustAbove)
                           : tr(": the yard goes to %1, over %2 — %3 busts")
                                 .arg(after.total)
                                 .arg(m_view.bustAbove)
                                 .arg(seatName(a.arg(0)));
            addButton(a.arg(2) > 0 ? (busts ? tr("%1 up — bust!").arg(who) : tr("%1 up").arg(who))
                                   : tr("%1 down").arg(who),
                      a, tip, diceIcon(c));
            break;
        }
        case kRetrieveValue:
        case kGuardName: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
            addButton(a.kind == kGuardName ? tr("Name") : tr("Take"), a,
                      a.kind == kGuardName ? tr("Guard: dice above this value will go back")
                                           : tr("Retrieve: a die set to this value"),
                      diceIcon(c));
            break;
        }
        case kBoltCount:
            addButton(tr("%1 dice").arg(a.arg(0)), a, tr("Bolt: set aside %1 dice").arg(a.arg(0)));
            break;
        case kPileYard: {
            Counts c{};
            c[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
            addButton(tr("From yard"), a, tr("Dogpile: take this die back from your yard"), diceIcon(c));
            break;
        }
        default:
            break;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Layout

void CiapkiTable::resizeEvent(QResizeEvent* event) {
    GameView::resizeEvent(event);
    relayout();
}

void CiapkiTable::relayout() {
    const double w = width(), h = height();
    m_bar->setGeometry(0, static_cast<int>(h - kBarHeight), static_cast<int>(w),
                       static_cast<int>(kBarHeight));
    m_scale = std::clamp(std::min(w / 1180.0, (h - kBarHeight) / 694.0), 0.7, 2.0);
    const double area = h - kBarHeight;
    const double topH = area * 0.24, midH = area * 0.40;
    m_top = QRectF(0, 0, w, topH);
    m_mid = QRectF(0, topH, w, midH);
    m_bottom = QRectF(0, topH + midH, w, area - topH - midH);
    m_tiles = QRectF(8, m_mid.top() + 4, w * 0.50, m_mid.height() - 8);
    m_centre = QRectF(m_tiles.right() + 10, m_mid.top() + 4, w - m_tiles.right() - 18, m_mid.height() - 8);
}

QRectF CiapkiTable::tileRect(int position) const {
    const double gap = 6;
    const double tw = (m_tiles.width() - gap) / 2, th = (m_tiles.height() - 2 * gap) / 3;
    const int col = position / 3, row = position % 3; // numbered down the columns
    return QRectF(m_tiles.left() + col * (tw + gap), m_tiles.top() + row * (th + gap), tw, th);
}

QRectF CiapkiTable::deckRect() const {
    const double h = m_centre.height() * 0.62;
    return QRectF(m_centre.left() + 6, m_centre.top() + 26 * m_scale,
                  std::min(h * 0.95, m_centre.width() * 0.3), h);
}

QRectF CiapkiTable::handDieRect(int k, int count) const {
    const QRectF deck = deckRect();
    const QRectF area(deck.right() + 14, deck.top(), m_centre.right() - deck.right() - 20, deck.height());
    const int perRow = count > 10 ? (count + 1) / 2 : std::max(1, count);
    const double size = std::min({54.0 * m_scale, area.width() / (perRow * 1.2), area.height() * 0.42});
    const int row = k / perRow, col = k % perRow;
    const double rowWidth = perRow * size * 1.2;
    const double left = area.left() + std::min((area.width() - rowWidth) / 2, 24.0 * m_scale);
    return QRectF(left + col * size * 1.2, area.top() + 8 + row * size * 1.25, size, size);
}

QRectF CiapkiTable::seatRect(int seat) const {
    if (seat == bottomSeat()) return m_bottom.adjusted(8, 4, -8, -4);
    // Opponents along the top in turn order after the bottom seat; Pies takes a slot in solo play.
    std::vector<int> order;
    for (int i = 1; i < m_view.players; ++i)
        order.push_back((bottomSeat() + i) % m_view.players);
    if (m_view.solo) order.push_back(kPies);
    const int n = std::max<int>(1, static_cast<int>(order.size()));
    const int idx = static_cast<int>(std::find(order.begin(), order.end(), seat) - order.begin());
    const double w = (m_top.width() - 8) / n;
    return QRectF(m_top.left() + 8 + idx * w, m_top.top() + 6, w - 8, m_top.height() - 10);
}

namespace {
double headerHeight(bool big, double scale) {
    return (big ? 26.0 : 22.0) * scale;
}
double nameHeight(const QRectF& card) {
    return std::max(13.0, card.height() * 0.2);
}

/// Where space `space` of a dog with `n` spaces sits on a card: two columns, up to two rows, centred
/// below the name (an odd last space is centred on its row).
/// The size of a paw print on a dog card; the prints sit in a strip along the card's foot.
double pawSize(const QRectF& card, double scale) {
    return std::max(10.0, std::min(16.0 * scale, card.height() * 0.16));
}

QRectF spaceIn(const QRectF& card, int n, int space, double scale) {
    const double nameH = nameHeight(card);
    const double foot = pawSize(card, scale) + 5; // kept free for the paw prints
    const double size =
        std::min({(card.width() - 12) / 2 - 3, (card.height() - nameH - foot - 7) / 2, 52.0 * scale});
    const int cols = n == 1 ? 1 : 2, rows = (n + 1) / 2;
    const int row = space / 2, col = space % 2;
    const double gridW = cols * size + (cols - 1) * 5, gridH = rows * size + (rows - 1) * 5;
    const double top = card.top() + nameH + (card.height() - nameH - foot - gridH) / 2;
    const bool single = row == rows - 1 && n % 2 == 1;
    const double left = single ? card.center().x() - size / 2 : card.center().x() - gridW / 2;
    return QRectF(left + col * (size + 5), top + row * (size + 5), size, size);
}
} // namespace

QRectF CiapkiTable::dogRect(int seat, int dog) const {
    const bool big = seat == bottomSeat();
    const QRectF r = seatRect(seat);
    const double head = headerHeight(big, m_scale);
    const QRectF dogs(r.left() + 6, r.top() + head + 4, r.width() * (big ? 0.72 : 0.66) - 6,
                      r.height() - head - 10);
    const double gap = 6;
    const int nSlots = std::max<int>(big ? 5 : 3, m_view.areas[static_cast<std::size_t>(seat)].nDogs);
    const double w =
        std::min((dogs.width() - (nSlots - 1) * gap) / nSlots, dogs.height() * (big ? 0.8 : 0.85));
    const double h = std::min(dogs.height(), w * 1.3);
    return QRectF(dogs.left() + dog * (w + gap), dogs.top() + (dogs.height() - h) / 2, w, h);
}

QRectF CiapkiTable::spaceRect(int seat, int dog, int space) const {
    const auto& d = m_view.areas[static_cast<std::size_t>(seat)].dogs[static_cast<std::size_t>(dog)];
    return spaceIn(dogRect(seat, dog), dogInfo(d.card).spaces, space, m_scale);
}

QRectF CiapkiTable::yardRect(int seat) const {
    const bool big = seat == bottomSeat();
    const QRectF r = seatRect(seat);
    const double head = headerHeight(big, m_scale);
    const double left = r.left() + r.width() * (big ? 0.72 : 0.66) + 6;
    return QRectF(left, r.top() + head + 4, r.right() - left - 6, r.height() - head - 10);
}

QRectF CiapkiTable::yardDieRect(int seat, int k) const {
    const QRectF y = yardRect(seat);
    const double size = std::min({30.0 * m_scale, y.height() * 0.32, (y.width() - 16) / 7.6});
    return QRectF(y.left() + 8 + k * size * 1.08, y.top() + 24 * m_scale, size, size);
}

// ---------------------------------------------------------------------------------------------
// Painting

void CiapkiTable::paintEvent(QPaintEvent* event) {
    (void)event;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!m_shown) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, rect(), tr("Ciapki"), Qt::AlignCenter, 28, true);
        return;
    }
    paintTiles(p);
    paintCentre(p);
    for (int s = 0; s < m_view.players; ++s)
        paintSeat(p, s);
    if (m_view.solo) paintPies(p, seatRect(kPies));
    if (animating(Anim::Move)) {
        const QRectF to = flyTarget();
        if (!to.isNull()) {
            const double t = 1 - (1 - m_animT) * (1 - m_animT); // ease out
            const QRectF r(m_flyFrom.topLeft() + (to.topLeft() - m_flyFrom.topLeft()) * t,
                           m_flyFrom.size() + (to.size() - m_flyFrom.size()) * t);
            ui::drawDie(p, r, m_flyFace);
        }
    }
}

void CiapkiTable::paintTiles(QPainter& p) {
    for (int pos = 0; pos < kPositions; ++pos)
        paintTile(p, pos);
}

void CiapkiTable::paintTile(QPainter& p, int position) {
    const QRectF r = tileRect(position);
    const Position& pos = m_view.positions[static_cast<std::size_t>(position)];
    const int t = pos.top();
    p.save();
    if (t == 0) {
        p.setBrush(QColor("#5d6d64"));
        p.setPen(QPen(QColor("#26352c"), 1.5));
        p.drawRoundedRect(r, 8, 8);
        p.restore();
        return;
    }
    const auto& info = tileInfo(t);
    const bool up = !(m_view.faceDown >> t & 1U);
    const QColor colour = ui::fillOf(gameColour(info.colour));
    // Stack edges under the top tile (off-leash).
    for (int i = std::min<int>(pos.size - 1, 3); i >= 1; --i) {
        p.setBrush(QColor("#d9d2c2"));
        p.setPen(QPen(QColor("#5b5346"), 1));
        p.drawRoundedRect(r.translated(i * 2.5, i * 2.5), 8, 8);
    }
    p.setBrush(up ? ui::panelBackground() : QColor("#b9b6ae"));
    p.setPen(QPen(up ? colour.darker(150) : QColor("#6f6b62"), up ? 2.5 : 1.5));
    p.drawRoundedRect(r, 8, 8);
    // Header: colour band with the colour's symbol, number and names.
    const double head = std::max(20.0, 24 * m_scale);
    QRectF band(r.left() + 3, r.top() + 3, r.width() - 6, head);
    QPainterPath bandPath;
    bandPath.addRoundedRect(band, 6, 6);
    p.fillPath(bandPath, up ? colour : QColor("#8f8b83"));
    ui::drawColourSymbol(p, QRectF(band.left() + 4, band.top() + 3, head - 6, head - 6),
                         gameColour(info.colour));
    // Right end of the band: "used" and the stack size (off-leash).
    QString tag;
    if (pos.size > 1) tag = tr("stack %1").arg(pos.size);
    if (!up) tag = tag.isEmpty() ? tr("used") : tr("used · %1").arg(tag);
    const QColor bandText =
        up ? (info.colour == TileColour::Yellow ? ui::textColour() : QColor(Qt::white)) : QColor("#2d2d2d");
    double tagW = 0;
    if (!tag.isEmpty()) {
        tagW = QFontMetricsF(ui::uiFont(11, true)).horizontalAdvance(tag) + 12;
        p.setPen(bandText);
        ui::drawFittedText(p, QRectF(band.right() - tagW, band.top(), tagW - 4, head), tag,
                           Qt::AlignRight | Qt::AlignVCenter, 11, true);
    }
    p.setPen(bandText);
    ui::drawFittedText(
        p, QRectF(band.left() + head + 2, band.top(), band.width() - head - 6 - tagW, head),
        ui::firstThatFits(
            {QStringLiteral("%1  %2 · %3").arg(position + 1).arg(qs(info.english), qs(info.polish)),
             QStringLiteral("%1  %2").arg(position + 1).arg(qs(info.english))},
            band.width() - head - 6 - tagW, 14, true),
        Qt::AlignVCenter | Qt::AlignLeft, 14 * m_scale, true);
    // Steps, in the largest font (>= 11 px) that fits.
    const int treats = m_view.tileTreats[static_cast<std::size_t>(t)];
    const double treatW = treats > 0 ? 24.0 + 14.0 * std::min(treats, 4) : 0.0;
    QRectF body(r.left() + 10, band.bottom() + 3, r.width() - 16 - treatW, r.bottom() - band.bottom() - 5);
    const bool doing = m_view.tile == t && !m_view.isOver(); // nothing is being done once the game is over
    QStringList lines;
    for (int i = 0; i < info.stepCount; ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(qs(info.steps[static_cast<std::size_t>(i)].text));
    double fontPx = std::max(11.0, 13.0 * m_scale);
    auto heightAt = [&](double px) {
        const QFontMetricsF fm(ui::uiFont(px));
        double h = 0;
        for (const auto& l : lines)
            h += fm.boundingRect(QRectF(0, 0, body.width(), 1000), Qt::TextWordWrap, l).height() + 1;
        return h;
    };
    while (fontPx > 11.0 && heightAt(fontPx) > body.height())
        fontPx -= 0.5;
    p.setFont(ui::uiFont(fontPx));
    const QFontMetricsF fm(p.font());
    double y = body.top();
    for (int i = 0; i < lines.size(); ++i) {
        const QRectF bound =
            fm.boundingRect(QRectF(body.left(), y, body.width(), 1000), Qt::TextWordWrap, lines[i]);
        const QRectF line(body.left(), y, body.width(), std::min(bound.height(), body.bottom() - y));
        if (line.height() < fm.height() * 0.8) break;
        if (doing && m_view.tileStep == i) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 214, 90, 150));
            p.drawRoundedRect(line.adjusted(-5, -1, 4, 1), 4, 4);
            p.setBrush(QColor("#c0392b"));
            const double m = fontPx * 0.35;
            p.drawPolygon(QPolygonF({QPointF(line.left() - 8, line.top() + fontPx * 0.3),
                                     QPointF(line.left() - 8 + m, line.top() + fontPx * 0.3 + m),
                                     QPointF(line.left() - 8, line.top() + fontPx * 0.3 + 2 * m)}));
        }
        p.setPen(up ? ui::textColour() : QColor("#3c3c3c"));
        p.drawText(line, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, lines[i]);
        y += bound.height() + 1;
    }
    // Treats lying on it.
    for (int i = 0; i < std::min(treats, 4); ++i)
        drawTreat(p, QRectF(r.right() - 34 - i * 14, band.bottom() + 6, 30, 16));
    if (treats > 4) {
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(r.right() - treatW, band.bottom() + 24, treatW - 6, 16),
                           QStringLiteral("× %1").arg(treats), Qt::AlignRight | Qt::AlignVCenter, 11, true);
    }
    if (isLegal(Action(kTrick, position + 1))) ui::drawLegalHighlight(p, r, 8);
    if (m_hover.kind == Hit::Kind::Tile && m_hover.index == position) ui::drawHoverOutline(p, r, 8);
    p.restore();
}

void CiapkiTable::paintCentre(QPainter& p) {
    const QRectF c = m_centre;
    p.save();
    p.setBrush(QColor(0, 0, 0, 40));
    p.setPen(Qt::NoPen);
    p.drawRoundedRect(c, 10, 10);
    // Whose turn and what is going on.
    QString line;
    if (m_view.isOver()) {
        line = m_view.winner == kPies
                   ? tr("Pies scored %1 dogs and wins").arg(m_view.winDogs)
                   : tr("%1 scored %2 dogs and wins!").arg(seatName(m_view.winner)).arg(m_view.winDogs);
    } else if (m_view.active == kPies) {
        line = tr("Pies's turn");
    } else if (m_view.active >= 0) {
        line = m_view.tile ? tr("%1 — %2, step %3")
                                 .arg(seatName(m_view.active), qs(tileInfo(m_view.tile).english))
                                 .arg(m_view.tileStep + 1)
                           : tr("%1's turn").arg(seatName(m_view.active));
    } else {
        line = tr("Setting up");
    }
    p.setPen(Qt::white);
    const QRectF lineBox(c.left() + 10, c.top() + 2, c.width() - 20, 22 * m_scale);
    if (m_view.active >= 0 && m_view.active != kPies) { // a long name shortens to initials first
        QString shorter = line;
        shorter.replace(seatName(m_view.active), ui::shortName(seatName(m_view.active)));
        line = ui::firstThatFits({line, shorter}, lineBox.width(), 15, true);
    }
    ui::drawFittedText(p, lineBox, line, Qt::AlignLeft | Qt::AlignVCenter, 15 * m_scale, true);
    // The deck's top dog.
    const QRectF deck = deckRect();
    for (int i = std::min(3, m_view.deckLeft); i >= 1; --i) {
        p.setBrush(QColor("#cfc6b2"));
        p.setPen(QPen(QColor("#6b624f"), 1));
        p.drawRoundedRect(deck.translated(i * 2, i * 2), 6, 6);
    }
    if (m_view.deckTop) {
        paintDog(p, deck, DogSlot{static_cast<std::uint8_t>(m_view.deckTop), 0}, -1, -1);
    } else if (m_view.deckLeft > 0) { // the next card is not turned up yet: its back
        p.setBrush(QColor("#b07d4f"));
        p.setPen(QPen(QColor("#5b3a1a"), 1.5));
        p.drawRoundedRect(deck, 6, 6);
        const double pw = deck.width() * 0.4;
        drawPaw(p, QRectF(deck.center().x() - pw / 2, deck.center().y() - pw / 2, pw, pw), QColor("#7a5230"));
    }
    p.setPen(Qt::white);
    ui::drawFittedText(p, QRectF(deck.left(), deck.bottom() + 4, deck.width() + 40, 16),
                       tr("Deck: %1 more").arg(m_view.deckLeft), Qt::AlignLeft | Qt::AlignVCenter, 12);
    // Pool and supply.
    const double iy = deck.bottom() + 24;
    const double is = std::min(22.0 * m_scale, c.bottom() - iy - 4);
    if (is > 10) {
        ui::drawDie(p, QRectF(deck.left(), iy, is, is), 5);
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(deck.left() + is + 4, iy, 90, is), tr("pool %1").arg(m_view.pool),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        drawTreat(p, QRectF(deck.left() + is + 90, iy + is * 0.15, is * 1.6, is * 0.7));
        ui::drawFittedText(p, QRectF(deck.left() + is * 2.7 + 92, iy, 110, is),
                           tr("supply %1").arg(m_view.supply), Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
    // The dice of the roll.
    const int n = countTotal(m_view.hand);
    if (m_view.rolling > 0 || n > 0) {
        const int shown = n + m_view.rolling;
        int k = 0;
        for (std::size_t f = 0; f < 6; ++f)
            for (int i = 0; i < m_view.hand[f]; ++i, ++k) {
                QRectF r = handDieRect(k, shown);
                int face = static_cast<int>(f + 1);
                if (animating(Anim::Roll)) { // tumbling: jump and show passing faces
                    const double bounce = std::sin(m_animT * 3.14159 * 3) * (1 - m_animT) * r.height() * 0.4;
                    r.translate(0, -std::abs(bounce));
                    face = 1 + (face + k + static_cast<int>(m_animT * 17)) % 6;
                }
                ui::drawDie(p, r, face);
                if (m_selFace == static_cast<int>(f + 1)) {
                    p.setPen(QPen(QColor("#ffd54a"), 3));
                    p.setBrush(Qt::NoBrush);
                    p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 6, 6);
                }
                if (m_interactive && m_selFace == 0 &&
                    (m_view.phase == Phase::Window || m_view.phase == Phase::Resolve) && !isBlue())
                    ui::drawLegalHighlight(p, r, 6);
                if (m_hover.kind == Hit::Kind::HandDie && m_hover.index == static_cast<int>(f + 1))
                    ui::drawHoverOutline(p, r, 6);
            }
        for (int i = 0; i < m_view.rolling; ++i, ++k) { // dice in the air
            const QRectF r = handDieRect(k, shown);
            p.setPen(QPen(QColor("#ffffff"), 2, Qt::DashLine));
            p.setBrush(QColor(255, 255, 255, 40));
            p.drawRoundedRect(r, 6, 6);
        }
    }
    // The latest bust, over the empty place of the roll.
    if (!m_announce.isEmpty() && n == 0 && m_view.rolling == 0) {
        // Room for two lines: a long announcement wraps (and is set smaller) instead of being cut.
        const QRectF banner(deck.right() + 14, deck.top() + 4, c.right() - deck.right() - 24, 44 * m_scale);
        p.setBrush(QColor("#b3261e"));
        p.setPen(QPen(QColor("#5c0f0a"), 1.5));
        p.drawRoundedRect(banner, 8, 8);
        p.setPen(Qt::white);
        ui::drawFittedText(p, banner.adjusted(10, 2, -10, -2), m_announce, Qt::AlignCenter | Qt::TextWordWrap,
                           15 * m_scale, true);
    }
    // Bolt's set-aside dice, Guard's value, Pies's die.
    QRectF info(deck.right() + 14, deck.top() + deck.height() * 0.64, c.right() - deck.right() - 24,
                20 * m_scale);
    p.setPen(Qt::white);
    if (m_view.aside > 0) {
        ui::drawFittedText(p, info, tr("Set aside for Bolt: %1").arg(m_view.aside),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (m_view.tile == kGuard && m_view.guardValue) {
        ui::drawFittedText(p, info, tr("Guard named %1: higher dice go back").arg(m_view.guardValue),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (m_view.phase == Phase::Dig) {
        ui::drawFittedText(p, info, tr("Dig: changes left: %1").arg(m_view.digLeft),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (m_view.solo && m_view.lastPies) {
        const QRectF d(info.left(), info.top() + 2, info.height() - 2, info.height() - 2);
        int face = m_view.lastPies;
        if (animating(Anim::Pies)) face = 1 + (face + static_cast<int>(m_animT * 13)) % 6;
        ui::drawDie(p, d, face, QColor("#f3d9a4"));
        ui::drawFittedText(p, QRectF(d.right() + 6, info.top(), info.width() - d.width() - 6, info.height()),
                           tr("Pies's last die → tile %1").arg(m_view.lastPies),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        info.translate(0, info.height());
    }
    paintOdds(p, QRectF(info.left(), info.top(), info.width(), c.bottom() - info.top() - 4));
    p.restore();
}

QString CiapkiTable::oddsText() const {
    if (!m_oddsBox->isChecked() || m_view.phase != Phase::Optional || m_view.nextRollDice < 0) return {};
    if (m_view.active < 0 || m_view.active >= m_view.players) return {};
    const RollOdds o = nextRollOdds(m_view);
    if (!o.valid()) return tr("Odds: too many dice to count");
    return (m_view.nextRollDice == 1
                ? tr("Next roll (1 die): bust %1 % · it fits a space %2 %")
                : tr("Next roll (%3 dice): bust %1 % · a die fits %2 %").arg(m_view.nextRollDice))
        .arg(o.bustChance() * 100, 0, 'f', 1)
        .arg(o.fitChance() * 100, 0, 'f', 1);
}

void CiapkiTable::paintOdds(QPainter& p, const QRectF& r) {
    const QString text = oddsText();
    if (text.isEmpty() || r.height() < 12) return;
    p.save();
    p.setPen(QColor("#ffe9a8"));
    // Wrapped into the room below the deck (two lines when the line is long), never elided.
    ui::drawFittedText(p, r.adjusted(0, 0, 0, -std::max(0.0, r.height() - 36)), text,
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, 13, true);
    p.restore();
}

void CiapkiTable::paintDog(QPainter& p, const QRectF& r, const DogSlot& dog, int seat, int index) {
    const auto& info = dogInfo(dog.card);
    p.save();
    const bool complete = dog.filled == (1U << info.spaces) - 1U;
    p.setBrush(QColor("#fbf6ea"));
    p.setPen(QPen(complete ? QColor("#1e8449") : QColor("#6b624f"), complete ? 3 : 1.5));
    p.drawRoundedRect(r, 6, 6);
    const double nameH = nameHeight(r);
    p.setPen(ui::textColour());
    {
        const QRectF nameBox(r.left() + 3, r.top() + 1, r.width() - 6, nameH);
        // A card too small for its dog's name leaves it to the tooltip.
        const QString name = ui::firstThatFits({qs(info.name), QString()}, nameBox.width(), 11, true);
        ui::drawFittedText(p, nameBox, name, Qt::AlignCenter,
                           std::max(11.0, std::min(15.0 * m_scale, nameH * 0.75)), true);
    }
    for (int s = 0; s < info.spaces; ++s) {
        const QRectF sr = seat >= 0 ? spaceRect(seat, index, s) : spaceIn(r, info.spaces, s, m_scale);
        const int value = info.values[static_cast<std::size_t>(s)];
        const bool arriving =
            animating(Anim::Move) && seat == m_flySeat && index == m_flyDog && s == m_flySpace;
        if ((dog.filled >> s & 1U) && !arriving) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0, 0, 0, 60));
            p.drawRoundedRect(sr.translated(2, 2), 5, 5);
            ui::drawDie(p, sr, value);
        } else {
            drawSpace(p, sr, value);
            if (seat >= 0 && m_interactive && seat == m_view.active) {
                const bool target = (m_selFace == value && isLegal(Action(kPlace, index, s))) ||
                                    (m_view.phase == Phase::Trot && m_trotDog >= 0 &&
                                     isLegal(Action(kTrotMove, m_trotDog, m_trotSpace, index, s)));
                if (target) ui::drawLegalHighlight(p, sr, 5);
            }
        }
        if (seat >= 0 && m_interactive && (dog.filled >> s & 1U)) {
            const bool pick = isLegal(Action(kPileDog, index, s)) ||
                              (m_view.phase == Phase::Trot && m_trotDog < 0 &&
                               std::any_of(m_legal.begin(), m_legal.end(), [&](const Action& a) {
                                   return a.kind == kTrotMove && a.arg(0) == index && a.arg(1) == s;
                               }));
            if (pick) ui::drawLegalHighlight(p, sr, 5);
            if (m_trotDog == index && m_trotSpace == s) {
                p.setPen(QPen(QColor("#ffd54a"), 3));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(sr.adjusted(-2, -2, 2, 2), 5, 5);
            }
        }
        if (m_hover.kind == Hit::Kind::Space && m_hover.seat == seat && m_hover.index == index &&
            m_hover.sub == s)
            ui::drawHoverOutline(p, sr, 5);
    }
    const double pw = pawSize(r, m_scale);
    for (int i = 0; i < info.paws; ++i)
        drawPaw(p, QRectF(r.right() - (i + 1) * (pw + 2) - 2, r.bottom() - pw - 3, pw, pw),
                QColor("#7a5230"));
    p.restore();
}

void CiapkiTable::paintSeat(QPainter& p, int seat) {
    const bool big = seat == bottomSeat();
    const QRectF r = seatRect(seat);
    const PlayerArea& a = m_view.areas[static_cast<std::size_t>(seat)];
    const bool active = seat == m_view.active && !m_view.isOver();
    p.save();
    p.setBrush(QColor(0, 0, 0, big ? 50 : 35));
    p.setPen(active ? QPen(ui::playerColour(seat).lighter(130), 3) : Qt::NoPen);
    p.drawRoundedRect(r, 10, 10);
    const double head = headerHeight(big, m_scale);
    ui::drawSeatToken(p, QPointF(r.left() + head * 0.6, r.top() + head * 0.55), head * 0.42, seat, active);
    p.setPen(Qt::white);
    QString title = seatName(seat);
    if (m_view.winner == seat) title += tr(" — winner!");
    // A narrow panel shortens a long name ("Przemysław W.", then "Przemysław"); the tooltip has it all.
    const QRectF titleBox(r.left() + head * 1.25, r.top() + 2, r.width() * 0.32, head);
    const QString first = seatName(seat).section(QLatin1Char(' '), 0, 0);
    title = ui::firstThatFits({title, ui::shortName(seatName(seat)), first}, titleBox.width(), 13, true);
    ui::drawFittedText(p, titleBox, title, Qt::AlignLeft | Qt::AlignVCenter, (big ? 15 : 13) * m_scale, true);
    // Treats, scored dogs.
    double x = r.left() + head * 1.25 + r.width() * 0.32 + 6;
    const double th = head * 0.6;
    drawTreat(p, QRectF(x, r.top() + (head - th) / 2 + 2, th * 1.8, th));
    ui::drawFittedText(p, QRectF(x + th * 1.9, r.top() + 2, 50, head), QStringLiteral("× %1").arg(a.treats),
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    x += th * 1.9 + 48;
    ui::drawFittedText(p, QRectF(x, r.top() + 2, std::min(110.0, r.right() - x - 2), head),
                       tr("scored %1/%2").arg(a.nScored).arg(m_view.winDogs),
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    x += 96;
    for (int i = 0; i < a.nScored && x + 14 < r.right() - 6;
         ++i) { // scored dogs: cards turned over, with a tick
        const QRectF sc(x, r.top() + 4, head * 0.75, head - 6);
        p.setBrush(QColor("#d4a373"));
        p.setPen(QPen(QColor("#5b3a1a"), 1));
        p.drawRoundedRect(sc, 3, 3);
        p.setPen(QPen(QColor("#1e5631"), 2));
        p.drawLine(QPointF(sc.left() + sc.width() * 0.25, sc.center().y()),
                   QPointF(sc.center().x(), sc.bottom() - sc.height() * 0.25));
        p.drawLine(QPointF(sc.center().x(), sc.bottom() - sc.height() * 0.25),
                   QPointF(sc.right() - sc.width() * 0.2, sc.top() + sc.height() * 0.25));
        x += sc.width() + 3;
    }
    for (int i = 0; i < a.nDogs; ++i)
        paintDog(p, dogRect(seat, i), a.dogs[static_cast<std::size_t>(i)], seat, i);
    paintYard(p, seat);
    p.restore();
}

void CiapkiTable::paintYard(QPainter& p, int seat) {
    const QRectF y = yardRect(seat);
    const PlayerArea& a = m_view.areas[static_cast<std::size_t>(seat)];
    p.save();
    p.setBrush(QColor("#7a5a3a"));
    p.setPen(QPen(QColor("#3e2a16"), 1.5));
    p.drawRoundedRect(y, 8, 8);
    p.setPen(Qt::white);
    const int total = a.yardTotal();
    const QRectF yardLabel(y.left() + 8, y.top() + 2, y.width() - 16, 20 * m_scale);
    ui::drawFittedText(p, yardLabel,
                       ui::firstThatFits({tr("Yard: %1 of %2").arg(total).arg(m_view.bustAbove),
                                          tr("Yard %1/%2").arg(total).arg(m_view.bustAbove),
                                          tr("%1/%2").arg(total).arg(m_view.bustAbove)},
                                         yardLabel.width(), 13, true),
                       Qt::AlignLeft | Qt::AlignVCenter, 13 * m_scale, true);
    const QRectF arriving =
        animating(Anim::Move) && seat == m_flySeat && m_flySpace < 0 ? flyTarget() : QRectF();
    int k = 0;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < a.yard[f]; ++i, ++k) {
            const QRectF d = yardDieRect(seat, k);
            if (d == arriving) continue;
            ui::drawDie(p, d, static_cast<int>(f + 1), QColor("#efe3cc"));
            if (m_interactive && (isLegal(Action(kPileYard, static_cast<int>(f + 1))) ||
                                  isLegal(Action(kDigMove, seat, static_cast<int>(f + 1), -1))))
                ui::drawLegalHighlight(p, d, 5);
        }
    // The gauge: a cell per safe pip (the limit), then a red cell and the bust line.
    const int limit = m_view.bustAbove;
    const double gy = y.bottom() - std::max(14.0, 18 * m_scale) - 6;
    const double cellW = (y.width() - 40) / (limit + 1.0), gh = std::max(10.0, 12 * m_scale);
    for (int i = 0; i <= limit; ++i) {
        const QRectF cell(y.left() + 8 + i * cellW, gy, cellW - 2, gh);
        const bool filled = i < total;
        p.setPen(QPen(QColor("#2a1c0e"), 1));
        p.setBrush(i == limit ? QColor("#e74c3c")
                   : filled   ? QColor(total >= limit - 1 ? "#f39c12" : "#f1e3c6")
                              : QColor("#5c4329"));
        p.drawRect(cell);
    }
    const double lineX = y.left() + 8 + limit * cellW - 1;
    p.setPen(QPen(Qt::white, 2, Qt::DashLine));
    p.drawLine(QPointF(lineX, gy - 4), QPointF(lineX, gy + gh + 4));
    p.setPen(Qt::white);
    ui::drawFittedText(p,
                       QRectF(y.left() + 8 + (limit + 1) * cellW, gy - 3,
                              y.right() - (y.left() + 8 + (limit + 1) * cellW) - 2, gh + 6),
                       tr("bust"), Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    // Burying target, with a preview of the new total when hovered.
    if (m_interactive && seat == m_view.active && m_selFace && isLegal(Action(kBury, m_selFace))) {
        ui::drawLegalHighlight(p, y, 8);
        if (m_hover.kind == Hit::Kind::Yard || m_hover.kind == Hit::Kind::YardDie) {
            const YardPreview after = yardPreview(m_view, Action(kBury, m_selFace));
            p.setPen(after.bust ? QColor("#ffb3a8") : QColor("#fff3c4"));
            ui::drawFittedText(
                p, QRectF(y.left() + 8, gy - 22 * m_scale, y.width() - 16, 20 * m_scale),
                after.bust
                    ? tr("Bury the %1: %2 — BUST").arg(m_selFace).arg(after.total)
                    : tr("Bury the %1: %2 of %3").arg(m_selFace).arg(after.total).arg(m_view.bustAbove),
                Qt::AlignLeft | Qt::AlignVCenter, 13 * m_scale, true);
        }
    }
    if (m_hover.kind == Hit::Kind::Yard && m_hover.seat == seat) ui::drawHoverOutline(p, y, 8);
    p.restore();
}

void CiapkiTable::paintPies(QPainter& p, const QRectF& r) {
    p.save();
    const bool active = m_view.active == kPies && !m_view.isOver();
    p.setBrush(QColor(0, 0, 0, 35));
    p.setPen(active ? QPen(QColor("#f3d9a4"), 3) : Qt::NoPen);
    p.drawRoundedRect(r, 10, 10);
    // Pies: a round dog face (our own drawing).
    const double s = std::min(r.height() * 0.55, 60.0 * m_scale);
    const QRectF face(r.left() + 12, r.top() + (r.height() - s) / 2, s, s);
    p.setPen(QPen(QColor("#3e2a16"), 2));
    p.setBrush(QColor("#c8955a"));
    p.drawEllipse(face.adjusted(s * 0.12, s * 0.1, -s * 0.12, 0));
    p.setBrush(QColor("#7a5230"));
    p.drawEllipse(QRectF(face.left(), face.top() + s * 0.05, s * 0.28, s * 0.5));
    p.drawEllipse(QRectF(face.right() - s * 0.28, face.top() + s * 0.05, s * 0.28, s * 0.5));
    p.setBrush(QColor("#222222"));
    p.drawEllipse(QPointF(face.center().x() - s * 0.14, face.center().y()), s * 0.05, s * 0.05);
    p.drawEllipse(QPointF(face.center().x() + s * 0.14, face.center().y()), s * 0.05, s * 0.05);
    p.drawEllipse(QPointF(face.center().x(), face.center().y() + s * 0.18), s * 0.08, s * 0.06);
    p.setPen(Qt::white);
    const double tx = face.right() + 12;
    ui::drawFittedText(p, QRectF(tx, r.top() + 6, r.right() - tx - 8, 22 * m_scale),
                       m_view.winner == kPies ? tr("Pies — winner") : tr("Pies (solo automaton)"),
                       Qt::AlignLeft | Qt::AlignVCenter, 14 * m_scale, true);
    ui::drawFittedText(p, QRectF(tx, r.top() + 8 + 22 * m_scale, r.right() - tx - 8, 20 * m_scale),
                       tr("scored %1/%2").arg(m_view.piesNScored).arg(m_view.winDogs),
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    const double th = 16 * m_scale;
    const double ty = r.top() + 12 + 44 * m_scale;
    for (int i = 0; i < m_view.piesTreats; ++i)
        drawTreat(p, QRectF(tx + i * th * 2, ty, th * 1.8, th));
    if (m_view.piesTreats == 0)
        ui::drawFittedText(p, QRectF(tx, ty, r.right() - tx - 8, th), tr("no treats"),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
    double x = tx + std::max(3, static_cast<int>(m_view.piesTreats)) * th * 2 + 12;
    for (int i = 0; i < m_view.piesNScored && x + 20 < r.right(); ++i) {
        const QRectF sc(x, ty - 4, th * 1.1, th * 1.5);
        p.setBrush(QColor("#d4a373"));
        p.setPen(QPen(QColor("#5b3a1a"), 1));
        p.drawRoundedRect(sc, 3, 3);
        x += sc.width() + 4;
    }
    // How Pies plays, where there is room.
    const QRectF how(r.left() + r.width() * 0.45, r.top() + 8, r.width() * 0.55 - 12, r.height() - 16);
    if (how.width() > 220) {
        p.setPen(QColor("#e8efe9"));
        p.setFont(ui::uiFont(std::max(11.0, 12.0 * m_scale)));
        p.drawText(how, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Each turn Pies rolls a die and looks at that tile number: a face-up tile is turned "
                      "over and Pies takes its treats; a used tile gives Pies the deck's top dog. Holding %1 "
                      "or more treats, Pies hands them all back for one more dog. %2 dogs win.")
                       .arg(m_view.piesCashIn)
                       .arg(m_view.winDogs));
    }
    p.restore();
}

// ---------------------------------------------------------------------------------------------
// Input

CiapkiTable::Hit CiapkiTable::hitAt(const QPointF& pos) const {
    Hit h;
    if (!m_shown) return h;
    for (int i = 0; i < kPositions; ++i)
        if (tileRect(i).contains(pos)) return Hit{Hit::Kind::Tile, -1, i, -1};
    const int n = countTotal(m_view.hand);
    int k = 0;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < m_view.hand[f]; ++i, ++k)
            if (handDieRect(k, n + m_view.rolling).contains(pos))
                return Hit{Hit::Kind::HandDie, -1, static_cast<int>(f + 1), -1};
    if (deckRect().contains(pos)) return Hit{Hit::Kind::Deck, -1, -1, -1};
    for (int s = 0; s < m_view.players; ++s) {
        const PlayerArea& a = m_view.areas[static_cast<std::size_t>(s)];
        for (int d = 0; d < a.nDogs; ++d) {
            for (int sp = 0; sp < dogInfo(a.dogs[static_cast<std::size_t>(d)].card).spaces; ++sp)
                if (spaceRect(s, d, sp).contains(pos)) return Hit{Hit::Kind::Space, s, d, sp};
            if (dogRect(s, d).contains(pos)) return Hit{Hit::Kind::Space, s, d, -1};
        }
        k = 0;
        for (std::size_t f = 0; f < 6; ++f)
            for (int i = 0; i < a.yard[f]; ++i, ++k)
                if (yardDieRect(s, k).contains(pos))
                    return Hit{Hit::Kind::YardDie, s, static_cast<int>(f + 1), -1};
        if (yardRect(s).contains(pos)) return Hit{Hit::Kind::Yard, s, -1, -1};
    }
    if (m_view.solo && seatRect(kPies).contains(pos)) return Hit{Hit::Kind::Pies, kPies, -1, -1};
    return h;
}

std::vector<Action> CiapkiTable::actionsFor(const Hit& hit) const {
    std::vector<Action> out;
    auto add = [&](const Action& a) {
        if (isLegal(a)) out.push_back(a);
    };
    switch (hit.kind) {
    case Hit::Kind::Tile:
        add(Action(kTrick, hit.index + 1));
        break;
    case Hit::Kind::Space:
        if (hit.sub < 0) break;
        if (m_selFace) {
            const auto& d =
                m_view.areas[static_cast<std::size_t>(hit.seat)].dogs[static_cast<std::size_t>(hit.index)];
            if (dogInfo(d.card).values[static_cast<std::size_t>(hit.sub)] == m_selFace)
                add(Action(kPlace, hit.index, hit.sub));
        }
        add(Action(kPileDog, hit.index, hit.sub));
        if (m_trotDog >= 0) add(Action(kTrotMove, m_trotDog, m_trotSpace, hit.index, hit.sub));
        break;
    case Hit::Kind::YardDie:
        add(Action(kPileYard, hit.index));
        [[fallthrough]];
    case Hit::Kind::Yard:
        if (m_selFace && hit.seat == m_view.active) add(Action(kBury, m_selFace));
        break;
    default:
        break;
    }
    return out;
}

void CiapkiTable::mousePressEvent(QMouseEvent* event) {
    if (!m_interactive || event->button() != Qt::LeftButton) return;
    const Hit hit = hitAt(event->position());
    if (hit.kind == Hit::Kind::HandDie) {
        if (isBlue()) {
            emit statusMessage(tr("First choose which dice to keep (buttons below)"));
            return;
        }
        // One kind of die left: it is picked already and stays picked (the hint says to click it).
        int kinds = 0;
        for (std::size_t f = 0; f < 6; ++f)
            kinds += m_view.hand[f] ? 1 : 0;
        m_selFace = m_selFace == hit.index && kinds > 1 ? 0 : hit.index;
        update();
        return;
    }
    // Trot: first pick the die to move.
    if (m_view.phase == Phase::Trot && hit.kind == Hit::Kind::Space && hit.sub >= 0 && m_trotDog < 0) {
        const bool movable = std::any_of(m_legal.begin(), m_legal.end(), [&](const Action& a) {
            return a.kind == kTrotMove && a.arg(0) == hit.index && a.arg(1) == hit.sub;
        });
        if (movable) {
            m_trotDog = hit.index;
            m_trotSpace = hit.sub;
            update();
            return;
        }
    }
    const auto acts = actionsFor(hit);
    if (!acts.empty()) {
        choose(acts.front());
        return;
    }
    // Say why nothing happened.
    if (hit.kind == Hit::Kind::Tile) {
        const int t = m_view.positions[static_cast<std::size_t>(hit.index)].top();
        if (m_view.phase == Phase::Choose && t)
            emit statusMessage(tr("%1 is grey side up: it was already used").arg(qs(tileInfo(t).english)));
    } else if (hit.kind == Hit::Kind::Space && hit.sub >= 0 &&
               (m_view.phase == Phase::Window || m_view.phase == Phase::Resolve)) {
        emit statusMessage(m_selFace
                               ? tr("That space does not take a %1 (or is not empty)").arg(m_selFace)
                               : tr("Click a die of the roll first, then a matching space or your yard"));
    } else if (hit.kind == Hit::Kind::Yard && m_selFace == 0 &&
               (m_view.phase == Phase::Window || m_view.phase == Phase::Resolve)) {
        emit statusMessage(tr("Click a die of the roll first"));
    }
    if (m_trotDog >= 0 && hit.kind != Hit::Kind::Space) {
        m_trotDog = m_trotSpace = -1;
        update();
    }
}

void CiapkiTable::mouseMoveEvent(QMouseEvent* event) {
    refreshHover(event->position());
}

void CiapkiTable::refreshHover(const QPointF& pos) {
    const Hit hit = hitAt(pos);
    Hit shown = hit;
    if (actionsFor(hit).empty() && hit.kind != Hit::Kind::HandDie &&
        !(m_view.phase == Phase::Trot && hit.kind == Hit::Kind::Space))
        shown = Hit{};
    if (!m_interactive) shown = Hit{};
    if (!(shown == m_hover)) {
        m_hover = shown;
        setCursor(m_hover.kind == Hit::Kind::None ? Qt::ArrowCursor : Qt::PointingHandCursor);
        update();
    }
}

void CiapkiTable::leaveEvent(QEvent* event) {
    GameView::leaveEvent(event);
    m_hover = Hit{};
    update();
}

void CiapkiTable::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        m_selFace = 0;
        m_trotDog = m_trotSpace = -1;
        update();
        return;
    }
    if (event->key() == Qt::Key_F1) {
        emit rulesRequested(rulesSection());
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) &&
        m_legal.size() == 1) {
        choose(m_legal.front());
        return;
    }
    GameView::keyPressEvent(event);
}

bool CiapkiTable::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = withElidedText(help->pos(), tooltipFor(hitAt(help->pos())));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return GameView::event(event);
}

QString CiapkiTable::tooltipFor(const Hit& hit) const {
    switch (hit.kind) {
    case Hit::Kind::Tile: {
        const Position& pos = m_view.positions[static_cast<std::size_t>(hit.index)];
        const int t = pos.top();
        if (!t) return tr("A tile not yet turned up");
        const auto& info = tileInfo(t);
        QString tip = QStringLiteral("<b>%1 — %2</b> (%3, %4)<br>%5")
                          .arg(hit.index + 1)
                          .arg(qs(info.english), qs(info.polish), qs(colourName(info.colour)),
                               (m_view.faceDown >> t & 1U) ? tr("used until the next reset") : tr("face up"));
        tip += QStringLiteral("<br>") + stepsText(t).toHtmlEscaped().replace('\n', QStringLiteral("<br>"));
        const int treats = m_view.tileTreats[static_cast<std::size_t>(t)];
        if (treats) tip += tr("<br>Treats on it: %1 (they go to whoever picks it)").arg(treats);
        if (pos.size > 1)
            tip += tr("<br>Stack of %1 %2 tiles (off-leash)").arg(pos.size).arg(qs(colourName(info.colour)));
        return tip;
    }
    case Hit::Kind::Space: {
        const auto& d =
            m_view.areas[static_cast<std::size_t>(hit.seat)].dogs[static_cast<std::size_t>(hit.index)];
        const auto& info = dogInfo(d.card);
        QStringList vals;
        for (int s = 0; s < info.spaces; ++s)
            vals << QStringLiteral("%1%2")
                        .arg(info.values[static_cast<std::size_t>(s)])
                        .arg((d.filled >> s & 1U) ? tr(" (filled)") : QString());
        return tr("<b>%1</b> (%2's dog)<br>Spaces: %3<br>Paw prints: %4")
            .arg(qs(info.name), seatName(hit.seat), vals.join(QStringLiteral(", ")))
            .arg(info.paws);
    }
    case Hit::Kind::Deck: {
        if (!m_view.deckTop) return tr("The dog deck is empty");
        const auto& info = dogInfo(m_view.deckTop);
        QStringList vals;
        for (int s = 0; s < info.spaces; ++s)
            vals << QString::number(info.values[static_cast<std::size_t>(s)]);
        return tr("Top of the dog deck: <b>%1</b> (spaces %2, paw prints %3); %4 cards under it")
            .arg(qs(info.name), vals.join(QStringLiteral(", ")))
            .arg(info.paws)
            .arg(m_view.deckLeft);
    }
    case Hit::Kind::Yard:
    case Hit::Kind::YardDie: {
        const PlayerArea& a = m_view.areas[static_cast<std::size_t>(hit.seat)];
        return tr("%1's yard: %2 (total %3). Above %4 is a bust: every die on this player's dogs and in the "
                  "yard goes back.")
            .arg(seatName(hit.seat), countsWords(a.yard))
            .arg(a.yardTotal())
            .arg(m_view.bustAbove);
    }
    case Hit::Kind::HandDie:
        return tr("A die of this roll: click it, then a matching empty space or your yard");
    case Hit::Kind::Pies:
        return tr("Pies rolls a die each turn: a face-up tile at that number is turned over (Pies takes its "
                  "treats); a used tile gives Pies the top dog. With %1 or more treats Pies hands them all "
                  "back for another dog.")
            .arg(m_view.piesCashIn);
    default:
        return {};
    }
}

} // namespace dogtable::games::ciapki
