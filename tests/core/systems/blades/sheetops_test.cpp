// Pencil edits of a character sheet, one test per rule (rules/blades-A-character.md §2, §3, §4,
// §8), each citing the rulebook section it comes from.
#include "systems/blades/sheetops.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::hasCode;
using sw::test::creatingCutter;
using sw::test::playingCutter;
using sw::test::srd;

namespace {

bool refusedWith(const Outcome &o, const QString &code)
{
    return !o.done() && hasCode(o.refused, code);
}

Character withOverride(Character c, const QString &code, const QString &field)
{
    c.overrides.append({code, field, u"GM: test"_s});
    return c;
}

} // namespace

// A §3 step 1 (§選擇遊玩書): a new character starts with the playbook's dots and nothing else.
TEST(StartCharacter, TakesThePlaybooksStartingDots)
{
    const Character c = startCharacter(u"cutter"_s, srd());
    EXPECT_EQ(c.playbook, u"cutter"_s);
    EXPECT_EQ(c.phase, CharacterPhase::Creation);
    EXPECT_EQ(c.rulePack, srd().id);
    EXPECT_EQ(c.actions, srd().playbook(u"cutter"_s)->startingDots);
    int dots = 0;
    for (int d : c.actions)
        dots += d;
    EXPECT_EQ(dots, srd().numberOr(u"playbook_dots"_s, 0));
    EXPECT_TRUE(c.abilities.isEmpty());
}

// A §2.9 (§紀錄你的名字、別名和長相): name, alias and look are the player's words, kept trimmed.
TEST(CharacterPencil, TextIsTrimmed)
{
    const Outcome o = applySetText(playingCutter(), CharacterText::Alias, u"  Rook \n"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.alias, u"Rook"_s);
    EXPECT_EQ(applySetText(playingCutter(), CharacterText::Notes, u"owes Bazso 2 coin"_s, srd()).after.notes,
              u"owes Bazso 2 coin"_s);
}

// A §3 step 8, §8.3: a character is made with a name and keeps it; a GM override lets it go.
TEST(CharacterPencil, NameStaysOnceTheCharacterIsMade)
{
    EXPECT_TRUE(applySetText(creatingCutter(), CharacterText::Name, u"  "_s, srd()).done());
    const Outcome o = applySetText(playingCutter(), CharacterText::Name, u"  "_s, srd());
    EXPECT_TRUE(refusedWith(o, u"identity.name_empty"_s));
    EXPECT_EQ(o.after, playingCutter());
    const Character overridden = withOverride(playingCutter(), u"identity.name_empty"_s, u"name"_s);
    const Outcome gm = applySetText(overridden, CharacterText::Name, QString(), srd());
    ASSERT_TRUE(gm.done());
    EXPECT_TRUE(gm.after.name.isEmpty());
    EXPECT_TRUE(gm.refused.first().overridden);
}

// A §3 steps 2, 3, 7 (§選擇一項出身, §選擇一項背景, §選擇你的惡習): a heritage, background and
// vice of the rule pack.
TEST(CharacterPencil, ChoicesAreIdsOfThePack)
{
    EXPECT_EQ(applyChoose(playingCutter(), CharacterChoice::Heritage, u"akoros"_s, srd()).after.heritage, u"akoros"_s);
    EXPECT_TRUE(refusedWith(applyChoose(playingCutter(), CharacterChoice::Heritage, u"atlantis"_s, srd()),
                            u"heritage.unknown"_s));
    EXPECT_TRUE(refusedWith(applyChoose(playingCutter(), CharacterChoice::Vice, u"knitting"_s, srd()), u"vice.unknown"_s));
    EXPECT_TRUE(applyChoose(playingCutter(), CharacterChoice::Vice, u"weird"_s, srd()).done());
}

// A §3 (§角色創造總結): a made character keeps a heritage, background, vice, friend and rival;
// during creation a choice may be erased.
TEST(CharacterPencil, ChoicesStayOnceMade)
{
    EXPECT_TRUE(refusedWith(applyChoose(playingCutter(), CharacterChoice::Background, QString(), srd()),
                            u"creation.background_missing"_s));
    EXPECT_TRUE(applyChoose(creatingCutter(), CharacterChoice::Background, QString(), srd()).done());
}

