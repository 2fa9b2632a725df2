// The panel beside the table: whose turn it is, the players, and the game log as the viewer may read it.
#pragma once

#include <QWidget>

#include "dogtable/core/match.h"
#include "log_rows.h"

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace dogtable::app {

class SidePanel : public QWidget {
    Q_OBJECT
public:
    explicit SidePanel(QWidget* parent = nullptr);
    /// Shows `match` as `viewer` may read it (kNoSeat: public lines only).
    void showMatch(const Match& match, const QString& gameName, Seat viewer, bool thinking);
    void clear();
    /// The profiles' avatars per seat ("" for none), shown beside the players' names.
    void setAvatars(const QStringList& avatars);
    [[nodiscard]] QListWidget* logList() const { return m_log; }
    /// A log row that tells what else a move did (income paid, a card turned): drawn indented under
    /// its line, every wrapped line of it too (play test: DOGS' long notes wrapped to the far left).
    static constexpr int kNoteRole = logrows::kNoteRole;
    /// A log line of a move made after a hint, marked: "… (hint used)", or inside the line's own
    /// closing parenthesis ("… (turlaj się; hint used)"), never two in a row. The replay's log too.
    [[nodiscard]] static QString withHintNote(const QString& line);
    [[nodiscard]] QString turnText() const;
    [[nodiscard]] QPushButton* undoButton() const { return m_undo; }
    [[nodiscard]] QPushButton* redoButton() const { return m_redo; }
    [[nodiscard]] QPushButton* rulesButton() const { return m_rules; }
    [[nodiscard]] QPushButton* hintButton() const { return m_hint; }
    /// The live element screen readers hear: each new log line and each change of turn, once.
    [[nodiscard]] QLabel* announcement() const { return m_announce; }
    /// Text and tokens larger by `zoom` (1.0 .. 2.0; View ▸ Zoom).
    void setZoom(double zoom);
    [[nodiscard]] double zoom() const { return m_zoom; }
    /// Takes the colours of the theme in use (standard or high contrast).
    void applyTheme();
    /// How many announcements were made (tests).
    [[nodiscard]] int announcementCount() const { return m_announced; }

    /// Says `text` to screen readers through the live element (a guided game's caption).
    void announce(const QString& text);

private:
    void showPlayers(const Match& match, Seat turn);
    struct PlayerRow {
        QWidget* row;
        QLabel* token;
        QLabel* avatar;
        QLabel* name;
    };
    QStringList m_avatars;
    std::vector<PlayerRow> m_playerRows;
    std::string m_playersKey; // game and seats the rows were made for
    QLabel* m_game;
    QLabel* m_turnToken;
    QLabel* m_turn;
    QWidget* m_players;
    QListWidget* m_log;
    QPushButton* m_undo;
    QPushButton* m_redo;
    QPushButton* m_rules;
    QPushButton* m_hint;
    Seat m_logViewer = kNoSeat - 1; // forces the first rebuild
    std::size_t m_logCount = 0;
    std::string m_logGame;
    // The setup run at the head of the log, shown as one line (GameState::describeSetupRun).
    QListWidgetItem* m_runItem = nullptr;
    int m_runKind = -1;
    QStringList m_runLines;
    bool m_runClosed = false; // a player has acted: no later entry joins a setup run
    QLabel* m_announce;
    std::vector<QLabel*> m_headings;
    double m_zoom = 1.0;
    QString m_announcedTurn; // the turn last announced (each change once)
    int m_announced = 0;
};

} // namespace dogtable::app
