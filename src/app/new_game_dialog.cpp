#include "new_game_dialog.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyleOptionComboBox>
#include <QTimer>
#include <QTranslator>
#include <QVBoxLayout>

#include <set>

#include "catalogue.h"
#include "dogtable/bots/bot.h"
#include "dogtable/ui/style.h"
#include "settings.h"
#include "theme.h"

namespace dogtable::app {

namespace {
/// The widest a variant's name is kept on one line beside its box (wider ones wrap).
constexpr int kOneLineLabel = 330;
struct StrengthLabel {
    const char* key;
    const char* label;
};
constexpr StrengthLabel kStrengths[] = {
    {"random", QT_TRANSLATE_NOOP("dogtable::app::NewGameDialog", "Random moves")},
    {"easy", QT_TRANSLATE_NOOP("dogtable::app::NewGameDialog", "Easy")},
    {"medium", QT_TRANSLATE_NOOP("dogtable::app::NewGameDialog", "Medium")},
    {"strong", QT_TRANSLATE_NOOP("dogtable::app::NewGameDialog", "Strong")},
};
// The default name of a seat ("Player %1") in English and in every language the app has.
const QStringList& defaultSeatPatterns() {
    static const QStringList patterns = [] {
        QStringList out{QStringLiteral("Player %1")};
        for (const QString& lang : i18n::languages()) {
            QTranslator catalogue;
            if (!catalogue.load(QStringLiteral(":/i18n/dogtable_%1.qm").arg(lang))) continue;
            const QString p = catalogue.translate("dogtable::app::NewGameDialog", "Player %1");
            if (!p.isEmpty() && !out.contains(p)) out << p;
        }
        return out;
    }();
    return patterns;
}

// A name the dialog offered for the seat ("Player 3"), not one the player typed. Remembered, it is
// offered again in today's language.
bool isDefaultSeatName(const QString& name, int seat) {
    const QString trimmed = name.trimmed();
    const QStringList& patterns = defaultSeatPatterns();
    return std::any_of(patterns.begin(), patterns.end(),
                       [&](const QString& p) { return trimmed == p.arg(seat + 1); });
}

// A value shown by its key ("first-game": English, where the key is the word) reads as words.
QString valueWords(QString text, const std::string& key) {
    if (text == QString::fromStdString(key)) text.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}
} // namespace

int defaultSeatNumber(const QString& name) {
    const QString trimmed = name.trimmed();
    for (const QString& p : defaultSeatPatterns()) {
        const qsizetype at = p.indexOf(QStringLiteral("%1"));
        if (at < 0) continue;
        const QString before = p.left(at);
        const QString after = p.mid(at + 2);
        if (trimmed.size() <= before.size() + after.size() || !trimmed.startsWith(before) ||
            !trimmed.endsWith(after))
            continue;
        const QString digits = trimmed.mid(before.size(), trimmed.size() - before.size() - after.size());
        bool ok = false;
        const int n = digits.toInt(&ok);
        if (ok && n >= 1 && digits == QString::number(n)) return n;
    }
    return 0;
}

QString defaultSeatName(int number) {
    return QCoreApplication::translate("dogtable::app::NewGameDialog", "Player %1").arg(number);
}

QString strengthName(const std::string& key) {
    for (const StrengthLabel& s : kStrengths)
        if (key == s.key)
            return QCoreApplication::translate("dogtable::app::NewGameDialog", s.label).toLower();
    return QString::fromStdString(key);
}

NewGameDialog::NewGameDialog(const AppContext& context, const QString& gameId, QWidget* parent)
    : QDialog(parent), m_context(context) {
    setWindowTitle(tr("New game"));
    setObjectName(QStringLiteral("newGameDialog"));
    m_rememberedNames = AppSettings::load().lastNames;
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(8); // four seats and Ciapki's variants in Portuguese fit a 700-pixel screen

    auto* top = new QFormLayout;
    m_game = new QComboBox(this);
    watchEscape(m_game);
    for (const GameInfo* g : context.playableGames())
        m_game->addItem(gameName(*g), qs(g->id));
    top->addRow(tr("Game"), m_game);
    m_blurb = new QLabel(this);
    m_blurb->setWordWrap(true);
    m_blurb->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    top->addRow(QString(), m_blurb);
    m_players = new QSpinBox(this);
    m_players->setObjectName(QStringLiteral("players"));
    top->addRow(tr("Players"), m_players);
    m_playersHint = new QLabel(this);
    m_playersHint->setObjectName(QStringLiteral("playersHint"));
    m_playersHint->setWordWrap(true);
    m_playersHint->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    top->addRow(QString(), m_playersHint);
    layout->addLayout(top);

    auto* seatsBox = new QGroupBox(tr("Seats"), this);
    m_seatGrid = new QGridLayout(seatsBox);
    m_seatGrid->setHorizontalSpacing(8);
    layout->addWidget(seatsBox);

    auto* variantsBox = new QGroupBox(tr("Variants"), this);
    variantsBox->setObjectName(QStringLiteral("variantsBox"));
    m_variantForm = new QFormLayout(variantsBox);
    m_variantForm->setVerticalSpacing(4);
    layout->addWidget(variantsBox);

    auto* seedForm = new QFormLayout;
    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(
        tr("The same seed and the same moves give the same dice and cards: handy to replay a game."));
    seedForm->addRow(tr("Seed (optional)"), m_seed);
    layout->addLayout(seedForm);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("setupProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #9b2d1f; font-weight: bold;"));
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the game"));
    m_buttons->button(QDialogButtonBox::Ok)->setProperty("accent", true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        rebuildSeats();
        rebuildVariants();
        if (!m_profiles.isEmpty()) setProfiles(m_profiles, m_profileColours); // the new seats offer them too
        refresh();
    });
    connect(m_players, &QSpinBox::valueChanged, this, [this] { refresh(); });
    connect(m_seed, &QLineEdit::textChanged, this, [this] { refresh(); });

    const int index = m_game->findData(gameId);
    m_game->setCurrentIndex(index >= 0 ? index : 0);
    rebuildSeats();
    rebuildVariants();
    refresh();
}

