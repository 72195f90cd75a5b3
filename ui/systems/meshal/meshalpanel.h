#pragma once

// One part of the Meshal character sheet: it shows the stored sheet (load) and turns a click into
// one edit through the editor; a refused edit puts the stored values back (reloadRequested).
#include "systems/meshal/meshaleditor.h"

#include <QGroupBox>

namespace sw::ui {

class MeshalPanel : public QGroupBox
{
    Q_OBJECT

public:
    MeshalPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : QGroupBox(parent), m_editor(editor), m_id(id) {}

    virtual void load(const meshal::Character &character) = 0;
    virtual void retranslate() = 0;

Q_SIGNALS:
    void reloadRequested();

protected:
    bool edit(const QString &command, const QString &label, const MeshalEditor::Op &op, QWidget *source)
    {
        const bool made = m_editor->edit(m_id, command, label, op, source);
        if (!made)
            Q_EMIT reloadRequested();
        return made;
    }
    // An op from a core function that returns why not (ledger.h).
    template <typename F>
    static MeshalEditor::Op ruled(F f)
    {
        return [f](meshal::Character &c) -> QList<rules::Violation> {
            if (const std::optional<rules::Violation> why = f(c))
                return {*why};
            return {};
        };
    }

    MeshalEditor *m_editor;
    qint64 m_id;
};

} // namespace sw::ui
