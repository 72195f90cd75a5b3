// Taking entries of the campaign's content packs onto a 狩魂者 sheet (issue #21; catalogue.h): the
// sheet's button opens the picker, a row is clicked and Take pressed (or Return);
// legal entries are taken, one undo step each; an ultimate above the sheet's 灵识 (rule 8, L138-L140)
// and a prepared technique past the Load budget 灵识 − 4 (rule 39, L267) are refused with the rule code.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/soulpickdialog.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

constexpr auto kPack = R"({
  "format": 1, "id": "pick_pack", "version": "1.0.0", "system": "soulhunter", "for_pack": "soulhunter_zhuijia",
  "name": {"zh_CN": "拣选测试", "en": "Picking test"}, "source": "written for Sheetwright's tests",
  "marks": [{"id": "sharp", "name": {"zh_CN": "锐利", "en": "Sharp"}}],
  "soul_weapons": [{"id": "devourer", "name": {"zh_CN": "噬魂刃", "en": "Soul Devourer"}}],
  "ultimates": [{"id": "rift", "name": {"zh_CN": "裂空", "en": "Rift"}, "tier": 1}],
  "enchantments": [{"id": "narrative", "name": {"zh_CN": "叙事", "en": "Narrative"}}],
  "techniques": [
    {"id": "strike", "name": {"zh_CN": "打击", "en": "Strike"}, "schools": ["universal"], "tier": "basic", "load": 1},
    {"id": "bind", "name": {"zh_CN": "缚咒", "en": "Binding"}, "schools": ["universal"], "tier": "basic", "load": 3, "cat": 2}
  ]
})";

class SoulPickTest : public sw::test::SoulWindowTest
{
protected:
    void SetUp() override
    {
        SoulWindowTest::SetUp();
        setSetting(u"soul_weapon_lingshi"_s, 5);
        setSetting(u"ultimate1_lingshi"_s, 8);
        id = addNew(u"Lin"_s);
        Character c = stored(id);
        c.lingshi = 6; // the soul weapon at 5, tier-1 ultimates at 8 (心魂 0: no reduction); Load budget 2
        ASSERT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
        const ContentLoad loaded = contentFromJson(QJsonDocument::fromJson(QByteArray(kPack)).object(), u"pick.json"_s);
        ASSERT_TRUE(loaded.errors.isEmpty()) << loaded.errors.join(u"; "_s).toStdString();
        ASSERT_TRUE(editor()->push(u"import"_s, [&](sw::store::CampaignStore &s) { return importContent(s, *loaded.content); }));
        QWidget *sheet = open(id);
        click(find<QPushButton>(sheet, u"soulPickEntry"_s));
        QTest::qWait(1);
        dialog = window->findChild<sw::ui::SoulPickDialog *>(u"soulPickDialog"_s);
        ASSERT_NE(dialog, nullptr);
        list = find<QListWidget>(dialog, u"soulPickList"_s);
    }
    int row(const QString &startsWith) const
    {
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->text().startsWith(startsWith))
                return i;
        }
        ADD_FAILURE() << startsWith.toStdString();
        return -1;
    }
    void clickRow(int r) { QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(r)).center()); }
    QString status() const { return find<QLabel>(dialog, u"soulPickStatus"_s)->text(); }


    // What the player sees, in the three languages (saved when SHEETWRIGHT_SHOTS names a folder).
    void shots(const QString &name, QWidget *what)
    {
        for (sw::Language l : sw::kAllLanguages) {
            languages.setLanguage(l);
            shot(name + u'-' + sw::languageCode(l), what);
        }
        languages.setLanguage(sw::Language::English);
    }

    qint64 id = 0;
    sw::ui::SoulPickDialog *dialog = nullptr;
    QListWidget *list = nullptr;
};