const GameInfo* NewGameDialog::game() const {
    return m_context.games.find(m_game->currentData().toString().toStdString());
}

void NewGameDialog::rebuildSeats() {
    for (auto& row : m_seats)
        for (QWidget* w :
             std::initializer_list<QWidget*>{row.token, row.name, row.kind, row.strength, row.team})
            delete w;
    m_seats.clear();
    const GameInfo* g = game();
    if (!g) return;
    m_blurb->setText(gameBlurb(*g));
    // What this game was last started with.
    const NewGameMemory memory = NewGameMemory::load(qs(g->id));
    const QSignalBlocker block(m_players);
    m_players->setRange(g->minPlayers, g->maxPlayers);
    m_players->setValue(memory.players > 0 ? std::clamp(memory.players, g->minPlayers, g->maxPlayers)
                                           : std::clamp(2, g->minPlayers, g->maxPlayers));
    for (int s = 0; s < g->maxPlayers; ++s) {
        SeatRow row{};
        row.token = new QLabel(this);
        row.token->setPixmap(theme::seatPixmap(s, 28));
        row.name = new QLineEdit(this);
        row.name->setObjectName(QStringLiteral("seatName%1").arg(s));
        row.name->setMaxLength(static_cast<int>(Match::kMaxNameLength)); // what a save file accepts
        const NewGameMemory::Seat* remembered =
            s < static_cast<int>(memory.seats.size()) ? &memory.seats[static_cast<std::size_t>(s)] : nullptr;
        const QString lastName = s < m_rememberedNames.size() ? m_rememberedNames[s].trimmed() : QString();
        if (remembered && !remembered->name.trimmed().isEmpty() && !isDefaultSeatName(remembered->name, s))
            row.name->setText(remembered->name);
        else if (!lastName.isEmpty() && !isDefaultSeatName(lastName, s))
            row.name->setText(lastName);
        else
            row.name->setText(tr("Player %1").arg(s + 1));
        // The offered name goes as soon as the player types: focus selects it.
        row.name->setProperty("seat", s);
        row.name->installEventFilter(this);
        row.kind = new QComboBox(this);
        row.kind->setObjectName(QStringLiteral("seatKind%1").arg(s));
        row.kind->addItem(tr("Human"), false);
        row.kind->addItem(tr("Computer"), true);
        row.kind->setCurrentIndex(remembered ? (remembered->computer ? 1 : 0) : (s == 0 ? 0 : 1));
        row.strength = new QComboBox(this);
        row.strength->setObjectName(QStringLiteral("seatStrength%1").arg(s));
        for (const auto& st : kStrengths)
            row.strength->addItem(tr(st.label), QString::fromLatin1(st.key));
        const int strength = remembered ? row.strength->findData(remembered->strength) : -1;
        row.strength->setCurrentIndex(strength >= 0 ? strength : 2);
        watchEscape(row.kind);
        watchEscape(row.strength);
        row.team = new QLabel(this);
        row.team->setMinimumWidth(60);
        m_seatGrid->addWidget(row.token, s, 0);
        m_seatGrid->addWidget(row.name, s, 1);
        m_seatGrid->addWidget(row.kind, s, 2);
        m_seatGrid->addWidget(row.strength, s, 3);
        m_seatGrid->addWidget(row.team, s, 4);
        connect(row.name, &QLineEdit::textChanged, this, [this] { refresh(); });
        connect(row.kind, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
        m_seats.push_back(row);
    }
    m_seatGrid->setColumnStretch(1, 1);
}

void NewGameDialog::rebuildVariants() {
    while (m_variantForm->rowCount() > 0)
        m_variantForm->removeRow(0);
    m_variants.clear();
    const GameInfo* g = game();
    auto* box = static_cast<QWidget*>(m_variantForm->parent());
    if (!g || g->variants.empty()) {
        m_variantForm->addRow(new QLabel(tr("This game has no variants."), box));
        return;
    }
    for (const VariantSpec& v : g->variants) {
        if (v.hidden) continue; // kept for older saves only
        QWidget* editor = nullptr;
        if (v.values == std::vector<std::string>{"0", "1"}) {
            // An on/off variant is a check box.
            auto* check = new QCheckBox(box);
            check->setChecked(v.defaultValue == "1");
            connect(check, &QCheckBox::toggled, this, [this] { refresh(); });
            editor = check;
        } else if (!v.values.empty()) {
            auto* combo = new QComboBox(box);
            // A long value ("Pies starts with 1 treat (standard)" in Polish) must not widen the dialog
            // past a small screen: the box shows some 26 characters, its list the whole value.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(26);
            for (const auto& value : v.values) {
                // The first player: "random" and seat numbers read as words (seat names follow in refresh()).
                QString text = v.name != "first"   ? valueWords(variantValue(*g, v, value), value)
                               : value == "random" ? tr("Random (drawn at the start)")
                                                   : tr("Seat %1").arg(qs(value));
                // Ciapki's solo difficulty is the number of treats Pies starts with (rules 6.6).
                if (v.name == "solo_treats") {
                    if (value == "0")
                        text = tr("Pies starts with 0 treats (easier)");
                    else if (value == "1")
                        text = tr("Pies starts with 1 treat (standard)");
                    else if (value == "2")
                        text = tr("Pies starts with 2 treats (harder)");
                }
                combo->addItem(text, qs(value));
            }
            combo->setCurrentIndex(std::max(0, combo->findData(qs(v.defaultValue))));
            // Its values whole beside a name kept on one line (with the style's frame and arrow).
            int longest = 0;
            for (int i = 0; i < combo->count(); ++i)
                longest = std::max(longest, combo->fontMetrics().horizontalAdvance(combo->itemText(i)));
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.frame = true;
            option.editable = false;
            const QSize whole = combo->style()->sizeFromContents(
                QStyle::CT_ComboBox, &option, QSize(longest + 4, combo->fontMetrics().height()), combo);
            combo->setMinimumWidth(std::min(whole.width(), 440));
            watchEscape(combo);
            // An open-ended variant (Ciapki's tile set) offers its named values here; a value of
            // another kind (a list of tile ids) comes from a save or the command line.
            connect(combo, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
            editor = combo;
        } else {
            auto* edit = new QLineEdit(qs(v.defaultValue), box);
            connect(edit, &QLineEdit::textChanged, this, [this] { refresh(); });
            editor = edit;
        }
        editor->setObjectName(QStringLiteral("variant_%1").arg(qs(v.name)));
        editor->setToolTip(variantHelp(*g, v));
        const QString labelText = v.name == "first"         ? tr("First player")
                                  : v.name == "solo_treats" ? tr("Solo difficulty")
                                                            : variantLabel(*g, v);
        auto* label = new QLabel(labelText, box);
        // A name keeps one line up to kOneLineLabel pixels (play test round 14: "Besondere
        // Starttricks", "Freier Platz (3 Spieler)" wrapped beside their boxes); a longer one wraps
        // instead of widening the dialog past a small screen.
        label->setWordWrap(true);
        label->setMinimumWidth(
            std::min(label->fontMetrics().horizontalAdvance(labelText) + 2, kOneLineLabel));
        label->setToolTip(variantHelp(*g, v));
        m_variantForm->addRow(label, editor);
        m_variants.emplace_back(v.name, editor);
    }
}

namespace {

const VariantSpec* findVariant(const GameInfo& g, const std::string& name) {
    for (const VariantSpec& v : g.variants)
        if (v.name == name) return &v;
    return nullptr;
}

} // namespace

QString NewGameDialog::variantUnused(const VariantSpec& v) const {
    const int players = m_players->value();
    if ((v.minPlayers > 0 && players < v.minPlayers) || (v.maxPlayers > 0 && players > v.maxPlayers)) {
        if (v.maxPlayers == 1) return tr("Only for the solo game (1 player).");
        if (v.minPlayers == v.maxPlayers) return tr("Only for games of %1 players.").arg(v.minPlayers);
        if (v.maxPlayers == 0) return tr("Only for games of %1 or more players.").arg(v.minPlayers);
        return tr("Only for games of %1 to %2 players.").arg(std::max(1, v.minPlayers)).arg(v.maxPlayers);
    }
    if (!v.needs.empty()) {
        for (const auto& [name, editor] : m_variants) {
            if (name != v.needs) continue;
            const auto* check = qobject_cast<const QCheckBox*>(editor);
            const GameInfo* g = game();
            const VariantSpec* needed = g ? findVariant(*g, name) : nullptr;
            if (check &&
                (!check->isChecked() || !check->isEnabled() || (needed && !variantUnused(*needed).isEmpty())))
                return tr("Only with “%1” on.")
                    .arg(needed ? qs(needed->label.empty() ? needed->name : needed->label) : qs(name));
        }
    }
    return {};
}

Expected<NewGameRequest> NewGameDialog::request() const {
    using R = Expected<NewGameRequest>;
    const GameInfo* g = game();
    if (!g) return R::failure(tr("Choose a game.").toStdString());
    NewGameRequest req;
    req.gameId = g->id;
    req.setup.players = m_players->value();
    std::set<QString> seen;
    for (int s = 0; s < req.setup.players && s < static_cast<int>(m_seats.size()); ++s) {
        const SeatRow& row = m_seats[static_cast<std::size_t>(s)];
        const QString name = row.name->text().trimmed();
        if (name.isEmpty()) return R::failure(tr("Seat %1 needs a name.").arg(s + 1).toStdString());
        if (!seen.insert(name.toCaseFolded()).second)
            return R::failure(
                tr("Two seats are called %1: give every player their own name.").arg(name).toStdString());
        SeatInfo seat;
        seat.name = name.toStdString();
        seat.computer = row.kind->currentData().toBool();
        seat.strength = row.strength->currentData().toString().toStdString();
        req.seats.push_back(seat);
        req.setup.names.push_back(seat.name);
    }
    for (const auto& [name, editor] : m_variants) {
        if (const VariantSpec* spec = findVariant(*g, name); spec && !variantUnused(*spec).isEmpty()) {
            req.setup.variants[name] = spec->defaultValue; // disabled: it does not apply
            continue;
        }
        if (auto* check = qobject_cast<QCheckBox*>(editor))
            req.setup.variants[name] = check->isChecked() ? "1" : "0";
        else if (auto* combo = qobject_cast<QComboBox*>(editor))
            req.setup.variants[name] = combo->currentData().toString().toStdString();
        else if (auto* edit = qobject_cast<QLineEdit*>(editor))
            req.setup.variants[name] = edit->text().trimmed().toStdString();
    }
    auto done = m_context.games.complete(g->id, req.setup);
    if (!done) return R::failure(done.error());
    req.setup = done.value();
    const QString seedText = m_seed->text().trimmed();
    if (seedText.isEmpty()) {
        req.seed = QRandomGenerator::global()->generate64();
    } else {
        bool ok = false;
        req.seed = seedText.toULongLong(&ok);
        if (!ok)
            return R::failure(
                tr("The seed must be a whole number (or empty for a random one).").toStdString());
    }
    return req;
}

QImage NewGameDialog::seatToken(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) return {};
    return m_seats[static_cast<std::size_t>(seat)].token->pixmap().toImage();
}

std::vector<QColor> NewGameDialog::gameSeatColours() {
    const GameInfo* g = game();
    if (!g) return {};
    if (m_colourViewId != g->id) {
        m_colourView.reset();
        m_colourViewId = g->id;
        if (const ui::ViewInfo* v = m_context.views.find(g->id)) m_colourView.reset(v->create(nullptr));
    }
    if (!m_colourView) return {};
    Setup setup;
    if (auto req = request())
        setup = req->setup;
    else
        setup.players = m_players->value(); // names still missing: the colours do not depend on them
    auto state = m_context.games.newGame(g->id, setup);
    if (!state) return {};
    return m_colourView->ownSeatColours(**state);
}

Expected<Match> NewGameDialog::createMatch() const {
    auto req = request();
    if (!req) return Expected<Match>::failure(req.error());
    return Match::create(m_context.games, req->gameId, req->setup, req->seats, req->seed);
}

void NewGameDialog::refresh() {
    // Ciapki's one-player game is the solo game against its automaton, Pies: said as what it is when
    // one player is chosen, as how to get it otherwise (play tester: with 2 players chosen the line
    // "1 player: solo game…" read as if the game were solo).
    const GameInfo* g = game();
    m_playersHint->setText(!g || g->id != "ciapki" ? QString()
                           : m_players->value() == 1
                               ? tr("A solo game against Pies, the automaton of the box.")
                               : tr("With 1 player: a solo game against Pies, the automaton of the box."));
    m_playersHint->setVisible(!m_playersHint->text().isEmpty());
    // More seats or variants need more room: the dialog grows (after the layout has caught up)
    // instead of squeezing its rows over each other; fewer give it back where the player has not
    // resized it (play test: Ciapki's solo game left an empty band above the buttons).
    QTimer::singleShot(0, this, [this] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        layout()->activate();
        QSize wanted = size().expandedTo(sizeHint());
        if (size() == m_fitted) wanted.setHeight(std::max(sizeHint().height(), minimumSizeHint().height()));
        if (wanted != size()) resize(wanted);
        m_fitted = wanted; // what was asked (a window's size may follow later)
    });
    for (int s = 0; s < static_cast<int>(m_seats.size()); ++s) {
        const bool shown = s < m_players->value();
        SeatRow& row = m_seats[static_cast<std::size_t>(s)];
        for (QWidget* w :
             std::initializer_list<QWidget*>{row.token, row.name, row.kind, row.strength, row.team})
            w->setVisible(shown);
        row.strength->setEnabled(row.kind->currentData().toBool());
        row.team->clear();
        const QString identity = seatIdentity(s);
        row.name->setToolTip(identity == QLatin1String("profile")
                                 ? tr("%1 plays under their profile: the game goes into their history.")
                                       .arg(row.name->text().trimmed())
                             : identity == QLatin1String("guest")
                                 ? tr("A guest (no profile has this name). Game ▸ Players… makes profiles.")
                                 : QString());
        QFont font = row.name->font();
        font.setItalic(identity == QLatin1String("guest") && !m_profiles.isEmpty());
        row.name->setFont(font);
    }
    // The tokens in the colours the seats will have: a profile's preference, as the game gives it
    // (GameHistory::seatLooks), the other seats the entries left.
    std::vector<int> preferences;
    for (int s = 0; s < std::min(m_players->value(), static_cast<int>(m_seats.size())); ++s) {
        int want = -1;
        if (seatIdentity(s) == QLatin1String("profile")) {
            const QString name = m_seats[static_cast<std::size_t>(s)].name->text().trimmed().toCaseFolded();
            for (int p = 0; p < m_profiles.size(); ++p)
                if (m_profiles[p].toCaseFolded() == name && p < m_profileColours.size())
                    want = m_profileColours[p];
        }
        preferences.push_back(want);
    }
    m_palette = ui::paletteFor(preferences);
    {
        // A game whose seats have colours of their own (Dog Kids' dogs) shows them, as its table will.
        const std::vector<QColor> own = gameSeatColours();
        const std::vector<QColor> before = ui::gameSeatColours();
        if (!own.empty()) ui::setGameSeatColours(own);
        const ui::SeatPaletteScope scope(own.empty() ? &m_palette : nullptr);
        for (int s = 0; s < static_cast<int>(m_palette.size()); ++s)
            m_seats[static_cast<std::size_t>(s)].token->setPixmap(theme::seatPixmap(s, 28));
        if (!own.empty()) ui::setGameSeatColours(before);
    }
    // A variant that does not apply to this setup (Dog Kids' solo seat with 2 players, Ciapki's first
    // player in the solo game) is disabled and says why.
    if (const GameInfo* g = game())
        for (const auto& [name, editor] : m_variants) {
            const VariantSpec* spec = findVariant(*g, name);
            if (!spec) continue;
            const QString why = variantUnused(*spec);
            QString tip = why.isEmpty() ? qs(spec->help) : why;
            if (why.isEmpty() && name == "solo_treats")
                tip = tr("How many treats Pies starts with: fewer is easier.");
            if (why.isEmpty() && name == "tiles")
                // Only the named values are offered here (other values come from saves and dogtable-cli).
                tip = tr("Howl and Roll Over plus one tile per colour: the first-game set, a recommended set "
                         "or a random one.");
            editor->setEnabled(why.isEmpty());
            editor->setToolTip(tip);
            if (QWidget* label = m_variantForm->labelForField(editor)) {
                label->setEnabled(why.isEmpty());
                label->setToolTip(tip);
            }
        }
    // The first-player choice names the seats and offers only the seats in play.
    if (auto* first = findChild<QComboBox*>(QStringLiteral("variant_first"))) {
        auto* model = qobject_cast<QStandardItemModel*>(first->model());
        for (int i = 0; i < first->count(); ++i) {
            bool isSeat = false;
            const int seat = first->itemData(i).toString().toInt(&isSeat);
            if (!isSeat || seat < 1) continue;
            const QString name = seat <= static_cast<int>(m_seats.size())
                                     ? m_seats[static_cast<std::size_t>(seat - 1)].name->text().trimmed()
                                     : QString();
            first->setItemText(i, name.isEmpty() ? tr("Seat %1").arg(seat)
                                                 : tr("Seat %1: %2").arg(seat).arg(name));
            // A seat not in play is not listed (a greyed "Seat 4" in a 2-player game read as a choice).
            const bool inPlay = seat <= m_players->value();
            if (model && model->item(i)) model->item(i)->setEnabled(inPlay);
            if (auto* list = qobject_cast<QListView*>(first->view())) list->setRowHidden(i, !inPlay);
            if (!inPlay && first->currentIndex() == i) first->setCurrentIndex(0);
        }
    }
    auto req = request();
    m_problem->setText(req ? QString() : qs(req.error()));
    m_problem->setVisible(!req);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(req.ok());
    if (!req) return;
    // Teams as the game forms them (the rules decide; the dialog only shows it).
    auto state = m_context.games.newGame(req->gameId, req->setup);
    if (!state) return;
    bool teams = false;
    for (Seat s = 0; s < req->setup.players; ++s)
        teams = teams || state.value()->teamOf(s) != s;
    if (!teams) return;
    for (Seat s = 0; s < req->setup.players; ++s)
        m_seats[static_cast<std::size_t>(s)].team->setText(tr("Team %1").arg(state.value()->teamOf(s) + 1));
}

