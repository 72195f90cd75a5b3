#pragma once

// The 护符 (charms) a scene or a Sin owns (spec §18; seed L29–L30), for the GM: a list of charms, the
// selected one drawn with the shared clock (ClockFace, as the sheet's 解体/失格 charms), its slashes'
// notes; add or remove a charm, mark a slash with its note or clear the last one — each one undo step
// through the owner's `write`, refused in words (SoulhunterEditor::refuse) when a charm would hold
// more slashes than its capacity or its kind's [base] size is still to be filled from the rulebook.
#include "systems/soulhunter/charm.h"

#include <QGroupBox>
#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class ClockFace;
class SoulhunterEditor;

class SoulCharmsBox : public QGroupBox
{
    Q_OBJECT

public:
    using Read = std::function<QList<soulhunter::Charm>()>;
    // Writes the owner with these charms as one undo step; true when written.
    using Write = std::function<bool(const QList<soulhunter::Charm> &charms, const QString &label)>;
    SoulCharmsBox(SoulhunterEditor *editor, Read read, Write write, QWidget *parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showSelected();
    bool change(const QList<soulhunter::Charm> &charms, const QString &label, QWidget *source);
    void addCharm();
    void removeCharm();
    void markSlash();
    void clearSlash();

    QPointer<SoulhunterEditor> m_editor;
    Read m_read;
    Write m_write;
    QListWidget *m_list, *m_notes;
    ClockFace *m_clock;
    QLabel *m_capacityText, *m_newLabel, *m_kindLabel, *m_capacityLabel, *m_noteLabel;
    QLineEdit *m_name, *m_note;
    QComboBox *m_kind;
    QSpinBox *m_capacity;
    QPushButton *m_add, *m_remove, *m_mark, *m_clear;
};

} // namespace sw::ui
