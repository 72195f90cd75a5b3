#include "systems/blades/l10n/loadtext.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace sw::l10n {
namespace {

const char *const context = "LoadText";

QString words(const LoadText::Translate &translate, const char *source)
{
    return translate ? translate(context, source) : QCoreApplication::translate(context, source);
}

} // namespace

QString LoadText::line(const blades::LoadSummary &load, const blades::RulePack &pack, Language language,
                       const Translate &translate)
{
    const auto w = [&](const char *source) { return words(translate, source); };
    const QString total = load.limit < 0
        ? w(QT_TRANSLATE_NOOP("LoadText", "Load %1")).arg(load.counted)
        : w(QT_TRANSLATE_NOOP("LoadText", "Load %1 of %2")).arg(load.counted).arg(load.limit);
    QStringList parts{w(QT_TRANSLATE_NOOP("LoadText", "%1 in items")).arg(load.items)};
    if (load.coin > 0)
        parts << w(QT_TRANSLATE_NOOP("LoadText", "%1 in coin")).arg(load.coin);
    if (load.free > 0) {
        QStringList from;
        for (const QString &id : load.freeFrom) {
            const blades::Upgrade *upgrade = pack.upgrade(id);
            from << (upgrade ? upgrade->name.in(language) : id);
        }
        parts << (from.isEmpty() ? w(QT_TRANSLATE_NOOP("LoadText", "%1 free")).arg(load.free)
                                 : w(QT_TRANSLATE_NOOP("LoadText", "%1 free from %2"))
                                       .arg(QString::number(load.free), from.join(w(QT_TRANSLATE_NOOP("LoadText", ", ")))));
    }
    return w(QT_TRANSLATE_NOOP("LoadText", "%1 (%2)")).arg(total, parts.join(w(QT_TRANSLATE_NOOP("LoadText", ", "))));
}

QString LoadText::tooltip(const blades::LoadSummary &load, const blades::RulePack &pack, Language language,
                          const Translate &translate)
{
    const auto w = [&](const char *source) { return words(translate, source); };
    const QString rule = load.limit < 0
        ? w(QT_TRANSLATE_NOOP("LoadText", "Choose a load level when the score starts; the items you tick during it count "
                                          "against its limit, with the coin you carry."))
        : w(QT_TRANSLATE_NOOP("LoadText", "Items ticked and coin carried count against the limit of the load chosen for "
                                          "the score; crew upgrades such as Rigging carry some items free. The load is "
                                          "cleared when the score ends."));
    return line(load, pack, language, translate) + u'\n' + rule;
}

} // namespace sw::l10n
