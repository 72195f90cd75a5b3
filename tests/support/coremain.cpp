// main() for headless test executables: a QCoreApplication and a fixed locale.
#include "support/tempdirs.h"

#include <QCoreApplication>
#include <QLocale>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    testing::InitGoogleTest(&argc, argv);
    sw::test::isolateUserDirs();
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SheetwrightTests"));
    QCoreApplication::setApplicationName(QStringLiteral("SheetwrightTests"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    return RUN_ALL_TESTS();
}
