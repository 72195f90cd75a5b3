// Taking a hit on the sheet (rule 23, spec §7.5), with the clicks and keys a player uses: the
// dialog offers the empty boxes and free slots of the track, OK only once they absorb the hit,
// the inflicter's free invoke on the consequence, one edit that undo takes back whole.
#include "ui/systems/fate/fatefixture.h"

#include "systems/fate/absorbhitdialog.h"
#include "systems/fate/fatedicepanel.h"
#include "systems/fate/odds.h"
#include "systems/fate/scene.h"

#include <QDockWidget>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class FateHitTest : public sw::test::FateWindowTest
{
protected:
    // Clicks a check box on its box (a wide one's middle may be past its words).
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2)); }
};

// Spec §7.5: the extreme slot is not typed into (the consequence would replace no aspect, which a
// stored sheet may not hold: fate.consequence.extreme_replaces); Take a Hit takes it.
TEST_F(FateHitTest, Spec7_5_TheExtremeSlotIsTakenWithAHitNotTyped)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    QLineEdit *extreme = find<QLineEdit>(sheet, u"consequence_extreme"_s);
    EXPECT_TRUE(extreme->isReadOnly());
    EXPECT_TRUE(extreme->toolTip().contains(u"Take a Hit"_s)) << extreme->toolTip().toStdString();
    QTest::mouseClick(extreme, Qt::LeftButton);
    QTest::keyClicks(extreme, u"Haunted"_s);
    QTest::keyClick(extreme, Qt::Key_Return);
    EXPECT_TRUE(stored(id).consequences.isEmpty());
    EXPECT_TRUE(find<QLineEdit>(sheet, u"consequence_mild"_s)->toolTip().isEmpty()); // the others are typed in
    EXPECT_FALSE(find<QLineEdit>(sheet, u"consequence_mild"_s)->isReadOnly());
}

// Rule 23: 4 shifts taken as 2 stress boxes and a mild consequence (2); a consequence's maker
// holds 1 free invoke on it (spec §7.5).
TEST_F(FateHitTest, AHitIsAbsorbedByBoxesAndAConsequenceInOneUndoStep)
{
    const qint64 id = add(played());
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    QPushButton *takeHit = find<QPushButton>(sheet, u"takeHit"_s);
    withModal<sw::ui::AbsorbHitDialog>([&] { click(takeHit); }, [&](sw::ui::AbsorbHitDialog &d) {
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        typeInto(find<QSpinBox>(&d, u"hitShifts"_s), u"4"_s);
        EXPECT_EQ(d.hit(), 4);
        EXPECT_EQ(find<QComboBox>(&d, u"hitTrack"_s)->currentText(), u"Physical stress"_s);
        EXPECT_EQ(d.findChild<QCheckBox *>(u"take_mild_physical"_s), nullptr); // needs Physique +5
        tick(find<QCheckBox>(&d, u"box_0"_s));
        tick(find<QCheckBox>(&d, u"box_1"_s));
        EXPECT_FALSE(ok->isEnabled()); // 2 of 4
        EXPECT_TRUE(find<QLabel>(&d, u"absorbSummary"_s)->text().contains(u"Absorbs 2 of 4"_s));
        tick(find<QCheckBox>(&d, u"take_mild"_s));
        EXPECT_FALSE(ok->isEnabled()); // the consequence is not written yet
        QLineEdit *text = find<QLineEdit>(&d, u"text_mild"_s);
        QTest::mouseClick(text, Qt::LeftButton);
        QTest::keyClicks(text, u"Twisted Knee"_s);
        QLineEdit *by = find<QLineEdit>(&d, u"inflictedBy"_s);
        QTest::mouseClick(by, Qt::LeftButton);
        QTest::keyClicks(by, u"Ghoul"_s);
        EXPECT_TRUE(ok->isEnabled());
        shot(u"fate-absorb-hit-en"_s, &d);
        click(ok);
    });
    {
        const sw::fate::Character c = stored(id);
        EXPECT_EQ(c.physicalStress, (QList<bool>{true, true, false, false}));
        ASSERT_EQ(c.consequences.size(), 1);
        EXPECT_EQ(c.consequences[0].slot, u"mild"_s);
        EXPECT_EQ(c.consequences[0].text, u"Twisted Knee"_s);
        EXPECT_EQ(c.consequences[0].createdBy, u"Ghoul"_s);
        EXPECT_EQ(c.consequences[0].freeInvokes, (QList<sw::fate::FreeInvokes>{{u"Ghoul"_s, 1}}));
    }
    EXPECT_EQ(find<QLineEdit>(sheet, u"consequence_mild"_s)->text(), u"Twisted Knee"_s);
    // The sheet says who holds the free invoke on it.
    bool shown = false;
    for (QLabel *l : sheet->findChildren<QLabel *>())
        shown = shown || l->text().startsWith(u"Free invokes: 1 held by Ghoul."_s);
    EXPECT_TRUE(shown);
    undo(); // one step takes back the boxes and the consequence together
    const sw::fate::Character back = stored(id);
    EXPECT_EQ(back.physicalStress, (QList<bool>(4, false)));
    EXPECT_TRUE(back.consequences.isEmpty());
}

