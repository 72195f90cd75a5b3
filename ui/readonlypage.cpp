#include "readonlypage.h"

#include "widgets/sheetcontrol.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextEdit>

namespace sw::ui {
namespace {

const char *const kGreyed = "sheetwrightGreyed";
const char *const kReadOnly = "sheetwrightReadOnly";
const char *const kControl = "sheetwrightControl";
const char *const kViewOnly = "sheetwrightViewOnly";
const char *const kWrites = "sheetwrightWrites";
const char *const kTriggers = "sheetwrightEditTriggers";

// An item view's inline editing off (read-only) or back as it was.
void setEditable(QAbstractItemView *view, bool editable)
{
    if (!editable && !view->property(kTriggers).isValid()) {
        view->setProperty(kTriggers, int(view->editTriggers()));
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    } else if (editable && view->property(kTriggers).isValid()) {
        view->setEditTriggers(QAbstractItemView::EditTriggers(view->property(kTriggers).toInt()));
        view->setProperty(kTriggers, QVariant());
    }
}

// Made read-only (true) or disabled (false) by setPageWritable; the widget's own state otherwise.
template <typename W>
bool setReadOnly(QWidget *w, bool readOnly)
{
    auto *edit = qobject_cast<W *>(w);
    if (!edit)
        return false;
    if (readOnly && !edit->isReadOnly()) {
        edit->setReadOnly(true);
        edit->setProperty(kGreyed, true);
    } else if (!readOnly && edit->property(kGreyed).toBool()) {
        edit->setReadOnly(false);
        edit->setProperty(kGreyed, false);
    }
    return true;
}

} // namespace

void setPageWritable(QWidget *page, bool writable)
{
    page->setProperty(kReadOnly, !writable);
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (setReadOnly<QLineEdit>(w, !writable) || setReadOnly<QTextEdit>(w, !writable) ||
            setReadOnly<QPlainTextEdit>(w, !writable) || setReadOnly<QAbstractSpinBox>(w, !writable))
            continue;
        // Tab bars (of the page's own sections) and scroll bars stay: they change nothing.
        if (qobject_cast<QTabBar *>(w->parentWidget()) || w->inherits("QScrollBar") || w->property(kViewOnly).toBool())
            continue;
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            setEditable(view, writable);
        if (!qobject_cast<QAbstractButton *>(w) && !qobject_cast<QComboBox *>(w) && !qobject_cast<QAbstractSlider *>(w) &&
            !qobject_cast<SheetControl *>(w) && !w->property(kControl).toBool())
            continue;
        if (!writable && w->isEnabled()) {
            w->setEnabled(false);
            w->setProperty(kGreyed, true);
        } else if (writable && w->property(kGreyed).toBool()) {
            w->setEnabled(true);
            w->setProperty(kGreyed, false);
        }
    }
}

bool pageWritable(const QWidget *page)
{
    return !page->property(kReadOnly).toBool();
}

void markAsControl(QWidget *control)
{
    control->setProperty(kControl, true);
}

void markAsViewOnly(QWidget *control)
{
    control->setProperty(kViewOnly, true);
}

void setPageWrites(QWidget *page, const QString &kind)
{
    page->setProperty(kWrites, kind);
}

QString pageWrites(const QWidget *page)
{
    return page->property(kWrites).toString();
}

} // namespace sw::ui
