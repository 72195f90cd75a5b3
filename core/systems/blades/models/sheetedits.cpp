#include "systems/blades/models/sheetedits.h"

#include "systems/blades/crew.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/io/sheetjson.h"
#include "models/campaignsession.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

using namespace Qt::StringLiterals;

namespace sw::models {

namespace {

// Runs the operation; in override mode, what it refuses is recorded as overrides on the sheet
// and the operation runs again against them, so the engine itself lets exactly those through.
template <typename Sheet, typename Run>
blades::EditResult<Sheet> runWithOverrides(const Sheet &sheet, const OverrideMode &mode, Run run)
{
    blades::EditResult<Sheet> result = run(sheet);
    if (result.done() || !mode.on)
        return result;
    Sheet overridden = sheet;
    for (const rules::Violation &v : result.refused) {
        if (!v.overridden)
            overridden.overrides.append({v.code, v.field, mode.reason});
    }
    blades::EditResult<Sheet> again = run(overridden);
    if (!again.done())
        return result; // the edit breaks something new once let through: refuse the original
    return again;
}

template <typename Sheet>
PlannedEdit plan(const blades::EditResult<Sheet> &result,
                 std::function<store::Receipt(store::CampaignStore &)> write)
{
    PlannedEdit edit;
    edit.allowed = result.done();
    edit.refused = result.refused;
    edit.events = result.events;
    if (edit.allowed)
        edit.write = std::move(write);
    return edit;
}

PlannedEdit missing(const QString &kind, qint64 id)
{
    PlannedEdit edit;
    edit.refused.append({u"edit.target_missing"_s, kind, {{u"id"_s, id}}, false});
    return edit;
}

} // namespace

blades::CrewBenefits benefitsOf(const store::CampaignStore &store, qint64 characterId, const blades::RulePack &pack)
{
    const std::optional<qint64> crewId = blades::crewOf(store, characterId);
    if (!crewId)
        return {};
    const std::optional<blades::Crew> crew = blades::crew(store, *crewId);
    return crew ? blades::crewBenefits(*crew, pack) : blades::CrewBenefits{};
}

PlannedEdit planCharacterEdit(const CampaignSession &session, qint64 characterId, const QString &command,
                              const QString &label, const CharacterOp &op, const OverrideMode &mode)
{
    // The sheet and its version read together: the base the edit is made on (store/reapply.h).
    const store::SheetRef ref{u"character"_s, QString::number(characterId)};
    qint64 version = 0;
    const std::optional<QJsonObject> doc = session.store().snapshot(ref, &version);
    if (!doc)
        return missing(u"character"_s, characterId);
    const blades::Character sheet = io::characterFromSheetObject(doc->value(u"sheet"_s).toObject());
    const blades::RulePack &pack = blades::sheetPack(session, sheet.rulePack);
    const blades::CrewBenefits crew = benefitsOf(session.store(), characterId, pack);
    const blades::Outcome result =
        runWithOverrides(sheet, mode, [&](const blades::Character &c) { return op(c, pack, crew); });
    return plan(result, [ref, characterId, base = *doc, version, after = result.after, command, label,
                         events = result.events, op, mode, pack = &pack](store::CampaignStore &s) {
        // A crew that cannot be read is not taken for none: the write would drop the character from it.
        const quint64 failures = s.readFailures();
        const std::optional<qint64> crewId = blades::crewOf(s, characterId);
        if (s.readFailures() != failures)
            return store::Receipt{false, 0, {}, {}, u"the campaign could not say the character's crew: "_s
                                  + s.lastReadFailure().detail, s.lastReadFailure().problem};
        store::SheetChange change{ref, blades::characterJson(after, crewId), version};
        change.base = base;
        // Another machine's edit got there first: the operation again, on the sheet as it is now
        // (inside the write's transaction). What it would ledger must be what this edit ledgers.
        change.reapply = [&s, characterId, crewId, op, mode, pack,
                          ledger = blades::ledgerEvents(events)](const QJsonObject &current) -> std::optional<QJsonObject> {
            const blades::Character now = io::characterFromSheetObject(current.value(u"sheet"_s).toObject());
            const blades::CrewBenefits benefits = benefitsOf(s, characterId, *pack);
            const blades::Outcome again =
                runWithOverrides(now, mode, [&](const blades::Character &c) { return op(c, *pack, benefits); });
            if (!again.done() || blades::ledgerEvents(again.events) != ledger)
                return std::nullopt;
            return blades::characterJson(again.after, crewId);
        };
        return blades::apply(s, {change}, command, label, events);
    });
}

PlannedEdit planCrewEdit(const CampaignSession &session, qint64 crewId, const QString &command, const QString &label,
                         const CrewOp &op, const OverrideMode &mode)
{
    // The sheet and its version read together: the base the edit is made on (store/reapply.h).
    const store::SheetRef ref{u"crew"_s, QString::number(crewId)};
    qint64 version = 0;
    const std::optional<QJsonObject> doc = session.store().snapshot(ref, &version);
    if (!doc)
        return missing(u"crew"_s, crewId);
    const blades::Crew sheet = io::crewFromJson(*doc);
    const blades::RulePack &pack = blades::sheetPack(session, sheet.rulePack);
    const auto run = [op, mode, pack = &pack](const blades::Crew &crew) {
        return runWithOverrides(crew, mode, [&](const blades::Crew &c) { return op(c, *pack); });
    };
    const blades::CrewOutcome result = run(sheet);
    // B §1.12: a crew advance pays every member stash = tier + 2 (up to the stash track's end),
    // in the same transaction and undo step as the crew's own change.
    int payoff = 0;
    for (const blades::Event &e : result.events) {
        if (e.code == u"crew.payoff"_s)
            payoff += e.params.value(u"stash"_s).toInt();
    }
    const int stashMax = pack.numberOr(u"stash_max"_s, 40);
    store::SheetChange change{ref, io::crewToJson(result.after), version};
    change.base = *doc;
    // Another machine's edit got there first: the operation again, on the crew as it is now (inside
    // the write's transaction). What it makes happen (an advance, the members' payoff) must be this edit's.
    change.reapply = [run, events = result.events](const QJsonObject &current) -> std::optional<QJsonObject> {
        const blades::CrewOutcome again = run(io::crewFromJson(current));
        if (!again.done() || again.events != events)
            return std::nullopt;
        return io::crewToJson(again.after);
    };
    return plan(result, [crewId, change, command, label, events = result.events, payoff, stashMax](store::CampaignStore &s) {
        QList<store::SheetChange> changes{change};
        for (const store::SheetInfo &info : payoff > 0 ? s.list(u"character"_s) : QList<store::SheetInfo>{}) {
            std::optional<blades::Character> pc = info.crewId == QString::number(crewId)
                                                      ? blades::character(s, info.ref.id.toLongLong()) : std::nullopt;
            if (!pc)
                continue;
            pc->stash = std::min(stashMax, pc->stash + payoff);
            changes.append({info.ref, blades::characterJson(*pc, crewId)});
        }
        return blades::apply(s, changes, command, label, events);
    });
}

} // namespace sw::models
