#include "systems/fate/io/fari.h"

#include "systems/fate/edits.h"
#include "systems/fate/sheetrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

struct Block
{
    QString type;
    QString label;
    QJsonValue value;
    QJsonObject meta;
};

struct Section
{
    QString label;
    QList<Block> blocks;
};

// Fari's rich text (<br>, <b>, <i>, entities) as plain text.
QString plainText(const QJsonValue &value)
{
    QString text = value.isString() ? value.toString() : value.isDouble() ? QString::number(value.toDouble()) : QString();
    text.replace(QRegularExpression(u"<br\\s*/?>"_s, QRegularExpression::CaseInsensitiveOption), u"\n"_s);
    text.remove(QRegularExpression(u"<[^>]*>"_s));
    text.replace(u"&nbsp;"_s, u" "_s).replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s);
    text.replace(u"&quot;"_s, u"\""_s).replace(u"&#39;"_s, u"'"_s).replace(u"&amp;"_s, u"&"_s);
    return text.trimmed();
}

// A number Fari writes as a string ("3", "+2", ""), or as a number.
std::optional<int> wholeNumber(const QJsonValue &value, bool emptyIsZero)
{
    if (value.isDouble() && value.toDouble() == double(value.toInt()))
        return value.toInt();
    QString text = value.toString().trimmed();
    if (text.isEmpty())
        return emptyIsZero ? std::optional<int>(0) : std::nullopt;
    if (text.startsWith(u'+'))
        text.remove(0, 1);
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

Section sectionFrom(const QJsonObject &s)
{
    Section out{s[u"label"_s].toString(), {}};
    for (const QJsonValue &b : s[u"blocks"_s].toArray()) {
        const QJsonObject o = b.toObject();
        out.blocks.append({o[u"type"_s].toString(), o[u"label"_s].toString(), o[u"value"_s], o[u"meta"_s].toObject()});
    }
    return out;
}

// Every section of every page in reading order, whatever the file's shape: version 5–6
// (rows of columns), version 4 (left and right) or version 3 (one list, each with a position).
QList<Section> sectionsOf(const QJsonArray &pages)
{
    QList<Section> out;
    for (const QJsonValue &p : pages) {
        const QJsonObject page = p.toObject();
        if (page.contains(u"rows"_s)) {
            for (const QJsonValue &row : page[u"rows"_s].toArray()) {
                for (const QJsonValue &column : row[u"columns"_s].toArray()) {
                    for (const QJsonValue &s : column[u"sections"_s].toArray())
                        out.append(sectionFrom(s.toObject()));
                }
            }
        } else if (page[u"sections"_s].isObject()) {
            for (const char *side : {"left", "right"}) {
                for (const QJsonValue &s : page[u"sections"_s][QLatin1StringView(side)].toArray())
                    out.append(sectionFrom(s.toObject()));
            }
        } else {
            const QJsonArray sections = page[u"sections"_s].toArray();
            for (const int position : {0, 1}) {
                for (const QJsonValue &s : sections) {
                    if (s[u"position"_s].toInt() == position)
                        out.append(sectionFrom(s.toObject()));
                }
            }
        }
    }
    return out;
}

bool isText(const Block &b)
{
    return b.type == u"Text"_s || b.type == u"RichText"_s;
}

// A section of written text only: aspects, stunts, notes (consequences have their tick boxes).
bool isTextSection(const Section &s)
{
    return !s.blocks.isEmpty() && std::all_of(s.blocks.cbegin(), s.blocks.cend(), [](const Block &b) {
        return isText(b) && !b.meta.value(u"checked"_s).isBool();
    });
}

bool isConsequenceSection(const Section &s)
{
    return !s.blocks.isEmpty() && std::all_of(s.blocks.cbegin(), s.blocks.cend(), [](const Block &b) {
        return isText(b) && b.meta.value(u"checked"_s).isBool();
    });
}

bool sameWords(const QString &a, const Text &t)
{
    for (const QString &name : {t.en, t.zhTW, t.zhCN}) {
        if (!name.isEmpty() && a.trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

class Reader
{
public:
    Reader(const FatePack &pack, FariImport &out) : m_pack(pack), m_out(out) {}

    void unmapped(const Section &s, const Block &b, const QString &value)
    {
        if (!value.isEmpty())
            m_out.unmapped << Fari::tr("%1 / %2: %3").arg(s.label, b.label, value);
    }

    void aspects(Character &c, const Section &s)
    {
        qsizetype next = 0;
        for (const Block &b : s.blocks) {
            const QString text = plainText(b.value);
            if (next < c.aspects.size())
                c.aspects[next++].text = text;
            else
                unmapped(s, b, text);
        }
    }

    void stunts(Character &c, const Section &s)
    {
        static const QRegularExpression numbered(u"#\\s*\\d+\\s*$"_s);
        for (const Block &b : s.blocks) {
            const QString text = plainText(b.value);
            if (text.isEmpty())
                continue;
            Stunt stunt;
            stunt.ruleChange = true; // Fari keeps a stunt's words, not its skill, action and bonus
            stunt.text = text;
            if (!b.label.trimmed().isEmpty() && !numbered.match(b.label).hasMatch())
                stunt.name = b.label.trimmed();
            else
                stunt.name = text.section(QRegularExpression(u"[:\\n。：]"_s), 0, 0).left(60).trimmed();
            if (stunt.text == stunt.name)
                stunt.text.clear(); // the stunt's words are its name (as Sheetwright writes a stunt without text)
            c.stunts.append(stunt);
        }
    }

    void notes(Character &c, const Section &s)
    {
        for (const Block &b : s.blocks) {
            const QString text = plainText(b.value);
            if (b.label.trimmed().compare(u"description"_s, Qt::CaseInsensitive) == 0)
                c.description = text;
            else if (!text.isEmpty()) {
                const QString name = !b.label.trimmed().isEmpty() ? b.label.trimmed() : s.label.trimmed();
                c.extras.append({name.isEmpty() ? Fari::tr("Notes") : name, text});
            }
        }
    }

    void consequences(Character &c, const Section &s)
    {
        QStringList byOrder{u"mild"_s, u"moderate"_s, u"severe"_s};
        for (const Block &b : s.blocks) {
            QString slot;
            for (const ConsequenceSlot &k : m_pack.consequences) {
                if (sameWords(b.label, k.name))
                    slot = k.id;
            }
            if (slot.isEmpty() && !byOrder.isEmpty())
                slot = byOrder.first();
            byOrder.removeAll(slot);
            const QString text = plainText(b.value);
            if (text.isEmpty())
                continue;
            if (slot.isEmpty() || std::any_of(c.consequences.cbegin(), c.consequences.cend(),
                                              [&](const Consequence &k) { return k.slot == slot; }))
                unmapped(s, b, text);
            else
                c.consequences.append({slot, text, b.meta.value(u"checked"_s).toBool(), {}, {}});
        }
    }

    bool skill(Character &c, const Section &s, const Block &b)
    {
        const std::optional<int> rating = wholeNumber(b.value, true);
        if (!rating || *rating < 0 || *rating > 12) {
            m_out.errors << Fari::tr("The skill %1 has the rating \"%2\"; a rating is a whole number from 0 to 12.")
                                .arg(b.label, b.value.toVariant().toString());
            return false;
        }
        for (const Skill &k : m_pack.skills) {
            if (sameWords(b.label, k.name)) {
                if (*rating != 0)
                    c.skills.append({k.id, *rating});
                return true;
            }
        }
        if (*rating != 0)
            unmapped(s, b, signedNumber(*rating));
        return true;
    }

    bool counter(Character &c, const Section &s, const Block &b, bool *seen)
    {
        const std::optional<int> points = wholeNumber(b.value, true);
        const QJsonValue max = b.meta.value(u"max"_s);
        const std::optional<int> maxValue = max.isUndefined() || max.isNull() ? std::nullopt : wholeNumber(max, false);
        const bool hasRefresh = maxValue.has_value();
        const int refresh = maxValue.value_or(0);
        if (*seen || !points) {
            unmapped(s, b, plainText(b.value));
            return true;
        }
        *seen = true;
        if (*points < 0) {
            m_out.errors << Fari::tr("%1 is %2; fate points are never below 0.").arg(b.label).arg(*points);
            return false;
        }
        if (hasRefresh && refresh < 0) {
            m_out.errors << Fari::tr("%1 has the maximum %2; refresh is never below 0.").arg(b.label).arg(refresh);
            return false;
        }
        c.fatePoints = *points;
        if (hasRefresh)
            c.refresh = refresh;
        return true;
    }

    void stress(QList<QList<bool>> &tracks, const Section &s, const Block &b)
    {
        QList<bool> marks;
        for (const QJsonValue &box : b.value.toArray())
            marks.append(box[u"checked"_s].toBool());
        if (tracks.size() < 2)
            tracks.append(marks);
        else
            unmapped(s, b, Fari::tr("%n box(es) marked", nullptr, int(marks.count(true))));
    }

private:
    const FatePack &m_pack;
    FariImport &m_out;
};

} // namespace

FariImport importFari(const QByteArray &bytes, const FatePack &pack)
{
    FariImport out;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        out.errors << Fari::tr("The file is not a JSON object (%1 at byte %2).")
                          .arg(parseError.error == QJsonParseError::NoError ? Fari::tr("an array or a value")
                                                                            : parseError.errorString())
                          .arg(parseError.offset);
        return out;
    }
    const QJsonObject root = doc.object();
    const QString fariType = root[u"fariType"_s].toString();
    if (fariType == u"full"_s) {
        out.errors << Fari::tr("The file is a Fari backup of many characters and scenes; export one character from Fari and import that.");
        return out;
    }
    if (!fariType.isEmpty() && fariType != u"character"_s) {
        out.errors << Fari::tr("The file is a Fari %1, not a character.").arg(fariType);
        return out;
    }
    if (!root[u"pages"_s].isArray()) {
        out.errors << (root[u"aspects"_s].isArray() ? Fari::tr("The file is an old Fari character (version 1 or 2); open it in Fari once to update it, export it again, and import that.")
                                                    : Fari::tr("The file has no pages of sections: it is not a Fari character."));
        return out;
    }
    Character c = newCharacter(pack, root[u"name"_s].toString().trimmed());
    c.creation = false;
    if (c.name.isEmpty())
        c.name = Fari::tr("Unnamed Fari character");
    Reader read(pack, out);
    QList<QList<bool>> tracks;
    bool counterSeen = false;
    int textSections = 0;
    bool consequencesSeen = false;
    for (const Section &s : sectionsOf(root[u"pages"_s].toArray())) {
        if (isTextSection(s)) {
            const int index = textSections++;
            if (index == 0)
                read.aspects(c, s);
            else if (index == 1)
                read.stunts(c, s);
            else
                read.notes(c, s);
            continue;
        }
        if (isConsequenceSection(s) && !consequencesSeen) {
            consequencesSeen = true;
            read.consequences(c, s);
            continue;
        }
        for (const Block &b : s.blocks) {
            if (b.type == u"Skill"_s) {
                if (!read.skill(c, s, b))
                    return out;
            } else if (b.type == u"PointCounter"_s) {
                if (!read.counter(c, s, b, &counterSeen))
                    return out;
            } else if (b.type == u"SlotTracker"_s) {
                read.stress(tracks, s, b);
            } else if (b.type != u"Separator"_s) {
                read.unmapped(s, b, plainText(b.value));
            }
        }
    }
    if (!root[u"group"_s].toString().isEmpty())
        out.unmapped << Fari::tr("Group: %1").arg(root[u"group"_s].toString());
    // Rule 20: refresh gained at major milestones is what the stunts do not explain.
    c.refreshGained = 0;
    c.refreshGained = std::max(0, c.refresh - expectedRefresh(pack, c));
    c = resizeStress(c, pack);
    for (qsizetype t = 0; t < tracks.size(); ++t) {
        QList<bool> &boxes = t == 0 ? c.physicalStress : c.mentalStress;
        for (qsizetype i = 0; i < tracks.at(t).size(); ++i) {
            if (i < boxes.size())
                boxes[i] = tracks.at(t).at(i);
            else if (tracks.at(t).at(i))
                out.unmapped << Fari::tr("Stress: box %1 of track %2 is marked; the sheet has %3 boxes there.")
                                    .arg(i + 1).arg(t + 1).arg(boxes.size());
        }
    }
    out.character = c;
    return out;
}

} // namespace sw::fate