// A §3 step 1 (§創造遊玩書): the playbook is chosen at creation only.
TEST(CharacterPencil, PlaybookIsChosenAtCreation)
{
    EXPECT_TRUE(refusedWith(applyChoose(playingCutter(), CharacterChoice::Playbook, u"hound"_s, srd()),
                            u"playbook.fixed_after_creation"_s));
    EXPECT_TRUE(refusedWith(applyChoose(creatingCutter(), CharacterChoice::Playbook, u"pirate"_s, srd()),
                            u"playbook.unknown"_s));
    // A GM's change in play keeps the dots and abilities the character has earned.
    const Character gm = withOverride(playingCutter(), u"playbook.fixed_after_creation"_s, u"playbook"_s);
    const Outcome o = applyChoose(gm, CharacterChoice::Playbook, u"hound"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.playbook, u"hound"_s);
    EXPECT_EQ(o.after.actions, gm.actions);
    EXPECT_FALSE(o.has(u"creation.playbook_changed"_s));
}

// A §3 steps 1, 4–6 (§分配行動點, §選擇一項特殊能力, §選擇密友和敵手): a new playbook brings its own
// starting dots and clears the abilities, friend and rival chosen from the old one.
TEST(CharacterPencil, NewPlaybookBringsItsDotsAndClearsItsChoices)
{
    const Outcome o = applyChoose(creatingCutter(), CharacterChoice::Playbook, u"hound"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.playbook, u"hound"_s);
    EXPECT_EQ(o.after.actions, srd().playbook(u"hound"_s)->startingDots);
    EXPECT_TRUE(o.after.abilities.isEmpty());
    EXPECT_TRUE(o.after.friendNpc.isEmpty() && o.after.rivalNpc.isEmpty());
    EXPECT_EQ(o.after.heritage, creatingCutter().heritage);
    EXPECT_TRUE(o.has(u"creation.playbook_changed"_s));
}

// A §3 step 6 (§選擇密友和敵手): friend and rival from the playbook's list, two different people.
TEST(CharacterPencil, FriendAndRivalComeFromThePlaybook)
{
    EXPECT_EQ(applyChoose(creatingCutter(), CharacterChoice::Friend, u"mercy"_s, srd()).after.friendNpc, u"mercy"_s);
    EXPECT_TRUE(refusedWith(applyChoose(creatingCutter(), CharacterChoice::Friend, u"steiner"_s, srd()),
                            u"creation.npc_not_in_playbook"_s));
    EXPECT_TRUE(refusedWith(applyChoose(creatingCutter(), CharacterChoice::Rival, u"marlane"_s, srd()),
                            u"creation.friend_is_rival"_s));
}

// A §2.1, §8.4 (§壓力): stress 0 … 9 (+1 Composed); the last box by hand gives no trauma.
TEST(CharacterPencil, StressPencilStaysOnTheTrack)
{
    const int max = srd().numberOr(u"stress_max"_s, 0);
    const Outcome full = applySetStress(playingCutter(), max, srd());
    ASSERT_TRUE(full.done());
    EXPECT_EQ(full.after.stress, max);
    EXPECT_EQ(full.after.trauma, 0);
    EXPECT_TRUE(full.events.isEmpty());
    EXPECT_TRUE(refusedWith(applySetStress(playingCutter(), max + 1, srd()), u"stress.out_of_range"_s));
    EXPECT_TRUE(refusedWith(applySetStress(playingCutter(), -1, srd()), u"stress.out_of_range"_s));
    CrewBenefits composed;
    composed.stressBoxes = 1;
    EXPECT_TRUE(applySetStress(playingCutter(), max + 1, srd(), composed).done());
}

// A §2.3, §8.5 (§創傷): trauma 0 … 4; the conditions are circled on their own.
TEST(CharacterPencil, TraumaPencilStaysOnTheTrack)
{
    const int max = srd().numberOr(u"trauma_max"_s, 0);
    const Outcome o = applySetTrauma(playingCutter(), 2, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.trauma, 2);
    EXPECT_TRUE(o.after.traumaConditions.isEmpty());
    EXPECT_TRUE(refusedWith(applySetTrauma(playingCutter(), max + 1, srd()), u"trauma.out_of_range"_s));
}

// A §2.4, §8.9 (§Recover): the healing clock holds up to one segment short of full, and only
// while there is harm to heal.
TEST(CharacterPencil, HealingPencilStaysBelowAFullClock)
{
    Character c = playingCutter();
    c.harm = {{2, u"Deep cut to the arm"_s}};
    const int clock = srd().numberOr(u"healing_clock"_s, 0);
    EXPECT_EQ(applySetHealing(c, clock - 1, srd()).after.healing, clock - 1);
    EXPECT_TRUE(refusedWith(applySetHealing(c, clock, srd()), u"healing.out_of_range"_s));
    EXPECT_TRUE(refusedWith(applySetHealing(playingCutter(), 1, srd()), u"healing.nothing_to_heal"_s));
}

