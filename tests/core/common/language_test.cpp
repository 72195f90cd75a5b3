#include "common/language.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::Language;

TEST(Language, CodesRoundTrip)
{
    for (const Language language : sw::kAllLanguages)
        EXPECT_EQ(sw::languageFromCode(sw::languageCode(language)), language);
}

TEST(Language, AcceptsCommonSpellings)
{
    EXPECT_EQ(sw::languageFromCode(u"zh-TW"_s), Language::TraditionalChinese);
    EXPECT_EQ(sw::languageFromCode(u"zh_Hant"_s), Language::TraditionalChinese);
    EXPECT_EQ(sw::languageFromCode(u"zh-cn"_s), Language::SimplifiedChinese);
    EXPECT_EQ(sw::languageFromCode(u"en_GB"_s), Language::English);
    EXPECT_FALSE(sw::languageFromCode(u"fr"_s).has_value());
    EXPECT_FALSE(sw::languageFromCode(QString()).has_value());
}

TEST(Language, NativeNamesAreInTheirOwnScript)
{
    EXPECT_EQ(sw::nativeLanguageName(Language::TraditionalChinese), u"繁體中文"_s);
    EXPECT_EQ(sw::nativeLanguageName(Language::SimplifiedChinese), u"简体中文"_s);
    EXPECT_EQ(sw::nativeLanguageName(Language::English), u"English"_s);
}

TEST(Language, SystemLocaleMapsToTheClosestLanguage)
{
    EXPECT_EQ(sw::languageForLocale(QLocale(u"zh_TW"_s)), Language::TraditionalChinese);
    EXPECT_EQ(sw::languageForLocale(QLocale(u"zh_HK"_s)), Language::TraditionalChinese);
    EXPECT_EQ(sw::languageForLocale(QLocale(u"zh_CN"_s)), Language::SimplifiedChinese);
    EXPECT_EQ(sw::languageForLocale(QLocale(u"zh_SG"_s)), Language::SimplifiedChinese);
    EXPECT_EQ(sw::languageForLocale(QLocale(u"de_DE"_s)), Language::English);
}

// Issue #16: dates and times in the roll log and the timeline follow the language's conventions,
// without CLDR's day-period letter that Qt prints as "B" (zh_TW's "Bh:mm").
TEST(Language, ShortDateTimeFollowsTheLanguage)
{
    const QDateTime evening(QDate(2026, 11, 25), QTime(21, 47));
    EXPECT_EQ(sw::shortDateTime(evening, sw::Language::English), QStringLiteral("11/25/26 9:47 PM"));
    EXPECT_EQ(sw::shortDateTime(evening, sw::Language::TraditionalChinese), QStringLiteral("2026/11/25 下午9:47"));
    EXPECT_EQ(sw::shortDateTime(evening, sw::Language::SimplifiedChinese), QStringLiteral("2026/11/25 21:47"));
}
