#include "tutorial_runner.h"

#include <QTimer>

#include "app_context.h"
#include "dogtable/ui/style.h"

namespace dogtable::app {

namespace {
/// How long a caption of the computer's turn stays before its first move (nominal, scaled by the
/// animation speed: 0 in tests): time to read it.
int readingMs(const std::string& caption) {
    return 1200 + 30 * static_cast<int>(caption.size());
}
} // namespace

TutorialRunner::TutorialRunner(MatchController& controller, std::function<ui::TableBase*()> table,
                               QObject* parent)
    : QObject(parent), m_controller(controller), m_table(std::move(table)) {
    connect(&m_controller, &MatchController::actionApplied, this, &TutorialRunner::applied);
    connect(&m_controller, &MatchController::changed, this, [this] {
        if (!m_active) return;
        settle();
        showOnTable();
    });
}

std::optional<TutorialRunner::Position> TutorialRunner::locate(const TutorialScript& script,
                                                               const Match& match) {
    Position at;
    const GameState& st = match.state();
    const Seat human = script.humanSeat();
    for (const LogEntry& e : match.log()) {
        if (e.seat < 0) continue; // chance: the seed gives it
        if (at.step >= static_cast<int>(script.steps.size())) return std::nullopt;
        const TutorialStep& step = script.steps[static_cast<std::size_t>(at.step)];
        const std::string text = st.actionToText(e.action);
        if (step.kind == TutorialStep::Kind::Free) return at; // free play: the script is done
        if (step.kind == TutorialStep::Kind::Do) {
            if (e.seat != human || text != step.action) return std::nullopt;
            ++at.step;
        } else {
            if (e.seat == human || at.done >= static_cast<int>(step.computer.size()) ||
                text != step.computer[static_cast<std::size_t>(at.done)])
                return std::nullopt;
            if (++at.done == static_cast<int>(step.computer.size())) at = {at.step + 1, 0};
        }
        // Steps without moves (watch chance play out) are passed as soon as a move follows them.
        while (at.step < static_cast<int>(script.steps.size()) &&
               script.steps[static_cast<std::size_t>(at.step)].kind == TutorialStep::Kind::Computer &&
               script.steps[static_cast<std::size_t>(at.step)].computer.empty())
            ++at.step;
    }
    return at;
}

void TutorialRunner::begin(TutorialScript script, Position at) {
    m_script = std::move(script);
    m_at = at;
    m_active = true;
    ++m_settleToken;
    m_controller.setScriptedMoves([this](const GameState& state,
                                         Seat seat) -> std::optional<MatchController::ScriptedMove> {
        const TutorialStep* step = currentStep();
        if (!m_active || step == nullptr || step->kind != TutorialStep::Kind::Computer ||
            seat == m_script.humanSeat() || m_at.done >= static_cast<int>(step->computer.size()))
            return std::nullopt;
        const auto a = parse(state, step->computer[static_cast<std::size_t>(m_at.done)]);
        if (!a) {
            QStringList legal; // for whoever writes the script
            for (const Action& l : state.legalActions())
                legal << qs(state.actionToText(l));
            qInfo("guided game: step %d: \"%s\" is not legal; legal: %s", m_at.step + 1,
                  step->computer[static_cast<std::size_t>(m_at.done)].c_str(),
                  qPrintable(legal.join(QStringLiteral(", "))));
            fail(tr("The guided game does not fit this game any more: %1 cannot be played. Play on freely.")
                     .arg(qs(step->computer[static_cast<std::size_t>(m_at.done)])));
            return std::nullopt;
        }
        // The step's first move waits for the player to have read its caption (Go on); with
        // animations off (tests) it follows at once.
        const bool wait = m_at.done == 0 && ui::animationMs(1000) > 0;
        if (wait) QTimer::singleShot(0, this, [this] { emit waitingChanged(waiting()); });
        return MatchController::ScriptedMove{*a, m_at.done == 0 ? readingMs(step->caption) : 900, wait};
    });
    m_controller.setHumanGate([this](const Action& a) -> QString {
        if (!m_active) return {};
        const auto expected = expectedAction();
        if (const TutorialStep* step = currentStep(); step && step->kind == TutorialStep::Kind::Free)
            return {};
        if (expected && *expected == a) return {};
        return tryText();
    });
    emit stepShown(m_at.step, qs(currentStep() ? currentStep()->caption : std::string()));
}

bool TutorialRunner::goOn() {
    if (m_controller.goOn()) {
        emit waitingChanged(false);
        return true;
    }
    if (!m_waitingRead) return false;
    m_waitingRead = false;
    emit waitingChanged(false);
    nextStep();
    showOnTable();
    m_controller.changed();
    return true;
}

void TutorialRunner::end() {
    if (!m_active) return;
    m_waitingRead = false;
    m_active = false;
    ++m_settleToken;
    m_controller.setScriptedMoves({});
    m_controller.setHumanGate({});
    if (ui::TableBase* t = m_table()) t->setGuide(std::nullopt);
}

void TutorialRunner::fail(const QString& text) {
    end();
    emit problem(text);
}

const TutorialStep* TutorialRunner::currentStep() const {
    if (!m_active || m_at.step < 0 || m_at.step >= static_cast<int>(m_script.steps.size())) return nullptr;
    return &m_script.steps[static_cast<std::size_t>(m_at.step)];
}

std::optional<Action> TutorialRunner::parse(const GameState& state, const std::string& text) const {
    auto a = state.actionFromText(text);
    if (!a) return std::nullopt;
    const auto legal = state.legalActions();
    if (std::find(legal.begin(), legal.end(), *a) == legal.end()) return std::nullopt;
    return *a;
}

std::optional<Action> TutorialRunner::expectedAction() const {
    const TutorialStep* step = currentStep();
    if (step == nullptr || step->kind != TutorialStep::Kind::Do || !m_controller.hasMatch())
        return std::nullopt;
    auto a = m_controller.state().actionFromText(step->action);
    if (!a) return std::nullopt;
    return *a;
}

QString TutorialRunner::tryText() const {
    const TutorialStep* step = currentStep();
    if (step == nullptr) return {};
    if (step->kind != TutorialStep::Kind::Do) return tr("Watch this move first: the game goes on by itself.");
    // What to do, in the table's own words: the marked element's name.
    QString what;
    if (ui::TableBase* t = m_table()) {
        if (const auto a = expectedAction()) {
            const auto steps = t->picker().stepsOf(*a);
            const auto& chosen = t->picker().chosen();
            const std::size_t next = std::min(chosen.size(), steps.empty() ? 0 : steps.size() - 1);
            if (!steps.empty())
                for (const auto& item : t->hitMap().items())
                    if (ui::stepOf(item) == steps[next]) {
                        what = item.name;
                        break;
                    }
        }
    }
    // A long name carries the element's description ("Dog Swap: Phase 1, on your turn before driving:
    // …"): its head is enough to find the marked element.
    if (what.size() > 40)
        if (const qsizetype colon = what.indexOf(QStringLiteral(": ")); colon > 0) what.truncate(colon);
    while (what.endsWith(QLatin1Char('.')))
        what.chop(1);
    return what.isEmpty() ? tr("Not that one: try the element marked on the table (Enter picks it).")
                          : tr("Not that one: try “%1”, marked on the table (Enter picks it).").arg(what);
}

void TutorialRunner::applied(const GameState& before, const Action& action) {
    if (!m_active) return;
    const Seat seat = before.currentSeat();
    if (seat < 0) return; // chance
    const TutorialStep* step = currentStep();
    if (step == nullptr) return;
    const std::string text = before.actionToText(action);
    if (step->kind == TutorialStep::Kind::Free) {
        // The player's first move of free play: the guided game is over.
        if (seat == m_script.humanSeat()) end();
        return;
    }
    if (step->kind == TutorialStep::Kind::Do) {
        if (seat != m_script.humanSeat() || text != step->action) {
            fail(tr("The game left the guided steps (%1). Play on freely.").arg(qs(text)));
            return;
        }
        nextStep();
        return;
    }
    if (seat == m_script.humanSeat() || m_at.done >= static_cast<int>(step->computer.size()) ||
        text != step->computer[static_cast<std::size_t>(m_at.done)]) {
        fail(tr("The game left the guided steps (%1). Play on freely.").arg(qs(text)));
        return;
    }
    if (++m_at.done == static_cast<int>(step->computer.size())) nextStep();
}

void TutorialRunner::nextStep() {
    if (m_waitingRead) {
        m_waitingRead = false;
        emit waitingChanged(false);
    }
    m_at = {m_at.step + 1, 0};
    ++m_settleToken;
    const TutorialStep* step = currentStep();
    if (step == nullptr) {
        end();
        return;
    }
    emit stepShown(m_at.step, qs(step->caption));
    if (step->kind == TutorialStep::Kind::Free) emit reachedFreePlay();
}

void TutorialRunner::settle() {
    // A step without moves (Pies's turn, a deal): its caption stays a reading time, and it ends when
    // no chance is left to play.
    const TutorialStep* step = currentStep();
    if (step == nullptr || step->kind != TutorialStep::Kind::Computer || !step->computer.empty()) return;
    if (!m_controller.hasMatch() || m_controller.state().currentSeat() == kChanceSeat) return;
    if (ui::animationMs(1000) > 0) { // the player says when it is read (goOn)
        if (!m_waitingRead) {
            m_waitingRead = true;
            emit waitingChanged(true);
        }
        return;
    }
    const int token = ++m_settleToken;
    QTimer::singleShot(ui::animationMs(readingMs(step->caption)), this, [this, token] {
        if (token != m_settleToken || !m_active) return;
        if (m_controller.hasMatch() && m_controller.state().currentSeat() == kChanceSeat)
            return; // changed() again
        nextStep();
        showOnTable();
        m_controller.changed();
    });
}

void TutorialRunner::showOnTable() {
    ui::TableBase* t = m_table();
    if (t == nullptr) return;
    const TutorialStep* step = currentStep();
    if (!m_active || step == nullptr) {
        t->setGuide(std::nullopt);
        return;
    }
    ui::Guide g;
    g.caption = qs(step->caption);
    g.point = step->point;
    g.about = step->about;
    if (step->kind == TutorialStep::Kind::Do) g.expected = expectedAction();
    // The player's step is shown once the table is the player's (the computer's deal or moves before
    // it are over); the last one can be closed and goes by itself.
    if (step->kind != TutorialStep::Kind::Computer)
        g.settled = m_controller.hasMatch() && m_controller.humanToAct();
    g.closable = step->kind == TutorialStep::Kind::Free;
    // Set first without the line (it names the marked item, which needs the guide's picker).
    t->setGuide(g);
    g.tryText = tryText();
    t->setGuide(std::move(g));
}

} // namespace dogtable::app
