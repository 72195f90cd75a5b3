#include "print/printwords.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace sw::print {

PrintWords::PrintWords(Language language) : m_language(language)
{
    auto translator = std::make_shared<QTranslator>();
    if (translator->load(u":/i18n/sheetwright_"_s + languageCode(language) + u".qm"_s))
        m_translator = std::move(translator);
}

QString PrintWords::translate(const char *context, const char *source, const char *disambiguation, int n) const
{
    QString text;
    if (m_translator)
        text = m_translator->translate(context, source, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(source);
    if (n >= 0)
        text.replace(u"%n"_s, QString::number(n));
    return text;
}

} // namespace sw::print
