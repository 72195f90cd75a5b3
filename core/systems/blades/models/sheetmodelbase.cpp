#include "systems/blades/models/sheetmodelbase.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace sw::models {

void CharacterSheetModel::setSheet(const blades::Character &character, const blades::RulePack &pack,
                                   const blades::CrewBenefits &crew)
{
    m_character = character;
    m_crew = crew;
    m_pack = &pack;
    refresh();
}

void CharacterSheetModel::clear()
{
    m_character = {};
    m_crew = {};
    m_pack = nullptr;
    refresh();
}

void CrewSheetModel::setSheet(const blades::Crew &crew, const blades::RulePack &pack)
{
    m_crew = crew;
    m_pack = &pack;
    refresh();
}

void CrewSheetModel::clear()
{
    m_crew = {};
    m_pack = nullptr;
    refresh();
}

QJsonArray packCatalogue(const blades::RulePack &pack, const QString &file, const QStringList &path)
{
    QJsonValue at = pack.documents.value(file);
    for (const QString &key : path)
        at = at.toObject().value(key);
    return at.toArray();
}

blades::Entity catalogueEntry(const QJsonArray &catalogue, const QString &id)
{
    for (const QJsonValue &entry : catalogue) {
        if (entry[u"id"_s].toString() != id)
            continue;
        blades::Entity e;
        e.id = id;
        e.name = blades::textFrom(entry[u"name"_s]);
        e.summary = blades::textFrom(entry[u"summary"_s]);
        e.source = entry[u"source"_s].toString();
        e.example = entry[u"example"_s].toBool();
        return e;
    }
    return {id, {}, {}, {}, false};
}

} // namespace sw::models
