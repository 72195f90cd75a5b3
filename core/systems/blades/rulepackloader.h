#pragma once

#include "systems/blades/rulepack.h"

#include <QList>
#include <QString>

#include <memory>

namespace sw::blades {

// Why a rule pack was not loaded: which file, where in it (a JSON pointer), and what is wrong.
struct PackError
{
    QString file;
    QString pointer;
    QString reason;
    QString toString() const; // "crew.json: /upgrades/3/boxes: -1 is below the minimum 0"
};

struct PackLoad
{
    std::shared_ptr<const RulePack> pack; // null when errors is not empty
    QList<PackError> errors;
};

// The built-in pack and the schemas, embedded in the library.
inline constexpr auto kBuiltInPackPath = ":/rulepacks/blades-srd";
inline constexpr auto kSchemaPath = ":/rulepacks/schema";

// Loads the pack in `folder`: every file is checked against its schema, then every id a file
// refers to must exist. A pack whose manifest says `"extends": "<id>"` takes the content files
// it leaves out from `base` (which must have that id). Never throws; a broken pack gives errors.
// SchemaCheck::Skip is for the pack built into the program, which its tests check against the
// schemas (RulePack.BuiltInPackLoadsWithoutErrors) so that starting the app need not.
enum class SchemaCheck { Run, Skip };
PackLoad loadRulePack(const QString &folder, const RulePack *base = nullptr,
                      const QString &schemaFolder = QLatin1StringView(kSchemaPath), SchemaCheck check = SchemaCheck::Run);

// The built-in SRD pack, loaded once and shared.
std::shared_ptr<const RulePack> builtInRulePack();

// Where users put their own packs: <AppDataLocation>/rulepacks/<id>/pack.json.
QString userRulePackFolder();

// The built-in pack followed by every user pack found (loaded or not, with their errors).
QList<PackLoad> discoverRulePacks(const QString &userFolder = userRulePackFolder());

} // namespace sw::blades
