// Every violation code the engine can emit has its own sentence, in every language.
#include "systems/blades/rulepackloader.h"
#include "systems/blades/l10n/violationtext.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// The codes passed to add(…) / refuse(…) in the engine's sources.
QSet<QString> engineCodes()
{
    QSet<QString> codes;
    const QRegularExpression emitted(QStringLiteral("(?:add|refuse)\\(\\s*u\"([a-zA-Z_]+\\.[a-zA-Z_.]+)\"_s"));
    const QDir dir(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/core/systems/blades"));
    for (const QString &name : dir.entryList({u"*.cpp"_s}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString source = QString::fromUtf8(file.readAll());
        for (auto it = emitted.globalMatch(source); it.hasNext();)
            codes.insert(it.next().captured(1));
    }
    return codes;
}

} // namespace

TEST(ViolationText, EveryEngineCodeHasASentence)
{
    const QSet<QString> codes = engineCodes();
    ASSERT_GT(codes.size(), 40);
    for (const QString &code : codes)
        EXPECT_TRUE(sw::l10n::ViolationText::knows(code)) << code.toStdString();
}

TEST(ViolationText, SentencesUseRulePackNamesAndNumbers)
{
    const auto pack = sw::blades::builtInRulePack();
    const sw::rules::Violation v{u"creation.rating_above_cap"_s, u"actions/skirmish"_s,
                                 {{u"value"_s, 3}, {u"cap"_s, 2}}, false};
    const QString en = sw::l10n::ViolationText::describe(v, *pack, sw::Language::English);
    EXPECT_TRUE(en.contains(u"Skirmish"_s) && en.contains(u'3') && en.contains(u'2')) << en.toStdString();
    EXPECT_TRUE(sw::l10n::ViolationText::describe(v, *pack, sw::Language::SimplifiedChinese).contains(u"搏斗"_s));
}

// A refusal of a step over several sheets (the GM's table) starts with the name of its sheet.
TEST(ViolationText, ARefusalAboutANamedSheetSaysWhoseItIs)
{
    const auto pack = sw::blades::builtInRulePack();
    sw::rules::Violation v{u"load.over_limit"_s, u"items"_s,
                           {{u"value"_s, 7}, {u"max"_s, 6}, {u"level"_s, u"heavy"_s}}, false};
    const QString plain = sw::l10n::ViolationText::describe(v, *pack, sw::Language::English);
    EXPECT_FALSE(plain.contains(u"Vex"_s));
    v.params.insert(u"sheet_name"_s, u"Vex"_s);
    const QString named = sw::l10n::ViolationText::describe(v, *pack, sw::Language::English);
    EXPECT_TRUE(named.startsWith(u"Vex"_s)) << named.toStdString();
    EXPECT_TRUE(named.endsWith(plain)) << named.toStdString();
}
