#pragma once

// The 狩魂者 character sheet (spec §19): name and stage, the base settings the sheet waits for
// (named, never guessed), identity, attributes and skills, the power and tags, the tracks and
// charms, techniques and enchantments. Every click is one edit through the editor; the page shows
// the stored sheet again after every step of the campaign (an edit, undo, redo, another window's).
#include "systems/soulhunter/soulhuntereditor.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace sw::ui {

class SoulPanel;

class SoulSheet : public QWidget
{
    Q_OBJECT

public:
    SoulSheet(SoulhunterEditor *editor, qint64 id, QWidget *parent);

    qint64 id() const { return m_id; }
    QString title() const { return m_title; }
    void reload();

Q_SIGNALS:
    void titleChanged(const QString &title);
    // "Fill in…" next to the missing settings: the base-settings dialog.
    void settingsRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void writeName();
    void finishCreation();

    SoulhunterEditor *m_editor;
    qint64 m_id;
    QString m_title;
    QString m_shownName;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_stage;
    QPushButton *m_finish;
    QLabel *m_missing;
    QPushButton *m_fill;
    QPushButton *m_pick; // entries of the campaign's content packs (soulpickdialog.h)
    QLabel *m_overrides;
    QList<SoulPanel *> m_panels;
};

} // namespace sw::ui
