#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeView;
class QHBoxLayout;

namespace sw::models {
class CampaignSession;
class GmLadderModel;
}

namespace sw::ui {

class GmContext;

// The faction ladder (B §7): the campaign's factions on the seven rungs of the chosen crew's
// status, +3 to −3, ordered by tier; the war marker and its effects when any status is −3; add
// factions from the rule pack's examples or made up; edit, remove, and move the crew's status.
// The selected faction's notes and goal clocks are shown under the ladder.
class FactionLadder : public QWidget
{
    Q_OBJECT

public:
    FactionLadder(GmContext *context, QWidget *parent = nullptr);

    models::GmLadderModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QLabel *warBanner() const { return m_war; }
    QString currentFaction() const;
    void selectFaction(const QString &id);
    void setCrew(qint64 crew);

    void addFromExamples();
    void addFaction(const QString &id); // one example, by id
    void newFaction();
    void editFaction();
    void removeFaction();
    void changeStatus(int delta);

Q_SIGNALS:
    void clocksRequested(const QString &faction);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCrews();
    void showCrew();
    void readMoreIfShown();
    void showWar();
    void showDetail();

    GmContext *m_context;
    QPointer<models::CampaignSession> m_session;
    models::GmLadderModel *m_model;
    QLabel *m_crewLabel;
    QComboBox *m_crew;
    QLabel *m_war;
    QTreeView *m_view;
    QPushButton *m_addExample;
    QPushButton *m_new;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QPushButton *m_statusUp;
    QPushButton *m_statusDown;
    QPushButton *m_clocks;
    QLabel *m_detail;
    QWidget *m_goalClocks;
    QHBoxLayout *m_goalLayout;
    QString m_selected;
};

} // namespace sw::ui
