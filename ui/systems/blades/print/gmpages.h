#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace sw::print {

class PageFlow;
class PrintStyle;
class PrintWords;

// One faction of the ladder with every name already in the printed language.
struct FactionLine
{
    QString name;
    QString category;
    int tier = 0;
    QString hold;
    QString turf;
    QStringList allies;
    QStringList enemies;
    bool vulnerable = false;
    QList<std::pair<QString, int>> status; // crew name → status with this faction
    QString notes; // GM only
};

// One clock with the name of whoever owns it.
struct ClockLine
{
    QString name;
    QString owner;
    int segments = 4;
    int filled = 0;
    QString linkedTo;
    QString racing;
    bool hidden = false; // GM only
};

// The GM's sheets. With `handout` set, GM-only fields (faction notes, hidden clocks) are
// left out: the pages can go to the players.
class FactionLadderPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const QString &campaignName,
                    QList<FactionLine> factions, bool handout);
};

class ClocksPage
{
public:
    static void add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const QString &campaignName,
                    const QList<ClockLine> &clocks, bool handout);
};

} // namespace sw::print