// A hit beyond every empty box and free slot: the dialog says the character is taken out.
TEST_F(FateHitTest, AHitTooBigTakesTheCharacterOut)
{
    sw::fate::Character c = played();
    c.consequences = {{u"mild"_s, u"Bruised"_s, false, {}, {}}};
    const qint64 id = add(c);
    for (const sw::Language language : {sw::Language::English, sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        sw::ui::AbsorbHitDialog dialog(editor()->pack(), stored(id), language, 23, window.get());
        dialog.show();
        // 4 boxes + moderate 4 + severe 6 + extreme 8 = 22 < 23
        const QString summary = find<QLabel>(&dialog, u"absorbSummary"_s)->text();
        EXPECT_TRUE(summary.contains(u"22"_s)) << summary.toStdString();
        EXPECT_FALSE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        EXPECT_EQ(dialog.findChild<QCheckBox *>(u"take_mild"_s), nullptr); // taken already
        shot(u"fate-absorb-taken-out-"_s + sw::languageCode(language), &dialog);
    }
}

// Rule 25: a concession before the opponent rolls owes 1 + the consequences taken in the conflict,
// paid at its end; after the opponent's roll it is refused.
TEST_F(FateHitTest, ConcedingBeforeTheOpponentRollsOwesFatePoints)
{
    sw::fate::Character c = played();
    c.consequences = {{u"mild"_s, u"Bruised"_s, false, {}, {}}};
    const qint64 id = add(c);
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    withModal<QDialog>([&] { click(find<QPushButton>(sheet, u"concede"_s)); }, [&](QDialog &d) {
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        typeInto(find<QSpinBox>(&d, u"consequencesTaken"_s), u"1"_s);
        EXPECT_TRUE(find<QLabel>(&d, u"concessionGain"_s)->text().contains(u"2 fate points"_s));
        tick(find<QCheckBox>(&d, u"opponentRolled"_s));
        EXPECT_FALSE(ok->isEnabled());
        EXPECT_TRUE(find<QLabel>(&d, u"concessionGain"_s)->text().contains(u"rule 25"_s));
        tick(find<QCheckBox>(&d, u"opponentRolled"_s));
        EXPECT_TRUE(ok->isEnabled());
        click(ok);
    });
    EXPECT_EQ(stored(id).fatePointsOwed, 2);
    EXPECT_EQ(stored(id).fatePoints, 3); // paid at the end of the conflict (Pay Out Owed)
    undo();
    EXPECT_EQ(stored(id).fatePointsOwed, 0);
}

// Rule 28 and rule 7 in the dice dock: two helpers add +2 (at most the roller's rating); others'
// "+2 to the difficulty" invokes lift the target; the odds follow before the dice fall; an invoke
// can put +2 on another roll's difficulty instead of this one's.
TEST_F(FateHitTest, TeamworkAndRaisedDifficultiesInTheDiceDock)
{
    const qint64 id = add(played());
    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    auto *character = find<QComboBox>(dice, u"fateRollCharacter"_s);
    character->setCurrentIndex(character->findData(id));
    auto *skill = find<QComboBox>(dice, u"fateRollSkill"_s);
    skill->setCurrentIndex(skill->findData(u"academics"_s)); // Fair (+2)
    typeInto(find<QSpinBox>(dice, u"fateRollTarget"_s), u"3"_s);
    typeInto(find<QSpinBox>(dice, u"fateRollHelpers"_s), u"3"_s); // 3 helpers, capped at +2
    typeInto(find<QSpinBox>(dice, u"fateRollRaises"_s), u"1"_s);  // difficulty 3 + 2 = 5
    const sw::fate::FateOdds odds = sw::fate::oddsAgainstDifficulty(4, 5);
    const QString shown = find<QLabel>(dice, u"fateRollOdds"_s)->text();
    EXPECT_TRUE(shown.contains(u"+4 against Superb (+5)"_s)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(u"(%1/81)"_s.arg(odds.tie.numerator()))) << shown.toStdString();
    QTest::keyClicks(find<QLineEdit>(dice, u"fateRollFaces"_s), u"+000"_s);
    click(find<QPushButton>(dice, u"fateRoll"_s));
    QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Tie"_s)) << result.toStdString(); // 2 + 2 + 1 = 5 against 5
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Old Money"_s));
    auto *effect = find<QComboBox>(dice, u"fateInvokeEffect"_s);
    effect->setCurrentIndex(2); // +2 to another's difficulty
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_EQ(stored(id).fatePoints, 2);
    result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Tie"_s)) << result.toStdString(); // this roll unchanged
    EXPECT_TRUE(result.contains(u"+2 to another roll's difficulty"_s)) << result.toStdString();
    shot(u"fate-dice-teamwork-en"_s, dice);
}

} // namespace

