#pragma once

#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

struct SoulCharacterPrint
{
    soulhunter::Character sheet;
    QString campaignName;
};

// A 狩魂者 character on paper, as the sheet page shows it (spec §19): identity, attributes with
// grades, 灵识, skills, the power, marks, soul weapon and 绝技, tags on the left; HP and the points,
// the two charms, the XP, techniques and enchantments on the right.
class SoulCharacterPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const soulhunter::Rules &rules,
                    const SoulCharacterPrint &print);
};

} // namespace sw::print
