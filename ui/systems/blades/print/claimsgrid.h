#pragma once

#include "print/pageflow.h"

#include <QList>
#include <QString>

namespace sw::print {

class PrintStyle;

// The crew's claims map: a grid of cells with the lair, held claims shaded at their top, and
// the links between neighbours drawn across the gutters.
struct ClaimCell
{
    int row = 0; // 1-based, as in the pack
    int col = 0;
    QString name;
    QString summary;
    bool held = false;
    bool lair = false;
};
struct ClaimsGrid
{
    int rows = 0;
    int cols = 0;
    QList<ClaimCell> cells;
    QList<std::pair<int, int>> links; // indexes into cells, 0-based
};
Block claimsBlock(const PrintStyle &style, const ClaimsGrid &grid);

} // namespace sw::print
