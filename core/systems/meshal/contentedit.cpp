#include "systems/meshal/contentedit.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

template <typename T>
qsizetype indexOf(const QList<T> &list, const QString &id)
{
    const auto it = std::find_if(list.cbegin(), list.cend(), [&id](const T &e) { return e.id == id; });
    return it == list.cend() ? -1 : it - list.cbegin();
}

// The reasons why `next` cannot be kept (the schema's findings also in `schemaErrors`, when asked).
QStringList problems(const MeshalContent &next, QList<rules::SchemaError> *schemaErrors)
{
    const MeshalContentLoad load = meshalContentFromJson(toJson(next), u"content"_s);
    if (schemaErrors)
        *schemaErrors = load.schemaErrors;
    return load.errors;
}

template <typename T>
QStringList put(MeshalContent &content, QList<T> MeshalContent::*section, T entry, const Text &name,
                QList<rules::SchemaError> *schemaErrors)
{
    MeshalContent next = content;
    QList<T> &list = next.*section;
    entry.key = entry.id;
    entry.name = name.zhCN;
    if (const qsizetype i = indexOf(list, entry.id); i >= 0)
        list[i] = entry;
    else
        list.append(entry);
    next.names.insert(entry.id, name);
    QStringList errors = problems(next, schemaErrors);
    if (errors.isEmpty())
        content = std::move(next);
    return errors;
}

// Features and species have no key of their own.
template <>
QStringList put<Feature>(MeshalContent &content, QList<Feature> MeshalContent::*section, Feature entry, const Text &name,
                         QList<rules::SchemaError> *schemaErrors)
{
    MeshalContent next = content;
    QList<Feature> &list = next.*section;
    entry.name = name.zhCN;
    if (const qsizetype i = indexOf(list, entry.id); i >= 0)
        list[i] = entry;
    else
        list.append(entry);
    next.names.insert(entry.id, name);
    QStringList errors = problems(next, schemaErrors);
    if (errors.isEmpty())
        content = std::move(next);
    return errors;
}

template <typename T>
void mergeSection(QList<T> &into, const QList<T> &from, ContentMerge &merge)
{
    for (const T &e : from) {
        if (const qsizetype i = indexOf(into, e.id); i >= 0) {
            into[i] = e;
            ++merge.replaced;
        } else {
            into.append(e);
            ++merge.added;
        }
    }
}

template <typename T>
void addMissing(QList<T> &into, const QList<T> &from, const MeshalContent &own)
{
    for (const T &e : from) {
        if (!sectionOf(own, e.id))
            into.append(e);
    }
}

} // namespace

MeshalContent newCampaignContent()
{
    MeshalContent c;
    c.id = u"campaign"_s;
    c.version = u"1.0.0"_s;
    c.name = {u"Campaign content"_s, u"戰役內容"_s, u"战役内容"_s};
    c.forPack = builtInMeshalPack()->id;
    return c;
}

QStringList contentErrors(const MeshalContent &content)
{
    return meshalContentFromJson(toJson(content), u"content"_s).errors;
}

QStringList putSpecies(MeshalContent &content, const Feature &species, const Text &name, QList<rules::SchemaError> *schemaErrors)
{
    return put(content, &MeshalContent::species, species, name, schemaErrors);
}

QStringList putFeature(MeshalContent &content, const Feature &feature, const Text &name, QList<rules::SchemaError> *schemaErrors)
{
    return put(content, &MeshalContent::features, feature, name, schemaErrors);
}

QStringList putAbility(MeshalContent &content, const Ability &ability, const Text &name, QList<rules::SchemaError> *schemaErrors)
{
    return put(content, &MeshalContent::abilities, ability, name, schemaErrors);
}

QStringList putItem(MeshalContent &content, const Item &item, const Text &name, QList<rules::SchemaError> *schemaErrors)
{
    return put(content, &MeshalContent::items, item, name, schemaErrors);
}

std::optional<ContentSection> sectionOf(const MeshalContent &c, const QString &id)
{
    if (indexOf(c.species, id) >= 0)
        return ContentSection::Species;
    if (indexOf(c.features, id) >= 0)
        return ContentSection::Features;
    if (indexOf(c.abilities, id) >= 0)
        return ContentSection::Abilities;
    if (indexOf(c.items, id) >= 0)
        return ContentSection::Items;
    return std::nullopt;
}

bool removeEntry(MeshalContent &c, const QString &id)
{
    const auto drop = [&id](auto &list) {
        const qsizetype i = indexOf(list, id);
        if (i >= 0)
            list.removeAt(i);
        return i >= 0;
    };
    const bool removed = drop(c.species) || drop(c.features) || drop(c.abilities) || drop(c.items);
    if (removed)
        c.names.remove(id);
    return removed;
}

