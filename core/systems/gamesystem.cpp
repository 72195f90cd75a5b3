#include "systems/gamesystem.h"

#include <QtGlobal>

namespace sw::systems {

void GameSystemRegistry::add(std::unique_ptr<GameSystem> system)
{
    if (find(system->id()))
        qFatal("game system \"%s\" registered twice", qPrintable(system->id()));
    // DocumentKinds::add stops the program on a kind another system keeps already.
    system->registerDocumentKinds(m_kinds);
    m_systems.push_back(std::move(system));
}

const GameSystem *GameSystemRegistry::find(const QString &id) const
{
    for (const auto &system : m_systems) {
        if (system->id() == id)
            return system.get();
    }
    return nullptr;
}

QList<const GameSystem *> GameSystemRegistry::all() const
{
    QList<const GameSystem *> out;
    for (const auto &system : m_systems)
        out.append(system.get());
    return out;
}

const GameSystem *GameSystemRegistry::systemOfKind(const QString &kind) const
{
    const store::DocumentKind *k = m_kinds.find(kind);
    return k ? find(k->system) : nullptr;
}

} // namespace sw::systems
