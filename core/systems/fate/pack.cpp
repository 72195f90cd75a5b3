#include "systems/fate/pack.h"

#include "rules/jsonschema.h"
#include "systems/packfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <mutex>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

Text textFrom(const QJsonValue &v)
{
    return {v[u"en"_s].toString(), v[u"zh_TW"_s].toString(), v[u"zh_CN"_s].toString()};
}

QStringList stringsFrom(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

const rules::JsonSchemaValidator &packSchema()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        QFile file(u":/schemas/fate.pack.schema.json"_s);
        if (file.open(QIODevice::ReadOnly))
            v.addSchema(u"fate.pack.schema.json"_s, QJsonDocument::fromJson(file.readAll()).object());
        return v;
    }();
    return validator;
}

OutcomeRow rowFrom(const QJsonValue &v)
{
    OutcomeRow row{textFrom(v[u"text"_s]), {}};
    for (const QJsonValue &option : v[u"options"_s].toArray()) {
        QList<Effect> effects;
        for (const QJsonValue &e : option.toArray())
            effects.append({e[u"kind"_s].toString(), e[u"to"_s].toString(), e[u"count"_s].toInt(),
                            e[u"value"_s].toString(), e[u"reveal"_s].toBool(), e[u"when"_s].toString()});
        row.options.append(effects);
    }
    return row;
}

void parseContent(const QJsonObject &c, FatePack &p)
{
    const QJsonObject numbers = c[u"numbers"_s].toObject();
    for (auto it = numbers.begin(); it != numbers.end(); ++it)
        p.numbers.insert(it.key(), it.value()[u"value"_s].toInt());
    for (const QJsonValue &r : c[u"creation_pattern"_s][u"ratings"_s].toArray())
        p.creationPattern.append({r[u"rating"_s].toInt(), r[u"count"_s].toInt()});
    for (const QJsonValue &s : c[u"skills"_s].toArray())
        p.skills.append({s[u"id"_s].toString(), textFrom(s[u"name"_s]), textFrom(s[u"summary"_s]),
                         stringsFrom(s[u"attacks"_s]), stringsFrom(s[u"defends"_s])});
    for (Track t : {Track::Physical, Track::Mental}) {
        p.stressSkill[int(t)] = c[u"stress_skills"_s][trackId(t)].toString();
        p.recoverySkill[int(t)] = c[u"recovery_skills"_s][trackId(t)].toString();
    }
    for (const QJsonValue &r : c[u"ladder"_s].toArray())
        p.ladder.append({r[u"value"_s].toInt(), textFrom(r[u"name"_s])});
    p.labelFormat = textFrom(c[u"label_format"_s]);
    for (const QJsonValue &k : c[u"aspect_kinds"_s].toArray()) {
        p.aspectKinds.append({k[u"id"_s].toString(), textFrom(k[u"name"_s])});
        p.aspectsAtCreation.insert(k[u"id"_s].toString(), k[u"at_creation"_s].toInt());
    }
    for (const QJsonValue &t : c[u"stunt_templates"_s].toArray())
        p.stuntTemplates.append({t[u"id"_s].toString(), textFrom(t[u"template"_s])});
    for (const QJsonValue &t : c[u"tracks"_s].toArray())
        p.tracks.append({t[u"id"_s].toString() == u"mental"_s ? Track::Mental : Track::Physical, textFrom(t[u"name"_s])});
    for (const QJsonValue &r : c[u"stress_boxes"_s].toArray())
        p.stressBoxes.append({r[u"min_rating"_s].toInt(), r[u"boxes"_s].toInt(), r[u"extra_mild"_s].toBool()});
    for (const QJsonValue &k : c[u"consequences"_s].toArray()) {
        ConsequenceSlot slot{k[u"id"_s].toString(), textFrom(k[u"name"_s]), k[u"absorbs"_s].toInt(), std::nullopt,
                             k[u"clears_after"_s].toString(), k[u"needs_track"_s].toString(), k[u"optional"_s].toBool()};
        if (k[u"recovery_difficulty"_s].isDouble())
            slot.recoveryDifficulty = k[u"recovery_difficulty"_s].toInt();
        p.consequences.append(slot);
    }
    p.treatingYourself = c[u"treating_yourself"_s].toInt();
    for (const QJsonValue &a : c[u"actions"_s].toArray()) {
        ActionInfo info{*actionFromId(a[u"id"_s].toString()), textFrom(a[u"name"_s]), textFrom(a[u"summary"_s]), {}};
        for (const QJsonValue &t : a[u"tables"_s].toArray()) {
            const QJsonValue o = t[u"outcomes"_s];
            info.tables.append({t[u"id"_s].toString(),
                                {rowFrom(o[u"fail"_s]), rowFrom(o[u"tie"_s]), rowFrom(o[u"success"_s]), rowFrom(o[u"style"_s])}});
        }
        p.actions.append(info);
    }
    const QStringList outcomeIds{u"fail"_s, u"tie"_s, u"success"_s, u"style"_s};
    for (const QJsonValue &o : c[u"outcomes"_s].toArray())
        p.outcomeNames[std::size_t(outcomeIds.indexOf(o[u"id"_s].toString()))] = textFrom(o[u"name"_s]);
}

