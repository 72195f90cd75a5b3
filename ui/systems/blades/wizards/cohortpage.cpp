#include "cohortpage.h"

#include "crewwizard.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

QList<blades::Entity> cohortTable(const blades::RulePack &pack, const QString &table)
{
    return wizard::documentEntities(pack, u"crew.json"_s, u"cohorts/"_s + table);
}

QString nameIn(const QList<blades::Entity> &list, const QString &id, Language language)
{
    for (const blades::Entity &e : list) {
        if (e.id == id)
            return e.name.in(language);
    }
    return id;
}

void fill(QComboBox *combo, const QList<blades::Entity> &entries, Language language)
{
    const QSignalBlocker block(combo);
    const QString current = combo->currentData().toString();
    combo->clear();
    for (const blades::Entity &e : entries) {
        combo->addItem(e.name.in(language), e.id);
        combo->setItemData(combo->count() - 1, e.summary.in(language), Qt::ToolTipRole);
    }
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

} // namespace

CohortPage::CohortPage(CrewWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"cohortPage"_s);
    m_count = new QLabel(this);
    m_count->setObjectName(u"cohortCount"_s);
    m_count->setWordWrap(true);
    m_listLabel = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"cohortList"_s);
    m_listLabel->setBuddy(m_list);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"removeCohort"_s);
    const auto combo = [this](QLabel *&label, QComboBox *&box, const QString &name) {
        label = new QLabel(this);
        box = new QComboBox(this);
        box->setObjectName(name);
        label->setBuddy(box);
    };
    combo(m_kindLabel, m_kind, u"cohortKind"_s);
    combo(m_typeLabel, m_type, u"cohortType"_s);
    combo(m_edgeLabel, m_edge, u"cohortEdge"_s);
    combo(m_flawLabel, m_flaw, u"cohortFlaw"_s);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"addCohort"_s);
    m_details = new QLabel(this);
    m_details->setObjectName(u"cohortDetails"_s);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_problem = wizard::problemLabel(u"cohortProblem"_s, this);

    auto *form = new QFormLayout;
    form->addRow(m_kindLabel, m_kind);
    form->addRow(m_typeLabel, m_type);
    form->addRow(m_edgeLabel, m_edge);
    form->addRow(m_flawLabel, m_flaw);
    form->addRow(QString(), m_add);
    form->addRow(m_details);
    auto *listColumn = new QVBoxLayout;
    listColumn->addWidget(m_listLabel);
    listColumn->addWidget(m_list, 1);
    listColumn->addWidget(m_remove, 0, Qt::AlignLeft);
    auto *row = new QHBoxLayout;
    row->addLayout(listColumn, 1);
    row->addLayout(form, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_count);
    layout->addLayout(row, 1);
    layout->addWidget(m_problem);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &CohortPage::fillTypes);
    for (QComboBox *box : {m_kind, m_type, m_edge, m_flaw})
        connect(box, &QComboBox::currentIndexChanged, this, &CohortPage::showDetails);
    connect(m_add, &QPushButton::clicked, this, &CohortPage::add);
    connect(m_remove, &QPushButton::clicked, this, &CohortPage::remove);
}

void CohortPage::refresh()
{
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    setTitle(tr("Cohorts"));
    setSubTitle(tr("Each Cohort upgrade brings a gang (a group of one type) or an expert, with an edge and a flaw."));
    m_listLabel->setText(tr("&Cohorts on the sheet:"));
    m_list->setToolTip(tr("One cohort for each Cohort upgrade the crew has marked."));
    m_remove->setText(tr("&Remove"));
    m_remove->setToolTip(tr("Erase the selected cohort from the sheet."));
    m_kindLabel->setText(tr("&Kind:"));
    m_kind->setToolTip(tr("A gang: quality and scale follow the crew's tier. An expert: quality tier +1, scale 0."));
    m_typeLabel->setText(tr("&Type:"));
    m_type->setToolTip(tr("A gang has one type; an expert has one area of expertise."));
    m_edgeLabel->setText(tr("&Edge:"));
    m_edge->setToolTip(tr("One edge: what the cohort is especially good at."));
    m_flawLabel->setText(tr("F&law:"));
    m_flaw->setToolTip(tr("As many flaws as edges: one."));
    m_add->setText(tr("&Add Cohort"));
    m_add->setToolTip(tr("Put the cohort described above on the sheet."));
    const bool fresh = m_kind->count() == 0;
    fill(m_kind, cohortTable(pack, u"kinds"_s), l);
    fill(m_edge, cohortTable(pack, u"edges"_s), l);
    fill(m_flaw, cohortTable(pack, u"flaws"_s), l);
    fillTypes();
    if (fresh || m_wizard->base().cohorts.isEmpty()) {
        // The crew type's own starting cohort (Bravos: a gang of Thugs) comes first.
        for (const QJsonValue &t : pack.documents.value(u"crew.json"_s).value(u"crew_types"_s).toArray()) {
            if (t[u"id"_s].toString() != m_wizard->base().crewType)
                continue;
            const QJsonObject start = t[u"starting_cohort"_s].toObject();
            if (start.isEmpty())
                continue;
            m_kind->setCurrentIndex(std::max(0, m_kind->findData(start.value(u"kind"_s).toString())));
            fillTypes();
            m_type->setCurrentIndex(std::max(0, m_type->findData(start.value(u"gang_type"_s).toString())));
        }
    }
    showDetails();
    showCohorts();
}

void CohortPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

bool CohortPage::isComplete() const
{
    return m_wizard->cohortsMissing() == 0;
}

void CohortPage::fillTypes()
{
    const bool gang = m_kind->currentData().toString() != u"expert"_s;
    fill(m_type, cohortTable(m_wizard->pack(), gang ? u"gang_types"_s : u"expert_types"_s), m_wizard->language());
    showDetails();
}

void CohortPage::add()
{
    blades::Cohort cohort;
    cohort.kind = m_kind->currentData().toString() == u"expert"_s ? blades::CohortKind::Expert : blades::CohortKind::Gang;
    cohort.types = {m_type->currentData().toString()};
    cohort.edges = {m_edge->currentData().toString()};
    cohort.flaws = {m_flaw->currentData().toString()};
    wizard::showProblem(m_problem, m_wizard->takeBase(blades::applyAddCohort(m_wizard->base(), cohort, m_wizard->pack())));
    showCohorts();
}

void CohortPage::remove()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    wizard::showProblem(m_problem, m_wizard->takeBase(blades::applyRemoveCohort(m_wizard->base(), row, m_wizard->pack())));
    showCohorts();
}

QString CohortPage::describe(const blades::Cohort &cohort, const blades::RulePack &pack, Language language)
{
    const bool gang = cohort.kind == blades::CohortKind::Gang;
    QStringList types;
    for (const QString &t : cohort.types)
        types << nameIn(cohortTable(pack, gang ? u"gang_types"_s : u"expert_types"_s), t, language);
    const auto names = [&](const QString &table, const QStringList &ids) {
        QStringList out;
        for (const QString &id : ids)
            out << nameIn(cohortTable(pack, table), id, language);
        return wizard::joined(out, language);
    };
    return tr("%1 (%2) — edge: %3, flaw: %4")
        .arg(wizard::joined(types, language), nameIn(cohortTable(pack, u"kinds"_s), gang ? u"gang"_s : u"expert"_s, language),
             names(u"edges"_s, cohort.edges), names(u"flaws"_s, cohort.flaws));
}

void CohortPage::showDetails()
{
    QString html;
    for (QComboBox *combo : {m_kind, m_type, m_edge, m_flaw}) {
        const QString summary = combo->currentData(Qt::ToolTipRole).toString();
        if (!summary.isEmpty())
            html += u"<p><b>%1</b> — %2</p>"_s.arg(combo->currentText().toHtmlEscaped(), summary.toHtmlEscaped());
    }
    m_details->setText(html);
}

void CohortPage::showCohorts()
{
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    const blades::Crew &crew = m_wizard->base();
    m_list->clear();
    for (const blades::Cohort &c : crew.cohorts)
        m_list->addItem(describe(c, pack, l));
    const int missing = m_wizard->cohortsMissing();
    m_count->setText(missing > 0 ? tr("Your upgrades pay for %n more cohort(s).", nullptr, missing)
                                 : tr("Every cohort your upgrades pay for is on the sheet."));
    m_add->setEnabled(missing > 0);
    m_remove->setEnabled(!crew.cohorts.isEmpty());
    Q_EMIT completeChanged();
}

} // namespace sw::ui
