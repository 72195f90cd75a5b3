#include "startpanel.h"
#include "store/campaignfile.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

StartPanel::StartPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"startPanel"_s);
    m_heading = new QLabel(this);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_heading->setFont(big);
    m_buttons = new QVBoxLayout;
    m_buttons->setSpacing(6);
    m_recentHeading = new QLabel(this);
    m_recentHeading->setFont(big);
    m_recent = new QListWidget(this);
    m_recent->setObjectName(u"recentCampaigns"_s);
    m_recentHeading->setBuddy(m_recent);
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT recentRequested(item->data(Qt::UserRole).toString()); });
    connect(m_recent, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { Q_EMIT recentRequested(item->data(Qt::UserRole).toString()); });
    auto *begin = new QVBoxLayout;
    begin->addWidget(m_heading);
    begin->addLayout(m_buttons);
    begin->addStretch(1);
    auto *recent = new QVBoxLayout;
    recent->addWidget(m_recentHeading);
    recent->addWidget(m_recent, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(begin, 1);
    layout->addSpacing(24);
    layout->addLayout(recent, 2);
    retranslate();
}

void StartPanel::setActions(const QList<QAction *> &actions)
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (QAction *action : actions) {
        auto *button = new QToolButton(this);
        button->setObjectName(u"start_"_s + action->objectName());
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setMinimumHeight(button->fontMetrics().height() * 2 + 8);
        m_buttons->addWidget(button);
    }
}

void StartPanel::setRecent(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(store::campaignShortName(path), m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        item->setData(Qt::AccessibleDescriptionRole, QDir::toNativeSeparators(path));
    }
    m_recentHeading->setVisible(!paths.isEmpty());
    m_recent->setVisible(!paths.isEmpty());
}

void StartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StartPanel::retranslate()
{
    m_heading->setText(tr("Begin"));
    m_recentHeading->setText(tr("&Recent campaigns"));
    m_recent->setAccessibleName(tr("Recent campaigns"));
}

} // namespace sw::ui
