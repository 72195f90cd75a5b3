#include "systems/packfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::systems {

std::optional<QJsonObject> readJsonObject(const QString &path, QStringList *errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors->append(QFileInfo(path).fileName() + u": "_s + file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        errors->append(QFileInfo(path).fileName() + u": "_s +
                       (parseError.error ? parseError.errorString() : u"not a JSON object"_s));
        return std::nullopt;
    }
    return doc.object();
}

PackFiles readPackFiles(const QString &folder, const QString &systemId, const QString &notOurs,
                        const rules::JsonSchemaValidator &schemas, const QString &schemaFile)
{
    PackFiles pack;
    const QDir dir(folder);
    const auto manifest = readJsonObject(dir.filePath(u"pack.json"_s), &pack.errors);
    if (!manifest)
        return pack;
    pack.manifest = *manifest;
    if (manifest->value(u"system"_s).toString() != systemId) {
        pack.errors << notOurs;
        return pack;
    }
    for (const QJsonValue &n : manifest->value(u"files"_s).toArray()) {
        const QString name = n.toString();
        const auto file = readJsonObject(dir.filePath(name), &pack.errors);
        if (!file)
            continue;
        for (auto it = file->begin(); it != file->end(); ++it) {
            if (pack.content.contains(it.key()))
                pack.errors << name + u": /"_s + it.key() + u": also in another file"_s;
            pack.content.insert(it.key(), it.value());
        }
    }
    if (!pack.errors.isEmpty())
        return pack;
    for (const rules::SchemaError &e : schemas.validate(pack.content, schemaFile))
        pack.errors << e.pointer + u": "_s + e.reason;
    return pack;
}

} // namespace sw::systems
