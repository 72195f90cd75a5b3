#include "recentfilesmenu.h"

#include "store/campaignfile.h"
#include "appsettings.h"


using namespace Qt::StringLiterals;

namespace sw::ui {

RecentFilesMenu::RecentFilesMenu(QWidget *parent) : QMenu(parent)
{
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    retranslate();
    rebuild();
}

void RecentFilesMenu::retranslate()
{
    setTitle(tr("Open &Recent"));
    rebuild();
}

void RecentFilesMenu::rebuild()
{
    clear();
    const QStringList paths = settings::recentCampaigns();
    int number = 1;
    for (const QString &path : paths) {
        const QString label = number <= 9 ? u"&%1  %2"_s.arg(number).arg(store::campaignShortName(path))
                                          : store::campaignShortName(path);
        QAction *action = addAction(label);
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
        ++number;
    }
    if (paths.isEmpty()) {
        addAction(tr("No recent campaigns"))->setEnabled(false);
        return;
    }
    addSeparator();
    connect(addAction(tr("&Clear List")), &QAction::triggered, this, [] {
        settings::clearRecentCampaigns();
    });
}

} // namespace sw::ui
