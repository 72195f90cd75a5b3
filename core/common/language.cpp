#include "common/language.h"

using namespace Qt::StringLiterals;

namespace sw {

QString languageCode(Language language)
{
    switch (language) {
    case Language::English:
        return u"en"_s;
    case Language::TraditionalChinese:
        return u"zh_TW"_s;
    case Language::SimplifiedChinese:
        return u"zh_CN"_s;
    }
    return u"en"_s;
}

std::optional<Language> languageFromCode(const QString &code)
{
    QString c = code.trimmed();
    c.replace(u'-', u'_');
    if (c.compare(u"en"_s, Qt::CaseInsensitive) == 0 || c.startsWith(u"en_"_s, Qt::CaseInsensitive))
        return Language::English;
    if (c.compare(u"zh_TW"_s, Qt::CaseInsensitive) == 0 ||
        c.compare(u"zh_Hant"_s, Qt::CaseInsensitive) == 0 ||
        c.compare(u"zh_HK"_s, Qt::CaseInsensitive) == 0)
        return Language::TraditionalChinese;
    if (c.compare(u"zh_CN"_s, Qt::CaseInsensitive) == 0 ||
        c.compare(u"zh_Hans"_s, Qt::CaseInsensitive) == 0 ||
        c.compare(u"zh"_s, Qt::CaseInsensitive) == 0)
        return Language::SimplifiedChinese;
    return std::nullopt;
}

QString nativeLanguageName(Language language)
{
    switch (language) {
    case Language::English:
        return u"English"_s;
    case Language::TraditionalChinese:
        return u"繁體中文"_s;
    case Language::SimplifiedChinese:
        return u"简体中文"_s;
    }
    return {};
}

QLocale localeFor(Language language)
{
    switch (language) {
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::TraditionalChinese:
        return QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan);
    case Language::SimplifiedChinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    }
    return QLocale::c();
}

QString shortDateTime(const QDateTime &at, Language language)
{
    const QLocale locale = localeFor(language);
    // CLDR's flexible day period ("B", zh_TW's "Bh:mm") is printed by Qt as the letter itself;
    // the AM/PM marker says the same.
    QString time = locale.timeFormat(QLocale::ShortFormat);
    time.replace(u'B', QStringLiteral("AP"));
    return locale.toString(at, locale.dateFormat(QLocale::ShortFormat) + u' ' + time);
}

Language languageForLocale(const QLocale &locale)
{
    if (locale.language() != QLocale::Chinese)
        return Language::English;
    if (locale.script() == QLocale::TraditionalChineseScript ||
        locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong ||
        locale.territory() == QLocale::Macao)
        return Language::TraditionalChinese;
    return Language::SimplifiedChinese;
}

} // namespace sw
