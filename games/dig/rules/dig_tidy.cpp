// Dig: tidy-up at the end of a turn (the rules spec's procedure).
#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_state.h"

namespace dogtable::games::dig {

using namespace detail;

TidyPlan DigState::tidyUpPlan() const {
    TidyPlan plan;
    std::array<CardId, kYardCards + 1> yard = m_pos.yard;
    int length = m_pos.length;
    auto markDogsAt = [&](int place) {
        for (int s = 0; s < players(); ++s)
            if (m_pos.dog[idx(s)] == place) plan.relocatedDogs |= static_cast<std::uint8_t>(1u << s);
    };
    for (;;) {
        // 1. Trim trailing gaps: they are never filled, the row gets shorter.
        while (length > 0 && yard[idx(length)] == kGap) {
            markDogsAt(length);
            plan.steps.push_back({false, length, length, kGap});
            --length;
        }
        // 2./3. Fill the gap nearest the doghouse with the farthest card.
        int gap = 0;
        for (int p = 1; p <= length && gap == 0; ++p)
            if (yard[idx(p)] == kGap) gap = p;
        if (gap == 0) break;
        const int card = yard[idx(length)];
        yard[idx(gap)] = static_cast<CardId>(card);
        yard[idx(length)] = kGap;
        markDogsAt(length);
        plan.steps.push_back({true, length, gap, card});
        --length;
    }
    plan.finalLength = length;
    return plan;
}

void DigState::applyTidyUp() {
    const TidyPlan plan = tidyUpPlan();
    for (const TidyStep& step : plan.steps) {
        if (step.fill) m_pos.yard[idx(step.to)] = static_cast<CardId>(step.card);
        m_pos.yard[idx(step.from)] = kGap;
    }
    m_pos.length = static_cast<std::int8_t>(plan.finalLength);
    for (int s = 0; s < players(); ++s)
        if (plan.relocatedDogs & (1u << s)) m_pos.dog[idx(s)] = static_cast<std::int8_t>(plan.finalLength);
}

} // namespace dogtable::games::dig
