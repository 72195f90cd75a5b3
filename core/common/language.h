#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>

#include <array>
#include <optional>

namespace sw {

// The languages the interface and the rule-pack content speak. Sheets store ids, never text,
// so switching the language relabels everything that is already open.
enum class Language { English, TraditionalChinese, SimplifiedChinese };

inline constexpr std::array kAllLanguages{Language::English, Language::TraditionalChinese,
                                          Language::SimplifiedChinese};

// "en", "zh_TW", "zh_CN": the key used in rule packs, settings and translation file names.
QString languageCode(Language language);
// Accepts the codes above and the usual spellings ("zh-TW", "zh_Hant", "zh-CN" …).
std::optional<Language> languageFromCode(const QString &code);
// The language's own name for itself, as a language menu shows it.
QString nativeLanguageName(Language language);
QLocale localeFor(Language language);
// A date and time as the language writes them, short ("11/25/26 9:47 PM", "2026/11/25 下午9:47",
// "2026/11/25 21:47").
QString shortDateTime(const QDateTime &at, Language language);
// The best of our languages for a system locale (Chinese script decides TW/CN; else English).
Language languageForLocale(const QLocale &locale);

} // namespace sw
