#include "systems/soulhunter/dice.h"

#include <limits>
#include <stdexcept>

namespace sw::soulhunter {

int SeededDice::roll(int sides)
{
    if (sides < 1)
        throw std::invalid_argument("SeededDice: a die has at least one side");
    const std::uint64_t n = std::uint64_t(sides);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    for (;;) {
        const std::uint64_t word = m_engine();
        if (word < limit)
            return int(word % n) + 1;
    }
}

int ScriptedDice::roll(int sides)
{
    if (m_next >= m_faces.size())
        throw std::out_of_range("ScriptedDice: no dice left");
    const int face = m_faces[m_next++];
    if (face < 1 || face > sides)
        throw std::invalid_argument("ScriptedDice: a face outside the die");
    return face;
}

} // namespace sw::soulhunter
