#pragma once

// The 狩魂者 sheet's tracks (spec §8-§13, §19): damage against max HP (D5; it may pass it), a hit
// taken by the rules (rules 31-32: the 解体 charm's slashes and 重创 tags), MP, FP and KP within
// their maxima (D3, D10, D23), initial and extra SP (D23), anxiety (rule 29: 50 is a 失格 slash),
// fortune, XP (the ledger's sum); the 解体 and 失格 charms drawn as clocks of three; the next
// scene, an interlude and its end (D4, D9, D11, D12).
#include "systems/soulhunter/play.h"
#include "systems/soulhunter/soulpanel.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class ClockFace;

class SoulTracksPanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulTracksPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

private:
    void takeDamage();
    void heal();
    void writeNumber(const QString &field, int value, QSpinBox *source, const QString &what);
    void requestJieti(int value);
    void requestShige(int value);
    void procedure(const QString &command, const QString &label, soulhunter::PlayResult (*run)(soulhunter::Character &, const soulhunter::Rules &),
                   QWidget *source, bool needsMp, bool needsSp);

    QLabel *m_damageLabel, *m_damage, *m_amountLabel, *m_howLabel;
    QSpinBox *m_amount;
    QLineEdit *m_how;
    QCheckBox *m_nonLethal;
    QPushButton *m_take, *m_heal;
    QLabel *m_mpLabel, *m_fpLabel, *m_kpLabel, *m_spLabel, *m_spExtraLabel, *m_anxietyLabel, *m_fortuneLabel, *m_xpLabel;
    QSpinBox *m_mp, *m_fp, *m_kp, *m_spInitial, *m_spExtra, *m_anxiety, *m_fortune;
    QLabel *m_mpMax, *m_fpMax, *m_kpMax, *m_spMax, *m_fortuneInitial, *m_xp;
    QLabel *m_jietiLabel, *m_shigeLabel, *m_grievous, *m_state;
    ClockFace *m_jieti, *m_shige;
    QPushButton *m_scene, *m_interlude, *m_endInterlude;
};

} // namespace sw::ui
