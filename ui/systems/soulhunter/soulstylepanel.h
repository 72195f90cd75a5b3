#pragma once

// The 狩魂者 sheet's style actions under the 追加规则 (spec §9.3; rules 24-27; L171-L192): 喝彩 X
// (5X, for the next action check), 天命所归 (10 + X, once per scene), 强力 (10, two CAT levels),
// 闪回 (the DH's cost, 5 at least); the cost shown before paying, paid as SP and anxiety (a part
// of it, rule 27; anxiety at 50 is a 失格 slash, rule 29), from initial or extra SP.
#include "systems/soulhunter/play.h"
#include "systems/soulhunter/soulpanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SoulStylePanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulStylePanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

private:
    soulhunter::StyleRequest request() const;
    void showCost();
    void use();

    QComboBox *m_action;
    QLabel *m_xLabel, *m_anxietyLabel, *m_cost, *m_pending;
    QSpinBox *m_x, *m_anxiety;
    QCheckBox *m_initial;
    QPushButton *m_use;
};

} // namespace sw::ui
