#pragma once

// The skills as the pyramid: a row per rating with its ladder label and the skills at it, counted
// against the creation pattern (rule 17) or the column below (rule 18); under it every skill of
// the pack with its rating to change.
#include "systems/fate/fatepanel.h"

class QGridLayout;
class QLabel;
class QVBoxLayout;

namespace sw::ui {

class LadderSpinBox;

class FateSkillsPanel : public FatePanel
{
    Q_OBJECT

public:
    FateSkillsPanel(FateEditor *editor, qint64 id, QWidget *parent);
    void load(const fate::Character &character) override;
    void retranslate() override;

private:
    void drawPyramid(const fate::Character &c);
    void write(const QString &skill, LadderSpinBox *box);

    QVBoxLayout *m_pyramid;
    QLabel *m_rule;
    QGridLayout *m_grid;
    QList<QPair<QLabel *, LadderSpinBox *>> m_skills; // by the pack's order
    fate::Character m_shown;
};

} // namespace sw::ui
