#include "systems/blades/sheets/sheetpanel.h"

#include "systems/blades/sheets/refusalfeedback.h"
#include "systems/blades/sheets/sheeteditor.h"

#include <QEvent>
#include <QFrame>
#include <QLabel>

namespace sw::ui {

SheetPanel::SheetPanel(SheetEditor *editor, QWidget *parent) : QWidget(parent), m_editor(editor) {}

Language SheetPanel::language() const
{
    return m_editor->language();
}

const blades::RulePack &SheetPanel::pack() const
{
    return m_editor->packFor(recordedPack());
}

void SheetPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool SheetPanel::attempt(QWidget *source, const std::function<bool()> &attempt)
{
    RefusalFeedback feedback(m_editor, source);
    const bool done = attempt();
    if (!done)
        reshow();
    return done;
}

bool CharacterPanel::edit(const QString &command, const QString &label, const models::CharacterOp &op, QWidget *source)
{
    return attempt(source, [&] { return m_editor->editCharacter(m_state.id, command, label, op); });
}

bool CrewPanel::edit(const QString &command, const QString &label, const models::CrewOp &op, QWidget *source)
{
    return attempt(source, [&] { return m_editor->editCrew(m_state.id, command, label, op); });
}

QLabel *sheetHeading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    font.setCapitalization(QFont::AllUppercase);
    label->setFont(font);
    return label;
}

QWidget *sheetRule(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setForegroundRole(QPalette::Mid);
    return line;
}

} // namespace sw::ui
