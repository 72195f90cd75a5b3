// The 狩魂者 UI's journey (issue #21) in zh_CN, zh_TW and en, by clicks and keys: the base
// settings filled in the settings dialog; a character made with the wizard; a check from the dock
// (exact odds shown, the seeded roll in the log); damage past max HP and a break (two 解体
// slashes); an illegal edit refused in the language; an interlude; undo and redo; the campaign
// reopened. SHEETWRIGHT_SHOTS=DIR saves what the player sees at each step.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "systems/soulhunter/soulsettingsdialog.h"
#include "widgets/clockface.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QWizard>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulJourneyTest : public sw::test::SoulWindowTest, public ::testing::WithParamInterface<sw::Language>
{
protected:
    QString code() const { return sw::languageCode(GetParam()); }
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
        QTest::keyClick(edit, Qt::Key_Delete);
        if (text.toLatin1() == text.toUtf8())
            QTest::keyClicks(edit, text);
        else
            edit->insert(text); // as an input method commits it
        QTest::keyClick(edit, Qt::Key_Tab);
    }
};

TEST_P(SoulJourneyTest, FillCreateCheckDamageInterludeUndoRestart)
{
    languages.setLanguage(GetParam());
    // 1. The base settings, from the group's rulebook (values of our own choosing here).
    find<QAction>(soulUi(), u"soulhunterSettings"_s)->trigger();
    auto *dialog = window->findChild<sw::ui::SoulSettingsDialog *>(u"soulSettingsDialog"_s);
    ASSERT_NE(dialog, nullptr);
    const QList<std::pair<QString, int>> base{{u"mp_base_max"_s, 4}, {u"sp_initial_base"_s, 10}, {u"kp_base_max"_s, 2},
                                              {u"skill_points_base"_s, 4}, {u"skill_points_per_wisdom"_s, 1}, {u"skill_level_cost"_s, 1},
                                              {u"skill_level_max"_s, 3}, {u"lingshi_start"_s, 6}, {u"soul_weapon_lingshi"_s, 6},
                                              {u"ultimate1_lingshi"_s, 8}, {u"ultimate2_lingshi"_s, 10}, {u"marks_base"_s, 1},
                                              {u"charm_size_warning"_s, 4}, {u"charm_size_duel"_s, 6}, {u"charm_size_task"_s, 8}, {u"charm_size_event"_s, 6}};
    for (const auto &[key, value] : base) {
        typeInto(find<QSpinBox>(dialog, u"soulSetting_"_s + key), QString::number(value));
    }
    shot(code() + u"_1_settings"_s, dialog);
    EXPECT_TRUE(editor()->rules().missingSettings().isEmpty()) << editor()->rules().missingSettings().join(u' ').toStdString();
    dialog->close();

    // 2. The wizard: 体魄 3, 智慧 4, 心魂 2; 灵知 2; a power with two tags; a trait tag.
    withModal<QWizard>([this] { find<QAction>(soulUi(), u"newSoulhunterWizard"_s)->trigger(); }, [this](QWizard &w) {
        const auto next = [&w] { click(w.button(QWizard::NextButton)); };
        enter(w.findChild<QLineEdit *>(u"soulWizardName"_s), u"林澈"_s);
        next();
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_physique"_s), u"3"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_wisdom"_s), u"4"_s);
        enter(w.findChild<QSpinBox *>(u"soulWizardAttribute_soul"_s), u"2"_s);
        shot(code() + u"_2_wizard"_s, &w);
        next();
        enter(w.findChild<QSpinBox *>(u"soulWizardSkill_lingzhi"_s), u"2"_s);
        next();
        enter(w.findChild<QLineEdit *>(u"soulWizardPower"_s), u"回响"_s);
        for (const QString &t : {u"残响"_s, u"共振"_s}) {
            enter(w.findChild<QLineEdit *>(u"soulWizardTagsText"_s), t);
            click(w.findChild<QPushButton *>(u"soulWizardTagsAdd"_s));
        }
        next();
        enter(w.findChild<QLineEdit *>(u"soulWizardTraitsText"_s), u"冷静"_s);
        click(w.findChild<QPushButton *>(u"soulWizardTraitsAdd"_s));
        click(w.button(QWizard::FinishButton));
    });
    const auto all = characters(window->session()->store());
    ASSERT_EQ(all.size(), 1);
    const qint64 id = all.first().first;
    QWidget *sheet = window->sheetTabs()->currentWidget();
    ASSERT_EQ(sheet->objectName(), u"soulSheet"_s);
    EXPECT_FALSE(find<QLabel>(sheet, u"soulMissingSettings"_s)->isVisible());
    EXPECT_EQ(find<QLabel>(sheet, u"soulGrade_wisdom"_s)->text(), u"C+"_s);
    shot(code() + u"_3_sheet"_s);

    // An illegal edit is refused in the language (rule 1, L43).
    typeInto(find<QSpinBox>(sheet, u"soulAttribute_physique"_s), u"7"_s);
    const QString refusal = GetParam() == sw::Language::English        ? u"At creation an attribute is 0 to 6 (it is 7; L43)."_s
                            : GetParam() == sw::Language::SimplifiedChinese ? u"创建角色时属性值为0到6（目前为7；L43）。"_s
                                                                         : u"創建角色時屬性值為0到6（目前為7；L43）。"_s;
    EXPECT_EQ(status(), refusal);
    EXPECT_EQ(stored(id).attribute(Attribute::Physique), 3);
    click(find<QPushButton>(sheet, u"soulFinishCreation"_s));

    // 3. A check: 智慧 4 against 10, seed 7: the odds before, the roll in the log.
    soulUi()->checkDock()->toggleViewAction()->trigger();
    QWidget *checks = soulUi()->checks();
    auto *attribute = find<QComboBox>(checks, u"soulCheckAttribute"_s);
    attribute->setFocus();
    QTest::keyClick(attribute, Qt::Key_Down); // 体魄
    QTest::keyClick(attribute, Qt::Key_Down); // 智慧
    EXPECT_EQ(attribute->currentData().toString(), u"wisdom"_s);
    enter(find<QSpinBox>(checks, u"soulCheckSeed"_s), u"7"_s);
    EXPECT_TRUE(find<QLabel>(checks, u"soulCheckOdds"_s)->text().contains(u"CAT 1"_s));
    click(find<QPushButton>(checks, u"soulCheckRoll"_s));
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    shot(code() + u"_4_check"_s);

    // 4. Damage: 9 past max HP 4 (D5: 2 + ⌊(3 + 2)/2⌋), then a lethal 5 > 4: damage 0, two slashes.
    auto *amount = find<QSpinBox>(sheet, u"soulDamageAmount"_s);
    typeInto(amount, u"9"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    EXPECT_EQ(stored(id).damage, 9) << status().toStdString();
    enter(find<QLineEdit>(sheet, u"soulDamageHow"_s), u"断臂"_s);
    typeInto(amount, u"5"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    EXPECT_EQ(stored(id).damage, 0);
    EXPECT_EQ(stored(id).jietiSlashes, 2);
    EXPECT_EQ(find<sw::ui::ClockFace>(sheet, u"soulJieti"_s)->value(), 2);
    shot(code() + u"_5_damage"_s);

    // 5. An interlude: one 解体 slash goes with its tag (L150); MP +2×智慧 up to max 5 (D3, D4).
    click(find<QPushButton>(sheet, u"soulEnterInterlude"_s));
    EXPECT_TRUE(stored(id).interlude) << status().toStdString();
    EXPECT_EQ(stored(id).jietiSlashes, 1);
    EXPECT_EQ(stored(id).mp, 5);
    shot(code() + u"_6_interlude"_s);

    // 6. Undo and redo.
    undo();
    EXPECT_FALSE(stored(id).interlude);
    EXPECT_EQ(find<sw::ui::ClockFace>(sheet, u"soulJieti"_s)->value(), 2);
    redo();
    EXPECT_TRUE(stored(id).interlude);
    EXPECT_EQ(find<sw::ui::ClockFace>(sheet, u"soulJieti"_s)->value(), 1);

    // 7. Restart: the campaign keeps the sheet, the settings and the roll.
    openWindow(false);
    EXPECT_EQ(editor()->rules().number(u"mp_base_max"_s), 4);
    EXPECT_EQ(window->session()->store().rolls().size(), 1);
    QWidget *again = open(id);
    EXPECT_EQ(stored(id).jietiSlashes, 1);
    EXPECT_EQ(find<QLabel>(again, u"soulMax_mp"_s)->text().contains(u"5"_s), true);
    shot(code() + u"_7_reopened"_s);
}

INSTANTIATE_TEST_SUITE_P(Languages, SoulJourneyTest,
                         ::testing::Values(sw::Language::SimplifiedChinese, sw::Language::TraditionalChinese, sw::Language::English),
                         [](const auto &param) { return sw::languageCode(param.param).replace(u'_', QString()).toStdString(); });

} // namespace
