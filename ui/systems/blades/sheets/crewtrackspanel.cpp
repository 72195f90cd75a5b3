#include "systems/blades/sheets/crewtrackspanel.h"

#include "common/undolabel.h"
#include "systems/blades/rolls/downtimerolldialog.h"
#include "systems/blades/rolls/fortunerolldialog.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/sheetfields.h"
#include "widgets/boxtrack.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

using blades::Crew;
using blades::RulePack;

} // namespace

CrewTracksPanel::CrewTracksPanel(SheetEditor *editor, QWidget *parent) : CrewPanel(editor, parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(1, 1);
    m_rep = track(u"rep"_s, &m_repLabel, [this](int v) {
        const int now = m_state.sheet.rep;
        // Gaining rep is the game's step (a full track can firm up hold); erasing is a pencil edit.
        edit(u"crew.rep"_s, SW_TR_LABEL("Rep to %1").arg(v), [v, now](const Crew &c, const RulePack &p) {
            return v > now ? blades::applyAddRep(c, v - now, p) : blades::applySetRep(c, v, p);
        }, m_rep);
    });
    m_turf = new QLabel(this);
    m_grid->addWidget(m_turf, m_grid->rowCount() - 2, 1, Qt::AlignRight);

    m_tierLabel = sheetHeading(this);
    // The heading opens a fortune roll on the crew's Tier (A §5.8).
    m_tierLabel->setObjectName(u"roll_fortune"_s);
    m_tier = new QLabel(this);
    m_tier->setObjectName(u"tier"_s);
    m_strong = new QRadioButton(this);
    m_strong->setObjectName(u"holdStrong"_s);
    m_weak = new QRadioButton(this);
    m_weak->setObjectName(u"holdWeak"_s);
    m_tierLabel->setBuddy(m_strong); // R on the hold opens the fortune roll too
    DowntimeRollDialog::openOnClick(m_tierLabel, [this] {
        if (!m_state.id || !m_editor->session())
            return;
        FortuneRollDialog dialog(m_editor, m_state.id, this);
        dialog.exec();
    });
    for (QRadioButton *button : {m_strong, m_weak}) {
        connect(button, &QRadioButton::clicked, this, [this, button] {
            const blades::Hold hold = button == m_strong ? blades::Hold::Strong : blades::Hold::Weak;
            edit(u"crew.set_hold"_s, SW_TR_LABEL("Hold: %1").arg(fields::nameOf(button)),
                 [hold](const Crew &c, const RulePack &p) { return blades::applySetHold(c, hold, p); }, button);
        });
    }
    m_advanceTier = new QPushButton(this);
    m_advanceTier->setObjectName(u"advanceTier"_s);
    connect(m_advanceTier, &QPushButton::clicked, this, [this] {
        edit(u"crew.advance_tier"_s, SW_TR_LABEL("Advance tier"),
             [](const Crew &c, const RulePack &p) { return blades::applyAdvanceTier(c, 0, p); }, m_advanceTier);
    });
    auto *tierRow = new QHBoxLayout;
    tierRow->addWidget(m_tier);
    tierRow->addSpacing(12);
    tierRow->addWidget(m_strong);
    tierRow->addWidget(m_weak);
    tierRow->addStretch(1);
    tierRow->addWidget(m_advanceTier);
    const int tierRowAt = m_grid->rowCount();
    m_grid->addWidget(m_tierLabel, tierRowAt, 0, 1, 2);
    m_grid->addLayout(tierRow, tierRowAt + 1, 0, 1, 2);

    m_heat = track(u"heat"_s, &m_heatLabel, [this](int v) {
        edit(u"crew.set_heat"_s, SW_TR_LABEL("Heat to %1").arg(v),
             [v](const Crew &c, const RulePack &p) { return blades::applySetHeat(c, v, p); }, m_heat);
    });
    m_wanted = track(u"wanted"_s, &m_wantedLabel, [this](int v) {
        edit(u"crew.set_wanted"_s, SW_TR_LABEL("Wanted level to %1").arg(v),
             [v](const Crew &c, const RulePack &p) { return blades::applySetWantedLevel(c, v, p); }, m_wanted);
    });
    m_coin = track(u"crewCoin"_s, &m_coinLabel, [this](int v) {
        edit(u"crew.set_coin"_s, SW_TR_LABEL("Crew coin to %1").arg(v),
             [v](const Crew &c, const RulePack &p) { return blades::applySetCrewCoin(c, v, p); }, m_coin);
    });
    m_xp = track(u"crewXp"_s, &m_xpLabel, [this](int v) {
        const int now = m_state.sheet.xp;
        edit(v > now ? u"crew.mark_xp"_s : u"crew.set_xp"_s, SW_TR_LABEL("Crew XP to %1").arg(v), [v, now](const Crew &c, const RulePack &p) {
            return v > now ? blades::applyMarkCrewXp(c, v - now, p) : blades::applySetCrewXp(c, v, p);
        }, m_xp);
    });
    m_takeAdvance = new QPushButton(this);
    m_takeAdvance->setObjectName(u"takeCrewAdvance"_s);
    connect(m_takeAdvance, &QPushButton::clicked, this, &CrewTracksPanel::advanceRequested);
    m_grid->addWidget(m_takeAdvance, m_grid->rowCount(), 0, 1, 2, Qt::AlignLeft);
    retranslate();
}

