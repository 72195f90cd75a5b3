#include "systems/blades/rulepacksdialog.h"

#include "systems/blades/rulepackloader.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
constexpr int kPackIdRole = Qt::UserRole;
}

RulePacksDialog::RulePacksDialog(Language language, QWidget *parent, const QString &campaignPack)
    : QDialog(parent), m_language(language), m_campaignPack(campaignPack)
{
    m_list = new QTreeWidget(this);
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_folder = new QLabel(this);
    m_folder->setWordWrap(true);
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *open = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    open->setObjectName(u"openFolder"_s);
    QPushButton *reloadButton = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    reloadButton->setObjectName(u"reload"_s);
    m_use = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_use->setObjectName(u"useInCampaign"_s);
    m_use->setVisible(!campaignPack.isEmpty());
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = m_list->currentItem(); item && !item->data(0, kPackIdRole).toString().isEmpty()) {
            Q_EMIT useRequested(item->data(0, kPackIdRole).toString());
            accept();
        }
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RulePacksDialog::updateUseButton);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reloadButton, &QPushButton::clicked, this, &RulePacksDialog::reload);
    connect(open, &QPushButton::clicked, this, [] {
        const QString folder = blades::userRulePackFolder();
        QDir().mkpath(folder);
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_folder);
    layout->addWidget(buttons);
    resize(720, 420);
    retranslate();
    reload();
}

void RulePacksDialog::reload()
{
    m_list->clear();
    for (const blades::PackLoad &load : blades::discoverRulePacks()) {
        auto *item = new QTreeWidgetItem(m_list);
        if (load.pack) {
            const blades::RulePack &p = *load.pack;
            item->setText(0, p.name.in(m_language));
            item->setToolTip(0, p.summary.in(m_language));
            item->setText(1, p.version);
            item->setText(2, p.builtIn ? tr("Built in") : QDir::toNativeSeparators(p.location));
            item->setData(0, kPackIdRole, p.id);
            if (p.id == m_campaignPack) {
                item->setText(0, tr("%1 (this campaign)").arg(p.name.in(m_language)));
                QFont bold = item->font(0);
                bold.setBold(true);
                item->setFont(0, bold);
            }
            continue;
        }
        item->setText(0, tr("Not loaded"));
        item->setText(2, tr("%n fault(s)", nullptr, int(load.errors.size())));
        item->setForeground(0, palette().color(QPalette::Highlight));
        for (const blades::PackError &e : load.errors)
            new QTreeWidgetItem(item, {e.toString()});
        item->setExpanded(true);
    }
    updateUseButton();
}

void RulePacksDialog::updateUseButton()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const QString id = item ? item->data(0, kPackIdRole).toString() : QString();
    m_use->setEnabled(!id.isEmpty() && id != m_campaignPack);
}

void RulePacksDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RulePacksDialog::retranslate()
{
    setWindowTitle(tr("Rule Packs"));
    m_list->setHeaderLabels({tr("Rule pack"), tr("Version"), tr("Where")});
    m_list->setAccessibleName(tr("Rule packs"));
    m_folder->setText(tr("Your own packs (Forged in the Dark hacks) go in %1, one folder per pack with its pack.json.")
                          .arg(QDir::toNativeSeparators(blades::userRulePackFolder())));
    if (auto *open = findChild<QPushButton *>(u"openFolder"_s))
        open->setText(tr("&Open Folder"));
    if (auto *reloadButton = findChild<QPushButton *>(u"reload"_s))
        reloadButton->setText(tr("&Reload"));
    m_use->setText(tr("&Use in This Campaign"));
    m_use->setToolTip(tr("The campaign plays with the selected pack or house rules from now on: its sheets are "
                         "checked, shown and printed with it. Sheets keep their values."));
}

} // namespace sw::ui
