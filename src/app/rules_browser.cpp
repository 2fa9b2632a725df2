#include "rules_browser.h"

#include <QTimer>

#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

#include "catalogue.h"
#include "dogtable/ui/style.h"
#include "tutorial_script.h"

namespace dogtable::app {

namespace {

/// The role of a contents row's depth (0 for a page's top headings): the row is indented by it.
constexpr int kDepthRole = Qt::UserRole + 1;
constexpr int kIndentPerDepth = 18; // px

/// Rows as tall as their heading wrapped at the list's width (a list measures its rows as if they
/// had all the width they want, so a wrapped heading would be cut to one line). A sub-heading is
/// indented as a whole: its second line starts under its first, not at the margin (German play
/// test: "Großer Sprung, rauswerfen, / schubsen" went on at the left edge).
class WrappingRows final : public QStyledItemDelegate {
public:
    explicit WrappingRows(QListWidget* list) : QStyledItemDelegate(list), m_list(list) {}
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem o(option);
        const int indent = indentOf(index);
        o.rect = QRect(0, 0, std::max(40, m_list->viewport()->width() - indent), 1);
        const QSize size = QStyledItemDelegate::sizeHint(o, index);
        return {size.width() + indent, size.height()};
    }
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem o(option);
        o.rect.setLeft(o.rect.left() + indentOf(index));
        QStyledItemDelegate::paint(painter, o, index);
    }

private:
    static int indentOf(const QModelIndex& index) { return index.data(kDepthRole).toInt() * kIndentPerDepth; }
    QListWidget* m_list;
};

} // namespace

QString headingSlug(const QString& heading) {
    QString out;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            out += c;
        else if (c.isSpace())
            out += QLatin1Char('-');
    }
    return out;
}

RulesBrowser::RulesBrowser(const AppContext& context, QWidget* parent) : QWidget(parent), m_context(context) {
    setObjectName(QStringLiteral("rulesBrowser"));
    setWindowTitle(tr("Dogtable — rules"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    auto* top = new QHBoxLayout;
    m_games = new QComboBox(this);
    for (const GameInfo* g : context.playableGames())
        m_games->addItem(gameName(*g), qs(g->id));
    for (const auto& g : context.games.all())
        if (m_games->findData(qs(g.id)) < 0) m_games->addItem(gameName(g), qs(g.id));
    m_games->setMinimumWidth(200);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    // A short placeholder (the longer one was cut at 1024 px in Polish, Portuguese and German); how
    // Enter steps through the matches is in the tooltip.
    m_search->setPlaceholderText(tr("Search the rules"));
    m_search->setToolTip(tr("Type a word: Enter goes to the next match."));
    m_search->setClearButtonEnabled(true);
    m_matches = new QLabel(this);
    m_matches->setMinimumWidth(90);
    top->addWidget(m_games);
    top->addWidget(m_search, 1);
    top->addWidget(m_matches);
    m_languages = new QWidget(this);
    m_languages->setObjectName(QStringLiteral("rulesLanguages"));
    auto* languages = new QHBoxLayout(m_languages);
    languages->setContentsMargins(0, 0, 0, 0);
    languages->setSpacing(2);
    top->addWidget(m_languages);
    m_learn = new QPushButton(tr("Learn to play"), this);
    m_learn->setObjectName(QStringLiteral("rulesLearn"));
    m_learn->setToolTip(tr("A first game with a guide: each step says what to do and why"));
    m_learn->hide();
    connect(m_learn, &QPushButton::clicked, this, [this] { emit learnRequested(m_gameId); });
    top->addWidget(m_learn);
    layout->addLayout(top);

    auto* split = new QSplitter(this);
    m_contents = new QListWidget(split);
    m_contents->setObjectName(QStringLiteral("rulesContents"));
    m_contents->setMinimumWidth(240);
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A long heading ("Großer Sprung, rauswerfen, schubsen") wraps onto a second line instead of
    // being cut short; the rows are laid out again when the column is resized.
    m_contents->setWordWrap(true);
    m_contents->setTextElideMode(Qt::ElideNone);
    m_contents->setResizeMode(QListView::Adjust);
    m_contents->setUniformItemSizes(false);
    m_contents->setItemDelegate(new WrappingRows(m_contents));
    m_text = new QTextBrowser(split);
    m_text->setOpenExternalLinks(true);
    m_text->document()->setDocumentMargin(18);
    m_text->setFont(ui::uiFont(15));
    split->addWidget(m_contents);
    split->addWidget(m_text);
    split->setStretchFactor(1, 1);
    split->setSizes({290, 700});
    layout->addWidget(split, 1);

    connect(m_games, &QComboBox::currentIndexChanged, this,
            [this] { showGame(m_games->currentData().toString()); });
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_headings.size()))
            scrollToPosition(m_headings[static_cast<std::size_t>(row)].position);
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& t) { search(t); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    // Links inside a page to another section ("#scoring") stay in the browser.
    m_text->installEventFilter(this);
    // The reader scrolled: the page no longer holds a section at the top.
    connect(m_text->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] { m_keepTop = -1; });
    connect(m_text, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme().isEmpty() && !url.fragment().isEmpty()) openAnchor(url.fragment());
    });
    // Esc closes the rules window (it is a window of its own).
    auto* close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    resize(1000, 680);
}

