#include "systems/blades/fieldlabels.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

// The fields a character and a crew sheet share a word for.
QString common(const QString &key)
{
    static const QHash<QString, const char *> words{
        {u"name"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Name")},
        {u"notes"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Notes")},
        {u"coin"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Coin")},
        {u"abilities"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Special abilities")},
        {u"overrides"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "GM overrides")},
    };
    const char *word = words.value(key);
    return word ? BladesFieldLabels::tr(word) : QString();
}

QString characterField(const QStringList &parts, const blades::RulePack &pack, Language language)
{
    const QString key = parts.value(0);
    if (key == u"actions"_s && parts.size() > 1) {
        const blades::Entity *action = pack.action(parts.at(1));
        return action ? action->name.in(language) : parts.at(1);
    }
    if (key == u"xp"_s && parts.size() > 1) {
        if (parts.at(1) == u"playbook"_s)
            return BladesFieldLabels::tr("Playbook XP");
        const blades::Attribute *attribute = pack.attribute(parts.at(1));
        return BladesFieldLabels::tr("%1 XP").arg(attribute ? attribute->name.in(language) : parts.at(1));
    }
    static const QHash<QString, const char *> words{
        {u"alias"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Alias")},
        {u"look"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Look")},
        {u"playbook"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Playbook")},
        {u"heritage"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Heritage")},
        {u"heritage_detail"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Heritage")},
        {u"background"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Background")},
        {u"background_detail"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Background")},
        {u"vice"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Vice")},
        {u"vice_detail"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Vice")},
        {u"purveyor"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Purveyor")},
        {u"friend"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Close friend")},
        {u"rival"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Rival")},
        {u"stress"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Stress")},
        {u"trauma"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Trauma")},
        {u"trauma_conditions"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Trauma")},
        {u"harm"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Harm")},
        {u"healing"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Healing clock")},
        {u"armor"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Armor")},
        {u"load_level"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Load")},
        {u"items"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Items")},
        {u"stash"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Stash")},
    };
    const char *word = words.value(key);
    return word ? BladesFieldLabels::tr(word) : common(key);
}

QString crewField(const QString &key)
{
    static const QHash<QString, const char *> words{
        {u"crew_type"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Crew type")},
        {u"reputation"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Reputation")},
        {u"lair"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Lair")},
        {u"lair_district"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Lair")},
        {u"hunting_grounds"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Hunting grounds")},
        {u"tier"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Tier")},
        {u"hold"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Hold")},
        {u"rep"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Rep")},
        {u"heat"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Heat")},
        {u"wanted_level"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Wanted level")},
        {u"xp"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Crew XP")},
        {u"upgrades"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Upgrades")},
        {u"cohorts"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Cohorts")},
        {u"contacts"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Contacts")},
        {u"claims"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Claims")},
        {u"faction_status"_s, QT_TRANSLATE_NOOP("BladesFieldLabels", "Faction status")},
    };
    const char *word = words.value(key);
    return word ? BladesFieldLabels::tr(word) : common(key);
}

} // namespace

QString BladesFieldLabels::label(const QString &kind, const QString &path, const blades::RulePack &pack, Language language)
{
    const QStringList parts = path.split(u'/');
    if (kind == u"character"_s && parts.size() > 2 && parts.at(0) == u"sheet"_s && parts.at(1) == u"character"_s)
        return characterField(parts.mid(2), pack, language);
    if (kind == u"crew"_s)
        return crewField(parts.value(0));
    return {};
}

} // namespace sw::ui
