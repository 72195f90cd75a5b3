#pragma once

// Fate dice (4dF): four dice with faces -1, 0 and +1, written as the seed writes them: "0+-+"
// (seed L23, L159, L189, L208, L225; spec §1.2).
#include "rules/random.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace sw::fate {

using Faces = std::array<int, 4>;

// Rule 1: exactly four dice, each -1, 0 or +1.
bool validFaces(const Faces &faces);
int diceSum(const Faces &faces); // -4 … +4
// "0+-+" (also "−" U+2212 for minus); anything else, or not four faces, gives nullopt.
std::optional<Faces> parseFaces(QStringView text);
QString facesText(const Faces &faces);
// One die from a six-sided one: 1-2 is -, 3-4 is blank, 5-6 is + (each face 1/3).
int fateDieFromD6(int d6);
Faces rollFaces(rules::RandomSource &random);

} // namespace sw::fate
