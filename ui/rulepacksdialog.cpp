#include "rulepacksdialog.h"

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

RulePacksDialog::RulePacksDialog(Language language, QWidget *parent) : QDialog(parent), m_language(language)
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
            continue;
        }
        item->setText(0, tr("Not loaded"));
        item->setText(2, tr("%n fault(s)", nullptr, int(load.errors.size())));
        item->setForeground(0, palette().color(QPalette::Highlight));
        for (const blades::PackError &e : load.errors)
            new QTreeWidgetItem(item, {e.toString()});
        item->setExpanded(true);
    }
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
}

} // namespace sw::ui
