// GmTable::rollFromSheet: an action or resistance roll a scoundrel makes from the sheet, its
// stress and xp written with the roll in one undo step (A §5.2, §5.5, §2.2, §4.1, §Assist).
#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {
namespace {

QStringList upgradesOf(GmTable::Batch &batch, const store::CampaignStore &store, const QString &character,
                       const RulePack &pack)
{
    const std::optional<qint64> crewId = crewOf(store, character.toLongLong());
    if (!crewId)
        return {};
    const std::optional<Crew> crew = batch.crew(QString::number(*crewId));
    return crew ? completedUpgrades(*crew, pack) : QStringList{};
}

} // namespace

GmResult GmTable::rollFromSheet(const SheetRollRequest &request)
{
    const Request again(*this, [=, this] { return rollFromSheet(request); });
    Batch batch(m_store, m_replay);
    const bool action = request.kind == u"action"_s;
    if (!action && request.kind != u"resistance"_s) {
        batch.refuse(u"gm.roll.unknown"_s, u"kind"_s, {{u"id"_s, request.kind}});
        return commit(batch, {}, {});
    }
    std::optional<Character> roller = batch.character(request.character);
    if (!roller) {
        batch.refuse(u"gm.roll.character_unknown"_s, u"character"_s, {{u"id"_s, request.character}});
        return commit(batch, {}, {});
    }
    const RulePack &pack = packOf(*roller);
    const QStringList upgrades = upgradesOf(batch, m_store, request.character, pack);
    const CrewBenefits benefits = crewBenefits(upgrades, pack);
    int pool = 0;
    int stress = 0;
    int xp = 0;
    int assistStress = 0;
    QString xpTrack;
    std::optional<Character> helper;
    if (action) {
        const ActionPlan plan = planAction(request.action, *roller, upgrades, pack, limitsFor(*roller, pack, benefits));
        batch.refused.append(plan.refused);
        pool = plan.pool;
        stress = plan.stress;
        xp = plan.xp;
        xpTrack = plan.xpTrack;
        assistStress = plan.assistStress;
        // §Assist: the helper is another scoundrel of the same crew.
        if (request.action.assisted) {
            const std::optional<qint64> crew = crewOf(m_store, request.character.toLongLong());
            helper = request.assistant == request.character ? std::nullopt : batch.character(request.assistant);
            if (!helper || !crew || crewOf(m_store, request.assistant.toLongLong()) != crew)
                batch.refuse(u"gm.roll.assistant"_s, u"assistant"_s, {{u"id"_s, request.assistant}});
        }
    } else {
        const ResistancePlan plan = planResistance(request.resistance, *roller, upgrades, pack);
        batch.refused.append(plan.refused);
        pool = plan.pool;
    }
    if (!request.dice.empty() && rules::checkDice(pool, request.dice) != rules::DiceError::None)
        batch.refuse(u"gm.roll.dice"_s, u"dice"_s, {{u"pool"_s, pool}});
    if (!batch.refused.isEmpty())
        return commit(batch, {}, {});

    const rules::DiceRoll dice = request.dice.empty() ? rules::rollPool(pool, m_random) : rules::readDice(pool, request.dice);
    if (!action)
        stress = resistanceCost(dice, pack);
    Character after = *roller;
    if (batch.take(applyRollToRoller(*roller, stress, xp, xpTrack, pack, benefits, request.traumaCondition), after)) {
        if (after != *roller)
            batch.put(request.character, after);
    } else {
        Batch::nameSheet(batch.refused.last(), *roller, request.character);
    }
    if (helper && assistStress > 0) {
        const CrewBenefits helperBenefits = batch.benefitsFor(request.assistant, packOf(*helper));
        Character helped = *helper;
        if (batch.take(applyMarkStress(*helper, assistStress, packOf(*helper), helperBenefits, request.assistantTrauma), helped))
            batch.put(request.assistant, helped);
        else
            Batch::nameSheet(batch.refused.last(), *helper, request.assistant);
    }
    batch.rolls.append(detail::record(request.kind, request.label, dice, {}, u"character:"_s + request.character));
    batch.rolls.last().secret = request.secret;
    return commit(batch, u"roll."_s + request.kind, request.label);
}

} // namespace sw::gm