// What the schema cannot say: names that must point at something, and nothing missing.
QStringList crossCheck(const FatePack &p)
{
    QStringList errors;
    for (int t = 0; t < 2; ++t) {
        if (!p.skill(p.stressSkill[t]))
            errors << u"stress_skills: no skill \"%1\""_s.arg(p.stressSkill[t]);
        if (!p.skill(p.recoverySkill[t]))
            errors << u"recovery_skills: no skill \"%1\""_s.arg(p.recoverySkill[t]);
    }
    QStringList seen;
    for (const Skill &s : p.skills) {
        if (seen.contains(s.id))
            errors << u"skills: \"%1\" listed twice"_s.arg(s.id);
        seen << s.id;
    }
    for (Action a : {Action::Overcome, Action::CreateAdvantage, Action::Attack, Action::Defend}) {
        const bool found = std::any_of(p.actions.begin(), p.actions.end(), [a](const ActionInfo &i) { return i.action == a; });
        if (!found)
            errors << u"actions: \"%1\" is missing"_s.arg(actionId(a));
    }
    for (const Text &t : p.outcomeNames) {
        if (t.en.isEmpty())
            errors << u"outcomes: fail, tie, success and style must all be named"_s;
    }
    for (const QString &slot : {u"mild"_s, u"moderate"_s, u"severe"_s}) {
        if (!p.slot(slot))
            errors << u"consequences: \"%1\" is missing"_s.arg(slot);
    }
    if (p.stressBoxes.isEmpty() || p.stressBoxes.first().minRating != 0)
        errors << u"stress_boxes: the first row must start at rating 0"_s;
    return errors;
}

} // namespace

QString Text::in(Language language) const
{
    switch (language) {
    case Language::TraditionalChinese:
        return zhTW;
    case Language::SimplifiedChinese:
        return zhCN;
    case Language::English:
        break;
    }
    return en;
}

const ActionTable *ActionInfo::table(const QString &id) const
{
    for (const ActionTable &t : tables) {
        if (t.id == id)
            return &t;
    }
    return tables.isEmpty() ? nullptr : &tables.first();
}

const Skill *FatePack::skill(const QString &skillId) const
{
    for (const Skill &s : skills) {
        if (s.id == skillId)
            return &s;
    }
    return nullptr;
}

const ConsequenceSlot *FatePack::slot(const QString &slotId) const
{
    for (const ConsequenceSlot &s : consequences) {
        if (s.id == slotId)
            return &s;
    }
    return nullptr;
}

const ActionInfo &FatePack::action(Action action) const
{
    for (const ActionInfo &a : actions) {
        if (a.action == action)
            return a;
    }
    return actions.first(); // unreachable for a loaded pack: crossCheck requires all four
}

FatePackLoad loadFatePack(const QString &folder)
{
    FatePackLoad load;
    const systems::PackFiles files = systems::readPackFiles(folder, u"fate"_s, u"pack.json: /system: not a Fate pack"_s, packSchema(),
                                                            u"fate.pack.schema.json"_s);
    load.errors = files.errors;
    if (!files.ok())
        return load;
    const QJsonObject *manifest = &files.manifest;
    const QJsonObject &content = files.content;
    auto pack = std::make_shared<FatePack>();
    pack->id = manifest->value(u"id"_s).toString();
    pack->version = manifest->value(u"version"_s).toString();
    pack->name = textFrom(manifest->value(u"name"_s));
    parseContent(content, *pack);
    load.errors = crossCheck(*pack);
    if (load.errors.isEmpty())
        load.pack = pack;
    return load;
}

std::shared_ptr<const FatePack> builtInFatePack()
{
    static std::once_flag once;
    static std::shared_ptr<const FatePack> pack;
    std::call_once(once, [] {
        const FatePackLoad load = loadFatePack(u":/rulepacks/fate-condensed"_s);
        Q_ASSERT_X(load.pack, "builtInFatePack", "the built-in Fate pack is broken (tests catch this)");
        if (!load.pack)
            qFatal("the built-in Fate pack is broken: %s", qPrintable(load.errors.join(u"; "_s)));
        auto built = std::make_shared<FatePack>(*load.pack);
        built->builtIn = true;
        pack = built;
    });
    return pack;
}

} // namespace sw::fate
