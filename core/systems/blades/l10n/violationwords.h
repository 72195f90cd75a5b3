#pragma once

// Internal to the violation texts: what a sentence needs, and the tables of sentences.
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QCoreApplication>
#include <QHash>

#include <functional>

namespace sw::l10n::detail {

using namespace Qt::StringLiterals;

// What a message needs: the violation's numbers and the pack's names for its ids.
struct Words
{
    const rules::Violation &v;
    const blades::RulePack &pack;
    Language language;

    int num(const char *key) const { return v.params.value(QLatin1StringView(key)).toInt(); }
    QString id(const char *key = "id") const { return v.params.value(QLatin1StringView(key)).toString(); }
    QString fieldId() const { return v.field.section(u'/', 1); }
    QString action(const QString &actionId) const
    {
        const blades::Entity *a = pack.action(actionId);
        return a ? a->name.in(language) : actionId;
    }
    QString ability(const QString &abilityId) const
    {
        const blades::Ability *a = pack.ability(abilityId);
        return a ? a->name.in(language) : abilityId;
    }
    QString item(const QString &itemId) const
    {
        const blades::Item *i = pack.item(itemId);
        return i ? i->name.in(language) : itemId;
    }
    QString track(const QString &trackId) const
    {
        if (trackId == u"playbook"_s)
            return QCoreApplication::translate("ViolationText", "playbook");
        const blades::Attribute *a = pack.attribute(trackId);
        return a ? a->name.in(language) : trackId;
    }
    QString traumaCondition(const QString &conditionId) const
    {
        for (const blades::Entity &t : pack.traumaConditions) {
            if (t.id == conditionId)
                return t.name.in(language);
        }
        return conditionId;
    }
    QString npc(const QString &npcId) const
    {
        for (const blades::Playbook &p : pack.playbooks) {
            for (const blades::Entity &n : p.npcs) {
                if (n.id == npcId)
                    return n.name.in(language);
            }
        }
        return npcId;
    }
    QString loadLevel(const QString &levelId) const
    {
        const blades::LoadLevel *l = pack.loadLevel(levelId);
        return l ? l->name.in(language) : levelId;
    }
};

using Sentence = std::function<QString(const Words &)>;
using SentenceTable = QHash<QString, Sentence>;

// Sentences for the edits a player makes (character operations) and for crew sheets.
void addOperationSentences(SentenceTable &table);
void addCrewSentences(SentenceTable &table);
void addGmSentences(SentenceTable &table);
void addGmTableSentences(SentenceTable &table);

} // namespace sw::l10n::detail
