#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QLabel;

namespace sw::models {
class ContactsModel;
class CrewAbilitiesModel;
class UpgradesModel;
} // namespace sw::models

namespace sw::ui {

class CheckListView;

// The crew sheet's lists (B §3, §5, §8): crew abilities with their rules, upgrades with their
// box costs, and the crew type's contacts with the favorite marked.
class CrewListsPanel : public CrewPanel
{
    Q_OBJECT

public:
    explicit CrewListsPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CrewState &state) override;

protected:
    void retranslate() override;

private:
    models::CrewAbilitiesModel *m_abilitiesModel;
    models::UpgradesModel *m_upgradesModel;
    models::ContactsModel *m_contactsModel;
    QLabel *m_abilitiesLabel, *m_upgradesLabel, *m_contactsLabel;
    CheckListView *m_abilities, *m_upgrades, *m_contacts;
};

} // namespace sw::ui
