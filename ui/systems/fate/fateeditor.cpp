#include "systems/fate/fateeditor.h"

#include "systems/fate/l10n/fateviolationtext.h"
#include "models/campaignsession.h"
#include "systems/fate/store/fatesheets.h"
#include "widgets/sheetcontrol.h"

#include <QToolTip>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateEditor::FateEditor(models::CampaignSession *session, Push push, QObject *parent)
    : QObject(parent), m_session(session), m_push(std::move(push)), m_pack(fate::builtInFatePack())
{
}

std::optional<fate::Character> FateEditor::character(qint64 id) const
{
    if (!m_session)
        return std::nullopt;
    return fate::character(m_session->store(), id);
}

bool FateEditor::edit(qint64 id, const QString &command, const QString &label, const fate::SheetOp &op, QWidget *source,
                      const QList<store::LedgerEvent> &ledger)
{
    const std::optional<fate::Character> before = character(id);
    if (!before) {
        refuse({{u"edit.target_missing"_s, u"fate-character"_s, {{u"id"_s, id}}, false}}, source);
        return false;
    }
    const fate::SheetEdit planned = fate::planEdit(*before, pack(), op, m_overrideOn, m_reason);
    if (!planned.done()) {
        refuse(planned.refused, source);
        return false;
    }
    if (planned.after == *before)
        return true; // nothing changed: no empty step on the undo stack
    return push(label, [id, after = planned.after, command, label, ledger](store::CampaignStore &s) {
        return fate::saveCharacter(s, id, after, command, label, ledger);
    });
}

bool FateEditor::push(const QString &label, const Write &write)
{
    return pushReceipt(label, write).ok;
}

store::Receipt FateEditor::pushReceipt(const QString &label, const Write &write)
{
    if (!m_session || !m_push)
        return {};
    return m_push(label, write);
}

QString FateEditor::explain(const QList<rules::Violation> &violations) const
{
    return l10n::FateViolationText::explain(violations, pack(), m_language);
}

void FateEditor::refuse(const QList<rules::Violation> &violations, QWidget *source)
{
    refuse(explain(violations), source);
}

void FateEditor::refuse(const QString &explanation, QWidget *source)
{
    if (source) {
        if (auto *control = qobject_cast<SheetControl *>(source))
            control->flashRefused();
        source->setProperty("refusal", explanation);
        if (source->isVisible())
            QToolTip::showText(source->mapToGlobal(source->rect().bottomLeft()), explanation, source);
    }
    Q_EMIT refused(explanation);
}

void FateEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    Q_EMIT languageChanged(language);
}

void FateEditor::setOverride(bool on, const QString &reason)
{
    const bool changed = on != m_overrideOn;
    m_overrideOn = on;
    m_reason = reason;
    if (changed)
        Q_EMIT overrideChanged(on);
}

} // namespace sw::ui
