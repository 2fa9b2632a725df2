#include "theme.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QPalette>
#include <QSvgRenderer>

#include "dogtable/ui/style.h"

namespace dogtable::app::theme {

QColor window() {
    return QColor("#f6efe2");
}
QColor surface() {
    return QColor("#fffaf1");
}
QColor accent() {
    return QColor("#c8643b");
}
QColor accentDark() {
    return QColor("#8a3f22");
}
QColor border() {
    return QColor("#dccbb0");
}

namespace {
/// The colours of the app's palette: both looks fill the same roles.
struct PaletteColours {
    QColor window, text, base, alternateBase, button, highlight, highlightedText, toolTipBase, placeholder,
        disabledText;
};

/// Sets the palette (every text role in `c.text`), the font and the icon of the app.
void applyPalette(QApplication& app, const PaletteColours& c) {
    QPalette pal = app.palette();
    pal.setColor(QPalette::Window, c.window);
    pal.setColor(QPalette::WindowText, c.text);
    pal.setColor(QPalette::Base, c.base);
    pal.setColor(QPalette::AlternateBase, c.alternateBase);
    pal.setColor(QPalette::Text, c.text);
    pal.setColor(QPalette::Button, c.button);
    pal.setColor(QPalette::ButtonText, c.text);
    pal.setColor(QPalette::Highlight, c.highlight);
    pal.setColor(QPalette::HighlightedText, c.highlightedText);
    pal.setColor(QPalette::ToolTipBase, c.toolTipBase);
    pal.setColor(QPalette::ToolTipText, c.text);
    pal.setColor(QPalette::PlaceholderText, c.placeholder);
    for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText})
        pal.setColor(QPalette::Disabled, role, c.disabledText);
    app.setPalette(pal);
    app.setFont(ui::uiFont(14));
    app.setWindowIcon(appIcon());
}

/// The high-contrast look (Settings): every text pair from ui::highContrastColours(), black on
/// white with black outlines, a thick focus frame (the legal glow's orange: 3:1 on white, black
/// and the accent alike).
void applyHighContrast(QApplication& app) {
    const ui::ThemeColours& c = ui::highContrastColours();
    applyPalette(app, {c.window, c.text, c.panel, c.recentRow, c.button, c.accent, c.onAccent, c.panel,
                       c.mutedText, c.disabledText});
    const auto n = [](const QColor& col) { return col.name(); };
    app.setStyleSheet(QStringLiteral(R"(
QPushButton { background: %1; color: %2; border: 2px solid %3; border-radius: 7px; padding: 6px 14px; min-height: 20px; }
QPushButton:hover { background: %4; }
QPushButton:focus { border: 3px solid %5; }
QPushButton:disabled { color: %6; border-color: %6; }
QPushButton[accent="true"] { background: %5; color: %7; border-color: %3; font-weight: bold; }
QLineEdit, QSpinBox, QComboBox { background: %1; color: %2; border: 2px solid %3; border-radius: 5px; padding: 3px 6px; min-height: 22px; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border: 3px solid %5; }
QComboBox QAbstractItemView { background: %1; color: %2; selection-background-color: %5; selection-color: %7; }
QListWidget, QTextBrowser, QTableWidget { background: %1; color: %2; border: 2px solid %3; border-radius: 6px; }
QListWidget::item:selected, QTableWidget::item:selected { background: %5; color: %7; }
QGroupBox { border: 2px solid %3; border-radius: 8px; margin-top: 14px; padding-top: 8px; font-weight: bold; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: %2; }
QStatusBar { background: %1; color: %2; border-top: 2px solid %3; }
QMenuBar { background: %1; color: %2; }
QMenuBar::item:selected, QMenu::item:selected { background: %5; color: %7; }
QHeaderView::section { background: %1; color: %2; border: none; border-bottom: 2px solid %3; padding: 4px 8px; font-weight: bold; }
QToolTip { background: %1; color: %2; border: 2px solid %3; }
dogtable--ui--GameView QCheckBox, dogtable--ui--GameView QLabel { color: %8; }
QPushButton:focus, QPushButton[accent="true"]:focus { border: 4px solid %9; }
)")
                          .arg(n(c.button), n(c.text), n(c.buttonBorder), n(c.turnRow), n(c.accent),
                               n(c.disabledText), n(c.onAccent), n(c.textOnTable), n(c.legal)));
}
} // namespace

