#include "match_controller.h"

#include <QCoreApplication>
#include <QTimer>

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "app_context.h"
#include "dogtable/bots/bot.h"
#include "dogtable/bots/hint.h"
#include "dogtable/ui/style.h"
#include "dogtable/ui/table_kit.h"
#include "save_files.h"

namespace dogtable::app {

MatchController::MatchController(const GameRegistry& registry, QObject* parent)
    : QObject(parent), m_registry(registry) {
    m_searchPause->set(ui::TweenActivity::busy());
    connect(&ui::TweenActivity::instance(), &ui::TweenActivity::busyChanged, this,
            [pause = m_searchPause](bool busy) { pause->set(busy); });
    connect(&m_botWatcher, &QFutureWatcher<Action>::finished, this, &MatchController::onComputerFinished);
    connect(&m_hintWatcher, &QFutureWatcherBase::finished, this, [this] {
        m_hintRunning = false;
        emit thinkingChanged(false);
        const Expected<bots::Hint> hint = m_hintWatcher.result();
        if (m_hintGeneration != m_generation || !m_match) return; // the game moved on meanwhile
        if (!hint) {
            emit refused(qs(hint.error()));
            return;
        }
        const auto& h = hint.value();
        m_match->noteHint(h.action);
        m_lastHint.emplace(m_hintKey, h);
        // The window first shows the position again (the thinking mark goes), then the hint: the
        // other way round, showing the position cleared the hint the table had just marked, and
        // Enter on its first step went on as with no hint (play test: a Fetch hint's Enter went to
        // grid r1c1, a trick's took the cells at the cursor).
        emit changed();
        emit hintReady(h.action, qs(h.describe), qs(h.why), qs(h.note));
    });
}

MatchController::~MatchController() {
    // A computer still thinking works on its own copy of the state; wait for it before going.
    m_searchPause->set(false);
    m_botWatcher.waitForFinished();
    m_hintWatcher.waitForFinished();
}

void MatchController::invalidatePending() {
    ++m_generation;
    m_chancePending = false;
    if (m_goPending) { // nothing will call back for it
        m_goPending.reset();
        m_botRunning = false;
    }
}

bool MatchController::goOn() {
    if (!m_goPending) return false;
    const auto [generation, action] = *m_goPending;
    m_goPending.reset();
    emit thinkingChanged(true);
    QTimer::singleShot(ui::animationMs(m_computerPaceMs), this,
                       [this, generation, a = action] { applyComputerMove(generation, a); });
    return true;
}

void MatchController::start(Match match, bool saved) {
    invalidatePending();
    m_match.emplace(std::move(match));
    m_match->setUndoMode(m_undoMode);
    m_seatBots.clear();
    m_handOverTo = kNoSeat;
    m_wasOver = false;
    // Whose view is on screen first: the only human if there is one; in a game without hidden
    // information the first human; with several humans and hidden information nobody until the
    // hand-over screen has been confirmed.
    m_viewer = kNoSeat;
    const int humans = humanSeatCount();
    if (humans >= 1 && (humans == 1 || !state().hidesInformation()))
        for (Seat s = 0; s < state().players(); ++s)
            if (!isComputer(s)) {
                m_viewer = s;
                break;
            }
    if (!saved) autosave();
    advance();
}

void MatchController::close() {
    invalidatePending();
    m_match.reset();
    m_viewer = kNoSeat;
    m_handOverTo = kNoSeat;
    emit changed();
}

bool MatchController::isComputer(Seat s) const {
    if (!m_match || s < 0 || s >= static_cast<int>(m_match->seats().size())) return false;
    return m_match->seats()[static_cast<std::size_t>(s)].computer;
}

int MatchController::humanSeatCount() const {
    if (!m_match) return 0;
    int n = 0;
    for (const auto& seat : m_match->seats())
        n += seat.computer ? 0 : 1;
    return n;
}

bool MatchController::humanToAct() const {
    if (!m_match || handOverPending()) return false;
    const Seat s = state().currentSeat();
    return s >= 0 && !isComputer(s) && s == m_viewer;
}

void MatchController::advance() {
    if (!m_match) return;
    const GameState& st = state();
    const Seat s = st.currentSeat();
    if (s == kNoSeat) {
        // The end: everything is revealed, nobody needs to look away. One person against computers
        // keeps their own seat on screen (the table does not turn to the winner's); several people
        // share the table, so it shows nobody's seat.
        m_viewer = kNoSeat;
        if (humanSeatCount() == 1)
            for (Seat h = 0; h < st.players(); ++h)
                if (!isComputer(h)) m_viewer = h;
        m_handOverTo = kNoSeat;
        emit changed();
        if (!m_wasOver) {
            m_wasOver = true;
            emit gameOver();
        }
        return;
    }
    m_wasOver = false;
    if (s == kChanceSeat) {
        scheduleChance();
    } else if (isComputer(s)) {
        startComputer(s);
    } else if (st.hidesInformation() && humanSeatCount() > 1 && m_viewer != s) {
        if (m_handOverTo != s) {
            m_handOverTo = s;
            emit handOverRequested(s);
        }
    } else {
        m_handOverTo = kNoSeat;
        m_viewer = s;
    }
    emit changed();
}

void MatchController::confirmHandOver() {
    if (!handOverPending()) return;
    m_viewer = m_handOverTo;
    m_handOverTo = kNoSeat;
    emit changed();
}

void MatchController::scheduleChance() {
    if (m_chancePending) return;
    m_chancePending = true;
    const int generation = m_generation;
    // A run of chance steps (a deal, a refill of the board) goes quickly after its first step. Dice
    // are always shown; dice rolled for a computer or an automaton (Ciapki's Pies) are shown as long
    // as a computer's move, so a person can follow them step by step.
    const auto& log = m_match->log();
    const bool inRun = !log.empty() && log.back().seat == kChanceSeat;
    const auto next = m_match->sampleChance();
    const bool dice = next && state().isDiceRoll(*next);
    const Seat turn = state().turnSeat();
    const bool someoneElses = turn < 0 || isComputer(turn);
    const int pace = dice && someoneElses ? std::max(m_chancePaceMs, m_computerPaceMs)
                     : inRun && !dice     ? std::min(m_chancePaceMs, 40)
                                          : m_chancePaceMs;
    QTimer::singleShot(ui::animationMs(pace), this, [this, generation] {
        if (generation != m_generation || !m_match) return;
        m_chancePending = false;
        auto before = state().clone();
        const auto outcome = m_match->resolveChance();
        if (!outcome) {
            emit refused(tr("The game has a chance step with no outcome; it cannot go on."));
            return;
        }
        recorded(*before, *outcome);
    });
}

// The computer's move and the hint search on both cores while the person waits (issue #18): two
// trees, one per thread (bots::MctsConfig::trees), the same choice for a seed as on one thread.
constexpr int kSearchThreads = 2;

void lowerSearchPriority() {
#if defined(__linux__)
    // Per thread on Linux (a thread is a task with its own nice value). Pool threads only ever
    // search, so the value may stay.
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, tid) < 5) (void)setpriority(PRIO_PROCESS, tid, 5);
#endif
}

