#pragma once

// Internal to the character operations (characterops*.cpp): an edit in progress and the small
// helpers the operations share.
#include "systems/blades/characterops.h"
#include "systems/blades/charactervalidator.h"

#include <QJsonArray>

namespace sw::blades::detail {

using namespace Qt::StringLiterals;
using rules::Violation;


inline bool overLoad(const Violation &v) { return v.code == u"load.over_limit"_s; }
inline bool anything(const Violation &) { return true; }
inline int param(const Violation &v, const QString &key) { return v.params.value(key).toInt(); }

// A character edit in progress, with the limits the sheet is checked against.
class Edit : public SheetEdit<Character>
{
public:
    Edit(const Character &c, const RulePack &p, const CrewBenefits &cr)
        : SheetEdit(c), pack(p), crew(cr), lim(limitsFor(c, p, cr)) {}

    // The rules of `aspect` the edit breaks anew, among those it `concerns`.
    template <typename Concerns>
    void check(CharacterAspect aspect, Concerns concerns)
    {
        refuseNew(checkCharacterAspect(before, aspect, pack, crew), checkCharacterAspect(after, aspect, pack, crew), concerns);
    }

    bool knownTrack(const QString &track)
    {
        if (track != u"playbook"_s && !pack.attribute(track))
            refuse(u"xp.attribute_unknown"_s, u"xp/"_s + track, {{u"id"_s, track}});
        return !blocked();
    }

    // Marks xp; a full track is cleared into a pending advance, the surplus is dropped (A §4.2).
    void markTrack(const QString &track, int amount)
    {
        const bool playbook = track == u"playbook"_s;
        int &xp = playbook ? after.playbookXp : after.attributeXp[track];
        const int surplus = (xp += amount) - (playbook ? lim.playbookXp : lim.attributeXp);
        if (surplus < 0)
            return;
        xp = 0;
        ++(playbook ? after.pendingPlaybookAdvances : after.pendingAttributeAdvances[track]);
        event(u"advance.pending"_s, {{u"track"_s, track}, {u"discarded"_s, surplus}});
    }

    const RulePack &pack;
    const CrewBenefits &crew;
    const CharacterLimits lim;
};

// A play edit: a dead or retired character's sheet takes none (A §8.28).
template <typename Body>
Outcome play(const Character &c, const RulePack &pack, const CrewBenefits &crew, Body body)
{
    Edit e(c, pack, crew);
    if (c.status == CharacterStatus::Dead || c.status == CharacterStatus::Retired)
        e.refuse(u"character.read_only"_s, u"status"_s,
                 {{u"status"_s, c.status == CharacterStatus::Dead ? u"dead"_s : u"retired"_s}});
    if (!e.blocked())
        body(e);
    return e.finish();
}

inline QJsonArray characterTable(const RulePack &pack, const QString &key)
{
    return pack.documents.value(u"character.json"_s).value(key).toArray();
}

inline bool *armorBox(ArmorUse &a, const QString &kind)
{
    return kind == u"standard"_s ? &a.standard : kind == u"heavy"_s ? &a.heavy : kind == u"special"_s ? &a.special : nullptr;
}

} // namespace sw::blades::detail
