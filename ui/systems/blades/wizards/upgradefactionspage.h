#pragma once

#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QLabel;

namespace sw::ui {

class CrewWizard;

// B §2 step 5: the GM names a faction that helped the crew to its upgrades (+1 status, or +2 for
// 1 coin) and one that was hurt by it (−2, or −1 for 1 coin). Both are optional here.
class UpgradeFactionsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit UpgradeFactionsPage(CrewWizard *wizard);

    void refresh();
    void initializePage() override;

private:
    void chosen(bool helped);
    void showState();

    CrewWizard *m_wizard;
    QLabel *m_helpedLabel = nullptr;
    QComboBox *m_helped = nullptr;
    QCheckBox *m_helpedPaid = nullptr;
    QLabel *m_hurtLabel = nullptr;
    QComboBox *m_hurt = nullptr;
    QCheckBox *m_hurtPaid = nullptr;
    QLabel *m_coin = nullptr;
    QLabel *m_problem = nullptr;
    bool m_refreshing = false;
};

} // namespace sw::ui
