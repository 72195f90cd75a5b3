#include "systems/blades/sheets/gearpanel.h"

#include "systems/blades/limits.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/itemsmodel.h"
#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/itemdelegate.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "widgets/boxtrack.h"
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
    grid->addWidget(m_loadCount, 0, 1, Qt::AlignRight);
    m_levels = new QButtonGroup(this);
    auto *levels = new QHBoxLayout;
    for (const blades::LoadLevel &level : pack().loadLevels) {
        auto *button = new QRadioButton(this);
        button->setObjectName(u"load_"_s + level.id);
        m_levels->addButton(button);
        m_levelButtons.append({level.id, button});
        levels->addWidget(button);
        connect(button, &QRadioButton::clicked, this, [this, id = level.id, button] {
            edit(u"character.set_load"_s, tr("Load: %1").arg(button->text()),
                 [id](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                     return blades::applySetLoadLevel(c, id, p, b);
                 },
                 button);
        });
    }
    levels->addStretch(1);
    // C §1.3: the load is for one score; the GM's end of the score clears it for everyone, this
    // clears one sheet (one undo step).
    m_clearLoad = new QPushButton(this);
    m_clearLoad->setObjectName(u"clearLoad"_s);
    connect(m_clearLoad, &QPushButton::clicked, this, [this] {
        edit(u"character.clear_load"_s, tr("Clear load"),
             [](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyClearLoad(c, p, b);
             },
             m_clearLoad);
    });
    levels->addWidget(m_clearLoad);
    grid->addLayout(levels, 1, 0, 1, 2);

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
             carried ? tr("Put down %1").arg(index.data().toString()) : tr("Carry %1").arg(index.data().toString()),
             [id](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyToggleItem(c, id, p, b);
             },
             m_items);
    });
    grid->addWidget(m_itemsLabel, 2, 0, 1, 2);
    grid->addWidget(m_items, 3, 0, 1, 2);
    buildMoney(grid, 4);
}

void GearPanel::buildMoney(QGridLayout *grid, int row)
{
    m_coinLabel = sheetHeading(this);
    m_coin = new BoxTrack(this);
    m_coin->setObjectName(u"coin"_s);
    m_coinLabel->setBuddy(m_coin);
    connect(m_coin, &BoxTrack::valueRequested, this, [this](int value) {
        edit(u"character.set_coin"_s, tr("Coin to %1").arg(value),
             [value](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applySetCoin(c, value, p, b);
             },
             m_coin);
    });
    m_stashLabel = sheetHeading(this);
    m_stash = new BoxTrack(this);
    m_stash->setObjectName(u"stash"_s);
    m_stash->setGroupSize(pack().numberOr(u"stash_per_lifestyle_level"_s, 10));
    m_stash->setWrapGroups(true);
    m_stashLabel->setBuddy(m_stash);
    connect(m_stash, &BoxTrack::valueRequested, this, [this](int value) {
        const int now = m_state.sheet.stash;
        // Stash moves only through coin: put coin in, or take it out at the rulebook's rate.
        const models::CharacterOp op = [value, now](const blades::Character &c, const blades::RulePack &p,
                                                   const blades::CrewBenefits &b) {
            return value > now ? blades::applyDepositStash(c, value - now, p, b)
                               : blades::applyWithdrawStash(c, now - value, p, b);
        };
        edit(value > now ? u"character.deposit_stash"_s : u"character.withdraw_stash"_s,
             value > now ? tr("Put coin in the stash") : tr("Take coin from the stash"), op, m_stash);
    });
    m_lifestyle = new QLabel(this);
    m_lifestyle->setObjectName(u"lifestyle"_s);
    grid->addWidget(m_coinLabel, row, 0);
    grid->addWidget(m_coin, row + 1, 0, Qt::AlignLeft);
    grid->addWidget(m_stashLabel, row + 2, 0);
    grid->addWidget(m_lifestyle, row + 2, 1, Qt::AlignRight);
    grid->addWidget(m_stash, row + 3, 0, 1, 2, Qt::AlignLeft);
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
    m_coin->setCount(state.limits.coinMax);
    m_coin->setValue(c.coin);
    m_stash->setCount(state.limits.stashMax);
    m_stash->setValue(c.stash);
    m_lifestyle->setText(tr("Lifestyle %1").arg(blades::lifestyle(c.stash, pack())));
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
    m_coinLabel->setText(tr("&Coin"));
    m_coin->setAccessibleName(tr("Coin"));
    m_coin->setToolTip(tr("Coin you carry; what does not fit in the boxes goes to the stash."));
    m_stashLabel->setText(tr("S&tash"));
    m_stash->setAccessibleName(tr("Stash"));
    m_stash->setToolTip(tr("Coin put aside; every 10 is a level of lifestyle. Taking coin out costs 2 stash per coin."));
    m_lifestyle->setToolTip(tr("Your lifestyle rating, from the stash: one per full row of ten."));
    for (auto &[id, button] : m_levelButtons)
        button->setAccessibleDescription(tr("Load level"));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
