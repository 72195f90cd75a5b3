// A Sin's 执念 tags activated from the 狩魂者 check dock (spec §14, rule 38; seed L221-L230): the
// Sin chosen with the keyboard, a known tag ticked with a click and Space for CAT +1, the way it is
// used typed; the exact odds moved before the roll; the roll's CAT moved in the log; the way kept
// on the Sin in the same undo step; refused in words without a way (L224), a second time in the
// round (L230) and with a way already used against the Sin (L230).
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/sidecheck.h"
#include "systems/soulhunter/soulcheckpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulCheckObsessionTest : public sw::test::SoulWindowTest
{
protected:
    void SetUp() override
    {
        SoulWindowTest::SetUp();
        addNew(u"Lin"_s);
        Sin greed;
        greed.name = u"Greed"_s;
        greed.obsessions = {{u"Gold"_s, true}, {u"Debt"_s, true}, {u"Mother"_s, false}};
        sw::store::Receipt made;
        ASSERT_TRUE(editor()->push(u"sin"_s, [&](sw::store::CampaignStore &s) { return made = addSin(s, greed, u"Greed"_s); }));
        sinId = made.sheet.id.toLongLong();
        soulUi()->checkDock()->toggleViewAction()->trigger();
        QTest::qWait(1);
        panel = soulUi()->checks();
    }
    QString odds() const { return panel->findChild<QLabel *>(u"soulCheckOdds"_s)->text(); }
    QString result() const { return panel->findChild<QLabel *>(u"soulCheckResult"_s)->text(); }
    Sin storedSin() const { return *sin(window->session()->store(), sinId); }
    // A tag's row ticked as a player does: clicked, then Space.
    void tickRow(int row)
    {
        auto *list = find<QListWidget>(panel, u"soulCheckObsessions"_s);
        const QRect r = list->visualItemRect(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
        QTest::keyClick(list, Qt::Key_Space);
    }
    void chooseSin()
    {
        auto *box = find<QComboBox>(panel, u"soulCheckSin"_s);
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down);
    }
    static QString chance(const sw::rules::Fraction &f)
    {
        return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
    }


    // What the player sees, in the three languages (saved when SHEETWRIGHT_SHOTS names a folder).
    void shots(const QString &name, QWidget *what)
    {
        for (sw::Language l : sw::kAllLanguages) {
            languages.setLanguage(l);
            shot(name + u'-' + sw::languageCode(l), what);
        }
        languages.setLanguage(sw::Language::English);
    }

    qint64 sinId = 0;
    QWidget *panel = nullptr;
};

