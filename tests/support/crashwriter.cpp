// A child process for the crash test: opens a campaign and edits one character in a loop, each
// edit one transaction; after each commit it prints "<batch> <coin> <stress>" and flushes, so the
// parent knows exactly what was reported committed when it kills this process with SIGKILL.
#include "systems/blades/character.h"
#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 3)
        return 2;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(QString::fromLocal8Bit(argv[1]), &error);
    if (!file)
        return 3;
    sw::store::CampaignStore store(*file);
    const qint64 id = QString::fromLocal8Bit(argv[2]).toLongLong();
    QRandomGenerator random(quint32(QCoreApplication::applicationPid()));
    for (int i = 0; i < 100000; ++i) {
        auto c = store.character(id);
        if (!c)
            return 4;
        c->coin = int(random.bounded(5));
        c->stress = int(random.bounded(10));
        // Undo now and then, but only this program's own edits (never the sheet's creation).
        if (random.bounded(10) == 0 && store.undoLabel() == u"Random edit"_s) {
            if (!store.undo().ok)
                return 5;
            continue;
        }
        const auto receipt = store.saveCharacter(id, *c, u"test.random_edit"_s, u"Random edit"_s);
        if (!receipt.ok)
            return 6;
        std::printf("%lld %d %d\n", static_cast<long long>(receipt.batch), c->coin, c->stress);
        std::fflush(stdout);
    }
    return 0;
}
