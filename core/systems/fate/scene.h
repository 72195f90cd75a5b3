#pragma once

// The scene's situation aspects (spec §6.2, §7.1; seed L165–L169): aspects of the scene, not of
// a character, each with the free invokes whoever created it holds; they last until the scene
// ends. Kept as one "fate-scene" document of the campaign (id "current"), so that adding one,
// spending its free invoke and ending the scene are journaled edits like any other.
#include "store/campaignstore.h"
#include "systems/fate/character.h"
#include "systems/fate/pack.h"

#include <QJsonObject>

namespace sw::fate {

inline constexpr auto kSceneKind = QLatin1StringView("fate-scene");

struct SituationAspect
{
    QString text;
    QList<FreeInvokes> freeInvokes;
    bool operator==(const SituationAspect &) const = default;
};

struct Scene
{
    QList<SituationAspect> aspects;
    bool operator==(const Scene &) const = default;
};

QJsonObject sceneToJson(const Scene &scene);
Scene sceneFromJson(const QJsonObject &document);
// Why the document is not a scene (its shape), or empty.
QString checkSceneDocument(const QJsonObject &document);

store::SheetRef sceneRef();
// The campaign's scene; empty when none was written yet.
Scene scene(const store::CampaignStore &store);
store::SheetChange sceneChange(const Scene &scene);

// A character at the end of the scene (spec §7.4–§7.6; rules 24, 27, 29): every stress box clears,
// the boosts go, the fate points owed (hostile invokes, a concession) are paid, and a consequence
// that was recovering and clears after a scene (mild) is gone.
Character endOfScene(Character character, const FatePack &pack);

} // namespace sw::fate
