// Dog Kids — painting the table: the board, the dogs, the move preview, the players, the piles and
// the hand. The kit paints highlights, hover and focus over it (paintLook).
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "dogkids/rules/dogkids_text.h"
#include "dogkids/view/dogkids_art.h"
#include "dogkids/view/dogkids_table.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dogkids {

void DogKidsTable::paintTable(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (m_cardRects.empty()) layoutTable();
    paintBoard(p);
    if (!hasView()) {
        p.setPen(QColor("#f4efe4"));
        ui::drawFittedText(p, m_hand, tr("The table is hidden."), Qt::AlignCenter, 16, true);
        return;
    }
    paintDogs(p);
    paintPreview(p);
    paintPlayers(p);
    paintPiles(p);
    paintHand(p);
}

std::vector<int> DogKidsTable::copiesOf(const ui::TableItem& item) const {
    // Copies that stand for this item: a card's duplicates, the other waiting dogs of the owner.
    std::vector<int> same{item.index};
    if (item.kind == kCardItem) {
        const auto& hand = ownHand();
        for (int i = 0; i < static_cast<int>(hand.size()); ++i)
            if (i != item.index && hand[idx(i)] == hand[idx(item.index)]) same.push_back(i);
    } else if (item.kind == kDogItem && view().dogs[idx(item.index)] == kWaiting) {
        for (int d = ownerOfDog(item.index) * kDogsPerPlayer;
             d < (ownerOfDog(item.index) + 1) * kDogsPerPlayer; ++d)
            if (d != item.index && view().dogs[idx(d)] == kWaiting) same.push_back(d);
    }
    return same;
}

QRectF DogKidsTable::lookReach(const ui::TableItem& item) const {
    // A target's glow is drawn on its copies too.
    QRectF all = Base::lookReach(item);
    if (item.kind != kCardItem && item.kind != kDogItem) return all;
    for (int i : copiesOf(item)) {
        QRectF box;
        if (item.kind == kDogItem) {
            const QPointF c = dogCentre(i);
            const double r = kDogR * scale() * 1.15;
            box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
        } else {
            box = m_cardRects[idx(i)].adjusted(0, -8, 0, 0); // the chosen card is raised
        }
        all |= box.adjusted(-16, -16, 16, 16);
    }
    return all;
}

void DogKidsTable::paintLook(QPainter& p, const ui::TableItem& item, Look look) {
    if (item.kind == kButtonItem && look != Look::Focus) return; // a button shows its own state
    const bool card = item.kind == kCardItem, dog = item.kind == kDogItem;
    if (!card && !dog) {
        if (look == Look::Focus || look == Look::Hint) Base::paintLook(p, item, look);
        return; // fields and places only explain themselves
    }
    // The shape the old table drew: dogs as circles, cards as rounded cards (the chosen one raised).
    auto shapeOf = [&](int index) {
        if (dog) {
            const QPointF c = dogCentre(index);
            const double r = kDogR * scale();
            return std::pair{QRectF(c.x() - r * 1.15, c.y() - r * 1.15, r * 2.3, r * 2.3), r * 1.15};
        }
        QRectF r = m_cardRects[idx(index)];
        if (index == chosenHandIndex()) r.translate(0, -8);
        return std::pair{r, r.width() * 0.09};
    };
    const std::vector<int> same = copiesOf(item);
    switch (look) {
    case Look::Target:
        for (int i : same) {
            const auto [box, radius] = shapeOf(i);
            ui::drawLegalHighlight(p, box, radius);
        }
        return;
    case Look::Chosen: {
        const auto [box, radius] = shapeOf(item.index);
        ui::drawHoverOutline(p, box, radius);
        return;
    }
    case Look::Hover: {
        // Only what can be clicked now shows the hover outline (a waiting dog: its whole group).
        const std::string id = dog ? dogId(representative(item.index)) : item.id;
        if (!isInteractive() || !picker().isTarget(id)) return;
        const auto [box, radius] = shapeOf(item.index);
        ui::drawHoverOutline(p, box, radius);
        return;
    }
    case Look::Hint:
    case Look::Focus:
        Base::paintLook(p, item, look);
        return;
    }
}

