#pragma once

// A widget that names an edit (a form field, a button) keeps its words' stored form
// (common/undolabel.h) for the undo labels of what it does, so those follow the reader's
// language rather than the one the widget showed when the edit was made. Every system's sheet.
#include "common/labelwords.h"
#include "common/undolabel.h"

#include <QAbstractButton>
#include <QString>
#include <QVariant>
#include <QWidget>

namespace sw::ui::fields {

// Keeps `stored` (SW_TR_LABEL("&Alias")), without its mnemonic, as `widget`'s name for undo labels.
inline void keepName(QWidget *widget, const QString &stored)
{
    widget->setProperty("sw_labelName", withoutMnemonic(stored));
}

// A widget's name as an undo label's argument: in every language when it was given a stored
// label (keepName, setWords), else its accessible name as it reads now.
inline QString nameOf(const QWidget *widget)
{
    const QVariant stored = widget->property("sw_labelName");
    return stored.isValid() ? stored.toString() : widget->accessibleName();
}

// Words a button with a label's stored form (SW_TR_LABEL("&Strong")): its text now, and the
// words in every language for the undo labels of what it does (nameOf).
inline void setWords(QAbstractButton *button, const QString &stored)
{
    button->setText(undoLabelText(stored));
    keepName(button, stored);
}

} // namespace sw::ui::fields
