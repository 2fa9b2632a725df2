// Dog Lover: the table's layout and painting — the middle of the table (the draw pile, the supply,
// the 3x3 grid with the watch dog and the draft preview, the trick offers and the shelter dogs),
// the enlarged card under the mouse and the cards in flight. The players' areas are in
// doglover_paint_areas.cpp. The same pass registers the items (buildItems runs it on a
// ui::LayoutDevice with m_collect set), so what is clickable is exactly what is drawn.
#include <QFontMetricsF>
#include <QPainter>
#include <QPicture>

#include <algorithm>
#include <cmath>

#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_table.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover {

namespace {

std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

QRectF lerp(const QRectF& a, const QRectF& b, double t) {
    return {a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

} // namespace

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
    const int n = static_cast<int>(view().players.size());
    const Seat bottom = (viewer() >= 0 && viewer() < n) ? viewer() : view().current;
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

void DogLoverTable::paintGrid(QPainter& p) {
    const int hoverCell = draftPreviewCell();
    m_pointerKey = hoverCell; // what the layer shows (pointerMoved repaints it when that changes)
    // the guarded line: a dashed band around its cells
    if (view().guardPlaced) {
        const Line g = view().guard;
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
        const CardId card = (view().lateCells >> c & 1U) ? kNoCard : view().grid[ix(c)];
        if (card == kNoCard) {
            p.save();
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r, 6, 6);
            p.restore();
        } else {
            art::drawCard(p, r, card);
        }
        addItem(GridCell, r, -1, c);
    }
    // what the others took since this player's last turn: the cells, framed in their colour
    for (const auto& m : m_marks.shownTo(viewer()))
        ui::drawRecentMark(p, m_cellRect[ix(m.place)].adjusted(-3, -3, 3, 3), m.seat);
    // the draft preview under the mouse
    if (hoverCell >= 0) {
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
    if (view().phase == Phase::Guard) {
        for (int l = 0; l < 6; ++l) {
            const QRectF r =
                l < 3 ? QRectF(m_gridRect.left() - 26, m_cellRect[ix(l * 3)].center().y() - 12, 24, 24)
                      : QRectF(m_cellRect[ix(l - 3)].center().x() - 12, m_gridRect.top() - 26, 24, 24);
            p.save();
            p.setOpacity(0.55);
            art::drawWatchDog(p, r);
            p.restore();
            addItem(GuardLine, r, -1, l);
        }
    } else if (view().guardPlaced) {
        const Line g = view().guard;
        const int k = lineIndex(g);
        const double s = 24;
        QPointF c;
        switch (view().guardSide) {
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
        if (!isRow(g) && !(view().guardSide == Side::Top || view().guardSide == Side::Bottom))
            c = {m_cellRect[ix(k)].center().x(), m_gridRect.top() - s / 2 - 1};
        if (isRow(g) && !(view().guardSide == Side::Left || view().guardSide == Side::Right))
            c = {m_gridRect.left() - s / 2 - 1, m_cellRect[ix(k * 3)].center().y()};
        art::drawWatchDog(p, QRectF(c.x() - s / 2, c.y() - s / 2, s, s));
        addItem(GuardLine, QRectF(c.x() - s / 2, c.y() - s / 2, s, s), 0, g);
    }
}

void DogLoverTable::paintMiddle(QPainter& p) {
    // draw pile, End Game marker, discard count and supply
    art::drawCardBack(p, m_pileRect);
    p.setPen(Qt::white);
    ui::drawFittedText(
        p, QRectF(m_pileRect.left(), m_pileRect.bottom() + 2, m_pileRect.width(), 18),
        QString::fromStdString(text::sayN("doglover", "%n card", "%n cards", view().drawCount)),
        Qt::AlignCenter, 13, true);
    addItem(DrawPile, m_pileRect, -1, -1);
    double y = m_pileRect.bottom() + 24;
    if (view().endDrawn) {
        // "last round" on one line when it fits, else on two: the badge grows (play test, Polish at
        // 1024x700: "ostatnia run…").
        const QString last = tr("last round");
        const double w = m_pileRect.width() + 8;
        const bool oneLine = QFontMetricsF(ui::uiFont(11)).horizontalAdvance(last) <= w - 4;
        const double lowH = oneLine ? 18 : 2 * QFontMetricsF(ui::uiFont(11)).lineSpacing() + 4;
        const QRectF r(m_pileRect.left() - 4, y, w, 18 + lowH);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(QColor("#ffcc80"));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(r.left() + 2, r.top(), w - 4, 18),
                           ui::firstThatFits({tr("⚑ End Game"), tr("⚑ End")}, r.width() - 4, 12, true),
                           Qt::AlignCenter, 12, true);
        ui::drawFittedText(p, QRectF(r.left() + 2, r.top() + 18, w - 4, lowH), last,
                           Qt::AlignCenter | (oneLine ? 0 : Qt::TextWordWrap), 11);
        p.restore();
        addItem(DrawPile, r, -1, 1);
        y += r.height() + 6;
    }
    int discarded = 0;
    for (auto d : view().discard)
        discarded += d;
    p.setPen(QColor("#e8e2d0"));
    ui::drawFittedText(p, QRectF(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 16),
                       tr("discard %1").arg(discarded), Qt::AlignCenter, 11);
    addItem(DiscardPile, QRectF(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 16), -1, -1);
    y += 20;
    ui::drawFittedText(p, QRectF(m_pileRect.left() - 4, y, m_pileRect.width() + 8, 16), tr("supply"),
                       Qt::AlignCenter, 11);
    y += 16;
    for (int k = 0; k < kFoodKinds; ++k) {
        const QRectF t(m_pileRect.left(), y + k * 22, 18, 18);
        art::drawToken(p, t, static_cast<FoodKind>(k));
        p.setPen(QColor("#e8e2d0"));
        ui::drawFittedText(p, QRectF(t.right() + 4, t.top(), 40, 18), QString::number(view().supply[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        addItem(Supply, QRectF(t.left(), t.top(), t.width() + 44, t.height()), -1, k);
    }

    paintGrid(p);

    // trick offers and shelter dogs, top first
    const double colX = m_gridRect.right() + 40;
    p.setPen(QColor("#e8e2d0"));
    ui::drawFittedText(p, QRectF(colX - 6, m_midRect.top(), m_cardW + 12, 18),
                       tr("Learn (%1)").arg(view().trickDeck), Qt::AlignCenter, 11, true);
    ui::drawFittedText(p, QRectF(colX + m_cardW + 6, m_midRect.top(), m_cardW + 12, 18),
                       tr("Rescue (%1)").arg(view().shelterDeck), Qt::AlignCenter, 11, true);
    for (std::size_t i = 0; i < view().trickDisplay.size(); ++i) {
        const QRectF r(colX, m_cellRect[i * 3].top(), m_cardW, m_cardH);
        art::drawTrick(p, r, view().trickDisplay[i]);
        addItem(TrickOffer, r, -1, static_cast<int>(i));
    }
    for (std::size_t i = 0; i < view().shelterDisplay.size(); ++i) {
        const QRectF r(colX + m_cardW + 12, m_cellRect[i * 3].top(), m_cardW, m_cardH);
        art::drawCard(p, r, view().shelterDisplay[i]);
        addItem(ShelterOffer, r, -1, static_cast<int>(i));
    }
}

QRectF DogLoverTable::previewFor(const ui::TableItem* h, CardId* c, TrickId* t, bool* trickHit) const {
    // The enlarged card (or trick) under the pointer: where it is drawn (empty: none).
    if (h == nullptr || !m_underMouse) return {};
    *trickHit = h->kind == MyTrick || h->kind == TrickOffer;
    switch (h->kind) {
    case GridCell:
        *c = (view().lateCells >> h->index & 1U) ? kNoCard : view().grid[ix(h->index)];
        break;
    case HandCard:
        *c = static_cast<CardId>(h->index);
        break;
    case PendingWalk:
    case PendingTrait:
    case PendingFood:
        *c = static_cast<CardId>(h->index & 0xFF);
        break;
    case ShelterOffer:
        *c = view().shelterDisplay[ix(h->index)];
        break;
    case Dog:
        *c = view().players[ix(h->seat)].area.dogs[ix(h->index)].card;
        break;
    case MyTrick:
        *t = static_cast<TrickId>(h->index);
        break;
    case TrickOffer:
        *t = view().trickDisplay[ix(h->index)];
        break;
    default:
        return {};
    }
    if (!*trickHit && *c == kNoCard) return {};
    // While a trick is being placed on the grid, the grid and the placement stay in view: no
    // enlarged card over them (issue #12); the tooltip still names the card.
    if (h->kind == GridCell && !fetchMode() && m_selectedTrick >= 0 && isInteractive() && !view().drafted &&
        view().phase == Phase::Turn && previewPlacement(h->index).has_value())
        return {};
    // The preview stays in the middle band, on the side away from the mouse: it never covers the
    // viewer's own area (dogs, hand, End turn), and never what is under the mouse.
    const QRectF band = m_midRect.adjusted(8, 8, -8, -8);
    const double ph = std::min({320.0, band.height(), band.width() * 0.4}),
                 pw = *trickHit ? ph * 0.8 : ph * 0.72;
    const double x = m_mouse.x() < width() / 2.0 ? band.right() - pw : band.left();
    const double y = std::clamp(m_mouse.y() - ph / 2, band.top(), std::max(band.top(), band.bottom() - ph));
    return {x, y, pw, ph};
}

QString DogLoverTable::previewWords(const ui::TableItem* h, CardId c) const {
    // Another player's dog speaks of its owner, as its tooltip does.
    const bool theirs = h != nullptr && h->kind == Dog && h->seat != viewer();
    return art::cardWords(c, theirs ? name(h->seat) : QString());
}

void DogLoverTable::paintPreview(QPainter& p) {
    CardId c = kNoCard;
    TrickId t = 0;
    bool trickHit = false;
    const QRectF r = previewFor(hoveredItem(), &c, &t, &trickHit);
    m_shownPreview = r;
    m_shownPreviewCard = m_shownPreviewText = QRectF();
    if (r.isEmpty()) return;
    const ui::TableItem* h = hoveredItem();
    if (trickHit) {
        p.save();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 90));
        p.drawRoundedRect(r.translated(5, 6), 12, 12);
        p.restore();
        art::drawTrick(p, r, t, h->kind == MyTrick && t == m_selectedTrick ? m_rotation : 0);
        return;
    }
    // The card's words in a box below the card, never over it (play tester C: the box covered the
    // dog's food, "S D D" showing through): the card gives up the height the words need.
    const QString words = previewWords(h, c);
    const QFont font = ui::uiFont(12);
    const double textW = r.width() - 12;
    const double textH =
        words.isEmpty()
            ? 0.0
            : std::min(r.height() * 0.4,
                       std::ceil(QFontMetricsF(font)
                                     .boundingRect(QRectF(0, 0, textW, 1000), Qt::TextWordWrap, words)
                                     .height()));
    const QRectF textBox(r.left() + 6, r.bottom() - textH - 4, textW, textH);
    const double cardH = words.isEmpty() ? r.height() : textBox.top() - 4 - 6 - r.top();
    const double cardW = std::min(r.width(), cardH * 0.72);
    const QRectF cardBox(r.center().x() - cardW / 2, r.top(), cardW, cardH);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawRoundedRect(cardBox.translated(5, 6), 12, 12);
    p.restore();
    art::drawCard(p, cardBox, c);
    m_shownPreviewCard = cardBox;
    if (words.isEmpty()) return;
    const QRectF wordsBox = textBox.adjusted(-4, -4, 4, 4);
    m_shownPreviewText = wordsBox;
    p.save();
    p.setPen(QPen(QColor(0, 0, 0, 90), 1));
    p.setBrush(QColor(255, 255, 255, 240));
    p.drawRoundedRect(wordsBox, 6, 6);
    p.setPen(ui::textColour());
    p.setFont(font);
    p.setClipRect(wordsBox);
    p.drawText(textBox, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, words);
    p.restore();
}

void DogLoverTable::paintAll(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!hasView() || view().players.empty()) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, rect(), tr("Dog Lover"), Qt::AlignCenter, 24, true);
        return;
    }
    layout();
    paintMiddle(p);
    for (Seat s = 0; s < static_cast<int>(view().players.size()); ++s)
        if (ix(s) < m_oppRect.size() && !m_oppRect[ix(s)].isEmpty()) paintOpponent(p, s, m_oppRect[ix(s)]);
    paintMyArea(p);
}

void DogLoverTable::buildItems(ui::HitMap& items) {
    ui::LayoutDevice scratch{QPicture()}; // the layout pass: nothing is shown (nor recorded)
    QPainter p(&scratch);
    m_collect = &items;
    paintAll(p);
    m_collect = nullptr;
}

void DogLoverTable::paintTable(QPainter& p) {
    paintAll(p);
}

QRectF DogLoverTable::flightRect() const {
    QRectF all;
    const double t = m_tween.progress();
    for (const Flight& f : m_flights)
        if (f.card != kNoCard) all |= lerp(f.from, f.to, t).adjusted(-2, -2, 6, 7);
    return all;
}

void DogLoverTable::paintFlying(QPainter& p) {
    const double t = m_tween.progress();
    for (const Flight& f : m_flights)
        if (f.card != kNoCard) art::drawCard(p, lerp(f.from, f.to, t), f.card);
    paintPreview(p); // the enlarged card under the mouse lies above everything
}

} // namespace dogtable::games::doglover
