#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace sw::models {
class AbilitiesModel;
}

namespace sw::ui {

class CheckListView;

// The sheet's middle column: special abilities with their rules, the close friend and the
// rival among the playbook's people, the xp triggers, and notes (A §3 steps 5–6, §4.1).
class AbilitiesPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit AbilitiesPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;

protected:
    void retranslate() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QComboBox *npcChooser(const QString &name, blades::CharacterChoice field);
    void showTriggers();

    models::AbilitiesModel *m_model;
    QLabel *m_abilitiesLabel, *m_friendLabel, *m_rivalLabel, *m_triggersLabel, *m_triggers, *m_notesLabel;
    CheckListView *m_abilities;
    QComboBox *m_friend, *m_rival;
    QPlainTextEdit *m_notes;
};

} // namespace sw::ui
