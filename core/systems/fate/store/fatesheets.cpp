#include "systems/fate/store/fatesheets.h"

#include "systems/fate/characterjson.h"

using namespace Qt::StringLiterals;

namespace sw::fate {

store::SheetRef characterRef(qint64 id)
{
    return {QString(kCharacterKind), QString::number(id)};
}

std::optional<Character> character(const store::CampaignStore &store, qint64 id)
{
    const std::optional<QJsonObject> json = store.snapshot(characterRef(id));
    if (!json)
        return std::nullopt;
    return characterFromJson(*json);
}

QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store)
{
    QList<std::pair<qint64, Character>> out;
    for (const store::SheetInfo &info : store.list(QString(kCharacterKind))) {
        const qint64 id = info.ref.id.toLongLong();
        if (std::optional<Character> c = character(store, id))
            out.append({id, *c});
    }
    return out;
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

} // namespace sw::fate
