// sheetwright: the desktop app. Wires the shell together; all behaviour lives in ui/ and core/.
#include "appsettings.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "theme.h"

#include <QApplication>
#include <QTimer>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Sheetwright"_s);
    QApplication::setApplicationName(u"Sheetwright"_s);
    QApplication::setApplicationVersion(QStringLiteral(SHEETWRIGHT_VERSION));
    QApplication::setDesktopFileName(u"io.github.sheetwright.Sheetwright"_s);

    sw::ui::applyTheme(sw::ui::themeFromKey(sw::ui::settings::theme()));
    sw::ui::LanguageManager languages;
    languages.setLanguage(sw::ui::LanguageManager::initialLanguage());

    sw::ui::MainWindow window(&languages);
    window.show();
    const QStringList args = QApplication::arguments();
    if (args.size() > 1) {
        const sw::store::FileError error = window.openCampaign(args.at(1));
        if (error.problem != sw::store::FileProblem::None)
            window.openInitialCampaign();
    } else {
        window.openInitialCampaign();
    }
    // Benchmarks (scripts/bench) and the valgrind check: quit once the window is shown with its
    // campaign open, at the first turn of the event loop.
    if (qEnvironmentVariableIsSet("SHEETWRIGHT_QUIT_WHEN_SHOWN"))
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return QApplication::exec();
}
