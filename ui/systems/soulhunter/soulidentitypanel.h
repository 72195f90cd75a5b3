#pragma once

// The 狩魂者 sheet's first part (spec §19): code name, background and appearance; 体魄, 智慧 and
// 心魂 with their grade labels (D1); 灵识; the seven skills and the skill points they cost against
// the budget (D2, rule 4). An attribute's change keeps the marks 心魂 grants in step (D6, rule 7).
#include "systems/soulhunter/soulpanel.h"

#include <QMap>

#include <array>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class SoulIdentityPanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulIdentityPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

private:
    void writeText(QLineEdit *box, const QString &field);
    void writeAttribute(soulhunter::Attribute a, int value);
    void writeLingshi(int value);
    void writeSkill(const QString &skillId, int level);

    QLabel *m_codenameLabel, *m_backgroundLabel, *m_appearanceLabel, *m_lingshiLabel, *m_skillsTitle, *m_budget;
    QLineEdit *m_codename, *m_background, *m_appearance;
    std::array<QLabel *, 3> m_attributeNames{};
    std::array<QSpinBox *, 3> m_attributes{};
    std::array<QLabel *, 3> m_grades{};
    QSpinBox *m_lingshi;
    QMap<QString, QLabel *> m_skillNames;
    QMap<QString, QSpinBox *> m_skills;
};

} // namespace sw::ui
