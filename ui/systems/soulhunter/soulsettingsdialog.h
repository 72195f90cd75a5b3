#pragma once

// The campaign's 狩魂者 settings (spec §1, §21, §22): every value of the rulebook the house rules
// need ([base]: required, "to be filled from your rulebook" until the group fills it) and every
// [gap]/[inferred] setting with the spec's default, each with its name and help in the language.
// A change is one undoable step kept in the campaign ("soulhunter-campaign"); the lowest entry of
// a number (or the first of a choice) clears the campaign's value.
#include <QDialog>
#include <QHash>
#include <QPointer>

class QComboBox;
class QLabel;
class QSpinBox;
class QWidget;

namespace sw::ui {

class SoulhunterEditor;

class SoulSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SoulSettingsDialog(SoulhunterEditor *editor, QWidget *parent);
    void reload();

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void write(const QString &key, QWidget *source);

    QPointer<SoulhunterEditor> m_editor;
    QLabel *m_intro;
    QWidget *m_form;
    QHash<QString, QWidget *> m_editors;
    bool m_loading = false;
};

} // namespace sw::ui
