#include "systems/blades/io/schemas.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::io {

const rules::JsonSchemaValidator &bundledSchemas()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        const QDir dir(u":/schemas"_s);
        for (const QString &name : dir.entryList({u"*.schema.json"_s}, QDir::Files)) {
            QFile file{dir.filePath(name)};
            if (file.open(QIODevice::ReadOnly))
                v.addSchema(name, QJsonDocument::fromJson(file.readAll()).object());
        }
        return v;
    }();
    return validator;
}

} // namespace sw::io
