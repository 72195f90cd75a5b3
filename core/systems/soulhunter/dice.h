#pragma once

// Dice for the 2D10 check (d10, the 级别 d4, the 喝彩 d6). The engine never rolls on its own: a
// roll takes a DiceSource, so a seed replays it and tests script the dice.
#include <cstdint>
#include <random>
#include <vector>

namespace sw::soulhunter {

class DiceSource
{
public:
    virtual ~DiceSource() = default;
    virtual int roll(int sides) = 0; // 1 … sides

protected:
    DiceSource() = default;
    DiceSource(const DiceSource &) = default;
    DiceSource &operator=(const DiceSource &) = default;
};

// The same faces for the same seed on every platform: std::mt19937_64 is fully specified, and
// the word is mapped to a face by rejection (no implementation-defined distribution).
class SeededDice final : public DiceSource
{
public:
    explicit SeededDice(std::uint64_t seed) : m_engine(seed) {}
    int roll(int sides) override;

private:
    std::mt19937_64 m_engine;
};

// Faces given in advance (tests, dice rolled at the table). Throws std::invalid_argument for a
// face outside 1 … sides, std::out_of_range when exhausted.
class ScriptedDice final : public DiceSource
{
public:
    explicit ScriptedDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
    int roll(int sides) override;
    std::size_t remaining() const { return m_faces.size() - m_next; }

private:
    std::vector<int> m_faces;
    std::size_t m_next = 0;
};

} // namespace sw::soulhunter
