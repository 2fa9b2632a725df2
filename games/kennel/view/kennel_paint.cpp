// DOGS (kennel) — painting the table: the map, the action board, the kennels, the buttons and the
// donation offer. The same code lays out the table items (addHit while buildItems() runs it).
#include <QPainter>
#include <QPainterPath>

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
    m_collect->add(std::move(item));
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
    const int n = std::max(1, view().players);
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

void KennelTable::paintMap(QPainter& p) {
    const QRectF m = m_mapRect;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(cityTint());
    p.drawRoundedRect(QRectF(m.left(), m.top(), m.width() / 2, m.height()), 10, 10);
    p.setBrush(countryTint());
    p.drawRoundedRect(QRectF(m.center().x(), m.top(), m.width() / 2, m.height()), 10, 10);
    p.setPen(ui::mutedTextColour());
    fitText(p, QRectF(m.left() + 8, m.top() + 4, 160, 20), tr("◆ City"), Qt::AlignLeft | Qt::AlignVCenter, 13,
            true);
    fitText(p, QRectF(m.right() - 200, m.top() + 4, 192, 20), tr("Countryside ■"),
            Qt::AlignRight | Qt::AlignVCenter, 13, true);
    addHit(Item{}, QRectF(m.left() + 8, m.top() + 4, 160, 20), tr("The city: blue-backed dog tokens (◆)."));
    addHit(Item{}, QRectF(m.right() - 200, m.top() + 4, 192, 20),
           tr("The countryside: green-backed dog tokens (■)."));
    fitText(p, QRectF(m.left() + 8, m.bottom() - 22, m.width() / 2 - 16, 18),
            (view().citySupply == 1 ? tr("Supply: %n token", nullptr, 1)
                                    : tr("Supply: %n tokens", nullptr, view().citySupply)),
            Qt::AlignLeft | Qt::AlignVCenter, 12);
    fitText(p, QRectF(m.center().x() + 8, m.bottom() - 22, m.width() / 2 - 16, 18),
            (view().countrySupply == 1 ? tr("Supply: %n token", nullptr, 1)
                                       : tr("Supply: %n tokens", nullptr, view().countrySupply)),
            Qt::AlignRight | Qt::AlignVCenter, 12);
    addHit(Item{}, QRectF(m.left(), m.bottom() - 24, m.width(), 22),
           tr("Face-down supplies refill the empty spaces at the end of each round."));
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
    const PlayerState* actor = view().toAct >= 0 ? &view().kennels[ix(view().toAct)] : nullptr;
    std::vector<int> route;
    int cost = -1;
    const auto chosen = chosenItems();
    const Item hover = hoveredItem() ? itemOf(hoveredItem()->id) : Item{};
    // (A Dog Swap's spaces are no drive: no route to them.)
    if (isInteractive() && actor && view().phase == Phase::Driving && !chosen.empty() &&
        chosen[0].type == ItemType::Space && actor->truck >= 0)
        cost = routeCost(view(), actor->truck, chosen[0].a, &route);
    else if (isInteractive() && actor && view().phase == Phase::Driving && hover.type == ItemType::Space &&
             actor->truck >= 0 && isNext(hover) && !swapping())
        cost = routeCost(view(), actor->truck, hover.a, &route);
    if (cost >= 0 && route.size() >= 2) {
        QPolygonF poly;
        for (int n : route)
            poly << mapPoint(n);
        p.setPen(QPen(ui::playerColour(view().toAct), std::max(4.0, 9 * s), Qt::DashLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPolyline(poly);
    }
    // Nodes.
    std::vector<int> drivable;
    for (const auto& a : legal())
        if (a.kind == kDrive) drivable.push_back(a.arg(0));
    const double R = std::max(16.0, 36 * s);
    for (int node = 0; node < nodeCount(); ++node) {
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
            fitText(p, QRectF(c.x() - 40, c.y() + R * 0.9, 80, 16), tr("Centre"), Qt::AlignCenter, 11, true);
            addHit(Item{}, QRectF(c.x() - R, c.y() - R, 2 * R, 2 * R),
                   tr("The central space: every truck starts Phase 1 here. No truck can stop here."));
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
        fitText(p, coin, QString::number(n.reward), Qt::AlignCenter, 11, true);
        const int t = view().board[ix(space)];
        const QRectF tok(c.x() - R * 0.7, c.y() - R * 0.7, R * 1.4, R * 1.4);
        QString tip =
            (n.reward == 1 ? tr("%1 — footprint space, reward %n coin for a lost dog.", nullptr, 1)
                           : tr("%1 — footprint space, reward %n coins for a lost dog.", nullptr, n.reward))
                .arg(qs(n.id));
        if (t != kNoToken && isBlock(t)) {
            p.setPen(QPen(QColor("#222222"), 1.5));
            p.setBrush(QBrush(QColor("#555555"), Qt::BDiagPattern));
            p.drawRect(tok);
            p.setPen(QPen(QColor("#222222"), 3));
            p.drawLine(tok.topLeft(), tok.bottomRight());
            p.drawLine(tok.topRight(), tok.bottomLeft());
            tip += QStringLiteral("\n") + tokenTip(t);
        } else if (t != kNoToken) {
            const bool dim = isInteractive() && view().phase == Phase::Driving &&
                             std::find(drivable.begin(), drivable.end(), space) == drivable.end();
            paintDogToken(p, tok, tokenBreed(t), static_cast<int>(tokenMark(t)), dim);
            tip += QStringLiteral("\n") + tokenTip(t);
            if (dim && actor && actor->truck >= 0)
                tip += QStringLiteral("\n") +
                       tr("Out of reach now (keep %1 gas to return home).").arg(kReturnGas);
        }
        const Item item{ItemType::Space, space};
        addHit(item, spot, tip, R);
    }
    // Trucks (those out on the map). The one gliding along the last route is drawn in flight
    // (paintFlying), over the cached map; its item stays where it stops.
    int atCentre = 0;
    m_truckR = R;
    for (int seat = 0; seat < view().players; ++seat) {
        const auto& k = view().kennels[ix(seat)];
        if (k.truck < 0) continue;
        QPointF off;
        // At the Centre two rows of two, apart (they touched and hid the space, seen at 1024x700);
        // the lower row ends above the word "Centre".
        if (k.truck == kCentre)
            off = QPointF((atCentre % 2 ? 0.9 : -0.9) * R, (atCentre / 2 ? 0.3 : -1.0) * R), ++atCentre;
        else
            off = QPointF(R * 0.75, -R * 0.75);
        const QRectF body = truckBody(mapPoint(k.truck) + off);
        if (gliding(seat))
            m_glideOffset = off;
        else
            paintTruck(p, seat, body);
        addHit(Item{}, body, tr("%1's truck").arg(QString::fromStdString(view().names[ix(seat)])));
    }
    if (cost >= 0 && !route.empty()) {
        // The cost beside the space, on the map: above it, else below, right or left, wherever it
        // covers no other space, truck or word (it ran off the map's edge over "City" and lay on
        // the Centre's name; play test #15).
        const QPointF c = mapPoint(route.back());
        const QString words = tr("%1 gas").arg(cost);
        const double lw =
            std::min(m.width() / 2, QFontMetricsF(ui::uiFont(13, true)).horizontalAdvance(words) + 14);
        std::vector<QRectF> busy;
        for (int node = 0; node < nodeCount(); ++node) {
            if (nodes()[ix(node)].kind == NodeKind::Junction) continue;
            const QPointF o = mapPoint(node);
            busy.emplace_back(o.x() - R, o.y() - R, 2.3 * R, 2.3 * R); // the space and its reward badge
            if (nodes()[ix(node)].kind == NodeKind::Centre)
                busy.emplace_back(o.x() - 40, o.y() + R * 0.9, 80, 16);
        }
        for (int seat = 0; seat < view().players; ++seat)
            if (view().kennels[ix(seat)].truck >= 0 && view().kennels[ix(seat)].truck != route.back())
                busy.push_back(truckBody(mapPoint(view().kennels[ix(seat)].truck)).adjusted(-R, -R, R, R));
        busy.emplace_back(m.left() + 8, m.top() + 4, 160, 20);    // "City"
        busy.emplace_back(m.right() - 200, m.top() + 4, 192, 20); // "Countryside"
        const QRectF inside = m.adjusted(2, 2, -2, -24);          // above the supplies' line
        auto place = [&](QPointF centre) {
            QRectF r(centre.x() - lw / 2, centre.y() - 10, lw, 20);
            r.moveLeft(std::clamp(r.left(), inside.left(), inside.right() - lw));
            r.moveTop(std::clamp(r.top(), inside.top(), inside.bottom() - 20));
            return r;
        };
        QRectF lab;
        double least = 1e18;
        for (const QPointF at :
             {QPointF(c.x(), c.y() - R * 1.5), QPointF(c.x(), c.y() + R * 1.5),
              QPointF(c.x() + R + lw / 2 + 2, c.y()), QPointF(c.x() - R - lw / 2 - 2, c.y())}) {
            const QRectF r = place(at);
            double covered = 0;
            for (const QRectF& b : busy) {
                const QRectF both = r.intersected(b);
                covered += both.width() * both.height();
            }
            if (covered < least - 0.5) least = covered, lab = r;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(lab, 6, 6);
        p.setPen(ui::textColour());
        fitText(p, lab, words, Qt::AlignCenter, 13, true);
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
        const bool active = view().activeBox == box;
        p.setPen(QPen(active ? QColor("#D35400") : QColor("#9AA5B1"), active ? 2.5 : 1));
        p.setBrush(QColor("#FFFFFF"));
        p.drawRoundedRect(row, 6, 6);
        const QRectF name(row.left() + 6, row.top(), nameW - 6, narrow ? row.height() * 0.55 : row.height());
        p.setPen(ui::textColour());
        fitText(p, name, qs(boxWord(box)), Qt::AlignVCenter | Qt::AlignLeft, 13, true);
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
        const double wr = narrow ? std::min(7.0, row.height() * 0.22) : std::min(10.0, row.height() / 2 - 2);
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
    fitText(p, QRectF(fair.left() + 6, fair.top() + 2, fair.width() * 0.45, 20), tr("Dog Fair card:"),
            Qt::AlignLeft | Qt::AlignVCenter, 12, true);
    const double tok = std::min(30.0, fair.height() / 3.2);
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
    fitText(p, QRectF(fair.left() + 6, py, fair.width() - 12, 18),
            view().fairPoolSize == 0
                ? tr("Fair pool: empty (nothing to buy or trade)")
                : (fairPrice(view().fairPoolSize) == 1
                       ? tr("Fair pool: %1 · a dog costs %n coin", nullptr, 1)
                       : tr("Fair pool: %1 · a dog costs %n coins", nullptr, fairPrice(view().fairPoolSize)))
                      .arg(view().fairPoolSize == 1 ? tr("%n dog", nullptr, 1)
                                                    : tr("%n dogs", nullptr, view().fairPoolSize)),
            Qt::AlignLeft | Qt::AlignVCenter, 12, true);
    addHit(
        Item{}, QRectF(fair.left() + 6, py, fair.width() - 12, 18),
        tr("A dog costs 10 minus the number of dogs in the pool (at least 1). Pool dogs are all healthy."));
    // The pool's tokens shrink when their rows would run out of the Fair's box.
    double ptok = tok;
    {
        int kinds = 0;
        for (int breed = 0; breed < kBreeds; ++breed)
            kinds += view().fairPool[ix(breed)] > 0 ? 1 : 0;
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
                Qt::AlignVCenter | Qt::AlignLeft, 11, true);
        const Item it{ItemType::Pool, breed};
        addHit(it, r, tr("%1 in the Fair pool (%2)").arg(breedQ(breed)).arg(n));
        px += tok + 28;
    }
    p.restore();
}

void KennelTable::paintKennel(QPainter& p, int seat, const QRectF& box) {
    m_kennelSeat = seat;
    const PlayerState& k = view().kennels[ix(seat)];
    const bool acting = seat == view().toAct;
    const bool mine = acting && isInteractive();
    p.save();
    p.setPen(QPen(acting ? ui::playerColour(seat) : QColor("#B8C2CC"), acting ? 3 : 1));
    p.setBrush(ui::panelBackground());
    p.drawRoundedRect(box, 8, 8);
    const double pad = 6;
    double y = box.top() + pad;
    // Header: seat token, name, first player, helper.
    ui::drawSeatToken(p, QPointF(box.left() + pad + 11, y + 11), 11, seat, acting);
    p.setPen(ui::textColour());
    QString head = QString::fromStdString(view().names[ix(seat)]);
    if (seat == view().firstPlayer) head += tr(" · first");
    head += k.helper ? tr(" · 2 workers") : tr(" · 1 worker");
    {
        // Narrow: the name, then "1st · 2w" forms; the tooltip has the words.
        const QString name = QString::fromStdString(view().names[ix(seat)]);
        const QString shortHead = name + (seat == view().firstPlayer ? tr(" · 1st") : QString()) +
                                  (k.helper ? tr(" · 2w") : tr(" · 1w"));
        head = ui::firstThatFits({head, shortHead, name, ui::shortName(name)}, box.width() - 2 * pad - 28, 14,
                                 true);
    }
    fitText(p, QRectF(box.left() + pad + 28, y, box.width() - 2 * pad - 28, 22), head,
            Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    addHit(Item{}, QRectF(box.left() + pad, y, box.width() - 2 * pad, 22),
           QStringLiteral("%1%2 · %3")
               .arg(QString::fromStdString(view().names[ix(seat)]),
                    seat == view().firstPlayer ? tr(" · first player") : QString(),
                    k.helper ? tr("2 workers (you and your helper)") : tr("1 worker")));
    y += 24;
    // Office and stores: coins, meeples; garage gas with the cap; storeroom food; infirmary medicine.
    const QString res = ui::firstThatFits(
        {tr("Coins %1 · Gas %2/%5 · Food %3 · Med %4")
             .arg(k.coins)
             .arg(k.gas)
             .arg(k.food)
             .arg(k.medicine)
             .arg(kGasCap),
         tr("$%1 · Gas %2/%5 · Food %3 · Med %4")
             .arg(k.coins)
             .arg(k.gas)
             .arg(k.food)
             .arg(k.medicine)
             .arg(kGasCap),
         tr("$%1 · G %2/%5 · F %3 · M %4").arg(k.coins).arg(k.gas).arg(k.food).arg(k.medicine).arg(kGasCap)},
        box.width() - 2 * pad, 12);
    fitText(p, QRectF(box.left() + pad, y, box.width() - 2 * pad, 18), res, Qt::AlignLeft | Qt::AlignVCenter,
            12);
    addHit(Item{}, QRectF(box.left() + pad, y, box.width() - 2 * pad, 18),
           (k.helper
                ? tr("Office: coins and workers (you and your helper). Garage: gas (at most %1). Storeroom: "
                     "food. Infirmary: medicine.")
                : tr("Office: coins and workers (the helper has left). Garage: gas (at most %1). Storeroom: "
                     "food. Infirmary: medicine."))
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
        QString label = pen < 2 ? tr("Pen %1").arg(pen + 1)
                                : tr("Pen %1 (%2)").arg(pen + 1).arg(kExtraPenValue[ix(pen - 2)]);
        if (!built) {
            p.setPen(ui::mutedTextColour());
            // A narrow pen shows the value alone, as its label's "(2)" (the tooltip says points).
            const QRectF body = pr.adjusted(2, 16, -2, 0);
            const int worth = kExtraPenValue[ix(pen - 2)];
            fitText(
                p, body,
                ui::firstThatFits({tr("%1 pt").arg(worth), QString::number(worth)}, body.width(), 13, true),
                Qt::AlignCenter, 13, true);
            p.setPen(ui::textColour());
        }
        if ((k.quartetPaid >> pen) & 1) label += QStringLiteral(" ✓");
        // Narrow pens: "Pen 3 (2)", then "3 (2)", then "3" (the tooltip says it all).
        const QString tick = ((k.quartetPaid >> pen) & 1) ? QStringLiteral(" ✓") : QString();
        const QString value = pen < 2 ? QString() : QStringLiteral(" (%1)").arg(kExtraPenValue[ix(pen - 2)]);
        label = ui::firstThatFits(
            {label, QString::number(pen + 1) + value + tick, QString::number(pen + 1) + tick}, pr.width() - 4,
            11);
        fitText(p, QRectF(pr.left() + 2, pr.top(), pr.width() - 4, 15), label, Qt::AlignCenter, 11, false);
        QString tip =
            built ? tr("Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.")
                        .arg(pen + 1)
                  : tr("Pen %1 is not built yet (City Hall: %2 coins, in order %3 pt, %4 pt, %5 pt).")
                        .arg(pen + 1)
                        .arg(kPenCost)
                        .arg(kExtraPenValue[0])
                        .arg(kExtraPenValue[1])
                        .arg(kExtraPenValue[2]);
        if ((k.quartetPaid >> pen) & 1)
            tip += QStringLiteral("\n") + tr("✓ Quartet bonus already paid for this pen.");
        if (pen >= 2)
            tip += QStringLiteral("\n") + tr("Scores %n points at the end if built and holding a dog.",
                                             nullptr, kExtraPenValue[ix(pen - 2)]);
        const Item penItem{ItemType::Pen, pen + 1};
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
                addHit(
                    dog, cr,
                    tr("%1 in pen %2 (row %3)\na dog in pen %2, row %3: it can move to another pen or wait")
                        .arg(breedQ(breed))
                        .arg(pen + 1)
                        .arg(r == 0 ? "A" : "B"));
            }
    }
    y += penH + 6;
    // Infirmary.
    const double chip = std::min(cell, 26.0);
    p.setPen(ui::textColour());
    fitText(p, QRectF(box.left() + pad, y, 96, chip),
            tr("Infirmary %1/%2").arg(k.sickCount()).arg(kInfirmaryCap), Qt::AlignLeft | Qt::AlignVCenter, 11,
            true);
    addHit(Item{}, QRectF(box.left() + pad, y, 96, chip),
           tr("Sick dogs (at most %1). Each costs %2 points at the end; %3 medicine at the Vet cures one.")
               .arg(kInfirmaryCap)
               .arg(kSickPenalty)
               .arg(kCureCost));
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
            addHit(it, r, tr("Sick %1 in the infirmary").arg(breedQ(b)));
            x += sickStep;
        }
    y += chip + 6;
    // Truck tile / dogs waiting for a pen.
    const bool arranging =
        view().phase == Phase::Arrange || view().phase == Phase::Offer || view().phase == Phase::VetUnload;
    const QRectF waitBox(box.left() + pad, y, box.width() - 2 * pad, chip + 4);
    const Item area{ItemType::WaitingArea};
    p.setPen(QPen(QColor("#AAB7B8"), 1, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(waitBox, 4, 4);
    p.setPen(ui::textColour());
    fitText(p, QRectF(waitBox.left() + 3, y, 74, chip + 4), arranging ? tr("Waiting") : tr("Truck"),
            Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    if (mine)
        addHit(area, waitBox, tr("Dogs waiting for a pen. Drop a pen dog here to lift it out."));
    else
        addHit(Item{}, waitBox, tr("Truck tile: dogs rescued this phase ride here until the truck is home."));
    x = waitBox.left() + 80;
    // The row's tokens stand apart (their highlights and the cursor's frame overlapped, play test
    // #15), closer together when many wait, never past the box.
    int riding = 0;
    for (int b = 0; b < kBreeds; ++b)
        riding += k.waiting[ix(b)] + k.truckHealthy[ix(b)] + k.truckSick[ix(b)];
    const double rowStep = std::min(chip + 10, (waitBox.right() - 3 - x) / std::max(1, riding));
    const double rowChip = std::min(chip, rowStep - 2);
    auto chips = [&](const BreedCounts& c, int mark, bool clickable) {
        for (int b = 0; b < kBreeds; ++b)
            for (int i = 0; i < c[ix(b)]; ++i) {
                if (x + rowChip > waitBox.right()) return;
                const QRectF r(x, y + 2 + (chip - rowChip) / 2, rowChip, rowChip);
                paintDogToken(p, r, b, mark);
                const Item it{ItemType::Waiting, b};
                addHit(clickable ? it : Item{}, r,
                       mark ? tr("%1 (sick)\nsick, waiting for the vet").arg(breedQ(b))
                            : tr("%1\nwaiting for a pen").arg(breedQ(b)));
                x += rowStep;
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
                         .arg(qs(cardWord(c + kFirstSpecial)))
                         .arg(k.cards[ix(c)]);
    // The height a small text (11 px) takes wrapped in the kennel's width.
    constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QFontMetricsF small(ui::uiFont(11));
    const auto tall = [&](const QString& t) {
        return small.boundingRect(QRectF(0, 0, box.width() - 2 * pad, 1000), kWrap, t).height();
    };
    // A narrow kennel leaves out the "×1" of single cards; then, as the lines it has room for
    // (two when the panel has them) are too few, only the first cards and how many more (the
    // tooltip lists them all).
    QString fewer = cards;
    fewer.replace(QStringLiteral("×1 "), QStringLiteral(" "));
    if (fewer.endsWith(QStringLiteral("×1"))) fewer.chop(2);
    // Every form keeps its "Cards:" (without it the list read as anything; play test #15).
    QStringList forms{tr("Cards: %1").arg(cards), tr("Cards: %1").arg(fewer)};
    if (cards.isEmpty()) forms = QStringList{tr("Cards: none")};
    const qsizetype whole = forms.size();
    const QStringList held = fewer.split(QStringLiteral(" · "), Qt::SkipEmptyParts);
    for (qsizetype n = held.size() - 1; n >= 1; --n)
        forms << tr("Cards: %1")
                     .arg(held.mid(0, n).join(QStringLiteral(" · ")) + QStringLiteral(" · ") +
                          tr("+%n more", nullptr, static_cast<int>(held.size() - n)));
    const double most = y + 34 > box.bottom() - 2 ? 16 : 34;
    const auto first = [&](qsizetype from, qsizetype to, double h) {
        for (qsizetype i = from; i < to; ++i)
            if (tall(forms[i]) <= h + 0.5) return i;
        return qsizetype{-1};
    };
    qsizetype pick = first(0, whole, 16); // one line
    if (pick < 0) pick = first(0, whole, most);
    if (pick < 0) pick = first(whole, forms.size(), most);
    const QString cardsLine = pick < 0 ? forms.back() : forms[pick];
    const bool twoLines = tall(cardsLine) > 16.5 && most > 16;
    const QRectF cardsRect(box.left() + pad, y, box.width() - 2 * pad, twoLines ? 34 : 16);
    fitText(p, cardsRect, cardsLine, twoLines ? kWrap : Qt::AlignLeft | Qt::AlignTop, 11);
    QString cardTip;
    for (int c = 0; c < kSpecialKinds; ++c)
        if (k.cards[ix(c)])
            cardTip +=
                tr("%1: %2").arg(qs(cardWord(c + kFirstSpecial)), qs(cardHelp(c + kFirstSpecial))) + "\n";
    addHit(Item{}, cardsRect, cardTip.isEmpty() ? tr("No special cards") : cardTip.trimmed());
    y += cardsRect.height() + 2;
    // The end-of-round summary (Phase 3).
    if (k.roundEnd.fedPens >= 0 && y + 16 <= box.bottom()) {
        const std::array<QString, 6> kSalary{QString(),
                                             tr("salary paid"),
                                             tr("salary paid with Helper card"),
                                             tr("helper left (unpaid)"),
                                             tr("helper rehired"),
                                             tr("no helper")};
        QString line = (k.roundEnd.fedPens == 1 ? tr("fed %n pen", nullptr, 1)
                                                : tr("fed %n pens", nullptr, k.roundEnd.fedPens));
        if (k.roundEnd.hungrySick) line += tr(" · %n fell sick", nullptr, k.roundEnd.hungrySick);
        if (k.roundEnd.hungryToFair) line += tr(" · %n to the Fair", nullptr, k.roundEnd.hungryToFair);
        if (k.roundEnd.salary) line += QStringLiteral(" · ") + kSalary[ix(k.roundEnd.salary)];
        p.setPen(ui::mutedTextColour());
        // It takes as many lines as the kennel has room for below; when they are too few, its last
        // words give way to "…" (the tooltip and the log have them): "Round end:" stays, and no
        // line is cut through (play test #15 saw both).
        line = tr("Round end: %1").arg(line);
        const QRectF room(box.left() + pad, y, box.width() - 2 * pad, box.bottom() - 2 - y);
        QString shown = line;
        if (tall(shown) > room.height() + 0.5) {
            QStringList words = line.split(QLatin1Char(' '));
            while (words.size() > 1 &&
                   tall(words.join(QLatin1Char(' ')) + QStringLiteral("…")) > room.height() + 0.5)
                words.removeLast();
            shown = words.join(QLatin1Char(' ')) + QStringLiteral("…");
        }
        if (tall(shown) <= room.height() + 0.5) {
            const QRectF r(room.topLeft(), QSizeF(room.width(), tall(shown)));
            fitText(p, r, shown, kWrap, 11);
            if (shown != line) addHit(Item{}, r, line);
        }
    }
    p.restore();
}

bool KennelTable::gliding(int seat) const {
    return seat == m_glideSeat && m_glideRoute.size() >= 2 && m_glide.running();
}

QRectF KennelTable::truckBody(const QPointF& c) const {
    const double R = m_truckR;
    return {c.x() - R * 0.7, c.y() - R * 0.35, R * 1.4, R * 0.7};
}

void KennelTable::paintTruck(QPainter& p, int seat, const QRectF& body) const {
    const double R = m_truckR;
    p.setPen(QPen(QColor("#222222"), 1.5));
    p.setBrush(ui::playerColour(seat));
    p.drawRoundedRect(body, 4, 4);
    p.setBrush(QColor("#222222"));
    p.drawEllipse(QPointF(body.left() + body.width() * 0.25, body.bottom()), R * 0.14, R * 0.14);
    p.drawEllipse(QPointF(body.left() + body.width() * 0.75, body.bottom()), R * 0.14, R * 0.14);
    ui::drawSeatToken(p, QPointF(body.center().x(), body.center().y() - R * 0.05), R * 0.3, seat,
                      seat == view().toAct);
}

QRectF KennelTable::glideRect() const {
    if (!hasView() || !gliding(m_glideSeat)) return {};
    const double v = m_glide.linear() * static_cast<double>(m_glideRoute.size() - 1);
    const auto i = std::min<std::size_t>(static_cast<std::size_t>(v), m_glideRoute.size() - 2);
    const double f = v - static_cast<double>(i);
    const QPointF c = mapPoint(m_glideRoute[i]) * (1 - f) + mapPoint(m_glideRoute[i + 1]) * f;
    return truckBody(c + m_glideOffset);
}

void KennelTable::paintFlying(QPainter& p) {
    const QRectF body = glideRect();
    if (body.isEmpty()) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    paintTruck(p, m_glideSeat, body);
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
        p.setPen(ui::textColour());
        fitText(p, m_buttonRect.adjusted(10, 0, -10, 0), line,
                Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, 14, true);
    }
}

} // namespace dogtable::games::kennel
