#pragma once

// Abilities (spec §2.6, rules 26–32): each with its type, level and what it cost; buying one (from
// the campaign's content or written here) at level ×3 Talent, within the occupancy of its
// attribute's base score, at creation or rest; renouncing one during a rest, its Talent lost.
#include "systems/meshal/meshalpanel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace sw::ui {

class MeshalAbilitiesPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalAbilitiesPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void fromContent();
    void showCost();
    void buy();
    void renounce();
    meshal::Ability planned() const;

    QTreeWidget *m_list;
    QComboBox *m_content;
    QLineEdit *m_name;
    QComboBox *m_type;
    QSpinBox *m_level;
    QLabel *m_cost;
    QPushButton *m_buy;
    QPushButton *m_renounce;
    QLabel *m_nameLabel;
    QLabel *m_typeLabel;
    QLabel *m_levelLabel;
    QLabel *m_contentLabel;
};

} // namespace sw::ui
