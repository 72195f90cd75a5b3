#pragma once

// What every open Meshal sheet and the dice dock share: the campaign, the rule pack and the
// campaign's content, the language, the GM-override switch, which characters are resting (the
// only time besides creation that Talent is spent, rule 24), and the way an edit goes in: the
// rules decide (ledger.h, health.h, sheetrules.h); an accepted edit is one step on the undo stack
// and in the journal (the `push` of SystemUi); a refused one is explained in words, next to the
// control that asked and in the status bar.
#include "common/language.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>

class QWidget;

namespace sw::ui {

class MeshalEditor : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    using Push = std::function<store::Receipt(const QString &label, const Write &write)>;
    // Changes the sheet, or says why not (the sheet is then dropped).
    using Op = std::function<QList<rules::Violation>(meshal::Character &)>;

    MeshalEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    models::CampaignSession *session() const { return m_session; }
    const meshal::MeshalPack &pack() const { return *m_pack; }
    const meshal::MeshalContent &content() const { return *m_content; }
    Language language() const { return m_language; }
    bool overrideOn() const { return m_overrideOn; }

    std::optional<meshal::Character> character(qint64 id) const;
    // Runs `op` on the stored sheet, then the sheet's rules; true when the edit was made (one
    // undo step). Otherwise `refused` said why and `source` (the control that asked) shows it.
    bool edit(qint64 id, const QString &command, const QString &label, const Op &op, QWidget *source = nullptr,
              const QList<store::RollRecord> &rolls = {});
    bool push(const QString &label, const Write &write);
    store::Receipt pushReceipt(const QString &label, const Write &write);

    // Rule 24: Talent is spent at creation or during a rest; resting is said on the sheet.
    bool resting(qint64 id) const { return m_resting.contains(id); }
    void setResting(qint64 id, bool on);
    meshal::Phase phase(const meshal::Character &c, qint64 id) const;

    // The pack's word for an id ("attribute.might") and a content entry's name, in the language.
    QString word(const QString &key) const;
    QString attributeName(meshal::Attribute a) const;
    QString entryName(const QString &id, const QString &fallback) const;

    QString explain(const QList<rules::Violation> &violations) const;
    void refuse(const QList<rules::Violation> &violations, QWidget *source = nullptr);
    void refuse(const QString &explanation, QWidget *source = nullptr);

public Q_SLOTS:
    void setLanguage(sw::Language language);
    void setOverride(bool on, const QString &reason);

Q_SIGNALS:
    void languageChanged(sw::Language language);
    void overrideChanged(bool on);
    void restingChanged(qint64 id);
    void refused(const QString &explanation);

private:
    QPointer<models::CampaignSession> m_session;
    Push m_push;
    std::shared_ptr<const meshal::MeshalPack> m_pack;
    std::shared_ptr<const meshal::MeshalContent> m_content;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
    QSet<qint64> m_resting;
};

} // namespace sw::ui
