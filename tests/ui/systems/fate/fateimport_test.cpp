// File ▸ Import from Fari (issue #17): the action on the File menu and the Fate menu; a Fari
// character comes in as one undoable edit; a bad file and a refused rule-breaker change nothing.
#include "fatefixture.h"

#include "systems/fate/fateimport.h"

#include <QFile>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

using FateImportTest = FateWindowTest;

QByteArray fariFixture(const QString &name)
{
    QFile file(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/fate/"_s + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

TEST_F(FateImportTest, TheImportActionIsOfferedWithTheOthers)
{
    QList<QAction *> imports = fateUi()->importActions();
    ASSERT_EQ(imports.size(), 1);
    EXPECT_EQ(imports.first()->objectName(), u"importFari"_s);
    EXPECT_EQ(imports.first()->text(), u"Impor&t from Fari…"_s);
    languages.setLanguage(Language::TraditionalChinese);
    QTest::qWait(1);
    EXPECT_EQ(imports.first()->text(), u"從 Fari 匯入(&T)…"_s);
    languages.setLanguage(Language::SimplifiedChinese);
    QTest::qWait(1);
    EXPECT_EQ(imports.first()->text(), u"从 Fari 导入(&T)…"_s);
}

TEST_F(FateImportTest, AFariCharacterComesInAsOneUndoableEdit)
{
    const ui::FateImportOutcome out = ui::FateImport::importFile(editor(), fariFixture(u"ada.fari.json"_s));
    ASSERT_TRUE(out.sheet.has_value()) << out.message.toStdString();
    EXPECT_TRUE(out.unmapped.join(u'\n').contains(u"PILOTING"_s));
    const fate::Character c = stored(out.sheet->id.toLongLong());
    EXPECT_EQ(c.name, u"Ada Quill"_s);
    EXPECT_EQ(c.rating(u"notice"_s), 4);
    EXPECT_EQ(fate::characters(window->session()->store()).size(), 1);
    undo();
    EXPECT_TRUE(fate::characters(window->session()->store()).isEmpty());
    redo();
    EXPECT_EQ(fate::characters(window->session()->store()).size(), 1);
}

TEST_F(FateImportTest, ABadFileOrARefusedRuleBreakerChangesNothing)
{
    const ui::FateImportOutcome bad = ui::FateImport::importFile(editor(), R"({"fariType": "full"})");
    EXPECT_FALSE(bad.sheet.has_value());
    EXPECT_TRUE(bad.message.contains(u"backup"_s)) << bad.message.toStdString();
    QByteArray twoGreats = fariFixture(u"ada.fari.json"_s);
    twoGreats.replace(R"("label":"ATHLETICS","value":"3")", R"("label":"ATHLETICS","value":"4")");
    const ui::FateImportOutcome refused = ui::FateImport::importFile(editor(), twoGreats);
    EXPECT_TRUE(refused.breaksRules);
    EXPECT_FALSE(refused.rules.isEmpty());
    EXPECT_TRUE(fate::characters(window->session()->store()).isEmpty());
    EXPECT_FALSE(window->action(u"undo"_s)->isEnabled());
    // Import Anyway: the sheet shows what it breaks, as the GM's overrides.
    const ui::FateImportOutcome anyway = ui::FateImport::importFile(editor(), twoGreats, true);
    ASSERT_TRUE(anyway.sheet.has_value()) << anyway.message.toStdString();
    EXPECT_FALSE(stored(anyway.sheet->id.toLongLong()).overrides.isEmpty());
}

} // namespace
} // namespace sw::test
