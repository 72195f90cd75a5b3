#pragma once

#include "systems/blades/rulepack.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalBlocker>

#include <functional>

namespace sw::ui::fields {

// Fills a chooser with pack entries (name in the language, summary as the item's tooltip, id as
// its data), an empty first entry named `none`, and selects `current` — without signalling.
template <typename Entry>
void fillChooser(QComboBox *box, const QList<Entry> &entries, Language language, const QString &current,
                 const QString &none)
{
    const QSignalBlocker blocker(box);
    box->clear();
    box->addItem(none, QString());
    for (const Entry &e : entries) {
        box->addItem(e.name.in(language), e.id);
        box->setItemData(box->count() - 1, e.summary.in(language), Qt::ToolTipRole);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

// Shows a stored text unless the user is typing in the field (their text wins until they leave).
inline void showText(QLineEdit *edit, const QString &text)
{
    if (edit->hasFocus() && edit->isModified())
        return;
    const QSignalBlocker blocker(edit);
    if (edit->text() != text)
        edit->setText(text);
    edit->setModified(false);
}

inline void showText(QPlainTextEdit *edit, const QString &text)
{
    if (edit->hasFocus() && edit->document()->isModified())
        return;
    const QSignalBlocker blocker(edit);
    if (edit->toPlainText() != text)
        edit->setPlainText(text);
    edit->document()->setModified(false);
}

// Calls `commit` with the text when the user leaves a field they changed (Return or focus out).
inline void onEdited(QLineEdit *edit, std::function<void(const QString &)> commit)
{
    QObject::connect(edit, &QLineEdit::editingFinished, edit, [edit, commit = std::move(commit)] {
        if (!edit->isModified())
            return;
        edit->setModified(false);
        commit(edit->text());
    });
}

// A label's words without its mnemonic: "&Stress" → "Stress", "壓力(&S)" → "壓力".
inline QString plain(QString label)
{
    static const QRegularExpression chineseMnemonic(QStringLiteral("\\(&.\\)"));
    label.remove(chineseMnemonic);
    label.remove(QLatin1Char('&'));
    return label.trimmed();
}

// Words a form row: the label's text (with its mnemonic), the field's rule as its tooltip, and
// the label's plain words as the field's accessible name (which undo labels reuse too).
inline void labelRow(QFormLayout *form, QWidget *field, const QString &text, const QString &rule)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
    field->setToolTip(rule);
    field->setAccessibleName(plain(text));
}

} // namespace sw::ui::fields