namespace {

// Spec §6.2 (seed L165–L169): a situation aspect made with a free invoke for the roller, kept in
// the campaign's scene (one undo step); the roller's free invoke on it spent on a roll, no fate
// point; the end of the scene clears it.
TEST_F(FateHitTest, SituationAspectsInTheDiceDock)
{
    const qint64 id = add(played());
    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    auto *character = find<QComboBox>(dice, u"fateRollCharacter"_s);
    character->setCurrentIndex(character->findData(id));
    QLineEdit *text = find<QLineEdit>(dice, u"fateSituationText"_s);
    QTest::mouseClick(text, Qt::LeftButton);
    QTest::keyClicks(text, u"On Fire"_s);
    typeInto(find<QSpinBox>(dice, u"fateSituationInvokes"_s), u"1"_s);
    click(find<QPushButton>(dice, u"fateAddSituation"_s));
    sw::fate::Scene scene = sw::fate::scene(window->session()->store());
    ASSERT_EQ(scene.aspects.size(), 1);
    EXPECT_EQ(scene.aspects.first().text, u"On Fire"_s);
    EXPECT_EQ(scene.aspects.first().freeInvokes, (QList<sw::fate::FreeInvokes>{{u"Charles"_s, 1}}));
    undo();
    EXPECT_TRUE(sw::fate::scene(window->session()->store()).aspects.isEmpty());
    redo();

    auto *skill = find<QComboBox>(dice, u"fateRollSkill"_s);
    skill->setCurrentIndex(skill->findData(u"investigate"_s)); // Great (+4)
    typeInto(find<QSpinBox>(dice, u"fateRollTarget"_s), u"6"_s);
    QTest::keyClicks(find<QLineEdit>(dice, u"fateRollFaces"_s), u"0000"_s);
    click(find<QPushButton>(dice, u"fateRoll"_s));
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Situation: On Fire"_s));
    ASSERT_GE(aspect->currentIndex(), 0);
    tick(find<QCheckBox>(dice, u"fateInvokeFree"_s));
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_EQ(stored(id).fatePoints, 3); // free: no fate point
    EXPECT_TRUE(sw::fate::scene(window->session()->store()).aspects.first().freeInvokes.isEmpty());
    const QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Tie"_s)) << result.toStdString(); // 4 + 0 + 2 = 6 against 6
    shot(u"fate-dice-situation-en"_s, dice);
    sw::fate::Character hurt = stored(id);
    hurt.physicalStress[0] = true;
    hurt.boosts = {u"Off Balance"_s};
    hurt.fatePointsOwed = 1; // a hostile invoke on Charles's aspect this scene (rule 27)
    editor()->push(u"hurt"_s, [&](sw::store::CampaignStore &st) { return sw::fate::saveCharacter(st, id, hurt, u"t"_s, u"t"_s); });
    click(find<QPushButton>(dice, u"fateEndScene"_s));
    EXPECT_TRUE(sw::fate::scene(window->session()->store()).aspects.isEmpty());
    EXPECT_EQ(stored(id).physicalStress, QList<bool>(4, false)); // the end of the scene clears stress
    EXPECT_TRUE(stored(id).boosts.isEmpty());                   // and boosts (rule 29)
    EXPECT_EQ(stored(id).fatePoints, 4);                        // the owed fate point is paid (rule 27)
    EXPECT_EQ(stored(id).fatePointsOwed, 0);
    undo(); // one step: the scene and the sheet come back together
    EXPECT_TRUE(stored(id).physicalStress.first());
    EXPECT_EQ(sw::fate::scene(window->session()->store()).aspects.size(), 1);
}

} // namespace
