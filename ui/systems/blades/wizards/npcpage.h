#pragma once

#include <QWizardPage>

class QLabel;
class QListWidget;

namespace sw::ui {

class CharacterWizard;

// A §3 step 6: a close friend and a rival from the playbook's NPCs, two different people.
class NpcPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit NpcPage(CharacterWizard *wizard);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

private:
    void chosen(QListWidget *list, bool friendList);
    void select(QListWidget *list, const QString &id);

    CharacterWizard *m_wizard;
    QLabel *m_friendLabel = nullptr;
    QLabel *m_rivalLabel = nullptr;
    QListWidget *m_friends = nullptr;
    QListWidget *m_rivals = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace sw::ui
