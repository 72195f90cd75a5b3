// Every Fate violation code of docs/violations.md (Fate section) has its own sentence, in every
// language, naming things by the pack's words.
#include "languagemanager.h"
#include "systems/fate/l10n/fateviolationtext.h"

#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(FateViolationText, EveryDocumentedCodeHasASentence)
{
    QFile doc(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/docs/violations.md"));
    ASSERT_TRUE(doc.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(doc.readAll());
    const QString fate = text.mid(text.indexOf(u"## Fate Condensed"_s));
    QStringList codes;
    static const QRegularExpression code(u"`(fate\\.[a-z_.]+)`"_s);
    for (auto it = code.globalMatch(fate); it.hasNext();)
        codes << it.next().captured(1);
    codes.removeDuplicates();
    ASSERT_GE(codes.size(), 40);
    for (const QString &c : codes)
        EXPECT_TRUE(sw::l10n::FateViolationText::knows(c)) << c.toStdString();
}

TEST(FateViolationText, NamesBySkillAndLadder)
{
    sw::ui::LanguageManager languages; // the English plurals come from the en translation
    languages.setLanguage(sw::Language::English);
    const sw::fate::FatePack &pack = *sw::fate::builtInFatePack();
    const sw::rules::Violation column{u"fate.skills.column"_s, u"skills"_s, {{u"rating"_s, 2}, {u"count"_s, 4}, {u"below"_s, 3}}, false};
    EXPECT_EQ(sw::l10n::FateViolationText::describe(column, pack, sw::Language::English),
              u"Column rule: Fair (+2) would hold 4 skills, more than the 3 one step below."_s);
    const sw::rules::Violation swap{u"fate.milestone.swap"_s, u"skills"_s, {{u"skill"_s, u"lore"_s}, {u"other"_s, u"notice"_s}}, false};
    EXPECT_TRUE(sw::l10n::FateViolationText::describe(swap, pack, sw::Language::English).startsWith(u"Lore and Notice"_s));
    languages.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(sw::l10n::FateViolationText::describe(column, pack, sw::Language::TraditionalChinese),
              u"欄位規則：尚可（+2）會有 4 個技能，多於下一級的 3 個。"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_EQ(sw::l10n::FateViolationText::describe(column, pack, sw::Language::SimplifiedChinese),
              u"栏位规则：尚可（+2）会有 4 个技能，多于下一级的 3 个。"_s);
    languages.setLanguage(sw::Language::English);
}
