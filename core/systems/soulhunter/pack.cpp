#include "systems/soulhunter/pack.h"

#include "systems/packfiles.h"
#include "systems/soulhunter/schemas.h"

#include <QJsonArray>

#include <mutex>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

const QString kPackSchema = u"soulhunter.pack.schema.json"_s;

Text textFrom(const QJsonValue &v)
{
    return {v[u"en"_s].toString(), v[u"zh_TW"_s].toString(), v[u"zh_CN"_s].toString()};
}

// `over`'s entries replace `base`'s with the same id, in place; new ones are appended.
QJsonArray overlayById(QJsonArray base, const QJsonArray &over)
{
    for (const QJsonValue &entry : over) {
        const QString id = entry[u"id"_s].toString();
        bool replaced = false;
        for (qsizetype i = 0; i < base.size() && !replaced; ++i) {
            if (base.at(i)[u"id"_s].toString() == id) {
                base.replace(i, entry);
                replaced = true;
            }
        }
        if (!replaced)
            base.append(entry);
    }
    return base;
}

QJsonObject overlay(QJsonObject base, const QJsonObject &over)
{
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it.key() == u"numbers"_s) {
            QJsonObject numbers = base[u"numbers"_s].toObject();
            const QJsonObject more = it.value().toObject();
            for (auto n = more.begin(); n != more.end(); ++n)
                numbers.insert(n.key(), n.value());
            base.insert(it.key(), numbers);
        } else {
            base.insert(it.key(), overlayById(base[it.key()].toArray(), it.value().toArray()));
        }
    }
    return base;
}

NamedEntry entryFrom(const QJsonValue &v)
{
    return {v[u"id"_s].toString(), textFrom(v[u"name"_s]), v[u"cost"_s].toString(), v[u"removed"_s].toBool(),
            v[u"source"_s].toString()};
}

Pack packFrom(const QJsonObject &manifest, const QJsonObject &content)
{
    Pack pack;
    pack.content = content;
    pack.id = manifest[u"id"_s].toString();
    pack.version = manifest[u"version"_s].toString();
    pack.extends = manifest[u"extends"_s].toString();
    pack.name = textFrom(manifest[u"name"_s]);
    for (const QJsonValue &v : content[u"settings"_s].toArray()) {
        Setting s;
        s.id = v[u"id"_s].toString();
        s.tag = v[u"tag"_s].toString();
        s.choice = v[u"type"_s].toString() == u"choice"_s;
        s.required = v[u"required"_s].toBool();
        if (v[u"value"_s].isDouble())
            s.number = v[u"value"_s].toInt();
        s.option = v[u"value"_s].toString();
        for (const QJsonValue &o : v[u"options"_s].toArray())
            s.options << o.toString();
        s.minimum = v[u"minimum"_s].toInt();
        s.source = v[u"source"_s].toString();
        s.name = textFrom(v[u"name"_s]);
        s.help = textFrom(v[u"help"_s]);
        pack.settings.append(s);
    }
    const QJsonObject numbers = content[u"numbers"_s].toObject();
    for (auto it = numbers.begin(); it != numbers.end(); ++it)
        pack.numbers.insert(it.key(), it.value()[u"value"_s].toInt());
    for (const QJsonValue &v : content[u"skills"_s].toArray())
        pack.skills.append(entryFrom(v));
    for (const QJsonValue &v : content[u"styles"_s].toArray())
        pack.styles.append(entryFrom(v));
    return pack;
}

// What the schema cannot say: a choice's value is one of its options; an integer's is at least
// its minimum.
void checkSettings(const Pack &pack, QStringList &errors)
{
    for (const Setting &s : pack.settings) {
        if (s.choice && !s.option.isEmpty() && !s.options.contains(s.option))
            errors << u"settings/%1: \"%2\" is not one of its options"_s.arg(s.id, s.option);
        if (s.choice && s.options.isEmpty())
            errors << u"settings/%1: a choice needs options"_s.arg(s.id);
        if (!s.choice && s.number && *s.number < s.minimum)
            errors << u"settings/%1: below its minimum %2"_s.arg(s.id).arg(s.minimum);
        if (!s.required && !s.filled())
            errors << u"settings/%1: a setting that is not required needs a default"_s.arg(s.id);
    }
}

