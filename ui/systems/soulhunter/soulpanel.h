#pragma once

// One part of the 狩魂者 character sheet: it shows the stored sheet (load) and turns a click into
// one edit through the editor; a refused edit puts the stored values back (reloadRequested).
#include "systems/soulhunter/soulhuntereditor.h"

#include <QGroupBox>

namespace sw::ui {

// The note of a mark 心魂 granted before the player named its type.
inline constexpr auto kUnnamedMark = QLatin1StringView("unnamed");

class SoulPanel : public QGroupBox
{
    Q_OBJECT

public:
    SoulPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : QGroupBox(parent), m_editor(editor), m_id(id) {}

    virtual void load(const soulhunter::Character &character, const soulhunter::Rules &rules) = 0;
    virtual void retranslate() = 0;

Q_SIGNALS:
    void reloadRequested();

protected:
    bool edit(const QString &command, const QString &label, const SoulhunterEditor::Op &op, QWidget *source)
    {
        const bool made = m_editor->edit(m_id, command, label, op, source);
        if (!made)
            Q_EMIT reloadRequested();
        return made;
    }
    // The stored sheet's name (for undo labels).
    QString who() const
    {
        const std::optional<soulhunter::Character> c = m_editor->character(m_id);
        return c ? c->name : QString();
    }

    SoulhunterEditor *m_editor;
    qint64 m_id;
};

} // namespace sw::ui
