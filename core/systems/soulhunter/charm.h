#pragma once

// 护符 (charms) as a general clock model, spec §18 (seed L29–L30: the base 进度符咒 renamed 护符, its
// 画符 renamed 斩痕): a named track with a capacity in 斩 and a count of 斩痕 (slashes), each slash
// with its note. The personal 解体/失格 charms live on the character; these are the ones a scene or a
// Sin owns (the owner is the document that holds them). Their kinds (警告, 斗法, 任务, 事件 符咒) and
// sizes are the base rulebook's: a charm takes its capacity from its kind's [base] setting
// (charm_size_<kind>, required, "to be filled from your rulebook") unless it states its own.
#include "rules/violation.h"

#include <QJsonArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace sw::soulhunter {

class Rules;

struct Charm
{
    QString name;
    QString kind;                 // one of charmKinds()
    std::optional<int> capacity;  // explicit 斩; nullopt: the kind's base setting
    QStringList notes;            // one per 斩痕 (slash), in order; may be empty text
    int slashes() const { return int(notes.size()); }
    bool operator==(const Charm &) const = default;
};

// warning 警告符咒, duel 斗法符咒, task 任务符咒, event 事件符咒 (spec §18 [base]).
const QStringList &charmKinds();
// "charm_size_<kind>": the base pack's required setting holding the kind's size.
QString charmSizeSetting(const QString &kind);
// The charm's capacity: its own, else its kind's setting; nullopt while that setting is unfilled.
std::optional<int> charmCapacity(const Charm &charm, const Rules &rules);

QJsonArray toJson(const QList<Charm> &charms);
QList<Charm> charmsFromJson(const QJsonValue &array);

// The checks of §18, each with its field "charms/<i>" (under `prefix`):
// soulhunter.charm.name_empty, soulhunter.charm.kind_unknown {kind},
// soulhunter.charm.capacity_unset {setting} (no capacity of its own and its kind's base setting unfilled),
// soulhunter.charm.capacity_range {value} (a capacity is at least 1),
// soulhunter.charm.slashes_over {slashes, capacity} (a charm holds at most its capacity in 斩痕).
QList<rules::Violation> checkCharms(const QList<Charm> &charms, const Rules &rules, const QString &prefix = {});
// What `after` breaks that `before` did not: a charm whose kind's size is unfilled keeps its slashes
// or loses some, never gains one (the capacity_unset violation carries its slashes).
QList<rules::Violation> newlyBrokenCharms(const QList<Charm> &before, const QList<Charm> &after, const Rules &rules);
// Without the campaign's rules (a document's own check): only what the document alone decides.
QList<rules::Violation> checkCharmsAlone(const QList<Charm> &charms, const QString &prefix = {});

} // namespace sw::soulhunter
