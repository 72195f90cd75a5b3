#pragma once

// A main window on a fresh campaign with a crew and its scoundrels, for the sheet tests: the
// way a player meets the sheets, driven by the same clicks and keys.
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "sheettabs.h"
#include "widgets/sheetcontrol.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/bladesui.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace sw::test {

class SheetWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        languages.setLanguage(Language::English);
        window = std::make_unique<ui::MainWindow>(&languages);
        ASSERT_EQ(window->openCampaign(dir.filePath(QStringLiteral("sheets.sheetwright")), true).problem,
                  store::FileProblem::None);
        window->resize(1400, 1000);
        window->show();
    }
    void TearDown() override
    {
        window.reset();
        languages.setLanguage(Language::English);
    }

    qint64 addCrew(const QString &type, const QString &name)
    {
        blades::Crew crew = blades::startCrew(type, srd());
        crew.name = name;
        crew.phase = blades::CrewPhase::Play;
        store::Receipt r;
        sw::ui::BladesUi::of(window->systemUis())->editor()->push(QStringLiteral("crew"), [&](store::CampaignStore &s) { return r = blades::addCrew(s, crew, QStringLiteral("crew")); });
        return r.sheet.id.toLongLong();
    }

    qint64 addCharacter(const blades::Character &c, std::optional<qint64> crew = std::nullopt)
    {
        store::Receipt r;
        sw::ui::BladesUi::of(window->systemUis())->editor()->push(QStringLiteral("pc"), [&](store::CampaignStore &s) {
            return r = blades::addCharacter(s, c, crew, QStringLiteral("pc"));
        });
        return r.sheet.id.toLongLong();
    }

    QWidget *open(const QString &kind, qint64 id)
    {
        QWidget *sheet = window->sheetTabs()->openSheet({kind, QString::number(id)});
        QTest::qWait(1);
        return sheet;
    }

    template <typename W>
    W *find(QWidget *sheet, const QString &name)
    {
        W *w = sheet->findChild<W *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w;
    }

    // A click on box `index` of a drawn control, as a player would.
    static void clickBox(ui::SheetControl *control, int index)
    {
        QTest::mouseClick(control, Qt::LeftButton, {}, control->boxRect(index).center());
    }

    blades::Character character(qint64 id) const { return *blades::character(window->session()->store(), id); }
    blades::Crew crew(qint64 id) const { return *blades::crew(window->session()->store(), id); }
    QString status() const { return window->statusBar()->currentMessage(); }
    void undo() { window->action(QStringLiteral("undo"))->trigger(); }
    void redo() { window->action(QStringLiteral("redo"))->trigger(); }

    // Saves what the player sees, when SHEETWRIGHT_SHOTS names a folder (for looking, not asserting).
    void shot(const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(250);
        window->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
    }

    ui::LanguageManager languages;
    QTemporaryDir dir;
    std::unique_ptr<ui::MainWindow> window;
};

} // namespace sw::test