void NewGameDialog::selectGame(const QString& id) {
    m_game->setCurrentIndex(std::max(0, m_game->findData(id)));
}

void NewGameDialog::setPlayers(int n) {
    m_players->setValue(n);
}

void NewGameDialog::setSeat(int seat, const QString& name, bool computer, const QString& strength) {
    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) return;
    SeatRow& row = m_seats[static_cast<std::size_t>(seat)];
    row.name->setText(name);
    row.kind->setCurrentIndex(computer ? 1 : 0);
    row.strength->setCurrentIndex(std::max(0, row.strength->findData(strength)));
    refresh();
}

void NewGameDialog::setVariant(const QString& name, const QString& value) {
    for (const auto& [key, editor] : m_variants) {
        if (qs(key) != name) continue;
        if (auto* check = qobject_cast<QCheckBox*>(editor))
            check->setChecked(value == QLatin1String("1"));
        else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            if (combo->findData(value) < 0 && !value.isEmpty()) combo->addItem(value, value); // tile ids
            combo->setCurrentIndex(combo->findData(value));
        } else if (auto* edit = qobject_cast<QLineEdit*>(editor))
            edit->setText(value);
    }
    refresh();
}

void NewGameDialog::setSeed(const QString& seed) {
    m_seed->setText(seed);
}

