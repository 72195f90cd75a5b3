#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QComboBox;
class QFormLayout;
class QLineEdit;

namespace sw::ui {

// The top of the sheet's left column: who the scoundrel is (A §3 steps 1–3, 7, 8) — name,
// alias, look, playbook, heritage, background, vice and purveyor.
class IdentityPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit IdentityPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;

protected:
    void retranslate() override;

private:
    QLineEdit *textField(const QString &name, blades::CharacterText field);
    QComboBox *chooser(const QString &name, blades::CharacterChoice field);

    QFormLayout *m_form;
    QLineEdit *m_name, *m_alias, *m_look, *m_heritageDetail, *m_backgroundDetail, *m_purveyor;
    QComboBox *m_playbook, *m_heritage, *m_background, *m_vice;
};

} // namespace sw::ui