BoxTrack *CrewTracksPanel::track(const QString &name, QLabel **label, const std::function<void(int)> &requested)
{
    *label = sheetHeading(this);
    auto *box = new BoxTrack(this);
    box->setObjectName(name);
    (*label)->setBuddy(box);
    connect(box, &BoxTrack::valueRequested, this, requested);
    const int row = m_grid->rowCount();
    m_grid->addWidget(*label, row, 0);
    m_grid->addWidget(box, row + 1, 0, 1, 2, Qt::AlignLeft);
    return box;
}

void CrewTracksPanel::showState(const CrewState &state)
{
    m_state = state;
    const Crew &c = state.sheet;
    const RulePack &p = pack();
    m_rep->setCount(blades::repThreshold(c, p));
    m_rep->setValue(c.rep);
    m_turf->setText(tr("Turf %1").arg(blades::effectiveTurf(c, p)));
    // B §1.8: while the war lasts the crew plays one hold lower (a weak hold costs a Tier); the
    // sheet shows the Tier it plays at and says what comes back when the war ends.
    const blades::WarEffects war = blades::warEffects(c, p);
    const blades::CrewStanding standing = blades::effectiveStanding(c, p);
    const auto holdWord = [this](blades::Hold h) { return h == blades::Hold::Weak ? tr("weak") : tr("strong"); };
    if (standing.reduced) {
        m_tier->setText(tr("Tier %1, %2 hold (at war)").arg(standing.tier).arg(holdWord(standing.hold)));
        m_tier->setToolTip(tr("At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is "
                              "already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the "
                              "other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. "
                              "+%5 heat per score, %n downtime activity(s) per scoundrel.", nullptr, war.downtimeActivities)
                               .arg(standing.tier)
                               .arg(holdWord(standing.hold))
                               .arg(c.tier)
                               .arg(holdWord(c.hold))
                               .arg(war.heatPerScore));
    } else {
        m_tier->setText(tr("Tier %1").arg(c.tier));
        m_tier->setToolTip(war.atWar ? tr("At war (B §1.8): +%1 heat per score, %n downtime activity per scoundrel.", nullptr,
                                          war.downtimeActivities).arg(war.heatPerScore)
                                     : QString());
    }
    m_strong->setChecked(c.hold == blades::Hold::Strong);
    m_weak->setChecked(c.hold == blades::Hold::Weak);
    m_advanceTier->setToolTip(tr("Pay %1 coin to rise to the next tier; hold becomes weak.").arg(blades::tierAdvanceCost(c, p)));
    m_heat->setCount(p.numberOr(u"heat_max"_s, 9));
    m_heat->setValue(c.heat);
    m_wanted->setCount(p.numberOr(u"wanted_max"_s, 4));
    m_wanted->setValue(c.wantedLevel);
    m_coin->setCount(blades::coinCap(c, p));
    m_coin->setValue(c.coin);
    m_xp->setCount(p.numberOr(u"crew_xp"_s, 8));
    m_xp->setValue(c.xp);
    m_takeAdvance->setVisible(c.pendingAdvances > 0);
    m_takeAdvance->setText(tr("Take %n crew advance(s)…", nullptr, c.pendingAdvances));
}

void CrewTracksPanel::retranslate()
{
    const auto name = [](QLabel *label, BoxTrack *box, const QString &text, const QString &rule) -> void {
        label->setText(text);
        box->setAccessibleName(fields::plain(text));
        box->setToolTip(rule);
    };
    name(m_repLabel, m_rep, tr("Re&p"), tr("Rep from scores; when the track fills (less what turf covers) the crew may advance tier."));
    name(m_heatLabel, m_heat, tr("H&eat"), tr("Heat from scores; when the track fills, the wanted level rises and heat clears."));
    name(m_wantedLabel, m_wanted, tr("&Wanted level"), tr("The law's attention: it worsens entanglements and can mean prison."));
    name(m_coinLabel, m_coin, tr("Crew &coin"), tr("Coin the lair holds; the Vault upgrades let it hold more."));
    name(m_xpLabel, m_xp, tr("Crew &XP"), tr("Crew XP for the crew type's trigger and the usual ones; a full track is a crew advance."));
    m_turf->setToolTip(tr("Each held turf claim takes a box off the rep track."));
    m_tierLabel->setText(tr("Tier and hold"));
    m_tierLabel->setToolTip(tr("Click, or press R on the hold, for a fortune roll on the crew's Tier."));
    fields::setWords(m_strong, SW_TR_LABEL("&Strong"));
    fields::setWords(m_weak, SW_TR_LABEL("Wea&k"));
    m_strong->setToolTip(tr("Strong hold: the crew's grip on its turf is firm."));
    m_weak->setToolTip(tr("Weak hold: one more blow and the crew loses tier."));
    m_advanceTier->setText(tr("Advance tier…"));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
