// The built-in SRD rule pack: its numbers trace to the rules (section in each test), and the
// loader names the fault in a broken pack instead of crashing.
#include "systems/blades/rulepackloader.h"
#include "core/systems/blades/fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>

using namespace Qt::StringLiterals;
using sw::blades::loadRulePack;
using sw::test::srd;

namespace {

// A writable copy of the built-in pack, to break in one place.
class PackCopy
{
public:
    PackCopy()
    {
        for (const QString &f : QDir(QLatin1StringView(sw::blades::kBuiltInPackPath)).entryList(QDir::Files)) {
            QFile::copy(QLatin1StringView(sw::blades::kBuiltInPackPath) + u'/' + f, dir.filePath(f));
            QFile::setPermissions(dir.filePath(f), QFile::ReadOwner | QFile::WriteOwner);
        }
    }
    QJsonObject read(const QString &file) const
    {
        QFile f(dir.filePath(file));
        f.open(QIODevice::ReadOnly);
        return QJsonDocument::fromJson(f.readAll()).object();
    }
    void write(const QString &file, const QJsonObject &o) const { writeRaw(file, QJsonDocument(o).toJson()); }
    void writeRaw(const QString &file, const QByteArray &bytes) const
    {
        QFile f(dir.filePath(file));
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(bytes);
    }
    QString path() const { return dir.path(); }

    // Changes one value deep inside a file: the path walks object keys and array indexes.
    void edit(const QString &file, const QStringList &path, const std::function<QJsonValue(QJsonValue)> &change) const
    {
        write(file, changed(read(file), path, change).toObject());
    }

    QTemporaryDir dir;

private:
    static QJsonValue changed(const QJsonValue &node, QStringList path, const std::function<QJsonValue(QJsonValue)> &change)
    {
        if (path.isEmpty())
            return change(node);
        const QString key = path.takeFirst();
        if (node.isArray()) {
            QJsonArray array = node.toArray();
            array[key.toInt()] = changed(array.at(key.toInt()), path, change);
            return array;
        }
        QJsonObject object = node.toObject();
        object[key] = changed(object.value(key), path, change);
        return object;
    }
};

QString firstError(const sw::blades::PackLoad &load)
{
    return load.errors.isEmpty() ? QString() : load.errors.first().toString();
}

} // namespace

TEST(RulePack, BuiltInPackLoadsWithoutErrors)
{
    const auto load = loadRulePack(QLatin1StringView(sw::blades::kBuiltInPackPath));
    ASSERT_TRUE(load.errors.isEmpty()) << firstError(load).toStdString();
    EXPECT_EQ(load.pack->id, u"blades_srd"_s);
    EXPECT_FALSE(load.pack->version.isEmpty());
    EXPECT_TRUE(load.pack->builtIn);
    // The app loads it without the schema pass (SchemaCheck::Skip): the same pack.
    EXPECT_EQ(sw::blades::builtInRulePack()->documents, load.pack->documents);
    EXPECT_EQ(sw::blades::builtInRulePack()->playbooks.size(), load.pack->playbooks.size());
}

// A §1.1 (§行動評等): twelve actions under three attributes, four each.
TEST(RulePack, TwelveActionsUnderThreeAttributes)
{
    EXPECT_EQ(srd().actions.size(), 12);
    ASSERT_EQ(srd().attributes.size(), 3);
    for (const auto &a : srd().attributes)
        EXPECT_EQ(a.actions.size(), 4) << a.id.toStdString();
    EXPECT_EQ(srd().attributeOf(u"hunt"_s)->id, u"insight"_s);
    EXPECT_EQ(srd().attributeOf(u"skirmish"_s)->id, u"prowess"_s); // not 匿蹤: A §0.1
    EXPECT_EQ(srd().attributeOf(u"sway"_s)->id, u"resolve"_s);
}

