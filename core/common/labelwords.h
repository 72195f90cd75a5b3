#pragma once

#include "common/language.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace sw {

// A rule pack's word (an action's, a pack's or a faction's name, which the pack gives in every
// language) as an argument of an edit's label (common/undolabel.h): stored in all three languages,
// shown in the reader's (the default QLocale, which l10n::Translators sets with the language).
//   SW_TR_LABEL("Roll %1").arg(labelWords(action->name))
// `Words` is any of the systems' localized texts: anything with `QString in(Language) const`.
template <class Words>
QString labelWords(const Words &words)
{
    QJsonObject byCode;
    for (const Language language : kAllLanguages)
        byCode.insert(languageCode(language), words.in(language));
    QJsonObject label;
    label.insert(QStringLiteral("s"), words.in(Language::English)); // what an older reader shows
    label.insert(QStringLiteral("w"), byCode);
    return QStringLiteral("\x01L1:") + QString::fromUtf8(QJsonDocument(label).toJson(QJsonDocument::Compact));
}

// A label's words used as another label's argument without their mnemonic ("&Alias" → "Alias",
// "別名(&A)" → "別名"), for a field's name: `stored` is a label's stored form (SW_TR_LABEL("&Alias")
// converted to QString); anything else comes back as it is.
QString withoutMnemonic(const QString &stored);

} // namespace sw
