#include "systems/soulhunter/schemas.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

const rules::JsonSchemaValidator &schemas()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        for (const QString &name : {u"soulhunter.pack.schema.json"_s, u"soulhunter.character.schema.json"_s,
                                    u"soulhunter.campaign.schema.json"_s,
                                    u"soulhunter.sin.schema.json"_s, u"soulhunter.content.schema.json"_s,
                                    u"soulhunter.scene.schema.json"_s}) {
            QFile file(u":/schemas/"_s + name);
            if (file.open(QIODevice::ReadOnly))
                v.addSchema(name, QJsonDocument::fromJson(file.readAll()).object());
        }
        return v;
    }();
    return validator;
}

} // namespace sw::soulhunter
