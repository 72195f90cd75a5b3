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
        editor->selectAll();
        if (text.toLatin1() == text.toUtf8())
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
    editCell(table, 0, 4, u"martial, spell"_s);
    editCell(table, 0, 6, u"2"_s);
    editCell(table, 0, 7, u"3"_s);
    TechniqueEntry t = pack(u"group_pack"_s)->techniques.first();
    EXPECT_EQ(t.entry.id, u"shadow_blade"_s);
    EXPECT_EQ(t.entry.name.zhCN, u"影刃"_s);
    EXPECT_EQ(t.entry.name.en, u"Shadow Blade"_s);
    EXPECT_EQ(t.schools, (QList<School>{School::Martial, School::Spell}));
    EXPECT_EQ(t.load, 2);
    EXPECT_EQ(t.cat, 3);
    EXPECT_EQ(pack(u"group_pack"_s)->learn(u"shadow_blade"_s)->load, 2) << "a sheet learns it as edited";

    // A Load that is not a number: the schema refuses it, in words; nothing is written.
    editCell(table, 0, 6, u"two"_s);
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

} // namespace
