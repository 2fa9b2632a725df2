// Deck<T>: a face-down draw pile and a face-up discard pile.
//
// A draw from a face-down deck is a chance node ("which remaining card comes next"), so the draw
// pile keeps no hidden order that could leak: it is a multiset, kept sorted. drawOutcomes() lists
// the distinct cards left with their counts as weights; take(card) removes one copy. When the draw
// pile runs out, refillFromDiscard() turns the discard pile into the new draw pile.
#pragma once

#include <algorithm>
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

} // namespace dogtable
