// The first page: the Continue list (every unfinished game, newest first), one card per game
// (cover, name, one-line description, player count), and the finished games kept in the library.
#pragma once

#include <QFrame>
#include <QWidget>

#include "app_context.h"

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
    QPushButton* m_learn;
};

/// A saved game as the picker lists it.
struct SavedGameRow {
    QString path;
    QString title;  // "Dig — Ania, Bartek"
    QString detail; // "42 moves · last move 26/11/2026 10:40"
};

class GamePicker : public QWidget {
    Q_OBJECT
public:
    /// Saved games listed at first in each list (the newest); "Show all" lists the rest.
    static constexpr int kRowsShown = 5;
    explicit GamePicker(const AppContext& context, QWidget* parent = nullptr);
    /// The Continue list (unfinished games) and the finished games; empty lists hide their section.
    void setSavedGames(const QList<SavedGameRow>& unfinished, const QList<SavedGameRow>& finished);
    /// True when at least one unfinished game is offered.
    [[nodiscard]] bool resumeOffered() const;
    [[nodiscard]] const QList<SavedGameRow>& unfinishedGames() const { return m_unfinished; }
    [[nodiscard]] const QList<SavedGameRow>& finishedGames() const { return m_finished; }
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
    /// The rows of a list: the newest kRowsShown, and a button that shows the rest (rows are widgets:
    /// a player with a hundred saved games waited for a hundred of them before the window showed).
    void fillList(QVBoxLayout* rows, const QList<SavedGameRow>& games, const QString& openText,
                  const QString& moreText, QWidget* owner, bool* expanded);
    QWidget* m_continue;
    QVBoxLayout* m_continueRows;
    QWidget* m_done;
    QVBoxLayout* m_doneRows;
    bool m_continueExpanded = false;
    bool m_doneExpanded = false;
    QList<SavedGameRow> m_unfinished;
    QList<SavedGameRow> m_finished;
    QGridLayout* m_grid;
    QList<GameCard*> m_cards;
    int m_columns = 0;
    int m_cardWidth = 0;
};

} // namespace dogtable::app
