#pragma once

#include "systems/meshal/character.h"

#include <QMap>

namespace sw::meshal {
struct MeshalPack;
struct MeshalContent;
} // namespace sw::meshal

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

struct MeshalCharacterPrint
{
    meshal::Character sheet;
    QString campaignName;
    QMap<QString, QString> sheetNames; // another sheet's id → its name (relationships)
};

// A Meshal Lite character on paper, as the sheet page shows it (spec §2): identity and features,
// the three attributes with every layer and their dice as boxes, protections, speeds and senses on
// the left; Talent and 实力, abilities, items, money, relationships, effects, conditions and the
// Talent ledger on the right.
class MeshalCharacterPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const meshal::MeshalPack &pack,
                    const meshal::MeshalContent *content, const MeshalCharacterPrint &print);
};

} // namespace sw::print
