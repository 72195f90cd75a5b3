#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QGridLayout;
class QLabel;
class QLineEdit;
class QToolButton;

namespace sw::models {
class HarmModel;
class TraumaModel;
} // namespace sw::models

namespace sw::ui {

class BoxTrack;
class CheckListView;
class ClockFace;

// The rest of the left column, as on the paper sheet: the stress and trauma track with the
// trauma conditions, the harm table with its penalties, the healing clock and the armor boxes
// (A §2.1–§2.5).
class VitalsPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit VitalsPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;

protected:
    void retranslate() override;

private:
    void buildTracks(QGridLayout *grid);
    void buildHarm(QGridLayout *grid);
    void buildHealingAndArmor(QGridLayout *grid);
    void showHarm();
    void harmEdited(int level, int slot, const QString &text);
    void markStress(int amount);

    QLabel *m_stressLabel, *m_traumaLabel, *m_conditionsLabel, *m_harmLabel, *m_healingLabel, *m_armorLabel;
    BoxTrack *m_stress, *m_trauma;
    QToolButton *m_takeStress;
    CheckListView *m_conditions;
    models::TraumaModel *m_traumaModel;
    models::HarmModel *m_harmModel;
    QGridLayout *m_harmGrid;
    QList<QLabel *> m_harmLevels, m_harmPenalties;
    QList<QList<QLineEdit *>> m_harmSlots; // per harm row, per slot
    ClockFace *m_healing;
    QList<std::pair<QString, BoxTrack *>> m_armor; // armor kind id → its box
    QList<QLabel *> m_armorNames;
};

} // namespace sw::ui
