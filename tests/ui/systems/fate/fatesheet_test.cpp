// The Fate character sheet as a player meets it (issue #17): every illegal click refused with the
// rule in words, GM override honoured, stress following Physique, consequences and recovery,
// undo and redo, the language switch, a restart.
#include "ui/systems/fate/fatefixture.h"
#include "widgets/boxtrack.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

class FateSheetTest : public sw::test::FateWindowTest
{
};

TEST_F(FateSheetTest, OpensWithEveryPartOfTheSheet)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    EXPECT_EQ(sheet->windowTitle(), u"Charles"_s);
    EXPECT_EQ(find<QLineEdit>(sheet, u"aspectText0"_s)->text(), u"Occult Investigator"_s);
    EXPECT_EQ(find<QSpinBox>(sheet, u"skill_investigate"_s)->text(), u"Great (+4)"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"pyramidRow4"_s)->text().contains(u"Investigate"_s));
    EXPECT_EQ(find<QLabel>(sheet, u"fatePoints"_s)->text(), u"3"_s);
    EXPECT_EQ(find<sw::ui::BoxTrack>(sheet, u"stress_physical"_s)->count(), 4); // Physique +1
    EXPECT_NE(find<QLineEdit>(sheet, u"consequence_mild"_s), nullptr);
    EXPECT_EQ(sheet->findChild<QLineEdit *>(u"consequence_mild_physical"_s), nullptr); // needs Superb
    shot(u"fate-sheet-en"_s);
}

// Rule 18 on a click: a skill raised past its column is refused, said in words, and nothing moves.
TEST_F(FateSheetTest, AColumnBreakingRatingIsRefusedInWords)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    auto *physique = find<QSpinBox>(sheet, u"skill_physique"_s);
    typeInto(physique, u"2"_s);
    EXPECT_EQ(stored(id).rating(u"physique"_s), 1);
    EXPECT_EQ(physique->value(), 1);
    EXPECT_TRUE(status().contains(u"Column rule"_s)) << status().toStdString();
    EXPECT_TRUE(physique->property("refusal").toString().contains(u"Fair (+2)"_s));
    EXPECT_FALSE(window->action(u"undo"_s)->text().contains(u"Physique"_s));
}

// GM override (as for Blades): the same click goes through, the rule recorded with the reason.
TEST_F(FateSheetTest, GmOverrideLetsTheRuleThroughAndRecordsIt)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    fateUi()->setOverride(true, u"house rule"_s);
    typeInto(find<QSpinBox>(sheet, u"skill_physique"_s), u"2"_s);
    EXPECT_EQ(stored(id).rating(u"physique"_s), 2);
    ASSERT_EQ(stored(id).overrides.size(), 1);
    EXPECT_EQ(stored(id).overrides.first().code, u"fate.skills.column"_s);
    EXPECT_EQ(stored(id).overrides.first().reason, u"house rule"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"fateOverrides"_s)->text().contains(u"house rule"_s));
    undo();
    EXPECT_EQ(stored(id).rating(u"physique"_s), 1);
    EXPECT_TRUE(stored(id).overrides.isEmpty());
}

// Rule 26 and §8: no compel refused and no fate point spent below 0.
TEST_F(FateSheetTest, FatePointsNeverGoBelowZero)
{
    sw::fate::Character c = played();
    c.fatePoints = 1;
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    click(find<QPushButton>(sheet, u"refuseCompel"_s));
    EXPECT_EQ(stored(id).fatePoints, 0);
    click(find<QPushButton>(sheet, u"refuseCompel"_s));
    EXPECT_EQ(stored(id).fatePoints, 0);
    EXPECT_TRUE(status().contains(u"cannot be refused"_s)) << status().toStdString();
    click(find<QToolButton>(sheet, u"spendFatePoint"_s));
    EXPECT_TRUE(status().contains(u"below 0"_s)) << status().toStdString();
    click(find<QPushButton>(sheet, u"acceptCompel"_s));
    EXPECT_EQ(stored(id).fatePoints, 1);
    click(find<QPushButton>(sheet, u"startSession"_s)); // rule 21: max(1, refresh 3)
    EXPECT_EQ(stored(id).fatePoints, 3);
    EXPECT_EQ(find<QLabel>(sheet, u"fatePoints"_s)->text(), u"3"_s);
    undo();
    EXPECT_EQ(stored(id).fatePoints, 1);
    redo();
    EXPECT_EQ(stored(id).fatePoints, 3);
}

// Rule 22: the physical track follows Physique at once; a box marked by a click; a consequence
// taken by writing it, its recovery started by a tick (rule 24), cleared by emptying it.
TEST_F(FateSheetTest, StressAndConsequences)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    auto *track = find<sw::ui::BoxTrack>(sheet, u"stress_physical"_s);
    QTest::mouseClick(track, Qt::LeftButton, {}, track->boxRect(1).center());
    EXPECT_EQ(stored(id).physicalStress, (QList<bool>{false, true, false, false}));
    typeInto(find<QSpinBox>(sheet, u"skill_physique"_s), u"0"_s);
    EXPECT_EQ(stored(id).physicalStress, (QList<bool>{false, true, false}));
    EXPECT_EQ(track->count(), 3);
    auto *recovering = find<QCheckBox>(sheet, u"recovering_moderate"_s);
    click(recovering); // nothing written in the slot yet
    EXPECT_TRUE(status().contains(u"before it can recover"_s)) << status().toStdString();
    EXPECT_FALSE(recovering->isChecked());
    retype(find<QLineEdit>(sheet, u"consequence_moderate"_s), u"Broken Arm"_s);
    ASSERT_EQ(stored(id).consequences.size(), 1);
    EXPECT_EQ(stored(id).consequences.first().slot, u"moderate"_s);
    click(recovering);
    EXPECT_TRUE(stored(id).consequences.first().inRecovery);
    EXPECT_TRUE(find<QCheckBox>(sheet, u"recovering_moderate"_s)->isChecked());
    shot(u"fate-sheet-harm"_s);
    retype(find<QLineEdit>(sheet, u"consequence_moderate"_s), QString());
    EXPECT_TRUE(stored(id).consequences.isEmpty());
}

