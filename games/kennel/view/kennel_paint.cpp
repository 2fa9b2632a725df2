// DOGS (kennel) — painting the table: the layout, the status line, the action board (the market:
// its boxes, cards, workers and the Dog Fair pool) and the order of the whole pass. The same code
// lays out the table items (addHit while buildItems() runs it). The parts: the map and the trucks
// (kennel_paint_map.cpp), the players' kennels (kennel_paint_kennels.cpp); the buttons and the
// donation offer are in kennel_table.cpp.
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/style.h"
#include "kennel/view/kennel_art.h"
#include "kennel/view/kennel_table.h"

namespace dogtable::games::kennel {

using namespace kennel_art;
void KennelTable::addHit(const Item& it, const QRectF& r, const QString& tip, double radius) {
    if (m_collect == nullptr) return;
    ui::TableItem item;
    item.id = it.type == ItemType::None ? "info/" + std::to_string(m_collect->items().size()) : idOf(it);
    item.rect = r;
    item.kind = static_cast<int>(it.type);
    if (it.type == ItemType::Box) radius = 6; // the corner radius of its highlight, as drawn before
    if (it.type == ItemType::PenDog || it.type == ItemType::Waiting || it.type == ItemType::WaitingArea ||
        it.type == ItemType::Infirmary)
        radius = 4;
    item.index = static_cast<int>(std::lround(radius));
    switch (it.type) {
    case ItemType::Waiting:
    case ItemType::PenDog:
    case ItemType::Pen:
    case ItemType::WaitingArea:
    case ItemType::Infirmary:
        item.zone = ui::Zone::Own;
        break;
    case ItemType::Slot:
    case ItemType::Box:
    case ItemType::Pool:
        item.zone = ui::Zone::Offer;
        break;
    case ItemType::Button:
    case ItemType::Rules:
        item.zone = ui::Zone::Panel;
        break;
    default:
        item.zone = ui::Zone::Board;
        break;
    }
    // Another player's kennel: the same pens and dogs, but never a step of the acting seat's
    // actions (the ids of the acting seat's own panel are the steps; issue #14 play test).
    if (item.zone == ui::Zone::Own && m_kennelSeat >= 0 && m_kennelSeat != view().toAct) {
        item.id = "seat" + std::to_string(m_kennelSeat) + "/" + item.id;
        item.zone = ui::Zone::Others;
    }
    const qsizetype cut = tip.indexOf(QLatin1Char('\n'));
    item.name = it.type == ItemType::Button ? buttonLabel(it) : cut < 0 ? tip : tip.left(cut);
    item.description = cut < 0 ? QString() : tip.mid(cut + 1);
    if (it.type == ItemType::Button && item.description.isEmpty()) {
        // A screen reader hears what the button does, as the tooltip says it (issue #21).
        item.description = buttonTip(it);
        if (item.description.isEmpty()) item.description = tr("a choice of this step");
    }
    item.tooltip = tip;
    item.command = it.type == ItemType::Button;
    // Enter with no cursor presses only a button that finishes a step (the rules say which: play
    // tests pressed Stay in the kennel and Return to the kennel with a stray Enter).
    item.deliberate = it.type == ItemType::Button && !onlyClosesAStep(it.a);
    m_collect->add(std::move(item));
}

void KennelTable::layout() {
    const double w = width(), h = height();
    m_statusRect = QRectF(0, 0, w, 34);
    m_buttonRect = QRectF(0, 34, w, 40);
    const double top = 78, midH = std::max(260.0, (h - top) * 0.58);
    // A narrow table gives the action board a larger share, so its cards keep readable names.
    double boardW = std::min(430.0, std::max(w * 0.33, std::min(340.0, w * 0.42)));
    // A wide table whose map is as tall as it can be gives the width the map cannot use to the
    // action board (at 1920x1080 its cards were small beside an empty strip: play tester D).
    boardW = std::max(boardW, std::min(560.0, w - 32 - midH / 0.6));
    QRectF mapArea(8, top, w - boardW - 24, midH);
    // Keep the 1000 x 600 canvas aspect.
    double mw = mapArea.width(), mh = mw * 0.6;
    // A tall map area keeps two or three lines under the map for the breeds' legend.
    const double mapH = mapArea.height() > 420   ? mapArea.height() - 60
                        : mapArea.height() > 300 ? mapArea.height() - 66
                                                 : mapArea.height();
    if (mh > mapH) {
        mh = mapH;
        mw = mh / 0.6;
    }
    m_mapRect = QRectF(mapArea.left() + (mapArea.width() - mw) / 2, mapArea.top(), mw, mh);
    m_boardRect = QRectF(w - boardW - 8, top, boardW, midH);
    // A wide window's map fills the height; a narrower one leaves a strip under it for the breeds.
    m_legendRect =
        QRectF(mapArea.left(), m_mapRect.bottom() + 6, mapArea.width(), top + midH - m_mapRect.bottom() - 6);
    const int n = std::max(1, view().players);
    const double ky = top + midH + 8, kh = h - ky - 6, kw = (w - 8.0 * (n + 1)) / n;
    m_kennelRects.clear();
    for (int i = 0; i < n; ++i)
        m_kennelRects.emplace_back(8 + i * (kw + 8), ky, kw, kh);
}

void KennelTable::paintStatus(QPainter& p) {
    p.fillRect(m_statusRect, ui::panelBackground());
    QString text = QString::fromStdString(view().status);
    if (view().round > 0)
        text =
            (view().lastRound ? tr("Round %1 (last round) · ") : tr("Round %1 · ")).arg(view().round) + text;
    if (view().toAct >= 0) {
        ui::drawSeatToken(p, QPointF(20, m_statusRect.center().y()), 11, view().toAct, true);
    }
    p.setPen(ui::textColour());
    const QRectF line = m_statusRect.adjusted(view().toAct >= 0 ? 38 : 10, 0, -150, 0);
    // Long names (and long words in some languages) leave no room: the names go short, as on the
    // kennels' headers, and the status's tooltip has the whole line.
    QString shorter = text;
    for (const std::string& n : view().names) {
        const QString name = QString::fromStdString(n);
        if (!name.isEmpty()) shorter.replace(name, ui::shortName(name));
    }
    const QString shown = ui::firstThatFits({text, shorter}, line.width(), 16, true);
    fitText(p, line, shown, Qt::AlignVCenter | Qt::AlignLeft, 16, true);
    if (shown != text) addHit(Item{}, line, text);
    const QRectF rules(m_statusRect.right() - 140, 5, 130, 24);
    p.setPen(QColor("#2E5E9E"));
    fitText(p, rules, tr("Rules of this step ▸"), Qt::AlignCenter, 13, false);
    addHit(Item{ItemType::Rules}, rules, tr("Open the rules page at this part of the round (F1)."));
}

void KennelTable::paintActionBoard(QPainter& p) {
    const QRectF b = m_boardRect;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(ui::panelBackground());
    p.drawRoundedRect(b, 8, 8);
    // The rows (and their cards) grow with the room the board has, bounded: at 1920x1080 they were
    // 40 px with the Dog Fair's box mostly empty below (play tester D). Half of the room beyond
    // 40 px a row goes to the rows, the rest to the Fair's tokens.
    const double even = (b.height() - 120) / kBoxes;
    const double rowH = even <= 40 ? even : std::min(58.0, 40 + (even - 40) / 2);
    double y = b.top() + 6;
    // Wide: name, two cards, the workers at the right. Narrow: the workers go under the name.
    const bool narrow = b.width() < 400;
    const double nameW = b.width() * 0.28, cardW = (b.width() - nameW - (narrow ? 16 : 84)) / 2;
    for (int box = 0; box < kBoxes; ++box) {
        const QRectF row(b.left() + 6, y, b.width() - 12, rowH - 4);
        const bool active = view().activeBox == box;
        p.setPen(QPen(active ? QColor("#D35400") : QColor("#9AA5B1"), active ? 2.5 : 1));
        p.setBrush(QColor("#FFFFFF"));
        p.drawRoundedRect(row, 6, 6);
        const QRectF name(row.left() + 6, row.top(), nameW - 6, narrow ? row.height() * 0.55 : row.height());
        p.setPen(ui::textColour());
        fitText(p, name, qs(boxWord(box)), Qt::AlignVCenter | Qt::AlignLeft,
                std::clamp(rowH * 0.32, 13.0, 16.0), true);
        const Item boxItem{ItemType::Box, box};
        addHit(boxItem, row, qs(boxHelp(box)));
        for (int c = 0; c < 2; ++c) {
            const QRectF slot(row.left() + nameW + c * (cardW + 4), row.top() + 3, cardW, row.height() - 6);
            const int card = view().cardSlots[ix(box * 2 + c)];
            paintCard(p, slot, card);
            const Item it{ItemType::Slot, box, c};
            addHit(it, slot,
                   card >= 0 ? tr("%1: %2").arg(qs(cardWord(card)), qs(cardHelp(card)))
                             : tr("Empty card slot"));
        }
        // Workers placed here.
        double wx = narrow ? name.left() : row.right() - 58;
        const double wr = narrow ? std::min(7.0, row.height() * 0.22) : std::min(13.0, row.height() / 2 - 2);
        const double wy = narrow ? row.bottom() - wr - 2 : row.center().y();
        for (auto seat : view().boxWorkers[ix(box)])
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
    // The Fair's tokens as large as its box allows (two rows of them and two lines of words),
    // bounded.
    const double tok = std::clamp((fair.height() - 44) / 2.4, std::min(30.0, fair.height() / 3.2), 56.0);
    const double words = std::clamp(tok * 0.36, 12.0, 15.0);
    fitText(p, QRectF(fair.left() + 6, fair.top() + 2, fair.width() * 0.45, std::max(20.0, tok)),
            tr("Dog Fair card:"), Qt::AlignLeft | Qt::AlignVCenter, words, true);
    if (view().fairCard >= 0) {
        double fx = fair.left() + fair.width() * 0.45;
        for (int breed : fairCards()[ix(view().fairCard)]) {
            const bool used = breedInGame(breed, view().players);
            paintDogToken(p, QRectF(fx, fair.top() + 3, tok, tok), breed, 0, !used);
            addHit(Item{}, QRectF(fx, fair.top() + 3, tok, tok),
                   (used ? tr("%1 can be sold to the Fair this round")
                         : tr("%1 can be sold to the Fair this round (not in this game)"))
                       .arg(breedQ(breed)));
            fx += tok + 6;
        }
    }
    const double py = fair.top() + tok + 10;
    fitText(p, QRectF(fair.left() + 6, py, fair.width() - 12, words + 6),
            view().fairPoolSize == 0
                ? tr("Fair pool: empty (nothing to buy or trade)")
                : (fairPrice(view().fairPoolSize) == 1
                       ? tr("Fair pool: %1 · a dog costs %n coin", nullptr, 1)
                       : tr("Fair pool: %1 · a dog costs %n coins", nullptr, fairPrice(view().fairPoolSize)))
                      .arg(view().fairPoolSize == 1 ? tr("%n dog", nullptr, 1)
                                                    : tr("%n dogs", nullptr, view().fairPoolSize)),
            Qt::AlignLeft | Qt::AlignVCenter, words, true);
    addHit(
        Item{}, QRectF(fair.left() + 6, py, fair.width() - 12, words + 6),
        tr("A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy."));
    // The pool's tokens shrink when their rows would run out of the Fair's box.
    double ptok = tok;
    {
        int kinds = 0;
        for (int breed = 0; breed < kBreeds; ++breed)
            kinds += view().fairPool[ix(breed)] > 0 ? 1 : 0;
        const double room = fair.bottom() - (py + words + 8) - 2;
        for (int i = 0; i < 12 && kinds > 0; ++i) {
            const int perRow = std::max(1, static_cast<int>((fair.width() - 12 + 4) / (ptok + 28)));
            const int rows = (kinds + perRow - 1) / perRow;
            if (rows * (ptok + 4) <= room || ptok <= 16) break;
            ptok = std::max(16.0, ptok - 2);
        }
    }
    double px = fair.left() + 6, pyy = py + words + 8;
    for (int breed = 0; breed < kBreeds; ++breed) {
        const int n = view().fairPool[ix(breed)];
        if (n == 0) continue;
        const double tok = ptok;
        if (px + tok + 24 > fair.right()) {
            px = fair.left() + 6;
            pyy += tok + 4;
        }
        const QRectF r(px, pyy, tok, tok);
        paintDogToken(p, r, breed, 0);
        p.setPen(ui::textColour());
        fitText(p, QRectF(r.right() + 1, r.top(), 22, tok), QStringLiteral("×%1").arg(n),
                Qt::AlignVCenter | Qt::AlignLeft, std::clamp(tok * 0.3, 11.0, 14.0), true);
        const Item it{ItemType::Pool, breed};
        addHit(it, r, tr("%1 in the Fair pool (%2)").arg(breedQ(breed)).arg(n));
        px += tok + 28;
    }
    p.restore();
}

void KennelTable::paintTable(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!hasView()) return;
    paintAll(p);
}

void KennelTable::paintAll(QPainter& p) {
    layout();
    paintStatus(p);
    paintButtons(p);
    paintMap(p);
    paintBreedLegend(p);
    paintActionBoard(p);
    for (int i = 0; i < view().players && i < static_cast<int>(m_kennelRects.size()); ++i)
        paintKennel(p, kennelSeatShown(i), m_kennelRects[ix(i)]);
    m_kennelSeat = -1;
    paintOffer(p);
    if (view().phase == Phase::GameOver) {
        const ScoreSheet& sheet = view().finalScore;
        QString scores;
        for (std::size_t i = 0; i < sheet.players.size(); ++i)
            scores += (i ? QStringLiteral(" · ") : QString()) +
                      (sheet.isWinner(static_cast<int>(i)) ? tr("%1: %2 (wins)") : tr("%1: %2"))
                          .arg(QString::fromStdString(sheet.players[i].name))
                          .arg(sheet.players[i].total);
        QString line =
            sheet.tiebreak.empty()
                ? tr("Game over — %1").arg(scores)
                : tr("Game over — %1 — tie broken by %2").arg(scores, QString::fromStdString(sheet.tiebreak));
        p.setPen(QColor("#f3efe6")); // light on the table's green, as the legend (play test de: dark on dark)
        fitText(p, m_buttonRect.adjusted(10, 0, -10, 0), line,
                Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, 14, true);
    }
}

} // namespace dogtable::games::kennel
