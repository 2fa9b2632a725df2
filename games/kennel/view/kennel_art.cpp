// DOGS (kennel) — the table's art: dog tokens and cards.
#include <QPainter>

#include <algorithm>

#include "dogtable/ui/style.h"
#include "kennel/view/kennel_art.h"
#include "kennel/view/kennel_table.h"

namespace dogtable::games::kennel {

using namespace kennel_art;

// The three letters written on a small dog token, in the players' language.
QString KennelTable::breedMark(int breed) {
    static constexpr std::array<const char*, kBreeds> kMarks{
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "BEA"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "MUT"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "ROT"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "BUL"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "GLD"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "YOR"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "COL"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "LAB"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "DAL"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "GSD"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "POO"),
        QT_TRANSLATE_NOOP("dogtable::games::kennel::KennelTable", "STB")};
    return KennelTable::tr(kMarks[static_cast<std::size_t>(breed)]);
}

void KennelTable::paintDogToken(QPainter& p, const QRectF& r, int breed, int mark, bool dim) const {
    if (m_collect != nullptr) return; // laying out: a token is no item of its own
    p.save();
    // Dimmed (out of reach, not in this game): a washed-out coat and a dashed edge, the breed still
    // written in full-strength ink so it stays readable.
    QColor fill = coat(breed);
    if (dim)
        fill = QColor::fromRgbF(fill.redF() * 0.35 + 0.65, fill.greenF() * 0.35 + 0.65,
                                fill.blueF() * 0.35 + 0.65);
    p.setPen(QPen(areaOf(breed) == Area::City ? cityEdge() : countryEdge(), std::max(1.5, r.width() * 0.07),
                  dim ? Qt::DashLine : Qt::SolidLine));
    p.setBrush(fill);
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    if (r.width() < 34) { // small: the breed's short name fills the token
        QFont f = ui::uiFont(11, true);
        f.setStretch(QFont::ExtraCondensed); // three letters in a small token, never below 11 px
        p.setFont(f);
        p.setPen(inkOn(fill));
        p.drawText(r, Qt::AlignCenter, breedMark(breed));
    } else {
        // A small ear-and-head silhouette in the upper part, the breed's short name below.
        const QRectF head(r.center().x() - r.width() * 0.16, r.top() + r.height() * 0.12, r.width() * 0.32,
                          r.height() * 0.28);
        p.setPen(Qt::NoPen);
        p.setBrush(inkOn(fill));
        p.drawEllipse(head);
        p.drawEllipse(QRectF(head.left() - head.width() * 0.28, head.top() - head.height() * 0.1,
                             head.width() * 0.4, head.height() * 0.7));
        p.drawEllipse(QRectF(head.right() - head.width() * 0.12, head.top() - head.height() * 0.1,
                             head.width() * 0.4, head.height() * 0.7));
        p.setPen(inkOn(fill));
        fitText(p, QRectF(r.left() + 1, r.top() + r.height() * 0.42, r.width() - 2, r.height() * 0.54),
                breedMark(breed), Qt::AlignCenter, std::max(11.0, r.height() * 0.36), true);
    }
    if (mark == static_cast<int>(Mark::Sick) || mark == static_cast<int>(Mark::Lost)) {
        const double d = std::max(12.0, r.width() * 0.42);
        const QRectF badge(r.right() - d * 0.7, r.top() - d * 0.3, d, d);
        p.setPen(QPen(Qt::white, 1.5));
        // Sick: a red cross; lost: a gold coin, the reward its rescue pays (play test: a "?" read as
        // "not known yet", and after an undo as a secret shown again).
        const bool sick = mark == static_cast<int>(Mark::Sick);
        p.setBrush(sick ? QColor("#C0392B") : QColor("#B7860B"));
        p.drawEllipse(badge);
        p.setPen(Qt::white);
        fitText(p, badge, sick ? QStringLiteral("+") : QStringLiteral("$"), Qt::AlignCenter,
                std::max(11.0, d * 0.75), true);
    }
    p.restore();
}

void KennelTable::paintCard(QPainter& p, const QRectF& r, int card) const {
    if (m_collect != nullptr) return;
    p.save();
    if (card < 0) {
        p.setPen(QPen(ui::mutedTextColour(), 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r, 5, 5);
        p.restore();
        return;
    }
    const bool resource = isResourceCard(card);
    p.setPen(QPen(QColor("#5B4A3A"), 1.2));
    p.setBrush(resource ? QColor("#FFF6E0") : QColor("#E8F0FF"));
    p.drawRoundedRect(r, 5, 5);
    // Pictogram: a coloured disc with a letter (F food, M medicine, G gas, $ coins, ★ special).
    // The pictogram and the words grow with the card (bounded: the market's rows grow with the
    // board, play tester D found them small at 1920x1080).
    const double d = std::clamp(r.height() * 0.6, 18.0, 28.0);
    const QRectF pic(r.left() + 3, r.top() + (r.height() - d) / 2, d, d);
    static const std::array<QColor, 4> kResColour{QColor("#B9770E"), QColor("#C0392B"), QColor("#2C3E50"),
                                                  QColor("#D4AC0D")};
    const std::array<QString, 4> kResLetter{tr("F", "food pictogram"), tr("M", "medicine pictogram"),
                                            tr("G", "gas pictogram"), QStringLiteral("$")};
    p.setPen(Qt::NoPen);
    p.setBrush(resource ? kResColour[static_cast<std::size_t>(cardResource(card))] : QColor("#34495E"));
    p.drawEllipse(pic);
    p.setPen(Qt::white);
    fitText(p, pic, resource ? kResLetter[static_cast<std::size_t>(cardResource(card))] : QStringLiteral("★"),
            Qt::AlignCenter, std::clamp(d * 0.6, 11.0, 16.0), true);
    p.setPen(ui::textColour());
    fitText(p, QRectF(pic.right() + 3, r.top(), r.width() - pic.width() - 8, r.height()), qs(cardWord(card)),
            Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, std::clamp(r.height() * 0.32, 11.0, 15.0),
            false);
    p.restore();
}

} // namespace dogtable::games::kennel
