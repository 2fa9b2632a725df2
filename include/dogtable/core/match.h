// A match: game id, setup, seats, seed and the list of actions applied (chance outcomes included).
// Saving writes exactly that (JSON, versioned, with a state hash); loading replays with legality
// checks. Undo/redo per docs/architecture.md. Shared by the app and the CLI; no Qt.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "dogtable/core/registry.h"
#include "dogtable/core/state.h"

namespace dogtable {

struct SeatInfo {
    std::string name;
    bool computer = false;
    std::string strength = "medium"; // random | easy | medium | strong (computer seats)
    int team = -1;                   // filled from the game's teamOf()
};

enum class UndoMode {
    Fair,  // undo only within the current turn: never past a chance outcome, a reveal or a hand-over
    Casual // undo anything (the log is replayed to an earlier point); the dice stay the same
};

struct LogEntry {
    int index = 0; // position in the action list
    Seat seat = 0; // who acted (kChanceSeat for chance)
    Action action;
    std::vector<std::string> lines; // describe() per viewer: [0..players-1], then the spectator
    /// What else happened, as the rules report it (Event::text), per viewer like `lines`: income
    /// paid, a card turned, dogs sent to the Fair... (empty lists when nothing else happened).
    std::vector<std::vector<std::string>> notes;
    bool hinted = false; // the player asked for a hint before this move
    [[nodiscard]] const std::string& lineFor(Seat viewer) const;
    [[nodiscard]] const std::vector<std::string>& notesFor(Seat viewer) const;
};

class Match {
public:
    /// Save format version written; versions 1 to kFormatVersion are read (docs/formats.md).
    static constexpr int kFormatVersion = 2;
    /// Limits checked on load (docs/security.md).
    static constexpr std::size_t kMaxNameLength = 40;    // characters (code points) in a seat's name
    static constexpr std::size_t kMaxActionLength = 200; // bytes in one action's text
    static constexpr std::size_t kMaxActions = 100'000;  // actions in one save
    static constexpr std::size_t kMaxVariantLength = 64; // bytes in a variant key or value, a strength

    static Expected<Match> create(const GameRegistry& registry, const std::string& gameId, Setup setup,
                                  std::vector<SeatInfo> seats, std::uint64_t seed);

    Match(Match&&) noexcept = default;
    Match& operator=(Match&&) noexcept = default;

    [[nodiscard]] const GameState& state() const { return *m_state; }
    [[nodiscard]] const std::string& gameId() const { return m_gameId; }
    [[nodiscard]] const Setup& setup() const { return m_state->setup(); }
    [[nodiscard]] const std::vector<SeatInfo>& seats() const { return m_seats; }
    [[nodiscard]] std::uint64_t seed() const { return m_seed; }
    [[nodiscard]] const std::vector<Action>& actions() const { return m_actions; }
    [[nodiscard]] const std::vector<LogEntry>& log() const { return m_log; }
    void setKeepLog(bool keep) { m_keepLog = keep; }

    /// Applies a player's action (checked). Refused actions change nothing. Clears redo.
    ApplyResult play(const Action& a);
    /// Applies any legal action of the current seat, chance outcomes included (replays, imports).
    ApplyResult replay(const Action& a);
    /// At a chance node: samples the outcome (a function of the seed and the position, so the same
    /// point in the game always gives the same dice) and applies it. Returns the outcome.
    std::optional<Action> resolveChance();
    /// The outcome resolveChance() would pick now.
    [[nodiscard]] std::optional<Action> sampleChance() const;
    /// Resolves chance nodes until a player (or nobody) is to act.
    void resolveAllChance();

    void setUndoMode(UndoMode mode) { m_undoMode = mode; }
    [[nodiscard]] UndoMode undoMode() const { return m_undoMode; }
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }
    /// Takes back the last action (fair mode: only within the turn). Returns false if not allowed.
    bool undo();
    bool redo();
    /// Index in the action list below which fair undo cannot go.
    [[nodiscard]] int undoFloor() const { return m_barrier; }

