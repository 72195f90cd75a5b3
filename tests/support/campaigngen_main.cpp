// campaigngen FILE [--scale N] [--seed S]: writes a large, valid campaign (support/campaigngenerator.h)
// for the benchmarks and the reliability scripts, and says what it wrote and how long it took (wall
// clock, and CPU time: on a shared machine the two differ by the wait for a CPU).
#include "support/campaigngenerator.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QString path;
    double scale = 1.0;
    quint32 seed = 20261123;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == u"--scale"_s && i + 1 < args.size())
            scale = args.at(++i).toDouble();
        else if (args.at(i) == u"--seed"_s && i + 1 < args.size())
            seed = args.at(++i).toUInt();
        else
            path = args.at(i);
    }
    if (path.isEmpty() || scale <= 0) {
        std::fprintf(stderr, "usage: campaigngen FILE [--scale N] [--seed S]\n");
        return 2;
    }
    const sw::test::GeneratedCampaign g = sw::test::generateCampaign(path, sw::test::CampaignScale::times(scale), seed);
    if (!g.ok) {
        std::fprintf(stderr, "campaigngen: %s\n", qPrintable(g.error));
        return 1;
    }
    std::printf("%s: %d crews, %d characters, %d factions, %d clocks, %d journal entries in %.1f s (CPU %.1f s)\n",
                qPrintable(path), g.crews, g.characters, g.factions, g.clocks, g.journalEntries,
                double(g.milliseconds) / 1000.0, double(std::clock()) / CLOCKS_PER_SEC);
    return 0;
}
