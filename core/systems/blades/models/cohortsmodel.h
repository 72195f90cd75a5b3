#pragma once

#include "systems/blades/models/sheetmodelbase.h"

namespace sw::models {

// The crew's cohorts (B §4), one row per Crew::cohorts entry: kind, types, edges, flaws and
// harm, with names from crew.json's cohort catalogues in the chosen language. An expert's
// speciality that is not in the pack's expert types shows as written. Harm levels 1–4 are
// named by the pack; the view names "no harm" through the labeler ("cohort_harm", "0").
class CohortsModel : public CrewSheetModel
{
    Q_OBJECT

public:
    enum Column { KindColumn, TypesColumn, EdgesColumn, FlawsColumn, HarmColumn, ColumnCount };
    enum Role {
        CohortIndexRole = FirstModelRole, // int, every column: the index in Crew::cohorts
        KindRole,                         // QString: gang or expert
        TypesRole,                        // QStringList: type ids (or an expert's own words)
        EdgesRole,                        // QStringList: edge ids
        FlawsRole,                        // QStringList: flaw ids
        HarmRole,                         // int: 0 none … 4 dead
    };

    explicit CohortsModel(QObject *parent = nullptr);

protected:
    QList<TreeRowSnapshot> build() const override;
};

} // namespace sw::models
