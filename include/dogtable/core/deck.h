// Deck<T>: a face-down draw pile and a face-up discard pile.
//
// A draw from a face-down deck is a chance node ("which remaining card comes next"), so the draw
// pile keeps no hidden order that could leak: it is a multiset, kept sorted. drawOutcomes() lists
// the distinct cards left with their counts as weights; take(card) removes one copy. When the draw
// pile runs out, refillFromDiscard() turns the discard pile into the new draw pile.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "dogtable/core/action.h"
#include "dogtable/core/rng.h"

namespace dogtable {

template <class T> class Deck {
public:
    Deck() = default;
    explicit Deck(std::vector<T> cards) : m_draw(std::move(cards)) {
        std::sort(m_draw.begin(), m_draw.end());
    }

    [[nodiscard]] std::size_t drawSize() const { return m_draw.size(); }
    [[nodiscard]] std::size_t discardSize() const { return m_discard.size(); }
    [[nodiscard]] bool empty() const { return m_draw.empty(); }
    [[nodiscard]] const std::vector<T>& drawPile() const { return m_draw; }
    [[nodiscard]] const std::vector<T>& discardPile() const { return m_discard; }
    [[nodiscard]] std::vector<T>& discardPile() { return m_discard; }

    /// How many copies of `card` are still in the draw pile.
    [[nodiscard]] int count(const T& card) const {
        auto [lo, hi] = std::equal_range(m_draw.begin(), m_draw.end(), card);
        return static_cast<int>(hi - lo);
    }

    /// Distinct cards left, each with its number of copies (the chance weights of a draw).
    template <class F> void forEachDistinct(F&& f) const {
        for (std::size_t i = 0; i < m_draw.size();) {
            std::size_t j = i;
            while (j < m_draw.size() && !(m_draw[i] < m_draw[j]))
                ++j;
            f(m_draw[i], static_cast<std::uint32_t>(j - i));
            i = j;
        }
    }

    /// Removes one copy of `card` from the draw pile. Returns false (and changes nothing) if absent.
    bool take(const T& card) {
        auto it = std::lower_bound(m_draw.begin(), m_draw.end(), card);
        if (it == m_draw.end() || card < *it) return false;
        m_draw.erase(it);
        return true;
    }

    /// A uniformly random card of the draw pile, removed (for simulations and determinization).
    T drawRandom(Rng& rng) {
        auto i = rng.below(static_cast<std::uint32_t>(m_draw.size()));
        T card = m_draw[i];
        m_draw.erase(m_draw.begin() + i);
        return card;
    }

    void addToDraw(const T& card) {
        m_draw.insert(std::upper_bound(m_draw.begin(), m_draw.end(), card), card);
    }
    void discard(const T& card) { m_discard.push_back(card); }

    /// When the draw pile is empty, the discard pile becomes the draw pile. Returns true if it did.
    bool refillFromDiscard() {
        if (!m_draw.empty() || m_discard.empty()) return false;
        m_draw = std::move(m_discard);
        m_discard.clear();
        std::sort(m_draw.begin(), m_draw.end());
        return true;
    }

    bool operator==(const Deck&) const = default;

private:
    std::vector<T> m_draw;    // sorted multiset: no hidden order
    std::vector<T> m_discard; // in the order discarded (public)
};

/// The chance outcomes of drawing one card from `deck`, with `encode(card)` giving the action.
template <class T, class Encode>
std::vector<ChanceOutcome> drawOutcomes(const Deck<T>& deck, Encode&& encode) {
    std::vector<ChanceOutcome> out;
    deck.forEachDistinct([&](const T& card, std::uint32_t n) { out.push_back({encode(card), n}); });
    return out;
}

/// The same face-down draw pile as Deck (a multiset: no hidden order, a draw is a chance node
/// weighted by copies) for cards that are small integer ids 0..N-1, kept as a count per id in a fixed
/// array: a state holding one stays a heap-free value type, cheap to clone (Dog Lover's 120-card deck
/// of 49 kinds, Dog Kids' 88 cards of 16 kinds, Ciapki's 32 dogs of one copy each). It has no order, so
/// a game keeps a public discard pile with an order itself; one kept as counts can be a CountedDeck too
/// (Dog Kids: `draw = discard; discard = {}` reshuffles it).
template <int N, class Count = std::uint8_t> class CountedDeck {
public:
    static constexpr int kIds = N;

    /// Puts `copies` copies of `id` into the draw pile.
    void add(int id, int copies = 1) {
        m_counts[static_cast<std::size_t>(id)] =
            static_cast<Count>(m_counts[static_cast<std::size_t>(id)] + copies);
        m_size += copies;
    }
    [[nodiscard]] int count(int id) const {
        return id >= 0 && id < N ? static_cast<int>(m_counts[static_cast<std::size_t>(id)]) : 0;
    }
    [[nodiscard]] int drawSize() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }

    /// Distinct ids left, ascending, each with its number of copies (the chance weights of a draw).
    template <class F> void forEachDistinct(F&& f) const {
        for (int id = 0; id < N; ++id)
            if (m_counts[static_cast<std::size_t>(id)] > 0)
                f(id, static_cast<std::uint32_t>(m_counts[static_cast<std::size_t>(id)]));
    }

    /// Removes one copy of `id` from the draw pile. Returns false (and changes nothing) if absent.
    bool take(int id) {
        if (count(id) == 0) return false;
        --m_counts[static_cast<std::size_t>(id)];
        --m_size;
        return true;
    }

    /// The id of the k-th card (0-based) when the pile is laid out by ascending id, k < drawSize(): a draw
    /// by a uniform number in 0..drawSize()-1. -1 if k is out of range.
    [[nodiscard]] int nth(int k) const {
        if (k < 0) return -1;
        for (int id = 0; id < N; ++id) {
            const int n = static_cast<int>(m_counts[static_cast<std::size_t>(id)]);
            if (k < n) return id;
            k -= n;
        }
        return -1;
    }
    /// The highest id left, -1 if empty.
    [[nodiscard]] int highest() const {
        for (int id = N - 1; id >= 0; --id)
            if (m_counts[static_cast<std::size_t>(id)] > 0) return id;
        return -1;
    }
    /// The copies per id (a state hashes these bytes).
    [[nodiscard]] const std::array<Count, static_cast<std::size_t>(N)>& counts() const { return m_counts; }
    /// Whether the size kept equals the sum of the counts (an invariant check).
    [[nodiscard]] bool consistent() const {
        int sum = 0;
        for (auto c : m_counts)
            sum += static_cast<int>(c);
        return sum == m_size;
    }

    bool operator==(const CountedDeck&) const = default;

private:
    std::array<Count, static_cast<std::size_t>(N)> m_counts{};
    int m_size = 0;
};

/// The chance outcomes of drawing one card from a counted deck, with `encode(id)` giving the action.
template <int N, class Count, class Encode>
void drawOutcomes(const CountedDeck<N, Count>& deck, Encode&& encode, std::vector<ChanceOutcome>& out) {
    deck.forEachDistinct([&](int id, std::uint32_t n) { out.push_back({encode(id), n}); });
}

} // namespace dogtable
