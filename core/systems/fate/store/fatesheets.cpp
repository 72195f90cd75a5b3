#include "systems/fate/store/fatesheets.h"

#include "systems/documentsheets.h"
#include "systems/fate/characterjson.h"

using namespace Qt::StringLiterals;

namespace sw::fate {

store::SheetRef characterRef(qint64 id)
{
    return systems::numberedSheet(kCharacterKind, id);
}

std::optional<Character> character(const store::CampaignStore &store, qint64 id)
{
    return systems::readSheet<Character>(store, kCharacterKind, id, characterFromJson);
}

QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store)
{
    return systems::readSheets<Character>(store, kCharacterKind, characterFromJson);
}

store::Receipt addCharacter(store::CampaignStore &store, const Character &c, const QString &label)
{
    return store.addNumbered(QString(kCharacterKind), toJson(c), u"fate.character.create"_s, label);
}

store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &c, const QString &command,
                             const QString &label, const QList<store::LedgerEvent> &ledger)
{
    return store.save(characterRef(id), toJson(c), command, label, ledger);
}

store::RollRecord rollRecord(const QString &kind, const QString &label, const RollResolution &r, qint64 sheet)
{
    store::RollRecord rec;
    rec.kind = kind;
    rec.label = label;
    rec.pool = 4;
    rec.dice = {r.faces[0], r.faces[1], r.faces[2], r.faces[3]};
    rec.result = outcomeId(r.outcome);
    if (sheet > 0)
        rec.sheet = characterRef(sheet).kind + u':' + QString::number(sheet);
    return rec;
}

} // namespace sw::fate