// A §2.1, §2.3, §4.2 (general knowledge): stress 9, trauma 4, xp tracks 8 and 6.
TEST(RulePack, CharacterTrackLengths)
{
    EXPECT_EQ(srd().number(u"stress_max"_s), 9);
    EXPECT_EQ(srd().number(u"trauma_max"_s), 4);
    EXPECT_EQ(srd().number(u"playbook_xp"_s), 8);
    EXPECT_EQ(srd().number(u"attribute_xp"_s), 6);
    EXPECT_EQ(srd().number(u"healing_clock"_s), 4);
}

// A §2.3 (§創傷狀態): the eight trauma conditions.
TEST(RulePack, EightTraumaConditions)
{
    EXPECT_EQ(srd().traumaConditions.size(), 8);
    EXPECT_TRUE(srd().hasTraumaCondition(u"haunted"_s));
}

// A §2.4: harm slots 2 / 2 / 1 and level 4 fatal.
TEST(RulePack, HarmSlots)
{
    EXPECT_EQ(srd().harmLevel(1)->slots, 2);
    EXPECT_EQ(srd().harmLevel(2)->slots, 2);
    EXPECT_EQ(srd().harmLevel(3)->slots, 1);
    EXPECT_EQ(srd().harmLevel(4)->penalty, u"fatal"_s);
}

// A §2.6 (§整裝): light 3, normal 5, heavy 6.
TEST(RulePack, LoadLevels)
{
    EXPECT_EQ(srd().loadLevel(u"light"_s)->maxLoad, 3);
    EXPECT_EQ(srd().loadLevel(u"normal"_s)->maxLoad, 5);
    EXPECT_EQ(srd().loadLevel(u"heavy"_s)->maxLoad, 6);
}

// A §7: the 42 SRD abilities, each in one playbook; seven example playbooks with 3 starting dots.
TEST(RulePack, ExamplePlaybooks)
{
    EXPECT_EQ(srd().playbooks.size(), 7);
    EXPECT_GE(srd().abilities.size(), 42);
    for (const auto &p : srd().playbooks) {
        EXPECT_TRUE(p.example);
        int dots = 0;
        for (int d : p.startingDots)
            dots += d;
        EXPECT_EQ(dots, 3) << p.id.toStdString();
        EXPECT_FALSE(p.abilities.isEmpty());
    }
}

// B §3.2: Mastery costs 4 boxes, Composed and Hardened 3, a cohort 2.
TEST(RulePack, UpgradeCosts)
{
    EXPECT_EQ(srd().upgrade(u"mastery"_s)->boxes, 4);
    EXPECT_EQ(srd().upgrade(u"composed"_s)->boxes, 3);
    EXPECT_EQ(srd().upgrade(u"hardened"_s)->boxes, 3);
    EXPECT_EQ(srd().upgrade(u"cohort"_s)->boxes, 2);
    EXPECT_EQ(srd().upgrade(u"vault"_s)->boxes, 2);
}

// B §6.1: six example crew types, each with a 3 × 5 claims map and the lair in the centre.
TEST(RulePack, CrewTypesHaveCentredClaimMaps)
{
    EXPECT_EQ(srd().crewTypes.size(), 6);
    for (const auto &t : srd().crewTypes) {
        EXPECT_EQ(t.claimsMap.rows, 3);
        EXPECT_EQ(t.claimsMap.cols, 5);
        EXPECT_EQ(t.claimsMap.lairCell, 8);
        EXPECT_TRUE(t.claimsMap.cells.at(7).lair) << t.id.toStdString();
    }
}

// B §7.2: the status ladder runs −3 … +3.
TEST(RulePack, FactionStatusLadder)
{
    ASSERT_EQ(srd().factionStatus.size(), 7);
    EXPECT_EQ(srd().number(u"status_min"_s), -3);
    EXPECT_EQ(srd().number(u"status_max"_s), 3);
}

