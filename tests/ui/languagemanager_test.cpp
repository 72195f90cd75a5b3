#include "languagemanager.h"

#include <QApplication>
#include <QFontInfo>
#include <QRawFont>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::ui::LanguageManager;

TEST(LanguageManager, FontFollowsTheLanguage)
{
    const QStringList tw = LanguageManager::fontFamilies(Language::TraditionalChinese, u"Base"_s);
    EXPECT_EQ(tw.first(), u"Noto Sans CJK TC"_s);
    const QStringList cn = LanguageManager::fontFamilies(Language::SimplifiedChinese, u"Base"_s);
    EXPECT_EQ(cn.first(), u"Noto Sans CJK SC"_s);
    EXPECT_EQ(LanguageManager::fontFamilies(Language::English, u"Base"_s).first(), u"DejaVu Sans"_s);
    EXPECT_TRUE(LanguageManager::fontFamilies(Language::English, u"Base"_s).contains(u"Noto Sans CJK TC"_s));
}

TEST(LanguageManager, CjkTextHasGlyphsInTheApplicationFont)
{
    LanguageManager languages;
    for (const Language language : {Language::TraditionalChinese, Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        const QFont font = QApplication::font();
        // The first family must be installed (scripts/ install fonts-noto-cjk), and hold the glyphs
        // of both scripts, so no character of a sheet is drawn as a box.
        const QRawFont raw = QRawFont::fromFont(font);
        ASSERT_TRUE(raw.isValid());
        EXPECT_TRUE(raw.familyName().startsWith(u"Noto Sans CJK"_s)) << raw.familyName().toStdString();
        for (const char32_t c : {U'繁', U'體', U'简', U'战', U'鋒', U'钟'})
            EXPECT_TRUE(raw.supportsCharacter(c)) << int(c);
    }
    languages.setLanguage(Language::English);
}

TEST(LanguageManager, SettingTheSameLanguageTwiceChangesNothing)
{
    LanguageManager languages;
    languages.setLanguage(Language::English);
    int signals_ = 0;
    QObject::connect(&languages, &LanguageManager::languageChanged, [&] { ++signals_; });
    languages.setLanguage(Language::English);
    EXPECT_EQ(signals_, 0);
    languages.setLanguage(Language::TraditionalChinese);
    EXPECT_EQ(signals_, 1);
    languages.setLanguage(Language::English);
}
