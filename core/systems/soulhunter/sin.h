#pragma once

// A 罪孽 (Sin) and its 执念 (obsession) tags, the GM's side of spec §14 (seed L220-L230): 1-3 tags,
// which the characters know, and the ways already used against it (the same way works once). Read
// and written as the "soulhunter-sin" document.
#include "rules/violation.h"
#include "systems/soulhunter/charm.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace sw::soulhunter {

struct ObsessionTag
{
    QString text;
    bool known = false;
    bool operator==(const ObsessionTag &) const = default;
};

struct Sin
{
    QString name;
    QString note;
    QList<ObsessionTag> obsessions; // 1-3 (L221)
    QStringList methodsUsed;        // L230: the same way works only once against this Sin
    QList<Charm> charms = {};       // the Sin's 护符 (spec §18)
    bool operator==(const Sin &) const = default;
};

QJsonObject toJson(const Sin &sin);
Sin sinFromJson(const QJsonObject &document);
// L221 「每个罪孽都拥有1~3个执念标签」: soulhunter.sin.obsession_count; then its charms' own checks
// (checkCharmsAlone; those needing the campaign's rules are the store's, addSin/saveSin).
QList<rules::Violation> checkSin(const Sin &sin);
// The "soulhunter-sin" document's check: the schema, then checkSin.
QString checkSinDocument(const QJsonObject &document);

} // namespace sw::soulhunter
