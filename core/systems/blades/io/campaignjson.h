#pragma once

#include "systems/blades/rulepack.h"
#include "rules/violation.h"
#include "store/campaignstore.h"

#include <QByteArray>
#include <QJsonObject>

namespace sw::io {

// A whole campaign as one JSON document (docs/campaign-format.md): every crew, character,
// faction and clock with its id, so that export → import → export gives the same text.
QJsonObject exportCampaign(const store::CampaignStore &store, const QString &name);
QByteArray writeCampaign(const store::CampaignStore &store, const QString &name);

// One sheet's rules problem found on import.
struct ImportProblem
{
    store::SheetRef sheet;
    rules::Violation violation;
};

struct ImportResult
{
    bool ok = false;
    QStringList errors;            // the file itself: syntax and schema faults, failed writes
    QList<ImportProblem> problems; // rule violations of the sheets (blocking unless allowed)
    int sheets = 0;
};

// Imports a campaign export into an empty campaign, in one transaction: all or nothing. The
// text is checked against the campaign schema, then every character and crew through the rules
// engine; a sheet that breaks a rule (with no GM override) stops the import unless
// `allowViolations`, in which case the problems are only reported.
ImportResult importCampaign(store::CampaignStore &store, const QByteArray &json, const blades::RulePack &pack,
                            bool allowViolations);

} // namespace sw::io
