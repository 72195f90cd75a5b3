#include "upgradefactionspage.h"

#include "crewwizard.h"
#include "wizardsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

UpgradeFactionsPage::UpgradeFactionsPage(CrewWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"upgradeFactionsPage"_s);
    m_helpedLabel = new QLabel(this);
    m_helped = new QComboBox(this);
    m_helped->setObjectName(u"helpedFaction"_s);
    m_helpedLabel->setBuddy(m_helped);
    m_helpedPaid = new QCheckBox(this);
    m_helpedPaid->setObjectName(u"helpedPaid"_s);
    m_hurtLabel = new QLabel(this);
    m_hurt = new QComboBox(this);
    m_hurt->setObjectName(u"hurtFaction"_s);
    m_hurtLabel->setBuddy(m_hurt);
    m_hurtPaid = new QCheckBox(this);
    m_hurtPaid->setObjectName(u"hurtPaid"_s);
    m_coin = new QLabel(this);
    m_coin->setObjectName(u"upgradeFactionsCoin"_s);
    m_problem = wizard::problemLabel(u"upgradeFactionsProblem"_s, this);
    auto *grid = new QGridLayout;
    grid->addWidget(m_helpedLabel, 0, 0);
    grid->addWidget(m_helped, 0, 1);
    grid->addWidget(m_helpedPaid, 1, 1);
    grid->setRowMinimumHeight(2, 12); // a little room between the two factions
    grid->addWidget(m_hurtLabel, 3, 0);
    grid->addWidget(m_hurt, 3, 1);
    grid->addWidget(m_hurtPaid, 4, 1);
    grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_coin);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    connect(m_helped, &QComboBox::currentIndexChanged, this, [this] { chosen(true); });
    connect(m_helpedPaid, &QCheckBox::toggled, this, [this] { chosen(true); });
    connect(m_hurt, &QComboBox::currentIndexChanged, this, [this] { chosen(false); });
    connect(m_hurtPaid, &QCheckBox::toggled, this, [this] { chosen(false); });
}

void UpgradeFactionsPage::refresh()
{
    m_refreshing = true;
    const Language l = m_wizard->language();
    setTitle(tr("Factions and your upgrades"));
    setSubTitle(tr("The GM may name a faction that helped you get your upgrades and one that was hurt when you got them. "
                   "Leave them empty if none did."));
    m_helpedLabel->setText(tr("&Helped you:"));
    m_helped->setToolTip(tr("A faction that helped the crew to its upgrades: +1 status, or +2 for 1 coin."));
    m_helpedPaid->setText(tr("&Pay 1 coin for +2 status instead of +1"));
    m_helpedPaid->setToolTip(tr("Paying the helper 1 coin makes the status +2."));
    m_hurtLabel->setText(tr("H&urt by it:"));
    m_hurt->setToolTip(tr("A faction the crew hurt to get its upgrades: −2 status, or −1 for 1 coin."));
    m_hurtPaid->setText(tr("P&ay 1 coin for −1 status instead of −2"));
    m_hurtPaid->setToolTip(tr("Paying off the injured faction with 1 coin makes the status −1."));
    for (QComboBox *combo : {m_helped, m_hurt}) {
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(tr("— none —"), QString());
        for (const blades::ExampleFaction &f : m_wizard->pack().factions) {
            combo->addItem(f.name.in(l), f.id);
            combo->setItemData(combo->count() - 1, f.summary.in(l), Qt::ToolTipRole);
        }
    }
    m_refreshing = false;
    showState();
}

void UpgradeFactionsPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

void UpgradeFactionsPage::chosen(bool helped)
{
    if (m_refreshing)
        return;
    const CrewWizard::FactionHelp choice{(helped ? m_helped : m_hurt)->currentData().toString(),
                                         (helped ? m_helpedPaid : m_hurtPaid)->isChecked()};
    wizard::showProblem(m_problem, helped ? m_wizard->setHelped(choice) : m_wizard->setHurt(choice));
    showState();
}

void UpgradeFactionsPage::showState()
{
    m_refreshing = true;
    const auto show = [](QComboBox *combo, QCheckBox *paid, const CrewWizard::FactionHelp &help) {
        combo->setCurrentIndex(std::max(0, combo->findData(help.faction)));
        paid->setChecked(help.paid);
        paid->setEnabled(!help.faction.isEmpty());
    };
    show(m_helped, m_helpedPaid, m_wizard->helped());
    show(m_hurt, m_hurtPaid, m_wizard->hurt());
    m_coin->setText(tr("The crew has %n coin.", nullptr, m_wizard->draft().coin));
    m_refreshing = false;
}

} // namespace sw::ui
