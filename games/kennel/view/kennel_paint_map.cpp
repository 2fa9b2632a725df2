// DOGS (kennel) — painting the map: the city and the countryside, the roads, the footprint spaces
// with their rewards and tokens, the route preview and its gas cost, and the trucks (the one
// gliding along its last route is drawn in flight). Laid out by kennel_paint.cpp's layout().
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"
#include "kennel/view/kennel_art.h"
#include "kennel/view/kennel_table.h"

namespace dogtable::games::kennel {

using namespace kennel_art;

QPointF KennelTable::mapPoint(int node) const {
    const auto& n = nodes()[ix(node)];
    return {m_mapRect.left() + n.x * m_mapRect.width() / 1000.0,
            m_mapRect.top() + n.y * m_mapRect.height() / 600.0};
}

QPainterPath KennelTable::roadPath(int a, int b, bool* country) const {
    const QPointF pa = mapPoint(a), pb = mapPoint(b);
    const bool fromCentre = a == kCentre;
    const bool isCountry = fromCentre
                               ? nodes()[ix(b)].area == Area::Country
                               : nodes()[ix(a)].area == Area::Country && nodes()[ix(b)].area == Area::Country;
    if (country != nullptr) *country = isCountry;
    QPainterPath path(pa);
    if (isCountry) {
        const QPointF mid = (pa + pb) / 2 + QPointF((pb - pa).y(), -(pb - pa).x()) * 0.08;
        path.quadTo(mid, pb);
    } else {
        path.lineTo(pb);
    }
    return path;
}

double KennelTable::roadWidth() const {
    return std::max(3.0, 12 * m_mapRect.width() / 1000.0);
}

void KennelTable::placeSpaceLabels(double R) {
    m_truckR = R;
    // The areas' names as wide as their words (at most as wide as drawn): in the language shown.
    const QFontMetricsF big(ui::uiFont(13, true));
    const double cityW = std::min(160.0, big.horizontalAdvance(tr("◆ City")) + 6);
    const double countryW = std::min(192.0, big.horizontalAdvance(tr("Countryside ■")) + 6);
    const QRectF key = m_mapRect.adjusted(0, 0, cityW, countryW);
    if (m_labelsFor == key && m_spaceLabels.size() == ix(nodeCount())) return;
    m_labelsFor = key;
    m_spaceLabels.assign(ix(nodeCount()), SpaceLabel{});
    m_truckOff.assign(ix(nodeCount()), QPointF(R * 0.75, -R * 0.75));
    // The roads as drawn, 2 px wider each side: a name keeps off them (play tester D: the road
    // from C3 ran through "C4", the K3 road over "K4").
    QPainterPathStroker stroker;
    stroker.setWidth(roadWidth() + 4);
    stroker.setCapStyle(Qt::RoundCap);
    std::vector<QPainterPath> ways;
    for (const auto& r : roads())
        ways.push_back(stroker.createStroke(roadPath(r[0], r[1])));
    const QRectF inside = m_mapRect.adjusted(4, 4, -4, -24); // above the supplies
    const std::array<QRectF, 2> areaNames{
        QRectF(m_mapRect.left() + 8, m_mapRect.top() + 4, cityW, 20),
        QRectF(m_mapRect.right() - 8 - countryW, m_mapRect.top() + 4, countryW, 20)};
    const QFontMetricsF fm(ui::uiFont(11, true));
    constexpr double h = 13;
    // Clear of the space's highlights too: its glow lies under the name, but a frame or ring
    // (KennelTable::paintLook: 5 to 8.5 px beyond the space) through the letters hides them.
    constexpr double g = 7;
    const double d = (R + g) * 0.72; // a diagonal place's corner, off the rings
    for (int node = 0; node < nodeCount(); ++node) {
        const auto& n = nodes()[ix(node)];
        if (n.kind != NodeKind::Footprint) continue;
        const QPointF c = mapPoint(node);
        SpaceLabel& l = m_spaceLabels[ix(node)];
        l.id = qs(n.id);
        l.reward = n.reward;
        l.coin = QRectF(c.x() + R * 0.45, c.y() + R * 0.45, R * 0.8, R * 0.8);
        const double w = std::ceil(fm.horizontalAdvance(l.id)) + 4;
        // Above it first (where the rules' pictures have it), else below, a little aside above or
        // below (off a road running straight up or down), on a diagonal, beside.
        const double aside = w / 2 + 5;
        const std::array<QRectF, 11> at{QRectF(c.x() - w / 2, c.y() - R - g - h, w, h),
                                        QRectF(c.x() - w / 2, c.y() + R + g, w, h),
                                        QRectF(c.x() - w / 2 - aside, c.y() - R - g - h, w, h),
                                        QRectF(c.x() - w / 2 + aside, c.y() - R - g - h, w, h),
                                        QRectF(c.x() - w / 2 - aside, c.y() + R + g, w, h),
                                        QRectF(c.x() - w / 2 + aside, c.y() + R + g, w, h),
                                        QRectF(c.x() - d - w, c.y() - d - h, w, h),
                                        QRectF(c.x() + d, c.y() - d - h, w, h),
                                        QRectF(c.x() - d - w, c.y() + d, w, h),
                                        QRectF(c.x() - R - g - w, c.y() - h / 2, w, h),
                                        QRectF(c.x() + R + g, c.y() - h / 2, w, h)};
        double least = std::numeric_limits<double>::max();
        for (const QRectF& r : at) {
            double cost = inside.contains(r) ? 0 : 1000;
            for (const QPainterPath& way : ways)
                if (way.intersects(r)) cost += 300; // (what the play tester saw)
            if (r.intersects(l.coin)) cost += 100;
            for (const QRectF& a : areaNames)
                if (r.intersects(a)) cost += 1000;    // (never on a word)
            for (const SpaceLabel& o : m_spaceLabels) // a name placed before: never on it, and apart
                if (&o != &l && !o.name.isEmpty()) {  //  ("C7 C5" read as one)
                    if (r.intersects(o.name))
                        cost += 1000;
                    else if (r.intersects(o.name.adjusted(-6, -3, 6, 3)))
                        cost += 50;
                }
            for (int o = 0; o < nodeCount(); ++o)
                if (o != node && nodes()[ix(o)].kind != NodeKind::Junction) {
                    const QPointF oc = mapPoint(o);
                    if (r.intersects(QRectF(oc.x() - R - 4, oc.y() - R - 4, 2 * R + 8, 2 * R + 8)))
                        cost += 100;
                }
            if (cost < least) least = cost, l.name = r;
        }
        // No free place (a small map's corner): the name lies on a plate of the area's colour, the
        // road under it, not through its letters.
        l.plate = least > 0 ? (n.area == Area::City ? cityTint() : countryTint()) : QColor();
        // A truck parks beside the space, off its name and badge (they hid "C6" and "C8").
        for (const QPointF off : {QPointF(R * 0.75, -R * 0.75), QPointF(-R * 0.75, -R * 0.75),
                                  QPointF(-R * 0.75, R * 0.75), QPointF(-R * 1.2, 0), QPointF(R * 1.2, 0)}) {
            const QRectF body = truckBody(c + off).adjusted(-2, -2, 2, R * 0.14 + 2); // and its wheels
            if (!body.intersects(l.name) && !body.intersects(l.coin)) {
                m_truckOff[ix(node)] = off;
                break;
            }
        }
    }
}

void KennelTable::paintSpaceLabel(QPainter& p, int node) const {
    if (node < 0 || ix(node) >= m_spaceLabels.size() || m_spaceLabels[ix(node)].id.isEmpty()) return;
    const SpaceLabel& l = m_spaceLabels[ix(node)];
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // The reward badge (coins for a lost dog found here), its number, and the space's name (the
    // rules and the guided game call spaces "K5", "C1": play tester C found no such name).
    p.setPen(QPen(QColor("#9A7D0A"), 1));
    p.setBrush(QColor("#F7DC6F"));
    p.drawEllipse(l.coin);
    p.setPen(QColor("#4D3B00"));
    fitText(p, l.coin, QString::number(l.reward), Qt::AlignCenter, 11, true);
    if (l.plate.isValid()) {
        p.setPen(Qt::NoPen);
        p.setBrush(l.plate);
        p.drawRoundedRect(l.name.adjusted(-1, 0, 1, 0), 3, 3);
    }
    p.setPen(QColor("#5B6770"));
    fitText(p, l.name, l.id, Qt::AlignCenter, 11, true);
    p.restore();
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
        bool isCountry = false;
        const QPainterPath path = roadPath(r[0], r[1], &isCountry);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(isCountry ? QColor("#A98556") : QColor("#8A94A6"), roadWidth(), Qt::SolidLine,
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
    placeSpaceLabels(R);
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
        // The space and its reward badge are a sprite (once per area's edge and size: a new position
        // blits them), the reward's number drawn on it.
        const QColor edge = n.area == Area::City ? cityEdge() : countryEdge();
        const double m = R * 0.25 + 2; // the badge reaches outside the spot
        const QRectF art = spot.adjusted(-m, -m, m, m);
        if (!ui::layoutOnly(p))
            ui::SpriteCache::instance().draw(
                p, art,
                QStringLiteral("kennel/space/%1/%2x%3")
                    .arg(edge.rgba(), 0, 16)
                    .arg(art.width(), 0, 'g', 8)
                    .arg(art.height(), 0, 'g', 8),
                [edge, m, R](QPainter& q, const QSizeF& size) {
                    (void)size;
                    q.translate(m + R, m + R); // the spot's centre
                    q.setPen(QPen(edge, 2));
                    q.setBrush(QColor("#FBFBF8"));
                    q.drawEllipse(QRectF(-R, -R, 2 * R, 2 * R));
                    // A paw print: the footprint space's mark (seen when the space is empty).
                    q.setPen(Qt::NoPen);
                    q.setBrush(QColor("#C9CED3"));
                    q.drawEllipse(QPointF(0, R * 0.18), R * 0.3, R * 0.24);
                    for (int toe = 0; toe < 4; ++toe)
                        q.drawEllipse(
                            QPointF((toe - 1.5) * R * 0.22, -R * (toe == 0 || toe == 3 ? 0.12 : 0.3)),
                            R * 0.1, R * 0.12);
                });
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
                       tr("Out of reach now (keep %n gas to return home).", nullptr, kReturnGas);
        }
        paintSpaceLabel(p, node); // over the token's corner
        const Item item{ItemType::Space, space};
        addHit(item, spot, tip, R);
    }
    // Trucks (those out on the map). The one gliding along the last route is drawn in flight
    // (paintFlying), over the cached map; its item stays where it stops.
    int atCentre = 0;
    for (int seat = 0; seat < view().players; ++seat) {
        const auto& k = view().kennels[ix(seat)];
        if (k.truck < 0) continue;
        QPointF off;
        // At the Centre two rows of two, apart (they touched and hid the space, seen at 1024x700);
        // the lower row ends above the word "Centre".
        if (k.truck == kCentre)
            off = QPointF((atCentre % 2 ? 0.9 : -0.9) * R, (atCentre / 2 ? 0.3 : -1.0) * R), ++atCentre;
        else
            off = m_truckOff[ix(k.truck)];
        const QRectF body = truckBody(mapPoint(k.truck) + off);
        if (gliding(seat))
            m_glideOffset = off;
        else
            paintTruck(p, seat, body);
        addHit(Item{}, body, tr("%1's truck").arg(QString::fromStdString(view().names[ix(seat)])));
    }
    if (cost >= 0 && !route.empty() && m_collect == nullptr) {
        // The cost beside the space, on the map, placed by the kit (as a guide's balloon): near the
        // space, wherever it covers no other space, truck or word (it ran off the map's edge over
        // "City" and lay on the Centre's name; play test #15), and no frame: the chosen space's
        // outline and the other targets' glow are drawn over the map, round each space (it lay
        // under K6's frame, "1 d… olina"; play test G3).
        const QString words = tr("%1 gas").arg(cost);
        const double lw =
            std::min(m.width() / 2, QFontMetricsF(ui::uiFont(13, true)).horizontalAdvance(words) + 14);
        constexpr double kFrame = 8; // a space's frames reach this far beyond it (KennelTable::paintLook)
        constexpr double kLabelH = 20;
        // What it keeps off: the table's items on the map (the spaces with their frames, the
        // trucks, the areas' names), the spaces' names and badges and the Centre's name.
        std::vector<Avoid> avoid;
        for (const auto& item : hitMap().items()) {
            if (item.command || !m.intersects(item.rect) || item.rect.width() > m.width() * 0.6) continue;
            const bool space = item.kind == static_cast<int>(ItemType::Space);
            avoid.push_back({space ? item.rect.adjusted(-kFrame, -kFrame, kFrame, kFrame) : item.rect, 1.0});
        }
        for (int node = 0; node < nodeCount(); ++node) {
            const auto& n = nodes()[ix(node)];
            if (n.kind == NodeKind::Footprint) {
                avoid.push_back({m_spaceLabels[ix(node)].name, 1.0});
                avoid.push_back({m_spaceLabels[ix(node)].coin, 1.0});
            } else if (n.kind == NodeKind::Centre) {
                const QPointF o = mapPoint(node);
                avoid.push_back({QRectF(o.x() - 40, o.y() + R * 0.9, 80, 16), 1.0});
            }
        }
        const QPointF c = mapPoint(route.back());
        const QRectF target(c.x() - R - kFrame, c.y() - R - kFrame, 2 * (R + kFrame), 2 * (R + kFrame));
        // Beside the space first, then farther off in the same eight directions (the spaces' names
        // leave fewer free places); above the supplies' line.
        const QRectF lab = placeBox(target, {BoxSize{QSizeF(lw, kLabelH)}}, m.adjusted(2, 2, -2, -24), 1,
                                    0.3 * (R + kFrame + kLabelH / 2), 4, false, 0.01, avoid);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(lab, 6, 6);
        p.setPen(ui::textColour());
        fitText(p, lab, words, Qt::AlignCenter, 13, true);
    }
    p.restore();
}

