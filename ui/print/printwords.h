#pragma once

#include "common/language.h"

#include <QTranslator>

#include <memory>

namespace sw::print {

// The printed words of one language, whatever language the running application speaks: a
// sheet may be printed in another language than the window's. Reads the same catalogues as
// l10n::Translators (":/i18n/sheetwright_<code>.qm"); a word without translation stays English.
// Call sites use translate("sw::print::…", "Source") so that lupdate finds them.
class PrintWords
{
public:
    explicit PrintWords(Language language);
    Language language() const { return m_language; }
    QString translate(const char *context, const char *source, const char *disambiguation = nullptr,
                      int n = -1) const;

private:
    Language m_language;
    std::shared_ptr<QTranslator> m_translator; // null for English without a catalogue
};

} // namespace sw::print
