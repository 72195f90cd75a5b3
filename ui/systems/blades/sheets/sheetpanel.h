#pragma once

#include "systems/blades/characterops.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/limits.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/sheetedits.h"

#include <QWidget>

class QLabel;

namespace sw::ui {

class SheetEditor;

// One part of a sheet (identity, vitals, claims …): shows a state in the sheet's language and
// sends edits through the SheetEditor, which asks the rules engine first.
class SheetPanel : public QWidget
{
    Q_OBJECT

public:
    SheetPanel(SheetEditor *editor, QWidget *parent);

protected:
    Language language() const;
    // The pack the shown sheet is read with (the one it recorded).
    const blades::RulePack &pack() const;
    // The id of the pack the shown sheet recorded; empty: the campaign's.
    virtual QString recordedPack() const { return {}; }
    void changeEvent(QEvent *event) override;
    virtual void retranslate() = 0;
    // Puts every field back as the sheet has it (after a refused edit).
    virtual void reshow() = 0;
    // Runs `attempt`; when refused, `source` flashes and shows why, and the fields are put back.
    bool attempt(QWidget *source, const std::function<bool()> &attempt);

    SheetEditor *m_editor;
};

// What a character sheet shows: the stored sheet, and the limits the rules derive from it (the
// pack's numbers, the crew's upgrades, the character's abilities).
struct CharacterState
{
    qint64 id = 0;
    blades::Character sheet;
    blades::CrewBenefits crew;
    blades::CharacterLimits limits;
};

class CharacterPanel : public SheetPanel
{
    Q_OBJECT

public:
    using SheetPanel::SheetPanel;
    virtual void showState(const CharacterState &state) = 0;

protected:
    QString recordedPack() const override { return m_state.sheet.rulePack; }
    bool edit(const QString &command, const QString &label, const models::CharacterOp &op, QWidget *source = nullptr);
    void reshow() override { showState(m_state); }

    CharacterState m_state;
};

// What a crew sheet shows: the stored crew and the campaign's factions.
struct CrewState
{
    qint64 id = 0;
    blades::Crew sheet;
    QList<blades::Faction> factions;
};

class CrewPanel : public SheetPanel
{
    Q_OBJECT

public:
    using SheetPanel::SheetPanel;
    virtual void showState(const CrewState &state) = 0;

protected:
    QString recordedPack() const override { return m_state.sheet.rulePack; }
    bool edit(const QString &command, const QString &label, const models::CrewOp &op, QWidget *source = nullptr);
    void reshow() override { showState(m_state); }

    CrewState m_state;
};

// A bold, small-capitals heading, as the paper sheet labels its boxes.
QLabel *sheetHeading(QWidget *parent);
// The thin vertical line between the sheet's columns.
QWidget *sheetRule(QWidget *parent);

} // namespace sw::ui
