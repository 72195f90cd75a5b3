#pragma once

// Items and money (spec §2.7–§2.8, rules 36–42, 52): what the character carries, its scale and
// whether it is equipped (and on which body parts), the carry limits (heavy ≤3, light ≤9,
// natural items not counted), accessories (≤3 of different types), and the purse in gold, silver
// and copper with its worth at the pack's rates.
#include "systems/meshal/meshalpanel.h"

#include <array>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace sw::ui {

class MeshalItemsPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalItemsPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void add();
    void removeSelected();
    void equip(const QString &key, const QString &name, bool on);
    void writeMoney();

    QTreeWidget *m_list;
    QComboBox *m_content;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_carry;
    QLabel *m_moneyLabel;
    std::array<QSpinBox *, 3> m_coins{};
    QLabel *m_worth;
    bool m_loading = false;
};

} // namespace sw::ui