// L221-L222 「在掷骰之前，角色可以激活任意个该罪孽的已知执念标签。每激活1个执念标签，都会使CAT+1或-1」
TEST_F(SoulCheckObsessionTest, Rule38_KnownObsessionTagsMoveTheCatOfACheckAgainstTheSin_L221_L222_L224)
{
    chooseSin();
    auto *list = find<QListWidget>(panel, u"soulCheckObsessions"_s);
    ASSERT_EQ(list->count(), 5);
    EXPECT_EQ(list->item(0)->text(), u"Gold: CAT +1"_s);
    EXPECT_EQ(list->item(1)->text(), u"Gold: CAT −1"_s);
    EXPECT_EQ(list->item(3)->text(), u"Debt: CAT −1"_s);
    EXPECT_EQ(list->item(4)->text(), u"Tags the characters do not know yet: 1"_s) << "an unknown tag is not offered (L221)";
    EXPECT_FALSE(list->item(4)->flags() & Qt::ItemIsUserCheckable);
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"13"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"7"_s);
    tickRow(0);
    ASSERT_EQ(list->item(0)->checkState(), Qt::Checked);
    // L224 「PL需要描述角色使用执念标签的方式」: no way said, no roll.
    auto *roll = find<QPushButton>(panel, u"soulCheckRoll"_s);
    EXPECT_EQ(odds(), u"Obsession tags Gold +1: Say how the obsession tags are used (L224), e.g. stir the Sin's humanity."_s);
    EXPECT_FALSE(roll->isEnabled());
    retype(find<QLineEdit>(panel, u"soulCheckMethod"_s), u"reveal its weakness"_s);
    EXPECT_TRUE(roll->isEnabled());
    // The odds before the roll: every CAT one higher (never below 0), counted exactly.
    CheckSpec spec;
    spec.challenge = 13;
    spec.specialtyCap = stored(1).lingshi - 1;
    const Distribution moved = withObsessions(sideCatDistribution(CheckKind::Action, spec, editor()->rules()), 1);
    EXPECT_TRUE(odds().contains(u"Obsession tags Gold +1: CAT +1 on each value (L222, never below 0)"_s)) << odds().toStdString();
    for (const auto &[value, ways] : moved.ways)
        EXPECT_TRUE(odds().contains(u"CAT %1: %2"_s.arg(value).arg(chance(moved.p(value))))) << value;
    EXPECT_FALSE(moved.ways.contains(0)) << "+1 lifts every CAT 0";
    EXPECT_TRUE(odds().endsWith(u"Success (CAT 1 or more): 1 (100.0%)"_s)) << odds().toStdString();

    shots(u"soul-obsession-odds"_s, soulUi()->checkDock());
    const int stepsBefore = int(window->session()->store().timeline().size());
    click(roll);
    SeededDice dice(7);
    const CheckRoll r = rollCheck(spec, editor()->rules(), dice);
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_EQ(window->session()->store().rolls().first().result, QString::number(r.cat + 1));
    EXPECT_TRUE(result().contains(u"; obsession tags Gold +1: CAT %1 → %2 (L222)"_s.arg(r.cat).arg(r.cat + 1))) << result().toStdString();
    EXPECT_EQ(storedSin().methodsUsed, QStringList{u"reveal its weakness"_s}) << "L230: the way is spent against Greed";
    EXPECT_EQ(int(window->session()->store().timeline().size()), stepsBefore + 1) << "the roll and the Sin: one step";
    EXPECT_EQ(list->item(0)->checkState(), Qt::Unchecked) << "activated for one check";
    shots(u"soul-obsession-rolled"_s, soulUi()->checkDock());

    undo();
    EXPECT_TRUE(storedSin().methodsUsed.isEmpty());
    redo();
    EXPECT_EQ(storedSin().methodsUsed, QStringList{u"reveal its weakness"_s});
}

// L230 「相同的使用方式无法对同一个罪孽重复生效；一名角色每轮只能激活1次执念标签」
TEST_F(SoulCheckObsessionTest, Rule38_OnceARoundAndEachWayOnceAgainstASin_L230)
{
    chooseSin();
    auto *roll = find<QPushButton>(panel, u"soulCheckRoll"_s);
    auto *method = find<QLineEdit>(panel, u"soulCheckMethod"_s);
    tickRow(3); // Debt: CAT −1
    tickRow(0); // Gold: CAT +1
    tickRow(1); // Gold: CAT −1 unticks Gold +1
    auto *list = find<QListWidget>(panel, u"soulCheckObsessions"_s);
    EXPECT_EQ(list->item(0)->checkState(), Qt::Unchecked);
    EXPECT_EQ(list->item(1)->checkState(), Qt::Checked);
    retype(method, u"enrage it"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"11"_s);
    EXPECT_TRUE(odds().contains(u"Obsession tags Gold −1, Debt −1: CAT -2 on each value (L222, never below 0)"_s)) << odds().toStdString();
    click(roll);
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    CheckSpec spec;
    spec.specialtyCap = stored(1).lingshi - 1;
    SeededDice dice(11);
    const CheckRoll r = rollCheck(spec, editor()->rules(), dice);
    EXPECT_EQ(window->session()->store().rolls().first().result, QString::number(std::max(0, r.cat - 2))) << "never below 0";

    tickRow(2); // Debt: CAT +1, the same round
    retype(method, u"distract it"_s);
    EXPECT_EQ(odds(), u"Obsession tags Debt +1: A character activates obsession tags once per round (L230)."_s);
    EXPECT_FALSE(roll->isEnabled());
    click(find<QPushButton>(panel, u"soulCheckNewRound"_s));
    EXPECT_TRUE(roll->isEnabled()) << "a new round";
    retype(method, u"enrage it"_s);
    EXPECT_EQ(odds(), u"Obsession tags Debt +1: The same way works only once against the same Sin (L230)."_s);
    EXPECT_FALSE(roll->isEnabled());
    retype(method, u"distract it"_s);
    click(roll);
    EXPECT_EQ(window->session()->store().rolls().size(), 2);
    EXPECT_EQ(storedSin().methodsUsed, (QStringList{u"enrage it"_s, u"distract it"_s}));
}

} // namespace
