// A custom skill list, creation pattern and ladder wording are a profile — a pack folder of data —
// not code (issue #17, spec §2 and §7.2): a copy of the built-in pack with the 1/2/3/2/1 "diamond"
// pattern, an added skill and the later revisions' 普通 (+1) loads, and the rules follow it.
#include "core/systems/fate/fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::fate;

namespace {

// Copies the built-in pack's files into `dir`.
void copyPack(const QTemporaryDir &dir)
{
    const QString source = QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/fate-condensed/");
    for (const QString &name : QDir(source).entryList({u"*.json"_s}, QDir::Files))
        ASSERT_TRUE(QFile::copy(source + name, dir.filePath(name)));
}

void editJson(const QTemporaryDir &dir, const QString &name, const std::function<void(QJsonObject &)> &edit)
{
    QFile file(dir.filePath(name));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    edit(o);
    QFile::remove(dir.filePath(name));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(o).toJson());
}

} // namespace

TEST(FateProfile, ADiamondPatternACustomSkillAndLadderWordsAreData)
{
    QTemporaryDir dir;
    copyPack(dir);
    editJson(dir, u"numbers.json"_s, [](QJsonObject &o) {
        QJsonObject pattern = o[u"creation_pattern"_s].toObject();
        QJsonArray ratings;
        for (const auto &[rating, count] : {std::pair{5, 1}, {4, 2}, {3, 3}, {2, 2}, {1, 1}})
            ratings.append(QJsonObject{{u"rating"_s, rating}, {u"count"_s, count}});
        pattern[u"ratings"_s] = ratings;
        o[u"creation_pattern"_s] = pattern;
    });
    editJson(dir, u"skills.json"_s, [](QJsonObject &o) {
        QJsonArray skills = o[u"skills"_s].toArray();
        skills.append(QJsonObject{
            {u"id"_s, u"piloting"_s},
            {u"name"_s, QJsonObject{{u"en"_s, u"Piloting"_s}, {u"zh_TW"_s, u"駕駛飛船"_s}, {u"zh_CN"_s, u"驾驶飞船"_s}}},
            {u"summary"_s, QJsonObject{{u"en"_s, u"Ships."_s}, {u"zh_TW"_s, u"飛船。"_s}, {u"zh_CN"_s, u"飞船。"_s}}}});
        o[u"skills"_s] = skills;
    });
    editJson(dir, u"ladder.json"_s, [](QJsonObject &o) {
        QJsonArray ladder = o[u"ladder"_s].toArray();
        for (qsizetype i = 0; i < ladder.size(); ++i) {
            QJsonObject rung = ladder.at(i).toObject();
            if (rung[u"value"_s].toInt() == 1) {
                QJsonObject name = rung[u"name"_s].toObject();
                name[u"zh_TW"_s] = u"普通"_s;
                rung[u"name"_s] = name;
                ladder[i] = rung;
            }
        }
        o[u"ladder"_s] = ladder;
    });
    const FatePackLoad load = loadFatePack(dir.path());
    ASSERT_TRUE(load.errors.isEmpty()) << load.errors.join(u"\n"_s).toStdString();
    const FatePack &profile = *load.pack;
    EXPECT_EQ(profile.skills.size(), 20);
    EXPECT_EQ(ladderLabel(profile, 1, sw::Language::TraditionalChinese), u"普通（+1）"_s);
    EXPECT_EQ(ladderLabel(test::pack(), 1, sw::Language::TraditionalChinese), u"一般（+1）"_s);

    Character c = test::charles();
    c.skills = {{u"piloting"_s, 5}, {u"lore"_s, 4}, {u"will"_s, 4}, {u"notice"_s, 3}, {u"crafts"_s, 3}, {u"drive"_s, 3},
                {u"stealth"_s, 2}, {u"shoot"_s, 2}, {u"physique"_s, 1}};
    c.physicalStress = QList<bool>(4, false); // Physique +1
    c.mentalStress = QList<bool>(6, false);   // Will +4
    EXPECT_TRUE(validateCharacter(c, profile, CheckMode::Complete).isEmpty())
        << validateCharacter(c, profile, CheckMode::Complete).first().code.toStdString();
    // The same sheet under the built-in pack: no such skill, not the pyramid.
    EXPECT_TRUE(sw::rules::hasCode(validateCharacter(c, test::pack(), CheckMode::Complete), u"fate.skills.pattern"_s));
}