void MatchController::startComputer(Seat seat) {
    if (m_botRunning) return; // the running search reports back and the flow goes on from there
    if (m_scripted) {
        if (const auto move = m_scripted(state(), seat)) {
            m_botRunning = true;
            const int generation = m_generation;
            if (move->waitForGo) {
                m_goPending.emplace(generation, move->action);
                emit thinkingChanged(false); // waiting for the player, not thinking
                return;
            }
            emit thinkingChanged(true);
            QTimer::singleShot(ui::animationMs(std::max(move->delayMs, m_computerPaceMs)), this,
                               [this, generation, a = move->action] { applyComputerMove(generation, a); });
            return;
        }
    }
    m_botRunning = true;
    m_botGeneration = m_generation;
    m_botClock.start();
    emit thinkingChanged(true);
    std::shared_ptr<const GameState> copy = state().clone();
    const auto index = static_cast<std::size_t>(seat);
    const std::string strength = m_match->seats()[index].strength;
    if (m_seatBots.size() <= index) m_seatBots.resize(index + 1);
    if (!m_seatBots[index])
        m_seatBots[index] = bots::makeBot(bots::isKnownStrength(strength) ? strength : "medium",
                                          kSearchThreads, m_searchPause);
    std::shared_ptr<bots::Bot> bot = m_seatBots[index];
    // Reproducible per seed and position, different at every step.
    const std::uint64_t seed = bots::decisionSeed(m_match->seed(), m_match->actions().size());
    m_botWatcher.setFuture(QtConcurrent::run([copy, bot, seed]() -> Action {
        lowerSearchPriority();
        Rng rng(seed);
        return bot->choose(*copy, rng);
    }));
}