// L138 「灵魂武器…灵识」 and L139-L140: the soul weapon at its threshold is taken; the tier-1 ultimate
// above the sheet's 灵识 is refused by soulhunter.unlock.lingshi and nothing is written.
TEST_F(SoulPickTest, Rule8_EntriesAboveTheSheetsSpiritAwarenessAreRefusedWithTheRuleCode_L138_L140)
{
    ASSERT_EQ(list->count(), 6);
    EXPECT_EQ(list->item(row(u"Soul weapon: Soul Devourer"_s))->text(), u"Soul weapon: Soul Devourer (pick_pack)"_s);
    EXPECT_EQ(list->item(row(u"Ultimate, tier 1: Rift"_s))->text(), u"Ultimate, tier 1: Rift (pick_pack) — refused: soulhunter.unlock.lingshi"_s);
    clickRow(row(u"Soul weapon"_s));
    const int steps = int(window->session()->store().timeline().size());
    click(find<QPushButton>(dialog, u"soulPickTake"_s));
    ASSERT_EQ(stored(id).unlocks.size(), 1);
    EXPECT_EQ(stored(id).unlocks.first(), (Unlock{u"噬魂刃"_s, {}, 0}));
    EXPECT_EQ(int(window->session()->store().timeline().size()), steps + 1);
    EXPECT_EQ(status(), u"Soul Devourer is on the sheet."_s);

    clickRow(row(u"Ultimate, tier 1: Rift"_s));
    click(find<QPushButton>(dialog, u"soulPickTake"_s));
    EXPECT_EQ(stored(id).unlocks.size(), 1) << "refused: nothing written";
    EXPECT_TRUE(status().startsWith(u"Rift was not taken: soulhunter.unlock.lingshi: "_s)) << status().toStdString();
    shots(u"soul-pick-dialog"_s, dialog);
    shots(u"soul-pick-sheet"_s, window.get());

    undo();
    EXPECT_TRUE(stored(id).unlocks.isEmpty());
    redo();
    EXPECT_EQ(stored(id).unlocks.size(), 1);
}

// L267 「准备总负载不超过［灵识-4］L的技艺」: Strike (Load 1) prepared fits the budget of 2; Binding
// (Load 3) prepared does not (soulhunter.technique.load_budget), learned unprepared it does.
TEST_F(SoulPickTest, Rule39_APreparedTechniquePastTheLoadBudgetIsRefused_L267)
{
    EXPECT_EQ(list->item(row(u"Technique, Load 1: Strike"_s))->text(), u"Technique, Load 1: Strike (pick_pack)"_s);
    EXPECT_EQ(list->item(row(u"Technique, Load 3: Binding"_s))->text(),
              u"Technique, Load 3: Binding (pick_pack) — refused: soulhunter.technique.load_budget"_s);
    // Clicked, then Return takes it.
    clickRow(row(u"Technique, Load 1: Strike"_s));
    QTest::keyClick(list, Qt::Key_Return);
    ASSERT_EQ(stored(id).techniques.size(), 1);
    EXPECT_EQ(stored(id).techniques.first().name, u"打击"_s);
    EXPECT_TRUE(stored(id).techniques.first().prepared);

    clickRow(row(u"Technique, Load 3: Binding"_s));
    click(find<QPushButton>(dialog, u"soulPickTake"_s));
    EXPECT_EQ(stored(id).techniques.size(), 1);
    EXPECT_TRUE(status().startsWith(u"Binding was not taken: soulhunter.technique.load_budget: "_s)) << status().toStdString();

    tick(find<QCheckBox>(dialog, u"soulPickPrepare"_s)); // learned, not prepared: no Load counted
    EXPECT_EQ(list->item(row(u"Technique, Load 3: Binding"_s))->text(), u"Technique, Load 3: Binding (pick_pack)"_s);
    clickRow(row(u"Technique, Load 3: Binding"_s));
    click(find<QPushButton>(dialog, u"soulPickTake"_s));
    ASSERT_EQ(stored(id).techniques.size(), 2);
    EXPECT_FALSE(stored(id).techniques.at(1).prepared);

    // A mark and an enchantment, by the keyboard: the row chosen with the arrows, Return takes it.
    list->setFocus();
    list->setCurrentRow(0);
    QTest::keyClick(list, Qt::Key_Return);
    ASSERT_EQ(stored(id).marks.size(), 1);
    EXPECT_EQ(stored(id).marks.first().type, u"锐利"_s);
    QTest::keyClick(list, Qt::Key_End);
    QTest::keyClick(list, Qt::Key_Return);
    ASSERT_EQ(stored(id).enchantments.size(), 1);
    EXPECT_EQ(stored(id).enchantments.first().name, u"叙事"_s);
}

} // namespace
