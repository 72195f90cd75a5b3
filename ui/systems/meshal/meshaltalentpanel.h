#pragma once

// 潜能 Talent and 实力 (spec §2.5, §5, rules 20–25): 实力 shown as 「已花费/未花费」, the Talent
// earned, whether the character rests now (the only time besides creation that Talent is spent,
// rule 24), the GM's awards, and the ledger: every award, raise, purchase and renouncing in order,
// the character's advancement.
#include "systems/meshal/meshalpanel.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace sw::ui {

class MeshalTalentPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalTalentPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void award();

    QLabel *m_strength;
    QLabel *m_phase;
    QCheckBox *m_resting;
    QSpinBox *m_amount;
    QPushButton *m_award;
    QTreeWidget *m_ledger;
};

} // namespace sw::ui
