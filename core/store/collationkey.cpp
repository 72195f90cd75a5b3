#include "store/collationkey.h"

#include <unicode/ucol.h>
#include <unicode/uversion.h>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

struct CloseCollator
{
    void operator()(UCollator *collator) const { ucol_close(collator); }
};
using Collator = std::unique_ptr<UCollator, CloseCollator>;

// As QCollator opens its ICU collator (Qt 6.4, qcollator_icu.cpp): the locale's name with '_'
// (zh_Hant_TW: stroke order; zh_Hans_CN: pinyin; en_US), numeric mode on (2 before 10), case
// insensitivity as secondary strength (accents still count, case does not).
Collator open(Language language)
{
    UErrorCode status = U_ZERO_ERROR;
    const QByteArray name = localeFor(language).bcp47Name().replace(u'-', u'_').toLatin1();
    Collator collator(ucol_open(name.constData(), &status));
    if (U_FAILURE(status) || !collator)
        return {};
    ucol_setAttribute(collator.get(), UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    ucol_setAttribute(collator.get(), UCOL_STRENGTH, UCOL_SECONDARY, &status);
    return collator;
}

// One collator per language and thread (an ICU collator is not to be shared between threads).
UCollator *collatorFor(Language language)
{
    thread_local std::array<Collator, 3> collators;
    Collator &c = collators.at(size_t(language));
    if (!c)
        c = open(language);
    return c.get();
}

} // namespace

QByteArray collationKey(const QString &text, Language language)
{
    UCollator *collator = collatorFor(language);
    if (!collator)
        return text.toUtf8();
    const auto *chars = reinterpret_cast<const UChar *>(text.utf16());
    QByteArray key(64, Qt::Uninitialized);
    int32_t size = ucol_getSortKey(collator, chars, int32_t(text.size()), reinterpret_cast<uint8_t *>(key.data()),
                                   int32_t(key.size()));
    if (size > key.size()) {
        key.resize(size);
        size = ucol_getSortKey(collator, chars, int32_t(text.size()), reinterpret_cast<uint8_t *>(key.data()), size);
    }
    // The key ends with a 0 byte (ICU's terminator), which memcmp order does not need.
    key.resize(size > 0 ? size - 1 : 0);
    return key;
}

QString collationVersion()
{
    UVersionInfo version;
    UCollator *collator = collatorFor(Language::English);
    if (!collator)
        return u"none"_s;
    ucol_getVersion(collator, version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    return QString::fromLatin1(text);
}

QString collationColumn(Language language)
{
    switch (language) {
    case Language::TraditionalChinese:
        return u"key_zh_tw"_s;
    case Language::SimplifiedChinese:
        return u"key_zh_cn"_s;
    case Language::English:
        break;
    }
    return u"key_en"_s;
}

} // namespace sw::store
