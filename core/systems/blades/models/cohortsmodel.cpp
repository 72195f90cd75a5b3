#include "systems/blades/models/cohortsmodel.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

QJsonArray cohortCatalogue(const blades::RulePack &pack, const QString &name)
{
    return packCatalogue(pack, u"crew.json"_s, {u"cohorts"_s, name});
}

// The names of `ids` in the language as one phrase ("Fearsome and Loyal", "駭人和忠誠"), and
// their summaries one per line for the tooltip. An id the catalogue lacks shows as written.
std::pair<QString, QString> namesOf(const QStringList &ids, const QJsonArray &catalogue, Language language)
{
    QStringList names;
    QStringList summaries;
    for (const QString &id : ids) {
        const blades::Entity entry = catalogueEntry(catalogue, id);
        names.append(entry.name.en.isEmpty() ? id : entry.name.in(language));
        if (!entry.summary.en.isEmpty())
            summaries.append(entry.summary.in(language));
    }
    return {localeFor(language).createSeparatedList(names), summaries.join(u'\n')};
}

} // namespace

CohortsModel::CohortsModel(QObject *parent) : CrewSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> CohortsModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const Language lang = language();
    const QJsonArray kinds = cohortCatalogue(rules, u"kinds"_s);
    const QJsonArray gangTypes = cohortCatalogue(rules, u"gang_types"_s);
    const QJsonArray expertTypes = cohortCatalogue(rules, u"expert_types"_s);
    const QJsonArray edges = cohortCatalogue(rules, u"edges"_s);
    const QJsonArray flaws = cohortCatalogue(rules, u"flaws"_s);
    const QJsonArray harmLevels = cohortCatalogue(rules, u"harm_levels"_s);

    QList<TreeRowSnapshot> rows;
    const QList<blades::Cohort> &cohorts = crew().cohorts;
    for (qsizetype i = 0; i < cohorts.size(); ++i) {
        const blades::Cohort &cohort = cohorts.at(i);
        const bool gang = cohort.kind == blades::CohortKind::Gang;
        const QString kindId = gang ? u"gang"_s : u"expert"_s;
        const blades::Entity kind = catalogueEntry(kinds, kindId);
        const auto [typeNames, typeSummaries] = namesOf(cohort.types, gang ? gangTypes : expertTypes, lang);
        const auto [edgeNames, edgeSummaries] = namesOf(cohort.edges, edges, lang);
        const auto [flawNames, flawSummaries] = namesOf(cohort.flaws, flaws, lang);

        // Cohorts have no id of their own: the row is its place in the list.
        TreeRowSnapshot row(QString::number(i), ColumnCount);
        row.setAll(IdRole, QString::number(i))
            .setAll(CohortIndexRole, int(i))
            .setAll(KindRole, kindId)
            .setAll(TypesRole, cohort.types)
            .setAll(EdgesRole, cohort.edges)
            .setAll(FlawsRole, cohort.flaws)
            .setAll(HarmRole, cohort.harm)
            .set(KindColumn, Qt::DisplayRole, kind.name.en.isEmpty() ? kindId : kind.name.in(lang))
            .set(KindColumn, Qt::ToolTipRole, kind.summary.in(lang))
            .set(TypesColumn, Qt::DisplayRole, typeNames)
            .set(TypesColumn, Qt::ToolTipRole, typeSummaries)
            .set(EdgesColumn, Qt::DisplayRole, edgeNames)
            .set(EdgesColumn, Qt::ToolTipRole, edgeSummaries)
            .set(FlawsColumn, Qt::DisplayRole, flawNames)
            .set(FlawsColumn, Qt::ToolTipRole, flawSummaries);

        for (const QJsonValue &level : harmLevels) {
            if (level[u"level"_s].toInt() != cohort.harm)
                continue;
            row.set(HarmColumn, Qt::DisplayRole, blades::textFrom(level[u"name"_s]).in(lang))
                .set(HarmColumn, Qt::ToolTipRole, blades::textFrom(level[u"summary"_s]).in(lang));
        }
        if (!row.cells.at(HarmColumn).values.contains(Qt::DisplayRole))
            row.set(HarmColumn, Qt::DisplayRole, label(u"cohort_harm"_s, QString::number(cohort.harm)));
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
