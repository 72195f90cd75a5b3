#pragma once

// What every open Fate sheet, wizard and the dice dock share: the campaign, the pack, the
// language, the GM-override switch, and the way an edit goes in: the rules decide (fate/edits.h);
// an accepted edit goes on the undo stack and into the journal (the `push` of SystemUi); a refused
// one is explained in words, next to the control that asked and in the status bar.
#include "common/language.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"
#include "systems/fate/edits.h"
#include "systems/fate/pack.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QWidget;

namespace sw::ui {

class FateEditor : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    using Push = std::function<store::Receipt(const QString &label, const Write &write)>;

    FateEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    models::CampaignSession *session() const { return m_session; }
    const fate::FatePack &pack() const { return *m_pack; }
    Language language() const { return m_language; }
    bool overrideOn() const { return m_overrideOn; }

    std::optional<fate::Character> character(qint64 id) const;
    // Runs `op` on the stored sheet; true when the edit was made. Otherwise `refused` said why and
    // `source` (the control that asked) shows it too.
    bool edit(qint64 id, const QString &command, const QString &label, const fate::SheetOp &op, QWidget *source = nullptr,
              const QList<store::LedgerEvent> &ledger = {});
    // A write the rules have checked already (a new sheet, a roll's spending).
    bool push(const QString &label, const Write &write);
    store::Receipt pushReceipt(const QString &label, const Write &write);

    QString explain(const QList<rules::Violation> &violations) const;
    // Says why not: the status bar (refused) and, next to `source`, a tool tip; drawn controls flash.
    void refuse(const QList<rules::Violation> &violations, QWidget *source = nullptr);
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
    std::shared_ptr<const fate::FatePack> m_pack;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
};

} // namespace sw::ui
