// The 狩魂者 check dock (spec §5, rules 11-23, §5.8): the exact CAT distribution before the roll,
// a seeded roll and one reroll written to the campaign's roll log, a cooperative check.
#include "ui/systems/soulhunter/soulfixture.h"
#include "common/undolabel.h"
#include "systems/soulhunter/cooperative.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/soulcheckpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulCheckTest : public sw::test::SoulWindowTest
{
protected:
    qint64 addWith(const QString &name, int physique)
    {
        const qint64 id = addNew(name);
        Character c = stored(id);
        c.attributes[0] = physique;
        EXPECT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
        return id;
    }
    QWidget *dock()
    {
        soulUi()->checkDock()->toggleViewAction()->trigger();
        QTest::qWait(1);
        return soulUi()->checks();
    }
    static QString oddsText(int tilt, int gap, int modifiers, int challenge, const Rules &rules)
    {
        OddsSpec o;
        o.tilt = tilt;
        o.gap = gap;
        const Distribution d = catDistribution(o, rules);
        QStringList lines;
        const auto chance = [](const sw::rules::Fraction &f) -> QString {
            return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
        };
        for (const auto &[value, ways] : d.ways)
            lines << u"CAT %1: %2"_s.arg(value).arg(chance(d.p(value)));
        return u"Modifiers %1, against %2. Before rolling:\n%3\nSuccess (CAT 1 or more): %4"_s.arg(modifiers).arg(challenge)
            .arg(lines.join(u'\n'), chance(successChance(o, rules)));
    }
};

// D14-D16, rules 12, 20, 21 (L63, L74, L110-L123): the odds shown are the enumeration's; the roll
// is the seed's; one reroll; both in the roll log.
TEST_F(SoulCheckTest, Rule21_ExactOddsBeforeASeededRollAndOneRerollInTheLog_L63_L110_L118)
{
    addWith(u"Lin"_s, 4);
    QWidget *panel = dock();
    EXPECT_TRUE(soulUi()->checkDock()->isVisible());
    auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
    attribute->setCurrentIndex(attribute->findData(u"physique"_s));
    auto *tilt = find<QSpinBox>(panel, u"soulCheckTilt"_s);
    typeInto(tilt, u"1"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"42"_s);
    EXPECT_EQ(find<QLabel>(panel, u"soulCheckOdds"_s)->text(), oddsText(1, 6, 4, 10, editor()->rules()));
    click(find<QPushButton>(panel, u"soulCheckRoll"_s));
    CheckSpec spec;
    spec.modifiers = {{u"physique"_s, 4, false, false}};
    spec.tilt = 1;
    spec.specialtyCap = -1;
    SeededDice dice(42);
    const CheckRoll expected = rollCheck(spec, editor()->rules(), dice);
    const QList<sw::store::RollRecord> log = window->session()->store().rolls();
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(log.first().result, QString::number(expected.cat));
    EXPECT_EQ(log.first().dice.size(), 3);
    EXPECT_EQ(log.first().dice.first(), expected.d10.front());
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckResult"_s)->text().contains(u"check value %1: CAT %2"_s.arg(expected.checkValue).arg(expected.cat)));
    auto *again = find<QPushButton>(panel, u"soulCheckReroll"_s);
    EXPECT_TRUE(again->isEnabled());
    click(again);
    EXPECT_EQ(window->session()->store().rolls().size(), 2);
    EXPECT_EQ(sw::undoLabelText(window->session()->store().rolls().first().label), // stored language-neutral (#16)
               u"Reroll against 10"_s);
    EXPECT_FALSE(again->isEnabled()); // rule 21: once
}

// §5.8 (L92-L93): a helper's 体魄 6 suppresses the leader's 体魄 4 (rule 12); the odds follow.
TEST_F(SoulCheckTest, Section58_ACooperativeCheckTakesTheHelpersBestEffect_L93)
{
    addWith(u"Lin"_s, 4);
    addWith(u"Mo"_s, 6);
    QWidget *panel = dock();
    auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
    attribute->setCurrentIndex(attribute->findData(u"physique"_s));
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckOdds"_s)->text().startsWith(u"Modifiers 4, against 10."_s));
    auto *helpers = find<QListWidget>(panel, u"soulCheckHelpers"_s);
    ASSERT_EQ(helpers->count(), 1);
    EXPECT_EQ(helpers->item(0)->text(), u"Mo"_s);
    helpers->item(0)->setCheckState(Qt::Checked);
    EXPECT_EQ(find<QLabel>(panel, u"soulCheckOdds"_s)->text(), oddsText(0, 4, 6, 10, editor()->rules()));
}

// L188 「喝彩…为下一次行动检定」, rule 24: the cheer bought on the sheet is rolled with the dock's next
// check (d6, the 3 highest kept), counted in the odds before it, and spent by it.
TEST_F(SoulCheckTest, Rule24_TheCheerBoughtGoesToTheNextCheckInTheDock_L188_L189)
{
    const qint64 id = addWith(u"Lin"_s, 0);
    Character c = stored(id);
    c.cheerPending = 2;
    ASSERT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
    QWidget *panel = dock();
    OddsSpec cheered;
    cheered.cheer = 2;
    cheered.gap = 10;
    const sw::rules::Fraction withCheer = successChance(cheered, editor()->rules());
    auto *odds = find<QLabel>(panel, u"soulCheckOdds"_s);
    EXPECT_TRUE(odds->text().endsWith(u"Success (CAT 1 or more): "_s + QString::fromStdString(withCheer.toString()) + u" ("_s
                                      + QString::number(withCheer.toDouble() * 100.0, 'f', 1) + u"%)"_s))
        << odds->text().toStdString();
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"9"_s);
    click(find<QPushButton>(panel, u"soulCheckRoll"_s));
    CheckSpec spec;
    spec.cheer = 2;
    spec.specialtyCap = -1;
    SeededDice dice(9);
    const CheckRoll expected = rollCheck(spec, editor()->rules(), dice);
    ASSERT_EQ(expected.cheerDice.size(), 2u);
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckResult"_s)->text().contains(
        u"; cheer dice %1 %2 → %3; check value %4"_s.arg(expected.cheerDice[0]).arg(expected.cheerDice[1]).arg(expected.cheerValue).arg(expected.checkValue)))
        << find<QLabel>(panel, u"soulCheckResult"_s)->text().toStdString();
    EXPECT_EQ(stored(id).cheerPending, 0) << "spent on this check (L188)";
    EXPECT_EQ(odds->text(), oddsText(0, 10, 0, 10, editor()->rules())) << "the next check has no cheer";
}

} // namespace
