#include "systems/blades/sheets/crewpeoplepanel.h"

#include "common/undolabel.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/cohortsmodel.h"
#include "systems/blades/models/factionstatusmodel.h"
#include "systems/blades/sheets/cohortdialog.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "widgets/boxtrack.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

QTableView *table(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(true);
    view->setTabKeyNavigation(false);
    return view;
}

} // namespace

CrewPeoplePanel::CrewPeoplePanel(SheetEditor *editor, QWidget *parent) : CrewPanel(editor, parent)
{
    m_cohortsModel = new models::CohortsModel(this);
    m_factionsModel = new models::FactionStatusModel(this);
    m_cohortsModel->setLabeler([this](const QString &kind, const QString &id) -> QString {
        if (kind != u"cohort_harm"_s)
            return {};
        const int level = id.toInt();
        for (const QJsonValue &h : pack().documents.value(u"crew.json"_s)[u"cohorts"_s][u"harm_levels"_s].toArray()) {
            if (h[u"level"_s].toInt() == level)
                return blades::textFrom(h[u"name"_s]).in(language());
        }
        return level == 0 ? tr("Unharmed") : QString::number(level);
    });
    new QGridLayout(this);
    layout()->setContentsMargins(0, 0, 0, 0);
    buildCohorts();
    buildFactions();
    retranslate();
}

void CrewPeoplePanel::buildCohorts()
{
    auto *grid = qobject_cast<QGridLayout *>(layout());
    m_cohortsLabel = sheetHeading(this);
    m_cohorts = table(m_cohortsModel, u"cohorts"_s, this);
    m_cohortsLabel->setBuddy(m_cohorts);
    m_addCohort = new QPushButton(this);
    m_addCohort->setObjectName(u"addCohort"_s);
    m_removeCohort = new QPushButton(this);
    m_removeCohort->setObjectName(u"removeCohort"_s);
    connect(m_addCohort, &QPushButton::clicked, this, &CrewPeoplePanel::addCohort);
    connect(m_removeCohort, &QPushButton::clicked, this, [this] {
        const int index = selectedCohort();
        if (index < 0)
            return;
        edit(u"crew.remove_cohort"_s, SW_TR_LABEL("Remove a cohort"),
             [index](const blades::Crew &c, const blades::RulePack &p) { return blades::applyRemoveCohort(c, index, p); },
             m_removeCohort);
    });
    m_cohortHarmLabel = new QLabel(this);
    m_cohortHarm = new BoxTrack(this);
    m_cohortHarm->setObjectName(u"cohortHarm"_s);
    m_cohortHarmLabel->setBuddy(m_cohortHarm);
    connect(m_cohortHarm, &BoxTrack::valueRequested, this, [this](int harm) {
        const int index = selectedCohort();
        if (index < 0)
            return;
        edit(u"crew.cohort_harm"_s, SW_TR_LABEL("Cohort harm to %1").arg(harm),
             [index, harm](const blades::Crew &c, const blades::RulePack &p) { return blades::applySetCohortHarm(c, index, harm, p); },
             m_cohortHarm);
    });
    connect(m_cohorts->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CrewPeoplePanel::showSelectedCohort);
    grid->addWidget(m_cohortsLabel, 0, 0, 1, 4);
    grid->addWidget(m_cohorts, 1, 0, 1, 4);
    grid->addWidget(m_cohortHarmLabel, 2, 0);
    grid->addWidget(m_cohortHarm, 2, 1, Qt::AlignLeft);
    grid->addWidget(m_addCohort, 2, 2);
    grid->addWidget(m_removeCohort, 2, 3);
    grid->setColumnStretch(1, 1);
}

void CrewPeoplePanel::buildFactions()
{
    auto *grid = qobject_cast<QGridLayout *>(layout());
    m_factionsLabel = sheetHeading(this);
    m_factions = table(m_factionsModel, u"factionStatus"_s, this);
    m_factionsLabel->setBuddy(m_factions);
    m_statusUp = new QToolButton(this);
    m_statusUp->setObjectName(u"statusUp"_s);
    m_statusUp->setText(u"+"_s);
    m_statusDown = new QToolButton(this);
    m_statusDown->setObjectName(u"statusDown"_s);
    m_statusDown->setText(u"−"_s);
    connect(m_statusUp, &QToolButton::clicked, this, [this] { shiftStatus(1); });
    connect(m_statusDown, &QToolButton::clicked, this, [this] { shiftStatus(-1); });
    grid->addWidget(m_factionsLabel, 3, 0, 1, 4);
    grid->addWidget(m_factions, 4, 0, 1, 4);
    grid->addWidget(m_statusDown, 5, 2);
    grid->addWidget(m_statusUp, 5, 3);
}

