#pragma once

#include "systems/blades/character.h"
#include "systems/blades/crew.h"
#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"
#include "models/modeldiff.h"

#include <QJsonArray>

namespace sw::models {

// The base of the models over one character sheet: keeps the value, the crew's benefits and
// the rule pack, and refreshes on each new value.
//
// The pack is held by reference, not owned: whoever calls setSheet() (the sheet window, which
// has it from the CampaignSession or builtInRulePack()) keeps that pack alive for as long as
// the model shows the sheet, or calls clear() first. Packs are immutable once loaded, so a
// pointer is all the model needs.
class CharacterSheetModel : public SnapshotModel
{
    Q_OBJECT

public:
    void setSheet(const blades::Character &character, const blades::RulePack &pack,
                  const blades::CrewBenefits &crew = {});
    // Shows nothing and lets go of the pack.
    void clear();

    const blades::Character &character() const { return m_character; }
    const blades::CrewBenefits &crewBenefits() const { return m_crew; }
    const blades::RulePack *pack() const { return m_pack; }

protected:
    using SnapshotModel::SnapshotModel;

private:
    blades::Character m_character;
    blades::CrewBenefits m_crew;
    const blades::RulePack *m_pack = nullptr;
};

// The base of the models over one crew sheet; the pack is held as CharacterSheetModel holds it.
class CrewSheetModel : public SnapshotModel
{
    Q_OBJECT

public:
    void setSheet(const blades::Crew &crew, const blades::RulePack &pack);
    void clear();

    const blades::Crew &crew() const { return m_crew; }
    const blades::RulePack *pack() const { return m_pack; }

protected:
    using SnapshotModel::SnapshotModel;

private:
    blades::Crew m_crew;
    const blades::RulePack *m_pack = nullptr;
};

// Catalogues the pack keeps only as JSON (crew.json's holds, the cohorts' gang types …):
// `path` walks from the file's top object to the array.
QJsonArray packCatalogue(const blades::RulePack &pack, const QString &file, const QStringList &path);
// The entry with `id` in such a catalogue; an entry with an empty name when there is none.
blades::Entity catalogueEntry(const QJsonArray &catalogue, const QString &id);

// Qt::CheckStateRole's value for a yes/no.
inline QVariant checkState(bool checked)
{
    return int(checked ? Qt::Checked : Qt::Unchecked);
}

} // namespace sw::models