// A §4.2, §8.16 (§PC 成長): playbook xp 0 … 7, attribute xp 0 … 5; a full track by hand is refused
// (marking xp fills it and gives the advance).
TEST(CharacterPencil, XpPencilStaysBelowAFullTrack)
{
    const int playbook = srd().numberOr(u"playbook_xp"_s, 0), attribute = srd().numberOr(u"attribute_xp"_s, 0);
    const Outcome o = applySetXp(playingCutter(), u"playbook"_s, playbook - 1, srd());
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.playbookXp, playbook - 1);
    EXPECT_EQ(o.after.pendingPlaybookAdvances, 0);
    EXPECT_TRUE(refusedWith(applySetXp(playingCutter(), u"playbook"_s, playbook, srd()), u"xp.out_of_range"_s));
    EXPECT_EQ(applySetXp(playingCutter(), u"insight"_s, attribute - 1, srd()).after.attributeXp.value(u"insight"_s),
              attribute - 1);
    EXPECT_TRUE(refusedWith(applySetXp(playingCutter(), u"insight"_s, attribute, srd()), u"xp.out_of_range"_s));
    EXPECT_TRUE(refusedWith(applySetXp(playingCutter(), u"charm"_s, 1, srd()), u"xp.attribute_unknown"_s));
}

// A §2.3, §8.5 (§創傷): trauma conditions are permanent; a GM override erases one anyway; a
// condition the sheet cannot hold (more than the trauma) is simply erased.
TEST(CharacterPencil, TraumaConditionsArePermanent)
{
    Character c = playingCutter();
    c.trauma = 1;
    c.traumaConditions = {u"cold"_s};
    EXPECT_TRUE(refusedWith(applyRemoveTraumaCondition(c, u"cold"_s, srd()), u"trauma.condition_permanent"_s));
    const Outcome gm = applyRemoveTraumaCondition(withOverride(c, u"trauma.condition_permanent"_s, u"trauma_conditions"_s),
                                                  u"cold"_s, srd());
    ASSERT_TRUE(gm.done());
    EXPECT_TRUE(gm.after.traumaConditions.isEmpty());
    c.traumaConditions << u"haunted"_s;
    EXPECT_EQ(applyRemoveTraumaCondition(c, u"haunted"_s, srd()).after.traumaConditions, QStringList{u"cold"_s});
    EXPECT_TRUE(refusedWith(applyRemoveTraumaCondition(c, u"soft"_s, srd()), u"edit.target_missing"_s));
}

// A §2.4, §8.8–8.9 (§傷害, §Recover): harm is erased or renamed by hand, always with a name;
// with no harm left the healing clock empties.
TEST(CharacterPencil, HarmIsErasedOrRenamed)
{
    Character c = playingCutter();
    c.harm = {{1, u"Battered"_s}};
    c.healing = 2;
    const Outcome erased = applyRemoveHarm(c, 0, srd());
    ASSERT_TRUE(erased.done());
    EXPECT_TRUE(erased.after.harm.isEmpty());
    EXPECT_EQ(erased.after.healing, 0);
    EXPECT_TRUE(erased.has(u"healing.cleared"_s));
    EXPECT_TRUE(refusedWith(applyRemoveHarm(c, 1, srd()), u"edit.target_missing"_s));
    EXPECT_EQ(applyEditHarm(c, 0, u" Bruised "_s, srd()).after.harm.first(), (Harm{1, u"Bruised"_s}));
    EXPECT_TRUE(refusedWith(applyEditHarm(c, 0, u" "_s, srd()), u"harm.description_missing"_s));
    EXPECT_TRUE(refusedWith(applyEditHarm(c, -1, u"Bruised"_s, srd()), u"edit.target_missing"_s));
}

// A §3 step 5 (§選擇一項特殊能力): one special ability at creation, from the playbook's list.
TEST(CharacterPencil, OneAbilityAtCreationFromThePlaybook)
{
    Character c = creatingCutter();
    c.abilities.clear();
    const Outcome taken = applyToggleAbility(c, u"mule"_s, srd());
    ASSERT_TRUE(taken.done());
    EXPECT_EQ(taken.after.abilities, QStringList{u"mule"_s});
    EXPECT_TRUE(refusedWith(applyToggleAbility(taken.after, u"leader"_s, srd()), u"creation.ability_count"_s));
    EXPECT_TRUE(refusedWith(applyToggleAbility(c, u"sharpshooter"_s, srd()), u"ability.not_in_playbook"_s));
    EXPECT_TRUE(applyToggleAbility(taken.after, u"mule"_s, srd()).after.abilities.isEmpty());
}

