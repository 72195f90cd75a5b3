#pragma once

#include "systems/fate/character.h"

namespace sw::fate {
struct FatePack;
}

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

struct FateCharacterPrint
{
    fate::Character sheet;
    QString campaignName;
};

// A Fate Condensed character on paper, as the sheet page shows it: aspects, stunts and extras on
// the left; skills by ladder rung, refresh and fate points, stress and consequences on the right.
class FateCharacterPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const fate::FatePack &pack,
                    const FateCharacterPrint &print);
};

} // namespace sw::print
