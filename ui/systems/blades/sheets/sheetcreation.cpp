#include "systems/blades/sheets/sheetcreation.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/wizards/characterwizard.h"
#include "systems/blades/wizards/crewwizard.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/crewrecords.h"

#include <QCoreApplication>
#include <QInputDialog>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

struct SheetCreation
{
    Q_DECLARE_TR_FUNCTIONS(SheetCreation)
};

// The crew a new character joins: none when the campaign has no crew, the only one, or the
// player's pick among several.
std::optional<std::optional<qint64>> pickCrew(const store::CampaignStore &store, QWidget *parent)
{
    const QList<store::SheetInfo> crews = store.list(u"crew"_s);
    if (crews.isEmpty())
        return std::optional<qint64>();
    if (crews.size() == 1)
        return std::optional<qint64>(crews.first().ref.id.toLongLong());
    QStringList names;
    for (const store::SheetInfo &crew : crews)
        names << crew.name;
    names << SheetCreation::tr("(no crew)");
    bool ok = false;
    const QString picked = QInputDialog::getItem(parent, SheetCreation::tr("Join a Crew"), SheetCreation::tr("The crew this scoundrel joins:"),
                                                 names, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    const qsizetype at = names.indexOf(picked);
    return at < crews.size() ? std::optional<qint64>(crews.at(at).ref.id.toLongLong()) : std::optional<qint64>();
}

} // namespace

std::optional<store::SheetRef> createCharacter(SheetEditor *editor, QWidget *parent)
{
    CharacterWizard wizard(editor->pack(), editor->language(), parent);
    if (wizard.exec() != QDialog::Accepted)
        return std::nullopt;
    const std::optional<std::optional<qint64>> crew = pickCrew(editor->session()->store(), parent);
    if (!crew)
        return std::nullopt;
    const blades::Character character = wizard.character();
    std::optional<store::SheetRef> made;
    editor->push(sw::trLabel("SheetCreation", "New scoundrel %1").arg(character.name), [&](store::CampaignStore &s) {
        const store::Receipt r = blades::addCharacter(s, character, *crew, sw::trLabel("SheetCreation", "New scoundrel %1").arg(character.name));
        if (r.ok)
            made = r.sheet;
        return r;
    });
    return made;
}

std::optional<store::SheetRef> createCrew(SheetEditor *editor, QWidget *parent)
{
    CrewWizard wizard(editor->pack(), editor->language(), parent);
    if (wizard.exec() != QDialog::Accepted)
        return std::nullopt;
    const blades::Crew crew = wizard.crew();
    std::optional<store::SheetRef> made;
    editor->push(sw::trLabel("SheetCreation", "New crew %1").arg(crew.name), [&](store::CampaignStore &s) {
        const store::Receipt r = blades::addCrewWithFactions(s, crew, editor->pack(), sw::trLabel("SheetCreation", "New crew %1").arg(crew.name));
        if (r.ok)
            made = r.sheet;
        return r;
    });
    return made;
}

} // namespace sw::ui
