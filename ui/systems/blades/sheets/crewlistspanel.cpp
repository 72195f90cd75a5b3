#include "systems/blades/sheets/crewlistspanel.h"

#include "common/undolabel.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/contactsmodel.h"
#include "systems/blades/models/crewabilitiesmodel.h"
#include "systems/blades/models/upgradesmodel.h"
#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/itemdelegate.h"
#include "systems/blades/sheets/ruleentrydelegate.h"
#include "systems/blades/sheets/sheeteditor.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

CrewListsPanel::CrewListsPanel(SheetEditor *editor, QWidget *parent) : CrewPanel(editor, parent)
{
    m_abilitiesModel = new models::CrewAbilitiesModel(this);
    m_upgradesModel = new models::UpgradesModel(this);
    m_contactsModel = new models::ContactsModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto list = [this, layout](QLabel **label, CheckListView **view, QAbstractItemModel *model, const QString &name) {
        *label = sheetHeading(this);
        *view = new CheckListView(this);
        (*view)->setObjectName(name);
        (*view)->setModel(model);
        (*label)->setBuddy(*view);
        layout->addWidget(*label);
        layout->addWidget(*view);
        layout->addSpacing(8);
    };
    list(&m_abilitiesLabel, &m_abilities, m_abilitiesModel, u"crewAbilities"_s);
    m_abilities->setItemDelegate(new RuleEntryDelegate(models::CrewAbilitiesModel::SummaryRole, m_abilities));
    connect(m_abilities, &CheckListView::toggleRequested, this, [this](const QModelIndex &index) {
        const QString id = index.data(models::SnapshotModel::IdRole).toString();
        edit(u"crew.toggle_ability"_s, SW_TR_LABEL("Crew ability %1").arg(index.data().toString()),
             [id](const blades::Crew &c, const blades::RulePack &p) { return blades::applyToggleCrewAbility(c, id, p); },
             m_abilities);
    });
    list(&m_upgradesLabel, &m_upgrades, m_upgradesModel, u"upgrades"_s);
    m_upgrades->setItemDelegate(new ItemDelegate(models::UpgradesModel::BoxesRole, models::UpgradesModel::MarkedRole, m_upgrades));
    connect(m_upgrades, &CheckListView::toggleRequested, this, [this](const QModelIndex &index) {
        const QString id = index.data(models::SnapshotModel::IdRole).toString();
        const int boxes = index.data(models::UpgradesModel::BoxesRole).toInt();
        const int marked = index.data(models::UpgradesModel::MarkedRole).toInt();
        // A click marks the next box, as a pencil would; on a full upgrade it erases them.
        const int next = marked >= boxes ? 0 : marked + 1;
        edit(u"crew.set_upgrade"_s, SW_TR_LABEL("Upgrade %1").arg(index.data().toString()),
             [id, next](const blades::Crew &c, const blades::RulePack &p) { return blades::applySetUpgradeBoxes(c, id, next, p); },
             m_upgrades);
    });
    list(&m_contactsLabel, &m_contacts, m_contactsModel, u"contacts"_s);
    m_contacts->setItemDelegate(new RuleEntryDelegate(-1, m_contacts));
    layout->addStretch(1);
    retranslate();
}

void CrewListsPanel::showState(const CrewState &state)
{
    m_state = state;
    const Language lang = language();
    for (models::CrewSheetModel *model : std::initializer_list<models::CrewSheetModel *>{m_abilitiesModel, m_upgradesModel, m_contactsModel}) {
        model->setLanguage(lang);
        model->setSheet(state.sheet, pack());
    }
}

void CrewListsPanel::retranslate()
{
    m_abilitiesLabel->setText(tr("Crew a&bilities"));
    m_abilities->setAccessibleName(tr("Crew abilities"));
    m_abilities->setToolTip(tr("One at creation; more from crew advances."));
    m_upgradesLabel->setText(tr("&Upgrades"));
    m_upgrades->setAccessibleName(tr("Upgrades"));
    m_upgrades->setToolTip(tr("Mark an upgrade's boxes to have it; at creation the crew marks a few, later "
                              "through crew advances. Click marks the next box."));
    m_contactsLabel->setText(tr("C&ontacts"));
    m_contacts->setAccessibleName(tr("Contacts"));
    m_contacts->setToolTip(tr("The crew type's contacts; the marked one is the favorite, chosen at creation."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
