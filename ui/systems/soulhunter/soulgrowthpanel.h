#pragma once

// The 狩魂者 sheet's XP ledger and growth menu (spec §10; rules 45-46; L157, L169, L195-L199): XP
// awarded in play, each growth option for 2 XP only during an interlude (+1 KP maximum, +5
// initial SP, +1 initial fortune, a technique at Load −1), a 解体 or 失格 slash removed for its
// cost; every purchase one line of the ledger and one undo step. XP held is the ledger's sum.
#include "systems/soulhunter/soulpanel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SoulGrowthPanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulGrowthPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

private:
    void award();
    void buy(soulhunter::LedgerEntry::Kind kind, QPushButton *source);
    QString entryText(const soulhunter::LedgerEntry &e) const;

    QLabel *m_xp;
    QSpinBox *m_amount;
    QLineEdit *m_note;
    QPushButton *m_award;
    QPushButton *m_kp, *m_sp, *m_fortune, *m_technique, *m_jieti, *m_shige;
    QLineEdit *m_techniqueName;
    QComboBox *m_school;
    QSpinBox *m_load;
    QListWidget *m_ledger;
    QLabel *m_hint;
};

} // namespace sw::ui
