#pragma once

#include "common/language.h"

#include <QTranslator>

namespace sw::l10n {

// Our translation and Qt's own for one language, installed on the running application.
// Installing posts a LanguageChange event to every widget, so open windows relabel at once.
class Translators
{
public:
    Translators() = default;
    ~Translators();
    Translators(const Translators &) = delete;
    Translators &operator=(const Translators &) = delete;

    // Replaces whatever this object installed before. Returns false when our catalogue for the
    // language is missing (English needs none and always succeeds).
    bool install(Language language);
    Language language() const { return m_language; }

private:
    void removeAll();

    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    Language m_language = Language::English;
};

} // namespace sw::l10n
