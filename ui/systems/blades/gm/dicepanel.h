#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace sw::models {
class GmRollLogModel;
}
namespace sw::store {
struct RollRecord;
}

namespace sw::ui {

class GmContext;

// The dice roller (A §5): any roll, its pool (position and effect for action rolls), the exact
// odds before rolling, the dice and result after; every roll goes in the campaign's roll log,
// listed below, newest first. The incarceration roll (C §6.3) takes its pool from a crew's Tier,
// as the war leaves it (B §1.8), and says what the result brings.
class DicePanel : public QWidget
{
    Q_OBJECT

public:
    DicePanel(GmContext *context, QWidget *parent = nullptr);
    models::GmRollLogModel *log() const { return m_log; }
    void roll();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showOdds();
    void fillCrews();
    // The incarceration roll: the pool is the chosen crew's Tier while at war (more dice for a
    // Guard payoff or Prison contacts are added by hand); the other rolls leave the pool alone.
    void followKind();
    void followCrew(bool setPool = true);
    QString incarcerationOutcome(const store::RollRecord &rolled) const;
    // Keeps every column of the log readable at the dock's default width.
    void fitLog();

    GmContext *m_context;
    models::GmRollLogModel *m_log;
    QFormLayout *m_form;
    QComboBox *m_kind;
    QComboBox *m_crew;
    QLabel *m_tierNote;
    QSpinBox *m_pool;
    QComboBox *m_position;
    QComboBox *m_effect;
    QLineEdit *m_label;
    QLabel *m_odds;
    QPushButton *m_roll;
    QLabel *m_result;
    QTreeView *m_view;
};

} // namespace sw::ui