    /// Records that the player to act was shown `hinted` as a hint for the next move. Only when that
    /// next move is the hinted one is it marked (in the save as "hints": the positions in the action
    /// list; the log says "(hint used)"); another move, or an undo, drops the note (play test: a
    /// move the player chose after ignoring the hint was marked as the hint's).
    void noteHint(const Action& hinted);
    /// Positions in the action list whose move was the hinted one, ascending.
    [[nodiscard]] const std::vector<int>& hints() const { return m_hints; }

    /// A new match made of this one's first `count` actions (the replay viewer's "Play on from
    /// here"): same game, setup, seats and seed, hints before `count` kept. This match is unchanged.
    [[nodiscard]] Expected<Match> prefix(std::size_t count) const;

    /// The fingerprint of the corrected component data the game is played with ("" = built-in).
    [[nodiscard]] const std::string& dataFingerprint() const { return m_dataFingerprint; }

    /// The save file text (JSON): "data" holds dataFingerprint() when it is not "".
    [[nodiscard]] std::string toJson() const;

    struct LoadResult;
    /// Parses and replays a save file's text (bounded: safe_read.h's kSaveLimits). A damaged file
    /// gives a clear one-line error (at most 300 bytes) and no match; a file that fails to replay at
    /// move k (an illegal action, or a chance outcome other than the one the seed gives there) gives
    /// the error and the match up to move k-1.
    static LoadResult fromJson(const GameRegistry& registry, std::string_view text);
    /// Reads the file at `path` with readFileBounded() (regular files only, size capped while
    /// reading), then fromJson(); the file's name starts every error.
    static LoadResult load(const GameRegistry& registry, const std::string& path);

private:
    Match() = default;
    static LoadResult fromParsed(const GameRegistry& registry, const nlohmann::json& j);
    void applyRecorded(const Action& a);
    void rebuildTo(std::size_t count);
    [[nodiscard]] bool isComputer(Seat s) const;
    [[nodiscard]] bool revealsToAHuman(const GameState& before, const Action& a) const;

    const GameRegistry* m_registry = nullptr;
    std::string m_gameId;
    std::vector<SeatInfo> m_seats;
    std::uint64_t m_seed = 0;
    std::unique_ptr<GameState> m_initial;
    std::unique_ptr<GameState> m_state;
    std::vector<Action> m_actions;
    std::vector<Seat> m_actors; // who took each action
    std::vector<LogEntry> m_log;
    std::vector<std::unique_ptr<GameState>> m_snapshots; // state before each action since m_barrier
    std::vector<Action> m_redo;
    std::vector<int> m_hints;
    std::optional<std::pair<int, Action>> m_shownHint; // the hint shown before move `first`, not made yet
    std::string m_dataFingerprint; // of a corrected component file the game is played with; "" = built-in
    int m_barrier = 0;
    Seat m_lastHuman = kNoSeat; // the last human seat that acted (hand-overs between people are barriers)
    bool m_loading = false;     // replaying a save: computer moves are barriers without the reveal test
    UndoMode m_undoMode = UndoMode::Fair;
    bool m_keepLog = true;
};

struct Match::LoadResult {
    std::optional<Match> match; // the whole game, or the game up to the failing move
    std::string error;          // empty when the file loaded completely
    int failedAt = -1;          // index of the action that failed to replay, or -1
    /// The file is sound but was played with other component data than the data in use (error says
    /// which): keep it and list it. Then gameId, players and moves are read from the file.
    bool otherData = false;
    std::string gameId;
    std::vector<std::string> players;
    std::size_t moves = 0;
    [[nodiscard]] bool ok() const { return error.empty() && match.has_value(); }
};

/// Whether `a` (by the seat to act in `before`) shows `viewer` something hidden from them: in some
/// world consistent with `viewer`'s view, `a` would be illegal or would leave them seeing otherwise
/// (a card played from a hidden hand does; a piece moved on the open board does not).
bool revealsHiddenInformation(const GameState& before, const Action& a, Seat viewer);

/// The random draw for the chance node at `position` of a game with `seed` (exposed for tests).
std::size_t chanceIndex(std::uint64_t seed, std::size_t position, const std::vector<ChanceOutcome>& outcomes);

} // namespace dogtable
