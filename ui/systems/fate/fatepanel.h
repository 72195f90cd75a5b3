#pragma once

// One part of the Fate character sheet: it shows the stored sheet (load) and turns a click into
// one edit through the editor; a refused edit puts the stored values back (reloadRequested).
#include "systems/fate/fateeditor.h"

#include <QGroupBox>

namespace sw::ui {

class FatePanel : public QGroupBox
{
    Q_OBJECT

public:
    FatePanel(FateEditor *editor, qint64 id, QWidget *parent) : QGroupBox(parent), m_editor(editor), m_id(id) {}

    virtual void load(const fate::Character &character) = 0;
    virtual void retranslate() = 0;

Q_SIGNALS:
    void reloadRequested();

protected:
    bool edit(const QString &command, const QString &label, const fate::SheetOp &op, QWidget *source)
    {
        const bool made = m_editor->edit(m_id, command, label, op, source);
        if (!made)
            Q_EMIT reloadRequested();
        return made;
    }
    const fate::FatePack &pack() const { return m_editor->pack(); }
    Language language() const { return m_editor->language(); }

    FateEditor *m_editor;
    qint64 m_id;
};

} // namespace sw::ui