ContentMerge mergeContent(MeshalContent &into, const MeshalContent &from)
{
    ContentMerge merge;
    MeshalContent next = into;
    mergeSection(next.species, from.species, merge);
    mergeSection(next.features, from.features, merge);
    mergeSection(next.abilities, from.abilities, merge);
    mergeSection(next.items, from.items, merge);
    for (auto it = from.names.cbegin(); it != from.names.cend(); ++it)
        next.names.insert(it.key(), it.value());
    const MeshalContentLoad check = meshalContentFromJson(toJson(next), u"content"_s);
    merge.errors = check.errors;
    merge.problems = check.problems;
    if (merge.errors.isEmpty())
        into = std::move(next);
    else
        merge.added = merge.replaced = 0;
    return merge;
}

MeshalContent withExamples(const MeshalContent &own)
{
    const MeshalContent &examples = *exampleMeshalContent();
    MeshalContent all = own;
    addMissing(all.species, examples.species, own);
    addMissing(all.features, examples.features, own);
    addMissing(all.abilities, examples.abilities, own);
    addMissing(all.items, examples.items, own);
    for (auto it = examples.names.cbegin(); it != examples.names.cend(); ++it) {
        if (!own.names.contains(it.key()))
            all.names.insert(it.key(), it.value());
    }
    return all;
}

bool isExampleEntry(const MeshalContent &own, const QString &id)
{
    return !sectionOf(own, id) && sectionOf(*exampleMeshalContent(), id).has_value();
}

namespace {

bool isBodyPart(const QString &part)
{
    static const QStringList parts{u"head"_s, u"torso"_s, u"arm"_s, u"leg"_s, u"tail"_s, u"wing"_s, u"fin"_s};
    return parts.contains(part);
}

QStringList listed(const QString &text)
{
    static const QRegularExpression separators(u"[,，、;；]+"_s);
    QStringList out;
    for (const QString &w : text.split(separators, Qt::SkipEmptyParts)) {
        if (!w.trimmed().isEmpty())
            out << w.trimmed();
    }
    return out;
}

} // namespace

QString bodyPartsText(const QList<BodyPart> &parts)
{
    QStringList out;
    for (const BodyPart &p : parts)
        out << p.part + u' ' + QString::number(p.count);
    return out.join(u", "_s);
}

std::optional<QList<BodyPart>> bodyPartsFromText(const QString &text, QString *bad)
{
    static const QRegularExpression entry(u"^([a-z]+)\\s*[×x*:]?\\s*(\\d*)$"_s);
    QList<BodyPart> out;
    for (const QString &w : listed(text)) {
        const QRegularExpressionMatch m = entry.match(w);
        if (!m.hasMatch() || !isBodyPart(m.captured(1))) {
            if (bad)
                *bad = w;
            return std::nullopt;
        }
        out.append({m.captured(1), m.captured(2).isEmpty() ? 1 : m.captured(2).toInt()});
    }
    return out;
}

std::optional<QStringList> slotsFromText(const QString &text, QString *bad)
{
    QStringList out;
    static const QRegularExpression spaces(u"\\s+"_s);
    for (const QString &w : listed(text)) {
        for (const QString &part : w.split(spaces, Qt::SkipEmptyParts)) {
            if (!isBodyPart(part)) {
                if (bad)
                    *bad = part;
                return std::nullopt;
            }
            out << part;
        }
    }
    return out;
}

QString rangesText(const QMap<QString, int> &ranges)
{
    QStringList out;
    for (auto it = ranges.cbegin(); it != ranges.cend(); ++it)
        out << it.key() + u' ' + QString::number(it.value());
    return out.join(u", "_s);
}

namespace {

// "id N" pairs of the ids allowed.
std::optional<QMap<QString, int>> rangesFromText(const QString &text, const QStringList &ids, QString *bad)
{
    static const QRegularExpression entry(u"^([a-z]+)\\s*[:]?\\s*(\\d+)$"_s);
    QMap<QString, int> out;
    for (const QString &w : listed(text)) {
        const QRegularExpressionMatch m = entry.match(w);
        if (!m.hasMatch() || !ids.contains(m.captured(1))) {
            if (bad)
                *bad = w;
            return std::nullopt;
        }
        out.insert(m.captured(1), m.captured(2).toInt());
    }
    return out;
}

} // namespace

std::optional<QMap<QString, int>> sensesFromText(const QString &text, QString *bad)
{
    return rangesFromText(text, kSenses, bad);
}

std::optional<QMap<QString, int>> movesFromText(const QString &text, QString *bad)
{
    return rangesFromText(text, kMoves, bad);
}

} // namespace sw::meshal
