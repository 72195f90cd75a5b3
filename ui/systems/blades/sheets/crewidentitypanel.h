#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QComboBox;
class QFormLayout;
class QLineEdit;

namespace sw::ui {

// The crew sheet's head (B §1.1, §2 steps 1–3): name, crew type, reputation, lair and hunting
// grounds.
class CrewIdentityPanel : public CrewPanel
{
    Q_OBJECT

public:
    explicit CrewIdentityPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CrewState &state) override;

protected:
    void retranslate() override;

private:
    QLineEdit *textField(const QString &name, blades::CrewText field);
    void commitText(blades::CrewText field, const QString &text, QWidget *source);

    QFormLayout *m_form;
    QLineEdit *m_name, *m_lair, *m_lairDistrict, *m_huntingDistrict, *m_huntingArea, *m_huntingOperation;
    QComboBox *m_type, *m_reputation;
};

} // namespace sw::ui
