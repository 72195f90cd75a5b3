// The campaign's 狩魂者 content packs edited in the app (issue #21: the catalogues "importable as
// JSON content packs and editable in the app"; spec §21 items 7-8, D19): a new pack typed, a
// technique added and its cells edited with keys, a value the schema refuses said in words, each
// change one undo step, an entry removed, the pack exported and a group's pack imported.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/soulcontentdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulContentTest : public sw::test::SoulWindowTest
{
protected:
    sw::ui::SoulContentDialog *openContent()
    {
        auto *action = soulUi()->findChild<QAction *>(u"soulhunterContent"_s);
        EXPECT_NE(action, nullptr);
        action->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<sw::ui::SoulContentDialog *>(u"soulContentDialog"_s);
        EXPECT_NE(dialog, nullptr);
        EXPECT_TRUE(dialog->isVisible());
        return dialog;
    }
    // A cell edited as a player does: scrolled to, clicked, F2, the text typed (non-ASCII committed as an input
    // method does), Return.
    static void editCell(QTableWidget *table, int row, int column, const QString &text)
    {
        table->window()->activateWindow(); // the click that brings the dialog to the front
        ASSERT_TRUE(QTest::qWaitForWindowActive(table->window()));
        table->scrollToItem(table->item(row, column)); // as the player scrolls to it
        const QRect cell = table->visualItemRect(table->item(row, column));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, QPoint(std::min(cell.center().x(), table->viewport()->width() - 8), cell.center().y())); // the last column stretches
        QTest::keyClick(table->viewport(), Qt::Key_F2);
        QLineEdit *editor = nullptr;
        for (QLineEdit *e : table->viewport()->findChildren<QLineEdit *>()) {
            if (e->isVisible())
                editor = e;
        }
        ASSERT_NE(editor, nullptr) << "no cell editor";
        typeAndCommit(editor, text);
    }
    // The text typed into an open cell editor (non-ASCII committed as an input method does, none: Delete),
    // Return.
    static void typeAndCommit(QLineEdit *editor, const QString &text)
    {
        editor->selectAll();
        if (text.isEmpty())
            QTest::keyClick(editor, Qt::Key_Delete);
        else if (text.toLatin1() == text.toUtf8())
            QTest::keyClicks(editor, text);
        else
            editor->insert(text);
        const QPointer<QLineEdit> open(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the text and closes its editor in one queued step: once it is closed the
        // change has been written (or refused). Waiting for that, not for a fixed time, keeps a busy machine
        // from reading the pack before the write.
        ASSERT_TRUE(QTest::qWaitFor([&] { return !open || !open->isVisible(); })) << "the cell editor stayed open";
    }
    // A cell far to the right edited as a player reaches it: its row's first cell clicked, → to it,
    // F2, the text typed, Return.
    static void editByKeys(QTableWidget *table, int row, int column, const QString &text)
    {
        table->window()->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(table->window()));
        table->scrollToItem(table->item(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(row, 0)).center());
        ASSERT_EQ(table->currentColumn(), 0);
        for (int c = 0; c < column; ++c)
            QTest::keyClick(table->viewport(), Qt::Key_Right);
        ASSERT_EQ(table->currentColumn(), column);
        QTest::keyClick(table->viewport(), Qt::Key_F2);
        QLineEdit *editor = nullptr;
        for (QLineEdit *e : table->viewport()->findChildren<QLineEdit *>()) {
            if (e->isVisible())
                editor = e;
        }
        ASSERT_NE(editor, nullptr) << "no cell editor";
        typeAndCommit(editor, text);
    }
    // The group's pack imported, its techniques shown.
    QTableWidget *groupTechniques(sw::ui::SoulContentDialog *dialog)
    {
        EXPECT_TRUE(dialog->importFile(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/soulhunter/group-content.json"_s));
        auto *catalogue = find<QComboBox>(dialog, u"soulContentCatalogue"_s);
        catalogue->setFocus();
        QTest::keyClick(catalogue, Qt::Key_End);
        EXPECT_EQ(catalogue->currentData().toString(), u"techniques"_s);
        dialog->activateWindow(); // the player comes back to the dialog
        EXPECT_TRUE(QTest::qWaitForWindowActive(dialog));
        return find<QTableWidget>(dialog, u"soulContentEntries"_s);
    }
    std::shared_ptr<const Content> pack(const QString &id) const
    {
        for (const auto &c : contents(window->session()->store())) {
            if (c->id == id)
                return c;
        }
        return nullptr;
    }
};

TEST_F(SoulContentTest, AGroupsCataloguesAreEditedEntryByEntryEachOneUndoStep_L264)
{
    auto *dialog = openContent();
    retype(find<QLineEdit>(dialog, u"soulContentNewId"_s), u"group_pack"_s);
    ASSERT_NE(pack(u"group_pack"_s), nullptr);
    EXPECT_EQ(pack(u"group_pack"_s)->forPack, u"soulhunter_zhuijia"_s);
    auto *packs = find<QComboBox>(dialog, u"soulContentPack"_s);
    EXPECT_EQ(packs->currentData().toString(), u"group_pack"_s);

    auto *catalogue = find<QComboBox>(dialog, u"soulContentCatalogue"_s);
    catalogue->setFocus();
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(catalogue, Qt::Key_Down);
    EXPECT_EQ(catalogue->currentData().toString(), u"techniques"_s);
    click(find<QPushButton>(dialog, u"soulContentAdd"_s));
    ASSERT_EQ(pack(u"group_pack"_s)->techniques.size(), 1);
    auto *table = find<QTableWidget>(dialog, u"soulContentEntries"_s);
    ASSERT_EQ(table->rowCount(), 1);
    editCell(table, 0, 0, u"shadow_blade"_s);
    editCell(table, 0, 1, u"影刃"_s);
    editCell(table, 0, 3, u"Shadow Blade"_s);
    editByKeys(table, 0, 4, u"martial, spell"_s);
    editByKeys(table, 0, 6, u"2"_s);
    editByKeys(table, 0, 7, u"3"_s);
    TechniqueEntry t = pack(u"group_pack"_s)->techniques.first();
    EXPECT_EQ(t.entry.id, u"shadow_blade"_s);
    EXPECT_EQ(t.entry.name.zhCN, u"影刃"_s);
    EXPECT_EQ(t.entry.name.en, u"Shadow Blade"_s);
    EXPECT_EQ(t.schools, (QList<School>{School::Martial, School::Spell}));
    EXPECT_EQ(t.load, 2);
    EXPECT_EQ(t.cat, 3);
    EXPECT_EQ(pack(u"group_pack"_s)->learn(u"shadow_blade"_s)->load, 2) << "a sheet learns it as edited";

    // A Load that is not a number: the schema refuses it, in words; nothing is written.
    editByKeys(table, 0, 6, u"two"_s);
    EXPECT_TRUE(table->property("refusal").toString().startsWith(u"The content pack cannot be saved: "_s))
        << table->property("refusal").toString().toStdString();
    EXPECT_EQ(pack(u"group_pack"_s)->techniques.first().load, 2);
    EXPECT_EQ(table->item(0, 6)->text(), u"2"_s) << "the stored value is shown again";

    undo(); // the CAT
    EXPECT_EQ(pack(u"group_pack"_s)->techniques.first().cat, std::nullopt);
    EXPECT_EQ(table->item(0, 7)->text(), QString());
    redo();

    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualItemRect(table->item(0, 0)).center());
    click(find<QPushButton>(dialog, u"soulContentRemove"_s));
    EXPECT_TRUE(pack(u"group_pack"_s)->techniques.isEmpty());
    EXPECT_EQ(table->rowCount(), 0);
    undo();
    EXPECT_EQ(pack(u"group_pack"_s)->techniques.size(), 1);

    // Export, then a group's own pack imported beside it.
    const QString out = dir.filePath(u"group_pack.json"_s);
    ASSERT_TRUE(dialog->exportFile(out));
    const ContentLoad again = loadContent(out);
    ASSERT_NE(again.content, nullptr) << again.errors.join(u"; "_s).toStdString();
    EXPECT_EQ(again.content->techniques.first().entry.name.zhCN, u"影刃"_s);
    ASSERT_TRUE(dialog->importFile(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/soulhunter/group-content.json"_s));
    EXPECT_EQ(packs->count(), 2);
    EXPECT_EQ(packs->currentData().toString(), u"test_group"_s);
    EXPECT_EQ(table->rowCount(), 2) << "its techniques: 打击, 缚咒";
    EXPECT_EQ(table->item(1, 1)->text(), u"缚咒"_s);
    shot(u"soul-content-en"_s, dialog);
    for (const auto &[language, title] : {std::pair{sw::Language::SimplifiedChinese, u"内容包"_s}, {sw::Language::TraditionalChinese, u"內容包"_s}}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents();
        EXPECT_EQ(dialog->windowTitle(), title);
        EXPECT_FALSE(table->item(0, 4)->data(Qt::CheckStateRole).isValid()) << "a schools cell has no box";
        shot(u"soul-content-"_s + sw::languageCode(language), dialog);
    }
}

// L264 「若技艺造成的附魔没有注明POW，则POW等于该技艺的CAT；若没有CAT，则POW为1」 (D19): a technique's
// enchantments are one cell, "id" or "id=POW" each; the POW a sheet gets follows the edit; an
// enchantment the pack does not have, or a POW that is no number, is refused in words.
TEST_F(SoulContentTest, D19_ATechniquesEnchantmentsAreEditedAsACell_L264)
{
    auto *dialog = openContent();
    QTableWidget *table = groupTechniques(dialog);
    ASSERT_EQ(table->rowCount(), 2);
    constexpr int kEnchantments = 8; // id, 3 names, schools, tier, Load, CAT, enchantments
    EXPECT_EQ(table->horizontalHeaderItem(kEnchantments)->text(), u"Enchantments (id or id=POW)"_s);
    EXPECT_EQ(table->item(0, kEnchantments)->text(), u"damage"_s);
    EXPECT_EQ(table->item(1, kEnchantments)->text(), u"narrative=4"_s);
    editByKeys(table, 1, kEnchantments, u"damage, narrative=6"_s);
    const std::shared_ptr<const Content> group = pack(u"test_group"_s); // kept: the entry below lives in it
    ASSERT_NE(group, nullptr);
    const TechniqueEntry *bind = group->technique(u"bind"_s);
    ASSERT_NE(bind, nullptr);
    using Pow = std::pair<QString, std::optional<int>>;
    EXPECT_EQ(bind->enchantments, (QList<Pow>{{u"damage"_s, std::nullopt}, {u"narrative"_s, 6}}));
    EXPECT_EQ(enchantmentPow(*bind, u"damage"_s), 2) << "no POW: the technique's CAT 2";
    EXPECT_EQ(enchantmentPow(*bind, u"narrative"_s), 6);
    EXPECT_EQ(table->item(1, kEnchantments)->text(), u"damage, narrative=6"_s);

    editByKeys(table, 1, kEnchantments, u"fire"_s);
    EXPECT_TRUE(table->property("refusal").toString().startsWith(u"The content pack cannot be saved: "_s))
        << table->property("refusal").toString().toStdString();
    editByKeys(table, 1, kEnchantments, u"narrative=high"_s);
    EXPECT_EQ(pack(u"test_group"_s)->technique(u"bind"_s)->enchantments, (QList<Pow>{{u"damage"_s, std::nullopt}, {u"narrative"_s, 6}}));
    EXPECT_EQ(table->item(1, kEnchantments)->text(), u"damage, narrative=6"_s) << "the stored value is shown again";

    editByKeys(table, 0, kEnchantments, QString()); // none
    EXPECT_TRUE(pack(u"test_group"_s)->technique(u"strike"_s)->enchantments.isEmpty());
    undo();
    EXPECT_EQ(pack(u"test_group"_s)->technique(u"strike"_s)->enchantments, (QList<Pow>{{u"damage"_s, std::nullopt}}));
    undo();
    EXPECT_EQ(pack(u"test_group"_s)->technique(u"bind"_s)->enchantments, (QList<Pow>{{u"narrative"_s, 4}}));
}

// An entry's text in zh-CN, zh-TW and English (the content schema: zh-CN required once there is
// any text): typed into its cells, each one undo step; an English text without a zh-CN one is refused.
TEST_F(SoulContentTest, AnEntrysTextIsEditedInTheThreeLanguages)
{
    auto *dialog = openContent();
    QTableWidget *table = groupTechniques(dialog);
    constexpr int kText = 9;
    EXPECT_EQ(table->horizontalHeaderItem(kText)->text(), u"Text (zh-CN)"_s);
    EXPECT_EQ(table->horizontalHeaderItem(kText + 2)->text(), u"Text (English)"_s);
    editByKeys(table, 0, kText + 2, u"A blow."_s);
    EXPECT_EQ(pack(u"test_group"_s)->technique(u"strike"_s)->entry.text.en, QString()) << "no zh-CN text: refused";
    EXPECT_TRUE(table->property("refusal").toString().startsWith(u"The content pack cannot be saved: "_s));
    editByKeys(table, 0, kText, u"以拳脚打击。"_s);
    editByKeys(table, 0, kText + 1, u"以拳腳打擊。"_s);
    editByKeys(table, 0, kText + 2, u"A blow."_s);
    const ContentEntry strike = pack(u"test_group"_s)->technique(u"strike"_s)->entry;
    EXPECT_EQ(strike.text.zhCN, u"以拳脚打击。"_s);
    EXPECT_EQ(strike.text.zhTW, u"以拳腳打擊。"_s);
    EXPECT_EQ(strike.text.en, u"A blow."_s);
    undo();
    EXPECT_EQ(pack(u"test_group"_s)->technique(u"strike"_s)->entry.text.en, QString());
    EXPECT_EQ(table->item(0, kText + 2)->text(), QString());
}

// The pack's own name (three languages), version (x.y.z) and source, typed and left with Return,
// each one undo step; a version that is not x.y.z and an empty zh-CN name are refused in words.
TEST_F(SoulContentTest, APacksNameVersionAndSourceAreEdited)
{
    auto *dialog = openContent();
    groupTechniques(dialog);
    auto *en = find<QLineEdit>(dialog, u"soulContentPackName_en"_s);
    auto *zhCN = find<QLineEdit>(dialog, u"soulContentPackName_zh_CN"_s);
    auto *version = find<QLineEdit>(dialog, u"soulContentPackVersion"_s);
    auto *source = find<QLineEdit>(dialog, u"soulContentPackSource"_s);
    EXPECT_EQ(zhCN->text(), u"测试团的技艺"_s);
    EXPECT_EQ(version->text(), u"1.0.0"_s);
    retype(en, u"Our techniques"_s);
    EXPECT_EQ(pack(u"test_group"_s)->name.en, u"Our techniques"_s);
    retype(version, u"1.1.0"_s);
    EXPECT_EQ(pack(u"test_group"_s)->version, u"1.1.0"_s);
    retype(source, u"our table, session 12"_s);
    EXPECT_EQ(pack(u"test_group"_s)->source, u"our table, session 12"_s);

    retype(version, u"new"_s);
    EXPECT_EQ(pack(u"test_group"_s)->version, u"1.1.0"_s);
    EXPECT_TRUE(version->property("refusal").toString().startsWith(u"The content pack cannot be saved: "_s))
        << version->property("refusal").toString().toStdString();
    EXPECT_EQ(version->text(), u"1.1.0"_s) << "the stored value is shown again";
    retype(zhCN, QString());
    EXPECT_EQ(pack(u"test_group"_s)->name.zhCN, u"测试团的技艺"_s);
    EXPECT_EQ(zhCN->text(), u"测试团的技艺"_s);

    undo();
    EXPECT_EQ(pack(u"test_group"_s)->source, u"written for Sheetwright's tests: the seed names only 【打击】 (L85) and 【叙事】 (L248)"_s);
    EXPECT_EQ(source->text(), pack(u"test_group"_s)->source);
    undo();
    EXPECT_EQ(pack(u"test_group"_s)->version, u"1.0.0"_s);
    shot(u"soul-content-pack-en"_s, dialog);
    for (sw::Language l : {sw::Language::SimplifiedChinese, sw::Language::TraditionalChinese}) {
        languages.setLanguage(l);
        shot(u"soul-content-pack-"_s + sw::languageCode(l), dialog);
    }
}

} // namespace
