// A child process for the crash test: edits one character of a campaign in a loop, each edit one
// transaction; after each commit it prints "<batch> <coin> <stress>" and flushes, so the parent
// knows exactly what was reported committed when it kills this process with SIGKILL.
//
//   crashwriter CAMPAIGN CHARACTER [MODE [ORGANIZATION APPLICATION]]
//
// MODE "edit" (the default) opens the campaign once and edits; "lock" opens and closes it around
// every edit, so that a kill often lands while the edit lock is taken or let go; "check" edits
// while another thread runs the whole-file check and makes the day's backup again and again (the
// backup of the day removed before each run), as a window does in the background. ORGANIZATION and
// APPLICATION name the backups folder (the parent's, to see what a killed backup left).
#include "systems/blades/character.h"
#include "store/campaignstore.h"
#include "store/integritycheck.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QRandomGenerator>

#include <atomic>
#include <cstdio>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

// One edit: 0 when it committed (and was printed), else the exit code to stop with.
int editOnce(sw::store::CampaignStore &store, qint64 id, QRandomGenerator &random)
{
    auto c = sw::blades::character(store, id);
    if (!c)
        return 4;
    c->coin = int(random.bounded(5));
    c->stress = int(random.bounded(10));
    // Undo now and then, but only this program's own edits (never the sheet's creation).
    if (random.bounded(10) == 0 && store.undoLabel() == u"Random edit"_s)
        return store.undo().ok ? 0 : 5;
    const auto receipt = sw::blades::saveCharacter(store, id, *c, u"test.random_edit"_s, u"Random edit"_s);
    if (!receipt.ok)
        return 6;
    std::printf("%lld %d %d\n", static_cast<long long>(receipt.batch), c->coin, c->stress);
    std::fflush(stdout);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 3)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    const qint64 id = QString::fromLocal8Bit(argv[2]).toLongLong();
    const QString mode = argc > 3 ? QString::fromLocal8Bit(argv[3]) : u"edit"_s;
    if (argc > 5) {
        QCoreApplication::setOrganizationName(QString::fromLocal8Bit(argv[4]));
        QCoreApplication::setApplicationName(QString::fromLocal8Bit(argv[5]));
    }
    QRandomGenerator random(quint32(QCoreApplication::applicationPid()));

    if (mode == u"lock"_s) {
        for (int i = 0; i < 100000; ++i) {
            sw::store::FileError error;
            auto file = sw::store::CampaignFile::open(path, &error);
            if (!file)
                return 3;
            sw::store::CampaignStore store(*file);
            if (const int stop = editOnce(store, id, random))
                return stop;
        }
        return 0;
    }

    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error);
    if (!file)
        return 3;
    std::atomic<bool> stop{false};
    std::thread checker;
    if (mode == u"check"_s) {
        checker = std::thread([&] {
            const QString today = sw::store::backupFolder(path) + u"/daily-"_s +
                                  QDate::currentDate().toString(Qt::ISODate) + u".sheetwright"_s;
            while (!stop) {
                QFile::remove(today);
                sw::store::IntegrityCheck check;
                if (check.run(path, true).result.problem != sw::store::FileProblem::None)
                    std::_Exit(7);
            }
        });
    }
    sw::store::CampaignStore store(*file);
    int code = 0;
    for (int i = 0; i < 100000 && code == 0; ++i)
        code = editOnce(store, id, random);
    stop = true;
    if (checker.joinable())
        checker.join();
    return code;
}
