// The Meshal dice dock's day of supplies (module 补给 replenishing, spec §4.14, rule 61): the
// chosen character's meals, drinks and sleep; at the start of the next day each need unmet takes
// one die of its attribute (one undo step), which only full rests give back.
#include "systems/meshal/meshaldicepanel.h"

#include "common/undolabel.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/supplies.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

void MeshalDicePanel::endDay()
{
    if (!m_editor)
        return;
    const qint64 id = rollerId();
    if (id <= 0) {
        m_editor->refuse(tr("Choose the character whose day it was."), m_endDay);
        return;
    }
    meshal::Day day{m_food->value(), m_drink->value(), {}};
    for (const QString &part : m_sleep->text().split(QRegularExpression(u"[,，、\\s]+"_s), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int hours = part.toInt(&ok);
        if (!ok || hours < 0 || hours > 24) {
            m_editor->refuse(tr("Write the hours slept each time as whole numbers, e.g. 4,2."), m_sleep);
            return;
        }
        day.sleepSessions << hours;
    }
    std::optional<meshal::DayEnd> end;
    const std::optional<meshal::Character> c = roller();
    const QString label = SW_TR_LABEL("%1's day of supplies").arg(c ? c->name : QString());
    const bool done = m_editor->edit(id, u"meshal.supplies.day"_s, label, [&day, &end](meshal::Character &sheet) {
        end = meshal::startNextDay(sheet, day);
        return QList<rules::Violation>{};
    }, m_endDay);
    if (!done)
        return;
    if (!end) {
        m_outcome->setText(tr("The rulebook gives no daily needs for this size; nothing was taken."));
        return;
    }
    QStringList lacks;
    if (end->hungry)
        lacks << tr("hungry: a %1 die taken").arg(m_editor->attributeName(meshal::Attribute::Might));
    if (end->thirsty)
        lacks << tr("thirsty: a %1 die taken").arg(m_editor->attributeName(meshal::Attribute::Energy));
    if (end->exhausted)
        lacks << tr("exhausted: a %1 die taken").arg(m_editor->attributeName(meshal::Attribute::Spirit));
    m_outcome->setText(lacks.isEmpty() ? tr("Every need was met.") : lacks.join(tr("; ")) + tr("."));
}

} // namespace sw::ui
