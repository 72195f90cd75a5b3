#pragma once

// Internal to the Foundry VTT import and export (foundryimport.cpp, foundryexport.cpp): the
// constants of the Foundry system's data model (template.json of system 6.1.1), matching of
// Foundry names to the rule pack's English names, and the few names Foundry's compendia spell
// differently from the SRD pack.
#include "systems/blades/rulepack.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw::io::foundry {

QString systemId();       // "blades-in-the-dark"
QString systemVersion();  // "6.1.1", the data model this mapping follows
QString clockActorType(); // "🕛 clock"

// Faction items: status 1 (at war) … 4 (neutral) … 7 (allies), 0 = never set; hold 1 weak, 2 strong.
inline constexpr int kStatusNeutral = 4;
inline constexpr int kStatusMax = 7;
inline constexpr int kHoldWeak = 1;
inline constexpr int kHoldStrong = 2;
// Crew coins held in hand; the rest of the crew's coin is in the vault.
inline constexpr int kCrewCoinsInHand = 4;

// "(C) Not to be Trifled With" → "nottobetrifledwith": the compendium's class prefix dropped,
// lower case, '&' read as "and", only letters and digits kept.
QString nameKey(const QString &name);
// nameKey without a leading article: "The Bluecoats" and "Bluecoats" match.
QString looseKey(const QString &name);
// "C" for "(C) Mule"; empty when the name has no class prefix.
QString classPrefix(const QString &name);
// "BITD.TraumaCold" → "Cold", "BITD.Light" → "Light": a label key read as a name.
QString labelName(const QString &label, const QString &prefix);
// "The Crimson Quill" → "the_crimson_quill" (an id for what the pack does not know).
QString slug(const QString &text, const QString &fallback);
// A 16-character id like Foundry's document _id, the same for the same seed.
QString documentId(const QString &seed);
// A value shown in a message: quoted, cut to a readable length.
QString quoted(const QString &text);
// Adds "label: text" as a line of `notes` (nothing for an empty text).
void appendNote(QString *notes, const QString &label, const QString &text);

// The ids of `list` whose English name matches `name`: the same key, else the same loose key.
template <typename T>
QStringList idsByName(const QList<T> &list, const QString &name)
{
    QStringList out;
    const QString key = nameKey(name);
    if (key.isEmpty())
        return out;
    for (const T &e : list) {
        if (nameKey(e.name.en) == key)
            out << e.id;
    }
    if (!out.isEmpty())
        return out;
    const QString lkey = looseKey(name);
    for (const T &e : list) {
        if (looseKey(e.name.en) == lkey)
            out << e.id;
    }
    return out;
}

template <typename T>
const T *byId(const QList<T> &list, const QString &id)
{
    for (const T &e : list) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

// An id'd list of a content file that RulePack does not type ("crew.json", "/reputations").
QList<blades::Entity> packList(const blades::RulePack &pack, const QString &file, const QString &pointer);

// Where Foundry's compendia name a thing differently from the SRD pack (e.g. "Crow's Veil" is
// the pack's Death veil): the pack id for a Foundry name, if the pack has that id.
enum class AliasKind { Ability, CrewAbility, Upgrade, Faction };
QString alias(AliasKind kind, const QString &name, const blades::RulePack &pack);

// Foundry's crew reputations that are the features of a Cult's deity, not a reputation (B §1.1).
bool isDeityFeature(const QString &name);

// The playbook a compendium class prefix ("C", "Le", "Sp" …) stands for.
const blades::Playbook *playbookOfPrefix(const QString &prefix, const blades::RulePack &pack);

// A crew upgrade item: the pack's upgrade and, for "Vault 2"-style names, the box it stands for.
struct UpgradeMatch
{
    QString id;
    int step = 0; // 0: the whole upgrade
};
std::optional<UpgradeMatch> matchUpgrade(const QString &name, const blades::RulePack &pack);

} // namespace sw::io::foundry
