#pragma once

// The other scores (spec §2.4–§2.5, §2.10, rules 8–9, 11, 15–16, 19): the three protections (may
// be negative) and immunities, movement speeds and perception ranges (the highest of every
// source), Execution, and the conditions the engine sets from the dice (unconscious, prone,
// dead); standing up from prone is the player's.
#include "systems/meshal/meshalpanel.h"

#include <array>

class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class MeshalScoresPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalScoresPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    std::array<QLabel *, 3> m_protectionNames{};
    std::array<QLabel *, 3> m_protections{};
    QLabel *m_immunitiesLabel;
    QLabel *m_immunities;
    QLabel *m_speedsLabel;
    QLabel *m_speeds;
    QLabel *m_sensesLabel;
    QLabel *m_senses;
    QLabel *m_executionLabel;
    QSpinBox *m_execution;
    QLabel *m_conditionsLabel;
    QLabel *m_conditions;
    QPushButton *m_standUp;
    bool m_loading = false;
};

} // namespace sw::ui
