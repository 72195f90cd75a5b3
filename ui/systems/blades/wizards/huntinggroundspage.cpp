#include "huntinggroundspage.h"

#include "crewwizard.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"
#include "systems/blades/huntinggrounds.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

void selectData(QComboBox *combo, const QString &data)
{
    const QSignalBlocker block(combo);
    combo->setCurrentIndex(std::max(0, combo->findData(data)));
}

} // namespace

HuntingGroundsPage::HuntingGroundsPage(CrewWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"huntingPage"_s);
    const auto labelled = [this](QLabel *&label, QWidget *field, const QString &name) {
        label = new QLabel(this);
        label->setBuddy(field);
        field->setObjectName(name);
    };
    m_district = new QLineEdit(this);
    labelled(m_districtLabel, m_district, u"huntingDistrict"_s);
    m_area = new QLineEdit(this);
    labelled(m_areaLabel, m_area, u"huntingArea"_s);
    m_operation = new QComboBox(this);
    m_operation->setEditable(true);
    m_operation->setInsertPolicy(QComboBox::NoInsert);
    labelled(m_operationLabel, m_operation, u"huntingOperation"_s);
    m_faction = new QComboBox(this);
    labelled(m_factionLabel, m_faction, u"huntingFaction"_s);
    m_deal = new QComboBox(this);
    labelled(m_dealLabel, m_deal, u"huntingDeal"_s);
    m_dealSummary = new QLabel(this);
    m_dealSummary->setObjectName(u"huntingDealSummary"_s);
    m_dealSummary->setWordWrap(true);
    m_problem = wizard::problemLabel(u"huntingProblem"_s, this);

    auto *form = new QFormLayout;
    form->addRow(m_districtLabel, m_district);
    form->addRow(m_areaLabel, m_area);
    form->addRow(m_operationLabel, m_operation);
    form->addRow(m_factionLabel, m_faction);
    form->addRow(m_dealLabel, m_deal);
    form->addRow(QString(), m_dealSummary);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    connect(m_district, &QLineEdit::textEdited, this, [this] { textEdited(m_district); });
    connect(m_area, &QLineEdit::textEdited, this, [this] { textEdited(m_area); });
    connect(m_operation, &QComboBox::currentIndexChanged, this, &HuntingGroundsPage::operationChosen);
    connect(m_operation->lineEdit(), &QLineEdit::textEdited, this, [this] { textEdited(m_operation->lineEdit()); });
    connect(m_faction, &QComboBox::currentIndexChanged, this, &HuntingGroundsPage::dealChosen);
    connect(m_deal, &QComboBox::currentIndexChanged, this, &HuntingGroundsPage::dealChosen);
}

