#include "systems/blades/io/foundrymapping.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace sw::io::foundry {
namespace {

QStringView withoutClassPrefix(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    if (trimmed.startsWith(u'(')) {
        const qsizetype close = trimmed.indexOf(u')');
        if (close > 0)
            return trimmed.mid(close + 1).trimmed();
    }
    return trimmed;
}

QString keyOf(QStringView text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar ch : text) {
        if (ch == u'&')
            out += u"and"_s;
        else if (ch.isLetterOrNumber())
            out += ch.toCaseFolded();
    }
    return out;
}

} // namespace

QString systemId() { return u"blades-in-the-dark"_s; }
QString systemVersion() { return u"6.1.1"_s; }
QString clockActorType() { return u"\U0001F55B clock"_s; }

QString nameKey(const QString &name) { return keyOf(withoutClassPrefix(name)); }

QString looseKey(const QString &name)
{
    QStringView text = withoutClassPrefix(name);
    for (const QStringView article : {u"the ", u"a ", u"an "}) {
        if (text.startsWith(article, Qt::CaseInsensitive)) {
            text = text.mid(article.size());
            break;
        }
    }
    return keyOf(text);
}

QString classPrefix(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (!trimmed.startsWith(u'('))
        return {};
    const qsizetype close = trimmed.indexOf(u')');
    return close > 0 ? trimmed.mid(1, close - 1).trimmed() : QString();
}

QString labelName(const QString &label, const QString &prefix)
{
    const QString trimmed = label.trimmed();
    return trimmed.startsWith(prefix, Qt::CaseInsensitive) ? trimmed.mid(prefix.size()) : trimmed;
}

QString slug(const QString &text, const QString &fallback)
{
    QString out;
    for (const QChar ch : text.toCaseFolded()) {
        if (ch.isLetterOrNumber())
            out += ch;
        else if (!out.isEmpty() && !out.endsWith(u'_'))
            out += u'_';
    }
    while (out.endsWith(u'_'))
        out.chop(1);
    return out.isEmpty() ? fallback : out.left(64);
}

QString documentId(const QString &seed)
{
    static const QString alphabet = u"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"_s;
    const QByteArray hash = QCryptographicHash::hash(seed.toUtf8(), QCryptographicHash::Sha1);
    QString out;
    for (qsizetype i = 0; i < 16; ++i)
        out += alphabet.at(static_cast<unsigned char>(hash.at(i)) % alphabet.size());
    return out;
}

QString quoted(const QString &text)
{
    constexpr qsizetype kShown = 60;
    const QString shown = text.size() > kShown ? text.left(kShown - 1) + u'…' : text;
    return u'"' + shown + u'"';
}

void appendNote(QString *notes, const QString &label, const QString &text)
{
    if (text.trimmed().isEmpty())
        return;
    if (!notes->isEmpty())
        *notes += u'\n';
    *notes += label + u": "_s + text;
}

QList<blades::Entity> packList(const blades::RulePack &pack, const QString &file, const QString &pointer)
{
    QJsonValue value = pack.documents.value(file);
    for (const QString &key : pointer.split(u'/', Qt::SkipEmptyParts))
        value = value.toObject().value(key);
    QList<blades::Entity> out;
    for (const QJsonValue &entry : value.toArray()) {
        blades::Entity e;
        e.id = entry[u"id"_s].toString();
        e.name = blades::textFrom(entry[u"name"_s]);
        e.summary = blades::textFrom(entry[u"summary"_s]);
        out << e;
    }
    return out;
}

