// Free invokes in the dice dock that are not on the roller's own aspects (rule 5, seed L169): one
// the roller holds on another character's aspect, and one an ally holds on a situation aspect and
// offers for this roll — each spent with clicks, no fate point, the holding taken off where it
// lives, one undo step.
#include "ui/systems/fate/fatefixture.h"

#include "systems/fate/fatedicepanel.h"
#include "systems/fate/scene.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class FateFreeInvokeTest : public sw::test::FateWindowTest
{
protected:
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2)); }

    // Bram: an ally (or an enemy) with aspects of his own.
    static sw::fate::Character bram()
    {
        sw::fate::Character b = played();
        b.name = u"Bram"_s;
        const QStringList texts{u"Disgraced Knight"_s, u"Owes the Duke"_s, u"Charles's Old Friend"_s, u"Heavy Armour"_s, u"Stubborn"_s};
        for (qsizetype i = 0; i < b.aspects.size(); ++i)
            b.aspects[i].text = texts.at(i);
        return b;
    }

    sw::ui::FateDicePanel *dock(qint64 roller)
    {
        fateUi()->diceDock()->toggleViewAction()->trigger();
        sw::ui::FateDicePanel *dice = fateUi()->dice();
        auto *character = find<QComboBox>(dice, u"fateRollCharacter"_s);
        character->setCurrentIndex(character->findData(roller));
        auto *skill = find<QComboBox>(dice, u"fateRollSkill"_s);
        skill->setCurrentIndex(skill->findData(u"investigate"_s)); // Great (+4)
        typeInto(find<QSpinBox>(dice, u"fateRollTarget"_s), u"6"_s);
        QTest::keyClicks(find<QLineEdit>(dice, u"fateRollFaces"_s), u"0000"_s);
        click(find<QPushButton>(dice, u"fateRoll"_s));
        return dice;
    }
};

// Rule 5: Charles holds a free invoke on Bram's "Heavy Armour" (he created the advantage): he
// spends it on his roll; no fate point, Bram is owed nothing (rule 27 is for paid invokes).
TEST_F(FateFreeInvokeTest, Rule05_AFreeInvokeHeldOnAnotherCharactersAspect)
{
    sw::fate::Character b = bram();
    b.aspects[3].freeInvokes = {{u"Charles"_s, 1}};
    const qint64 charles = add(played());
    const qint64 other = add(b);
    sw::ui::FateDicePanel *dice = dock(charles);
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Heavy Armour (Bram's, hostile)"_s));
    ASSERT_GE(aspect->currentIndex(), 0);
    tick(find<QCheckBox>(dice, u"fateInvokeFree"_s));
    auto *holder = find<QComboBox>(dice, u"fateInvokeHolder"_s);
    EXPECT_EQ(holder->currentData().toString(), u"Charles"_s);
    EXPECT_EQ(holder->currentText(), u"yours (1 left)"_s);
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_EQ(stored(charles).fatePoints, 3);
    EXPECT_TRUE(stored(other).aspects[3].freeInvokes.isEmpty());
    EXPECT_EQ(stored(other).fatePointsOwed, 0);
    const QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Tie"_s)) << result.toStdString(); // 4 + 0 + 2 = 6 against 6
    undo(); // rule 8: retracted, the free invoke is back
    EXPECT_EQ(stored(other).aspects[3].freeInvokes, (QList<sw::fate::FreeInvokes>{{u"Charles"_s, 1}}));
}

// Rule 5 (seed L169: allies may use the free invokes you created): Bram holds two free invokes on
// the situation aspect "On Fire" and offers one for Charles's roll; Charles holds none there.
TEST_F(FateFreeInvokeTest, Rule05_AnAllysFreeInvokeOfferedForTheRoll)
{
    const qint64 charles = add(played());
    add(bram());
    sw::fate::Scene scene;
    scene.aspects = {{u"On Fire"_s, {{u"Bram"_s, 2}}}};
    editor()->push(u"scene"_s, [&](sw::store::CampaignStore &s) { return s.apply({sw::fate::sceneChange(scene)}, u"t"_s, u"t"_s); });
    sw::ui::FateDicePanel *dice = dock(charles);
    auto *aspect = find<QComboBox>(dice, u"fateInvokeAspect"_s);
    aspect->setCurrentIndex(aspect->findText(u"Situation: On Fire"_s));
    ASSERT_GE(aspect->currentIndex(), 0);
    auto *holder = find<QComboBox>(dice, u"fateInvokeHolder"_s);
    EXPECT_FALSE(holder->isEnabled()); // paid: nobody's free invoke
    tick(find<QCheckBox>(dice, u"fateInvokeFree"_s));
    ASSERT_TRUE(holder->isEnabled());
    ASSERT_EQ(holder->count(), 1);
    EXPECT_EQ(holder->itemText(0), u"Bram's (2 left)"_s);
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_EQ(stored(charles).fatePoints, 3); // free: no fate point
    EXPECT_EQ(sw::fate::scene(window->session()->store()).aspects.first().freeInvokes,
              (QList<sw::fate::FreeInvokes>{{u"Bram"_s, 1}}));
    EXPECT_EQ(holder->itemText(0), u"Bram's (1 left)"_s);
    // Rule 6: free invokes on one aspect stack on the same roll.
    click(find<QPushButton>(dice, u"fateInvoke"_s));
    EXPECT_TRUE(sw::fate::scene(window->session()->store()).aspects.first().freeInvokes.isEmpty());
    const QString result = find<QLabel>(dice, u"fateRollResult"_s)->text();
    EXPECT_TRUE(result.contains(u"Succeed"_s)) << result.toStdString(); // 4 + 0 + 2 + 2 = 8 against 6
    EXPECT_EQ(holder->itemText(0), u"none held"_s);
    click(find<QPushButton>(dice, u"fateInvoke"_s)); // none left: refused in words, nothing spent
    EXPECT_FALSE(status().isEmpty());
    shot(u"fate-dice-ally-invoke-en"_s, dice);
    undo();
    EXPECT_EQ(sw::fate::scene(window->session()->store()).aspects.first().freeInvokes,
              (QList<sw::fate::FreeInvokes>{{u"Bram"_s, 1}}));
}

} // namespace
