#include "languagemanager.h"

#include "appsettings.h"

#include <QApplication>

using namespace Qt::StringLiterals;

namespace sw::ui {

LanguageManager::LanguageManager(QObject *parent) : QObject(parent), m_baseFont(QApplication::font())
{
}

Language LanguageManager::initialLanguage()
{
    if (const auto saved = settings::language())
        return *saved;
    return languageForLocale(QLocale::system());
}

QStringList LanguageManager::fontFamilies(Language language, const QString &baseFamily)
{
    const QString tc = u"Noto Sans CJK TC"_s;
    const QString sc = u"Noto Sans CJK SC"_s;
    // English text is set in a Latin face first, so its punctuation (’ “ ”) is not drawn with
    // the full-width forms of a CJK face; CJK names in English text still find their glyphs.
    const QString latin = u"DejaVu Sans"_s;
    switch (language) {
    case Language::TraditionalChinese:
        return {tc, baseFamily, sc};
    case Language::SimplifiedChinese:
        return {sc, baseFamily, tc};
    case Language::English:
        break;
    }
    return {latin, baseFamily, tc, sc};
}

void LanguageManager::setLanguage(Language language)
{
    if (m_applied && language == m_translators.language())
        return;
    m_applied = true;
    m_translators.install(language);
    QFont font = m_baseFont;
    font.setFamilies(fontFamilies(language, m_baseFont.family()));
    QApplication::setFont(font);
    settings::setLanguage(language);
    Q_EMIT languageChanged(language);
}

} // namespace sw::ui