QString alias(AliasKind kind, const QString &name, const blades::RulePack &pack)
{
    // Foundry compendium name (as nameKey) → the SRD pack's id for the same thing.
    static const QHash<QString, QString> abilities{
        {u"ghostward"_s, u"supernatural_ward"_s}, // Leech
        {u"ghostmind"_s, u"arcane_mind"_s},       // Whisper
        {u"ghostfighter"_s, u"arcane_fighter"_s}, // Cutter
    };
    static const QHash<QString, QString> crewAbilities{
        {u"crowsveil"_s, u"death_veil"_s}, // Assassins (B §5 [INTEROP])
    };
    static const QHash<QString, QString> upgrades{
        {u"qualitysubterfugesupplies"_s, u"quality_supplies"_s},
        {u"qualityarcaneimplements"_s, u"quality_implements"_s},
        {u"ironhookcontacts"_s, u"prison_contacts"_s}, // B §3.3 [INTEROP]
        {u"trainingpersonalexp"_s, u"training_playbook"_s},
        {u"ordained"_s, u"hardened"_s},              // the Cult's Hardened
        {u"steady"_s, u"composed"_s},                // Shadows' and Smugglers' Composed
        {u"ritualsanctuminlair"_s, u"ritual_sanctum"_s},
    };
    static const QHash<QString, QString> factions{
        {u"citizenry"_s, u"district_citizens"_s},
    };
    const QString key = nameKey(name);
    switch (kind) {
    case AliasKind::Ability: {
        const QString id = abilities.value(key);
        return pack.ability(id) ? id : QString();
    }
    case AliasKind::CrewAbility: {
        const QString id = crewAbilities.value(key);
        return byId(pack.crewAbilities, id) ? id : QString();
    }
    case AliasKind::Upgrade: {
        const QString id = upgrades.value(key);
        return pack.upgrade(id) ? id : QString();
    }
    case AliasKind::Faction: {
        const QString id = factions.value(key);
        return byId(pack.factions, id) ? id : QString();
    }
    }
    return {};
}

bool isDeityFeature(const QString &name)
{
    static const QStringList features{u"alluring"_s, u"cruel"_s,   u"ferocious"_s, u"monstrous"_s,
                                      u"radiant"_s,  u"serene"_s, u"sinister"_s,  u"transcendent"_s};
    return features.contains(nameKey(name));
}

const blades::Playbook *playbookOfPrefix(const QString &prefix, const blades::RulePack &pack)
{
    static const QHash<QString, QString> playbooks{
        {u"c"_s, u"Cutter"_s}, {u"h"_s, u"Hound"_s},  {u"le"_s, u"Leech"_s},   {u"lu"_s, u"Lurk"_s},
        {u"sl"_s, u"Slide"_s}, {u"sp"_s, u"Spider"_s}, {u"w"_s, u"Whisper"_s},
    };
    const QString name = playbooks.value(prefix.toCaseFolded());
    if (name.isEmpty())
        return nullptr;
    const QStringList ids = idsByName(pack.playbooks, name);
    return ids.isEmpty() ? nullptr : pack.playbook(ids.first());
}

std::optional<UpgradeMatch> matchUpgrade(const QString &name, const blades::RulePack &pack)
{
    const auto whole = [&](const QString &n) -> QString {
        const QStringList ids = idsByName(pack.upgrades, n);
        if (!ids.isEmpty())
            return ids.first();
        const QString aliased = alias(AliasKind::Upgrade, n, pack);
        if (!aliased.isEmpty())
            return aliased;
        // Foundry names each crew type's Rigging after the type: "Assassin Rigging", "Thief Rigging" …
        if (nameKey(n).endsWith(u"rigging"_s)) {
            const QStringList rigging = idsByName(pack.upgrades, u"Rigging"_s);
            if (!rigging.isEmpty())
                return rigging.first();
        }
        return {};
    };
    const QString id = whole(name);
    if (!id.isEmpty())
        return UpgradeMatch{id, 0};
    // "Vault 2", "Secure Lair 1", "Cohort 3": one box (or one more cohort) of a longer upgrade.
    const QString trimmed = name.trimmed();
    const qsizetype space = trimmed.lastIndexOf(u' ');
    if (space > 0) {
        bool ok = false;
        const int step = trimmed.mid(space + 1).toInt(&ok);
        if (ok && step >= 1 && step <= 99) {
            const QString base = whole(trimmed.left(space));
            if (!base.isEmpty())
                return UpgradeMatch{base, step};
        }
    }
    return std::nullopt;
}

} // namespace sw::io::foundry
