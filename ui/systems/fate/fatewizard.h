#pragma once

// "New Fate Character…" (spec §7.1–§7.5): aspects → skills (the pack's pattern, the pyramid by
// default, counted as you go) → stunts (3 free, more cost refresh, refresh at least 1) → stress
// and consequences derived. Finish adds the character as one undoable edit.
#include "systems/fate/fateeditor.h"

#include <QWizard>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sw::ui {

class LadderSpinBox;

class FateWizard : public QWizard
{
    Q_OBJECT

public:
    enum Page { AspectsPage, SkillsPage, StuntsPage, SummaryPage };

    FateWizard(FateEditor *editor, QWidget *parent);

    fate::Character &draft() { return m_draft; }
    FateEditor *editor() const { return m_editor; }
    // The new sheet's id once Finish stored it.
    std::optional<qint64> created() const { return m_created; }

    void accept() override;

private:
    FateEditor *m_editor;
    fate::Character m_draft;
    std::optional<qint64> m_created;
};

// Opens the wizard; the new sheet, if one was made.
std::optional<store::SheetRef> createFateCharacter(FateEditor *editor, QWidget *parent);

class FateAspectsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FateAspectsPage(FateWizard *wizard);
    bool isComplete() const override;
    bool validatePage() override;

private:
    FateWizard *m_wizard;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QList<QLineEdit *> m_aspects;
};

class FateSkillsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FateSkillsPage(FateWizard *wizard);
    bool isComplete() const override;

private:
    void write(const QString &skill, LadderSpinBox *box);
    void count();

    FateWizard *m_wizard;
    QList<QPair<QString, LadderSpinBox *>> m_boxes;
    QLabel *m_counts;
    QLabel *m_refusal;
};

class FateStuntsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FateStuntsPage(FateWizard *wizard);
    void initializePage() override;
    void addStunt(const fate::Stunt &stunt); // also what the Add button does after its dialog

private:
    void show();

    FateWizard *m_wizard;
    QListWidget *m_list;
    QLabel *m_refresh;
    QLabel *m_refusal;
    QPushButton *m_add;
    QPushButton *m_remove;
};

class FateSummaryPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit FateSummaryPage(FateWizard *wizard);
    void initializePage() override;

private:
    FateWizard *m_wizard;
    QLabel *m_summary;
};

} // namespace sw::ui
