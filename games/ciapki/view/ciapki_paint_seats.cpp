// Ciapki's table: the players' seats — where they sit (yours at the bottom, the others or Pies
// along the top), their dog cards with the spaces and paw prints, the yards with the bust line at
// the rules' limit, and Pies in solo play. The middle of the table (tiles, dice, deck, pool,
// supply) and the layout are in ciapki_paint.cpp.
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "ciapki/view/ciapki_art.h"
#include "ciapki/view/ciapki_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

// ---------------------------------------------------------------------------------------------
// Geometry

QRectF CiapkiTable::seatRect(int seat) const {
    if (seat == bottomSeat()) return m_bottom.adjusted(8, 4, -8, -4);
    // Opponents along the top in turn order after the bottom seat; Pies takes a slot in solo play.
    std::vector<int> order;
    for (int i = 1; i < view().players; ++i)
        order.push_back((bottomSeat() + i) % view().players);
    if (view().solo) order.push_back(kPies);
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
    const int nSlots = std::max<int>(big ? 5 : 3, view().areas[static_cast<std::size_t>(seat)].nDogs);
    const double w =
        std::min((dogs.width() - (nSlots - 1) * gap) / nSlots, dogs.height() * (big ? 0.8 : 0.85));
    const double h = std::min(dogs.height(), w * 1.3);
    return QRectF(dogs.left() + dog * (w + gap), dogs.top() + (dogs.height() - h) / 2, w, h);
}

QRectF CiapkiTable::spaceRect(int seat, int dog, int space) const {
    const auto& d = view().areas[static_cast<std::size_t>(seat)].dogs[static_cast<std::size_t>(dog)];
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
        const QString name = ui::firstThatFits({art::qs(info.name), QString()}, nameBox.width(), 11, true);
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
            art::drawSpace(p, sr, value);
        }
    }
    const double pw = pawSize(r, m_scale);
    for (int i = 0; i < info.paws; ++i)
        art::drawPaw(p, QRectF(r.right() - (i + 1) * (pw + 2) - 2, r.bottom() - pw - 3, pw, pw),
                     QColor("#7a5230"));
    p.restore();
}

