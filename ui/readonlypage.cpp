#include "readonlypage.h"

#include <QAbstractButton>
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
        if (qobject_cast<QTabBar *>(w->parentWidget()) || w->inherits("QScrollBar"))
            continue;
        if (!qobject_cast<QAbstractButton *>(w) && !qobject_cast<QComboBox *>(w) && !qobject_cast<QAbstractSlider *>(w))
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

} // namespace sw::ui
