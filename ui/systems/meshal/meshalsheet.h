#pragma once

// The Meshal Lite character sheet (spec §2): name and stage; identity and features; the three
// attributes with every layer; protections, movement, senses, Execution and conditions; Talent
// and 实力 with the ledger; abilities; items, carry limits and money. Every click is one edit
// through the editor; the page shows the stored sheet again after every step of the campaign (an
// edit, undo, redo, another window's edit).
#include "systems/meshal/meshaleditor.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace sw::ui {

class MeshalPanel;

class MeshalSheet : public QWidget
{
    Q_OBJECT

public:
    MeshalSheet(MeshalEditor *editor, qint64 id, QWidget *parent);

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
    void finishCreation();

    MeshalEditor *m_editor;
    qint64 m_id;
    QString m_title;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_stage;
    QLabel *m_overrides;
    QPushButton *m_finish;
    QList<MeshalPanel *> m_panels;
    meshal::Character m_shown;
};

} // namespace sw::ui
