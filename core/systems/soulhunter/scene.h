#pragma once

// The GM's scene (spec §5.1, §15; seed L63, L233, L42): its name, its 场景标签 (scene tags, a base
// concept the 追加规则 keep: status tags "work like scene tags", L233; an activated tag gives the
// check 级别 +1, L42) and the 挑战值 (challenge value) the GM set for the checks made in it — the
// default the check dock and `soulhunter roll` start from. Read and written as the
// "soulhunter-scene" document (one per campaign: the current scene).
#include "rules/violation.h"
#include "systems/soulhunter/charm.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace sw::soulhunter {

inline constexpr int kDefaultChallenge = 10; // with no scene value: the dock's and the CLI's start
inline constexpr int kChallengeMin = -99;
inline constexpr int kChallengeMax = 199;

struct Scene
{
    QString name;
    QStringList tags;             // 场景标签, each once
    std::optional<int> challenge; // 挑战值 for the scene's checks; nullopt: none set
    QList<Charm> charms = {};     // the scene's 护符 (spec §18)
    bool operator==(const Scene &) const = default;
};

QJsonObject toJson(const Scene &scene);
Scene sceneFromJson(const QJsonObject &document);
// soulhunter.scene.tag_empty, soulhunter.scene.tag_repeated (a tag is named once),
// soulhunter.scene.challenge_range (kChallengeMin…kChallengeMax, the dock's range); its charms' own
// checks (checkCharmsAlone; those needing the campaign's rules are the store's, saveScene).
QList<rules::Violation> checkScene(const Scene &scene);
// The "soulhunter-scene" document's check: the schema, then checkScene.
QString checkSceneDocument(const QJsonObject &document);
// The challenge a check starts from: the scene's, else kDefaultChallenge.
int defaultChallenge(const std::optional<Scene> &scene);

} // namespace sw::soulhunter
