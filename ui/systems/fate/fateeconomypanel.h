#pragma once

// Refresh and fate points (spec §7.3–§7.4): refresh as rule 20 makes it, fate points spent and
// gained by click, compels (rule 26), the start of a session (rule 21) and the fate points owed
// from hostile invokes, paid after the scene (rule 27); conceding a conflict (rule 25).
#include "systems/fate/fatepanel.h"

class QLabel;
class QPushButton;
class QToolButton;

namespace sw::ui {

class FateEconomyPanel : public FatePanel
{
    Q_OBJECT

public:
    FateEconomyPanel(FateEditor *editor, qint64 id, QWidget *parent);
    void load(const fate::Character &character) override;
    void retranslate() override;

private:
    void concede();

    QLabel *m_refresh;
    QLabel *m_fatePointsLabel;
    QLabel *m_fatePoints;
    QToolButton *m_spend;
    QToolButton *m_gain;
    QLabel *m_owed;
    QPushButton *m_session;
    QPushButton *m_accept;
    QPushButton *m_refuse;
    QPushButton *m_payOut;
    QPushButton *m_concede;
    fate::Character m_shown;
};

} // namespace sw::ui
