#include "common/undolabel.h"

#include "common/labelwords.h"
#include "common/language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <optional>

using namespace Qt::StringLiterals;

namespace sw {
namespace {

constexpr QStringView kPrefix = u"\x01L1:";
constexpr QStringView kAnyVersion = u"\x01L";

std::optional<QJsonObject> parse(const QString &stored)
{
    if (!stored.startsWith(kPrefix))
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QStringView(stored).mid(kPrefix.size()).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject() || !doc.object().value(u"s"_s).isString())
        return std::nullopt;
    return doc.object();
}

QString textOf(const QJsonObject &label)
{
    // A pack's word in every language (common/labelwords.h): the reader's language, else English.
    if (const QJsonObject words = label.value(u"w"_s).toObject(); !words.isEmpty()) {
        const QString mine = words.value(languageCode(languageForLocale(QLocale()))).toString();
        return mine.isEmpty() ? label.value(u"s"_s).toString() : mine;
    }
    const QByteArray context = label.value(u"c"_s).toString().toUtf8();
    const QByteArray source = label.value(u"s"_s).toString().toUtf8();
    const QByteArray disambiguation = label.value(u"d"_s).toString().toUtf8();
    const int n = label.value(u"n"_s).toInt(-1);
    QString text = QCoreApplication::translate(context.constData(), source.constData(),
                                               label.contains(u"d"_s) ? disambiguation.constData() : nullptr, n);
    for (const QJsonValue &a : label.value(u"a"_s).toArray())
        text = text.arg(a.isObject() ? textOf(a.toObject()) : a.toString());
    if (label.value(u"m"_s).toBool()) { // common/labelwords.h: withoutMnemonic
        static const QRegularExpression chineseMnemonic(u"\\(&.\\)"_s);
        text.remove(chineseMnemonic);
        text.remove(u'&');
        text = text.trimmed();
    }
    return text;
}

} // namespace

UndoLabel::UndoLabel(const char *context, const char *source, const char *disambiguation, int n)
{
    m_label.insert(u"c"_s, QString::fromUtf8(context));
    m_label.insert(u"s"_s, QString::fromUtf8(source));
    if (disambiguation)
        m_label.insert(u"d"_s, QString::fromUtf8(disambiguation));
    if (n >= 0)
        m_label.insert(u"n"_s, n);
}

UndoLabel UndoLabel::arg(const QString &a) const
{
    UndoLabel next = *this;
    QJsonArray args = m_label.value(u"a"_s).toArray();
    // A label passed on as a string (a caller's QString variable) stays translatable.
    if (const std::optional<QJsonObject> nested = parse(a))
        args.append(*nested);
    else
        args.append(a);
    next.m_label.insert(u"a"_s, args);
    return next;
}

UndoLabel UndoLabel::arg(const UndoLabel &a) const
{
    UndoLabel next = *this;
    QJsonArray args = m_label.value(u"a"_s).toArray();
    args.append(a.m_label);
    next.m_label.insert(u"a"_s, args);
    return next;
}

UndoLabel UndoLabel::arg(double a, char format, int precision) const
{
    return arg(QString::number(a, format, precision < 0 ? 6 : precision));
}

QString UndoLabel::toString() const
{
    return kPrefix + QString::fromUtf8(QJsonDocument(m_label).toJson(QJsonDocument::Compact));
}

QString UndoLabel::text() const
{
    return textOf(m_label);
}

QString undoLabelText(const QString &stored)
{
    if (const std::optional<QJsonObject> label = parse(stored))
        return textOf(*label);
    // A later version's label this build cannot read: its words, untranslated, rather than JSON.
    if (stored.startsWith(kAnyVersion)) {
        const qsizetype brace = stored.indexOf(u'{');
        const QJsonDocument doc = brace < 0 ? QJsonDocument() : QJsonDocument::fromJson(QStringView(stored).mid(brace).toUtf8());
        if (doc.isObject() && doc.object().value(u"s"_s).isString())
            return doc.object().value(u"s"_s).toString();
    }
    return stored;
}

QString withoutMnemonic(const QString &stored)
{
    std::optional<QJsonObject> label = parse(stored);
    if (!label)
        return stored;
    label->insert(u"m"_s, true);
    return kPrefix + QString::fromUtf8(QJsonDocument(*label).toJson(QJsonDocument::Compact));
}

bool isUndoLabel(const QString &stored)
{
    return parse(stored).has_value();
}

} // namespace sw
