#include "systems/fate/fateeditor.h"

#include "systems/fate/l10n/fateviolationtext.h"
#include "models/campaignsession.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"
#include "systems/fate/characterjson.h"
#include "systems/documentsheets.h"

#include <QWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateEditor::FateEditor(models::CampaignSession *session, Push push, QObject *parent)
    : SystemEditor(session, std::move(push), parent)
{
    if (!session)
        return;
    connect(session, &models::CampaignSession::sheetsChanged, this, [this](const store::Receipt &step) {
        for (const store::SheetRef &sheet : step.sheets) {
            if (sheet.kind == fate::kCampaignKind) {
                readPack();
                return;
            }
        }
    });
    connect(session, &models::CampaignSession::sheetsReset, this, &FateEditor::readPack);
}

void FateEditor::loadPack() const
{
    m_missing.clear();
    m_pack = session() ? fate::campaignFatePack(session()->store(), &m_missing) : fate::builtInFatePack();
}

std::shared_ptr<const fate::FatePack> FateEditor::packPtr() const
{
    if (!m_pack)
        loadPack();
    return m_pack;
}

QString FateEditor::missingPack() const
{
    if (!m_pack)
        loadPack();
    return m_missing;
}

void FateEditor::readPack()
{
    // Not read yet: whoever first asks reads the campaign's settings as they are then.
    if (!m_pack)
        return;
    const auto before = m_pack;
    loadPack();
    if (m_pack->id != before->id || m_pack->version != before->version)
        Q_EMIT packChanged();
}

std::optional<fate::Character> FateEditor::character(qint64 id) const
{
    if (!session())
        return std::nullopt;
    return fate::character(session()->store(), id);
}

bool FateEditor::edit(qint64 id, const QString &command, const QString &label, const fate::SheetOp &op, QWidget *source,
                      const QList<store::LedgerEvent> &ledger)
{
    if (!session())
        return false;
    // Planned on the sheet as stored; made again on the sheet as it is if another machine's edit
    // gets there first (systems::planSheetEdit).
    const auto plan = systems::planSheetEdit(
        session()->store(), fate::characterRef(id), fate::characterFromJson, [](const fate::Character &c) { return fate::toJson(c); },
        [pack = packPtr(), op, on = overrideOn(), reason = overrideReason()](const fate::Character &c) {
            return fate::planEdit(c, *pack, op, on, reason);
        });
    if (!plan.before) {
        refuse({{u"edit.target_missing"_s, u"fate-character"_s, {{u"id"_s, id}}, false}}, source);
        return false;
    }
    if (!plan.allowed()) {
        refuse(plan.planned.refused, source);
        return false;
    }
    if (!plan.changes())
        return true; // nothing changed: no empty step on the undo stack
    return push(label, [change = plan.change, command, label, ledger](store::CampaignStore &s) {
        return s.apply({change}, command, label, ledger);
    });
}

QString FateEditor::explain(const QList<rules::Violation> &violations) const
{
    return l10n::FateViolationText::explain(violations, pack(), language());
}

void FateEditor::refuse(const QList<rules::Violation> &violations, QWidget *source)
{
    refuse(explain(violations), source);
}

} // namespace sw::ui
