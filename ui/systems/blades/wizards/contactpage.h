#pragma once

#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;

namespace sw::ui {

class CrewWizard;

// B §2 step 6, §8: one of the crew type's contacts is the favorite; the GM names a faction
// friendly to them (+1) and one unfriendly (−1), or +2 and −2 together.
class ContactPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ContactPage(CrewWizard *wizard);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

private:
    void chosen();
    void showState();

    CrewWizard *m_wizard;
    QLabel *m_contactLabel = nullptr;
    QListWidget *m_contacts = nullptr;
    QLabel *m_friendlyLabel = nullptr;
    QComboBox *m_friendly = nullptr;
    QLabel *m_unfriendlyLabel = nullptr;
    QComboBox *m_unfriendly = nullptr;
    QCheckBox *m_intense = nullptr;
    QLabel *m_problem = nullptr;
    bool m_refreshing = false;
};

} // namespace sw::ui
