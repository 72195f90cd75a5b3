// File ▸ Export to Fari (issue #17): offered for the Fate sheet shown (File and Fate menus, not on
// the first screen), a save dialog, a message that says what was written and what Fari has no
// place for; the file read back by Fari's importer keeps every value, and comes in again through
// File ▸ Import from Fari as the same character.
#include "fatefixture.h"

#include "systems/fate/fateexport.h"
#include "systems/fate/fateimport.h"
#include "systems/fate/io/fari.h"

#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

using FateExportTest = FateWindowTest;

QByteArray fariFixture(const QString &name)
{
    QFile file(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/fate/"_s + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// Runs `drive` once a modal widget of type W is up (polling: a dialog may open after another).
template <typename W>
void whenModal(const std::function<void(W &)> &drive, bool *driven)
{
    auto *timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, drive, driven] {
        if (auto *w = qobject_cast<W *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            *driven = true;
            drive(*w);
        }
    });
    timer->start();
}

void expectSameForFari(const fate::Character &b, const fate::Character &c)
{
    EXPECT_EQ(b.name, c.name);
    EXPECT_EQ(b.description, c.description);
    ASSERT_EQ(b.aspects.size(), c.aspects.size());
    for (qsizetype i = 0; i < c.aspects.size(); ++i)
        EXPECT_EQ(b.aspects.at(i).text, c.aspects.at(i).text);
    for (const fate::Skill &k : fate::test::pack().skills)
        EXPECT_EQ(b.rating(k.id), c.rating(k.id)) << k.id.toStdString();
    ASSERT_EQ(b.stunts.size(), c.stunts.size());
    for (qsizetype i = 0; i < c.stunts.size(); ++i)
        EXPECT_EQ(b.stunts.at(i).name, c.stunts.at(i).name);
    EXPECT_EQ(b.refresh, c.refresh);
    EXPECT_EQ(b.fatePoints, c.fatePoints);
    EXPECT_EQ(b.physicalStress, c.physicalStress);
    EXPECT_EQ(b.mentalStress, c.mentalStress);
    EXPECT_EQ(b.consequences, c.consequences);
    EXPECT_EQ(b.extras, c.extras);
}

TEST_F(FateExportTest, OfferedOnTheFileMenuForTheFateSheetShown)
{
    const QList<QAction *> exports = fateUi()->exportActions();
    ASSERT_EQ(exports.size(), 1);
    QAction *exportFari = exports.first();
    EXPECT_EQ(exportFari->objectName(), u"exportFari"_s);
    EXPECT_EQ(exportFari->text(), u"E&xport to Fari…"_s);
    const QMenu *file = window->menuBar()->actions().first()->menu();
    EXPECT_TRUE(file->actions().contains(exportFari));
    EXPECT_FALSE(exportFari->isEnabled()); // no sheet shown
    const qint64 id = add(played());
    open(id);
    EXPECT_TRUE(exportFari->isEnabled());
    window->sheetTabs()->setCurrentIndex(0); // the campaign's home tab
    EXPECT_FALSE(exportFari->isEnabled());
    languages.setLanguage(Language::TraditionalChinese);
    QTest::qWait(1);
    EXPECT_EQ(exportFari->text(), u"匯出至 Fari(&X)…"_s);
    languages.setLanguage(Language::SimplifiedChinese);
    QTest::qWait(1);
    EXPECT_EQ(exportFari->text(), u"导出到 Fari(&X)…"_s);
}

// A Fari character imported, shown, exported with the menu and the save dialog: Fari's importer
// reads every value back; Import from Fari brings it in again as the same character.
TEST_F(FateExportTest, AnImportedCharacterExportsBackWithItsValues)
{
    const ui::FateImportOutcome in = ui::FateImport::importFile(editor(), fariFixture(u"ada.fari.json"_s));
    ASSERT_TRUE(in.sheet.has_value()) << in.message.toStdString();
    const qint64 id = in.sheet->id.toLongLong();
    fate::Character ada = stored(id);
    ada.physicalStress[1] = true;
    ada.consequences = {{u"mild"_s, u"Grazed"_s, true, {}, {}}};
    ada.boosts = {u"Off Balance"_s}; // Fari has no place for it: reported
    editor()->push(u"hurt"_s, [&](store::CampaignStore &s) { return fate::saveCharacter(s, id, ada, u"t"_s, u"t"_s); });
    open(id);
    const QString path = dir.filePath(u"ada-out.fari.json"_s);
    bool saved = false;
    bool told = false;
    QString message;
    QString details;
    whenModal<QFileDialog>([&](QFileDialog &d) {
        EXPECT_TRUE(d.selectedFiles().value(0).endsWith(u"Ada Quill.fari.json"_s)) << d.selectedFiles().value(0).toStdString();
        whenModal<QMessageBox>([&](QMessageBox &box) {
            message = box.text();
            details = box.detailedText();
            box.accept();
        }, &told);
        // The path typed into the dialog's file name, as a user does, and Enter.
        auto *name = d.findChild<QLineEdit *>(u"fileNameEdit"_s);
        ASSERT_NE(name, nullptr);
        QTest::qWait(50); // the dialog's folder model settles (it re-selects the proposed name)
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Delete);
        QTest::keyClicks(name, path);
        QTest::keyClick(name, Qt::Key_Return);
    }, &saved);
    fateUi()->exportActions().first()->trigger();
    EXPECT_TRUE(saved);
    ASSERT_TRUE(told);
    EXPECT_TRUE(message.contains(u"Ada Quill was exported to"_s)) << message.toStdString();
    EXPECT_TRUE(message.contains(u"no place for"_s)) << message.toStdString();
    EXPECT_TRUE(details.contains(u"Off Balance"_s)) << details.toStdString();

    EXPECT_TRUE(message.contains(QDir::toNativeSeparators(path))) << message.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const fate::FariImport back = fate::importFari(bytes, editor()->pack());
    ASSERT_TRUE(back.ok()) << back.errors.join(u"; "_s).toStdString();
    expectSameForFari(*back.character, stored(id));
    const ui::FateImportOutcome again = ui::FateImport::importFile(editor(), bytes);
    ASSERT_TRUE(again.sheet.has_value()) << again.message.toStdString();
    expectSameForFari(stored(again.sheet->id.toLongLong()), stored(id));
}

TEST_F(FateExportTest, AFileThatCannotBeWrittenIsSaidInWords)
{
    const qint64 id = add(played());
    const ui::FateExportOutcome out = ui::FateExport::exportFile(*editor(), id, dir.filePath(u"no/such/folder/x.fari.json"_s));
    EXPECT_FALSE(out.ok);
    EXPECT_TRUE(out.message.startsWith(u"Could not write"_s)) << out.message.toStdString();
    EXPECT_FALSE(ui::FateExport::exportFile(*editor(), id + 100, dir.filePath(u"y.fari.json"_s)).ok);
}

} // namespace
} // namespace sw::test
