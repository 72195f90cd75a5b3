#pragma once

// The three attributes with every layer (spec §2.3, rules 1–10, 25, 27): 受训 trained, 基础 base
// (trained + features), 临时 temporary changes, the total (the most dice) and the current dice
// (health: damage takes them, rest brings them back), the occupancy of abilities against the
// base score, and the raise with its cost (the trained score ×3).
#include "systems/meshal/meshalpanel.h"

#include <array>

class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class MeshalAttributesPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalAttributesPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    struct Row
    {
        QLabel *name = nullptr;
        QLabel *trained = nullptr;
        QLabel *base = nullptr;
        QLabel *temporary = nullptr;
        QLabel *total = nullptr;
        QSpinBox *dice = nullptr;
        QLabel *occupancy = nullptr;
        QPushButton *raise = nullptr;
    };
    void raise(meshal::Attribute a);
    void writeDice(meshal::Attribute a);

    std::array<QLabel *, 8> m_headers{};
    std::array<Row, 3> m_rows;
    bool m_loading = false;
};

} // namespace sw::ui
