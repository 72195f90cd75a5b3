#include "systems/systemeditor.h"

#include "widgets/sheetcontrol.h"

#include <QToolTip>
#include <QWidget>

namespace sw::ui {

SystemEditor::SystemEditor(models::CampaignSession *session, Push push, QObject *parent)
    : QObject(parent), m_session(session), m_push(std::move(push))
{
}

bool SystemEditor::push(const QString &label, const Write &write)
{
    return pushReceipt(label, write).ok;
}

store::Receipt SystemEditor::pushReceipt(const QString &label, const Write &write)
{
    if (!m_session || !m_push)
        return {};
    return m_push(label, write);
}

void SystemEditor::refuse(const QString &explanation, QWidget *source)
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

void SystemEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    Q_EMIT languageChanged(language);
}

void SystemEditor::setOverride(bool on, const QString &reason)
{
    const bool changed = on != m_overrideOn;
    m_overrideOn = on;
    m_reason = reason;
    if (changed)
        Q_EMIT overrideChanged(on);
}

} // namespace sw::ui