void NewGameDialog::setProfiles(const QStringList& names, const QList<int>& colours) {
    m_profiles = names;
    m_profileColours = colours;
    for (SeatRow& row : m_seats) {
        auto* completer = new QCompleter(m_profiles, row.name);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
        row.name->setCompleter(completer);
    }
    refresh();
}

QString NewGameDialog::seatIdentity(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(m_seats.size())) return {};
    const SeatRow& row = m_seats[static_cast<std::size_t>(seat)];
    if (row.kind->currentData().toBool()) return {};
    const QString name = row.name->text().trimmed().toCaseFolded();
    for (const QString& p : m_profiles)
        if (p.toCaseFolded() == name) return QStringLiteral("profile");
    return QStringLiteral("guest");
}

QString NewGameDialog::playersHint() const {
    return m_playersHint->isHidden() ? QString() : m_playersHint->text();
}

void NewGameDialog::accept() {
    if (const GameInfo* g = game()) {
        NewGameMemory memory;
        memory.players = m_players->value();
        for (const SeatRow& row : m_seats)
            memory.seats.push_back(NewGameMemory::Seat{row.name->text().trimmed(),
                                                       row.kind->currentData().toBool(),
                                                       row.strength->currentData().toString()});
        memory.save(qs(g->id));
    }
    QDialog::accept();
}

