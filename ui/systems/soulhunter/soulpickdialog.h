#pragma once

// Taking an entry of the campaign's content packs onto a 狩魂者 sheet (issue #21; catalogue.h): every
// 灵能印记 type, 灵魂武器, 狩魂绝技, 技艺 (with its Load) and general enchantment of the packs imported
// into the campaign, each said legal or refused by the rule codes it would break now (rule 8: 灵识
// thresholds, L138-L140; rule 39: the Load budget 灵识 − 4, L267; rule 40; rule 7); a legal one is
// taken with Take (or Return, or the platform's activation: a double click), one undo step; a refused one is said, not taken.
#include <QDialog>
#include <QPointer>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace sw::ui {

class SoulhunterEditor;

class SoulPickDialog : public QDialog
{
    Q_OBJECT

public:
    SoulPickDialog(SoulhunterEditor *editor, qint64 characterId, QWidget *parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void take();

    QPointer<SoulhunterEditor> m_editor;
    qint64 m_id;
    QLabel *m_intro, *m_status;
    QListWidget *m_list;
    QCheckBox *m_prepare;
    QPushButton *m_take, *m_close;
};

} // namespace sw::ui
