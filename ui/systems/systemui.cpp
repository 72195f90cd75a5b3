#include "systems/systemui.h"

#include "systems/gamesystem.h"

namespace sw::ui {

void SystemUiRegistry::add(std::unique_ptr<SystemUi> ui)
{
    Q_ASSERT(ui && !find(ui->systemId()));
    m_uis.push_back(std::move(ui));
}

QList<SystemUi *> SystemUiRegistry::all() const
{
    QList<SystemUi *> out;
    for (const auto &ui : m_uis)
        out.append(ui.get());
    return out;
}

SystemUi *SystemUiRegistry::find(const QString &systemId) const
{
    for (const auto &ui : m_uis) {
        if (ui->systemId() == systemId)
            return ui.get();
    }
    return nullptr;
}

SystemUi *SystemUiRegistry::forKind(const QString &kind) const
{
    const systems::GameSystem *system = systems::builtInSystems().systemOfKind(kind);
    return system ? find(system->id()) : nullptr;
}

} // namespace sw::ui
