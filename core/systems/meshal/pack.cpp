#include "systems/meshal/pack.h"

#include "systems/meshal/packio.h"
#include "systems/packfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <mutex>

using namespace Qt::StringLiterals;

namespace sw::meshal {

namespace packio {

Text textFrom(const QJsonValue &v)
{
    return {v[u"en"_s].toString(), v[u"zh_TW"_s].toString(), v[u"zh_CN"_s].toString()};
}

QJsonObject textJson(const Text &t)
{
    return {{u"en"_s, t.en}, {u"zh_TW"_s, t.zhTW}, {u"zh_CN"_s, t.zhCN}};
}

const rules::JsonSchemaValidator &schemas()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        for (const QString &name : {u"meshal.pack.schema.json"_s, u"meshal.content.schema.json"_s, u"meshal.character.schema.json"_s}) {
            QFile file(u":/schemas/"_s + name);
            if (file.open(QIODevice::ReadOnly))
                v.addSchema(name, QJsonDocument::fromJson(file.readAll()).object());
        }
        return v;
    }();
    return validator;
}

} // namespace packio

using namespace packio;

QString Text::in(Language language) const
{
    switch (language) {
    case Language::TraditionalChinese:
        return zhTW.isEmpty() ? zhCN : zhTW;
    case Language::SimplifiedChinese:
        return zhCN;
    case Language::English:
        break;
    }
    return en.isEmpty() ? zhCN : en;
}

bool MeshalPack::moduleOn(const QString &moduleId) const
{
    for (const Module &m : modules) {
        if (m.id == moduleId)
            return m.enabled;
    }
    return false;
}

const SizeRow *MeshalPack::size(Size s) const
{
    for (const SizeRow &row : sizes) {
        if (row.size == s)
            return &row;
    }
    return nullptr;
}

QString MeshalPack::label(const QString &key, Language language) const
{
    const auto it = names.constFind(key);
    return it == names.constEnd() ? key : it->in(language);
}

QList<rules::Violation> checkProfile(const MeshalPack &pack)
{
    QList<rules::Violation> out;
    for (const Module &m : pack.modules) {
        if (!m.enabled)
            continue;
        for (const QString &needed : m.required) {
            if (!pack.moduleOn(needed))
                out.append({u"meshal.profile.module_requires"_s, u"modules/"_s + m.id, {{u"module"_s, m.id}, {u"requires"_s, needed}}});
        }
    }
    return out;
}

QList<rules::Violation> profileWarnings(const MeshalPack &pack)
{
    QList<rules::Violation> out;
    for (const Module &m : pack.modules) {
        if (!m.enabled)
            continue;
        for (const QString &suggested : m.recommends) {
            if (!pack.moduleOn(suggested))
                out.append({u"meshal.profile.module_recommends"_s, u"modules/"_s + m.id, {{u"module"_s, m.id}, {u"recommends"_s, suggested}}});
        }
    }
    return out;
}

MeshalPackLoad loadMeshalPack(const QString &folder)
{
    MeshalPackLoad load;
    const systems::PackFiles files = systems::readPackFiles(folder, u"meshal"_s, u"pack.json: /system: not a Meshal pack"_s, schemas(),
                                                            u"meshal.pack.schema.json"_s);
    load.errors = files.errors;
    if (!files.ok())
        return load;
    const QJsonObject *manifest = &files.manifest;
    const QJsonObject &content = files.content;
    auto pack = std::make_shared<MeshalPack>();
    pack->id = manifest->value(u"id"_s).toString();
    pack->version = manifest->value(u"version"_s).toString();
    pack->name = textFrom(manifest->value(u"name"_s));
    const QJsonObject numbers = content[u"numbers"_s].toObject();
    for (auto it = numbers.begin(); it != numbers.end(); ++it)
        pack->numbers.insert(it.key(), it.value()[u"value"_s].toInt());
    for (const QJsonValue &m : content[u"modules"_s].toArray()) {
        QStringList required, recommends;
        for (const QJsonValue &r : m[u"requires"_s].toArray())
            required << r.toString();
        for (const QJsonValue &r : m[u"recommends"_s].toArray())
            recommends << r.toString();
        pack->modules.append({m[u"id"_s].toString(), textFrom(m[u"name"_s]), m[u"enabled"_s].toBool(), required, recommends});
    }
    for (const QJsonValue &r : content[u"sizes"_s][u"rows"_s].toArray())
        pack->sizes.append({*sizeFromId(r[u"id"_s].toString()), r[u"level"_s].toInt(), r[u"footprint"_s].toInt(), textFrom(r[u"name"_s])});
    const QJsonObject names = content[u"names"_s].toObject();
    for (auto it = names.begin(); it != names.end(); ++it)
        pack->names.insert(it.key(), textFrom(it.value()));
    for (const rules::Violation &v : checkProfile(*pack))
        load.errors << u"modules: \"%1\" is on but \"%2\" is off"_s.arg(v.params.value(u"module"_s).toString(),
                                                                    v.params.value(u"requires"_s).toString());
    if (pack->sizes.size() != 6)
        load.errors << u"sizes: all six sizes must be listed"_s;
    if (load.errors.isEmpty())
        load.pack = pack;
    return load;
}

std::shared_ptr<const MeshalPack> builtInMeshalPack()
{
    static std::once_flag once;
    static std::shared_ptr<const MeshalPack> pack;
    std::call_once(once, [] {
        const MeshalPackLoad load = loadMeshalPack(u":/rulepacks/meshal-lite"_s);
        if (!load.pack)
            qFatal("the built-in Meshal pack is broken: %s", qPrintable(load.errors.join(u"; "_s)));
        auto built = std::make_shared<MeshalPack>(*load.pack);
        built->builtIn = true;
        pack = built;
    });
    return pack;
}

} // namespace sw::meshal
