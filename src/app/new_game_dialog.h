// The new-game dialog: game, player count, one row per seat (name, human/computer, strength, team),
// every variant of the game, and an optional seed. It checks the setup with the game's own
// validation (GameRegistry::complete) and shows why a setup is refused.
#pragma once

#include <QDialog>

#include <QColor>

#include <memory>
#include <optional>

#include "app_context.h"
#include "dogtable/core/match.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace dogtable::app {

/// The seat number N of a default seat name ("Player N" in English or in any language the app
/// has: "Gracz 2", "Jogador 2", "Spieler 2"), or 0 for a name a player typed.
int defaultSeatNumber(const QString& name);
/// The default name of seat `number` (from 1) in today's language.
QString defaultSeatName(int number);

struct NewGameRequest {
    std::string gameId;
    Setup setup;
    std::vector<SeatInfo> seats;
    std::uint64_t seed = 0;
};

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const AppContext& context, const QString& gameId, QWidget* parent = nullptr);

    /// The request as the dialog stands, or the reason it cannot be played.
    [[nodiscard]] Expected<NewGameRequest> request() const;
    /// Makes the match (error: why not).
    [[nodiscard]] Expected<Match> createMatch() const;

    // For tests and scripts.
    void selectGame(const QString& id);
    void setPlayers(int n);
    void setSeat(int seat, const QString& name, bool computer,
                 const QString& strength = QStringLiteral("medium"));
    void setVariant(const QString& name, const QString& value);
    void setSeed(const QString& seed);
    /// Offers the profiles' names for every seat (typed names that are none play as guests).
    /// The profiles offered for the seats, with their colour preferences (-1: none; same order).
    void setProfiles(const QStringList& names, const QList<int>& colours = {});
    /// The palette entry each seat's token shows: the colour the seat will get in the game.
    [[nodiscard]] std::vector<int> seatColours() const { return m_palette; }
    /// The token drawn beside a seat's name (in the game's own seat colours where it has them).
    [[nodiscard]] QImage seatToken(int seat) const;
    /// "profile" or "guest" for a person's seat as typed now ("" for a computer).
    [[nodiscard]] QString seatIdentity(int seat) const;
    [[nodiscard]] QString problem() const;
    /// The team shown for a seat ("" when the game has no teams in this setup).
    [[nodiscard]] QString teamText(int seat) const;
    /// The names typed, for the next dialog.
    [[nodiscard]] QStringList names() const;
    /// The hint under the player count ("1 player: solo game against Pies" for Ciapki; "" when none).
    [[nodiscard]] QString playersHint() const;

    /// Starting remembers the setup of this game (player count, seats) for the next dialog.
    void accept() override;

protected:
    /// Escape closes an open drop-down list, never the whole dialog with it.
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct SeatRow {
        QLabel* token;
        QLineEdit* name;
        QComboBox* kind;
        QComboBox* strength;
        QLabel* team;
    };
    void rebuildVariants();
    /// Why `v` does not apply to the setup as chosen now (the number of players, another variant),
    /// empty when it applies.
    [[nodiscard]] QString variantUnused(const VariantSpec& v) const;
    void rebuildSeats();
    void watchEscape(QComboBox* combo);
    void refresh();
    [[nodiscard]] const GameInfo* game() const;
    /// The colours the game gives its seats itself for the setup as chosen (Dog Kids: the dogs'),
    /// empty for a game drawn in the players' palette (GameView::ownSeatColours).
    [[nodiscard]] std::vector<QColor> gameSeatColours();

    const AppContext& m_context;
    std::unique_ptr<ui::GameView> m_colourView; // the chosen game's table, never shown: its colours
    std::string m_colourViewId;
    QStringList m_profiles;
    QList<int> m_profileColours;
    std::vector<int> m_palette;
    QSize m_fitted; // the size refresh() gave the dialog last (the player has not resized it since)
    QComboBox* m_game;
    QLabel* m_blurb;
    QSpinBox* m_players;
    QLabel* m_playersHint;
    QGridLayout* m_seatGrid;
    std::vector<SeatRow> m_seats;
    QFormLayout* m_variantForm;
    std::vector<std::pair<std::string, QWidget*>> m_variants;
    QLineEdit* m_seed;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QStringList m_rememberedNames;
};

} // namespace dogtable::app
