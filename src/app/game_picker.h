// The first page: one card per game (cover, name, one-line description, player count) and,
// when there is one, the offer to resume the last game.
#pragma once

#include <QFrame>
#include <QWidget>

#include "app_context.h"

class QLabel;
class QPushButton;
class QGridLayout;

namespace dogtable::app {

class GameCard : public QFrame {
    Q_OBJECT
public:
    GameCard(const GameInfo& info, const QString& cover, QWidget* parent = nullptr);
    [[nodiscard]] const std::string& gameId() const { return m_id; }
    /// Sets the card's width (the cover is redrawn to fit).
    void setCardWidth(int width);

signals:
    void newGame(const QString& id);
    void rules(const QString& id);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    std::string m_id;
    QString m_cover;
    QLabel* m_art;
};

class GamePicker : public QWidget {
    Q_OBJECT
public:
    explicit GamePicker(const AppContext& context, QWidget* parent = nullptr);
    /// Offers to resume: `summary` describes the saved game; an empty summary hides the offer.
    void setResumeOffer(const QString& summary);
    [[nodiscard]] bool resumeOffered() const;
    [[nodiscard]] QList<GameCard*> cards() const;

signals:
    void newGameRequested(const QString& id);
    void rulesRequested(const QString& id);
    void resumeRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void relayout();
    QWidget* m_resume;
    QLabel* m_resumeText;
    QGridLayout* m_grid;
    QList<GameCard*> m_cards;
    int m_columns = 0;
    int m_cardWidth = 0;
};

} // namespace dogtable::app
