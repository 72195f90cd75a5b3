#include "rules/random.h"

#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace sw::rules {

namespace {
constexpr std::uint64_t kMaxWord = std::numeric_limits<std::uint64_t>::max();
// The largest multiple of 6 not above 2^64 - 1: words below it split evenly into six faces.
constexpr std::uint64_t kAcceptBelow = kMaxWord - kMaxWord % 6;
} // namespace

std::optional<int> d6FromWord(std::uint64_t word)
{
    if (word >= kAcceptBelow)
        return std::nullopt;
    return static_cast<int>(word % 6) + 1;
}

SeededRandom::SeededRandom(std::uint64_t seed) : m_seed(seed), m_engine(seed) {}

int SeededRandom::d6()
{
    static_assert(std::mt19937_64::min() == 0 && std::mt19937_64::max() == kMaxWord);
    for (;;) {
        if (const std::optional<int> die = d6FromWord(m_engine()))
            return *die;
    }
}

ScriptedRandom::ScriptedRandom(std::vector<int> dice) : m_dice(std::move(dice))
{
    for (const int die : m_dice) {
        if (die < 1 || die > 6)
            throw std::invalid_argument("ScriptedRandom: die " + std::to_string(die) +
                                        " is not in 1..6");
    }
}

int ScriptedRandom::d6()
{
    if (m_next >= m_dice.size())
        throw std::out_of_range("ScriptedRandom: all " + std::to_string(m_dice.size()) +
                                " scripted dice have been used");
    return m_dice[m_next++];
}

} // namespace sw::rules
