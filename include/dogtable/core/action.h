// Seats, actions and results: the small value types every game and tool shares.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace dogtable {

/// A seat index: 0..players-1 for players, or one of the two special values below.
using Seat = int;
/// The seat that acts at a chance node (dice, draws). The match samples its outcome.
inline constexpr Seat kChanceSeat = -1;
/// Nobody acts: the game is over.
inline constexpr Seat kNoSeat = -2;

/// One atomic decision: the game's own kind (an enum cast to an integer) and up to four small
/// arguments (card id, cell, space, die index...). Cheap to copy, compare and hash.
struct Action {
    std::uint16_t kind = 0;
    std::array<std::int16_t, 4> args{};

    constexpr Action() = default;
    constexpr explicit Action(std::uint16_t k, int a = 0, int b = 0, int c = 0, int d = 0)
        : kind(k), args{static_cast<std::int16_t>(a), static_cast<std::int16_t>(b),
                        static_cast<std::int16_t>(c), static_cast<std::int16_t>(d)} {}
    constexpr int arg(int i) const { return args[static_cast<std::size_t>(i)]; }
    constexpr auto operator<=>(const Action&) const = default;
};

/// A chance outcome with an integer weight (no floating-point drift).
struct ChanceOutcome {
    Action action;
    std::uint32_t weight = 1;
};

/// The answer of apply(): ok, or the reason the action was refused (state unchanged).
struct ApplyResult {
    std::string reason; // empty when ok
    static ApplyResult success() { return {}; }
    static ApplyResult refuse(std::string why) { return ApplyResult{std::move(why)}; }
    [[nodiscard]] bool ok() const { return reason.empty(); }
    explicit operator bool() const { return ok(); }
};

/// A value or an error message.
template <class T> class Expected {
public:
    Expected(T value) : m_value(std::move(value)) {}
    static Expected failure(std::string error) {
        Expected e;
        e.m_error = std::move(error);
        if (e.m_error.empty()) e.m_error = "unknown error";
        return e;
    }
    [[nodiscard]] bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    T& value() { return *m_value; }
    const T& value() const { return *m_value; }
    T& operator*() { return *m_value; }
    T* operator->() { return &*m_value; }
    const T* operator->() const { return &*m_value; }
    const std::string& error() const { return m_error; }

private:
    Expected() = default;
    std::optional<T> m_value;
    std::string m_error;
};

} // namespace dogtable

template <> struct std::hash<dogtable::Action> {
    std::size_t operator()(const dogtable::Action& a) const noexcept {
        std::uint64_t h = a.kind;
        for (auto v : a.args)
            h = h * 0x100000001b3ULL ^ static_cast<std::uint16_t>(v);
        return static_cast<std::size_t>(h);
    }
};
