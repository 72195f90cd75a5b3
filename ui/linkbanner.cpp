#include "linkbanner.h"

#include "models/campaignsession.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace sw::ui {

LinkBanner::LinkBanner(QWidget *parent) : QFrame(parent), m_label(new QLabel(this)), m_hide(new QTimer(this))
{
    setObjectName(u"linkBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_label->setObjectName(u"linkBannerText"_s);
    m_label->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_label, 1);
    m_hide->setSingleShot(true);
    m_hide->setInterval(10000);
    connect(m_hide, &QTimer::timeout, this, [this] {
        m_settled = -1;
        if (!m_down)
            hide();
    });
    hide();
}

void LinkBanner::setSession(models::CampaignSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_down = false;
    m_settled = -1;
    hide();
    if (!session)
        return;
    connect(session, &models::CampaignSession::linkChanged, this, [this](bool up, const QString &) {
        m_down = !up;
        retranslate();
    });
    connect(session, &models::CampaignSession::writeSettled, this, [this](qint64, bool kept) {
        m_settled = kept ? 1 : 0;
        m_hide->start();
        retranslate();
    });
}

QString LinkBanner::text() const
{
    return isVisible() ? m_label->text() : QString();
}

void LinkBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void LinkBanner::show(const QString &text, bool down)
{
    m_label->setText(text);
    QPalette p = palette();
    p.setColor(QPalette::Window, down ? QColor(0xfc, 0xe8, 0xb2) : QColor(0xd9, 0xf2, 0xd9));
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(p);
    m_label->setPalette(p);
    setVisible(true);
}

void LinkBanner::retranslate()
{
    if (m_down) {
        show(tr("The shared campaign's server cannot be reached. The campaign is read-only until the connection is "
                "back; Sheetwright keeps trying."),
             true);
    } else if (m_settled >= 0) {
        show(m_settled ? tr("Connected again. Your last change, sent as the connection dropped, was saved.")
                       : tr("Connected again. Your last change, sent as the connection dropped, was not saved: "
                            "make it again."),
             false);
    } else {
        setVisible(false);
    }
}

} // namespace sw::ui
