#include "systems/blades/sheets/gearpanel.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "systems/blades/limits.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/itemsmodel.h"
#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/itemdelegate.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/l10n/loadtext.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

GearPanel::GearPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    m_model = new models::ItemsModel(this);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_loadLabel = sheetHeading(this);
    m_loadCount = new QLabel(this);
    m_loadCount->setObjectName(u"loadCount"_s);
    grid->addWidget(m_loadLabel, 0, 0);
    m_levels = new QButtonGroup(this);
    // Two levels to a line, so that the column stays narrow enough for a laptop's screen.
    auto *levels = new QGridLayout;
    for (const blades::LoadLevel &level : pack().loadLevels) {
        auto *button = new QRadioButton(this);
        button->setObjectName(u"load_"_s + level.id);
        m_levels->addButton(button);
        levels->addWidget(button, int(m_levelButtons.size()) / 2, int(m_levelButtons.size()) % 2);
        m_levelButtons.append({level.id, button});
        connect(button, &QRadioButton::clicked, this, [this, id = level.id, button] {
            const blades::LoadLevel *chosen = pack().loadLevel(id);
            edit(u"character.set_load"_s, SW_TR_LABEL("Load: %1").arg(chosen ? labelWords(chosen->name) : id),
                 [id](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                     return blades::applySetLoadLevel(c, id, p, b);
                 },
                 button);
        });
    }
    levels->setColumnStretch(2, 1);
    // C §1.3: the load is for one score; the GM's end of the score clears it for everyone, this
    // clears one sheet (one undo step).
    m_clearLoad = new QPushButton(this);
    m_clearLoad->setObjectName(u"clearLoad"_s);
    connect(m_clearLoad, &QPushButton::clicked, this, [this] {
        edit(u"character.clear_load"_s, SW_TR_LABEL("Clear load"),
             [](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyClearLoad(c, p, b);
             },
             m_clearLoad);
    });
    m_loadCount->setWordWrap(true);
    grid->addWidget(m_clearLoad, 0, 1, Qt::AlignRight);
    grid->addWidget(m_loadCount, 1, 0, 1, 2);
    grid->addLayout(levels, 2, 0, 1, 2);

    m_itemsLabel = sheetHeading(this);
    m_items = new CheckListView(this);
    m_items->setObjectName(u"items"_s);
    m_items->setModel(m_model);
    m_items->setItemDelegate(new ItemDelegate(models::ItemsModel::LoadRole, -1, m_items));
    m_itemsLabel->setBuddy(m_items);
    connect(m_items, &CheckListView::toggleRequested, this, [this](const QModelIndex &index) {
        const QString id = index.data(models::SnapshotModel::IdRole).toString();
        const bool carried = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
        edit(u"character.toggle_item"_s,
             carried ? SW_TR_LABEL("Put down %1").arg(index.data().toString()) : SW_TR_LABEL("Carry %1").arg(index.data().toString()),
             [id](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyToggleItem(c, id, p, b);
             },
             m_items);
    });
    grid->addWidget(m_itemsLabel, 3, 0, 1, 2);
    grid->addWidget(m_items, 4, 0, 1, 2);
    retranslate();
}

void GearPanel::showState(const CharacterState &state)
{
    m_state = state;
    const blades::Character &c = state.sheet;
    m_model->setLanguage(language());
    m_model->setSheet(c, pack(), state.crew);
    for (auto &[id, button] : m_levelButtons) {
        const blades::LoadLevel *level = pack().loadLevel(id);
        const int limit = state.limits.load.forLevel(id);
        button->setText(u"%1 (%2)"_s.arg(level ? level->name.in(language()) : id).arg(limit));
        button->setToolTip(level ? level->summary.in(language()) : QString());
        button->setChecked(c.loadLevel == id);
    }
    if (c.loadLevel.isEmpty()) {
        m_levels->setExclusive(false);
        for (auto &entry : m_levelButtons)
            entry.second->setChecked(false);
        m_levels->setExclusive(true);
    }
    const blades::LoadSummary load = blades::loadSummary(c, pack(), state.crew);
    m_loadCount->setText(l10n::LoadText::line(load, pack(), language()));
    m_loadCount->setToolTip(l10n::LoadText::tooltip(load, pack(), language()));
    m_clearLoad->setEnabled(!c.items.isEmpty() || !c.loadLevel.isEmpty());
}

void GearPanel::retranslate()
{
    m_loadLabel->setText(tr("Load"));
    m_clearLoad->setText(tr("C&lear load"));
    m_clearLoad->setToolTip(tr("Put down every item and the load level after the score."));
    m_clearLoad->setAccessibleName(tr("Clear load"));
    m_itemsLabel->setText(tr("&Items"));
    m_items->setAccessibleName(tr("Items"));
    m_items->setToolTip(tr("Tick what you use during the score, up to your load; a wide box is an item of 2 load."));
    for (auto &[id, button] : m_levelButtons)
        button->setAccessibleDescription(tr("Load level"));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
