#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace sw::models {
class ItemsModel;
}

namespace sw::ui {

class CheckListView;

// The right column's foot: the load chosen for the score and the items carried against it
// (A §2.5–§2.7).
class GearPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit GearPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;
    models::ItemsModel *model() const { return m_model; }

protected:
    void retranslate() override;

private:
    models::ItemsModel *m_model;
    QLabel *m_loadLabel, *m_loadCount, *m_itemsLabel;
    QPushButton *m_clearLoad;
    QButtonGroup *m_levels;
    QList<std::pair<QString, QRadioButton *>> m_levelButtons;
    CheckListView *m_items;
};

} // namespace sw::ui
