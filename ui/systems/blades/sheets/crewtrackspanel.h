#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QGridLayout;
class QLabel;
class QPushButton;
class QRadioButton;

namespace sw::ui {

class BoxTrack;

// The crew's tracks (B §1.3–§1.11): rep against turf, tier and hold, heat and wanted level,
// the coin the vault holds, and crew xp.
class CrewTracksPanel : public CrewPanel
{
    Q_OBJECT

public:
    explicit CrewTracksPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CrewState &state) override;

Q_SIGNALS:
    void advanceRequested();

protected:
    void retranslate() override;

private:
    BoxTrack *track(const QString &name, QLabel **label, const std::function<void(int)> &requested);

    QLabel *m_repLabel, *m_turf, *m_tierLabel, *m_tier, *m_heatLabel, *m_wantedLabel, *m_coinLabel, *m_xpLabel;
    BoxTrack *m_rep, *m_heat, *m_wanted, *m_coin, *m_xp;
    QRadioButton *m_strong, *m_weak;
    QPushButton *m_advanceTier, *m_takeAdvance;
    QGridLayout *m_grid;
};

} // namespace sw::ui
