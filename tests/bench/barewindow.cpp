// The floor of cold start: a bare QApplication and an empty QMainWindow, shown, quitting at the
// first turn of the event loop, exactly as sheetwright does with SHEETWRIGHT_QUIT_WHEN_SHOWN.
// With --text the window shows one line of text (a QLabel), so the process also pays what any
// window with text pays once: Qt's font database and the first shaping (fontconfig's set-up is
// paid by both: the bare window's in QApplication's destructor).
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstring>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1100, 750);
    if (argc > 1 && std::strcmp(argv[1], "--text") == 0)
        window.setCentralWidget(new QLabel(QStringLiteral("Sheetwright"), &window));
    window.show();
    QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return QApplication::exec();
}
