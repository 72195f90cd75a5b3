#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace sw::models {
class CohortsModel;
class FactionStatusModel;
} // namespace sw::models

namespace sw::ui {

class BoxTrack;

// The people around the crew: its cohorts (B §4) with their harm, and its status with each
// faction (B §7), shown as the ladder orders it.
class CrewPeoplePanel : public CrewPanel
{
    Q_OBJECT

public:
    explicit CrewPeoplePanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CrewState &state) override;

protected:
    void retranslate() override;

private:
    void buildCohorts();
    void buildFactions();
    int selectedCohort() const;
    void addCohort();
    void shiftStatus(int by);
    void showSelectedCohort();

    models::CohortsModel *m_cohortsModel;
    models::FactionStatusModel *m_factionsModel;
    QLabel *m_cohortsLabel, *m_cohortHarmLabel, *m_factionsLabel;
    QTableView *m_cohorts, *m_factions;
    BoxTrack *m_cohortHarm;
    QPushButton *m_addCohort, *m_removeCohort;
    QToolButton *m_statusUp, *m_statusDown;
};

} // namespace sw::ui
