// Fari's character JSON (issue #17, research/fari-format.md): a version 6 export and the older
// shape read by block type and order whatever the labels' language, what has no place reported,
// a character written back that reads in again unchanged, and bad files refused with a reason.
#include "core/systems/fate/fixtures.h"
#include "systems/fate/io/fari.h"
#include "systems/fate/sheetrules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR) + u"/fate/"_s + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    return file.readAll();
}

bool anyContains(const QStringList &lines, const QString &part)
{
    return std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.contains(part); });
}

TEST(FariImport, AVersion6ExportKeepsEveryValue)
{
    const FariImport r = importFari(fixture(u"ada.fari.json"_s), test::pack());
    ASSERT_TRUE(r.ok()) << r.errors.join(u"; "_s).toStdString();
    const Character &c = *r.character;
    EXPECT_EQ(c.name, u"Ada Quill"_s);
    EXPECT_FALSE(c.creation);
    ASSERT_EQ(c.aspects.size(), 5);
    EXPECT_EQ(c.aspects[0].kind, u"high_concept"_s);
    EXPECT_EQ(c.aspects[0].text, u"Cat Burglar of the Upper Wards"_s);
    EXPECT_EQ(c.aspects[1].text, u"Can't Resist a Locked Door"_s);
    EXPECT_EQ(c.aspects[2].text, u"Bram Taught Me the Ropes"_s);
    EXPECT_EQ(c.aspects[4].text, u"Debts & Favours"_s); // the entity read back
    EXPECT_EQ(c.rating(u"notice"_s), 4);
    EXPECT_EQ(c.rating(u"stealth"_s), 3);
    EXPECT_EQ(c.rating(u"rapport"_s), 1);
    EXPECT_EQ(c.skills.size(), 10);
    ASSERT_EQ(c.stunts.size(), 2); // the empty third block is no stunt
    EXPECT_EQ(c.stunts[0].name, u"Second-Storey Work"_s);
    EXPECT_EQ(c.stunts[0].text, u"Second-Storey Work: +2 to Burglary when you overcome on a roof."_s);
    EXPECT_EQ(c.stunts[1].name, u"Quick Hands"_s);
    EXPECT_EQ(c.stunts[1].text, u"Quick Hands\nOnce per scene, lift an item unseen."_s);
    EXPECT_EQ(c.fatePoints, 2);
    EXPECT_EQ(c.refresh, 3);
    // Rule 22: Physique +1 gives 4 boxes, Will +0 3; Fari's marks stay where they were.
    EXPECT_EQ(c.physicalStress, (QList<bool>{true, false, false, false}));
    EXPECT_EQ(c.mentalStress, (QList<bool>{false, true, false}));
    ASSERT_EQ(c.consequences.size(), 1);
    EXPECT_EQ(c.consequences[0].slot, u"mild"_s);
    EXPECT_EQ(c.consequences[0].text, u"Bruised Ego"_s);
    EXPECT_TRUE(c.consequences[0].inRecovery);
    ASSERT_EQ(c.extras.size(), 1);
    EXPECT_EQ(c.extras[0].name, u"NOTES"_s);
    EXPECT_TRUE(validateCharacter(c, test::pack()).isEmpty());
    // What the sheet has no place for is reported, not dropped in silence.
    EXPECT_TRUE(anyContains(r.unmapped, u"PILOTING: +2"_s)) << r.unmapped.join(u"\n"_s).toStdString();
    EXPECT_TRUE(anyContains(r.unmapped, u"https://example.org/fate-condensed"_s));
    EXPECT_TRUE(anyContains(r.unmapped, u"Tuesday table"_s));
}

