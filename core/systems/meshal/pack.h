#pragma once

// Meshal Lite's rule pack (resources/rulepacks/meshal-lite/): the numbers the rules read, each
// with its source and the [gap]/[inferred] defaults as documented settings (starting Talent 36,
// trained scores from 3, costs ×3, carry limits 3/9, coin rates 100/100 …), the 扩展 modules a
// campaign turns on, and the names of what sheets store as ids, in zh_CN (the rulebook's
// language), zh_TW and en. And content packs (species, features, abilities, items) that a group
// writes and shares: the rulebook has none, so the app ships only an example one.
#include "common/language.h"
#include "rules/jsonschema.h"
#include "rules/violation.h"
#include "systems/meshal/character.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace sw::meshal {

struct Text
{
    QString en;
    QString zhTW;
    QString zhCN;
    QString in(Language language) const;
};

struct SizeRow
{
    Size size = Size::Medium;
    int level = 0;     // 体型等级 (L273)
    int footprint = 0; // 占位 in 步; 0: 「无需考虑占位」 (L275)
    Text name;
};

struct Module
{
    QString id;
    Text name;
    bool enabled = false;
    QStringList required;   // modules that must be on with it (rule 49: age → natural_death)
    QStringList recommends; // modules suggested with it (rule 50: body parts → disability)
};

struct MeshalPack
{
    QString id;
    QString version;
    Text name;
    bool builtIn = false;
    QMap<QString, int> numbers;
    QList<Module> modules;
    QList<SizeRow> sizes;
    QMap<QString, Text> names; // "attribute.might", "protection.physical", "attack.raw", "scale.heavy" …

    int number(const QString &key) const { return numbers.value(key); }
    bool moduleOn(const QString &moduleId) const;
    const SizeRow *size(Size s) const;
    QString label(const QString &key, Language language) const; // the key itself when unknown
};

struct MeshalPackLoad
{
    std::shared_ptr<const MeshalPack> pack;
    QStringList errors; // "file: /pointer: reason"
};

// Reads a rule pack folder (pack.json and the files it lists) against
// resources/schemas/meshal.pack.schema.json, then checks the profile (rule 49).
MeshalPackLoad loadMeshalPack(const QString &folder);
std::shared_ptr<const MeshalPack> builtInMeshalPack();
// Rule 49 (and 50 as a warning): the modules a profile turns on together.
QList<rules::Violation> checkProfile(const MeshalPack &pack);
QList<rules::Violation> profileWarnings(const MeshalPack &pack);

// A content pack: what a group wrote, names in three languages, entries shaped as on a sheet.
struct ContentName
{
    QString id;
    Text name;
};

struct MeshalContent
{
    QString id;
    QString version;
    Text name;
    bool example = false; // shipped to show the format, not as rules content
    QString forPack;      // the rule pack it is written for
    QList<Feature> species;
    QList<Feature> features;
    QList<Ability> abilities;
    QList<Item> items;
    QMap<QString, Text> names; // entry id → its name in three languages

    const Feature *findSpecies(const QString &speciesId) const;
    const Ability *findAbility(const QString &abilityId) const;
    const Item *findItem(const QString &itemId) const;
};

struct MeshalContentLoad
{
    std::shared_ptr<const MeshalContent> content;
    QStringList errors; // "file: /pointer: reason" (English), or what else is wrong
    // Where the pack breaks its schema, with codes, to be said in the reader's language
    // (l10n::ProblemText::schemaError); the first entries of `errors` say the same in English.
    QString file;
    QList<rules::SchemaError> schemaErrors;
    // The cross-checks' findings with codes (meshal.content.*: an id used twice, an innate
    // ability granted by a species or feature not in the pack, an attack that cannot be read),
    // said in the reader's language by l10n::MeshalViolationText; the last entries of `errors`
    // say the same in English.
    QList<rules::Violation> problems;
};

// Reads a content pack (a folder with content.json, or one .json file) against
// resources/schemas/meshal.content.schema.json; entries' attacks must parse (spec §1.8).
MeshalContentLoad loadMeshalContent(const QString &path);
MeshalContentLoad meshalContentFromJson(const QJsonObject &document, const QString &fileName);
QJsonObject toJson(const MeshalContent &content);
std::shared_ptr<const MeshalContent> exampleMeshalContent(); // :/rulepacks/meshal-lite-examples

} // namespace sw::meshal
