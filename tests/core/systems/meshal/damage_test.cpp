// Attacks and damage: the notation (spec §1.8), rules 11–14, 59–60 of /rules/meshal-lite.md §6
// and the damage test vectors T1–T6 of §4.10 (rulebook lines cited per test).
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/attack.h"
#include "systems/meshal/health.h"
#include "systems/meshal/meshalsystem.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::meshal;
using namespace sw::meshal::test;

namespace {

Attack attack(const QString &text)
{
    QString why;
    const auto a = parseAttack(text, &why);
    EXPECT_TRUE(a) << why.toStdString();
    return a.value_or(Attack{});
}

Defender defender(int physical, int erosion = 0, int occult = 0, QStringList immunities = {})
{
    return {{physical, erosion, occult}, immunities, false};
}

Damage hit(const Attack &a, int roll, const Defender &d)
{
    return resolveDamage(a, {roll, std::nullopt, 0}, d);
}

} // namespace

// L985: the battle axe's attack, read in full.
TEST(MeshalAttack, TheBattleAxeNotation)
{
    const Attack axe = attack(u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s);
    EXPECT_EQ(axe.targets, (QList<Attribute>{Attribute::Might}));
    EXPECT_EQ(poolDice(axe.roll, {5, 0, 0}), 5);
    EXPECT_EQ(axe.types, (QList<AttackType>{AttackType::Physical}));
    EXPECT_EQ(axe.penetration, 2);
    EXPECT_EQ(axe.defences, (QList<Defence>{Defence::Parry, Defence::Dodge}));
    const Attack mixed = attack(u"对活力/精神造成精神🎲侵蚀/灵异攻击（可闪避/抵抗），造成的伤害×2"_s);
    EXPECT_EQ(mixed.targets, (QList<Attribute>{Attribute::Energy, Attribute::Spirit}));
    EXPECT_EQ(mixed.types, (QList<AttackType>{AttackType::Erosion, AttackType::Occult}));
    EXPECT_EQ(mixed.multiplier, 2);
    QString why;
    EXPECT_FALSE(parseAttack(u"对强壮造成强壮🎲火焰攻击"_s, &why));
    EXPECT_TRUE(why.contains(u"火焰"_s));
    EXPECT_FALSE(parseAttack(u"对强壮造成强壮🎲物理攻击,穿透两防护"_s));
}

// T1 (L201): 3🎲 physical, roll 2, 物理防护 1 → 1.
TEST(MeshalExamples, T1_ProtectionSubtracts)
{
    EXPECT_EQ(hit(attack(u"对强壮造成3🎲物理攻击"_s), 2, defender(1)).net, 1);
}

// Rule 11 and T2 (L202, L204): 洛奇's 侵蚀防护 −2 turns a roll of 1 into 3 damage; a roll of 0
// still does nothing. Protections may be negative on a sheet, but the ledger cannot buy them.
TEST(MeshalRules, Rule11_NegativeProtectionAndNoPurchase)
{
    const Attack acid = attack(u"对强壮造成2🎲侵蚀攻击"_s);
    EXPECT_EQ(hit(acid, 1, defender(0, -2)).net, 3);
    EXPECT_TRUE(hit(acid, 0, defender(0, -2)).miss);
    Character loki = human(u"洛奇"_s);
    Feature brittle;
    brittle.id = u"brittle"_s;
    brittle.name = u"易蚀"_s;
    brittle.modifiers.protections[1] = -2;
    loki.features.append(brittle);
    EXPECT_EQ(protection(loki, Protection::Erosion), -2);
    QJsonObject d = toJson(loki);
    EXPECT_EQ(checkCharacterDocument(d), QString());
    QJsonObject talent = d[u"talent"_s].toObject();
    talent.insert(u"ledger"_s, QJsonArray{QJsonObject{{u"kind"_s, u"raise"_s}, {u"attribute"_s, u"physical"_s},
                                                      {u"amount"_s, 9}, {u"phase"_s, u"creation"_s}}});
    d.insert(u"talent"_s, talent);
    EXPECT_TRUE(checkCharacterDocument(d).startsWith(u"/talent/ledger/0"_s)) << checkCharacterDocument(d).toStdString();
}

// Rule 12, T4 and T5 (L981, L985, L988): penetration 2 against 物理 3 leaves 1 (2 − 1 = 1
// damage); against 物理 1 it stops at 0 (1 − 0 = 1); against ≤ 0 it does nothing.
TEST(MeshalRules, Rule12_PenetrationStopsAtZero)
{
    const Attack axe = attack(u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s);
    const Damage boar = hit(axe, 2, defender(3));
    EXPECT_EQ(boar.protection, 1);
    EXPECT_EQ(boar.net, 1);
    const Damage sorcerer = hit(axe, 1, defender(1));
    EXPECT_EQ(sorcerer.protection, 0);
    EXPECT_EQ(sorcerer.net, 1);
    const Damage weak = hit(axe, 1, defender(-1));
    EXPECT_EQ(weak.protection, -1);
    EXPECT_EQ(weak.net, 2);
}

