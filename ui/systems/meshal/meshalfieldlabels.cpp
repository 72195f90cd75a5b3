// MeshalUi::fieldLabel: a Meshal character's fields by the sheet's words, for the message that
// refuses a conflicting edit on a shared campaign (#19). Names follow docs/glossary-meshal.md.
#include "systems/meshal/meshalui.h"
#include "systems/fieldwords.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace sw::ui {

QString MeshalUi::fieldLabel(const QString &kind, const QString &path) const
{
    static const QHash<QString, const char *> words{
        {u"name"_s, QT_TR_NOOP("Name")},
        {u"short_name"_s, QT_TR_NOOP("Short name")},
        {u"player"_s, QT_TR_NOOP("Player")},
        {u"player_character"_s, QT_TR_NOOP("Player character")},
        {u"stage"_s, QT_TR_NOOP("Creation or play")},
        {u"species"_s, QT_TR_NOOP("Species")},
        {u"features"_s, QT_TR_NOOP("Features")},
        {u"gender"_s, QT_TR_NOOP("Gender")},
        {u"size"_s, QT_TR_NOOP("Size")},
        {u"form"_s, QT_TR_NOOP("Form")},
        {u"attributes/might"_s, QT_TR_NOOP("Might")},
        {u"attributes/energy"_s, QT_TR_NOOP("Energy")},
        {u"attributes/spirit"_s, QT_TR_NOOP("Spirit")},
        {u"attributes/might/dice"_s, QT_TR_NOOP("Might dice")},
        {u"attributes/energy/dice"_s, QT_TR_NOOP("Energy dice")},
        {u"attributes/spirit/dice"_s, QT_TR_NOOP("Spirit dice")},
        {u"speeds"_s, QT_TR_NOOP("Movement speed")},
        {u"senses"_s, QT_TR_NOOP("Senses")},
        {u"execution"_s, QT_TR_NOOP("Execution")},
        {u"execution/max"_s, QT_TR_NOOP("Maximum execution")},
        {u"talent"_s, QT_TR_NOOP("Talent")},
        {u"talent/starting"_s, QT_TR_NOOP("Starting Talent")},
        {u"talent/ledger"_s, QT_TR_NOOP("Talent ledger")},
        {u"abilities"_s, QT_TR_NOOP("Abilities")},
        {u"items"_s, QT_TR_NOOP("Items")},
        {u"money"_s, QT_TR_NOOP("Money")},
        {u"money/gold"_s, QT_TR_NOOP("Gold")},
        {u"money/silver"_s, QT_TR_NOOP("Silver")},
        {u"money/copper"_s, QT_TR_NOOP("Copper")},
        {u"relationships"_s, QT_TR_NOOP("Relationships")},
        {u"effects"_s, QT_TR_NOOP("Effects")},
        {u"conditions"_s, QT_TR_NOOP("Conditions")},
        {u"conditions/unconscious"_s, QT_TR_NOOP("Unconscious")},
        {u"conditions/prone"_s, QT_TR_NOOP("Prone")},
        {u"conditions/dead"_s, QT_TR_NOOP("Dead")},
        {u"conditions/asleep"_s, QT_TR_NOOP("Asleep")},
        {u"conditions/death_cause"_s, QT_TR_NOOP("Cause of death")},
        {u"overrides"_s, QT_TR_NOOP("Rule overrides")},
        {u"optional/height"_s, QT_TR_NOOP("Height")},
        {u"optional/weight"_s, QT_TR_NOOP("Weight")},
        {u"optional/looks"_s, QT_TR_NOOP("Looks")},
        {u"optional/age"_s, QT_TR_NOOP("Age")},
        {u"optional/personality"_s, QT_TR_NOOP("Personality")},
        {u"optional/orientation"_s, QT_TR_NOOP("Orientation")},
        {u"optional/hobby"_s, QT_TR_NOOP("Hobby")},
        {u"optional/aliases"_s, QT_TR_NOOP("Aliases")},
        {u"optional/body_parts"_s, QT_TR_NOOP("Body parts")},
    };
    if (kind != meshal::kCharacterKind)
        return {};
    // A field inside one the sheet names (a deprivation, a speed) is named by that one.
    const char *word = fieldWord(words, path);
    return word ? tr(word) : QString();
}

} // namespace sw::ui
