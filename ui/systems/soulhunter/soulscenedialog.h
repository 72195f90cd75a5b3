#pragma once

// The GM's current scene in the 狩魂者 campaign (spec §5.1, §15; seed L63, L233, L42): its name,
// its scene tags (added with Return or the button, removed with Delete or the button) and the
// challenge value its checks start from in the check dock. Each change is one undo step; a tag
// named twice is refused in words.
#include <QDialog>
#include <QPointer>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::soulhunter {
struct Scene;
}

namespace sw::ui {

class SoulCharmsBox;
class SoulhunterEditor;

class SoulSceneDialog : public QDialog
{
    Q_OBJECT

public:
    SoulSceneDialog(SoulhunterEditor *editor, QWidget *parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    soulhunter::Scene current() const;
    bool write(const soulhunter::Scene &scene, const QString &label, QWidget *source);
    void rename();
    void addTag();
    void removeTag();
    void setChallenge();

    QPointer<SoulhunterEditor> m_editor;
    QLabel *m_nameLabel, *m_tagsLabel, *m_newTagLabel, *m_challengeLabel, *m_explain;
    QLineEdit *m_name, *m_newTag;
    QListWidget *m_tags;
    QPushButton *m_addTag, *m_removeTag;
    QAction *m_removeAction;
    QCheckBox *m_hasChallenge;
    QSpinBox *m_challenge;
    SoulCharmsBox *m_charms;
    bool m_loading = false;
};

} // namespace sw::ui
