#pragma once

// Stress and consequences (spec §7.5): the physical and mental tracks, sized by Physique and Will
// (rule 22); the consequence slots the sheet has, each with what it absorbs, its recovery state,
// the overcome that starts recovery and when it clears (rule 24); the boosts (rule 29).
#include "systems/fate/fatepanel.h"

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sw::ui {

class BoxTrack;

class FateHarmPanel : public FatePanel
{
    Q_OBJECT

public:
    FateHarmPanel(FateEditor *editor, qint64 id, QWidget *parent);
    void load(const fate::Character &character) override;
    void retranslate() override;

private:
    struct SlotRow
    {
        QString slot;
        QLabel *name;
        QLineEdit *text;
        QCheckBox *recovering;
        QLabel *recovery;
    };
    void buildSlots(const QStringList &slots);
    void toggleBox(fate::Track track, int index);
    void takeHit();

    QLabel *m_trackLabel[2];
    BoxTrack *m_track[2];
    QLabel *m_consequencesLabel;
    QPushButton *m_takeHit;
    QGridLayout *m_slots;
    QList<SlotRow> m_rows;
    QLabel *m_boostsLabel;
    QListWidget *m_boosts;
    QLineEdit *m_boostText;
    QPushButton *m_addBoost;
    QPushButton *m_useBoost;
    fate::Character m_shown;
};

} // namespace sw::ui
