#include "systems/blades/sheets/moneypanel.h"

#include "common/undolabel.h"
#include "systems/blades/limits.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "widgets/boxtrack.h"

#include <QGridLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace sw::ui {

MoneyPanel::MoneyPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_coinLabel = sheetHeading(this);
    m_coin = new BoxTrack(this);
    m_coin->setObjectName(u"coin"_s);
    m_coinLabel->setBuddy(m_coin);
    connect(m_coin, &BoxTrack::valueRequested, this, [this](int value) {
        edit(u"character.set_coin"_s, SW_TR_LABEL("Coin to %1").arg(value),
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
             value > now ? SW_TR_LABEL("Put coin in the stash") : SW_TR_LABEL("Take coin from the stash"), op, m_stash);
    });
    m_lifestyle = new QLabel(this);
    m_lifestyle->setObjectName(u"lifestyle"_s);
    grid->addWidget(m_coinLabel, 0, 0);
    grid->addWidget(m_coin, 1, 0, Qt::AlignLeft);
    grid->addWidget(m_stashLabel, 2, 0);
    grid->addWidget(m_lifestyle, 2, 1, Qt::AlignRight);
    grid->addWidget(m_stash, 3, 0, 1, 2, Qt::AlignLeft);
    retranslate();
}

void MoneyPanel::showState(const CharacterState &state)
{
    m_state = state;
    const blades::Character &c = state.sheet;
    m_coin->setCount(state.limits.coinMax);
    m_coin->setValue(c.coin);
    m_stash->setCount(state.limits.stashMax);
    m_stash->setValue(c.stash);
    m_lifestyle->setText(tr("Lifestyle %1").arg(blades::lifestyle(c.stash, pack())));
}

void MoneyPanel::retranslate()
{
    m_coinLabel->setText(tr("&Coin"));
    m_coin->setAccessibleName(tr("Coin"));
    m_coin->setToolTip(tr("Coin you carry; what does not fit in the boxes goes to the stash."));
    m_stashLabel->setText(tr("S&tash"));
    m_stash->setAccessibleName(tr("Stash"));
    m_stash->setToolTip(tr("Coin put aside; every 10 is a level of lifestyle. Taking coin out costs 2 stash per coin."));
    m_lifestyle->setToolTip(tr("Your lifestyle rating, from the stash: one per full row of ten."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