TEST(RulePack, EveryTextHasAllThreeLanguages)
{
    for (const auto &a : srd().abilities) {
        EXPECT_FALSE(a.name.zhTW.isEmpty()) << a.id.toStdString();
        EXPECT_FALSE(a.name.zhCN.isEmpty()) << a.id.toStdString();
        EXPECT_FALSE(a.summary.en.isEmpty()) << a.id.toStdString();
    }
    EXPECT_EQ(srd().ability(u"mule"_s)->name.in(sw::Language::TraditionalChinese), u"騾子"_s);
}

TEST(RulePackLoader, SyntaxErrorNamesLineAndColumn)
{
    PackCopy copy;
    copy.writeRaw(u"crew.json"_s, "{\n  \"numbers\": {\n    \"x\": 1,,\n  }\n}\n");
    const auto load = loadRulePack(copy.path());
    ASSERT_FALSE(load.pack);
    EXPECT_TRUE(firstError(load).startsWith(u"crew.json: line 3, column"_s)) << firstError(load).toStdString();
}

TEST(RulePackLoader, WrongValueNamesFileAndPath)
{
    PackCopy copy;
    copy.edit(u"crew.json"_s, {u"upgrades"_s, u"0"_s, u"boxes"_s}, [](const QJsonValue &) { return QJsonValue(-1); });
    const auto load = loadRulePack(copy.path());
    ASSERT_FALSE(load.pack);
    EXPECT_TRUE(firstError(load).startsWith(u"crew.json: /upgrades/0/boxes: "_s)) << firstError(load).toStdString();
}

TEST(RulePackLoader, MissingLanguageIsNamed)
{
    PackCopy copy;
    copy.edit(u"character.json"_s, {u"actions"_s, u"0"_s, u"name"_s}, [](const QJsonValue &name) {
        QJsonObject text = name.toObject();
        text.remove(u"zh_CN"_s);
        return QJsonValue(text);
    });
    const auto load = loadRulePack(copy.path());
    ASSERT_FALSE(load.pack);
    EXPECT_EQ(firstError(load), u"character.json: /actions/0/name: missing required key \"zh_CN\""_s);
}

TEST(RulePackLoader, UnknownReferenceIsNamed)
{
    PackCopy copy;
    copy.edit(u"character.json"_s, {u"playbooks"_s, u"0"_s, u"abilities"_s}, [](const QJsonValue &abilities) {
        QJsonArray list = abilities.toArray();
        list.append(u"flying_kick"_s);
        return QJsonValue(list);
    });
    const auto load = loadRulePack(copy.path());
    ASSERT_FALSE(load.pack);
    EXPECT_TRUE(firstError(load).contains(u"flying_kick"_s)) << firstError(load).toStdString();
    EXPECT_TRUE(firstError(load).startsWith(u"character.json: /playbooks/0/abilities"_s));
}

TEST(RulePackLoader, MissingFileAndEmptyFolderAreReported)
{
    PackCopy copy;
    QFile::remove(copy.dir.filePath(u"score.json"_s));
    EXPECT_TRUE(firstError(loadRulePack(copy.path())).startsWith(u"score.json: cannot be read"_s));
    QTemporaryDir empty;
    EXPECT_TRUE(firstError(loadRulePack(empty.path())).startsWith(u"pack.json"_s));
}

TEST(RulePackLoader, GarbageNeverCrashes)
{
    PackCopy copy;
    const QByteArray junk[] = {QByteArray(), "[]", "null", "{\"numbers\": []}", QByteArray(5000, '\xff'),
                               "{\"actions\": [{\"id\": 7}]}"};
    for (const QByteArray &bytes : junk) {
        copy.writeRaw(u"character.json"_s, bytes);
        const auto load = loadRulePack(copy.path());
        EXPECT_FALSE(load.pack);
        EXPECT_FALSE(load.errors.isEmpty());
    }
}

