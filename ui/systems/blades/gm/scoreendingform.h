#pragma once

#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/gm/gmtable.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class GmContext;

// How a score ended (C §4, §5, B §7.3): outcome, payoff coin band and extra coin, quiet, the heat
// profile and its modifiers (war shown as applied by the engine), and status changes with the
// factions helped or hurt. The preview line is computed by the engine's own payoff and heat
// functions. Shared by the score wizard's last step and the downtime's first.
class ScoreEndingForm : public QWidget
{
    Q_OBJECT

public:
    ScoreEndingForm(GmContext *context, QWidget *parent = nullptr);

    // The score being ended (its crew and target decide the previews).
    void setScore(const blades::Score &score);
    const blades::Score &score() const { return m_score; }
    gm::ScoreEnding ending() const;
    // The preview's numbers, from blades::payoff and blades::heatAfterScore.
    int previewRep() const { return m_rep; }
    int previewCoin() const { return m_coin; }
    int previewHeat() const { return m_heat; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    void updatePreview();
    void addStatusChange();
    void showStatusChanges();
    void fillMembers();

    GmContext *m_context;
    blades::Score m_score;
    std::optional<blades::Crew> m_crew;
    QMap<QString, int> m_statusChanges;
    QFormLayout *m_form;
    QComboBox *m_outcome;
    QComboBox *m_coinBand;
    QSpinBox *m_extraCoin;
    QCheckBox *m_quiet;
    QComboBox *m_heatProfile;
    QCheckBox *m_highProfile;
    QCheckBox *m_hostileTurf;
    QCheckBox *m_killing;
    QSpinBox *m_heatAdjust;
    QLabel *m_war;
    QComboBox *m_statusFaction;
    QSpinBox *m_statusDelta;
    QPushButton *m_addStatus;
    QListWidget *m_statusList;
    QLabel *m_preview;
    QLabel *m_coinToLabel = nullptr;
    QWidget *m_coinTo = nullptr;
    QFormLayout *m_coinToForm = nullptr;
    QLabel *m_heatModsLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    int m_rep = 0;
    int m_coin = 0;
    int m_heat = 0;
};

} // namespace sw::ui
