#pragma once

#include <QMap>
#include <QWizardPage>

class QGroupBox;
class QLabel;

namespace sw::ui {

class CharacterWizard;
class DotRating;

// A §3 step 4: the 4 action dots placed at creation (1 for the heritage, 1 for the background,
// 2 anywhere) on top of the playbook's 3, no action above 2 while the character is made. The
// actions are grouped under their attributes; a dot the rules refuse is explained.
class ActionDotsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ActionDotsPage(CharacterWizard *wizard);

    void refresh();
    void initializePage() override;
    bool isComplete() const override;

    // The dots left to place, and the total the rules give.
    int dotsLeft() const;

private:
    void build();
    void requested(const QString &action, int value);
    void showDots();

    CharacterWizard *m_wizard;
    QLabel *m_hint = nullptr;
    QLabel *m_left = nullptr;
    QList<QGroupBox *> m_groups;
    QMap<QString, DotRating *> m_dots;
    QMap<QString, QLabel *> m_names;
    QLabel *m_problem = nullptr;
};

} // namespace sw::ui
