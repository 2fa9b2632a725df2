// DOGS (kennel) — painting a player's kennel: the header (name, first player, workers), coins, gas,
// food and medicine, the five pens and their dogs, the infirmary, the dogs waiting on the truck
// tile, the cards held and the end-of-round summary. Laid out by kennel_paint.cpp's layout().
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"
#include "kennel/view/kennel_art.h"
#include "kennel/view/kennel_table.h"

namespace dogtable::games::kennel {

using namespace kennel_art;

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
        // The pen is a sprite, its pattern aligned to the pen (a pattern brush aligned to the
        // device was painted again, antialiased, at every new position: 17 ms at 1920x1080).
        if (!ui::layoutOnly(p))
            ui::SpriteCache::instance().draw(
                p, pr.adjusted(-1, -1, 1, 1),
                QStringLiteral("kennel/pen/%1/%2x%3")
                    .arg(built ? 1 : 0)
                    .arg(pr.width(), 0, 'g', 8)
                    .arg(pr.height(), 0, 'g', 8),
                [built](QPainter& q, const QSizeF& size) {
                    q.save();
                    q.setRenderHint(QPainter::Antialiasing);
                    q.setBrushOrigin(QPointF(1, 1));
                    q.setPen(QPen(QColor("#7F8C8D"), 1.2));
                    if (built) {
                        q.setBrush(QColor("#FFFFFF"));
                    } else {
                        // A sparse dot pattern in logical pixels (as Qt's Dense6Pattern at 1x):
                        // the same in the sprite and painted directly, at any pixel ratio.
                        static const QImage dots = [] {
                            QImage img(4, 4, QImage::Format_ARGB32_Premultiplied);
                            img.fill(Qt::transparent);
                            img.setPixelColor(0, 0, QColor("#C8CED4"));
                            img.setPixelColor(2, 2, QColor("#C8CED4"));
                            return img;
                        }();
                        q.setBrush(QBrush(dots));
                    }
                    q.drawRoundedRect(QRectF(QPointF(1, 1), size - QSizeF(2, 2)), 5, 5);
                    q.restore();
                });
        p.setPen(ui::textColour());
        if (!built) {
            p.setPen(ui::mutedTextColour());
            // A narrow pen shows the value alone (the tooltip says points).
            const QRectF body = pr.adjusted(2, 16, -2, 0);
            const int worth = kExtraPenValue[ix(pen - 2)];
            fitText(
                p, body,
                ui::firstThatFits({tr("%1 pt").arg(worth), QString::number(worth)}, body.width(), 13, true),
                Qt::AlignCenter, 13, true);
            p.setPen(ui::textColour());
        }
        // "Pen 3" like pens 1 and 2; a built extra pen keeps its worth in the header (its body holds
        // dogs now): "Pen 3 (2 pt)", "Pen 3 (2)". A narrow pen drops the worth before the word, and
        // the word only for the bare number (play test round 14: "3 (2)" unexplained, "Baia" lost at
        // 1024x700). The tooltip says it all.
        const QString tick = ((k.quartetPaid >> pen) & 1) ? QStringLiteral(" ✓") : QString();
        const QString named = tr("Pen %1").arg(pen + 1);
        QStringList labels;
        if (pen >= 2 && built) {
            const int worth = kExtraPenValue[ix(pen - 2)];
            labels << tr("Pen %1 (%2)").arg(pen + 1).arg(tr("%1 pt").arg(worth))
                   << tr("Pen %1 (%2)").arg(pen + 1).arg(worth);
        }
        labels << named << QString::number(pen + 1);
        for (QString& l : labels)
            l += tick;
        const QString label = ui::firstThatFits(labels, pr.width() - 4, 11);
        fitText(p, QRectF(pr.left() + 2, pr.top(), pr.width() - 4, 15), label, Qt::AlignCenter, 11, false);
        QString tip =
            built ? tr("Pen %1: at most 4 dogs, at most 2 breeds; each row holds 2 dogs of one breed.")
                        .arg(pen + 1)
                  : tr("Pen %1 is not built yet: the City Hall builds it for %2 coins.")
                        .arg(pen + 1)
                        .arg(kPenCost);
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
            cards += QStringLiteral("%1%2\u00A0×%3") // "Helfer ×2", never "Helfer×2" nor "×2" alone on a line
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
    fewer.replace(QStringLiteral("\u00A0×1 "), QStringLiteral(" "));
    if (fewer.endsWith(QStringLiteral("\u00A0×1"))) fewer.chop(3);
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
        // The same in fewer words, for a kennel with little room (play test round 14, de 1024x700:
        // "Rundenende: 1 Gehege gefüttert · Lohn mit der Karte Helfer…").
        const std::array<QString, 6> kSalaryShort{QString(),
                                                  tr("wage paid", "round end, short"),
                                                  tr("wage: Helper card", "round end, short"),
                                                  tr("helper left", "round end, short"),
                                                  tr("helper rehired"),
                                                  tr("no helper")};
        const auto summary = [&](bool brief) {
            const RoundEnd& re = k.roundEnd;
            QString out = brief             ? tr("%n fed", "round end, short: pens fed", re.fedPens)
                          : re.fedPens == 1 ? tr("fed %n pen", nullptr, 1)
                                            : tr("fed %n pens", nullptr, re.fedPens);
            if (re.hungrySick)
                out += brief ? tr(" · %n sick", "round end, short", re.hungrySick)
                             : tr(" · %n fell sick", nullptr, re.hungrySick);
            if (re.hungryToFair)
                out += brief ? tr(" · %n to Fair", "round end, short", re.hungryToFair)
                             : tr(" · %n to the Fair", nullptr, re.hungryToFair);
            if (re.salary) out += QStringLiteral(" · ") + (brief ? kSalaryShort : kSalary)[ix(re.salary)];
            return tr("Round end: %1").arg(out);
        };
        p.setPen(ui::mutedTextColour());
        // It takes as many lines as the kennel has room for below; when they are too few, it says
        // the salary in fewer words, then its last words give way to "…" (the tooltip and the log
        // have them): "Round end:" stays, and no line is cut through (play test #15 saw both).
        const QString line = summary(false);
        const QRectF room(box.left() + pad, y, box.width() - 2 * pad, box.bottom() - 2 - y);
        QString shown = line;
        if (tall(shown) > room.height() + 0.5) shown = summary(true);
        if (tall(shown) > room.height() + 0.5) {
            QStringList words = shown.split(QLatin1Char(' '));
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

} // namespace dogtable::games::kennel
