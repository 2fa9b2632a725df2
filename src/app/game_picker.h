// The first page: the Continue list (every unfinished game, newest first), one card per game
// (cover, name, one-line description, player count), and the finished games kept in the library.
#pragma once

#include <QFrame>
#include <QWidget>

#include <functional>

#include "app_context.h"

class QBoxLayout;
class QLabel;
class QPushButton;
class QGridLayout;
class QVBoxLayout;

namespace dogtable::app {

class GameCard : public QFrame {
    Q_OBJECT
public:
    GameCard(const GameInfo& info, const QString& cover, QWidget* parent = nullptr);
    [[nodiscard]] const std::string& gameId() const { return m_id; }
    /// Sets the card's width (the cover is redrawn to fit).
    void setCardWidth(int width);
    /// True when the game has a guided first game ("Learn to play").
    [[nodiscard]] bool hasLearn() const;
    /// A card without "Learn to play" keeps the button's room empty, so that its buttons line up
    /// with those of its row's cards that have one.
    void reserveLearnRow(bool reserve);

signals:
    void newGame(const QString& id);
    void rules(const QString& id);
    void learn(const QString& id);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    std::string m_id;
    QString m_cover;
    QLabel* m_art;
    QBoxLayout* m_buttons; // New game and Rules: a row, or a column in a narrow card
    QPushButton* m_play;
    QPushButton* m_rules;
    QPushButton* m_learn;
};

/// A saved game as the picker lists it.
struct SavedGameRow {
    QString path;
    QString title;  // "Dig — Ania, Bartek"
    QString detail; // "42 moves · last move 26/11/2026 10:40"
};

/// A list of saved games, newest first, whose rows are made only when they are shown: `row(i)` for
/// 0 <= i < size (a player with hundreds of saved games sees five of each list at first).
struct SavedGameList {
    qsizetype size = 0;
    std::function<SavedGameRow(qsizetype)> row;
    SavedGameList() = default;
    /// A list whose rows are all made already.
    SavedGameList(QList<SavedGameRow> rows); // NOLINT(google-explicit-constructor): a list is one
};

class GamePicker : public QWidget {
    Q_OBJECT
public:
    /// Saved games listed at first in each list (the newest); "Show all" lists the rest.
    static constexpr int kRowsShown = 5;
    explicit GamePicker(const AppContext& context, QWidget* parent = nullptr);
    /// The Continue list (unfinished games) and the finished games; empty lists hide their section.
    void setSavedGames(SavedGameList unfinished, SavedGameList finished);
    /// True when at least one unfinished game is offered.
    [[nodiscard]] bool resumeOffered() const;
    /// The rows shown of each list (newest first), and how many games each list has.
    [[nodiscard]] const QList<SavedGameRow>& unfinishedGames() const { return m_continue.shown; }
    [[nodiscard]] const QList<SavedGameRow>& finishedGames() const { return m_done.shown; }
    [[nodiscard]] qsizetype unfinishedCount() const { return m_continue.games.size; }
    [[nodiscard]] qsizetype finishedCount() const { return m_done.games.size; }
    [[nodiscard]] QList<GameCard*> cards() const;
    /// Shows the top of the list (the "Continue a game" rows first) with the focus on the first
    /// game to continue: the picker is back after a game was left.
    void showTop();

signals:
    void newGameRequested(const QString& id);
    void rulesRequested(const QString& id);
    /// "Learn to play": the game's guided first game.
    void learnRequested(const QString& id);
    /// Open a saved game of the list (unfinished: play on; finished: its final table).
    void savedGameRequested(const QString& path);
    void deleteRequested(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void relayout();
    /// A list of saved games as shown: its section, its rows, and whether "Show all" was pressed.
    struct SavedList {
        QWidget* box = nullptr;
        QVBoxLayout* rows = nullptr;
        SavedGameList games;
        QList<SavedGameRow> shown;
        bool expanded = false;
        QString openText;
        QString moreText;
    };
    /// The rows of a list: the newest kRowsShown, and a button that shows the rest (rows are widgets:
    /// a player with a hundred saved games waited for a hundred of them before the window showed),
    /// or, the whole list shown, a button that folds it back.
    void fillList(SavedList& list);
    SavedList m_continue;
    SavedList m_done;
    QGridLayout* m_grid;
    QList<GameCard*> m_cards;
    int m_columns = 0;
    int m_cardWidth = 0;
};

} // namespace dogtable::app
