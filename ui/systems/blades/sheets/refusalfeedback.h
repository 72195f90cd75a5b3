#pragma once

#include <QMetaObject>
#include <QPointer>
#include <QWidget>

namespace sw::ui {

class SheetEditor;

// For the length of one edit: when the engine refuses it, the widget that asked flashes (drawn
// controls and check lists) and shows the reason next to itself, so the
// player learns the rule where their hand is.
class RefusalFeedback
{
public:
    RefusalFeedback(SheetEditor *editor, QWidget *source);
    ~RefusalFeedback();
    RefusalFeedback(const RefusalFeedback &) = delete;
    RefusalFeedback &operator=(const RefusalFeedback &) = delete;

    static void show(QWidget *source, const QString &explanation);

private:
    QMetaObject::Connection m_connection;
};

} // namespace sw::ui
