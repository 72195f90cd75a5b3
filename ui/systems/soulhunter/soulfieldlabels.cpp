// SoulhunterUi::fieldLabel: a 狩魂者 character's fields by the sheet's words, for the message that
// refuses a conflicting edit on a shared campaign (#19). Names follow docs/glossary-soulhunter.md.
#include "systems/soulhunter/soulhunterui.h"
#include "systems/fieldwords.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace sw::ui {

QString SoulhunterUi::fieldLabel(const QString &kind, const QString &path) const
{
    static const QHash<QString, const char *> words{
        {u"name"_s, QT_TR_NOOP("Name")},
        {u"codename"_s, QT_TR_NOOP("Codename")},
        {u"background"_s, QT_TR_NOOP("Background")},
        {u"appearance"_s, QT_TR_NOOP("Appearance")},
        {u"stage"_s, QT_TR_NOOP("Creation or play")},
        {u"interlude"_s, QT_TR_NOOP("Interlude")},
        {u"attributes/physique"_s, QT_TR_NOOP("Physique")},
        {u"attributes/wisdom"_s, QT_TR_NOOP("Wisdom")},
        {u"attributes/soul"_s, QT_TR_NOOP("Soul")},
        {u"lingshi"_s, QT_TR_NOOP("Spirit Awareness")},
        {u"skills"_s, QT_TR_NOOP("Skills")},
        {u"power"_s, QT_TR_NOOP("Psychic power")},
        {u"power/tags"_s, QT_TR_NOOP("Power tags")},
        {u"power/flaws"_s, QT_TR_NOOP("Flaw tags")},
        {u"marks"_s, QT_TR_NOOP("Psychic marks")},
        {u"unlocks"_s, QT_TR_NOOP("Unlocks")},
        {u"trait_tags"_s, QT_TR_NOOP("Trait tags")},
        {u"status_tags"_s, QT_TR_NOOP("Status tags")},
        {u"resources/damage"_s, QT_TR_NOOP("Damage")},
        {u"resources/mp"_s, QT_TR_NOOP("MP")},
        {u"resources/fp"_s, QT_TR_NOOP("FP")},
        {u"resources/kp"_s, QT_TR_NOOP("KP")},
        {u"resources/sp_initial"_s, QT_TR_NOOP("Initial SP")},
        {u"resources/sp_extra"_s, QT_TR_NOOP("Extra SP")},
        {u"resources/anxiety"_s, QT_TR_NOOP("Anxiety")},
        {u"resources/fortune"_s, QT_TR_NOOP("Fortune")},
        {u"resources/cheer_pending"_s, QT_TR_NOOP("Cheer")},
        {u"resources/destiny_used_this_scene"_s, QT_TR_NOOP("Destiny's Choice used this scene")},
        {u"charms/jieti"_s, QT_TR_NOOP("Disintegration charm")},
        {u"charms/jieti/grievous"_s, QT_TR_NOOP("Grievous tags")},
        {u"charms/shige"_s, QT_TR_NOOP("Disqualification charm")},
        {u"techniques"_s, QT_TR_NOOP("Techniques")},
        {u"enchantments"_s, QT_TR_NOOP("Enchantments")},
        {u"xp_ledger"_s, QT_TR_NOOP("XP ledger")},
        {u"overrides"_s, QT_TR_NOOP("Rule overrides")},
    };
    if (kind != soulhunter::kCharacterKind)
        return {};
    // A field inside one the sheet names (a skill, a charm's slashes) is named by that one.
    const char *word = fieldWord(words, path);
    return word ? tr(word) : QString();
}

} // namespace sw::ui