// A Forged in the Dark hack in the user's folder: renamed actions and its own playbook, the
// crew and score rules taken from the SRD pack it extends; listed beside the built-in pack.
TEST(RulePackLoader, UserHackExtendsTheSrdAndIsListed)
{
    QTemporaryDir user;
    const QString folder = user.filePath(u"deep_cuts"_s);
    QDir().mkpath(folder);
    QFile src(QLatin1StringView(sw::blades::kBuiltInPackPath) + u"/character.json"_s);
    ASSERT_TRUE(src.open(QIODevice::ReadOnly));
    QJsonObject character = QJsonDocument::fromJson(src.readAll()).object();
    QJsonArray actions = character.value(u"actions"_s).toArray();
    QJsonObject hunt = actions.at(0).toObject();
    hunt[u"name"_s] = QJsonObject{{u"en"_s, u"Stalk"_s}, {u"zh_TW"_s, u"潛伏追蹤"_s}, {u"zh_CN"_s, u"潜伏追踪"_s}};
    actions[0] = hunt;
    character[u"actions"_s] = actions;
    QJsonArray playbooks = character.value(u"playbooks"_s).toArray();
    QJsonObject ronin = playbooks.at(0).toObject();
    ronin[u"id"_s] = u"ronin"_s;
    ronin[u"name"_s] = QJsonObject{{u"en"_s, u"Ronin"_s}, {u"zh_TW"_s, u"浪人"_s}, {u"zh_CN"_s, u"浪人"_s}};
    character[u"playbooks"_s] = QJsonArray{ronin};
    QFile out(folder + u"/character.json"_s);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(character).toJson());
    out.close();
    const QJsonObject manifest{
        {u"format"_s, 1}, {u"id"_s, u"deep_cuts"_s}, {u"version"_s, u"0.3.0"_s}, {u"system"_s, u"blades"_s},
        {u"name"_s, QJsonObject{{u"en"_s, u"Deep Cuts hack"_s}, {u"zh_TW"_s, u"深刻改編"_s}, {u"zh_CN"_s, u"深刻改编"_s}}},
        {u"summary"_s, QJsonObject{{u"en"_s, u"A test hack."_s}, {u"zh_TW"_s, u"測試用改編。"_s}, {u"zh_CN"_s, u"测试用改编。"_s}}},
        {u"extends"_s, u"blades_srd"_s}, {u"files"_s, QJsonArray{u"character.json"_s}}};
    QFile m(folder + u"/pack.json"_s);
    ASSERT_TRUE(m.open(QIODevice::WriteOnly));
    m.write(QJsonDocument(manifest).toJson());
    m.close();

    const auto packs = sw::blades::discoverRulePacks(user.path());
    ASSERT_EQ(packs.size(), 2);
    EXPECT_EQ(packs.at(0).pack->id, u"blades_srd"_s);
    ASSERT_TRUE(packs.at(1).pack) << firstError(packs.at(1)).toStdString();
    const auto &hack = *packs.at(1).pack;
    EXPECT_EQ(hack.id, u"deep_cuts"_s);
    EXPECT_EQ(hack.version, u"0.3.0"_s);
    EXPECT_EQ(hack.action(u"hunt"_s)->name.en, u"Stalk"_s);
    ASSERT_EQ(hack.playbooks.size(), 1);
    EXPECT_EQ(hack.playbooks.first().id, u"ronin"_s);
    EXPECT_EQ(hack.crewTypes.size(), srd().crewTypes.size()); // from the SRD pack
    EXPECT_FALSE(hack.builtIn);
}

TEST(RulePackLoader, BrokenUserPackIsListedWithItsFault)
{
    QTemporaryDir user;
    QDir().mkpath(user.filePath(u"broken"_s));
    QFile m(user.filePath(u"broken/pack.json"_s));
    ASSERT_TRUE(m.open(QIODevice::WriteOnly));
    m.write("{\"format\": 2}");
    m.close();
    const auto packs = sw::blades::discoverRulePacks(user.path());
    ASSERT_EQ(packs.size(), 2);
    EXPECT_FALSE(packs.at(1).pack);
    EXPECT_TRUE(firstError(packs.at(1)).startsWith(u"broken/pack.json"_s)) << firstError(packs.at(1)).toStdString();
}
