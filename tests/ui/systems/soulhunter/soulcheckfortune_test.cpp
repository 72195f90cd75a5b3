// The 狩魂者 check dock after the roll (spec §12, rule 36, L209-L212): a character spends one point
// of its own fortune for 倾势 +1 on the check just rolled, only while its fortune is above 0; the
// new dice value goes to the roll log with the sheet, one undo step.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "common/undolabel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulFortuneTest : public sw::test::SoulWindowTest
{
protected:
    qint64 addWithFortune(int fortune)
    {
        const qint64 id = addNew(u"Lin"_s);
        Character c = stored(id);
        c.stage = u"play"_s;
        c.attributes[0] = 4;
        c.fortune = fortune;
        EXPECT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
        return id;
    }
    QWidget *rollWithSeed(int seed)
    {
        soulUi()->checkDock()->toggleViewAction()->trigger();
        QTest::qWait(1);
        QWidget *panel = soulUi()->checks();
        auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
        attribute->setCurrentIndex(attribute->findData(u"physique"_s));
        typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), QString::number(seed));
        click(find<QPushButton>(panel, u"soulCheckRoll"_s));
        return panel;
    }
    static CheckSpec lins()
    {
        CheckSpec spec;
        spec.modifiers = {{u"physique"_s, 4, false, false}};
        spec.specialtyCap = -1;
        return spec;
    }
};

// Rule 36 (L209 「机运值大于0时才能花费」, L211-L212): after the roll, −1 fortune, 倾势 +1: a third d10
// is rolled and the 2 highest kept; the log has the new CAT; once per roll from the dock; one undo.
TEST_F(SoulFortuneTest, Rule36_SpendingFortuneAfterTheRollAddsTiltAndCostsOnePoint_L209_L212)
{
    const qint64 id = addWithFortune(2);
    QWidget *panel = rollWithSeed(42);
    SeededDice dice(42);
    const CheckRoll first = rollCheck(lins(), editor()->rules(), dice);
    const int afterRoll = stored(id).fortune; // a critical moves it first (L208)
    EXPECT_EQ(afterRoll, 2 + (first.criticalSuccess ? 1 : 0) - (first.criticalFailure ? 1 : 0));
    auto *fortune = find<QPushButton>(panel, u"soulCheckFortune"_s);
    ASSERT_TRUE(fortune->isEnabled());
    click(fortune);
    SeededDice more(42 + 2); // the dock rolls the new die from the seed + 2
    const FortuneOutcome expected = applyFortune(lins(), first, {1}, editor()->rules(), more);
    EXPECT_EQ(expected.spec.tilt, 1);
    EXPECT_EQ(stored(id).fortune, afterRoll - 1);
    const QList<sw::store::RollRecord> log = window->session()->store().rolls();
    ASSERT_EQ(log.size(), 2);
    EXPECT_EQ(sw::undoLabelText(log.first().label), u"Fortune on the check against 10"_s);
    EXPECT_EQ(log.first().dice.size(), 3);
    EXPECT_EQ(log.first().result, QString::number(expected.roll.cat));
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckResult"_s)->text().contains(
        u"check value %1: CAT %2"_s.arg(expected.roll.checkValue).arg(expected.roll.cat)));
    EXPECT_FALSE(fortune->isEnabled());
    undo();
    EXPECT_EQ(stored(id).fortune, afterRoll);
}

// Rule 36 (L209): with fortune 0 the dock refuses, says why, and neither the sheet nor the log change.
TEST_F(SoulFortuneTest, Rule36_FortuneIsNotSpentAtZero_L209)
{
    const qint64 id = addWithFortune(0);
    QWidget *panel = rollWithSeed(7);
    SeededDice dice(7);
    const CheckRoll first = rollCheck(lins(), editor()->rules(), dice);
    ASSERT_FALSE(first.criticalSuccess); // L208 would raise it to 1: seed 7 does not
    const int before = stored(id).fortune;
    ASSERT_LE(before, 0);
    auto *fortune = find<QPushButton>(panel, u"soulCheckFortune"_s);
    click(fortune);
    EXPECT_EQ(stored(id).fortune, before);
    EXPECT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_TRUE(fortune->property("refusal").toString().contains(u"Fortune is spent only while above 0"_s))
        << fortune->property("refusal").toString().toStdString();
}

} // namespace
