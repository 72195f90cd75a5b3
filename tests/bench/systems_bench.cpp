// The other game systems beside the Blades figures (issue #20): each one's validation of a full
// sheet, each one's PDF of that sheet, and the exact odds the dice panels and the CLI show.
//  - Odds/Fate: oddsAgainstDifficulty, a +3 roll against Great (+4) over the 81 outcomes of 4dF;
//    floor OddsFloor/Fate: the 81 outcomes enumerated in four plain loops, four integer counts,
//    each made a fraction in lowest terms (std::gcd) as the app's are.
//  - Odds/MeshalTable: the odds table of a 10-die point roll, chanceTable for every difficulty
//    0…19 (what `meshal odds` prints); floor OddsFloor/MeshalTable: the 10 dice convolved once
//    with plain integers and summed from the top, one count per row made a fraction in lowest
//    terms (the table prints them so).
//  - Odds/SoulhunterCat: catDistribution of a check with 倾势 +2, 级别 +2, 喝彩 3 (4 d10 keeping the
//    two highest, 2 d4, 3 d6): 34,560,000 outcomes, counted. No floor: the only simpler exact way
//    is to walk every outcome, which is far slower than the counting it would be a floor for.
//  - SystemValidate/*: the system's validator of a full sheet in play (no floor, as for Blades:
//    nothing simpler makes the same checks).
//  - SystemPdf/* beside SystemPdfFloor/*: writePdf of that sheet, and QPdfWriter writing the same
//    words in their boxes (pdf_bench.cpp).
// The sheets are the print tests' (tests/ui/systems/*/…print_test.cpp), written through each
// system's store functions into a small campaign of their own.
#include "benchsupport.h"

