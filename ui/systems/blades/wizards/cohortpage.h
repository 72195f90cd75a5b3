#pragma once

#include "systems/blades/crew.h"
#include "common/language.h"

#include <QWizardPage>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace sw::ui {

class CrewWizard;

// B §2 step 5, §4: a cohort for each Cohort upgrade the crew has (a gang of one type, or an
// expert), with one edge and one flaw. Shown only when the upgrades pay for a cohort.
class CohortPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit CohortPage(CrewWizard *wizard);

    // "Thugs (Gang) — edge: Fearsome, flaw: Savage", in `language`.
    static QString describe(const blades::Cohort &cohort, const blades::RulePack &pack, Language language);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

private:
    void fillTypes();
    void add();
    void remove();
    void showCohorts();
    void showDetails();

    CrewWizard *m_wizard;
    QLabel *m_count = nullptr;
    QLabel *m_listLabel = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_typeLabel = nullptr;
    QComboBox *m_type = nullptr;
    QLabel *m_edgeLabel = nullptr;
    QComboBox *m_edge = nullptr;
    QLabel *m_flawLabel = nullptr;
    QComboBox *m_flaw = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace sw::ui