QStringList RulesBrowser::pageLanguages() const {
    QStringList out;
    for (const QString& lang : i18n::languages())
        if (QFile::exists(QStringLiteral(":/rules/%1.%2.md").arg(m_gameId, lang))) out << lang;
    return out;
}

bool RulesBrowser::showLanguage(const QString& language) {
    if (!QFile::exists(QStringLiteral(":/rules/%1.%2.md").arg(m_gameId, language))) return false;
    m_chosenLanguage = language;
    // The same section in the other language: the pages share their section ids.
    const QString heading = currentHeading();
    const QString section = m_explicitIds.count(heading) ? m_explicitIds.at(heading) : QString();
    m_pageFromResource = false;
    showGame(m_gameId, section);
    return true;
}

void RulesBrowser::showLanguages(const QString& gameId) {
    auto* row = static_cast<QHBoxLayout*>(m_languages->layout());
    while (QLayoutItem* item = row->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList langs = pageLanguages();
    m_languages->setVisible(langs.size() > 1);
    for (const QString& lang : langs) {
        // The language's code ("DE"): four names side by side made the window 850 px wide at
        // least; the tooltip and a screen reader name the language.
        auto* b = new QPushButton(lang.toUpper(), m_languages);
        b->setObjectName(QStringLiteral("rulesLanguage_%1").arg(lang));
        b->setAccessibleName(i18n::nativeName(lang));
        b->setCheckable(true);
        b->setChecked(lang == m_pageLanguage);
        b->setToolTip(tr("Show this page in %1").arg(i18n::nativeName(lang)));
        connect(b, &QPushButton::clicked, this, [this, lang] { showLanguage(lang); });
        row->addWidget(b);
    }
    (void)gameId;
}

bool RulesBrowser::showGame(const QString& gameId, const QString& anchor) {
    const std::string id = gameId.toStdString();
    // The page in the language the player clicked, else the app's, else English.
    QString language = QStringLiteral("en");
    for (const QString& want : {m_chosenLanguage, i18n::language()})
        if (!want.isEmpty() && QFile::exists(QStringLiteral(":/rules/%1.%2.md").arg(gameId, want))) {
            language = want;
            break;
        }
    const bool found = QFile::exists(rulesResource(id, language));
    if (m_gameId != gameId || !m_pageFromResource || m_pageLanguage != language) {
        m_pageLanguage = language;
        QFile file(rulesResource(id, language));
        const GameInfo* info = m_context.games.find(id);
        const QString name = info ? gameName(*info) : gameId;
        const QString markdown =
            found && file.open(QIODevice::ReadOnly)
                ? QString::fromUtf8(file.readAll())
                : tr("# %1\n\nThe rules page of %1 is not part of this build yet.").arg(name);
        showMarkdown(gameId, markdown);
        m_pageFromResource = true;
        showLanguages(gameId);
        setWindowTitle(tr("%1 — rules").arg(name));
    }
    if (!anchor.isEmpty()) openAnchor(anchor);
    return found;
}

void RulesBrowser::showMarkdown(const QString& gameId, QString markdown) {
    m_gameId = gameId;
    m_keepTop = -1;
    m_learn->setVisible(!tutorialLanguages(gameId).isEmpty());
    m_pageFromResource = false;
    {
        const QSignalBlocker block(m_games);
        m_games->setCurrentIndex(m_games->findData(gameId));
    }
    // "## Scoring {#scoring}": remember the explicit id, show the heading without it.
    m_explicitIds.clear();
    static const QRegularExpression explicitId(
        QStringLiteral(R"(^(#{1,6}\s+.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$)"),
        QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = explicitId.globalMatch(markdown);
    while (it.hasNext()) {
        const auto m = it.next();
        QString text = m.captured(1);
        text.remove(QRegularExpression(QStringLiteral("^#+\\s+")));
        m_explicitIds[text.trimmed()] = m.captured(2);
    }
    markdown.replace(explicitId, QStringLiteral("\\1"));
    m_text->setMarkdown(markdown);
    styleDocument();
    buildContents();
    search(m_search->text());
}

void RulesBrowser::styleDocument() {
    // Markdown comes in tight: give headings and paragraphs room, and headings the accent colour.
    QTextDocument* doc = m_text->document();
    QTextCharFormat headingChars;
    headingChars.setForeground(QColor("#8a3f22"));
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        QTextBlockFormat f = b.blockFormat();
        const int level = f.headingLevel();
        QTextCursor c(b);
        if (level > 0) {
            f.setTopMargin(level == 1 ? 4 : 20);
            f.setBottomMargin(6);
        } else {
            f.setBottomMargin(b.textList() ? 4 : 10);
            f.setLineHeight(130, QTextBlockFormat::ProportionalHeight);
        }
        c.setBlockFormat(f);
        if (level > 0) {
            c.movePosition(QTextCursor::StartOfBlock);
            c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            c.mergeCharFormat(headingChars);
        }
    }
}

void RulesBrowser::buildContents() {
    m_headings.clear();
    std::map<QString, int> slugCount;
    const QSignalBlocker block(m_contents);
    m_contents->clear();
    for (QTextBlock b = m_text->document()->begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        if (level <= 0) continue;
        Heading h;
        h.text = b.text().trimmed();
        h.slug = headingSlug(h.text);
        const int seen = slugCount[h.slug]++;
        h.uniqueSlug = seen == 0 ? h.slug : QStringLiteral("%1-%2").arg(h.slug).arg(seen);
        auto it = m_explicitIds.find(h.text);
        if (it != m_explicitIds.end()) h.explicitId = it->second;
        h.level = level;
        h.position = b.position();
        m_headings.push_back(h);
        auto* item = new QListWidgetItem(h.text);
        item->setData(kDepthRole, std::max(0, level - 1));
        if (level <= 2) item->setFont(ui::uiFont(14, true));
        item->setToolTip(h.text); // the full heading where the column cuts it short
        m_contents->addItem(item);
    }
}

bool RulesBrowser::openAnchor(const QString& anchor) {
    const QString wanted = anchor.startsWith(QLatin1Char('#')) ? anchor.mid(1) : anchor;
    const QString slug = headingSlug(wanted);
    auto select = [this](std::size_t i) {
        const QSignalBlocker block(m_contents);
        m_contents->setCurrentRow(static_cast<int>(i));
        scrollToPosition(m_headings[i].position);
        m_keepTop = m_headings[i].position;
        return true;
    };
    // An explicit {#id} first; then GitHub's numbered duplicates ("dig-1" = the second "Dig");
    // then a section heading before the page title (a page "Dig" with a section "Dig": "dig" is the section).
    for (std::size_t i = 0; i < m_headings.size(); ++i)
        if (m_headings[i].explicitId == wanted) return select(i);
    for (std::size_t i = 0; i < m_headings.size(); ++i)
        if (m_headings[i].uniqueSlug == slug && m_headings[i].uniqueSlug != m_headings[i].slug)
            return select(i);
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t i = 0; i < m_headings.size(); ++i) {
            const Heading& h = m_headings[i];
            if (pass == 0 && h.level < 2) continue;
            if (h.slug == slug || h.text.compare(wanted, Qt::CaseInsensitive) == 0) return select(i);
        }
    return false;
}

