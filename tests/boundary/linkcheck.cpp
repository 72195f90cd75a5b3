// The module boundary at link time: this program links the shared core libraries whole
// (sheetwright_common, _store, _models) and no game system, with a composition root of its own
// that registers none. If a shared library called into a game system, it would not link; run, it
// creates a campaign, opens it as a session and reads its (empty) listing.
#include "models/campaignsession.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>

namespace sw::systems {

void registerBuiltInSystems(GameSystemRegistry &)
{
}

const GameSystemRegistry &builtInSystems()
{
    static const GameSystemRegistry none;
    return none;
}

} // namespace sw::systems

namespace sw::store {

const DocumentKinds &registeredDocumentKinds()
{
    return systems::builtInSystems().documentKinds();
}

} // namespace sw::store

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    sw::store::FileError error;
    const auto session = sw::models::CampaignSession::open(dir.filePath(QStringLiteral("none.sheetwright")), true, &error);
    if (!session) {
        std::fprintf(stderr, "could not create a campaign with no game system\n");
        return 1;
    }
    if (!session->store().list().isEmpty()) {
        std::fprintf(stderr, "a campaign with no game system lists sheets\n");
        return 1;
    }
    std::puts("the shared core libraries link and run without any game system");
    return 0;
}