// Rule 13 and T3 (L206, L208): 韩达克, 物理 3 and 侵蚀 1, takes a 3-point physical/erosive
// attack: the lower protection counts, 3 − 1 = 2. An immune type drops out (L211).
TEST(MeshalRules, Rule13_LowestApplicableProtection)
{
    const Attack both = attack(u"对强壮造成3🎲物理/侵蚀攻击"_s);
    EXPECT_EQ(hit(both, 3, defender(3, 1)).net, 2);
    const Damage immuneToErosion = hit(both, 3, defender(3, 1, 0, {u"erosion"_s}));
    EXPECT_EQ(immuneToErosion.types, (QList<AttackType>{AttackType::Physical}));
    EXPECT_EQ(immuneToErosion.net, 0);
    const Damage immuneToAll = hit(both, 3, defender(3, 1, 0, {u"erosion"_s, u"physical"_s}));
    EXPECT_TRUE(immuneToAll.immune);
    EXPECT_FALSE(immuneToAll.hit);
}

// Rule 14, L945 「无法通过任何防护抵消它的伤害」: a raw attack ignores protection.
TEST(MeshalRules, Rule14_RawAttacksIgnoreProtection)
{
    const Damage d = hit(attack(u"对精神造成2🎲真实攻击"_s), 3, defender(5, 5, 5));
    EXPECT_EQ(d.protection, 0);
    EXPECT_EQ(d.net, 3);
}

// Rule 59 and T6 (L997–L1020): the wolf's 4🎲 physical attack rolls 3 against 物理 1; the
// defender dodges and rolls 2: 3 − 1 − 2 = 0, a solid defence. A defence the attack does not
// list, or an unconscious defender's, is refused.
TEST(MeshalRules, Rule59_OneListedDefence)
{
    const Attack wolf = attack(u"对强壮造成4🎲物理攻击(可格挡/闪避)"_s);
    const Damage dodged = resolveDamage(wolf, {3, Defence::Dodge, 2}, defender(1));
    EXPECT_TRUE(dodged.ok());
    EXPECT_EQ(dodged.net, 0);
    EXPECT_TRUE(dodged.solidDefence);
    const Damage resisted = resolveDamage(wolf, {3, Defence::Resist, 2}, defender(1));
    ASSERT_FALSE(resisted.ok());
    EXPECT_EQ(resisted.violations.first().code, u"meshal.defence.not_listed"_s);
    Defender out = defender(1);
    out.unconscious = true;
    EXPECT_EQ(resolveDamage(wolf, {3, Defence::Parry, 1}, out).violations.first().code, u"meshal.defence.unconscious"_s);
    EXPECT_FALSE(resolveDamage(attack(u"对强壮造成4🎲物理攻击"_s), {3, Defence::Dodge, 1}, defender(1)).ok());
}

// Rule 60, L975, L982, L983: a roll of 0 never hits (and is no solid defence); net damage is
// never negative; a multiplier applies after the subtraction.
TEST(MeshalRules, Rule60_ZeroMissesAndMultipliersComeLast)
{
    const Attack doubled = attack(u"对强壮造成3🎲物理攻击,造成的伤害×2(可格挡)"_s);
    const Damage zero = resolveDamage(doubled, {0, Defence::Parry, 0}, defender(-3));
    EXPECT_TRUE(zero.miss);
    EXPECT_FALSE(zero.solidDefence);
    EXPECT_EQ(hit(doubled, 3, defender(1)).net, 4); // (3 − 1) × 2, not 3 × 2 − 1
    EXPECT_EQ(hit(doubled, 1, defender(4)).net, 0);
}

// Damage onto a sheet (spec §4.10, §8.3 #6): a 「强壮/精神」 attack is split by the defender;
// damage beyond the dice left is lost.
TEST(MeshalAttack, DamageRemovesDiceAsTheDefenderSplitsIt)
{
    Character c = trinity();
    const Attack mind = attack(u"对强壮/精神造成精神🎲灵异攻击"_s);
    const DamageDone done = applyDamage(c, mind, 4, {{Attribute::Might, 1}, {Attribute::Spirit, 3}});
    ASSERT_TRUE(done.ok());
    EXPECT_EQ(c.dice, (std::array<int, 3>{2, 3, 3}));
    EXPECT_FALSE(applyDamage(c, mind, 4, {{Attribute::Energy, 4}}).ok());
    EXPECT_FALSE(applyDamage(c, mind, 4, {{Attribute::Might, 1}}).ok());
    const DamageDone over = applyDamage(c, mind, 5); // all to 强壮: 2 dice left, 3 lost
    EXPECT_EQ(over.removed[0], 2);
    EXPECT_EQ(over.lost, 3);
    EXPECT_TRUE(over.becameUnconscious);
}
