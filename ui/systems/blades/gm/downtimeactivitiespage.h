#pragma once

// The activities page of the downtime wizard (private to ui/gm): each scoundrel's activities
// within their allowance, extra ones bought with coin or rep (C §8). Its form is built in
// downtimeactivityform.cpp, what it does in downtimeactivitiespage.cpp.

#include "systems/blades/gm.h"
#include "systems/blades/gm/downtimepages.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui::downtimepages {

class ActivitiesStep : public GmWizardPage
{
public:
    explicit ActivitiesStep(DowntimeWizard *wizard);

    std::optional<blades::Downtime> downtime() const;
    QString pcId() const;

    void initializePage() override;
    void showPc();
    void showFields();
    // The activity's pool, as the engine will roll it (C §8); -1 for an activity without a roll.
    int pool() const;
    void showOdds();
    void showLog();
    void perform();
    void buy(const QString &purse);
    void retranslate() override;

private:
    DowntimeWizard *m_wizard;
    GmContext *m_context;
    QFormLayout *m_form;
    QComboBox *m_pc;
    QLabel *m_left;
    QPushButton *m_buyCoin;
    QPushButton *m_buyCrewCoin;
    QPushButton *m_buyRep;
    QComboBox *m_activity;
    QComboBox *m_action;
    QComboBox *m_clock;
    QComboBox *m_track;
    QComboBox *m_treatment;
    QSpinBox *m_healer;
    QSpinBox *m_bonus;
    QSpinBox *m_coin;
    QCheckBox *m_restricted;
    QComboBox *m_overindulgence;
    QLineEdit *m_detail;
    QLabel *m_odds;
    QPushButton *m_perform;
    QListWidget *m_log;
    QLabel *m_problem;
};

} // namespace sw::ui::downtimepages