// Fari leaves a file it cannot migrate as it was: the shape decides, not `version` (here 1), and
// Chinese labels in another order are read by block type and order.
TEST(FariImport, TheOldShapeInChineseWhateverItsVersionSays)
{
    const FariImport r = importFari(fixture(u"bram.v3.fari.json"_s), test::pack());
    ASSERT_TRUE(r.ok()) << r.errors.join(u"; "_s).toStdString();
    const Character &c = *r.character;
    EXPECT_EQ(c.name, u"布蘭"_s);
    EXPECT_EQ(c.aspects[0].text, u"退休的鎖匠"_s);
    EXPECT_EQ(c.aspects[3].text, u"滿手老繭"_s);
    EXPECT_EQ(c.rating(u"lore"_s), 4);
    EXPECT_EQ(c.rating(u"will"_s), 3);
    EXPECT_EQ(c.mentalStress.size(), 6); // rule 22: Will +3
    ASSERT_EQ(c.stunts.size(), 1);
    EXPECT_EQ(c.stunts[0].name, u"鎖匠之眼"_s);
    ASSERT_EQ(c.consequences.size(), 1);
    EXPECT_EQ(c.consequences[0].slot, u"moderate"_s);
    EXPECT_EQ(c.consequences[0].text, u"膝蓋舊傷"_s);
    EXPECT_EQ(c.fatePoints, 4);
    EXPECT_TRUE(r.unmapped.isEmpty()) << r.unmapped.join(u"\n"_s).toStdString();
}

Character playing()
{
    Character c = test::charles();
    c.creation = false;
    c.description = u"Tweed & ink <always>"_s;
    c.stunts[0].text = u"Because I read every grimoire,\nI get +2 to Lore."_s;
    c.fatePoints = 5;
    c.physicalStress = {true, false, true, false};
    c.consequences = {{u"mild"_s, u"Sprained Ankle"_s, true, {}, {}}, {u"extreme"_s, u"Marked by the Deep"_s, false, {}, {}}};
    c.extras = {{u"Lantern of Ys"_s, u"Shows what hides"_s}};
    c.skillSteps = 1;
    return c;
}

// A character written for Fari reads back with every value Fari keeps, and again to the same.
TEST(FariExport, RoundTripKeepsTheSheet)
{
    const Character c = playing();
    QStringList unmapped;
    const QByteArray bytes = exportFari(c, test::pack(), u"id-1"_s, QDateTime::fromSecsSinceEpoch(1767225600), &unmapped);
    const FariImport back = importFari(bytes, test::pack());
    ASSERT_TRUE(back.ok()) << back.errors.join(u"; "_s).toStdString();
    EXPECT_TRUE(back.unmapped.isEmpty()) << back.unmapped.join(u"\n"_s).toStdString();
    const Character &b = *back.character;
    EXPECT_EQ(b.name, c.name);
    EXPECT_EQ(b.description, c.description);
    for (qsizetype i = 0; i < c.aspects.size(); ++i)
        EXPECT_EQ(b.aspects.at(i).text, c.aspects.at(i).text);
    EXPECT_EQ(b.skills.size(), c.skills.size());
    for (const Skill &k : test::pack().skills)
        EXPECT_EQ(b.rating(k.id), c.rating(k.id)) << k.id.toStdString();
    ASSERT_EQ(b.stunts.size(), c.stunts.size());
    for (qsizetype i = 0; i < c.stunts.size(); ++i) {
        EXPECT_EQ(b.stunts.at(i).name, c.stunts.at(i).name);
        EXPECT_EQ(b.stunts.at(i).text, c.stunts.at(i).text);
    }
    EXPECT_EQ(b.refresh, c.refresh);
    EXPECT_EQ(b.fatePoints, c.fatePoints);
    EXPECT_EQ(b.physicalStress, c.physicalStress);
    EXPECT_EQ(b.mentalStress, c.mentalStress);
    EXPECT_EQ(b.consequences, c.consequences);
    EXPECT_EQ(b.extras, c.extras);
    // Fari keeps a stunt's words only: the bonus stunts' mechanics are reported.
    EXPECT_TRUE(anyContains(unmapped, u"Scholar of the Occult"_s)) << unmapped.join(u"\n"_s).toStdString();
    EXPECT_TRUE(anyContains(unmapped, u"Skill steps saved for a major milestone: 1"_s));
    EXPECT_EQ(b.skillSteps, 0); // Fari has no place for them: reported above
    // A second trip changes nothing.
    const FariImport again = importFari(exportFari(b, test::pack(), u"id-1"_s, QDateTime::currentDateTimeUtc(), nullptr),
                                        test::pack());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again.character, b);
}

