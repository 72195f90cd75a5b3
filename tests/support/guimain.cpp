// main() for widget tests: a QApplication on the offscreen platform, a fixed locale, and
// settings and data folders of its own, so tests never touch the user's.
#include "support/tempdirs.h"

#include <QApplication>
#include <QLocale>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    testing::InitGoogleTest(&argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    sw::test::isolateUserDirs();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("SheetwrightTests"));
    QApplication::setApplicationName(QStringLiteral("SheetwrightTests"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    return RUN_ALL_TESTS();
}
