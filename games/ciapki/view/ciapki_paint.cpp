// Ciapki's table: the layout and the middle of the table — geometry and painting of the six trick
// tiles, the dice of the roll (tumbling, or one die in flight), the deck's top dog, the pool, the
// treat supply and the odds aid. The players' seats (dogs, yards, Pies) are in
// ciapki_paint_seats.cpp. The kit draws the legal targets, the picked die, hover and the keyboard
// cursor over it (paintLook).
#include <QCheckBox>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QStringList>

#include <algorithm>
#include <cmath>

#include "ciapki/view/ciapki_art.h"
#include "ciapki/view/ciapki_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

namespace {
constexpr double kBarHeight = 46.0; // the button bar at the foot
} // namespace

// ---------------------------------------------------------------------------------------------
// Layout

void CiapkiTable::resizeEvent(QResizeEvent* event) {
    relayout();
    Base::resizeEvent(event);
}

double CiapkiTable::barHeight() {
    // One row when the buttons fit beside Odds aid and Rules at their natural widths.
    int need = 16 + m_oddsBox->sizeHint().width() + m_rulesButton->sizeHint().width() + 12;
    for (const QPushButton* b : m_buttons)
        need += b->sizeHint().width() + 6;
    const bool twoRows = need > width();
    if (twoRows != m_barTwoRows) {
        m_barTwoRows = twoRows;
        m_barGrid->removeItem(m_barLayout);
        m_barGrid->removeWidget(m_oddsBox);
        m_barGrid->removeWidget(m_rulesButton);
        m_barGrid->addLayout(m_barLayout, 0, 0, 1, twoRows ? 3 : 1);
        m_barGrid->addWidget(m_oddsBox, twoRows ? 1 : 0, 1);
        m_barGrid->addWidget(m_rulesButton, twoRows ? 1 : 0, 2);
    }
    return twoRows ? 2 * kBarHeight - 6 : kBarHeight;
}

void CiapkiTable::relayout() {
    const double w = width(), h = height();
    const double barH = barHeight();
    m_bar->setGeometry(0, static_cast<int>(h - barH), static_cast<int>(w), static_cast<int>(barH));
    m_scale = std::clamp(std::min(w / 1180.0, (h - barH) / 694.0), 0.7, 2.0);
    const double area = h - barH;
    // A short table (the end-of-game bar above it at 1024×700) gives the trick tiles some of Pies's
    // row, which has room to spare, so that their steps stay whole.
    const double shift = std::clamp((640.0 - area) / 640.0, 0.0, 0.04);
    const double topH = area * (0.24 - shift), midH = area * (0.40 + shift);
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

QRectF CiapkiTable::infoLine(int line) const {
    const QRectF deck = deckRect();
    const double h = 20 * m_scale;
    return QRectF(deck.right() + 14, deck.top() + deck.height() * 0.64 + line * h,
                  m_centre.right() - deck.right() - 24, h);
}

QRectF CiapkiTable::piesDieRect() const {
    // Below Bolt's, Guard's and Dig's lines when they are shown (paintCentre's order).
    int line = 0;
    if (view().aside > 0) ++line;
    if (view().tile == kGuard && view().guardValue) ++line;
    if (view().phase == Phase::Dig) ++line;
    const QRectF r = infoLine(line);
    const QString text = tr("Pies's last die → tile %1").arg(view().lastPies);
    const double textW = QFontMetricsF(ui::uiFont(12, false)).horizontalAdvance(text);
    return QRectF(r.left(), r.top(), std::min(r.width(), r.height() + 6 + textW), r.height());
}

QRectF CiapkiTable::poolRect() const {
    const QRectF deck = deckRect();
    const double iy = deck.bottom() + 24;
    const double is = std::min(22.0 * m_scale, m_centre.bottom() - iy - 4);
    return QRectF(deck.left(), iy, is + 86, is);
}

QRectF CiapkiTable::supplyRect() const {
    const QRectF pool = poolRect();
    const double is = pool.height();
    return QRectF(pool.left() + is + 90, pool.top(), is * 1.7 + 112, is);
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

// ---------------------------------------------------------------------------------------------
// Painting

void CiapkiTable::paintTable(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!hasView()) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, rect(), tr("Ciapki"), Qt::AlignCenter, 28, true);
        return;
    }
    for (int pos = 0; pos < kPositions; ++pos)
        paintTile(p, pos);
    paintCentre(p);
    for (int s = 0; s < view().players; ++s)
        paintSeat(p, s);
    if (view().solo) paintPies(p, seatRect(kPies));
}

