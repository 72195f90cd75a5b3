#include "print/printoptions.h"

using namespace Qt::StringLiterals;

namespace sw::print {

QPageSize pageSize(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

std::optional<Paper> paperFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"a4"_s)
        return Paper::A4;
    if (n == u"letter"_s)
        return Paper::Letter;
    return std::nullopt;
}

} // namespace sw::print
