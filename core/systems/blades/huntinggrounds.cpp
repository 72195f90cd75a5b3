#include "systems/blades/huntinggrounds.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::blades {

QList<Entity> huntingOperations(const QString &crewType, const RulePack &pack)
{
    QList<Entity> out;
    for (const QJsonValue &type : pack.documents.value(u"crew.json"_s).value(u"crew_types"_s).toArray()) {
        if (type[u"id"_s].toString() != crewType)
            continue;
        for (const QJsonValue &entry : type[u"hunting_grounds"_s].toArray()) {
            Entity op;
            op.id = entry[u"id"_s].toString();
            op.name = textFrom(entry);
            out.append(op);
        }
    }
    return out;
}

QString huntingOperationId(const QString &stored, const QString &crewType, const RulePack &pack)
{
    const QString text = stored.trimmed();
    if (text.isEmpty())
        return {};
    for (const Entity &op : huntingOperations(crewType, pack)) {
        if (op.id == text)
            return op.id;
    }
    for (const Entity &op : huntingOperations(crewType, pack)) {
        for (const QString &name : {op.name.en, op.name.zhTW, op.name.zhCN}) {
            if (name.compare(text, Qt::CaseInsensitive) == 0)
                return op.id;
        }
    }
    return {};
}

Text huntingOperationName(const QString &stored, const QString &crewType, const RulePack &pack)
{
    const QString id = huntingOperationId(stored, crewType, pack);
    for (const Entity &op : huntingOperations(crewType, pack)) {
        if (!id.isEmpty() && op.id == id)
            return op.name;
    }
    return {stored, stored, stored};
}

} // namespace sw::blades