void apply(QApplication& app) {
    if (ui::highContrast()) {
        applyHighContrast(app);
        return;
    }
    applyPalette(app, {window(), ui::textColour(), surface(), QColor("#f3e7d3"), QColor("#efe2cc"), accent(),
                       QColor(Qt::white), QColor("#fff6e0"), ui::mutedTextColour(), QColor("#9a9088")});
    app.setStyleSheet(QStringLiteral(R"(
QPushButton { background: #efe2cc; border: 1px solid #cdb893; border-radius: 7px; padding: 6px 14px; min-height: 20px; }
QPushButton:hover { background: #f6ead6; border-color: #c8643b; }
QPushButton:pressed { background: #e3d2b4; }
QPushButton:disabled { color: #9a9088; background: #f1e9dc; border-color: #e0d4c0; }
QPushButton[accent="true"] { background: #c8643b; color: white; border-color: #a65030; font-weight: bold; }
QPushButton[accent="true"]:hover { background: #d6754b; }
QPushButton[accent="true"]:disabled { background: #e1b8a4; color: #fff6ef; }
QPushButton:focus, QPushButton[accent="true"]:focus { border: 3px solid #141414; }
QLineEdit, QSpinBox, QComboBox { background: #fffaf1; border: 1px solid #cdb893; border-radius: 5px; padding: 3px 6px; min-height: 22px; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border-color: #c8643b; }
QComboBox { padding-right: 24px; }
QComboBox::drop-down { subcontrol-origin: padding; subcontrol-position: top right; width: 22px; border: none; border-left: 1px solid #e3d4ba; }
QComboBox::down-arrow { image: url(:/icons/arrow-down.svg); width: 11px; height: 7px; }
QComboBox QAbstractItemView { background: #fffaf1; selection-background-color: #f1c9b3; selection-color: #202020; }
QSpinBox { padding-right: 22px; }
QSpinBox::up-button { subcontrol-origin: border; subcontrol-position: top right; width: 20px; border-left: 1px solid #e3d4ba; }
QSpinBox::down-button { subcontrol-origin: border; subcontrol-position: bottom right; width: 20px; border-left: 1px solid #e3d4ba; }
QSpinBox::up-button:hover, QSpinBox::down-button:hover { background: #f6ead6; }
QSpinBox::up-arrow { image: url(:/icons/arrow-up.svg); width: 9px; height: 6px; }
QSpinBox::down-arrow { image: url(:/icons/arrow-down.svg); width: 9px; height: 6px; }
QListWidget, QTextBrowser, QTableWidget { background: #fffaf1; border: 1px solid #dccbb0; border-radius: 6px; }
QListWidget::item:selected, QTableWidget::item:selected { background: #f1c9b3; color: #202020; }
QGroupBox { border: 1px solid #dccbb0; border-radius: 8px; margin-top: 14px; padding-top: 8px; font-weight: bold; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #8a3f22; }
QStatusBar { background: #efe2cc; border-top: 1px solid #dccbb0; }
QMenuBar { background: #efe2cc; }
QMenuBar::item:selected { background: #f1c9b3; }
QMenu::item:selected { background: #f1c9b3; color: #202020; }
QHeaderView::section { background: #efe2cc; border: none; border-bottom: 1px solid #dccbb0; padding: 4px 8px; font-weight: bold; }
QToolTip { border: 1px solid #cdb893; }
)"));
}

QIcon appIcon() {
    QIcon icon;
    for (int s : {16, 24, 32, 48, 64, 128, 256})
        icon.addPixmap(svgPixmap(QStringLiteral(":/icons/dogtable.svg"), {s, s}));
    return icon;
}

QPixmap svgPixmap(const QString& resource, const QSize& size, qreal devicePixelRatio) {
    QPixmap pm(size * devicePixelRatio);
    pm.setDevicePixelRatio(devicePixelRatio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(QPointF(0, 0), QSizeF(size));
    QSvgRenderer svg;
    if (QFile::exists(resource) && svg.load(resource) && svg.isValid()) {
        svg.render(&p, box);
    } else {
        p.setPen(QPen(border(), 2));
        p.setBrush(QColor("#efe2cc"));
        p.drawRoundedRect(box.adjusted(1, 1, -1, -1), 12, 12);
    }
    return pm;
}

QPixmap seatPixmap(int seat, int size, bool computer) {
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const double r = size / 2.0 - 2.0;
    ui::drawSeatToken(p, QPointF(size / 2.0, size / 2.0), r, seat);
    if (computer) {
        // A small screen badge at the bottom right: the seat is played by the computer.
        const QRectF badge(size * 0.58, size * 0.62, size * 0.40, size * 0.34);
        p.setPen(QPen(QColor("#1d1d1d"), 1.2));
        p.setBrush(QColor("#fdfdfd"));
        p.drawRoundedRect(badge, 2, 2);
        p.setBrush(QColor("#2e86de"));
        p.drawRect(badge.adjusted(2.5, 2.5, -2.5, -2.5));
    }
    return pm;
}

} // namespace dogtable::app::theme
