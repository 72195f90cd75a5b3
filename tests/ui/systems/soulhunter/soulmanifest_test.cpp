// 显能 where a player meets it (spec §16-§17; rules 41, 43, 44; seed L246-L258, L268-L269): in the
// check dock a technique is shown with one school, whose attribute becomes the key attribute, and
// what breaks the rule is said before the roll; on the sheet an improvised manifestation says what
// its Narrative POW reaches and refuses healing beyond the MP paid outside combat, in words.
#include "ui/systems/soulhunter/soulfixture.h"
#include "common/undolabel.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "systems/soulhunter/soulimprovisedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulManifestTest : public sw::test::SoulWindowTest
{
protected:
    qint64 addHunter()
    {
        setSetting(u"mp_base_max"_s, 5);
        const qint64 id = addNew(u"Lin"_s);
        Character c = stored(id);
        c.attributes = {3, 5, 1}; // 心魂 1: no mark from it (D6)
        c.lingshi = 10;
        c.mp = 4;
        c.damage = 3;
        c.techniques = {{u"影刃"_s, {School::Martial}, Tier::Standard, 1, 0, true, false},
                        {u"缚咒"_s, {School::Spell}, Tier::Standard, 1, 0, false, false},
                        {u"双修"_s, {School::Martial, School::Spell}, Tier::Standard, 1, 0, true, false}};
        EXPECT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
        return id;
    }
    static void down(QComboBox *box, int times = 1)
    {
        box->setFocus();
        for (int i = 0; i < times; ++i)
            QTest::keyClick(box, Qt::Key_Down);
    }
};

// L268 「只有已准备的技艺才能展现」「选择其中1个系别作为此次显能的唯一系别」; L269 the school's attribute is the key.
TEST_F(SoulManifestTest, Rule41_ATechniqueIsShownWithOneSchoolWhoseAttributeIsTheKey_L268_L269)
{
    addHunter();
    soulUi()->checkDock()->toggleViewAction()->trigger();
    QWidget *panel = soulUi()->checks();
    auto *technique = find<QComboBox>(panel, u"soulCheckTechnique"_s);
    auto *school = find<QComboBox>(panel, u"soulCheckSchool"_s);
    auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
    auto *odds = find<QLabel>(panel, u"soulCheckOdds"_s);
    auto *roll = find<QPushButton>(panel, u"soulCheckRoll"_s);
    ASSERT_EQ(technique->count(), 4);
    EXPECT_EQ(technique->itemText(2), u"缚咒 (not prepared)"_s);
    EXPECT_TRUE(technique->toolTip().contains(u"Rule 41 (L268-L269)"_s));

    down(technique); // 影刃, martial arts only: 体魄 3 is the key
    EXPECT_EQ(attribute->currentData().toString(), u"physique"_s);
    EXPECT_FALSE(attribute->isEnabled()) << "the school decides (L269)";
    EXPECT_TRUE(odds->text().startsWith(u"Modifiers 3, against 10."_s)) << odds->text().toStdString();

    down(technique); // 缚咒 is not prepared
    EXPECT_EQ(odds->text(), u"Technique 缚咒: Only a prepared technique is shown (L268)."_s);
    EXPECT_FALSE(roll->isEnabled());

    down(technique); // 双修: two schools, none chosen yet
    EXPECT_EQ(odds->text(), u"Technique 双修: Choose martial arts or spellcraft as the one school of this manifestation (L268)."_s);
    EXPECT_FALSE(roll->isEnabled());
    down(school, 2); // spellcraft: 智慧 5 is the key
    EXPECT_EQ(school->currentText(), u"spellcraft (Wisdom)"_s);
    EXPECT_EQ(attribute->currentData().toString(), u"wisdom"_s);
    EXPECT_TRUE(odds->text().startsWith(u"Modifiers 5, against 10."_s)) << odds->text().toStdString();
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"3"_s);
    click(roll);
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_EQ(sw::undoLabelText(window->session()->store().rolls().first().label), // stored language-neutral (#16)
               u"Check against 10, showing 双修"_s);
    shot(u"soul-technique-en"_s);
    for (const auto &[language, words] : {std::pair{sw::Language::SimplifiedChinese, u"法术（智慧）"_s}, {sw::Language::TraditionalChinese, u"法術（智慧）"_s}}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents();
        EXPECT_EQ(school->currentText(), words);
        shot(u"soul-technique-"_s + sw::languageCode(language));
    }
    languages.setLanguage(sw::Language::English);
    QCoreApplication::processEvents();

    down(technique, 0);
    technique->setFocus();
    QTest::keyClick(technique, Qt::Key_Home); // none: the key attribute is the player's again
    EXPECT_TRUE(attribute->isEnabled());
}

