#pragma once

// A list of short texts on the 狩魂者 sheet (power tags, flaw tags, trait and status tags, marks):
// a line to type a new one, Add and Remove. It never changes itself: it asks (requested) and the
// owner shows what was stored (setTags).
#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace sw::ui {

class SoulTagList : public QWidget
{
    Q_OBJECT

public:
    // `name` prefixes the object names of its parts (…List, …Text, …Add, …Remove).
    SoulTagList(const QString &name, QWidget *parent);

    void setTags(const QStringList &tags);
    QStringList tags() const { return m_tags; }
    void retranslate();

Q_SIGNALS:
    void requested(const QStringList &tags);

private:
    void add();
    void removeCurrent();

    QStringList m_tags;
    QListWidget *m_list;
    QLineEdit *m_text;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace sw::ui
