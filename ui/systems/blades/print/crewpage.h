#pragma once

#include "systems/blades/crew.h"

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

// What a crew's printed sheet shows besides the sheet itself.
struct CrewPrint
{
    blades::Crew sheet;
    QString campaignName;
    QList<std::pair<QString, int>> factionStatus; // faction name (as the campaign calls it) → status
    bool blank = false; // a crew type to fill by hand
};

// A crew sheet: identity and tracks, special abilities, upgrades; the claims map across the
// page; cohorts, contacts and faction status.
class CrewPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const blades::RulePack &pack,
                    const CrewPrint &print);
};

} // namespace sw::print
