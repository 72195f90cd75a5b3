#pragma once

// Relationships (spec §2.9, rules 53–54): another character (of the campaign, or a name) and the
// stance — 友善 friendly, 中立 neutral, 敌对 hostile — with a note; friendly is meant to be
// mutual, and the panel says when the other side does not return it (a warning, never a block).
#include "systems/meshal/meshalpanel.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace sw::ui {

class MeshalRelationsPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalRelationsPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void add();
    void removeSelected();
    void warn();
    QString targetName(const QString &target) const;

    QTreeWidget *m_list;
    QComboBox *m_target;
    QComboBox *m_stance;
    QLineEdit *m_note;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_warning;
};

} // namespace sw::ui
