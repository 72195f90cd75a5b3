#pragma once

// What every game system's editor shares (the object its sheets, wizards and dice dock hold): the
// open campaign, the way an accepted edit goes in (the `push` of SystemUi: onto the undo stack and
// into the journal), the language, the GM-override switch with its reason, and how a refusal is
// said — in the status bar (`refused`) and next to the control that asked. Each system adds its
// own rules, pack and sheets (FateEditor, MeshalEditor).
#include "common/language.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

namespace sw::ui {

class SystemEditor : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    using Push = std::function<store::Receipt(const QString &label, const Write &write)>;

    SystemEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    models::CampaignSession *session() const { return m_session; }
    Language language() const { return m_language; }
    bool overrideOn() const { return m_overrideOn; }
    QString overrideReason() const { return m_reason; }

    // A write the rules have checked already: true when it was made.
    bool push(const QString &label, const Write &write);
    store::Receipt pushReceipt(const QString &label, const Write &write);
    // Says why not: the status bar (refused) and, next to `source`, a tool tip; drawn controls flash.
    void refuse(const QString &explanation, QWidget *source = nullptr);

public Q_SLOTS:
    void setLanguage(sw::Language language);
    void setOverride(bool on, const QString &reason);

Q_SIGNALS:
    void languageChanged(sw::Language language);
    void overrideChanged(bool on);
    void refused(const QString &explanation);

private:
    QPointer<models::CampaignSession> m_session;
    Push m_push;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
};

} // namespace sw::ui