int CrewPeoplePanel::selectedCohort() const
{
    const QModelIndex current = m_cohorts->currentIndex();
    return current.isValid() ? current.data(models::CohortsModel::CohortIndexRole).toInt() : -1;
}

void CrewPeoplePanel::showSelectedCohort()
{
    const QModelIndex current = m_cohorts->currentIndex();
    m_cohortHarm->setEnabled(current.isValid());
    m_removeCohort->setEnabled(current.isValid());
    m_cohortHarm->setValue(current.isValid() ? current.data(models::CohortsModel::HarmRole).toInt() : 0);
}

void CrewPeoplePanel::addCohort()
{
    CohortDialog dialog(pack(), language(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const blades::Cohort cohort = dialog.cohort();
    edit(u"crew.add_cohort"_s, SW_TR_LABEL("Add a cohort"),
         [cohort](const blades::Crew &c, const blades::RulePack &p) { return blades::applyAddCohort(c, cohort, p); },
         m_addCohort);
}

void CrewPeoplePanel::shiftStatus(int by)
{
    const QModelIndex current = m_factions->currentIndex();
    if (!current.isValid())
        return;
    const QString faction = current.data(models::SnapshotModel::IdRole).toString();
    const int status = current.data(models::FactionStatusModel::StatusRole).toInt() + by;
    edit(u"crew.faction_status"_s, SW_TR_LABEL("Status with %1 to %2").arg(current.siblingAtColumn(0).data().toString()).arg(status),
         [faction, status](const blades::Crew &c, const blades::RulePack &p) {
             return blades::applySetFactionStatus(c, faction, status, p);
         },
         by > 0 ? m_statusUp : m_statusDown);
    // The row moves with its new status: keep it selected.
    const int row = m_factionsModel->rowOfKey(faction);
    if (row >= 0)
        m_factions->setCurrentIndex(m_factionsModel->index(row, 0));
}

void CrewPeoplePanel::showState(const CrewState &state)
{
    m_state = state;
    const int cohort = selectedCohort();
    m_cohortsModel->setLanguage(language());
    m_cohortsModel->setSheet(state.sheet, pack());
    m_cohortHarm->setCount(pack().documents.value(u"crew.json"_s)[u"cohorts"_s][u"numbers"_s][u"harm_max"_s][u"value"_s].toInt(4));
    if (cohort >= 0 && cohort < m_cohortsModel->rowCount())
        m_cohorts->setCurrentIndex(m_cohortsModel->index(cohort, 0));
    showSelectedCohort();
    m_factionsModel->setLanguage(language());
    m_factionsModel->setFactions(state.factions);
    m_factionsModel->setSheet(state.sheet, pack());
    m_factions->resizeColumnsToContents();
}

void CrewPeoplePanel::retranslate()
{
    m_cohortsLabel->setText(tr("Co&horts"));
    m_cohorts->setAccessibleName(tr("Cohorts"));
    m_cohortsModel->setHeaders({tr("Kind"), tr("Type"), tr("Edges"), tr("Flaws"), tr("Harm")});
    m_cohorts->setToolTip(tr("A gang or an expert for each cohort upgrade; edges and as many flaws."));
    m_cohortHarmLabel->setText(tr("Cohort harm"));
    m_cohortHarm->setAccessibleName(tr("Cohort harm"));
    m_cohortHarm->setToolTip(tr("Weakened, impaired, broken, dead."));
    m_addCohort->setText(tr("Add cohort…"));
    m_removeCohort->setText(tr("Remove"));
    m_factionsLabel->setText(tr("Fa&ctions"));
    m_factions->setAccessibleName(tr("Faction status"));
    m_factionsModel->setHeaders({tr("Faction"), tr("Tier"), tr("Hold"), tr("Status")});
    m_factions->setToolTip(tr("The crew's status with each faction, from +3 (allies) to −3 (war)."));
    m_statusUp->setToolTip(tr("Raise the crew's status with the selected faction"));
    m_statusUp->setAccessibleName(tr("Raise status"));
    m_statusDown->setToolTip(tr("Lower the crew's status with the selected faction; −3 is war"));
    m_statusDown->setAccessibleName(tr("Lower status"));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
