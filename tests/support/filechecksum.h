#pragma once

// The SHA-256 of a file's bytes (empty when it cannot be read): the tests' proof that a file
// was left byte for byte as it was.
#include <QCryptographicHash>
#include <QFile>

namespace sw::test {

inline QByteArray fileChecksum(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
                                          : QByteArray();
}

} // namespace sw::test
