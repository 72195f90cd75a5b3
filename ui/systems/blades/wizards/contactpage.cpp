#include "contactpage.h"

#include "crewwizard.h"
#include "wizardsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

ContactPage::ContactPage(CrewWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"contactPage"_s);
    m_contactLabel = new QLabel(this);
    m_contacts = new QListWidget(this);
    m_contacts->setObjectName(u"contactList"_s);
    m_contactLabel->setBuddy(m_contacts);
    m_friendlyLabel = new QLabel(this);
    m_friendly = new QComboBox(this);
    m_friendly->setObjectName(u"friendlyFaction"_s);
    m_friendlyLabel->setBuddy(m_friendly);
    m_unfriendlyLabel = new QLabel(this);
    m_unfriendly = new QComboBox(this);
    m_unfriendly->setObjectName(u"unfriendlyFaction"_s);
    m_unfriendlyLabel->setBuddy(m_unfriendly);
    m_intense = new QCheckBox(this);
    m_intense->setObjectName(u"intenseContact"_s);
    m_problem = wizard::problemLabel(u"contactProblem"_s, this);
    auto *form = new QFormLayout;
    form->addRow(m_friendlyLabel, m_friendly);
    form->addRow(m_unfriendlyLabel, m_unfriendly);
    form->addRow(QString(), m_intense);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_contactLabel);
    layout->addWidget(m_contacts, 1);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    connect(m_contacts, &QListWidget::currentRowChanged, this, &ContactPage::chosen);
    connect(m_friendly, &QComboBox::currentIndexChanged, this, &ContactPage::chosen);
    connect(m_unfriendly, &QComboBox::currentIndexChanged, this, &ContactPage::chosen);
    connect(m_intense, &QCheckBox::toggled, this, &ContactPage::chosen);
}

void ContactPage::refresh()
{
    m_refreshing = true;
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    setTitle(tr("Favorite contact"));
    setSubTitle(tr("Mark one of your crew type's contacts as a close friend, long-time ally or partner in crime. "
                   "The GM names a faction that is friendly to them and one that is not."));
    m_contactLabel->setText(tr("Favorite &contact:"));
    m_contacts->setToolTip(tr("One of the crew type's five contacts becomes the favorite."));
    m_friendlyLabel->setText(tr("Fr&iendly faction:"));
    m_friendly->setToolTip(tr("A faction friendly with your contact: +1 status (+2 with the stronger ties)."));
    m_unfriendlyLabel->setText(tr("&Unfriendly faction:"));
    m_unfriendly->setToolTip(tr("A faction hostile to your contact: −1 status (−2 with the stronger ties)."));
    m_intense->setText(tr("&Stronger ties: +2 and −2 instead of +1 and −1"));
    m_intense->setToolTip(tr("By choice, the two factions move by 2 each instead of 1."));
    {
        const QSignalBlocker block(m_contacts);
        m_contacts->clear();
        const blades::CrewType *type = pack.crewType(m_wizard->base().crewType);
        for (const blades::Entity &c : type ? type->contacts : QList<blades::Entity>()) {
            auto *item = new QListWidgetItem(c.name.in(l) + u" — "_s + c.summary.in(l), m_contacts);
            item->setData(Qt::UserRole, c.id);
            item->setToolTip(c.summary.in(l));
        }
    }
    for (QComboBox *combo : {m_friendly, m_unfriendly}) {
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(tr("— none —"), QString());
        for (const blades::ExampleFaction &f : pack.factions) {
            combo->addItem(f.name.in(l), f.id);
            combo->setItemData(combo->count() - 1, f.summary.in(l), Qt::ToolTipRole);
        }
    }
    m_refreshing = false;
    showState();
}

void ContactPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

bool ContactPage::isComplete() const
{
    return !m_wizard->favorite().contact.isEmpty();
}

void ContactPage::chosen()
{
    if (m_refreshing)
        return;
    QListWidgetItem *item = m_contacts->currentItem();
    const CrewWizard::Favorite favorite{item ? item->data(Qt::UserRole).toString() : QString(),
                                        m_friendly->currentData().toString(), m_unfriendly->currentData().toString(),
                                        m_intense->isChecked()};
    wizard::showProblem(m_problem, m_wizard->setFavorite(favorite));
    showState();
}

void ContactPage::showState()
{
    m_refreshing = true;
    const CrewWizard::Favorite &f = m_wizard->favorite();
    m_contacts->setCurrentRow(-1);
    for (int row = 0; row < m_contacts->count(); ++row) {
        if (m_contacts->item(row)->data(Qt::UserRole).toString() == f.contact)
            m_contacts->setCurrentRow(row);
    }
    if (!f.contact.isEmpty()) {
        m_friendly->setCurrentIndex(std::max(0, m_friendly->findData(f.friendly)));
        m_unfriendly->setCurrentIndex(std::max(0, m_unfriendly->findData(f.unfriendly)));
        m_intense->setChecked(f.intense);
    }
    m_refreshing = false;
    Q_EMIT completeChanged();
}

} // namespace sw::ui