// A Superb Physique opens the extra mild slot; lowering it with the slot taken is refused.
TEST_F(FateSheetTest, TheExtraMildSlotCannotBeLostWhileTaken)
{
    sw::fate::Character c = played();
    c.creation = false;
    c.skills.append({u"physique"_s, 5});
    c.skills.removeIf([](const sw::fate::SkillRating &s) { return s.id == u"physique"_s && s.rating == 1; });
    c.skills.append({u"fight"_s, 1});
    c.physicalStress = QList<bool>(6, false);
    c.consequences.append({u"mild_physical"_s, u"Winded"_s, false, {}, {}});
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    EXPECT_NE(find<QLineEdit>(sheet, u"consequence_mild_physical"_s), nullptr);
    typeInto(find<QSpinBox>(sheet, u"skill_physique"_s), u"4"_s);
    EXPECT_EQ(stored(id).rating(u"physique"_s), 5);
    EXPECT_TRUE(status().contains(u"extra mild slot"_s)) << status().toStdString();
}

TEST_F(FateSheetTest, StuntsMoveRefreshAndARefreshBelowOneIsRefused)
{
    sw::fate::Character c = played();
    c.stunts.append(c.stunts.first());
    c.stunts.append(c.stunts.first());
    c.refresh = 1;
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    withModal<QDialog>([&] { click(find<QPushButton>(sheet, u"addStunt"_s)); }, [](QDialog &d) {
        QTest::keyClicks(d.findChild<QLineEdit *>(u"stuntName"_s), u"One Too Many"_s);
        click(d.findChild<QPushButton *>(u"stuntOk"_s));
    });
    EXPECT_EQ(stored(id).stunts.size(), 5);
    EXPECT_TRUE(status().contains(u"Refresh cannot go below 1"_s)) << status().toStdString();
}

TEST_F(FateSheetTest, SwitchingLanguageRelabelsTheSheet)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    languages.setLanguage(sw::Language::TraditionalChinese);
    QTest::qWait(1);
    EXPECT_EQ(find<QSpinBox>(sheet, u"skill_investigate"_s)->text(), u"傑出（+4）"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"pyramidRow4"_s)->text().contains(u"調查"_s));
    shot(u"fate-sheet-zh_TW"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    QTest::qWait(1);
    EXPECT_EQ(find<QSpinBox>(sheet, u"skill_investigate"_s)->text(), u"杰出（+4）"_s);
    typeInto(find<QSpinBox>(sheet, u"skill_physique"_s), u"2"_s);
    EXPECT_FALSE(status().isEmpty());
    EXPECT_FALSE(status().contains(u"Column rule"_s)) << status().toStdString();
    shot(u"fate-sheet-zh_CN"_s);
}

TEST_F(FateSheetTest, TheSheetSurvivesARestart)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    retype(find<QLineEdit>(sheet, u"aspectText3"_s), u"Library of Forbidden Books"_s);
    window.reset();
    openWindow(false);
    sheet = open(id);
    EXPECT_EQ(find<QLineEdit>(sheet, u"aspectText3"_s)->text(), u"Library of Forbidden Books"_s);
    undo(); // the journal outlives the process
    EXPECT_EQ(stored(id).aspects.at(3).text, u"Library Card"_s);
}

// Rule 21 and rule 24 (spec §7.5: a moderate consequence clears after a full session once in
// recovery): Start of Session tops the fate points up to the refresh and clears the recovering
// moderate consequence; one not in recovery, and a severe one, stay. One undo step.
TEST_F(FateSheetTest, StartOfSessionClearsARecoveringModerateConsequence)
{
    sw::fate::Character c = played();
    c.fatePoints = 1;
    c.consequences = {{u"moderate"_s, u"Cracked Rib"_s, true, {}, {}}, {u"severe"_s, u"Broken Arm"_s, true, {}, {}}};
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    EXPECT_EQ(find<QLineEdit>(sheet, u"consequence_moderate"_s)->text(), u"Cracked Rib"_s);
    click(find<QPushButton>(sheet, u"startSession"_s));
    EXPECT_EQ(stored(id).fatePoints, 3);
    ASSERT_EQ(stored(id).consequences.size(), 1);
    EXPECT_EQ(stored(id).consequences.first().slot, u"severe"_s); // at the next major milestone
    EXPECT_TRUE(find<QLineEdit>(sheet, u"consequence_moderate"_s)->text().isEmpty());
    undo();
    EXPECT_EQ(stored(id), c);
}

} // namespace
