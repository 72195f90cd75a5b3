#pragma once

// Ongoing effects (spec §2.10, rules 5, 7, 34): what a spell, a potion or a wound does for a
// while — its changes to the attributes are the 临时 temporary layer of the totals; an effect
// with the name of one the character has replaces it (its duration starts again); when an effect
// ends, dice above the new total go.
#include "systems/meshal/meshalpanel.h"

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace sw::ui {

class MeshalEffectsPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalEffectsPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void apply();
    void end();

    QTreeWidget *m_list;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_durationLabel;
    QLineEdit *m_duration;
    std::array<QLabel *, 3> m_changeLabels{};
    std::array<QSpinBox *, 3> m_changes{};
    QPushButton *m_apply;
    QPushButton *m_end;
};

} // namespace sw::ui