std::shared_ptr<const Pack> loadBuiltIn(const QString &folder, const Pack *base)
{
    const PackLoad load = loadPack(folder, base);
    if (!load.pack)
        qFatal("the built-in soulhunter pack %s is broken: %s", qPrintable(folder), qPrintable(load.errors.join(u"; "_s)));
    auto built = std::make_shared<Pack>(*load.pack);
    built->builtIn = true;
    return built;
}

} // namespace

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

const Setting *Pack::setting(const QString &settingId) const
{
    for (const Setting &s : settings) {
        if (s.id == settingId)
            return &s;
    }
    return nullptr;
}

const NamedEntry *Pack::skill(const QString &skillId) const
{
    for (const NamedEntry &s : skills) {
        if (s.id == skillId)
            return &s;
    }
    return nullptr;
}

PackLoad loadPack(const QString &folder, const Pack *base)
{
    PackLoad load;
    const systems::PackFiles files = systems::readPackFiles(folder, u"soulhunter"_s, u"pack.json: /system: not a soulhunter pack"_s,
                                                            schemas(), kPackSchema);
    load.errors = files.errors;
    if (!files.ok())
        return load;
    const QString extends = files.manifest[u"extends"_s].toString();
    QJsonObject content = files.content;
    if (!extends.isEmpty()) {
        if (!base || base->id != extends) {
            load.errors << u"pack.json: /extends: the pack \"%1\" is not loaded"_s.arg(extends);
            return load;
        }
        content = overlay(base->content, files.content);
        for (const rules::SchemaError &e : schemas().validate(content, kPackSchema))
            load.errors << e.pointer + u": "_s + e.reason;
    }
    auto pack = std::make_shared<Pack>(packFrom(files.manifest, content));
    checkSettings(*pack, load.errors);
    if (load.errors.isEmpty())
        load.pack = pack;
    return load;
}

std::shared_ptr<const Pack> builtInBasePack()
{
    static std::once_flag once;
    static std::shared_ptr<const Pack> pack;
    std::call_once(once, [] { pack = loadBuiltIn(u":/rulepacks/soulhunter-base"_s, nullptr); });
    return pack;
}

std::shared_ptr<const Pack> builtInProfile()
{
    static std::once_flag once;
    static std::shared_ptr<const Pack> pack;
    std::call_once(once, [] { pack = loadBuiltIn(u":/rulepacks/soulhunter-zhuijia"_s, builtInBasePack().get()); });
    return pack;
}

std::shared_ptr<const Pack> findBuiltInPack(const QString &packId)
{
    for (const auto &p : {builtInBasePack(), builtInProfile()}) {
        if (p->id == packId)
            return p;
    }
    return nullptr;
}

Rules::Rules(std::shared_ptr<const Pack> pack, QMap<QString, QJsonValue> values)
    : m_pack(std::move(pack)), m_values(std::move(values))
{
}

std::optional<int> Rules::number(const QString &key) const
{
    const auto it = m_values.constFind(key);
    if (it != m_values.constEnd() && it->isDouble())
        return it->toInt();
    if (const Setting *s = m_pack->setting(key))
        return s->choice ? std::nullopt : s->number;
    const auto n = m_pack->numbers.constFind(key);
    if (n != m_pack->numbers.constEnd())
        return *n;
    return std::nullopt;
}

QString Rules::choice(const QString &key) const
{
    const auto it = m_values.constFind(key);
    if (it != m_values.constEnd() && it->isString())
        return it->toString();
    const Setting *s = m_pack->setting(key);
    return s && s->choice ? s->option : QString();
}

QStringList Rules::missingSettings() const
{
    QStringList missing;
    for (const Setting &s : m_pack->settings) {
        if (s.required && (s.choice ? choice(s.id).isEmpty() : !number(s.id)))
            missing << s.id;
    }
    return missing;
}

QString Rules::checkValue(const QString &key, const QJsonValue &value) const
{
    const Setting *s = m_pack->setting(key);
    if (!s)
        return u"no setting \"%1\""_s.arg(key);
    if (value.isNull())
        return {}; // back to the pack's value
    if (s->choice) {
        if (!value.isString() || !s->options.contains(value.toString()))
            return u"one of: %1"_s.arg(s->options.join(u", "_s));
        return {};
    }
    if (!value.isDouble() || value.toDouble() != double(value.toInt()))
        return u"a whole number"_s;
    if (value.toInt() < s->minimum)
        return u"at least %1"_s.arg(s->minimum);
    return {};
}

} // namespace sw::soulhunter
