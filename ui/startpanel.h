#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QVBoxLayout;

namespace sw::ui {

// The first screen, shown on the campaign tab while no campaign is open or the open one holds no
// sheet yet: a button for each way to begin (the game systems' "New …" actions, Open Campaign,
// their imports) and the recent campaigns, one click each.
class StartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StartPanel(QWidget *parent = nullptr);
    // The actions offered, in order; each button follows its action's text and state.
    void setActions(const QList<QAction *> &actions);
    void setRecent(const QStringList &paths);
    QListWidget *recentList() const { return m_recent; }

Q_SIGNALS:
    void recentRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_heading;
    QLabel *m_recentHeading;
    QVBoxLayout *m_buttons;
    QListWidget *m_recent;
};

} // namespace sw::ui
