// DOGS (kennel) — the table's art: coat colours, area colours, dog tokens and cards.
#pragma once

#include <QColor>
#include <QString>

#include <array>
#include <string_view>

#include "dogtable/ui/style.h"
#include "kennel/rules/kennel_state.h"

namespace dogtable::games::kennel {

namespace kennel_art {
constexpr std::size_t ix(int v) {
    return static_cast<std::size_t>(v);
}

// Coat colours of the twelve breeds (always drawn with the breed's three-letter name).
inline QColor coat(int breed) {
    static const std::array<QColor, kBreeds> kCoats{QColor("#C98B4B"), QColor("#9C7A5B"), QColor("#3B3030"),
                                                    QColor("#D9B38C"), QColor("#E3B448"), QColor("#6E7F9A"),
                                                    QColor("#2F2F2F"), QColor("#E8C77A"), QColor("#F4F4F0"),
                                                    QColor("#7A5230"), QColor("#F2D7E0"), QColor("#B5562C")};
    return kCoats[ix(breed)];
}
// The ink on a coat (a token's breed name and silhouette) is the table kit's: dark or white by
// contrast (play tester D: white "GLD" on the gold coat read at 1.9:1; text needs 4.5:1).
using ui::inkOn;
inline QColor cityTint() {
    return QColor("#DCE7F5");
}
inline QColor countryTint() {
    return QColor("#DDEFD8");
}
inline QColor cityEdge() {
    return QColor("#2E86DE");
}
inline QColor countryEdge() {
    return QColor("#27AE60");
}

inline QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}
inline QString breedQ(int b) {
    return QString::fromStdString(breedWord(b));
}

inline QString tokenTip(int t) {
    return QString::fromStdString(tokenHelp(t));
}
} // namespace kennel_art

} // namespace dogtable::games::kennel
