#pragma once

// The Fate Condensed character sheet (spec §8): name and description; aspects; skills as the
// pyramid; stunts and extras; refresh and fate points; stress, consequences and boosts; and the
// milestones. Every click is one edit through the editor; the page shows the stored sheet again
// after every step of the campaign (an edit, undo, redo, another window's edit).
#include "systems/fate/fateeditor.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace sw::ui {

class FatePanel;

class FateSheet : public QWidget
{
    Q_OBJECT

public:
    FateSheet(FateEditor *editor, qint64 id, QWidget *parent);

    qint64 id() const { return m_id; }
    QString title() const;
    void reload();

Q_SIGNALS:
    void titleChanged(const QString &title);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void writeName();
    void writeDescription();
    void milestone(bool major);

    FateEditor *m_editor;
    qint64 m_id;
    QString m_title;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_descriptionLabel;
    QLineEdit *m_description;
    QLabel *m_stage;
    QLabel *m_overrides;
    QPushButton *m_minor;
    QPushButton *m_major;
    QList<FatePanel *> m_panels;
    fate::Character m_shown;
};

} // namespace sw::ui
