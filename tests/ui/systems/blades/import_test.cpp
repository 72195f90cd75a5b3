// Issue #16: File ▸ Import (and the first screen's Import button) takes a Foundry VTT actor or a
// Sheetwright sheet, picked in the file dialog, and adds it in one undo step; a file it cannot
// take is refused in words and changes nothing.
#include "sheetfixture.h"
#include "startpanel.h"
#include "campaignbrowser.h"
#include "systems/blades/bladesimport.h"
#include "systems/blades/bladesui.h"
#include "systems/blades/store/campaignsheets.h"

#include <QApplication>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTreeView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class ImportTest : public SheetWindowTest
{
protected:
    // Clicks the first screen's Import button and types `path` into the file dialog; a message
    // box that follows is closed and its text returned.
    QString importByClicks(const QString &path)
    {
        QString message;
        bool handled = false; // the timers below have run (they write to this frame)
        QTimer::singleShot(200, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                ADD_FAILURE() << "no file dialog";
                handled = true;
                return;
            }
            QTimer::singleShot(300, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                handled = true;
                if (!box)
                    return;
                message = box->text();
                auto *anyway = box->findChild<QPushButton *>(u"importAnyway"_s);
                if (anyway && m_anyway)
                    QTest::mouseClick(anyway, Qt::LeftButton);
                else
                    box->close();
                // A warning may follow the question.
                QTimer::singleShot(200, [] {
                    if (auto *next = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                        next->close();
                });
            });
            auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
        });
        QTest::mouseClick(window->startPanel()->findChild<QToolButton *>(u"start_importSheet"_s), Qt::LeftButton);
        EXPECT_TRUE(QTest::qWaitFor([&] { return handled; }, 5000));
        QTest::qWait(250); // a warning after the question is closed by then
        return message;
    }

    bool m_anyway = false; // answer "Import anyway" when the sheet breaks rules
};

// A Sheetwright sheet and a Foundry VTT crew come in through the dialog, each one undo step; the
// imported sheet opens in a tab. One that breaks rules comes in only when the user says so.
TEST_F(ImportTest, SheetsComeInThroughTheFileDialog)
{
    EXPECT_TRUE(importByClicks(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/sheets/legal_cutter.json"_s).isEmpty());
    const auto characters = window->session()->store().list(u"character"_s);
    ASSERT_EQ(characters.size(), 1);
    EXPECT_EQ(characters.first().name, u"Mara Kell"_s);
    EXPECT_EQ(window->undoStack()->undoText(), u"Import Mara Kell"_s);
    EXPECT_EQ(window->sheetTabs()->count(), 2); // the campaign and the new sheet

    // A Foundry VTT crew without a favorite contact breaks a rule (B §1): asked, and taken anyway.
    m_anyway = true;
    const QString crewMessage = importByClicks(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/foundry/crew.json"_s);
    EXPECT_TRUE(crewMessage.contains(u"Import it anyway?"_s)) << crewMessage.toStdString();
    ASSERT_EQ(window->session()->store().list(u"crew"_s).size(), 1);
    EXPECT_EQ(window->undoStack()->undoText(), u"Import The Hollow Vow"_s);
    undo();
    EXPECT_TRUE(window->session()->store().list(u"crew"_s).isEmpty());
}

// A file that is not JSON is refused in words; a sheet that breaks the rules is not imported when
// the user declines; nothing is added.
TEST_F(ImportTest, AFileItCannotTakeIsRefusedInWords)
{
    const QString notJson = importByClicks(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/sheets/not_json.json"_s);
    EXPECT_TRUE(notJson.startsWith(u"This file is not JSON"_s)) << notJson.toStdString();
    const QString broken = importByClicks(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/sheets/coin_over_four.json"_s);
    EXPECT_TRUE(broken.startsWith(u"The sheet breaks rules:"_s)) << broken.toStdString();
    EXPECT_TRUE(window->session()->store().list().isEmpty());
}

// Issue #16: a sheet chosen in the campaign list is exported from the Edit menu (the file named
// after the sheet), and the file comes back in through File ▸ Import as the same scoundrel.
TEST_F(ImportTest, ASheetOfTheCampaignListIsExportedAndComesBack)
{
    blades::Character mara = playingCutter();
    mara.stress = 3;
    mara.coin = 2;
    const qint64 id = addCharacter(mara, addCrew(u"shadows"_s, u"The Lampblacks"_s));
    window->sheetTabs()->setCurrentIndex(0);
    QTreeView *view = window->browser()->view();
    QModelIndex row;
    for (int r = 0; r < view->model()->rowCount() && !row.isValid(); ++r) {
        if (view->model()->index(r, 0).data().toString() == mara.name)
            row = view->model()->index(r, 0);
    }
    ASSERT_TRUE(row.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
    QAction *exportSheet = window->findChild<QAction *>(u"exportSheet"_s);
    ASSERT_NE(exportSheet, nullptr);
    ASSERT_TRUE(exportSheet->isEnabled());

    QTemporaryDir out;
    QString suggested, message;
    bool handled = false;
    QTimer::singleShot(200, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            ADD_FAILURE() << "no file dialog";
            handled = true;
            return;
        }
        QTimer::singleShot(300, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                message = box->text();
                box->close();
            }
            handled = true;
        });
        auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
        suggested = name->text();
        name->clear();
        QTest::keyClicks(name, out.filePath(u"mara.json"_s));
        QTest::keyClick(name, Qt::Key_Return);
    });
    exportSheet->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return handled; }, 5000));
    EXPECT_EQ(suggested, u"Mara Kell.json"_s);
    EXPECT_TRUE(message.startsWith(u"Mara Kell was exported to"_s)) << message.toStdString();
    QFile file(out.filePath(u"mara.json"_s));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_EQ(QJsonDocument::fromJson(bytes).object().value(u"format"_s).toString(), u"sheetwright-sheet"_s);

    const ui::ImportOutcome back = ui::BladesImport::importFile(sw::ui::BladesUi::of(window->systemUis())->editor(), bytes);
    ASSERT_TRUE(back.sheet.has_value()) << back.message.toStdString();
    const blades::Character again = character(back.sheet->id.toLongLong());
    EXPECT_NE(back.sheet->id.toLongLong(), id);
    EXPECT_EQ(again.name, mara.name);
    EXPECT_EQ(again.stress, 3);
    EXPECT_EQ(again.coin, 2);
    EXPECT_EQ(again.playbook, mara.playbook);
}

} // namespace
} // namespace sw::test
