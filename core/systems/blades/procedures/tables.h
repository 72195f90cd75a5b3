#pragma once

// Reading the procedure tables of a rule pack (score.json and the pack's numbers). Every number
// a procedure uses comes through here, so no procedure hard-codes one the pack has.
#include "systems/blades/rulepack.h"
#include "systems/blades/dice/dice.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <stdexcept>

namespace sw::blades {

// A procedure needed a table or number the rule pack does not have. A pack that passed the
// loader always has them (the schema requires them); a hand-built or foreign pack may not.
class MissingRuleError : public std::runtime_error
{
public:
    explicit MissingRuleError(const QString &what);
};

namespace detail {

// The value at a JSON pointer ("/downtime/ticks_by_result/good") in one of the pack's files.
// Throws MissingRuleError when the file or the value is absent.
QJsonValue valueAt(const RulePack &pack, const QString &file, const QString &pointer);
QJsonObject objectAt(const RulePack &pack, const QString &file, const QString &pointer);
QJsonArray arrayAt(const RulePack &pack, const QString &file, const QString &pointer);
int intAt(const RulePack &pack, const QString &file, const QString &pointer);

// Shorthands for score.json, where most procedure tables live.
QJsonObject scoreObject(const RulePack &pack, const QString &pointer);
QJsonArray scoreArray(const RulePack &pack, const QString &pointer);
int scoreInt(const RulePack &pack, const QString &pointer);

// An integer member of a table entry; `where` names the entry in the error.
int intIn(const QJsonObject &object, const QString &key, const QString &where);
// The entry of an id'd list with this id, or an empty object.
QJsonObject entryWithId(const QJsonArray &list, const QString &id);

// A number from character.json or crew.json "numbers". Throws MissingRuleError when absent.
int packNumber(const RulePack &pack, const QString &key);

// The key score.json uses for a result band: "bad", "mixed", "good", "critical".
QString resultKey(rules::RollResult result);

// The sum of the "amount" of every change of this kind in a list of changes
// ({"kind": …, "amount": {"base": n}}); a change with no amount counts 0.
int changeTotal(const QJsonArray &changes, const QString &kind);

} // namespace detail
} // namespace sw::blades
