#pragma once

#include <QByteArray>
#include <QDir>
#include <QTemporaryDir>

namespace sw::test {

// Points the XDG config and data folders at a temporary folder for the whole test run, so
// QSettings and QStandardPaths never read or write the user's real files.
inline void isolateUserDirs()
{
    static QTemporaryDir root;
    QDir(root.path()).mkpath(QStringLiteral("config"));
    QDir(root.path()).mkpath(QStringLiteral("data"));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(root.path() + QStringLiteral("/config")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(root.path() + QStringLiteral("/data")));
    qputenv("HOME", QFile::encodeName(root.path()));
}

} // namespace sw::test
