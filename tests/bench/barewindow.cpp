// The floor of cold start: a bare QApplication and an empty QMainWindow, shown, quitting at the
// first turn of the event loop, exactly as sheetwright does with SHEETWRIGHT_QUIT_WHEN_SHOWN.
#include <QApplication>
#include <QMainWindow>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1100, 750);
    window.show();
    QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return QApplication::exec();
}
