// RollDialog: what the choice makes and costs (refresh) and the roll itself (roll): the dice
// rolled, a trauma asked for when stress reaches the last box, and one write through the undo
// stack that logs the roll and marks its stress and xp (GmTable::rollFromSheet).
#include "systems/blades/rolls/rolldialog.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/rolls/rollwords.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/traumadialog.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

gm::SheetRollRequest RollDialog::request() const
{
    gm::SheetRollRequest r;
    r.character = QString::number(m_state.id);
    r.secret = m_secret && m_secret->isChecked();
    QStringList bonuses;
    for (qsizetype i = 0; i < m_bonuses.size(); ++i) {
        if (m_bonuses.at(i)->isChecked())
            bonuses << m_offers.at(i).id;
    }
    if (m_kind == Kind::Action) {
        r.kind = u"action"_s;
        r.action.action = m_id;
        r.action.position = blades::positionFromId(m_position->currentData().toString()).value_or(blades::Position::Risky);
        r.action.effect = blades::effectLevelFromId(m_effect->currentData().toString()).value_or(blades::EffectLevel::Standard);
        r.action.pushForDie = m_pushDie->isChecked();
        r.action.pushForEffect = m_pushEffect->isChecked();
        r.action.bargain = m_bargain->isChecked();
        r.assistant = m_assistant->currentData().toString();
        r.action.assisted = !r.assistant.isEmpty();
        r.action.bonuses = bonuses;
    } else {
        r.kind = u"resistance"_s;
        r.resistance.attribute = m_id;
        r.resistance.bonuses = bonuses;
    }
    return r;
}

void RollDialog::refresh()
{
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    const Language language = m_editor->language();
    const gm::SheetRollRequest r = request();
    const auto signedDice = [](int n) { return n >= 0 ? u"+%1"_s.arg(n) : u"−%1"_s.arg(-n); };
    int pool = 0;
    if (m_kind == Kind::Action) {
        // A §5.2: a push for +1d or a bargain, never both.
        m_bargain->setEnabled(!m_pushDie->isChecked());
        m_pushDie->setEnabled(!m_bargain->isChecked());
        const blades::ActionPlan plan = blades::planAction(r.action, m_state.sheet, m_upgrades, pack, m_state.limits);
        pool = plan.pool;
        const blades::Entity *action = pack.action(m_id);
        QStringList parts{u"%1 %2"_s.arg(action ? action->name.in(language) : m_id).arg(plan.rating)};
        if (r.action.assisted)
            parts << tr("assistance %1").arg(signedDice(1));
        if (r.action.pushForDie)
            parts << tr("push %1").arg(signedDice(1));
        if (r.action.bargain)
            parts << tr("bargain %1").arg(signedDice(1));
        if (plan.abilityDice != 0)
            parts << tr("bonus %1").arg(signedDice(plan.abilityDice));
        if (plan.harmDice != 0)
            parts << tr("harm %1").arg(signedDice(plan.harmDice));
        m_pool->setText(tr("Pool: %n dice (%1). Effect: %2.", nullptr, std::max(0, pool))
                            .arg(parts.join(u", "_s), RollWords::effect(plan.effect)));
        QStringList costs;
        if (plan.stress > 0)
            costs << tr("%1 takes %n stress.", nullptr, plan.stress).arg(rollerName());
        if (plan.assistStress > 0)
            costs << tr("%1 takes %n stress.", nullptr, plan.assistStress).arg(helperName());
        if (plan.xp > 0) {
            const blades::Attribute *attribute = pack.attribute(plan.xpTrack);
            costs << tr("Desperate: %n %1 XP.", nullptr, plan.xp).arg(attribute ? attribute->name.in(language) : plan.xpTrack);
        }
        m_cost->setText(!plan.refused.isEmpty() ? m_editor->explain(plan.refused)
                        : costs.isEmpty()       ? tr("No stress, no XP.")
                                                : costs.join(u' '));
        m_roll->setEnabled(plan.refused.isEmpty() && !m_result.ok);
        m_odds->setText(RollWords::exactOdds(pool));
    } else {
        const blades::ResistancePlan plan = blades::planResistance(r.resistance, m_state.sheet, m_upgrades, pack);
        pool = plan.pool;
        const blades::Attribute *attribute = pack.attribute(m_id);
        QStringList parts{u"%1 %2"_s.arg(attribute ? attribute->name.in(language) : m_id).arg(plan.rating)};
        if (plan.abilityDice != 0)
            parts << tr("bonus %1").arg(signedDice(plan.abilityDice));
        m_pool->setText(tr("Pool: %n dice (%1).", nullptr, std::max(0, pool)).arg(parts.join(u", "_s)));
        m_cost->setText(plan.refused.isEmpty() ? RollWords::stressOdds(pool) : m_editor->explain(plan.refused));
        m_roll->setEnabled(plan.refused.isEmpty() && !m_result.ok);
        m_odds->setText(RollWords::exactOdds(pool));
    }
    m_odds->setToolTip(tr("Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice."));
    fitHeight();
}

