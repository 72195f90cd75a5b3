#include "systems/blades/models/factionstatusmodel.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

struct LadderRung
{
    const blades::Faction *faction = nullptr;
    QString name;
    int status = 0;
};

QString signedNumber(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

} // namespace

FactionStatusModel::FactionStatusModel(QObject *parent) : CrewSheetModel(ColumnCount, Shape::List, parent) {}

void FactionStatusModel::setFactions(const QList<blades::Faction> &factions)
{
    m_factions = factions;
    refresh();
}

QList<TreeRowSnapshot> FactionStatusModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const Language lang = language();
    const QJsonArray holds = packCatalogue(rules, u"crew.json"_s, {u"holds"_s});
    const auto example = [&](const QString &id) -> const blades::ExampleFaction * {
        const auto it = std::find_if(rules.factions.begin(), rules.factions.end(),
                                     [&](const blades::ExampleFaction &f) { return f.id == id; });
        return it == rules.factions.end() ? nullptr : &*it;
    };

    QList<LadderRung> ladder;
    QSet<QString> seen;
    for (const blades::Faction &f : m_factions) {
        if (seen.contains(f.id)) // one rung per faction, however often the list names it
            continue;
        seen.insert(f.id);
        QString name = f.name;
        if (name.isEmpty()) {
            const blades::ExampleFaction *fromPack = example(f.id);
            name = fromPack ? fromPack->name.in(lang) : label(u"unnamed"_s, f.id);
        }
        ladder.append({&f, name.isEmpty() ? f.id : name, crew().factionStatus.value(f.id)});
    }
    std::sort(ladder.begin(), ladder.end(), [](const LadderRung &a, const LadderRung &b) {
        if (a.status != b.status)
            return a.status > b.status;
        if (a.faction->tier != b.faction->tier)
            return a.faction->tier > b.faction->tier;
        const int byName = a.name.compare(b.name, Qt::CaseInsensitive);
        return byName != 0 ? byName < 0 : a.faction->id < b.faction->id;
    });

    QList<TreeRowSnapshot> rows;
    for (const LadderRung &rung : std::as_const(ladder)) {
        const blades::Faction &f = *rung.faction;
        const auto status = std::find_if(rules.factionStatus.begin(), rules.factionStatus.end(),
                                         [&](const blades::FactionStatus &s) { return s.value == rung.status; });
        const blades::ExampleFaction *fromPack = example(f.id);
        const blades::Entity hold = catalogueEntry(holds, f.hold);

        TreeRowSnapshot row(f.id, ColumnCount);
        row.setAll(IdRole, f.id)
            .setAll(Qt::ToolTipRole, fromPack ? fromPack->summary.in(lang) : QString())
            .setAll(StatusRole, rung.status)
            .setAll(AtWarRole, rung.status <= blades::kWarStatus)
            .setAll(TierRole, f.tier)
            .setAll(HoldRole, f.hold)
            .setAll(CategoryRole, f.category)
            .set(NameColumn, Qt::DisplayRole, rung.name)
            .set(TierColumn, Qt::DisplayRole, f.tier)
            .set(HoldColumn, Qt::DisplayRole, hold.name.en.isEmpty() ? f.hold : hold.name.in(lang))
            .set(HoldColumn, Qt::ToolTipRole, hold.summary.in(lang));
        if (status != rules.factionStatus.end()) {
            row.set(StatusColumn, Qt::DisplayRole, QString(signedNumber(rung.status) + u' ' + status->name.in(lang)))
                .set(StatusColumn, Qt::ToolTipRole, status->summary.in(lang));
        } else {
            row.set(StatusColumn, Qt::DisplayRole, signedNumber(rung.status));
        }
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
