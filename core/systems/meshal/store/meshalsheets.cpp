#include "systems/meshal/store/meshalsheets.h"

#include "systems/meshal/characterjson.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {

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
    return store.addNumbered(QString(kCharacterKind), toJson(c), u"meshal.character.create"_s, label);
}

store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &c, const QString &command,
                             const QString &label, const QList<store::RollRecord> &rolls)
{
    if (rolls.isEmpty())
        return store.save(characterRef(id), toJson(c), command, label);
    return store.apply({{characterRef(id), toJson(c)}}, command, label, {}, rolls);
}

} // namespace sw::meshal
