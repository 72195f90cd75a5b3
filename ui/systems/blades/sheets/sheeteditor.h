#pragma once

#include "rules/random.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/systemeditor.h"

#include <memory>

namespace sw::ui {

// What every open Blades sheet shares, over the editor every system's sheets share (the campaign,
// the language, the GM-override switch, the push onto the undo stack): the packs, and the way an
// edit goes in — the engine decides (models/sheetedits.h); an accepted edit is pushed on the undo
// stack; a refused one is explained in words instead of done.
class SheetEditor : public SystemEditor
{
    Q_OBJECT

public:
    SheetEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    // The campaign's pack: new sheets, wizards and the GM pages use it.
    const blades::RulePack &pack() const;
    // The pack a sheet is read with: the one it recorded (`recorded`, its id), else the
    // campaign's (`missing` is set when this machine has no pack with that id).
    const blades::RulePack &packFor(const QString &recorded, bool *missing = nullptr) const;
    // A sheet's banner line when it is read with another pack than the campaign's, or when this
    // machine lacks the pack it recorded; empty otherwise.
    QString packNote(const QString &recorded) const;

    // Each returns true when the edit was made; otherwise `refused` has said why.
    bool editCharacter(qint64 id, const QString &command, const QString &label, const models::CharacterOp &op);
    bool editCrew(qint64 id, const QString &command, const QString &label, const models::CrewOp &op);

    // The dice the rolls from the sheet take (not owned; null: the editor's own, seeded at random).
    void setRandom(rules::RandomSource *random) { m_random = random; }
    rules::RandomSource &random();

    // The words for what an edit broke, one sentence per rule, in the current language.
    // `sheetPack`: the pack of the sheet they concern; the campaign's when null.
    QString explain(const QList<rules::Violation> &violations, const blades::RulePack *sheetPack = nullptr) const;

Q_SIGNALS:
    // The game made something happen (a filled xp track, trauma): sheets may offer the next step.
    void eventsHappened(const sw::store::SheetRef &sheet, const QList<sw::blades::Event> &events);

private:
    bool commit(const store::SheetRef &sheet, const QString &label, const models::PlannedEdit &edit);
    models::OverrideMode overrideMode() const { return {overrideOn(), overrideReason()}; }

    rules::RandomSource *m_random = nullptr;
    std::unique_ptr<rules::RandomSource> m_ownRandom;
};

} // namespace sw::ui
