// Guided creation within rules 1-10 (spec §19-§20.1) and the growth menu as an undoable ledger
// (rules 45-46, L195-L199), driven by clicks and keys.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/soulwizard.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class SoulWizardTest : public sw::test::SoulWindowTest
{
protected:
    static QString problem(QWizard &w) { return w.currentPage()->findChild<QLabel *>(u"soulWizardProblem"_s)->text(); }
    static void next(QWizard &w) { click(w.button(QWizard::NextButton)); }
    // In a wizard Return presses Next: fields are left with Tab, tags added with their button.
    static void enter(QAbstractSpinBox *box, const QString &text)
    {
        QTest::mouseClick(box, Qt::LeftButton);
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Tab);
    }
    static void enter(QLineEdit *edit, const QString &text)
    {
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Tab);
    }
    static void addTag(QWidget *root, const QString &list, const QString &text)
    {
        enter(root->findChild<QLineEdit *>(list + u"Text"_s), text);
        click(root->findChild<QPushButton *>(list + u"Add"_s));
    }
};

// Rules 1, 4, 5 (L43, L45-L46, L51): each page refuses in words what breaks its rule; the
// character is made in one undoable step with the marks 心魂 grants (D6).
TEST_F(SoulWizardTest, Rules01To10_TheWizardStaysWithinTheCreationLimits_L43_L51_L215)
{
    setSetting(u"skill_points_base"_s, 4);
    setSetting(u"skill_points_per_wisdom"_s, 1);
    setSetting(u"skill_level_cost"_s, 1);
    setSetting(u"skill_level_max"_s, 3);
    withModal<QWizard>([this] { find<QAction>(soulUi(), u"newSoulhunterWizard"_s)->trigger(); }, [this](QWizard &w) {
        next(w);
        EXPECT_EQ(problem(w), u"A character has a name."_s);
        enter(w.findChild<QLineEdit *>(u"soulWizardName"_s), u"Lin"_s);
        next(w);
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_physique"_s), u"7"_s);
        next(w);
        EXPECT_EQ(problem(w), u"At creation an attribute is 0 to 6 (it is 7; L43)."_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_physique"_s), u"5"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_soul"_s), u"2"_s);
        EXPECT_EQ(w.findChild<QLabel *>(u"soulWizardGrade_physique"_s)->text(), u"B"_s);
        next(w);
        EXPECT_TRUE(problem(w).isEmpty());
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_lingzhi"_s), u"3"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_zhijin"_s), u"3"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_yunchou"_s), u"3"_s);
        next(w);
        EXPECT_TRUE(problem(w).startsWith(u"The skills cost 9 skill points; the character has "_s)) << problem(w).toStdString();
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_zhijin"_s), u"0"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_yunchou"_s), u"0"_s);
        next(w);
        enter(w.findChild<QLineEdit *>(u"soulWizardPower"_s), u"Echo"_s);
        for (const QString &t : {u"a"_s, u"b"_s, u"c"_s, u"d"_s})
            addTag(w.currentPage(), u"soulWizardTags"_s, t);
        next(w);
        EXPECT_EQ(problem(w), u"The psychic power has 4 tags; at most 3 (L51, L141)."_s);
        click(w.findChild<QPushButton *>(u"soulWizardTagsRemove"_s));
        next(w);
        for (const QString &t : {u"calm"_s, u"bold"_s, u"kind"_s, u"wary"_s, u"loud"_s, u"shy"_s})
            addTag(w.currentPage(), u"soulWizardTraits"_s, t);
        click(w.button(QWizard::FinishButton));
        EXPECT_EQ(problem(w), u"6 trait tags; at most 5 (L215)."_s);
        click(w.findChild<QPushButton *>(u"soulWizardTraitsRemove"_s));
        click(w.button(QWizard::FinishButton));
    });
    const auto all = sw::soulhunter::characters(window->session()->store());
    ASSERT_EQ(all.size(), 1);
    const sw::soulhunter::Character c = all.first().second;
    EXPECT_EQ(c.name, u"Lin"_s);
    EXPECT_EQ(c.attributes, (std::array<int, 3>{5, 0, 2}));
    EXPECT_EQ(c.skill(u"lingzhi"_s), 3);
    EXPECT_EQ(c.power.tags.size(), 3);
    EXPECT_EQ(c.traitTags.size(), 5);
    ASSERT_EQ(c.marks.size(), 1); // D6: 心魂 2 grants one
    EXPECT_TRUE(c.marks.first().fromSoul);
    ASSERT_NE(window->sheetTabs()->currentWidget(), nullptr);
    EXPECT_EQ(window->sheetTabs()->currentWidget()->objectName(), u"soulSheet"_s);
    undo();
    EXPECT_TRUE(sw::soulhunter::characters(window->session()->store()).isEmpty());
}

// Rule 45 (L195-L199): growth is bought for 2 XP only in an interlude, each a ledger line and one
// undo step; XP is the ledger's sum and never below 0.
TEST_F(SoulWizardTest, Rule45_GrowthCosts2XpOnlyInAnInterludeAsAnUndoableLedger_L195)
{
    setSetting(u"mp_base_max"_s, 3);
    setSetting(u"sp_initial_base"_s, 10);
    setSetting(u"kp_base_max"_s, 2);
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    typeInto(find<QSpinBox>(sheet, u"soulXpAward"_s), u"3"_s);
    click(find<QPushButton>(sheet, u"soulAwardXp"_s));
    EXPECT_EQ(sw::soulhunter::xp(stored(id)), 3);
    click(find<QPushButton>(sheet, u"soulGrowFortune"_s));
    EXPECT_EQ(status(), u"XP is spent only during an interlude (L157, L169, L195)."_s);
    EXPECT_EQ(stored(id).ledger.size(), 1);
    click(find<QPushButton>(sheet, u"soulEnterInterlude"_s));
    click(find<QPushButton>(sheet, u"soulGrowKp"_s));
    EXPECT_EQ(sw::soulhunter::xp(stored(id)), 1);
    EXPECT_EQ(*sw::soulhunter::maxKp(stored(id), editor()->rules()).value, 3); // D23: base 2 + 1
    EXPECT_EQ(find<QLabel>(sheet, u"soulMax_kp"_s)->text(), u"max 3 (D23)"_s);
    EXPECT_EQ(window->action(u"undo"_s)->text(), u"&Undo Lin: +1 KP Maximum"_s); // the option's words (#16)
    click(find<QPushButton>(sheet, u"soulGrowSp"_s));
    EXPECT_EQ(status(), u"Not enough XP: XP is never below 0."_s);
    auto *ledger = find<QListWidget>(sheet, u"soulLedger"_s);
    ASSERT_EQ(ledger->count(), 2);
    EXPECT_EQ(ledger->item(0)->text(), u"+3 XP: XP awarded"_s);
    EXPECT_EQ(ledger->item(1)->text(), u"-2 XP: +1 KP maximum (L196)"_s);
    undo();
    EXPECT_EQ(sw::soulhunter::xp(stored(id)), 3);
    EXPECT_EQ(ledger->count(), 1);
    redo();
    EXPECT_EQ(sw::soulhunter::xp(stored(id)), 1);
}

} // namespace
