#pragma once

#include <QMap>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QScrollArea;
class QSpinBox;

namespace sw::ui {

class CrewWizard;

// B §2 step 5, §3: the crew type's pre-selected upgrades (choosing between the "one of"
// options) and the boxes the crew marks itself (2 at creation), general or of its type.
class UpgradesPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit UpgradesPage(CrewWizard *wizard);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

private:
    void rebuild();
    void showCounts();
    void boxesChosen(const QString &upgrade, QSpinBox *spin);
    void startingOptionChosen(int group, QComboBox *combo);
    // Boxes of `upgrade` the type's starting upgrades grant (0 when it is not one of them).
    int granted(const QString &upgrade) const;
    int chosenBoxes() const;

    CrewWizard *m_wizard;
    QLabel *m_startingHeading = nullptr;
    QWidget *m_starting = nullptr;
    QLabel *m_left = nullptr;
    QScrollArea *m_scroll = nullptr;
    QMap<QString, QSpinBox *> m_spins;
    QLabel *m_problem = nullptr;
};

} // namespace sw::ui
