#pragma once

#include <QMenu>

namespace sw::ui {

// File ▸ Recent campaigns: the last few campaign files, numbered for the keyboard (&1 …),
// rebuilt from the settings each time it opens.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);
    void retranslate();

Q_SIGNALS:
    void openRequested(const QString &path);

private:
    void rebuild();
};

} // namespace sw::ui