void MatchController::onComputerFinished() {
    std::optional<Action> chosen;
    try {
        chosen = m_botWatcher.result();
    } catch (...) {
        chosen.reset();
    }
    if (m_botGeneration != m_generation || !m_match) {
        m_botRunning = false;
        emit thinkingChanged(false);
        advance(); // the game moved on (undo, new game): look again at who acts
        return;
    }
    if (!chosen) {
        // Never leave the table stuck: a search that failed is replaced by a random legal move.
        emit refused(tr("The computer player ran into a problem and played a random legal move."));
        Rng rng(m_match->seed() + m_match->actions().size());
        chosen = bots::RandomBot().choose(state(), rng);
    }
    const int generation = m_generation;
    const int wait = ui::animationMs(m_computerPaceMs) - static_cast<int>(m_botClock.elapsed());
    if (wait > 0)
        QTimer::singleShot(wait, this, [this, generation, a = *chosen] { applyComputerMove(generation, a); });
    else
        applyComputerMove(generation, *chosen);
}

void MatchController::applyComputerMove(int generation, Action action) {
    m_botRunning = false;
    emit thinkingChanged(false);
    if (generation != m_generation || !m_match) {
        advance();
        return;
    }
    auto before = state().clone();
    const ApplyResult r = m_match->play(action);
    if (!r) {
        emit refused(tr("The computer's move was refused: %1").arg(qs(r.reason)));
        return;
    }
    recorded(*before, action);
}

void MatchController::recorded(const GameState& before, const Action& action) {
    ++m_generation;
    emit actionApplied(before, action);
    autosave();
    advance();
}

ApplyResult MatchController::playHuman(const Action& action) {
    ApplyResult r;
    if (!m_match)
        r = ApplyResult::refuse(tr("No game is in progress.").toStdString());
    else if (state().isOver())
        r = ApplyResult::refuse(tr("The game is over.").toStdString());
    else if (handOverPending())
        r = ApplyResult::refuse(tr("The table is being handed over.").toStdString());
    else if (!humanToAct())
        r = ApplyResult::refuse(tr("It is not your turn: wait for %1.")
                                    .arg(qs(state().playerName(state().currentSeat())))
                                    .toStdString());
    if (r && m_gate) {
        if (const QString why = m_gate(action); !why.isEmpty()) r = ApplyResult::refuse(why.toStdString());
    }
    if (!r) {
        emit refused(qs(r.reason));
        return r;
    }
    auto before = state().clone();
    r = m_match->play(action);
    if (!r) {
        emit refused(qs(r.reason));
        return r;
    }
    recorded(*before, action);
    return r;
}

void MatchController::setUndoMode(UndoMode mode) {
    m_undoMode = mode;
    if (m_match) m_match->setUndoMode(mode);
    emit changed();
}

bool MatchController::canUndo() const {
    return m_match && m_match->canUndo() && canUndoHumanMove();
}