void DogKidsTable::paintBoard(QPainter& p) {
    // The board's art is a sprite: painted once per edition, seats in use and size (a new position
    // blits it); the last round's moves are drawn on it.
    int used = 0;
    for (int bp = 0; bp < kBoardPositions; ++bp)
        used |= boardPosUsed(bp) ? 1 << bp : 0;
    constexpr double m = 4; // the plate's outline reaches half a pen outside
    const QRectF art = QRectF(toWidget({0, 0}), toWidget({1200, 1200})).adjusted(-m, -m, m, m);
    ui::SpriteCache::instance().draw(p, art,
                                     QStringLiteral("dogkids/board/%1/%2/%3")
                                         .arg(static_cast<int>(view().edition))
                                         .arg(used)
                                         .arg(ui::highContrast() ? 1 : 0),
                                     [this, art](QPainter& q, const QSizeF& size) {
                                         (void)size;
                                         q.translate(-art.topLeft());
                                         paintBoardArt(q);
                                     });
    if (!hasView()) return;
    const double s = scale();
    p.save();
    // The moves of the last round: where each dog came from and went to, older ones fainter.
    p.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < m_recent.size(); ++i) {
        p.setOpacity(0.35 + 0.65 * static_cast<double>(i + 1) / static_cast<double>(m_recent.size()));
        for (int place : {m_recent[i].first, m_recent[i].second}) {
            if (!isRing(place)) continue;
            p.setPen(QPen(QColor("#ffffff"), std::max(1.5, 3 * s), Qt::DotLine));
            p.drawEllipse(toWidget(ringPoint(place)), (kFieldR + 6) * s, (kFieldR + 6) * s);
        }
    }
    p.restore();
}

void DogKidsTable::paintBoardArt(QPainter& p) {
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
    p.restore();
}

