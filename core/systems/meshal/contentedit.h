#pragma once

// Writing a campaign's content (issue #18): what a group writes of its own — species, features,
// abilities, items — with names in three languages, checked like a shared pack (the content schema,
// unique ids, attacks in the rulebook's notation, spec §1.8), and packs merged into it.
#include "systems/meshal/pack.h"

namespace sw::meshal {

enum class ContentSection { Species, Features, Abilities, Items };

// A campaign's empty content, written for the built-in rule pack.
MeshalContent newCampaignContent();
// Why the content cannot be kept ("species: \"x\" is used twice", a schema error); empty when it can.
QStringList contentErrors(const MeshalContent &content);

// Each adds the entry, or replaces the one with its id, with its three names; nothing changes and
// the reasons come back when the result would not be valid content (in English; where the content
// schema is broken, also as `schemaErrors`, to be said in the reader's language).
QStringList putSpecies(MeshalContent &content, const Feature &species, const Text &name,
                       QList<rules::SchemaError> *schemaErrors = nullptr);
QStringList putFeature(MeshalContent &content, const Feature &feature, const Text &name,
                       QList<rules::SchemaError> *schemaErrors = nullptr);
QStringList putAbility(MeshalContent &content, const Ability &ability, const Text &name,
                       QList<rules::SchemaError> *schemaErrors = nullptr);
QStringList putItem(MeshalContent &content, const Item &item, const Text &name, QList<rules::SchemaError> *schemaErrors = nullptr);
// Takes the entry with that id out of its section; false when there is none.
bool removeEntry(MeshalContent &content, const QString &id);
// The section an entry is in, if any.
std::optional<ContentSection> sectionOf(const MeshalContent &content, const QString &id);

// A pack merged in: its entries added, those with an id already used replacing the old ones.
struct ContentMerge
{
    int added = 0;
    int replaced = 0;
    QStringList errors; // non-empty: nothing merged
    QList<rules::Violation> problems; // the cross-checks' findings among them, with codes (MeshalContentLoad)
};
ContentMerge mergeContent(MeshalContent &into, const MeshalContent &from);

// What a campaign plays with: its own entries first, then the example pack's entries whose ids it
// has not used (each still marked by the example pack, exampleMeshalContent()).
MeshalContent withExamples(const MeshalContent &own);
bool isExampleEntry(const MeshalContent &own, const QString &id);

// Body parts as a group writes them in the editor (L296–L309): "head 1, torso 1, arm 2, leg 2";
// an item's slots: "leg, leg". nullopt, and the word not understood in `bad`, when a part is not
// one of head, torso, arm, leg, tail, wing, fin.
QString bodyPartsText(const QList<BodyPart> &parts);
std::optional<QList<BodyPart>> bodyPartsFromText(const QString &text, QString *bad = nullptr);
std::optional<QStringList> slotsFromText(const QString &text, QString *bad = nullptr);
// A species' senses with their ranges in 步 (L786–L856, D15): "sight 10, smell 3". nullopt, and the
// word not understood in `bad`, when a sense is not one of kSenses or has no range.
inline const QStringList kSenses{QStringLiteral("sight"), QStringLiteral("hearing"), QStringLiteral("vibration"),
                                 QStringLiteral("smell"), QStringLiteral("hypersense")};
QString rangesText(const QMap<QString, int> &ranges);
std::optional<QMap<QString, int>> sensesFromText(const QString &text, QString *bad = nullptr);
// A species' movement beside swimming and flying (L674–L784, D13): "climb 3, burrow 1" of kMoves.
inline const QStringList kMoves{QStringLiteral("walk"), QStringLiteral("climb"), QStringLiteral("burrow"),
                                QStringLiteral("hover"), QStringLiteral("teleport")};
std::optional<QMap<QString, int>> movesFromText(const QString &text, QString *bad = nullptr);

} // namespace sw::meshal