bool KennelTable::gliding(int seat) const {
    return seat == m_glideSeat && m_glideRoute.size() >= 2 && m_glide.running() && !m_showLanded;
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

void KennelTable::paintBreedLegend(QPainter& p) {
    // Play test: the tokens name their breeds by three letters only ("VIR, ROT, GLD, SÃO"), with no
    // legend. Where the map leaves a strip under it, each breed of this game: its token and its name.
    const QRectF& area = m_legendRect;
    if (area.height() < 30) return;
    std::vector<int> breeds;
    for (int b = 0; b < kBreeds; ++b)
        if (breedInGame(b, view().players)) breeds.push_back(b);
    // The Dog Fair card may name a breed out of this game (play test: "BEA" on it, not in the legend).
    if (view().fairCard >= 0)
        for (const int b : fairCards()[ix(view().fairCard)])
            if (std::find(breeds.begin(), breeds.end(), b) == breeds.end()) breeds.push_back(b);
    // Lay out first, roomy then tighter; draw only when every breed fits.
    struct Fit {
        double font, token, gapX, lineH;
    };
    std::vector<QRectF> at;
    Fit fit{};
    for (const Fit f : {Fit{12, 22, 14, 28}, Fit{11, 20, 10, 23}, Fit{11, 18, 8, 20}}) {
        const QFontMetricsF fm(ui::uiFont(f.font));
        at.clear();
        double x = area.left() + 4, y = area.top() + 2;
        for (const int b : breeds) {
            const double w = f.token + 4 + std::ceil(fm.horizontalAdvance(breedQ(b)));
            if (x + w > area.right() - 4 && x > area.left() + 4) {
                x = area.left() + 4;
                y += f.lineH;
            }
            at.emplace_back(x, y, w, f.token);
            x += w + f.gapX;
        }
        fit = f;
        if (!at.empty() && at.back().bottom() <= area.bottom()) break;
    }
    if (at.empty() || at.back().bottom() > area.bottom()) return;
    QStringList said;
    for (std::size_t i = 0; i < breeds.size(); ++i) {
        const QRectF r = at[i];
        paintDogToken(p, QRectF(r.left(), r.top(), fit.token, fit.token), breeds[i], 0);
        p.setPen(QColor("#f3efe6"));
        fitText(p, QRectF(r.left() + fit.token + 4, r.top(), r.width() - fit.token - 4, fit.token),
                breedQ(breeds[i]), Qt::AlignLeft | Qt::AlignVCenter, fit.font);
        said << tr("%1 = %2").arg(breedMark(breeds[i]), breedQ(breeds[i]));
    }
    addHit(
        Item{}, area,
        tr("The breeds on the tokens: %1").arg(said.join(QStringLiteral(", "))) + QStringLiteral("\n") +
            tr("A red + marks a sick dog; a gold $ a lost dog, whose rescue pays the reward of its space."));
}

} // namespace dogtable::games::kennel
