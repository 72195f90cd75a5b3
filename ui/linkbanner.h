#pragma once

// The banner over a shared campaign's sheets (issue #19, "Faults"): while the link to the server
// is down, the campaign is read-only and the banner says so; it goes when the link is back. A
// write the link dropped under is told once settled: kept by the server, or not.
#include <QFrame>
#include <QPointer>

class QLabel;
class QTimer;

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

class LinkBanner : public QFrame
{
    Q_OBJECT

public:
    explicit LinkBanner(QWidget *parent = nullptr);
    // Follows a session's link (null: none, hidden).
    void setSession(models::CampaignSession *session);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void show(const QString &text, bool down);
    void retranslate();

    QPointer<models::CampaignSession> m_session;
    QLabel *m_label = nullptr;
    QTimer *m_hide = nullptr;
    bool m_down = false;
    int m_settled = -1; // -1: nothing told; 0: not kept; 1: kept
};

} // namespace sw::ui
