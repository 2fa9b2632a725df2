// The rules browser: a game's page (docs/rules/<id>.en.md, compiled in) rendered from Markdown,
// with a contents list of its headings and a search box. Opens at a section when a table asks.
#pragma once

#include <QWidget>

#include <map>

#include "app_context.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace dogtable::app {

/// GitHub-style anchor of a heading: lower case, punctuation dropped, spaces to '-'.
QString headingSlug(const QString& heading);

class RulesBrowser : public QWidget {
    Q_OBJECT
public:
    explicit RulesBrowser(const AppContext& context, QWidget* parent = nullptr);

    /// Shows the page of `gameId`, at `anchor` (a heading's slug, its {#id}, or its text) if given.
    /// Returns false if the game has no page.
    bool showGame(const QString& gameId, const QString& anchor = {});
    /// Shows `markdown` as the page of `gameId` (used by showGame; tests give their own pages).
    void showMarkdown(const QString& gameId, QString markdown);
    /// Scrolls to a section of the page shown. False if there is no such section.
    bool openAnchor(const QString& anchor);
    /// Moves to the next match of `text` (wrapping). Returns the number of matches on the page.
    int search(const QString& text);

    [[nodiscard]] QString currentGame() const { return m_gameId; }
    /// The language of the page shown, and the languages the current game's page exists in.
    [[nodiscard]] QString pageLanguage() const { return m_pageLanguage; }
    [[nodiscard]] QStringList pageLanguages() const;
    /// Shows the current game's page in `language` (false when there is no such page).
    bool showLanguage(const QString& language);
    [[nodiscard]] QStringList headings() const;
    [[nodiscard]] QString currentHeading() const;
    [[nodiscard]] QTextBrowser* browser() const { return m_text; }
    /// "Learn to play" (shown when the game has a guided first game).
    [[nodiscard]] QPushButton* learnButton() const { return m_learn; }
    /// The text position of the first line in view (what stays at the top when the page is resized).
    [[nodiscard]] int topPosition() const;

signals:
    /// "Learn to play" was pressed on the page of `gameId`.
    void learnRequested(const QString& gameId);

protected:
    /// A resize lays the page out again: the section that was at the top stays there (the window
    /// opened at a section and then took its size, which had left the heading below the view).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Heading {
        QString text;
        QString slug;
        QString uniqueSlug; // GitHub style: the second "Dig" is "dig-1"
        QString explicitId;
        int level = 1;
        int position = 0;
    };
    void buildContents();
    void styleDocument();
    void scrollToPosition(int position);
    void highlightMatches(const QString& text);

    const AppContext& m_context;
    QString m_gameId;
    bool m_pageFromResource = false;
    QString m_pageLanguage;   // the language of the page shown ("en", "pl"…)
    QString m_chosenLanguage; // the one the player clicked, kept while browsing other games
    QComboBox* m_games;
    QWidget* m_languages = nullptr; // one button per language the game's page exists in
    void showLanguages(const QString& gameId);
    QLineEdit* m_search;
    QPushButton* m_learn = nullptr;
    QLabel* m_matches;
    QListWidget* m_contents;
    QTextBrowser* m_text;
    std::vector<Heading> m_headings;
    int m_keepTop = -1; // the section opened, kept at the top across relayouts until the reader scrolls
    std::map<QString, QString> m_explicitIds; // heading text -> {#id}
};

} // namespace dogtable::app
