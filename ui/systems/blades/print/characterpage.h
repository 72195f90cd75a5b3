#pragma once

#include "systems/blades/character.h"
#include "systems/blades/limits.h"

#include <QCoreApplication>

namespace sw::blades {
class RulePack;
}

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

// What a scoundrel's printed sheet shows besides the sheet itself.
struct CharacterPrint
{
    blades::Character sheet;
    QString crewName;
    QString campaignName;
    blades::CrewBenefits crew;
    bool blank = false; // a playbook to fill by hand: no name, every box empty but the playbook's dots
};

// A scoundrel's sheet laid out like the paper playbook: identity and vitals on the left,
// special abilities and people in the middle, actions and gear on the right.
class CharacterPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const blades::RulePack &pack,
                    const CharacterPrint &print);
};

} // namespace sw::print
