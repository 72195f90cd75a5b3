#pragma once

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "widgets/labelname.h"
#include "systems/blades/rulepack.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVariant>

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
// the label's plain words as the field's accessible name. `text` may be a label's stored form
// (SW_TR_LABEL("&Alias")): then the field keeps it for the undo labels of its edits (nameOf).
inline void labelRow(QFormLayout *form, QWidget *field, const QString &text, const QString &rule)
{
    const QString words = undoLabelText(text);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(words);
    field->setToolTip(rule);
    field->setAccessibleName(plain(words));
    if (isUndoLabel(text))
        keepName(field, text);
}

} // namespace sw::ui::fields