void HuntingGroundsPage::refresh()
{
    m_refreshing = true;
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    const blades::Crew &crew = m_wizard->draft();
    setTitle(tr("Hunting grounds"));
    setSubTitle(tr("Where the crew finds its usual work: part of one district, three or four blocks, and the kind of "
                   "operation you prefer there. The faction that claims the area wants a deal."));
    m_districtLabel->setText(tr("&District:"));
    m_district->setToolTip(tr("The district the hunting grounds lie in; it need not be the lair's."));
    m_district->setPlaceholderText(tr("e.g. Silkshore"));
    m_areaLabel->setText(tr("&Area:"));
    m_area->setToolTip(tr("Only three or four city blocks of that district."));
    m_area->setPlaceholderText(tr("e.g. the canal houses around Lantern Street"));
    m_operationLabel->setText(tr("Preferred &operation:"));
    m_operation->setToolTip(tr("One of the crew type's operations (or your own): +1d to gather information and a free activity for it."));
    m_factionLabel->setText(tr("C&laimed by faction:"));
    m_faction->setToolTip(tr("The GM names the faction that claims the area; the deal changes your status with it."));
    m_dealLabel->setText(tr("D&eal:"));
    m_deal->setToolTip(tr("Pay 1 coin (status 0), pay 2 coin in respect (+1 status), or pay nothing (−1 status)."));

    m_operation->clear();
    for (const blades::Entity &op : blades::huntingOperations(crew.crewType, pack))
        m_operation->addItem(op.name.in(l), op.id); // kept by its id (B §2 step 3)
    const QString operationId = blades::huntingOperationId(crew.huntingGrounds.operation, crew.crewType, pack);
    const int listed = operationId.isEmpty() ? -1 : m_operation->findData(operationId);
    m_operation->setCurrentIndex(listed);
    if (listed < 0)
        m_operation->setEditText(crew.huntingGrounds.operation);

    {
        const QSignalBlocker block(m_faction);
        m_faction->clear();
        m_faction->addItem(tr("— choose a faction —"), QString());
        for (const blades::ExampleFaction &f : pack.factions) {
            m_faction->addItem(f.name.in(l), f.id);
            m_faction->setItemData(m_faction->count() - 1, f.summary.in(l), Qt::ToolTipRole);
        }
    }
    {
        const QSignalBlocker block(m_deal);
        m_deal->clear();
        m_deal->addItem(tr("— choose a deal —"), QString());
        for (const blades::Entity &d : wizard::documentEntities(pack, u"crew.json"_s, u"hunting_ground_deals"_s)) {
            m_deal->addItem(d.name.in(l), d.id);
            m_deal->setItemData(m_deal->count() - 1, d.summary.in(l), Qt::ToolTipRole);
        }
    }
    if (m_district->text() != crew.huntingGrounds.district)
        m_district->setText(crew.huntingGrounds.district);
    if (m_area->text() != crew.huntingGrounds.area)
        m_area->setText(crew.huntingGrounds.area);
    m_refreshing = false;
    showState();
}

void HuntingGroundsPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

bool HuntingGroundsPage::isComplete() const
{
    const blades::HuntingGrounds &hg = m_wizard->draft().huntingGrounds;
    return !hg.operation.isEmpty() && !hg.faction.isEmpty() && !hg.deal.isEmpty();
}

void HuntingGroundsPage::textEdited(QLineEdit *edit)
{
    if (m_refreshing)
        return;
    blades::CrewText field = blades::CrewText::HuntingOperation;
    QString text = edit->text();
    if (edit == m_district) {
        field = blades::CrewText::HuntingDistrict;
    } else if (edit == m_area) {
        field = blades::CrewText::HuntingArea;
    } else if (const int listed = m_operation->findText(text); listed >= 0) {
        text = m_operation->itemData(listed).toString(); // the pack's operation, kept by its id
    }
    wizard::showProblem(m_problem, m_wizard->takeBase(blades::applySetCrewText(m_wizard->base(), field, text, m_wizard->pack())));
    Q_EMIT completeChanged();
}

void HuntingGroundsPage::operationChosen()
{
    if (m_refreshing || m_operation->currentIndex() < 0)
        return;
    const QString operation = m_operation->currentData().toString();
    wizard::showProblem(m_problem, m_wizard->takeBase(blades::applySetCrewText(
                                       m_wizard->base(), blades::CrewText::HuntingOperation, operation, m_wizard->pack())));
    Q_EMIT completeChanged();
}

void HuntingGroundsPage::dealChosen()
{
    if (m_refreshing)
        return;
    const QString refusal = m_wizard->setDeal({m_faction->currentData().toString(), m_deal->currentData().toString()});
    wizard::showProblem(m_problem, refusal);
    showState();
}

void HuntingGroundsPage::showState()
{
    const CrewWizard::Deal &deal = m_wizard->deal();
    selectData(m_faction, deal.faction);
    selectData(m_deal, deal.deal);
    const QString summary = m_deal->currentData(Qt::ToolTipRole).toString();
    m_dealSummary->setText(summary.isEmpty() ? tr("The crew has %n coin.", nullptr, m_wizard->draft().coin)
                                             : summary + u' ' + tr("The crew has %n coin left.", nullptr, m_wizard->draft().coin));
    Q_EMIT completeChanged();
}

} // namespace sw::ui
