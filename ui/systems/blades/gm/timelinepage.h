#pragma once

#include <QWidget>

class QTreeView;
class QLabel;

namespace sw::models {
class GmTimelineModel;
}

namespace sw::ui {

class GmContext;

// The campaign's story (scores, downtime, advances, factions, clocks): one line per step, newest
// first, with the sheets it changed; double-click opens the first sheet it changed (a crew or
// scoundrel in its tab, a faction on the ladder, a clock on the board).
class TimelinePage : public QWidget
{
    Q_OBJECT

public:
    TimelinePage(GmContext *context, QWidget *parent = nullptr);
    models::GmTimelineModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    void openRow(int row);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    GmContext *m_context;
    models::GmTimelineModel *m_model;
    QLabel *m_intro;
    QTreeView *m_view;
};

} // namespace sw::ui
