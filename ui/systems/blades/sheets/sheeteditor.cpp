#include "systems/blades/sheets/sheeteditor.h"

#include "rules/explain.h"
#include "models/campaignsession.h"
#include "systems/blades/l10n/violationtext.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/store/campaignsheets.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace sw::ui {

SheetEditor::SheetEditor(models::CampaignSession *session, Push push, QObject *parent)
    : SystemEditor(session, std::move(push), parent)
{
}

const blades::RulePack &SheetEditor::pack() const
{
    return blades::sessionPack(*session());
}

const blades::RulePack &SheetEditor::packFor(const QString &recorded, bool *missing) const
{
    return blades::sheetPack(*session(), recorded, missing);
}

QString SheetEditor::packNote(const QString &recorded) const
{
    bool missing = false;
    const blades::RulePack &sheet = packFor(recorded, &missing);
    if (missing)
        return tr("Made with the pack \"%1\", which this computer does not have: read with the campaign's pack, %2.")
            .arg(recorded, pack().name.in(language()));
    if (sheet.id == pack().id)
        return {};
    return tr("Plays with %1 (the campaign's pack for new sheets: %2).")
        .arg(sheet.name.in(language()), pack().name.in(language()));
}

rules::RandomSource &SheetEditor::random()
{
    if (m_random)
        return *m_random;
    if (!m_ownRandom)
        m_ownRandom = std::make_unique<rules::SeededRandom>(QRandomGenerator::system()->generate64());
    return *m_ownRandom;
}

QString SheetEditor::explain(const QList<rules::Violation> &violations, const blades::RulePack *sheetPack) const
{
    if (!session())
        return {};
    const blades::RulePack &words = sheetPack ? *sheetPack : pack();
    return rules::explainAll(violations, [this, &words](const rules::Violation &v) {
        return l10n::ViolationText::describe(v, words, language());
    });
}

bool SheetEditor::commit(const store::SheetRef &sheet, const QString &label, const models::PlannedEdit &edit)
{
    if (!edit.allowed) {
        // In the words of the pack the sheet is read with (its actions and items by their names).
        QString recorded;
        if (sheet.kind == u"crew"_s) {
            if (const auto crew = blades::crew(session()->store(), sheet.id.toLongLong()))
                recorded = crew->rulePack;
        } else if (const auto character = blades::character(session()->store(), sheet.id.toLongLong())) {
            recorded = character->rulePack;
        }
        Q_EMIT refused(explain(edit.refused, &packFor(recorded)));
        return false;
    }
    if (!push(label, edit.write))
        return false;
    if (!edit.events.isEmpty())
        Q_EMIT eventsHappened(sheet, edit.events);
    return true;
}

bool SheetEditor::editCharacter(qint64 id, const QString &command, const QString &label, const models::CharacterOp &op)
{
    if (!session())
        return false;
    return commit({u"character"_s, QString::number(id)}, label,
                  models::planCharacterEdit(*session(), id, command, label, op, overrideMode()));
}

bool SheetEditor::editCrew(qint64 id, const QString &command, const QString &label, const models::CrewOp &op)
{
    if (!session())
        return false;
    return commit({u"crew"_s, QString::number(id)}, label,
                  models::planCrewEdit(*session(), id, command, label, op, overrideMode()));
}

} // namespace sw::ui
