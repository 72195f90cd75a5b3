#include "campaignpage.h"
#include "store/campaignfile.h"

#include <QDir>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace sw::ui {

CampaignPage::CampaignPage(QWidget *parent) : QWidget(parent)
{
    m_name = new QLabel(this);
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_name->setFont(big);

    m_file = new QLabel(this);

    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state = new QLabel(this);

    m_state->setWordWrap(true);
    m_file->setForegroundRole(QPalette::PlaceholderText);
    m_state->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_name);
    layout->addWidget(m_file);
    layout->addWidget(m_state);
    layout->setContentsMargins(4, 4, 4, 8);
    retranslate();
}

void CampaignPage::showCampaign(const QString &path, int schemaVersion)
{
    m_path = path;
    m_schemaVersion = schemaVersion;
    retranslate();
}

void CampaignPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CampaignPage::retranslate()
{
    if (m_path.isEmpty()) {
        m_name->setText(tr("No campaign open"));
        m_file->clear();
        m_state->setText(tr("Create a campaign with File ▸ New Campaign, or open one with "
                            "File ▸ Open."));
        m_state->setToolTip(QString());
        m_name->setAccessibleName(m_name->text());
        return;
    }
    m_name->setText(store::campaignShortName(m_path));
    m_name->setAccessibleName(tr("Campaign name"));
    m_file->setText(tr("File: %1").arg(QDir::toNativeSeparators(m_path)));
    m_file->setAccessibleName(tr("Campaign file"));
    m_state->setText(tr("Every change is saved as you make it."));
    m_state->setToolTip(tr("Campaign format version %1").arg(m_schemaVersion));
}

} // namespace sw::ui