QString RollDialog::askTrauma(const blades::Character &who, int stress, bool *cancelled)
{
    *cancelled = false;
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    const store::CampaignStore &store = m_editor->session()->store();
    const blades::CrewBenefits benefits = &who == &m_state.sheet
                                              ? m_state.crew
                                              : models::benefitsOf(store, m_assistant->currentData().toLongLong(), pack);
    if (stress <= 0 || !blades::marksLastStressBox(who, stress, blades::limitsFor(who, pack, benefits)) ||
        blades::openTraumaConditions(who, pack).isEmpty())
        return {};
    TraumaDialog dialog(who, pack, m_editor->language(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.condition().isEmpty()) {
        *cancelled = true;
        return {};
    }
    return dialog.condition();
}

void RollDialog::roll()
{
    models::CampaignSession *session = m_editor->session();
    if (!session || m_result.ok)
        return;
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    gm::SheetRollRequest r = request();
    bool cancelled = false;
    int pool = 0;
    QString label;
    if (m_kind == Kind::Action) {
        const blades::ActionPlan plan = blades::planAction(r.action, m_state.sheet, m_upgrades, pack, m_state.limits);
        pool = plan.pool;
        // A §2.3: a push or a helper's stress that fills the last box brings a trauma, chosen before
        // the dice are rolled; cancelling rolls nothing.
        r.traumaCondition = askTrauma(m_state.sheet, plan.stress, &cancelled);
        if (cancelled)
            return;
        if (r.action.assisted) {
            if (const std::optional<blades::Character> helper = blades::character(session->store(), r.assistant.toLongLong())) {
                r.assistantTrauma = askTrauma(*helper, plan.assistStress, &cancelled);
                if (cancelled)
                    return;
            }
        }
        const blades::Entity *action = pack.action(m_id);
        label = SW_TR_LABEL("Roll %1 (%2)").arg(action ? labelWords(action->name) : m_id, rollerName());
        r.dice = rules::rollPool(pool, m_editor->random()).dice;
    } else {
        pool = blades::planResistance(r.resistance, m_state.sheet, m_upgrades, pack).pool;
        r.dice = rules::rollPool(pool, m_editor->random()).dice;
        // The dice decide the stress; a trauma it brings is asked now (cancelling leaves the
        // condition to be chosen on the sheet: the roll stands).
        const int stress = blades::resistanceCost(rules::readDice(pool, r.dice), pack);
        r.traumaCondition = askTrauma(m_state.sheet, stress, &cancelled);
        const blades::Attribute *attribute = pack.attribute(m_id);
        label = SW_TR_LABEL("Resist with %1 (%2)").arg(attribute ? labelWords(attribute->name) : m_id, rollerName());
    }
    r.label = label;
    m_editor->push(label, [&](store::CampaignStore &store) {
        gm::GmTable table(store, pack, m_editor->random(), blades::sheetPacks(*session));
        m_result = table.rollFromSheet(r);
        store::Receipt receipt;
        receipt.ok = m_result.ok;
        receipt.batch = m_result.batch;
        receipt.error = m_result.ok || !m_result.error.isEmpty() ? m_result.error : m_editor->explain(m_result.refused);
        receipt.sheets = m_result.sheets;
        receipt.sheet = m_result.sheets.value(0);
        return receipt;
    });
    if (!m_result.ok) {
        m_result_->setText(m_result.refused.isEmpty() ? m_result.error : m_editor->explain(m_result.refused));
        return;
    }
    const store::RollRecord &rolled = m_result.rolls.constFirst();
    const rules::DiceRoll dice = rules::readDice(pool, r.dice);
    QString meaning;
    if (m_kind == Kind::Action) {
        rules::ScriptedRandom again(r.dice);
        meaning = RollWords::actionOutcome(blades::actionRoll(pool, r.action.position,
                                                              blades::planAction(r.action, m_state.sheet, m_upgrades, pack, m_state.limits).effect,
                                                              again));
    } else {
        const int stress = blades::resistanceCost(dice, pack);
        meaning = stress < 0 ? tr("Critical: %n stress cleared.", nullptr, -stress) : tr("%1 takes %n stress.", nullptr, stress).arg(rollerName());
    }
    m_result_->setText(GmWords::dice(rolled.dice, rolled.result) + u'\n' + meaning);
    m_roll->setEnabled(false);
    fitHeight();
}

} // namespace sw::ui
