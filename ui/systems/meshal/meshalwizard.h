#pragma once

// "New Meshal Character (Guided)…" (spec §3): identity and required features within the species
// the campaign's content allows (rules 46–47) with the starting Talent (the campaign setting,
// rule 20) → Talent spent from 3/3/3 with each cost shown (rules 21, 25–27) → equipment within
// the carry limits (rules 36–37). Finish sets the current dice to the totals (spec §3 step 12)
// and adds the character, made, as one undoable edit.
#include "systems/meshal/meshaleditor.h"

#include <QWizard>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class MeshalWizard : public QWizard
{
    Q_OBJECT

public:
    enum Page { IdentityPage, TalentPage, EquipmentPage };

    MeshalWizard(MeshalEditor *editor, QWidget *parent);

    meshal::Character &draft() { return m_draft; }
    MeshalEditor *editor() const { return m_editor; }
    std::optional<qint64> created() const { return m_created; }

    void accept() override;

private:
    MeshalEditor *m_editor;
    meshal::Character m_draft;
    std::optional<qint64> m_created;
};

// Opens the wizard; the new sheet, if one was made.
std::optional<store::SheetRef> createMeshalCharacter(MeshalEditor *editor, QWidget *parent);

class MeshalIdentityPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit MeshalIdentityPage(MeshalWizard *wizard);
    bool isComplete() const override;
    bool validatePage() override;

private:
    void speciesChosen();

    MeshalWizard *m_wizard;
    QLineEdit *m_name;
    QComboBox *m_species;
    QComboBox *m_gender;
    QComboBox *m_size;
    QComboBox *m_form;
    QSpinBox *m_talent;
    QLabel *m_refusal;
};

class MeshalTalentPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit MeshalTalentPage(MeshalWizard *wizard);
    void initializePage() override;

protected:
    // Enter in the ability's name or level buys it (and does not press the wizard's Next).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void raise(meshal::Attribute a);
    void buy();
    void startOver();
    void refresh();

    MeshalWizard *m_wizard;
    std::array<QLabel *, 3> m_scores{};
    std::array<QPushButton *, 3> m_raise{};
    QLineEdit *m_ability;
    QComboBox *m_type;
    QSpinBox *m_level;
    QPushButton *m_buy;
    QLabel *m_strength;
    QListWidget *m_spent;
    QLabel *m_refusal;
};

class MeshalEquipmentPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit MeshalEquipmentPage(MeshalWizard *wizard);
    void initializePage() override;
    bool validatePage() override;

private:
    QList<meshal::Item> chosen() const;
    void refresh();

    MeshalWizard *m_wizard;
    QListWidget *m_items;
    QLabel *m_summary;
    QLabel *m_refusal;
};

} // namespace sw::ui