TEST(FariExport, WritesFarisVersion6Layout)
{
    const QByteArray bytes = exportFari(playing(), test::pack(), u"id-7"_s, QDateTime::fromSecsSinceEpoch(1767225600), nullptr);
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    EXPECT_EQ(root[u"fariType"_s].toString(), u"character"_s);
    EXPECT_EQ(root[u"version"_s].toInt(), 6);
    EXPECT_EQ(root[u"id"_s].toString(), u"id-7"_s);
    EXPECT_EQ(root[u"lastUpdated"_s].toInteger(), 1767225600);
    const QJsonArray columns = root[u"pages"_s][0][u"rows"_s][0][u"columns"_s].toArray();
    ASSERT_EQ(columns.size(), 2);
    const QJsonObject points = columns[0][u"sections"_s][3][u"blocks"_s][0].toObject();
    EXPECT_EQ(points[u"type"_s].toString(), u"PointCounter"_s);
    EXPECT_EQ(points[u"value"_s].toString(), u"5"_s);
    EXPECT_EQ(points[u"meta"_s][u"max"_s].toString(), u"3"_s); // refresh is the main counter's max
    EXPECT_TRUE(points[u"meta"_s][u"isMainPointCounter"_s].toBool());
    const QJsonArray skills = columns[1][u"sections"_s][2][u"blocks"_s].toArray();
    ASSERT_EQ(skills.size(), 19);
    EXPECT_EQ(skills[0][u"label"_s].toString(), u"ACADEMICS"_s);
    EXPECT_EQ(skills[0][u"value"_s].toString(), u"2"_s);
    EXPECT_EQ(skills[0][u"meta"_s][u"commands"_s][0].toString(), u"4dF"_s);
    const QJsonObject described = columns[0][u"sections"_s][2][u"blocks"_s][0].toObject();
    EXPECT_EQ(described[u"value"_s].toString(), u"Tweed &amp; ink &lt;always&gt;"_s);
}

struct BadFile
{
    const char *name;
    QByteArray bytes;
    const char *says;
};

TEST(FariImport, BadFilesAreRefusedWithAReason)
{
    const QList<BadFile> files{
        {"not json", "{\"name\": ", "not a JSON object"},
        {"an array", "[1, 2]", "not a JSON object"},
        {"a backup", R"({"fariType": "full", "characters": []})", "backup"},
        {"a scene", R"({"fariType": "scene", "pages": []})", "Fari scene"},
        {"version 1", R"({"name": "Old", "aspects": [], "skills": []})", "version 1 or 2"},
        {"no pages", R"({"name": "Nobody"})", "no pages"},
        {"bad rating", R"({"name":"X","pages":[{"rows":[{"columns":[{"sections":[{"label":"SKILLS","blocks":[{"type":"Skill","label":"FIGHT","value":"lots"}]}]}]}]}]})",
         "FIGHT"},
        {"negative points", R"({"name":"X","pages":[{"sections":[{"position":0,"label":"FP","blocks":[{"type":"PointCounter","label":"FATE POINTS","value":"-2","meta":{"max":"3"}}]}]}]})",
         "never below 0"},
    };
    for (const BadFile &f : files) {
        const FariImport r = importFari(f.bytes, test::pack());
        EXPECT_FALSE(r.ok()) << f.name;
        EXPECT_FALSE(r.character.has_value()) << f.name;
        ASSERT_FALSE(r.errors.isEmpty()) << f.name;
        EXPECT_TRUE(r.errors.first().contains(QString::fromUtf8(f.says))) << f.name << ": " << r.errors.first().toStdString();
    }
}

} // namespace
} // namespace sw::fate
