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
    : QObject(parent), m_session(session), m_push(std::move(push))
{
}

const blades::RulePack &SheetEditor::pack() const
{
    return blades::sessionPack(*m_session);
}

const blades::RulePack &SheetEditor::packFor(const QString &recorded, bool *missing) const
{
    return blades::sheetPack(*m_session, recorded, missing);
}

QString SheetEditor::packNote(const QString &recorded) const
{
    bool missing = false;
    const blades::RulePack &sheet = packFor(recorded, &missing);
    if (missing)
        return tr("Made with the pack \"%1\", which this computer does not have: read with the campaign's pack, %2.")
            .arg(recorded, pack().name.in(m_language));
    if (sheet.id == pack().id)
        return {};
    return tr("Plays with %1 (the campaign's pack for new sheets: %2).")
        .arg(sheet.name.in(m_language), pack().name.in(m_language));
}

rules::RandomSource &SheetEditor::random()
{
    if (m_random)
        return *m_random;
    if (!m_ownRandom)
        m_ownRandom = std::make_unique<rules::SeededRandom>(QRandomGenerator::system()->generate64());
    return *m_ownRandom;
}

void SheetEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    Q_EMIT languageChanged(language);
}

void SheetEditor::setOverride(bool on, const QString &reason)
{
    const bool changed = on != m_override.on;
    m_override = {on, reason};
    if (changed)
        Q_EMIT overrideChanged(on);
}

QString SheetEditor::explain(const QList<rules::Violation> &violations, const blades::RulePack *sheetPack) const
{
    if (!m_session)
        return {};
    const blades::RulePack &words = sheetPack ? *sheetPack : pack();
    return rules::explainAll(violations, [this, &words](const rules::Violation &v) {
        return l10n::ViolationText::describe(v, words, m_language);
    });
}

bool SheetEditor::commit(const store::SheetRef &sheet, const QString &label, const models::PlannedEdit &edit)
{
    if (!edit.allowed) {
        // In the words of the pack the sheet is read with (its actions and items by their names).
        QString recorded;
        if (sheet.kind == u"crew"_s) {
            if (const auto crew = blades::crew(m_session->store(), sheet.id.toLongLong()))
                recorded = crew->rulePack;
        } else if (const auto character = blades::character(m_session->store(), sheet.id.toLongLong())) {
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

bool SheetEditor::push(const QString &label, const Write &write)
{
    return m_session && m_push(label, write).ok;
}

bool SheetEditor::editCharacter(qint64 id, const QString &command, const QString &label, const models::CharacterOp &op)
{
    if (!m_session)
        return false;
    return commit({u"character"_s, QString::number(id)}, label,
                  models::planCharacterEdit(*m_session, id, command, label, op, m_override));
}

bool SheetEditor::editCrew(qint64 id, const QString &command, const QString &label, const models::CrewOp &op)
{
    if (!m_session)
        return false;
    return commit({u"crew"_s, QString::number(id)}, label,
                  models::planCrewEdit(*m_session, id, command, label, op, m_override));
}

} // namespace sw::ui