QRectF CiapkiTable::flyRect() const {
    if (!hasView() || !animating(Anim::Move)) return {};
    const QRectF to = flyTarget();
    if (to.isNull()) return {};
    const double t = 1 - (1 - animT()) * (1 - animT()); // ease out
    return {m_flyFrom.topLeft() + (to.topLeft() - m_flyFrom.topLeft()) * t,
            m_flyFrom.size() + (to.size() - m_flyFrom.size()) * t};
}

QRectF CiapkiTable::rollRect() const {
    if (!hasView()) return {};
    const int shown = countTotal(view().hand) + view().rolling;
    QRectF all;
    for (int k = 0; k < shown; ++k) {
        const QRectF r = handDieRect(k, shown);
        all |= r.adjusted(-3, -r.height() * 0.45, 3, 3); // with the jump
    }
    return all;
}

void CiapkiTable::paintFlying(QPainter& p) {
    const QRectF r = flyRect();
    if (!r.isNull()) ui::drawDie(p, r, m_flyFace);
}

void CiapkiTable::paintTile(QPainter& p, int position) {
    const QRectF r = tileRect(position);
    const Position& pos = view().positions[static_cast<std::size_t>(position)];
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
    const bool up = !(view().faceDown >> t & 1U);
    const QColor colour = ui::fillOf(art::gameColour(info.colour));
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
                         art::gameColour(info.colour));
    // Right end of the band: "used" and the stack size (off-leash).
    QString tag;
    if (pos.size > 1) tag = tr("stack %1").arg(pos.size);
    if (!up) tag = tag.isEmpty() ? tr("used") : tr("used · %1").arg(tag);
    const QColor bandText =
        up ? (info.colour == TileColour::Yellow ? ui::textColour() : QColor(Qt::white)) : QColor("#2d2d2d");
    // A used tile's words are set in the regular weight, as it is greyed: "2  Roll Over · turlaj
    // się" lost its box name beside "used" in bold at 1024x700 (play tester D).
    double tagW = 0;
    if (!tag.isEmpty()) {
        tagW = QFontMetricsF(ui::uiFont(11, up)).horizontalAdvance(tag) + (up ? 12 : 6);
        p.setPen(bandText);
        ui::drawFittedText(p, QRectF(band.right() - tagW, band.top(), tagW - 4, head), tag,
                           Qt::AlignRight | Qt::AlignVCenter, 11, up);
    }
    // Steps, in the largest font (>= 11 px) that fits.
    const int treats = view().tileTreats[static_cast<std::size_t>(t)];
    double treatW = treats > 0 ? 24.0 + 14.0 * std::min(treats, 4) : 0.0;
    QRectF body(r.left() + 10, band.bottom() + 3, r.width() - 16 - treatW, r.bottom() - band.bottom() - 5);
    const bool doing = view().tile == t && !view().isOver(); // nothing is being done once the game is over
    QStringList lines;
    for (int i = 0; i < info.stepCount; ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(art::qs(stepText(t, i)));
    double fontPx = std::max(11.0, 13.0 * m_scale);
    auto heightAt = [&](double px) {
        const QFontMetricsF fm(ui::uiFont(px));
        double h = 0;
        for (const auto& l : lines)
            h += fm.boundingRect(QRectF(0, 0, body.width(), 1000), Qt::TextWordWrap, l).height() + 1;
        return h;
    };
    // Treats beside the steps leave them too narrow (their last line was cut off, seen at 1024x700):
    // the steps take the whole width and the treats sit in the band as one treat and their number.
    const bool treatsInBand = treats > 0 && heightAt(11.0) > body.height();
    if (treatsInBand) {
        body.setWidth(r.width() - 16);
        treatW = 0;
        const double badgeW = head * 1.5 + 26;
        const QRectF badge(band.right() - tagW - badgeW - 2, band.top() + 1, badgeW, head - 2);
        art::drawTreat(
            p, QRectF(badge.left(), badge.top() + (badge.height() - head * 0.6) / 2, head * 1.4, head * 0.6));
        p.setPen(bandText);
        ui::drawFittedText(p, QRectF(badge.left() + head * 1.45, badge.top(), 26, badge.height()),
                           QStringLiteral("×%1").arg(treats), Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    }
    // The title: the tile's number and names (the band's right end holds the tag and any treats).
    const double titleW = band.width() - head - 6 - tagW - (treatsInBand ? head * 1.5 + 30 : 0.0);
    p.setPen(bandText);
    ui::drawFittedText(p, QRectF(band.left() + head + 2, band.top(), titleW, head),
                       ui::firstThatFits({QStringLiteral("%1  %2").arg(position + 1).arg(art::tileTitle(t)),
                                          QStringLiteral("%1  %2").arg(position + 1).arg(art::tileLabel(t))},
                                         titleW, 14, up),
                       Qt::AlignVCenter | Qt::AlignLeft, 14 * m_scale, up);
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
        if (doing && view().tileStep == i) {
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
        // (fitted: a step cut off is recorded, so layout tests see it)
        ui::drawFittedText(p, line, lines[i], Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, fontPx);
        y += bound.height() + 1;
    }
    // Treats lying on it.
    for (int i = 0; i < (treatsInBand ? 0 : std::min(treats, 4)); ++i)
        art::drawTreat(p, QRectF(r.right() - 34 - i * 14, band.bottom() + 6, 30, 16));
    if (treats > 4 && !treatsInBand) {
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(r.right() - treatW, band.bottom() + 24, treatW - 6, 16),
                           QStringLiteral("× %1").arg(treats), Qt::AlignRight | Qt::AlignVCenter, 11, true);
    }
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
    if (view().isOver()) {
        line = view().winner == kPies
                   ? tr("Pies scored %1 dogs and wins").arg(view().winDogs)
                   : tr("%1 scored %2 dogs and wins!").arg(seatName(view().winner)).arg(view().winDogs);
    } else if (view().active == kPies) {
        line = tr("Pies's turn");
    } else if (view().active >= 0) {
        line = view().tile ? tr("%1 — %2, step %3")
                                 .arg(seatName(view().active), art::tileLabel(view().tile))
                                 .arg(view().tileStep + 1)
                           : tr("%1's turn").arg(seatName(view().active));
    } else {
        line = tr("Setting up");
    }
    p.setPen(Qt::white);
    const QRectF lineBox(c.left() + 10, c.top() + 2, c.width() - 20, 22 * m_scale);
    if (view().active >= 0 && view().active != kPies) { // a long name shortens to initials first
        QString shorter = line;
        shorter.replace(seatName(view().active), ui::shortName(seatName(view().active)));
        line = ui::firstThatFits({line, shorter}, lineBox.width(), 15, true);
    }
    ui::drawFittedText(p, lineBox, line, Qt::AlignLeft | Qt::AlignVCenter, 15 * m_scale, true);
    // The deck's top dog.
    const QRectF deck = deckRect();
    for (int i = std::min(3, view().deckLeft); i >= 1; --i) {
        p.setBrush(QColor("#cfc6b2"));
        p.setPen(QPen(QColor("#6b624f"), 1));
        p.drawRoundedRect(deck.translated(i * 2, i * 2), 6, 6);
    }
    if (view().deckTop) {
        paintDog(p, deck, DogSlot{static_cast<std::uint8_t>(view().deckTop), 0}, -1, -1);
    } else if (view().deckLeft > 0) { // the next card is not turned up yet: its back
        p.setBrush(QColor("#b07d4f"));
        p.setPen(QPen(QColor("#5b3a1a"), 1.5));
        p.drawRoundedRect(deck, 6, 6);
        const double pw = deck.width() * 0.4;
        art::drawPaw(p, QRectF(deck.center().x() - pw / 2, deck.center().y() - pw / 2, pw, pw),
                     QColor("#7a5230"));
    }
    p.setPen(Qt::white);
    ui::drawFittedText(p, QRectF(deck.left(), deck.bottom() + 4, deck.width() + 40, 16),
                       tr("Deck: %1 more").arg(view().deckLeft), Qt::AlignLeft | Qt::AlignVCenter, 12);
    // Pool and supply.
    const double iy = deck.bottom() + 24;
    const double is = std::min(22.0 * m_scale, c.bottom() - iy - 4);
    if (is > 10) {
        ui::drawDie(p, QRectF(deck.left(), iy, is, is), 5);
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(deck.left() + is + 4, iy, 90, is), tr("pool %1").arg(view().pool),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        art::drawTreat(p, QRectF(deck.left() + is + 90, iy + is * 0.15, is * 1.6, is * 0.7));
        ui::drawFittedText(p, QRectF(deck.left() + is * 2.7 + 92, iy, 110, is),
                           tr("supply %1").arg(view().supply), Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
    // The dice of the roll.
    const int n = countTotal(view().hand);
    if (view().rolling > 0 || n > 0) {
        const int shown = n + view().rolling;
        int k = 0;
        for (std::size_t f = 0; f < 6; ++f)
            for (int i = 0; i < view().hand[f]; ++i, ++k) {
                QRectF r = handDieRect(k, shown);
                int face = static_cast<int>(f + 1);
                if (animating(Anim::Roll)) { // tumbling: jump and show passing faces
                    const double bounce = std::sin(animT() * 3.14159 * 3) * (1 - animT()) * r.height() * 0.4;
                    r.translate(0, -std::abs(bounce));
                    face = 1 + (face + k + static_cast<int>(animT() * 17)) % 6;
                }
                ui::drawDie(p, r, face); // picked and legal: the kit's looks (paintLook)
            }
        for (int i = 0; i < view().rolling; ++i, ++k) { // dice in the air
            const QRectF r = handDieRect(k, shown);
            p.setPen(QPen(QColor("#ffffff"), 2, Qt::DashLine));
            p.setBrush(QColor(255, 255, 255, 40));
            p.drawRoundedRect(r, 6, 6);
        }
    }
    // The latest bust, over the empty place of the roll.
    if (!m_announce.isEmpty() && n == 0 && view().rolling == 0) {
        // The box grows to its wrapped text (three lines in Polish at 1024 px), down to the line of
        // Pies's last die below it; only beyond that is the text set smaller.
        const double bannerW = c.right() - deck.right() - 24;
        const QRectF need = QFontMetricsF(ui::uiFont(15 * m_scale, true))
                                .boundingRect(QRectF(0, 0, std::max(10.0, bannerW - 20), 10000),
                                              Qt::AlignCenter | Qt::TextWordWrap, m_announce);
        const double room = std::max(44 * m_scale, deck.height() * 0.64 - 10);
        const QRectF banner(deck.right() + 14, deck.top() + 4, bannerW,
                            std::clamp(need.height() + 10, 44 * m_scale, room));
        p.setBrush(QColor("#b3261e"));
        p.setPen(QPen(QColor("#5c0f0a"), 1.5));
        p.drawRoundedRect(banner, 8, 8);
        p.setPen(Qt::white);
        ui::drawFittedText(p, banner.adjusted(10, 2, -10, -2), m_announce, Qt::AlignCenter | Qt::TextWordWrap,
                           15 * m_scale, true);
    }
    // Bolt's set-aside dice, Guard's value, Pies's die (infoLine(): the lines below the roll).
    QRectF info = infoLine(0);
    p.setPen(Qt::white);
    if (view().aside > 0) {
        ui::drawFittedText(p, info, tr("Set aside for Bolt: %1").arg(view().aside),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (view().tile == kGuard && view().guardValue) {
        ui::drawFittedText(p, info, tr("Guard named %1: higher dice go back").arg(view().guardValue),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (view().phase == Phase::Dig) {
        ui::drawFittedText(p, info, tr("Dig: changes left: %1").arg(view().digLeft),
                           Qt::AlignLeft | Qt::AlignVCenter, 13);
        info.translate(0, info.height());
    }
    if (view().solo && view().lastPies) {
        const QRectF d(info.left(), info.top() + 2, info.height() - 2, info.height() - 2);
        int face = view().lastPies;
        if (animating(Anim::Pies)) face = 1 + (face + static_cast<int>(animT() * 13)) % 6;
        ui::drawDie(p, d, face, QColor("#f3d9a4"));
        ui::drawFittedText(p, QRectF(d.right() + 6, info.top(), info.width() - d.width() - 6, info.height()),
                           tr("Pies's last die → tile %1").arg(view().lastPies),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        info.translate(0, info.height());
    }
    paintOdds(p, QRectF(info.left(), info.top(), info.width(), c.bottom() - info.top() - 4));
    p.restore();
}

QString CiapkiTable::oddsText() const {
    if (!m_oddsBox->isChecked() || view().phase != Phase::Optional || view().nextRollDice < 0) return {};
    if (view().active < 0 || view().active >= view().players) return {};
    const RollOdds o = nextRollOdds(view());
    if (!o.valid()) return tr("Odds: too many dice to count");
    const QString point = tr(".", "decimal point"); // "12,5 %" in Polish
    const std::string p = point.toStdString();
    const QString fit = QString::fromStdString(percentText(o.fits, o.outcomes, p)); // "25", never "25.0"
    const QString dice = QString::number(view().nextRollDice);
    if (o.bust == 0) // play test: "bust 0.0 %"
        return view().nextRollDice == 1
                   ? tr("Next roll (1 die): no risk of busting · it fits a space %1 %").arg(fit)
                   : tr("Next roll (%2 dice): no risk of busting · a die fits %1 %").arg(fit, dice);
    // Each number to its own place (arg() one by one put the number of dice in the place of %1).
    const QString bust = QString::fromStdString(percentText(o.bust, o.outcomes, p));
    return view().nextRollDice == 1
               ? tr("Next roll (1 die): bust %1 % · it fits a space %2 %").arg(bust, fit)
               : tr("Next roll (%3 dice): bust %1 % · a die fits %2 %").arg(bust, fit, dice);
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

} // namespace dogtable::games::ciapki