// A §4.2 (§PC 成長): after creation, abilities come only from playbook advances.
TEST(CharacterPencil, AbilitiesInPlayComeFromAdvances)
{
    EXPECT_TRUE(refusedWith(applyToggleAbility(playingCutter(), u"battleborn"_s, srd()), u"ability.fixed_after_creation"_s));
    EXPECT_TRUE(refusedWith(applyToggleAbility(playingCutter(), u"mule"_s, srd()), u"ability.fixed_after_creation"_s));
}

// A §2.5 (§護甲): a used armor box can be unticked by hand.
TEST(CharacterPencil, UsedArmorBoxIsUnticked)
{
    Character c = playingCutter();
    c.armor.standard = true;
    const Outcome o = applyClearArmor(c, u"standard"_s, srd());
    ASSERT_TRUE(o.done());
    EXPECT_FALSE(o.after.armor.standard);
    EXPECT_TRUE(refusedWith(applyClearArmor(o.after, u"standard"_s, srd()), u"edit.target_missing"_s));
    EXPECT_TRUE(refusedWith(applyClearArmor(c, u"mithril"_s, srd()), u"armor.kind_unknown"_s));
}

// A §8.28 (§死亡, §創傷): a dead or retired sheet takes no pencil marks.
TEST(CharacterPencil, OutOfPlaySheetsTakeNoMarks)
{
    Character c = playingCutter();
    c.status = CharacterStatus::Dead;
    EXPECT_TRUE(refusedWith(applySetStress(c, 1, srd()), u"character.read_only"_s));
    EXPECT_TRUE(refusedWith(applySetText(c, CharacterText::Look, u"Pale"_s, srd()), u"character.read_only"_s));
}

// A §5.7, §8.28 (§死亡): the dead stay dead.
TEST(CharacterPencil, TheDeadStayDead)
{
    Character c = playingCutter();
    EXPECT_EQ(applySetStatus(c, CharacterStatus::Dead, srd()).after.status, CharacterStatus::Dead);
    c.status = CharacterStatus::Dead;
    EXPECT_TRUE(refusedWith(applySetStatus(c, CharacterStatus::Active, srd()), u"character.read_only"_s));
}

// A §8.28 (§私金與退休): a retirement is final.
TEST(CharacterPencil, RetirementIsFinal)
{
    Character c = playingCutter();
    c.status = CharacterStatus::Retired;
    EXPECT_TRUE(refusedWith(applySetStatus(c, CharacterStatus::Active, srd()), u"character.read_only"_s));
    EXPECT_TRUE(refusedWith(applySetStatus(c, CharacterStatus::Incarcerated, srd()), u"character.read_only"_s));
}

// A §2.3 (§創傷): at the last trauma box the character retires, or goes to prison instead.
TEST(CharacterPencil, LastTraumaRetiresOrGoesToPrison)
{
    Character c = playingCutter();
    c.trauma = srd().numberOr(u"trauma_max"_s, 0);
    c.traumaConditions = {u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s};
    c.status = CharacterStatus::Retired;
    EXPECT_EQ(applySetStatus(c, CharacterStatus::Incarcerated, srd()).after.status, CharacterStatus::Incarcerated);
    EXPECT_TRUE(refusedWith(applySetStatus(c, CharacterStatus::Active, srd()), u"trauma.must_retire"_s));
}

// B §3.3 (§幫派升級 堅韌): the crew's Hardened brings a character retired at 4 trauma back.
TEST(CharacterPencil, HardenedBringsTheRetiredBack)
{
    Character c = playingCutter();
    c.trauma = srd().numberOr(u"trauma_max"_s, 0);
    c.traumaConditions = {u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s};
    c.status = CharacterStatus::Retired;
    CrewBenefits hardened;
    hardened.traumaBoxes = 1;
    const Outcome o = applySetStatus(c, CharacterStatus::Active, srd(), hardened);
    ASSERT_TRUE(o.done());
    EXPECT_EQ(o.after.status, CharacterStatus::Active);
}

// A §2.3 (§創傷): with a full trauma track the character cannot be active (retire, or prison).
TEST(CharacterPencil, FullTraumaTrackIsNotActive)
{
    Character c = playingCutter();
    c.trauma = srd().numberOr(u"trauma_max"_s, 0);
    c.traumaConditions = {u"cold"_s, u"haunted"_s, u"obsessed"_s, u"paranoid"_s};
    c.status = CharacterStatus::Incarcerated;
    EXPECT_TRUE(refusedWith(applySetStatus(c, CharacterStatus::Active, srd()), u"trauma.must_retire"_s));
    EXPECT_TRUE(applySetStatus(c, CharacterStatus::Retired, srd()).done());
}