void NewGameDialog::watchEscape(QComboBox* combo) {
    combo->installEventFilter(this);
    combo->view()->installEventFilter(this);
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusIn)
        if (auto* name = qobject_cast<QLineEdit*>(watched); name && name->property("seat").isValid()) {
            // After the click that gave the focus has placed the cursor.
            if (isDefaultSeatName(name->text(), name->property("seat").toInt()))
                QTimer::singleShot(0, name, [name] { name->selectAll(); });
        }
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            // The list (or the drop-down itself) takes the Escape: the list closes, the dialog stays.
            QComboBox* combo = qobject_cast<QComboBox*>(watched);
            for (QObject* o = watched; !combo && o; o = o->parent())
                combo = qobject_cast<QComboBox*>(o);
            if (combo && event->type() == QEvent::KeyPress) {
                combo->hidePopup();
                return true;
            }
            if (combo) {
                event->accept();
                return true;
            }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        for (QWidget* w = focusWidget(); w; w = w->parentWidget())
            if (auto* combo = qobject_cast<QComboBox*>(w)) {
                combo->hidePopup(); // Escape in a drop-down is for the drop-down only
                return;
            }
    }
    QDialog::keyPressEvent(event);
}

QString NewGameDialog::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString NewGameDialog::teamText(int seat) const {
    return seat >= 0 && seat < static_cast<int>(m_seats.size())
               ? m_seats[static_cast<std::size_t>(seat)].team->text()
               : QString();
}

QStringList NewGameDialog::names() const {
    QStringList out;
    for (const auto& row : m_seats)
        out << row.name->text().trimmed();
    return out;
}

} // namespace dogtable::app
