#pragma once

#include <QWizardPage>

class QComboBox;
class QLabel;
class QLineEdit;

namespace sw::ui {

class CrewWizard;

// B §1.2, §2 step 3: the hunting grounds (district, area, preferred operation), the faction that
// claims them and the deal the crew makes with it (pay 1 coin, 2 for +1 status, or nothing for −1).
class HuntingGroundsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit HuntingGroundsPage(CrewWizard *wizard);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

private:
    void textEdited(QLineEdit *edit);
    void operationChosen();
    void dealChosen();
    void showState();

    CrewWizard *m_wizard;
    QLabel *m_districtLabel = nullptr;
    QLabel *m_areaLabel = nullptr;
    QLabel *m_operationLabel = nullptr;
    QLabel *m_factionLabel = nullptr;
    QLabel *m_dealLabel = nullptr;
    QLineEdit *m_district = nullptr;
    QLineEdit *m_area = nullptr;
    QComboBox *m_operation = nullptr;
    QComboBox *m_faction = nullptr;
    QComboBox *m_deal = nullptr;
    QLabel *m_dealSummary = nullptr;
    QLabel *m_problem = nullptr;
    bool m_refreshing = false;
};

} // namespace sw::ui
