#pragma once

#include "common/language.h"
#include "models/campaignsession.h"
#include "systems/blades/models/sheetedits.h"
#include "rules/random.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace sw::ui {

// What every open sheet shares: the campaign, the language, the GM-override switch, and the
// way an edit goes in — the engine decides (models/sheetedits.h); an accepted edit is pushed on
// the undo stack; a refused one is explained in words instead of done.
class SheetEditor : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    // Pushes an accepted write on the undo stack (MainWindow::edit).
    using Push = std::function<store::Receipt(const QString &label, const Write &write)>;

    SheetEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    models::CampaignSession *session() const { return m_session; }
    // The campaign's pack: new sheets, wizards and the GM pages use it.
    const blades::RulePack &pack() const;
    // The pack a sheet is read with: the one it recorded (`recorded`, its id), else the
    // campaign's (`missing` is set when this machine has no pack with that id).
    const blades::RulePack &packFor(const QString &recorded, bool *missing = nullptr) const;
    // A sheet's banner line when it is read with another pack than the campaign's, or when this
    // machine lacks the pack it recorded; empty otherwise.
    QString packNote(const QString &recorded) const;
    Language language() const { return m_language; }
    bool overrideOn() const { return m_override.on; }

    // Each returns true when the edit was made; otherwise `refused` has said why.
    bool editCharacter(qint64 id, const QString &command, const QString &label, const models::CharacterOp &op);
    bool editCrew(qint64 id, const QString &command, const QString &label, const models::CrewOp &op);
    // A write the engine has nothing to say about (a new sheet from a wizard).
    bool push(const QString &label, const Write &write);

    // The dice the rolls from the sheet take (not owned; null: the editor's own, seeded at random).
    void setRandom(rules::RandomSource *random) { m_random = random; }
    rules::RandomSource &random();

    // The words for what an edit broke, one sentence per rule, in the current language.
    // `sheetPack`: the pack of the sheet they concern; the campaign's when null.
    QString explain(const QList<rules::Violation> &violations, const blades::RulePack *sheetPack = nullptr) const;

public Q_SLOTS:
    void setLanguage(sw::Language language);
    void setOverride(bool on, const QString &reason);

Q_SIGNALS:
    void languageChanged(sw::Language language);
    void overrideChanged(bool on);
    // An edit was refused: `explanation` says why, in the current language.
    void refused(const QString &explanation);
    // The game made something happen (a filled xp track, trauma): sheets may offer the next step.
    void eventsHappened(const sw::store::SheetRef &sheet, const QList<sw::blades::Event> &events);

private:
    bool commit(const store::SheetRef &sheet, const QString &label, const models::PlannedEdit &edit);

    QPointer<models::CampaignSession> m_session;
    Push m_push;
    Language m_language = Language::English;
    models::OverrideMode m_override;
    rules::RandomSource *m_random = nullptr;
    std::unique_ptr<rules::RandomSource> m_ownRandom;
};

} // namespace sw::ui
