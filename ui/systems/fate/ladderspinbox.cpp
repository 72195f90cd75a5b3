#include "systems/fate/ladderspinbox.h"

#include "systems/fate/sheetrules.h"

#include <QKeyEvent>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

// The last signed or bare whole number in the text: "Good (+3)" → 3, 「良好（+3）」 → 3, "-2" → -2.
std::optional<int> numberIn(const QString &text)
{
    static const QRegularExpression number(u"([+\\-−]?\\d+)(?!.*\\d)"_s);
    const QRegularExpressionMatch m = number.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    QString digits = m.captured(1);
    digits.replace(u'−', u'-');
    bool ok = false;
    const int value = digits.toInt(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

} // namespace

LadderSpinBox::LadderSpinBox(QWidget *parent) : QSpinBox(parent)
{
    setKeyboardTracking(false);
    setRange(-4, 8);
}

void LadderSpinBox::setPack(const fate::FatePack *pack, Language language)
{
    m_pack = pack;
    m_language = language;
    // The width follows the longest label of the range.
    setSpecialValueText({});
    const int v = value();
    const QSignalBlocker blocker(this);
    setValue(v == minimum() ? maximum() : minimum());
    setValue(v);
    updateGeometry();
}

void LadderSpinBox::keyPressEvent(QKeyEvent *event)
{
    QSpinBox::keyPressEvent(event);
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        event->accept();
}

QString LadderSpinBox::textFromValue(int value) const
{
    return m_pack ? fate::ladderLabel(*m_pack, value, m_language) : fate::signedNumber(value);
}

int LadderSpinBox::valueFromText(const QString &text) const
{
    return numberIn(text).value_or(value());
}

QValidator::State LadderSpinBox::validate(QString &text, int &) const
{
    if (text == textFromValue(value()))
        return QValidator::Acceptable;
    const std::optional<int> n = numberIn(text);
    if (!n)
        return text.trimmed().isEmpty() || text.trimmed() == u"+"_s || text.trimmed() == u"-"_s ? QValidator::Intermediate
                                                                                                 : QValidator::Invalid;
    return *n >= minimum() && *n <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

} // namespace sw::ui