bool MatchController::canUndoHumanMove() const {
    if (!m_match) return false;
    const auto& log = m_match->log();
    const int floor = m_undoMode == UndoMode::Fair ? m_match->undoFloor() : 0;
    for (auto it = log.rbegin(); it != log.rend() && it->index >= floor; ++it)
        if (it->seat >= 0 && !isComputer(it->seat)) return true;
    return false;
}
bool MatchController::canRedo() const {
    return m_match && m_match->canRedo();
}

bool MatchController::undo() {
    if (!canUndo()) return false;
    const std::size_t before = m_match->actions().size();
    bool reachedHuman = false;
    while (m_match->canUndo() && m_match->undo()) {
        const Seat s = state().currentSeat();
        if (s >= 0 && !isComputer(s)) {
            reachedHuman = true;
            break;
        }
    }
    if (!reachedHuman) {
        // Only computer moves could be taken back: they would simply be played again. Restore.
        while (m_match->actions().size() < before && m_match->redo()) {
        }
        emit refused(tr("There is no move of yours to take back."));
        return false;
    }
    invalidatePending();
    autosave();
    advance();
    return true;
}

bool MatchController::redo() {
    if (!canRedo()) return false;
    invalidatePending();
    bool any = false;
    while (m_match->canRedo() && m_match->redo()) {
        any = true;
        const Seat s = state().currentSeat();
        if (s == kNoSeat || (s >= 0 && !isComputer(s))) break;
    }
    autosave();
    advance();
    return any;
}

bool MatchController::requestHint() {
    if (!m_match || !humanToAct()) {
        emit refused(tr("A hint is given when it is your move."));
        return false;
    }
    if (m_hintRunning) return true;
    if (m_lastHint && m_lastHint->first == hintKey()) {
        const bots::Hint& h = m_lastHint->second;
        m_match->noteHint(h.action);
        emit hintReady(h.action, qs(h.describe), qs(h.why), qs(h.note));
        return true;
    }
    m_hintRunning = true;
    m_hintGeneration = m_generation;
    m_hintKey = hintKey();
    emit thinkingChanged(true);
    std::shared_ptr<const GameState> copy = state().clone();
    const std::uint64_t seed = m_match->seed();
    const std::size_t position = m_match->actions().size();
    const Seat seat = state().currentSeat();
    m_hintWatcher.setFuture(QtConcurrent::run([copy, seed, position, seat, pause = m_searchPause] {
        lowerSearchPriority();
        return bots::hintFor(*copy, seed, position, "strong", seat, kSearchThreads, pause);
    }));
    return true;
}

MatchController::HintKey MatchController::hintKey() const {
    return {m_match->actions().size(), state().hash()};
}

bool MatchController::saveTo(const QString& path, QString* error) const {
    if (!m_match) {
        if (error) *error = tr("no game is in progress");
        return false;
    }
    return writeFileAtomically(path, QByteArray::fromStdString(m_match->toJson()), error);
}

bool MatchController::autosave() {
    if (!m_match || m_autosavePath.isEmpty()) return false;
    const std::string text = m_match->toJson();
    // Never replace a good autosave with one that would not load back to this very state.
    QString why;
    try {
        auto check = Match::fromJson(m_registry, text);
        if (!check.ok())
            why = qs(check.error);
        else if (check.match->state().hash() != state().hash())
            why = tr("the saved game does not replay to the same state");
    } catch (const std::exception& e) {
        why = QString::fromUtf8(e.what());
    }
    if (why.isEmpty() && !writeFileAtomically(m_autosavePath, QByteArray::fromStdString(text), &why) &&
        why.isEmpty())
        why = tr("the file could not be written");
    if (!why.isEmpty()) {
        m_autosaveError = why;
        emit autosaveFailed(tr("Autosave failed (%1); the previous autosave is kept.").arg(why));
        return false;
    }
    m_autosaveError.clear();
    return true;
}

} // namespace dogtable::app
