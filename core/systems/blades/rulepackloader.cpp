#include "systems/blades/rulepackloader.h"

#include "systems/blades/rulepackparse.h"
#include "rules/jsonschema.h"
#include "store/datafolder.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

#include <mutex>

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

QString schemaFor(const QString &file)
{
    return QString(file).replace(u".json"_s, u".schema.json"_s);
}

// Reads and parses one JSON file; a syntax error is reported with its line and column.
bool readJson(const QString &path, const QString &file, QJsonObject *object, QList<PackError> &errors)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        errors.append({file, QString(), u"cannot be read: %1"_s.arg(f.errorString())});
        return false;
    }
    const QByteArray bytes = f.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(parseError.offset);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = parseError.offset - (before.lastIndexOf('\n') + 1) + 1;
        errors.append({file, QString(), u"line %1, column %2: %3"_s.arg(line).arg(column).arg(parseError.errorString())});
        return false;
    }
    if (!doc.isObject()) {
        errors.append({file, u"/"_s, u"the file must hold one JSON object"_s});
        return false;
    }
    *object = doc.object();
    return true;
}

bool loadSchemas(const QString &schemaFolder, rules::JsonSchemaValidator &validator,
                 QList<PackError> &errors)
{
    const QStringList names = QDir(schemaFolder).entryList({u"*.schema.json"_s}, QDir::Files, QDir::Name);
    if (names.isEmpty()) {
        errors.append({schemaFolder, QString(), u"no schemas found"_s});
        return false;
    }
    for (const QString &name : names) {
        QJsonObject schema;
        if (!readJson(schemaFolder + u'/' + name, name, &schema, errors))
            continue;
        for (const rules::SchemaError &e : validator.addSchema(name, schema))
            errors.append({name, e.pointer, e.reason});
    }
    return errors.isEmpty();
}

// A profile's file laid over the pack it extends: objects key by key, lists of entries by id (an
// entry with a new id is added at the end), anything else replaced. Nothing is removed.
QJsonValue overlay(const QJsonValue &base, const QJsonValue &over)
{
    if (base.isObject() && over.isObject()) {
        QJsonObject merged = base.toObject();
        const QJsonObject o = over.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            merged.insert(it.key(), merged.contains(it.key()) ? overlay(merged.value(it.key()), it.value()) : it.value());
        return merged;
    }
    const auto byId = [](const QJsonValue &v) {
        const QJsonArray a = v.toArray();
        return std::all_of(a.begin(), a.end(), [](const QJsonValue &e) { return e.isObject() && e[u"id"_s].isString(); });
    };
    if (base.isArray() && over.isArray() && byId(base) && byId(over)) {
        QJsonArray merged = base.toArray();
        for (const QJsonValue &entry : over.toArray()) {
            const QString id = entry[u"id"_s].toString();
            qsizetype at = 0;
            while (at < merged.size() && merged.at(at)[u"id"_s].toString() != id)
                ++at;
            if (at < merged.size())
                merged.replace(at, overlay(merged.at(at), entry));
            else
                merged.append(entry);
        }
        return merged;
    }
    return over;
}

} // namespace

QString PackError::toString() const
{
    QString text = file;
    if (!pointer.isEmpty())
        text += u": "_s + pointer;
    return text + u": "_s + reason;
}

PackLoad loadRulePack(const QString &folder, const RulePack *base, const QString &schemaFolder, SchemaCheck check)
{
    PackLoad result;
    rules::JsonSchemaValidator validator;
    if (check == SchemaCheck::Run && !loadSchemas(schemaFolder, validator, result.errors))
        return result;

    QJsonObject manifest;
    if (!readJson(folder + u"/pack.json"_s, u"pack.json"_s, &manifest, result.errors))
        return result;
    if (check == SchemaCheck::Run) {
        for (const rules::SchemaError &e : validator.validate(manifest, u"pack.schema.json"_s))
            result.errors.append({u"pack.json"_s, e.pointer, e.reason});
    }
    if (!result.errors.isEmpty())
        return result;

    const QString extends = manifest.value(u"extends"_s).toString();
    if (!extends.isEmpty() && (!base || base->id != extends)) {
        result.errors.append({u"pack.json"_s, u"/extends"_s,
                              u"extends \"%1\", which is not available"_s.arg(extends)});
        return result;
    }
    // A profile (house rules) lays each of its files over the extended pack's before the check.
    const bool profile = manifest.value(u"profile"_s).toBool();
    if (profile && extends.isEmpty()) {
        result.errors.append({u"pack.json"_s, u"/profile"_s, u"a profile names the pack it extends"_s});
        return result;
    }
    QHash<QString, QJsonObject> documents;
    for (const QJsonValue &f : manifest.value(u"files"_s).toArray()) {
        const QString file = f.toString();
        QJsonObject content;
        if (!readJson(folder + u'/' + file, file, &content, result.errors))
            continue;
        if (profile)
            content = overlay(base->documents.value(file), content).toObject();
        if (check == SchemaCheck::Run) {
            for (const rules::SchemaError &e : validator.validate(content, schemaFor(file)))
                result.errors.append({file, e.pointer, e.reason});
        }
        documents.insert(file, content);
    }
    for (const QString &file : {u"character.json"_s, u"crew.json"_s, u"score.json"_s}) {
        if (documents.contains(file))
            continue;
        if (base && base->documents.contains(file))
            documents.insert(file, base->documents.value(file));
        else
            result.errors.append({u"pack.json"_s, u"/files"_s, u"%1 is missing and no pack is extended"_s.arg(file)});
    }
    if (!result.errors.isEmpty())
        return result;

    auto pack = std::make_shared<RulePack>();
    pack->location = folder;
    pack->builtIn = folder.startsWith(u':');
    parseManifest(manifest, *pack);
    parseCharacter(documents.value(u"character.json"_s), *pack);
    parseCrew(documents.value(u"crew.json"_s), *pack);
    pack->documents = documents;
    result.errors = crossCheck(*pack);
    if (result.errors.isEmpty())
        result.pack = std::move(pack);
    return result;
}

std::shared_ptr<const RulePack> builtInRulePack()
{
    static std::once_flag once;
    static std::shared_ptr<const RulePack> pack;
    std::call_once(once, [] {
        const PackLoad load = loadRulePack(QLatin1StringView(kBuiltInPackPath), nullptr,
                                           QLatin1StringView(kSchemaPath), SchemaCheck::Skip);
        Q_ASSERT_X(load.pack, "builtInRulePack", "the built-in rule pack is broken (tests catch this)");
        pack = load.pack;
    });
    return pack;
}

QString userRulePackFolder()
{
    return store::dataFolder() + u"/rulepacks"_s;
}

QList<PackLoad> discoverRulePacks(const QString &userFolder)
{
    QList<PackLoad> loads;
    const auto builtIn = builtInRulePack();
    loads.append({builtIn, {}});
    const QDir dir(userFolder);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!QFile::exists(dir.filePath(sub + u"/pack.json"_s)))
            continue;
        PackLoad load = loadRulePack(dir.filePath(sub), builtIn.get());
        for (PackError &e : load.errors)
            e.file = sub + u'/' + e.file;
        loads.append(load);
    }
    return loads;
}

} // namespace sw::blades
