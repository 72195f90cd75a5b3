#include "systems/soulhunter/cli/soulcli.h"

#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace sw::soulhunter::clitool {

bool number(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max, int *value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < min || v > max) {
        context.err << SoulCli::tr("--%1 takes a whole number from %2 to %3.").arg(option.names().constFirst()).arg(min).arg(max) << Qt::endl;
        return false;
    }
    *value = v;
    return true;
}

QString chance(const rules::Fraction &f)
{
    return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
}

QString signedNumber(int n)
{
    return n > 0 ? u"+"_s + QString::number(n) : QString::number(n);
}

QString diceText(const std::vector<int> &dice)
{
    QStringList parts;
    for (int d : dice)
        parts << QString::number(d);
    return parts.join(u' ');
}

bool seed(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *value)
{
    *value = QRandomGenerator::system()->generate64();
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    *value = parser.value(option).toULongLong(&ok);
    if (!ok)
        context.err << SoulCli::tr("The seed must be a whole number from 0 up.") << Qt::endl;
    return ok;
}

std::optional<SheetInCampaign> openSheet(cli::Context &context, const QString &path, const QCommandLineParser &parser,
                                         const QCommandLineOption &sheetOption)
{
    SheetInCampaign held;
    held.open = cli::openCampaign(context, path, store::CampaignFile::Access::Edit);
    if (!held.open.store)
        return std::nullopt;
    const auto all = characters(*held.open.store);
    if (parser.isSet(sheetOption)) {
        held.id = parser.value(sheetOption).toLongLong();
    } else if (all.size() == 1) {
        held.id = all.first().first;
    } else {
        context.err << SoulCli::tr("The campaign has %1 characters: say which with --sheet ID.").arg(all.size()) << Qt::endl;
        return std::nullopt;
    }
    const auto c = character(*held.open.store, held.id);
    if (!c) {
        context.err << SoulCli::tr("No Soul Hunter character %1 in %2.").arg(held.id).arg(path) << Qt::endl;
        return std::nullopt;
    }
    held.character = *c;
    return held;
}

bool saveSheet(cli::Context &context, SheetInCampaign &sheet, const QString &command, const QString &label)
{
    const store::Receipt r = saveCharacter(*sheet.open.store, sheet.id, sheet.character, command, label);
    if (!r.ok)
        context.err << SoulCli::tr("Not saved: %1").arg(r.error) << Qt::endl;
    return r.ok;
}

void printState(cli::Context &context, const Character &c, const Rules &rules)
{
    const int capacity = rules.number(u"charm_capacity"_s).value_or(3);
    context.out << SoulCli::tr("Damage: %1 (max HP %2)").arg(c.damage).arg(maxHp(c, rules)) << Qt::endl;
    context.out << SoulCli::tr("Disintegration: %1/%2").arg(c.jietiSlashes).arg(capacity);
    if (!c.grievous.isEmpty()) {
        QStringList tags;
        for (const GrievousTag &g : c.grievous)
            tags << g.text;
        context.out << u" ("_s << tags.join(u", "_s) << u')';
    }
    context.out << Qt::endl;
    context.out << SoulCli::tr("Anxiety: %1; Disqualification: %2/%3").arg(c.anxiety).arg(c.shigeSlashes).arg(capacity) << Qt::endl;
    context.out << SoulCli::tr("SP: %1 initial + %2 extra").arg(c.spInitial).arg(c.spExtra) << Qt::endl;
    context.out << SoulCli::tr("Fortune: %1; XP: %2").arg(c.fortune).arg(xp(c)) << Qt::endl;
    if (cannotAct(c, rules))
        context.out << SoulCli::tr("Disintegration is full: the character cannot act.") << Qt::endl;
    if (retired(c, rules))
        context.out << SoulCli::tr("Disqualification is full: the character leaves the story.") << Qt::endl;
}

} // namespace sw::soulhunter::clitool