void DogKidsTable::paintField(QPainter& p, int field) {
    const double s = scale();
    const QPointF c = toWidget(ringPoint(field));
    const double r = kFieldR * s;
    const ColourMask m = board(view().edition).colours[idx(field)];
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    const QPen outline(QColor("#1d1d1d"), std::max(1.0, 2 * s));
    switch (board(view().edition).types[idx(field)]) {
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
        const int bp = board(view().edition).startOf[idx(field)];
        p.setOpacity(boardPosUsed(bp) ? 1.0 : 0.35);
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

bool DogKidsTable::boardPosUsed(int bp) const {
    for (int i = 0; i < view().players; ++i)
        if (view().boardPos[idx(i)] == bp) return true;
    return false;
}

void DogKidsTable::paintHomes(QPainter& p, int bp) {
    const double s = scale();
    p.save();
    if (!boardPosUsed(bp)) p.setOpacity(0.35);
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
        const int colour = static_cast<int>(board(view().edition).homeColours[idx(bp)][idx(k)]);
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
    p.save();
    if (!boardPosUsed(bp)) p.setOpacity(0.35);
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
    const auto hovered = hoveredMoves();
    const int knockedDog = hovered.empty() ? -1 : previewMove(view(), hovered.front()).knocked.dog;
    for (int d = 0; d < view().players * kDogsPerPlayer; ++d) {
        if (gliding(d)) continue; // drawn in flight (paintFlying)
        const QPointF c = dogCentre(d);
        const double r = kDogR * s;
        drawDog(p, c, r, view().boardPos[idx(ownerOfDog(d))], d % kDogsPerPlayer,
                d == knockedDog ? 0.55 : 1.0);
        if (view().teams) {
            // Team games: a small team letter, so partners are recognised at a glance.
            int mates = 0;
            for (int o = 0; o < view().players; ++o)
                mates += view().team[idx(o)] == view().team[idx(ownerOfDog(d))] ? 1 : 0;
            if (mates > 1) {
                const QPointF b = c + QPointF(r * 0.85, r * 0.8);
                const double br = std::max(6.0, r * 0.42);
                p.setPen(QPen(QColor("#1d1d1d"), 1));
                p.setBrush(QColor("#ffe08a"));
                p.drawEllipse(b, br, br);
                p.setPen(QColor("#1d1d1d"));
                p.setFont(ui::uiFont(br * 1.5, true));
                p.drawText(QRectF(b.x() - br, b.y() - br, 2 * br, 2 * br), Qt::AlignCenter,
                           view().team[idx(ownerOfDog(d))] == view().team[0] ? QStringLiteral("A")
                                                                             : QStringLiteral("B"));
            }
        }
    }
}

void DogKidsTable::paintFlying(QPainter& p) {
    if (!hasView()) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int d = 0; d < view().players * kDogsPerPlayer; ++d)
        if (gliding(d))
            drawDog(p, dogCentre(d), kDogR * scale(), view().boardPos[idx(ownerOfDog(d))],
                    d % kDogsPerPlayer);
    p.restore();
}

void DogKidsTable::paintPreview(QPainter& p) {
    for (const Action& a : hoveredMoves())
        paintOutcome(p, previewMove(view(), a));
}

void DogKidsTable::paintOutcome(QPainter& p, const MoveOutcome& out) {
    const double s = scale();
    auto widgetAt = [&](int dog, int place) { return placePoint(dog, place) * s + m_board.topLeft(); };
    auto ghost = [&](int dog, int place) {
        const QPointF c = widgetAt(dog, place);
        const double r = kDogR * s;
        drawDog(p, c, r, view().boardPos[idx(ownerOfDog(dog))], dog % kDogsPerPlayer, 0.6);
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
        std::min(view().teams ? 84.0 : 66.0, (m_left.height() - 28) / std::max(1, view().players) - 6);
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(m_left.left() + 6, m_left.top(), m_left.width() - 12, 24), tr("Players"),
                       Qt::AlignLeft | Qt::AlignVCenter, 15, true);
    for (int s = 0; s < view().players; ++s) {
        const QRectF row(m_left.left(), m_left.top() + 28 + s * (rowH + 6), m_left.width(), rowH);
        const bool turn = s == view().turn && view().phase != Phase::Over;
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(ui::panelBackground());
        p.drawRoundedRect(row, 8, 8);
        if (turn || s == view().current) ui::drawLegalHighlight(p, row, 8);
        const bool narrow = m_left.width() < 200;
        const double r = std::min(narrow ? 12.0 : 18.0, rowH * 0.28);
        drawDog(p, QPointF(row.left() + 12 + r, row.top() + rowH / 2), r, view().boardPos[idx(s)], s);
        const double tx = row.left() + (narrow ? 18 : 24) + 2 * r;
        const int lines = view().teams ? 3 : 2;
        const double lh = (rowH - 8) / lines;
        const QRectF line1(tx, row.top() + 4, row.right() - tx - 6, lh);
        const QRectF line2(tx, row.top() + 4 + lh, row.right() - tx - 6, lh);
        const QRectF line3(tx, row.top() + 4 + 2 * lh, row.right() - tx - 6, lh);
        QString name = playerName(s);
        if (s == view().viewer) name += tr(" (you)");
        p.setPen(ui::textColour());
        // A long name wraps onto two lines when the row has them, else shortens to initials
        // ("Przemysław W."; the tooltip and the side panel have it in full).
        const bool twoLines = line1.height() >= 26;
        if (!twoLines)
            name = ui::firstThatFits({name, ui::shortName(name)}, line1.width(), 14, true);
        else if (QFontMetricsF(ui::uiFont(11, true)).boundingRect(line1, Qt::TextWordWrap, name).height() >
                 line1.height())
            name = ui::shortName(playerName(s)) + (s == view().viewer ? tr(" (you)") : QString());
        ui::drawFittedText(p, line1, name,
                           Qt::AlignLeft | Qt::AlignVCenter | (twoLines ? Qt::TextWordWrap : 0), 14, true);
        const int home = dogsHome(view(), s);
        // One card or several: two English sources, so English reads right with no catalogue; each
        // language gives its own plural forms of both.
        const int cards = view().handSize[idx(s)];
        QString info = (cards == 1 ? tr("%n card · %1/%2 home", nullptr, cards)
                                   : tr("%n cards · %1/%2 home", nullptr, cards))
                           .arg(home)
                           .arg(kDogsPerPlayer);
        if (line2.height() < 26) // narrow: the short form (cards in hand, dogs home)
            info = ui::firstThatFits(
                {info,
                 (cards == 1 ? tr("%n card · %1/%2", nullptr, cards) : tr("%n cards · %1/%2", nullptr, cards))
                     .arg(home)
                     .arg(kDogsPerPlayer),
                 tr("%1 c. · %2/%3").arg(view().handSize[idx(s)]).arg(home).arg(kDogsPerPlayer)},
                line2.width(), 12);
        if (line2.width() > 190)
            info = qs(dogColourWord(view().boardPos[idx(s)])) + QStringLiteral(" · ") + info;
        p.setPen(ui::mutedTextColour());
        ui::drawFittedText(p, line2, info, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                           narrow ? 11 : 12);
        if (view().teams) {
            int partner = -1;
            for (int o = 0; o < view().players; ++o)
                if (o != s && view().team[idx(o)] == view().team[idx(s)]) partner = o;
            ui::drawFittedText(p, line3,
                               partner >= 0
                                   ? tr("team %1, with %2")
                                         .arg(view().team[idx(s)] == view().team[0] ? QStringLiteral("A")
                                                                                    : QStringLiteral("B"),
                                              playerName(partner))
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
    if (view().topDiscard != kNoCard)
        drawCardFace(p, discardRect, view().topDiscard);
    else {
        p.setPen(QPen(QColor("#f4efe4"), 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(discardRect, 6, 6);
    }
    p.setPen(QColor("#f4efe4"));
    // "75 left" / "7 played", or the bare number where the words do not fit (the piles' tooltips
    // say what they are).
    ui::drawFittedText(
        p, QRectF(drawRect.left() - 6, drawRect.bottom() + 2, cw + 12, 20),
        ui::firstThatFits({tr("%1 left").arg(view().drawSize), QString::number(view().drawSize)}, cw + 12,
                          12),
        Qt::AlignCenter, 12);
    ui::drawFittedText(
        p, QRectF(discardRect.left() - 6, discardRect.bottom() + 2, cw + 12, 20),
        ui::firstThatFits({tr("%1 played").arg(view().discardSize), QString::number(view().discardSize)},
                          cw + 12, 12),
        Qt::AlignCenter, 12);
    // What the hovered move would do, or a hint.
    QString text;
    if (const auto moves = hoveredMoves(); !moves.empty() && referee() != nullptr) {
        // Waiting dogs are alike to the rules (the move names the first one); the preview names the
        // dog under the pointer, which is the one the player means.
        const ui::TableItem* h = hoveredItem();
        for (const Action& a : moves) {
            QString line = referee()->describe(a);
            if (h != nullptr && view().dogs[idx(h->index)] == kWaiting && a.arg(1) != h->index) {
                const int pos = view().boardPos[idx(ownerOfDog(h->index))];
                line.replace(qs(dogInSentence(pos, a.arg(1) % kDogsPerPlayer + 1)),
                             qs(dogInSentence(pos, h->index % kDogsPerPlayer + 1)));
            }
            text += (text.isEmpty() ? QString() : QStringLiteral("\n\nor: ")) + line;
        }
    } else if (view().phase == Phase::Over) {
        text = winnersText();
    } else if (isInteractive() && view().phase == Phase::Exchange)
        text = tr("Card exchange with your partner: pick a card and offer it, or keep your cards. Cards "
                  "change hands "
                  "only if you both offer one.");
    else if (isInteractive() && !picker().started() && legal().size() == 1 && isLegal(changeAction()))
        text = tr("None of your cards can move a dog now: press Change hand to swap your whole hand.");
    else if (isInteractive() && !picker().started())
        text = view().helping ? tr("All your dogs are home: your cards now move your partner's dogs.")
                              : tr("Choose one of your glowing cards: the dogs it can move then light up. "
                                   "Hover a dog to see where it lands.");
    else if (isInteractive())
        text = tr("A highlighted dog shows its move when you point at it; choose it to make it.");
    else if (view().phase == Phase::Exchange)
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
    const auto& w = view().winners;
    if (w.size() == 2) return tr("Game over: %1 and %2 won.").arg(playerName(w[0]), playerName(w[1]));
    QStringList names;
    for (int s : w)
        names << playerName(s);
    return tr("Game over: %1 won.").arg(names.join(QStringLiteral(", ")));
}

void DogKidsTable::paintHand(QPainter& p) {
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 40));
    p.drawRoundedRect(m_hand, 10, 10);
    if (view().viewer < 0 || view().viewer >= view().players) {
        p.setPen(QColor("#f4efe4"));
        if (view().phase == Phase::Over) // the end: the result, large, where the hand was
            ui::drawFittedText(p, m_hand, winnersText(), Qt::AlignCenter, 24, true);
        else
            ui::drawFittedText(p, m_hand, tr("Watching: hands are hidden."), Qt::AlignCenter, 15);
        p.restore();
        return;
    }
    const auto& hand = view().hands[idx(view().viewer)];
    p.setPen(QColor("#f4efe4"));
    QString label = tr("Your cards");
    if (view().ownOffer != kNoCard) label += tr("\n(offered: %1)").arg(qs(cardWord(view().ownOffer)));
    ui::drawFittedText(p, QRectF(m_hand.left() + 8, m_hand.top() + 8, 110, m_hand.height() - 16), label,
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 14, true);
    const int chosen = chosenHandIndex();
    for (int i = 0; i < static_cast<int>(hand.size()) && i < kHandSize; ++i) {
        QRectF r = m_cardRects[idx(i)];
        if (i == chosen) r.translate(0, -8);
        const bool usable = cardPlayable(i);
        if (isInteractive() && view().phase == Phase::Play && !usable)
            p.setOpacity(0.7); // dimmed, its label still readable
        drawCardFace(p, r, hand[idx(i)]);
        p.setOpacity(1.0);
    }
    if (m_dragging && chosen >= 0) {
        // The card being dragged follows the pointer.
        const QRectF r = m_cardRects[0];
        const QRectF ghost(m_dragPos.x() - r.width() * 0.3, m_dragPos.y() - r.height() * 0.3, r.width() * 0.6,
                           r.height() * 0.6);
        p.setOpacity(0.85);
        drawCardFace(p, ghost, hand[idx(chosen)]);
        p.setOpacity(1.0);
    }
    p.restore();
}

} // namespace dogtable::games::dogkids
