#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace sw::rules {

// A source of six-sided dice. The rules engine never rolls on its own: every roll takes one of
// these, so a roll can be replayed from its seed and tests can script the dice.
class RandomSource
{
public:
    virtual ~RandomSource() = default;
    // One die, 1..6.
    virtual int d6() = 0;

protected:
    RandomSource() = default;
    RandomSource(const RandomSource &) = default;
    RandomSource &operator=(const RandomSource &) = default;
};

// Maps one 64-bit word to a die without bias: words in the top 2^64 mod 6 values are refused
// (nullopt) and the caller draws again. Exposed so its edges can be tested.
std::optional<int> d6FromWord(std::uint64_t word);

// Dice from a 64-bit seed, the same sequence on every platform and standard library:
// std::mt19937_64 is fully specified, and d6FromWord replaces the implementation-defined
// std::uniform_int_distribution.
class SeededRandom final : public RandomSource
{
public:
    explicit SeededRandom(std::uint64_t seed);
    int d6() override;
    std::uint64_t seed() const { return m_seed; }

private:
    std::uint64_t m_seed;
    std::mt19937_64 m_engine;
};

// Dice given in advance, for tests and for dice rolled at the table: returns them in order.
// Throws std::invalid_argument for a value outside 1..6, std::out_of_range when exhausted.
class ScriptedRandom final : public RandomSource
{
public:
    explicit ScriptedRandom(std::vector<int> dice);
    int d6() override;
    std::size_t remaining() const { return m_dice.size() - m_next; }

private:
    std::vector<int> m_dice;
    std::size_t m_next = 0;
};

} // namespace sw::rules