// L246 「在非战斗状态下…为自身恢复的HP和MP各自最多为支付的MP」; L248-L258 the 【叙事】 POW table.
TEST_F(SoulManifestTest, Rule43_Rule44_AnImprovisedManifestationSaysItsCapAndScale_L246_L248_L258)
{
    const qint64 id = addHunter();
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    auto *button = find<QPushButton>(sheet, u"soulImprovise"_s);
    click(button);
    auto *dialog = sheet->findChild<sw::ui::SoulImproviseDialog *>(u"soulImproviseDialog"_s);
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    auto *explain = find<QLabel>(dialog, u"soulImproviseExplain"_s);
    auto *apply = find<QPushButton>(dialog, u"soulImproviseApply"_s);
    typeInto(find<QSpinBox>(dialog, u"soulImprovisePaid"_s), u"2"_s);
    typeInto(find<QSpinBox>(dialog, u"soulImproviseHp"_s), u"3"_s);
    const QString cap = u"Outside combat an improvised manifestation restores at most as much HP, and as much MP, as the MP paid (L246)."_s;
    EXPECT_TRUE(explain->text().contains(u"Not allowed: "_s + cap)) << explain->text().toStdString();
    click(apply);
    EXPECT_TRUE(apply->property("refusal").toString().contains(cap));
    EXPECT_EQ(stored(id).mp, 4);
    tick(find<QCheckBox>(dialog, u"soulImproviseInCombat"_s)); // in combat: no cap
    EXPECT_FALSE(explain->text().contains(u"Not allowed"_s)) << explain->text().toStdString();

    typeInto(find<QSpinBox>(dialog, u"soulImprovisePow"_s), u"2"_s);
    EXPECT_TRUE(explain->text().startsWith(u"Narrative POW 2 reaches at most (L249-L258): People: a small team; Object size: large animal; "
                                           "Area: a whole room; Distance: across the street; Speed: fast animal; Bulk: large."_s))
        << explain->text().toStdString();
    auto *area = find<QComboBox>(dialog, u"soulImproviseAspect2"_s);
    down(area, 5); // POW 4: a whole building
    EXPECT_EQ(area->currentText(), u"POW 4: a whole building"_s);
    EXPECT_TRUE(explain->text().contains(u"Not allowed: The scale is beyond the row of the Narrative POW (L248-L258)."_s))
        << explain->text().toStdString();
    click(apply);
    EXPECT_EQ(stored(id).mp, 4);
    area->setFocus();
    QTest::keyClick(area, Qt::Key_Up);
    QTest::keyClick(area, Qt::Key_Up); // POW 2: a whole room
    EXPECT_FALSE(explain->text().contains(u"Not allowed"_s));
    click(apply);
    EXPECT_EQ(stored(id).mp, 2);
    EXPECT_EQ(stored(id).damage, 0);
    undo();
    EXPECT_EQ(stored(id).mp, 4);
    EXPECT_EQ(stored(id).damage, 3);

    // The table in the seed's own words in zh_CN.
    shot(u"soul-improvise-en"_s, dialog);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    QCoreApplication::processEvents();
    EXPECT_TRUE(explain->text().contains(u"区域：整个房间"_s)) << explain->text().toStdString();
    EXPECT_EQ(area->itemText(5), u"POW 4：整栋建筑"_s);
    shot(u"soul-improvise-zh_CN"_s, dialog);
    languages.setLanguage(sw::Language::TraditionalChinese); // the seed's words converted (spec §23)
    QCoreApplication::processEvents();
    EXPECT_TRUE(explain->text().contains(u"區域：整個房間"_s)) << explain->text().toStdString();
    shot(u"soul-improvise-zh_TW"_s, dialog);
}

} // namespace
