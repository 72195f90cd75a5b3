#include "l10n.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace sw::l10n {

Translators::~Translators()
{
    removeAll();
}

void Translators::removeAll()
{
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qt);
    m_appInstalled = m_qtInstalled = false;
}

bool Translators::install(Language language)
{
    removeAll();
    m_language = language;
    QLocale::setDefault(localeFor(language));
    const QString code = languageCode(language);
    bool ok = m_app.load(u":/i18n/sheetwright_"_s + code + u".qm"_s);
    if (ok)
        m_appInstalled = QCoreApplication::installTranslator(&m_app);
    if (language != Language::English && m_qt.load(u":/i18n/qtbase_"_s + code + u".qm"_s))
        m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
    if (!m_appInstalled && !m_qtInstalled && QCoreApplication::instance()) {
        // Nothing was installed, so Qt sent no LanguageChange: send one, so that a switch back
        // to English still relabels every window.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    return ok;
}

} // namespace sw::l10n