void CiapkiTable::paintSeat(QPainter& p, int seat) {
    const bool big = seat == bottomSeat();
    const QRectF r = seatRect(seat);
    const PlayerArea& a = view().areas[static_cast<std::size_t>(seat)];
    const bool active = seat == view().active && !view().isOver();
    p.save();
    p.setBrush(QColor(0, 0, 0, big ? 50 : 35));
    p.setPen(active ? QPen(ui::playerColour(seat).lighter(130), 3) : Qt::NoPen);
    p.drawRoundedRect(r, 10, 10);
    const double head = headerHeight(big, m_scale);
    ui::drawSeatToken(p, QPointF(r.left() + head * 0.6, r.top() + head * 0.55), head * 0.42, seat, active);
    p.setPen(Qt::white);
    QString title = seatName(seat);
    if (view().winner == seat) title += tr(" — winner!");
    // A narrow panel shortens a long name ("Przemysław W.", then "Przemysław"); the tooltip has it all.
    // The name, the treat count and the scored count each take only their own width, so the scored
    // count has the rest of the row (fixed places cut "zgarnięte 0/6" off in a 4-player panel at
    // 1024x700), and the scored dogs' cards follow it.
    const double nameMaxW = r.width() * 0.32;
    const QString first = seatName(seat).section(QLatin1Char(' '), 0, 0);
    title = ui::firstThatFits({title, ui::shortName(seatName(seat)), first}, nameMaxW, 13, true);
    const double namePx = (big ? 15 : 13) * m_scale;
    const double nameW =
        std::min(nameMaxW, QFontMetricsF(ui::uiFont(namePx, true)).horizontalAdvance(title) + 2);
    ui::drawFittedText(p, QRectF(r.left() + head * 1.25, r.top() + 2, nameW, head), title,
                       Qt::AlignLeft | Qt::AlignVCenter, namePx, true);
    // Treats, scored dogs.
    double x = r.left() + head * 1.25 + nameW + 10;
    const double th = head * 0.6;
    art::drawTreat(p, QRectF(x, r.top() + (head - th) / 2 + 2, th * 1.8, th));
    const QFontMetricsF countFm(ui::uiFont(13, true));
    const QString count = QStringLiteral("× %1").arg(a.treats);
    const double countW = std::min(50.0, countFm.horizontalAdvance(count) + 2);
    ui::drawFittedText(p, QRectF(x + th * 1.9, r.top() + 2, countW, head), count,
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    x += th * 1.9 + countW + 10;
    const QString scored = tr("scored %1/%2").arg(a.nScored).arg(view().winDogs);
    const double scoredW = std::min(110.0, r.right() - x - 2);
    ui::drawFittedText(p, QRectF(x, r.top() + 2, scoredW, head), scored, Qt::AlignLeft | Qt::AlignVCenter, 13,
                       true);
    x += std::min(scoredW, countFm.horizontalAdvance(scored)) + 8;
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
    const PlayerArea& a = view().areas[static_cast<std::size_t>(seat)];
    p.save();
    p.setBrush(QColor("#7a5a3a"));
    p.setPen(QPen(QColor("#3e2a16"), 1.5));
    p.drawRoundedRect(y, 8, 8);
    p.setPen(Qt::white);
    const int total = a.yardTotal();
    const QRectF yardLabel(y.left() + 8, y.top() + 2, y.width() - 16, 20 * m_scale);
    // The limit counts pips, not dice (the yard's total; play test: "Ogródek: 3 z 7" read as dice).
    const int pips = view().bustAbove;
    ui::drawFittedText(
        p, yardLabel,
        ui::firstThatFits({tr("Yard: %1 of %n pips", nullptr, pips).arg(total),
                           tr("Yard %1/%n pips", nullptr, pips).arg(total),
                           tr("%1/%n pips", nullptr, pips).arg(total), tr("%1/%2").arg(total).arg(pips)},
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
            // Dig may turn it down (a button): marked like a target. Dogpile's: the kit's look.
            if (isInteractive() && isLegal(Action(kDigMove, seat, static_cast<int>(f + 1), -1)) &&
                !isLegal(Action(kPileYard, static_cast<int>(f + 1))))
                ui::drawLegalHighlight(p, d, 5);
        }
    // The gauge: a cell per safe pip (the limit), then a red cell and the bust line.
    const int limit = view().bustAbove;
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
    // A longer word than "bust" ("wtopa") gives way to a "!" beside the red cell rather than being cut.
    const QRectF bustBox(y.left() + 8 + (limit + 1) * cellW, gy - 3,
                         y.right() - (y.left() + 8 + (limit + 1) * cellW) - 2, gh + 6);
    ui::drawFittedText(p, bustBox,
                       ui::firstThatFits({tr("bust"), QStringLiteral("!")}, bustBox.width(), 11, true),
                       Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    // Burying target (the kit marks it), with a preview of the new total when hovered.
    const int face = pickedFace();
    const ui::TableItem* hover = hoveredItem();
    if (isInteractive() && seat == view().active && face && isLegal(Action(kBury, face))) {
        if (hover != nullptr && hover->kind == kYardItem && hover->seat == seat) {
            const YardPreview after = yardPreview(view(), Action(kBury, face));
            p.setPen(after.bust ? QColor("#ffb3a8") : QColor("#fff3c4"));
            ui::drawFittedText(
                p, QRectF(y.left() + 8, gy - 22 * m_scale, y.width() - 16, 20 * m_scale),
                after.bust ? tr("Bury the %1: %2 — BUST").arg(face).arg(after.total)
                           : tr("Bury the %1: %2 of %3").arg(face).arg(after.total).arg(view().bustAbove),
                Qt::AlignLeft | Qt::AlignVCenter, 13 * m_scale, true);
        }
    }
    p.restore();
}

void CiapkiTable::paintPies(QPainter& p, const QRectF& r) {
    p.save();
    const bool active = view().active == kPies && !view().isOver();
    p.setBrush(QColor(0, 0, 0, 35));
    p.setPen(active ? QPen(QColor("#f3d9a4"), 3) : Qt::NoPen);
    p.drawRoundedRect(r, 10, 10);
    // Pies: a round dog face (our own drawing).
    const double s = std::min(r.height() * 0.55, 60.0 * m_scale);
    const QRectF face(r.left() + 12, r.top() + (r.height() - s) / 2, s, s);
    art::drawPiesFace(p, face);
    p.setPen(Qt::white);
    const double tx = face.right() + 12;
    ui::drawFittedText(p, QRectF(tx, r.top() + 6, r.right() - tx - 8, 22 * m_scale),
                       view().winner == kPies ? tr("Pies — winner") : tr("Pies (solo automaton)"),
                       Qt::AlignLeft | Qt::AlignVCenter, 14 * m_scale, true);
    ui::drawFittedText(p, QRectF(tx, r.top() + 8 + 22 * m_scale, r.right() - tx - 8, 20 * m_scale),
                       tr("scored %1/%2").arg(view().piesNScored).arg(view().winDogs),
                       Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    const double th = 16 * m_scale;
    const double ty = r.top() + 12 + 44 * m_scale;
    for (int i = 0; i < view().piesTreats; ++i)
        art::drawTreat(p, QRectF(tx + i * th * 2, ty, th * 1.8, th));
    if (view().piesTreats == 0)
        ui::drawFittedText(p, QRectF(tx, ty, r.right() - tx - 8, th), tr("no treats"),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
    double x = tx + std::max(3, static_cast<int>(view().piesTreats)) * th * 2 + 12;
    for (int i = 0; i < view().piesNScored && x + 20 < r.right(); ++i) {
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
                       .arg(view().piesCashIn)
                       .arg(view().winDogs));
    }
    p.restore();
}

} // namespace dogtable::games::ciapki