int RulesBrowser::topPosition() const {
    return m_text->cursorForPosition(QPoint(4, 2)).position();
}

bool RulesBrowser::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_text && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        // A section opened (F1) stays at the top until the reader scrolls; otherwise the line at the
        // top stays there. Still the old layout here: put it back once laid out anew.
        int position = m_keepTop;
        if (position < 0 && m_text->verticalScrollBar()->value() > 0)
            position = m_text->cursorForPosition(QPoint(4, 2)).block().position();
        if (position >= 0)
            QTimer::singleShot(0, this, [this, position] {
                const int keep = m_keepTop;
                scrollToPosition(position);
                m_keepTop = keep;
            });
    }
    return QWidget::eventFilter(watched, event);
}

void RulesBrowser::scrollToPosition(int position) {
    QTextCursor c(m_text->document());
    c.setPosition(position);
    m_text->setTextCursor(c);
    const QRectF r = m_text->document()->documentLayout()->blockBoundingRect(c.block());
    m_text->verticalScrollBar()->setValue(static_cast<int>(r.top()));
}

int RulesBrowser::search(const QString& text) {
    highlightMatches(text);
    if (text.trimmed().isEmpty()) {
        m_matches->clear();
        return 0;
    }
    int count = 0;
    for (QTextCursor c = m_text->document()->find(text); !c.isNull(); c = m_text->document()->find(text, c))
        ++count;
    m_matches->setText(count == 0 ? tr("no match") : tr("matches: %1").arg(count));
    if (count > 0 && !m_text->find(text)) {
        // Wrap around to the first match.
        m_text->moveCursor(QTextCursor::Start);
        m_text->find(text);
    }
    return count;
}

void RulesBrowser::highlightMatches(const QString& text) {
    QList<QTextEdit::ExtraSelection> marks;
    if (!text.trimmed().isEmpty()) {
        QTextCharFormat fmt;
        fmt.setBackground(QColor("#ffe08a"));
        for (QTextCursor c = m_text->document()->find(text); !c.isNull();
             c = m_text->document()->find(text, c)) {
            QTextEdit::ExtraSelection s;
            s.cursor = c;
            s.format = fmt;
            marks.push_back(s);
        }
    }
    m_text->setExtraSelections(marks);
}

QStringList RulesBrowser::headings() const {
    QStringList out;
    for (const auto& h : m_headings)
        out << h.text;
    return out;
}

QString RulesBrowser::currentHeading() const {
    const int row = m_contents->currentRow();
    return row >= 0 && row < static_cast<int>(m_headings.size())
               ? m_headings[static_cast<std::size_t>(row)].text
               : QString();
}

} // namespace dogtable::app
