#include "systems/blades/print/gmpages.h"

#include "systems/blades/print/characterblocks.h"
#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QString signedNumber(int n)
{
    return n > 0 ? u"+"_s + QString::number(n) : QString::number(n);
}

} // namespace

void FactionLadderPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const QString &campaignName,
                            QList<FactionLine> factions, bool handout)
{
    const QString title = w.translate("sw::print::FactionLadderPage", "Faction ladder");
    const QString subtitle = handout ? w.translate("sw::print::Sheet", "Player handout") : QString();
    flow.beginSheet(2, [&style, title, subtitle, campaignName](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, campaignName);
    });
    // The ladder: highest tier first, strong hold above weak, then by name.
    std::stable_sort(factions.begin(), factions.end(), [](const FactionLine &a, const FactionLine &b) {
        return a.tier != b.tier ? a.tier > b.tier : a.name.localeAwareCompare(b.name) < 0;
    });
    int tier = -1;
    for (const FactionLine &f : std::as_const(factions)) {
        if (f.tier != tier) {
            tier = f.tier;
            flow.add(headingBlock(style, w.translate("sw::print::FactionLadderPage", "Tier %1").arg(tier)));
        }
        QStringList facts;
        facts << w.translate("sw::print::FactionLadderPage", "Category: %1").arg(f.category);
        facts << w.translate("sw::print::FactionLadderPage", "Hold: %1").arg(f.hold);
        for (const auto &[crew, status] : f.status)
            facts << w.translate("sw::print::FactionLadderPage", "Status with %1: %2").arg(crew, signedNumber(status));
        if (!f.turf.isEmpty())
            facts << w.translate("sw::print::FactionLadderPage", "Turf: %1").arg(f.turf);
        if (!f.allies.isEmpty())
            facts << w.translate("sw::print::FactionLadderPage", "Allies: %1").arg(f.allies.join(u", "_s));
        if (!f.enemies.isEmpty())
            facts << w.translate("sw::print::FactionLadderPage", "Enemies: %1").arg(f.enemies.join(u", "_s));
        if (f.vulnerable)
            facts << w.translate("sw::print::FactionLadderPage", "Vulnerable");
        if (!handout && !f.notes.isEmpty())
            facts << w.translate("sw::print::FactionLadderPage", "GM notes: %1").arg(f.notes);
        flow.add(entryBlock(style, {{}, f.name, facts.join(u" · "_s), {}}));
    }
    if (factions.isEmpty())
        flow.add(paragraphBlock(style, w.translate("sw::print::FactionLadderPage", "The campaign has no factions yet.")));
    flow.flush();
}

void ClocksPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const QString &campaignName,
                     const QList<ClockLine> &clocks, bool handout)
{
    const QString title = w.translate("sw::print::ClocksPage", "Clocks");
    const QString subtitle = handout ? w.translate("sw::print::Sheet", "Player handout") : QString();
    flow.beginSheet(3, [&style, title, subtitle, campaignName](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, campaignName);
    });
    int shown = 0;
    for (const ClockLine &c : clocks) {
        if (handout && c.hidden)
            continue;
        QStringList facts;
        facts << w.translate("sw::print::ClocksPage", "%1 of %2 segments").arg(c.filled).arg(c.segments);
        if (!c.owner.isEmpty())
            facts << w.translate("sw::print::ClocksPage", "Owner: %1").arg(c.owner);
        if (!c.linkedTo.isEmpty())
            facts << w.translate("sw::print::ClocksPage", "Unlocks: %1").arg(c.linkedTo);
        if (!c.racing.isEmpty())
            facts << w.translate("sw::print::ClocksPage", "Racing: %1").arg(c.racing);
        if (c.hidden)
            facts << w.translate("sw::print::ClocksPage", "Hidden from the players");
        flow.add(clockBlock(style, c.name, c.segments, c.filled, facts.join(QChar::LineSeparator)));
        ++shown;
    }
    if (shown == 0)
        flow.add(paragraphBlock(style, w.translate("sw::print::ClocksPage", "No clocks to show.")));
    flow.flush();
}

} // namespace sw::print
