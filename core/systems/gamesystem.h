#pragma once

// A game system is a module: its rules, content, documents and their checks live in its own
// folder, and the rest of Sheetwright reaches it only through this interface and the registry.
// Systems are registered by one explicit call each (core/systems/registry.cpp), never by
// self-registering objects, which a static library would drop.
#include "common/language.h"
#include "store/campaignstore.h"
#include "store/documentkinds.h"

#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace sw::systems {

// A pack of content a system knows: built in or found in the user's folder. A profile (house
// rules) is a pack whose `extends` names the pack it overrides.
struct PackInfo
{
    QString id;
    QString version;
    QString name;
    QString extends;
    bool builtIn = false;
};

// What a system keeps for one open campaign, read once when the campaign opens (its pack, which
// may be a house-rules profile read from the user's folder), and the campaign list's words for
// the system's sheets in it.
class CampaignContext
{
public:
    virtual ~CampaignContext() = default;
    // The name of a sheet's type (a playbook's name) in `language`; empty: none (the id is shown).
    virtual QString typeName(const store::SheetInfo &sheet, Language language) const
    {
        Q_UNUSED(sheet); Q_UNUSED(language);
        return {};
    }
    // A name for a sheet that has none of its own (a faction from the pack's examples); empty: none.
    virtual QString defaultName(const store::SheetInfo &sheet, Language language) const
    {
        Q_UNUSED(sheet); Q_UNUSED(language);
        return {};
    }
};

class GameSystem
{
public:
    virtual ~GameSystem() = default;
    virtual QString id() const = 0;                          // "blades": stable, stored with every sheet
    virtual QString displayName(Language language) const = 0; // in each language the app speaks
    // The kinds of document the system keeps in a campaign, how each is listed and checked, and
    // how older files' tables of the system become documents.
    virtual void registerDocumentKinds(store::DocumentKinds &kinds) const = 0;
    virtual QList<PackInfo> packs() const = 0;
    // Its part of an open campaign (models::CampaignSession keeps one per system).
    virtual std::unique_ptr<CampaignContext> openCampaign(const store::CampaignStore &store) const
    {
        Q_UNUSED(store);
        return std::make_unique<CampaignContext>();
    }
};

// The systems of one program (or one test), by id. Owns them; a second system with the same id
// or a kind another system already keeps is a programming error and stops the program.
class GameSystemRegistry
{
public:
    void add(std::unique_ptr<GameSystem> system);

    const GameSystem *find(const QString &id) const;
    QList<const GameSystem *> all() const;
    // Every kind of every registered system (what the campaign store is built with).
    const store::DocumentKinds &documentKinds() const { return m_kinds; }
    // The system that keeps sheets of `kind`, or null.
    const GameSystem *systemOfKind(const QString &kind) const;

private:
    std::vector<std::unique_ptr<GameSystem>> m_systems;
    store::DocumentKinds m_kinds;
};

// Adds this build's systems to `registry`: one line per system (registry.cpp).
void registerBuiltInSystems(GameSystemRegistry &registry);
// The build's systems, registered once for the process.
const GameSystemRegistry &builtInSystems();

} // namespace sw::systems
