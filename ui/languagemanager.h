#pragma once

#include "common/language.h"
#include "l10n.h"

#include <QFont>
#include <QObject>

namespace sw::ui {

// Switches the whole application's language at run time: translators (ours and Qt's), the
// default locale, and the UI font (Noto Sans CJK TC for 繁體中文, SC for 简体中文). Every open
// window receives a LanguageChange event and relabels itself; nothing restarts.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);

    Language language() const { return m_translators.language(); }
    // The language from the settings, or the system's best match on first start.
    static Language initialLanguage();
    // Font families for a language: the language's CJK face first, the others as fallbacks.
    static QStringList fontFamilies(Language language, const QString &baseFamily);

public Q_SLOTS:
    // Applies and remembers the choice.
    void setLanguage(sw::Language language);

Q_SIGNALS:
    void languageChanged(sw::Language language);

private:
    l10n::Translators m_translators;
    QFont m_baseFont;
    bool m_applied = false;
};

} // namespace sw::ui
