#pragma once

// The GM's Sins in the 狩魂者 campaign (spec §14; rule 38, seed L220-L230): each 罪孽 with 1 to 3
// 执念 tags and which of them the characters know; a new Sin and each change to one are one undo
// step, refused with the reason when a Sin would have no tag or more than 3 (L221). A Sin is deleted
// with its button, the list's context menu or the Delete key, one undo step.
#include <QDialog>
#include <QPointer>

#include <array>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sw::ui {

class SoulCharmsBox;
class SoulhunterEditor;

class SoulSinsDialog : public QDialog
{
    Q_OBJECT

public:
    SoulSinsDialog(SoulhunterEditor *editor, QWidget *parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showSelected();
    void addSin();
    void saveSelected();
    void deleteSelected();

    QPointer<SoulhunterEditor> m_editor;
    QListWidget *m_list;
    QLabel *m_nameLabel, *m_tagsLabel;
    QLineEdit *m_name;
    std::array<QLineEdit *, 3> m_tags{};
    std::array<QCheckBox *, 3> m_known{};
    QPushButton *m_add, *m_save, *m_delete;
    QAction *m_deleteAction;
    SoulCharmsBox *m_charms;
};

} // namespace sw::ui