#include "core/systems/fate/fixtures.h"
#include "core/systems/meshal/fixtures.h"
#include "systems/fate/odds.h"
#include "systems/fate/store/fatesheets.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/store/meshalsheets.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <numeric>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace sw::bench {
namespace {

struct SystemSheets
{
    QString path;
    store::SheetRef fate, meshal, soulhunter;
    fate::Character fateCharacter;
    meshal::Character meshalCharacter;
    soulhunter::Character soulCharacter;
    std::optional<soulhunter::Rules> soulRules;
    QString error;
};

fate::Character fateSheet()
{
    fate::Character c = fate::test::charles();
    c.name = u"Charles 力刀 Ward"_s;
    c.description = u"A tweed jacket, ink on his cuffs"_s;
    c.creation = false;
    c.aspects[0].freeInvokes = {{u"Ethan"_s, 2}};
    c.stunts[0].text = u"Because I read every grimoire"_s;
    c.stunts[1].fpCost = 1;
    c.refresh = 3;
    c.fatePoints = 5;
    c.fatePointsOwed = 2;
    c.physicalStress = {true, false, true, false};
    c.consequences = {{u"mild"_s, u"Sprained 力 Ankle"_s, true, u"Ghoul"_s, {}},
                      {u"moderate"_s, u"Haunted by the Deep"_s, false, u"Shoggoth"_s, {}}};
    c.boosts = {u"Off Balance"_s};
    c.extras = {{u"Lantern of Ys"_s, u"Shows what hides"_s}};
    return c;
}

// 阿丹 after a first adventure (tests/ui/systems/meshal/meshalprint_test.cpp), his friend 崔妮蒂.
std::optional<meshal::Character> meshalSheet(const QString &friendId)
{
    using namespace sw::meshal;
    namespace mt = sw::meshal::test;
    Character c = mt::adan();
    c.player = u"Mia 力刀"_s;
    c.height = u"175cm"_s;
    c.age = 30;
    c.looks = u"灰色斗篷"_s;
    c.bodyParts = c.species.bodyParts;
    Ability quick = *mt::examples().findAbility(u"quick_step"_s);
    quick.key = u"quick"_s;
    if (buyAbility(c, quick, Phase::Creation, mt::pack()) ||
        buyAbility(c, mt::ability(u"ward"_s, AbilityType::Spirit, 1), Phase::Creation, mt::pack()) ||
        awardTalent(c, 5, u"第一场冒险"_s) || renounceAbility(c, u"ward"_s, Phase::Rest))
        return std::nullopt;
    c.creation = false;
    Item axe = *mt::examples().findItem(u"battle_axe"_s);
    axe.key = u"axe"_s;
    axe.equipped = true;
    axe.slots = {u"arm"_s};
    c.items << axe;
    Item arrows = *mt::examples().findItem(u"arrows"_s);
    arrows.key = u"arrows"_s;
    c.items << arrows;
    c.money = {1, 20, 5};
    c.relationships = {{friendId, Stance::Friendly, u"同伴"_s}};
    Effect blessing{u"祝福"_s, u"神殿"_s, u"1小时"_s, {}};
    blessing.modifiers.attributes[std::size_t(Attribute::Spirit)] = 1;
    c.effects = {blessing};
    c.dice[std::size_t(Attribute::Might)] = 1;
    return c;
}

soulhunter::Character soulSheet(const soulhunter::Rules &rules)
{
    using namespace sw::soulhunter;
    Character c = newCharacter(rules, u"林澈"_s);
    c.codename = u"夜枭"_s;
    c.background = u"旧城区的孤儿"_s;
    c.appearance = u"灰色风衣"_s;
    c.attributes = {3, 4, 2};
    c.marks = {{u"锐利"_s, QString(), true, false}};
    c.skills = {{u"lingzhi"_s, 2}};
    c.power = {u"回响"_s, u"听见物件的记忆"_s, {{u"残响"_s}, {u"共振"_s}}, {u"失眠"_s}};
    c.unlocks = {{u"影刃"_s, QString(), 0}};
    c.traitTags = {u"冷静"_s};
    c.statusTags = {u"疲惫"_s};
    c.damage = 5;
    c.jietiSlashes = 1;
    c.grievous = {{u"断臂"_s, false, false}};
    c.anxiety = 12;
    c.techniques = {{u"打击"_s, {School::Martial}, Tier::Basic, 1, 0, true, false}};
    c.enchantments = {{u"迅捷"_s, 2, QString(), false, 0}};
    c.ledger = {{LedgerEntry::Kind::Award, 3, false, u"第一章"_s, {}}};
    return c;
}

// The campaign, written once through the systems' store functions (the app's path).
const SystemSheets &systemSheets()
{
    static QTemporaryDir dir;
    static const SystemSheets sheets = [] {
        SystemSheets s;
        s.path = dir.filePath(u"systems.sheetwright"_s);
        store::FileError fileError;
        auto file = store::CampaignFile::create(s.path, &fileError);
        if (!file) {
            s.error = u"cannot create the campaign: "_s + fileError.detail;
            return s;
        }
        store::CampaignStore store(*file);
        const auto check = [&s](const store::Receipt &r, const char *what) {
            if (!r.ok && s.error.isEmpty())
                s.error = QString::fromUtf8(what) + u": "_s + r.error;
            return r.sheet;
        };
        s.fateCharacter = fateSheet();
        s.fate = check(fate::addCharacter(store, s.fateCharacter, u"bench"_s), "fate");
        const store::SheetRef friendRef = check(meshal::addCharacter(store, meshal::test::trinity(), u"bench"_s), "meshal friend");
        const std::optional<meshal::Character> adan = meshalSheet(friendRef.id);
        if (!adan)
            s.error = u"the Meshal sheet could not be built"_s;
        else
            s.meshal = check(meshal::addCharacter(store, *adan, u"bench"_s), "meshal");
        if (adan)
            s.meshalCharacter = *adan;
        for (const auto &[key, value] : {std::pair{"sp_initial_base", 10}, {"kp_base_max", 2}, {"lingshi_start", 6},
                                         {"soul_weapon_lingshi", 6}})
            check(soulhunter::setCampaignSetting(store, QLatin1StringView(key), value), key);
        s.soulRules = soulhunter::campaignRules(store);
        s.soulCharacter = soulSheet(*s.soulRules);
        s.soulhunter = check(soulhunter::addCharacter(store, s.soulCharacter, u"bench"_s), "soulhunter");
        if (!s.error.isEmpty())
            std::fprintf(stderr, "sheetwright_bench: %s\n", qPrintable(s.error));
        return s;
    }();
    return sheets;
}

void fateOdds(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(fate::oddsAgainstDifficulty(3, 4));
    const fate::FateOdds odds = fate::oddsAgainstDifficulty(3, 4);
    state.counters["outcomes"] = double(odds.cases);
}

// A count over all outcomes in lowest terms: the floors give the same answers as the app.
std::pair<std::int64_t, std::int64_t> lowest(std::int64_t ways, std::int64_t all)
{
    const std::int64_t g = std::gcd(ways, all);
    return {ways / g, all / g};
}

// The floor: every one of the 81 outcomes, banded as fail / tie / success / style.
void fateOddsFloor(benchmark::State &state)
{
    for (auto _ : state) {
        std::array<std::int64_t, 4> ways{};
        int lead = 3 - 4;
        benchmark::DoNotOptimize(lead);
        for (int a = -1; a <= 1; ++a)
            for (int b = -1; b <= 1; ++b)
                for (int c = -1; c <= 1; ++c)
                    for (int d = -1; d <= 1; ++d) {
                        const int shifts = lead + a + b + c + d;
                        ++ways[shifts < 0 ? 0 : shifts == 0 ? 1 : shifts < fate::kStyleShifts ? 2 : 3];
                    }
        std::array<std::pair<std::int64_t, std::int64_t>, 4> odds;
        for (std::size_t i = 0; i < ways.size(); ++i)
            odds[i] = lowest(ways[i], 81);
        benchmark::DoNotOptimize(odds);
    }
}

constexpr int kMeshalDice = 10;

void meshalTable(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(meshal::chanceTable(kMeshalDice, 0, 2 * kMeshalDice - 1, meshal::RollMode::Point));
    state.counters["rows"] = 2 * kMeshalDice;
}

// The floor: the dice convolved once (a die is 0 four ways, 1 and 2 one way each), then each
// row's count of results above it, summed from the top.
void meshalTableFloor(benchmark::State &state)
{
    for (auto _ : state) {
        std::vector<std::int64_t> counts{1};
        for (int d = 0; d < kMeshalDice; ++d) {
            std::vector<std::int64_t> next(counts.size() + 2, 0);
            for (std::size_t i = 0; i < counts.size(); ++i) {
                next[i] += 4 * counts[i];
                next[i + 1] += counts[i];
                next[i + 2] += counts[i];
            }
            counts.swap(next);
        }
        std::int64_t all = 1;
        for (int d = 0; d < kMeshalDice; ++d)
            all *= 6;
        std::array<std::pair<std::int64_t, std::int64_t>, 2 * kMeshalDice> table{};
        std::int64_t sum = 0;
        for (int d = 2 * kMeshalDice - 1; d >= 0; --d) {
            sum += counts[std::size_t(d + 1)];
            table[std::size_t(d)] = lowest(sum, all);
        }
        benchmark::DoNotOptimize(table);
    }
}

void soulCat(benchmark::State &state)
{
    const soulhunter::Rules rules(soulhunter::builtInProfile());
    const soulhunter::OddsSpec spec{2, 2, 3, std::nullopt, 6};
    for (auto _ : state)
        benchmark::DoNotOptimize(soulhunter::catDistribution(spec, rules));
    state.counters["outcomes"] = double(soulhunter::catDistribution(spec, rules).outcomes);
}

void validateFate(benchmark::State &state)
{
    const SystemSheets &s = systemSheets();
    const fate::FatePack &pack = *fate::builtInFatePack();
    for (auto _ : state)
        benchmark::DoNotOptimize(fate::validateCharacter(s.fateCharacter, pack));
    if (!fate::blockingViolations(s.fateCharacter, pack).isEmpty())
        state.SkipWithError("the Fate sheet is not legal");
}

void validateMeshal(benchmark::State &state)
{
    const SystemSheets &s = systemSheets();
    const meshal::MeshalPack &pack = *meshal::builtInMeshalPack();
    for (auto _ : state)
        benchmark::DoNotOptimize(meshal::validateCharacter(s.meshalCharacter, pack));
    if (!meshal::blockingViolations(s.meshalCharacter, pack).isEmpty())
        state.SkipWithError("the Meshal sheet is not legal");
}

void validateSoul(benchmark::State &state)
{
    const SystemSheets &s = systemSheets();
    if (!s.soulRules) {
        state.SkipWithError("no 狩魂者 rules");
        return;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(soulhunter::checkCharacter(s.soulCharacter, *s.soulRules));
    if (!soulhunter::checkCharacter(s.soulCharacter, *s.soulRules).blocking().isEmpty())
        state.SkipWithError("the 狩魂者 sheet is not legal");
}

void reg(const char *name, void (*f)(benchmark::State &), benchmark::TimeUnit unit)
{
    benchmark::RegisterBenchmark(name, f)->UseRealTime()->Unit(unit);
}

} // namespace

void registerSystems()
{
    reg("Odds/Fate", fateOdds, benchmark::kNanosecond);
    reg("OddsFloor/Fate", fateOddsFloor, benchmark::kNanosecond);
    reg("Odds/MeshalTable", meshalTable, benchmark::kMicrosecond);
    reg("OddsFloor/MeshalTable", meshalTableFloor, benchmark::kMicrosecond);
    reg("Odds/SoulhunterCat", soulCat, benchmark::kMicrosecond);
    reg("SystemValidate/Fate", validateFate, benchmark::kMicrosecond);
    reg("SystemValidate/Meshal", validateMeshal, benchmark::kMicrosecond);
    reg("SystemValidate/Soulhunter", validateSoul, benchmark::kMicrosecond);
#ifdef SHEETWRIGHT_BENCH_PDF
    const SystemSheets &s = systemSheets();
    const auto one = [](const store::SheetRef &ref) { return [ref](const store::CampaignStore &) { return QList<store::SheetRef>{ref}; }; };
    registerPdfPair("SystemPdf/Fate", "SystemPdfFloor/Fate", s.path, one(s.fate), 20);
    registerPdfPair("SystemPdf/Meshal", "SystemPdfFloor/Meshal", s.path, one(s.meshal), 20);
    registerPdfPair("SystemPdf/Soulhunter", "SystemPdfFloor/Soulhunter", s.path, one(s.soulhunter), 20);
#endif
}

} // namespace sw::bench
