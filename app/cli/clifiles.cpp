#include "cli/clifiles.h"

#include "systems/gamesystem.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::cli {

std::optional<store::SheetRef> sheetRef(Context &context, const QString &text)
{
    const QStringList parts = text.split(u':');
    const store::DocumentKinds &kinds = systems::builtInSystems().documentKinds();
    if (parts.size() != 2 || !kinds.find(parts.first()) || parts.last().isEmpty()) {
        QStringList names;
        for (const store::DocumentKind &kind : kinds.all())
            names.append(kind.kind);
        context.err << Cli::tr("A sheet is named KIND:ID, where KIND is one of: %1.").arg(names.join(u", "_s)) << Qt::endl;
        return std::nullopt;
    }
    return store::SheetRef{parts.first(), parts.last()};
}

bool readFile(Context &context, const QString &path, QByteArray *bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.err << Cli::tr("%1: cannot be read: %2").arg(path, file.errorString()) << Qt::endl;
        return false;
    }
    *bytes = file.readAll();
    return true;
}

bool writeFile(Context &context, const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size()) {
        context.err << Cli::tr("%1: cannot be written: %2").arg(path, file.errorString()) << Qt::endl;
        return false;
    }
    return true;
}

} // namespace sw::cli
