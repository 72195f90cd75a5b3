#pragma once

// A 罪孽 (Sin) and its 执念 (obsession) tags, the GM's side of spec §14 (seed L220-L230): 1-3 tags,
// which the characters know, and the ways already used against it (the same way works once). Read
// and written as the "soulhunter-sin" document.
//
// The document's format 2 keeps the tags the characters know in `obsessions` ({text, known: true})
// and those they do not know yet in `hiddenObsessions` ({text, slot}: its place among the Sin's
// tags), a top-level field the Sin's kind gives the GM alone (store::GmRights::gmFields): on a
// shared campaign's server a player's role reads the known tags only. Format 1 kept every tag in
// `obsessions`, an unknown one without `known` (or with false); it is still read, and turned into
// format 2 by upgradeSinDocument (the kind's row repair, soulhuntersystem.cpp).
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

inline constexpr int kSinFormat = 2;

QJsonObject toJson(const Sin &sin);
// Either format; a document read without `hiddenObsessions` (a player's, on a shared campaign)
// gives the known tags alone.
Sin sinFromJson(const QJsonObject &document);
// Whether a document still keeps an unknown tag in `obsessions`, or lacks `hiddenObsessions`
// (format 1), and the document in format 2 (its other fields as they are).
bool sinDocumentIsOld(const QJsonObject &document);
QJsonObject upgradeSinDocument(const QJsonObject &document);
// L221 「每个罪孽都拥有1~3个执念标签」: soulhunter.sin.obsession_count; then its charms' own checks
// (checkCharmsAlone; those needing the campaign's rules are the store's, addSin/saveSin).
QList<rules::Violation> checkSin(const Sin &sin);
// The "soulhunter-sin" document's check: the schema, then checkSin.
QString checkSinDocument(const QJsonObject &document);

} // namespace sw::soulhunter
