// Foundry VTT "Blades in the Dark" (system 6.1.1) actors: import of real exports (fixtures built
// from the system's template.json and compendium documents), the report of what has no place in
// Sheetwright, export → import round trips, and hostile input.
#include "systems/blades/io/foundry.h"

#include "systems/blades/rulepackloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>

using namespace Qt::StringLiterals;
using sw::io::FoundryImport;
using sw::io::FoundryKind;
using sw::io::importFoundryActor;

namespace {

const sw::blades::RulePack &srd()
{
    return *sw::blades::builtInRulePack();
}

QByteArray fixture(const QString &name)
{
    QFile f(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/foundry/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject fixtureObject(const QString &name)
{
    return QJsonDocument::fromJson(fixture(name)).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

FoundryImport import(const QJsonObject &o)
{
    return importFoundryActor(bytes(o), srd());
}

// The value at a path of keys and list indexes ("system", "stress", "value") replaced.
QJsonValue replaced(const QJsonValue &node, const QStringList &path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString key = path.first();
    const QStringList rest = path.mid(1);
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const qsizetype i = key.toInt();
        a.replace(i, replaced(a.at(i), rest, value));
        return a;
    }
    QJsonObject o = node.toObject();
    o.insert(key, replaced(o.value(key), rest, value));
    return o;
}

QJsonObject with(const QJsonObject &root, const QString &dotted, const QJsonValue &value)
{
    return replaced(root, dotted.split(u'.'), value).toObject();
}

// Every path of a JSON tree, leaves and inner nodes.
void paths(const QJsonValue &node, const QStringList &at, QList<QStringList> *out)
{
    if (!at.isEmpty())
        out->append(at);
    if (node.isObject()) {
        const QJsonObject o = node.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            paths(it.value(), at + QStringList{it.key()}, out);
    } else if (node.isArray()) {
        const QJsonArray a = node.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            paths(a.at(i), at + QStringList{QString::number(i)}, out);
    }
}

// Foundry without Sheetwright's flags: what Foundry itself shows and keeps in its own fields.
QJsonValue withoutOurFlags(const QJsonValue &node)
{
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a.replace(i, withoutOurFlags(a.at(i)));
        return a;
    }
    if (!node.isObject())
        return node;
    QJsonObject o = node.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == u"flags"_s)
            it.value() = QJsonObject();
        else
            it.value() = withoutOurFlags(it.value());
    }
    return o;
}

QStringList itemNames(const QByteArray &json, const QString &type)
{
    QStringList out;
    for (const QJsonValue &item : QJsonDocument::fromJson(json).object().value(u"items"_s).toArray()) {
        if (item[u"type"_s].toString() == type)
            out << item[u"name"_s].toString();
    }
    return out;
}

void expectNothingImported(const FoundryImport &r, const std::string &input)
{
    EXPECT_FALSE(r.ok()) << input;
    EXPECT_FALSE(r.errors.isEmpty()) << input;
    EXPECT_EQ(r.kind, FoundryKind::None) << input;
    EXPECT_EQ(r.character, sw::blades::Character()) << input;
    EXPECT_EQ(r.crew, sw::blades::Crew()) << input;
    EXPECT_EQ(r.faction, sw::blades::Faction()) << input;
    EXPECT_EQ(r.clock, sw::blades::ClockEntry()) << input;
    EXPECT_TRUE(r.factions.isEmpty() && r.goalClocks.isEmpty() && r.factionStatus.isEmpty()) << input;
    EXPECT_TRUE(r.unmapped.isEmpty()) << input;
    EXPECT_TRUE(r.violations.isEmpty()) << input;
}

// A character with something in every field Sheetwright keeps.
sw::blades::Character fullCharacter()
{
    sw::blades::Character c;
    c.rulePack = u"blades_srd"_s;
    c.rulePackVersion = srd().version;
    c.name = u"Oskarr Brekk"_s;
    c.alias = u"The Lamp"_s;
    c.look = u"Tall, soot-stained, hooded"_s;
    c.playbook = u"hound"_s;
    c.heritage = u"dagger_isles"_s;
    c.heritageDetail = u"Raised on a whaling ship"_s;
    c.background = u"underworld"_s;
    c.backgroundDetail = u"Ran messages for the Crows"_s;
    c.vice = u"gambling"_s;
    c.viceDetail = u"Cards"_s;
    c.purveyor = u"The Silver Nail, Silkshore"_s;
    c.friendNpc = u"steiner"_s;
    c.rivalNpc = u"casta"_s;
    c.notes = u"Line one\nLine two"_s;
    c.phase = sw::blades::CharacterPhase::Creation;
    c.status = sw::blades::CharacterStatus::Incarcerated;
    c.actions = {{u"hunt"_s, 2}, {u"survey"_s, 1}, {u"finesse"_s, 1}, {u"attune"_s, 2}, {u"sway"_s, 1}};
    c.abilities = {u"sharpshooter"_s, u"veteran_hound"_s, u"ghost_hunter"_s};
    c.stress = 7;
    c.trauma = 2;
    c.traumaConditions = {u"cold"_s, u"paranoid"_s};
    c.harm = {{1, u"Tired"_s}, {1, u"Singed"_s}, {2, u"Sprained wrist"_s}, {3, u"Shot in the leg"_s}};
    c.healing = 3;
    c.armor = {true, true, false};
    c.loadLevel = u"heavy"_s;
    c.items = {u"fine_long_rifle"_s, u"spyglass"_s, u"armor"_s, u"heavy_armor"_s, u"spiritbane_charm"_s};
    c.coin = 3;
    c.stash = 22;
    c.playbookXp = 5;
    c.attributeXp = {{u"insight"_s, 4}, {u"resolve"_s, 1}};
    c.pendingPlaybookAdvances = 1;
    c.pendingAttributeAdvances = {{u"prowess"_s, 1}};
    c.overrides = {{u"stress.out_of_range"_s, u"stress"_s, u"GM: cursed rifle"_s}};
    return c;
}

sw::blades::Crew fullCrew()
{
    sw::blades::Crew crew;
    crew.rulePack = u"blades_srd"_s;
    crew.rulePackVersion = srd().version;
    crew.name = u"The Ashen Sails"_s;
    crew.crewType = u"smugglers"_s;
    crew.reputation = u"Monstrous"_s; // the table's own word, also a Foundry deity feature
    crew.lair = u"A hulk in the Docks"_s;
    crew.lairDistrict = u"docks"_s;
    crew.huntingGrounds = {u"docks"_s, u"The north quays"_s, u"contraband"_s, u"sailors"_s, u"pay_off"_s};
    crew.notes = u"Owes the Dockers"_s;
    crew.phase = sw::blades::CrewPhase::Creation;
    crew.tier = 2;
    crew.hold = sw::blades::Hold::Weak;
    crew.rep = 7;
    crew.heat = 5;
    crew.wantedLevel = 2;
    crew.coin = 11;
    crew.xp = 6;
    crew.pendingAdvances = 1;
    crew.abilities = {u"all_hands"_s, u"just_passing_through"_s};
    crew.upgrades = {{u"vault"_s, 2}, {u"secure_lair"_s, 1}, {u"cohort"_s, 3}, {u"barge"_s, 1},
                     {u"camouflage"_s, 1}, {u"composed"_s, 3}, {u"mastery"_s, 4}, {u"training_playbook"_s, 1}};
    crew.cohorts = {{sw::blades::CohortKind::Gang, {u"rovers"_s}, {u"loyal"_s}, {u"unreliable"_s}, 1},
                    {sw::blades::CohortKind::Expert, {u"Ship's pilot"_s}, {u"independent"_s}, {u"wild"_s}, 0},
                    {sw::blades::CohortKind::Expert, {u"doctor"_s}, {}, {}, 2}};
    crew.contacts = {{u"dock_worker"_s, false}, {u"drug_dealer"_s, true}, {u"arms_dealer"_s, false},
                     {u"anarchist"_s, false}, {u"Old Mags"_s, false}};
    crew.claims = {{6, false}, {12, false}, {3, true}};
    crew.factionStatus = {{u"dockers"_s, 2}, {u"bluecoats"_s, -3}};
    crew.overrides = {{u"crew.heat.range"_s, u"heat"_s, u"GM: storm season"_s}};
    return crew;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Import of real exports

TEST(FoundryImport, CharacterKeepsEveryValue)
{
    const FoundryImport r = importFoundryActor(fixture(u"character.json"_s), srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    ASSERT_EQ(r.kind, FoundryKind::Character);
    const sw::blades::Character &c = r.character;
    EXPECT_EQ(c.rulePack, u"blades_srd"_s);
    EXPECT_EQ(c.name, u"Silas Vane"_s);
    EXPECT_EQ(c.alias, u"Knuckles"_s);
    EXPECT_EQ(c.look, u"Broad, scarred knuckles, a patched greatcoat"_s);
    EXPECT_EQ(c.playbook, u"cutter"_s);       // the "class" item
    EXPECT_EQ(c.heritage, u"skovlan"_s);      // the "heritage" item
    EXPECT_EQ(c.background, u"military"_s);
    EXPECT_EQ(c.backgroundDetail, u"Deserted the Imperial Legion"_s);
    EXPECT_EQ(c.vice, u"stupor"_s);
    EXPECT_EQ(c.purveyor, u"Tuesday's pit, Coalridge"_s);
    EXPECT_EQ(c.notes, u"Owes Bazso Baz a favour."_s);
    EXPECT_EQ(c.phase, sw::blades::CharacterPhase::Play);
    // "(C) Ghost Fighter" is the SRD pack's Arcane fighter.
    EXPECT_EQ(c.abilities, (QStringList{u"battleborn"_s, u"bodyguard"_s, u"arcane_fighter"_s}));
    EXPECT_EQ(c.items, (QStringList{u"a_blade_or_two"_s, u"armor"_s, u"fine_hand_weapon"_s, u"lantern"_s}));
    EXPECT_EQ(c.loadLevel, u"normal"_s);
    const QMap<QString, int> actions{{u"skirmish"_s, 3}, {u"command"_s, 1}, {u"prowl"_s, 1},
                                     {u"wreck"_s, 2},    {u"hunt"_s, 1},    {u"consort"_s, 1}};
    EXPECT_EQ(c.actions, actions);
    EXPECT_EQ(c.stress, 4);
    EXPECT_EQ(c.trauma, 1);
    EXPECT_EQ(c.traumaConditions, QStringList{u"reckless"_s});
    EXPECT_EQ(c.harm, (QList<sw::blades::Harm>{{1, u"Bruised knuckles"_s}, {2, u"Cracked ribs"_s}}));
    EXPECT_EQ(c.healing, 1);
    EXPECT_EQ(c.armor, (sw::blades::ArmorUse{true, false, false}));
    EXPECT_EQ(c.coin, 2);
    EXPECT_EQ(c.stash, 7);
    EXPECT_EQ(c.playbookXp, 3);
    EXPECT_EQ(c.attributeXp, (QMap<QString, int>{{u"prowess"_s, 2}, {u"resolve"_s, 1}}));
    EXPECT_EQ(c.friendNpc, u"marlane"_s);
    EXPECT_EQ(c.rivalNpc, u"chael"_s);
}

TEST(FoundryImport, CharacterReportsWhatHasNoPlace)
{
    const FoundryImport r = importFoundryActor(fixture(u"character.json"_s), srd());
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.unmapped,
              (QStringList{u"items[11] \"(W) Demonbane charm\": no such item in blades_srd"_s,
                           u"system.crew[0] \"The Hollow Vow\": the crew is linked in the campaign, not on the character sheet"_s}));
}

TEST(FoundryImport, RuleViolationsAreReportedNotRefused)
{
    // In Sheetwright coin on the person weighs 1 load each (§貨幣價值); Foundry does not count it.
    const FoundryImport legalInFoundry = importFoundryActor(fixture(u"character.json"_s), srd());
    EXPECT_EQ(legalInFoundry.violations, QStringList{u"load.over_limit"_s});

    QJsonObject o = with(fixtureObject(u"character.json"_s), u"system.stress.value"_s, QJsonArray{12});
    o = with(o, u"system.coins"_s, QJsonArray{0});
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.character.stress, 12);
    EXPECT_EQ(r.violations, QStringList{u"stress.out_of_range"_s});
}

TEST(FoundryImport, ValuesInEveryShapeFoundryWrites)
{
    // Multiboxes as [n], plain numbers or strings; trauma as a list of labels; the legacy
    // healing-clock; system strings when the items are missing.
    QJsonObject o = fixtureObject(u"character.json"_s);
    o = with(o, u"system.stress.value"_s, u"5"_s);
    o = with(o, u"system.coins"_s, 1);
    o = with(o, u"system.trauma.value"_s, 0);
    o = with(o, u"system.trauma.list"_s, QJsonArray{u"BITD.TraumaCold"_s, u"Vicious"_s});
    o.insert(u"system"_s, [&] {
        QJsonObject s = o.value(u"system"_s).toObject();
        s.remove(u"healing_clock"_s);
        s.insert(u"healing-clock"_s, QJsonArray{u"2"_s});
        return s;
    }());
    QJsonArray items;
    for (const QJsonValue &item : o.value(u"items"_s).toArray()) {
        if (item[u"type"_s].toString() != u"heritage"_s && item[u"type"_s].toString() != u"class"_s)
            items << item;
    }
    o.insert(u"items"_s, items);
    o = with(o, u"system.heritage"_s, u"The Dagger Isles"_s);
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.character.stress, 5);
    EXPECT_EQ(r.character.coin, 1);
    EXPECT_EQ(r.character.trauma, 2); // two conditions ticked, whatever the stale counter says
    EXPECT_EQ(r.character.traumaConditions, (QStringList{u"cold"_s, u"vicious"_s}));
    EXPECT_EQ(r.character.healing, 2);
    EXPECT_EQ(r.character.heritage, u"dagger_isles"_s);
    EXPECT_EQ(r.character.playbook, u"cutter"_s); // system.playbook
}

TEST(FoundryImport, AbilitySharedByPlaybooksIsToldApart)
{
    QJsonObject o = fixtureObject(u"character.json"_s);
    QJsonArray items = o.value(u"items"_s).toArray();
    items << QJsonObject{{u"name"_s, u"(C) Veteran"_s}, {u"type"_s, u"ability"_s}, {u"system"_s, QJsonObject()}};
    items << QJsonObject{{u"name"_s, u"Veteran"_s}, {u"type"_s, u"ability"_s},
                         {u"system"_s, QJsonObject{{u"class"_s, u"Whisper"_s}}}};
    items << QJsonObject{{u"name"_s, u"veteran"_s}, {u"type"_s, u"ability"_s}, {u"system"_s, QJsonObject()}};
    o.insert(u"items"_s, items);
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.character.abilities.mid(3),
              (QStringList{u"veteran_cutter"_s, u"veteran_whisper"_s, u"veteran_cutter"_s}));
}

TEST(FoundryImport, UnknownPlaybookAndFieldsAreListed)
{
    QJsonObject o = fixtureObject(u"character.json"_s);
    o = with(o, u"items.0.name"_s, u"Vampire"_s);
    o = with(o, u"system.selected_load_level"_s, u"BITD.Discreet"_s);
    o = with(o, u"system.attributes.insight.skills.hunt.value"_s, 0);
    o = with(o, u"system.attributes.insight.skills.ghostly"_s, QJsonObject{{u"value"_s, 2}});
    o = with(o, u"system.trauma.list.homesick"_s, true);
    o = with(o, u"system.edge.value"_s, 1);
    o = with(o, u"items.8.system.load"_s, u"3"_s);
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.character.playbook.isEmpty());
    EXPECT_TRUE(r.unmapped.contains(u"items[0] \"Vampire\": no such playbook in blades_srd"_s)) << r.unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(r.unmapped.contains(u"system.selected_load_level \"BITD.Discreet\": no such load level in blades_srd"_s));
    EXPECT_TRUE(r.unmapped.contains(u"system.attributes.insight.skills.ghostly 2: no such action in blades_srd"_s));
    EXPECT_TRUE(r.unmapped.contains(u"system.trauma.list \"homesick\": no such trauma condition in blades_srd"_s));
    EXPECT_TRUE(r.unmapped.contains(u"system.edge 1: the optional edge track has no place in blades_srd"_s));
    EXPECT_TRUE(r.unmapped.contains(u"items[8] \"Armor\": load 3 in Foundry, 2 in blades_srd (the pack's load counts)"_s));
    // Without a playbook its friend and rival cannot be placed either.
    EXPECT_TRUE(r.unmapped.contains(
        u"system.acquaintances[0] \"Marlane\" (friend): not one of the playbook's NPCs in blades_srd"_s));
}

TEST(FoundryImport, CrewKeepsEveryValue)
{
    const FoundryImport r = importFoundryActor(fixture(u"crew.json"_s), srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    ASSERT_EQ(r.kind, FoundryKind::Crew);
    const sw::blades::Crew &crew = r.crew;
    EXPECT_EQ(crew.name, u"The Hollow Vow"_s);
    EXPECT_EQ(crew.crewType, u"assassins"_s);
    EXPECT_EQ(crew.reputation, u"professional"_s);
    EXPECT_EQ(crew.lair, u"A shuttered chapel in Charterhall"_s);
    EXPECT_EQ(crew.notes, u"Contracts come through Lydra."_s);
    EXPECT_EQ(crew.tier, 1);
    EXPECT_EQ(crew.hold, sw::blades::Hold::Strong);
    EXPECT_EQ(crew.rep, 5);
    EXPECT_EQ(crew.heat, 3);
    EXPECT_EQ(crew.wantedLevel, 1);
    EXPECT_EQ(crew.coin, 5); // 3 in hand + 2 in the vault
    EXPECT_EQ(crew.xp, 4);
    // "(A) Crow's Veil" is the pack's Death veil.
    EXPECT_EQ(crew.abilities, (QStringList{u"deadly"_s, u"death_veil"_s}));
    // "(A) Assassin Rigging" → Rigging, "Vault 1" → the vault's first box, "Cohort 1" → one
    // cohort (2 boxes), "Quality: Subterfuge Supplies" → Quality: Supplies.
    const QMap<QString, int> upgrades{{u"training_insight"_s, 1}, {u"training_prowess"_s, 1}, {u"rigging"_s, 1},
                                      {u"vault"_s, 1},            {u"cohort"_s, 2},           {u"quality_supplies"_s, 1}};
    EXPECT_EQ(crew.upgrades, upgrades);
    EXPECT_EQ(crew.claims, (QMap<int, bool>{{7, false}, {9, false}, {12, false}}));
    const QList<sw::blades::Contact> contacts{{u"gang_boss"_s, true}, {u"deal_broker"_s, false}, {u"noble"_s, false},
                                              {u"bounty_hunter"_s, false}, {u"merchant"_s, false}, {u"Exeter"_s, false}};
    EXPECT_EQ(crew.contacts, contacts);
    ASSERT_EQ(crew.cohorts.size(), 1);
    EXPECT_EQ(crew.cohorts.first(),
              (sw::blades::Cohort{sw::blades::CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"savage"_s}, 0}));
}

TEST(FoundryImport, CrewReportsWhatHasNoPlace)
{
    const FoundryImport r = importFoundryActor(fixture(u"crew.json"_s), srd());
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.unmapped.contains(u"items[4] \"(A) Vipers\": no such crew special ability in blades_srd"_s))
        << r.unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(r.unmapped.contains(
        u"system.max.exp 10: Foundry's crew xp track has 10 boxes, blades_srd's 8; the 4 marks are kept as they are"_s));
    EXPECT_TRUE(r.unmapped.contains(
        u"system.acquaintances[2] \"Irimina\" (a vicious noble): read as the crew type's contact \"noble\"; the name is not kept"_s));
    EXPECT_EQ(r.unmapped.size(), 7);
    // Foundry brings every Assassins NPC; the crew sheet keeps 5 contacts (B §8).
    EXPECT_EQ(r.violations, QStringList{u"contacts.count"_s});
}

TEST(FoundryImport, CultDeityFeatureGoesToTheNotes)
{
    QJsonObject o = fixtureObject(u"crew.json"_s);
    o = with(o, u"items.1.name"_s, u"Monstrous"_s);
    o = with(o, u"system.deity"_s, u"The Hollow One"_s);
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.crew.reputation.isEmpty());
    EXPECT_EQ(r.crew.notes, u"Contracts come through Lydra.\nDeity feature: Monstrous\nDeity: The Hollow One"_s);
    EXPECT_TRUE(r.violations.contains(u"crew.reputation.value"_s));
}

TEST(FoundryImport, CrewExtrasAreReported)
{
    QJsonObject o = fixtureObject(u"crew.json"_s);
    QJsonArray items = o.value(u"items"_s).toArray();
    QJsonObject shadows = items.at(0).toObject();
    shadows.insert(u"name"_s, u"Shadows"_s);
    items << shadows;
    items << QJsonObject{{u"name"_s, u"Ironhook"_s}, {u"type"_s, u"prison"_s},
                         {u"system"_s, QJsonObject{{u"turfs"_s, QJsonObject{
                                           {u"6"_s, QJsonObject{{u"name"_s, u"BITD.Prison"_s}, {u"value"_s, 1}}},
                                           {u"2"_s, QJsonObject{{u"name"_s, u"Guard payoff"_s}, {u"value"_s, true}}}}}}}};
    items << QJsonObject{{u"name"_s, u"Charterhall tanneries"_s}, {u"type"_s, u"hunting_grounds"_s}, {u"system"_s, QJsonObject()}};
    items << QJsonObject{{u"name"_s, u"(C) Mule"_s}, {u"type"_s, u"ability"_s}, {u"system"_s, QJsonObject()}};
    o.insert(u"items"_s, items);
    o = with(o, u"items.0.system.turfs.3.value"_s, true); // Fixer, off the path of the held cells
    o = with(o, u"items.0.system.turfs.5.name"_s, u"Bone Yard"_s);
    o = with(o, u"items.0.system.turfs.5.value"_s, true);
    const FoundryImport r = import(o);
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.crew.crewType, u"assassins"_s);
    EXPECT_EQ(r.crew.huntingGrounds.area, u"Charterhall tanneries"_s);
    EXPECT_EQ(r.crew.claims, (QMap<int, bool>{{3, false}, {5, false}, {7, false}, {9, false}, {12, false}}));
    for (const QString &line : {u"items[12] \"Shadows\": a second crew type; the first one is kept"_s,
                                u"items[13] \"Ironhook\" turfs.2 \"Guard payoff\": prison claims have no place on the crew sheet yet"_s,
                                u"items[15] \"(C) Mule\": an item of type \"ability\" has no place on a crew sheet"_s,
                                u"items[0] \"Assassins\" turfs.5 \"Bone Yard\": blades_srd has \"Hagfish Farm\" in that cell; the cell is held"_s})
        EXPECT_TRUE(r.unmapped.contains(line)) << line.toStdString() << "\n" << r.unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(r.violations.contains(u"claim.offPath"_s)) << r.violations.join(u' ').toStdString();
}

TEST(FoundryImport, FactionsKeepTierHoldStatusAndGoals)
{
    const FoundryImport r = importFoundryActor(fixture(u"faction.json"_s), srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    ASSERT_EQ(r.kind, FoundryKind::Faction);
    ASSERT_EQ(r.factions.size(), 4);
    EXPECT_EQ(r.faction, r.factions.first());
    const QStringList ids{u"red_sashes"_s, u"lampblacks"_s, u"bluecoats"_s, u"the_crimson_quill"_s};
    for (qsizetype i = 0; i < ids.size(); ++i)
        EXPECT_EQ(r.factions.at(i).id, ids.at(i));
    // A faction of the pack under its own name keeps no name of its own.
    EXPECT_TRUE(r.factions.at(0).name.isEmpty());
    EXPECT_EQ(r.factions.at(3).name, u"The Crimson Quill"_s);
    // Status 1..7 with 4 neutral; hold 1 weak, 2 strong.
    EXPECT_EQ(r.factionStatus, (QMap<QString, int>{{u"red_sashes"_s, -1}, {u"lampblacks"_s, 1}, {u"bluecoats"_s, -2},
                                                   {u"the_crimson_quill"_s, 1}}));
    EXPECT_EQ(r.factions.at(0).hold, u"weak"_s);
    EXPECT_EQ(r.factions.at(2).hold, u"strong"_s);
    EXPECT_EQ(r.factions.at(2).tier, 3);
    EXPECT_EQ(r.factions.at(2).category, u"institutions"_s);
    const sw::blades::Faction &quill = r.factions.at(3);
    EXPECT_EQ(quill.tier, 1);
    EXPECT_EQ(quill.category, u"underworld"_s);
    EXPECT_EQ(quill.turf, u"A print shop on Tanner's Row."_s);
    EXPECT_EQ(quill.allies, QStringList{u"lampblacks"_s});
    EXPECT_EQ(quill.enemies, QStringList{u"red_sashes"_s});
    EXPECT_EQ(quill.notes, u"Met them in session 3.\nDescription: Forgers who run the Docks' ink trade.\n"
                           u"Notables: Mother Inkwell (leader, patient, vicious).\nAssets: Presses, fake seals."_s);
    EXPECT_EQ(r.factions.at(0).allies,
              (QStringList{u"path_of_echoes"_s, u"dockers"_s, u"cabbies"_s, u"inspectors"_s}));
    ASSERT_EQ(r.goalClocks.size(), 6);
    const sw::blades::ClockEntry &sashes = r.goalClocks.at(0);
    EXPECT_EQ(sashes.id, u"red_sashes_goal_1"_s);
    EXPECT_EQ(sashes.name, u"Destroy the Lampblacks"_s);
    EXPECT_EQ(sashes.clock, (sw::rules::Clock{8, 2, sw::rules::ClockKind::Faction}));
    EXPECT_EQ(sashes.ownerKind, sw::blades::ClockOwnerKind::Faction);
    EXPECT_EQ(sashes.ownerId, u"red_sashes"_s);
    EXPECT_EQ(r.goalClocks.last().clock, (sw::rules::Clock{6, 1, sw::rules::ClockKind::Faction}));
    EXPECT_TRUE(r.unmapped.contains(u"items[3] \"The Crimson Quill\" enemy \"the Docks' printers\": no faction of blades_srd"_s))
        << r.unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(r.unmapped.contains(u"items[0] \"The Red Sashes\" ally \"Iruvian Consulate\": no faction of blades_srd"_s));
    EXPECT_TRUE(r.violations.isEmpty()) << r.violations.join(u' ').toStdString();
}

TEST(FoundryImport, OneFactionItemDocument)
{
    // A compendium line of factions.jsonl, imported on its own.
    QFile f(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/foundry/compendia/factions.jsonl"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        const FoundryImport r = importFoundryActor(line, srd());
        ASSERT_TRUE(r.ok()) << line.left(80).toStdString() << r.errors.join(u'\n').toStdString();
        EXPECT_EQ(r.kind, FoundryKind::Faction);
        // Every compendium faction is one of the pack's (Citizenry is its "Citizenry (district)").
        EXPECT_TRUE(r.faction.name.isEmpty() || r.faction.id == u"district_citizens"_s) << r.faction.id.toStdString();
        const auto *example = [&]() -> const sw::blades::ExampleFaction * {
            for (const auto &e : srd().factions) {
                if (e.id == r.faction.id)
                    return &e;
            }
            return nullptr;
        }();
        ASSERT_NE(example, nullptr) << r.faction.id.toStdString();
        EXPECT_EQ(r.faction.tier, example->tier) << r.faction.id.toStdString();
        EXPECT_EQ(r.faction.hold, example->hold) << r.faction.id.toStdString();
        EXPECT_EQ(r.faction.category, example->category) << r.faction.id.toStdString();
    }
}

TEST(FoundryImport, Clock)
{
    const FoundryImport r = importFoundryActor(fixture(u"clock.json"_s), srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    ASSERT_EQ(r.kind, FoundryKind::Clock);
    EXPECT_EQ(r.clock.name, u"Bluecoat crackdown"_s);
    EXPECT_EQ(r.clock.clock, (sw::rules::Clock{8, 3, sw::rules::ClockKind::Danger}));
    EXPECT_EQ(r.clock.ownerKind, sw::blades::ClockOwnerKind::Campaign);
    EXPECT_EQ(r.unmapped, QStringList{u"system.color \"red\": Sheetwright's clocks have no colour"_s});
    EXPECT_TRUE(r.violations.isEmpty());

    const FoundryImport overfull = import(with(fixtureObject(u"clock.json"_s), u"system.value"_s, u"9"_s));
    ASSERT_TRUE(overfull.ok());
    EXPECT_EQ(overfull.violations, QStringList{u"clock.filled.range"_s});
}

// Every compendium entry of the SRD's playbooks and crew types maps to the pack; the few that do
// not are the published extras the SRD pack leaves out.
TEST(FoundryImport, CompendiaMapToThePack)
{
    const auto compendium = [](const QString &name) {
        QJsonArray out;
        QFile f(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/foundry/compendia/") + name);
        if (f.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : f.readAll().split('\n')) {
                if (!line.trimmed().isEmpty())
                    out << QJsonDocument::fromJson(line).object();
            }
        }
        return out;
    };
    const QStringList corePlaybooks{u"Cutter"_s, u"Hound"_s, u"Leech"_s, u"Lurk"_s, u"Slide"_s, u"Spider"_s, u"Whisper"_s};
    QJsonArray items;
    for (const char *file : {"abilities.jsonl", "items.jsonl"}) {
        for (const QJsonValue &doc : compendium(QLatin1StringView(file))) {
            const QString cls = doc[u"system"_s][u"class"_s].toString();
            if (cls.isEmpty() || corePlaybooks.contains(cls))
                items << doc;
        }
    }
    QJsonObject character = fixtureObject(u"character.json"_s);
    character.insert(u"items"_s, items);
    character = with(character, u"system.crew"_s, QJsonArray());
    const FoundryImport chars = import(character);
    ASSERT_TRUE(chars.ok()) << chars.errors.join(u'\n').toStdString();
    QStringList unknown;
    for (const QString &line : chars.unmapped) {
        if (line.contains(u"no such"_s))
            unknown << line.section(u'"', 1, 1);
    }
    EXPECT_EQ(unknown, QStringList{u"(W) Demonbane charm"_s});
    EXPECT_EQ(chars.character.abilities.size() + chars.character.items.size(), items.size() - 1);

    QJsonArray crewItems;
    for (const char *file : {"crew_abilities.jsonl", "crew_upgrades.jsonl", "crew_types.jsonl"}) {
        for (const QJsonValue &doc : compendium(QLatin1StringView(file)))
            crewItems << doc;
    }
    QJsonObject crew = fixtureObject(u"crew.json"_s);
    crew.insert(u"items"_s, crewItems);
    const FoundryImport crews = import(crew);
    ASSERT_TRUE(crews.ok()) << crews.errors.join(u'\n').toStdString();
    unknown.clear();
    for (const QString &line : crews.unmapped) {
        if (line.contains(u"no such"_s))
            unknown << line.section(u'"', 1, 1);
    }
    // Veteran and the published abilities beyond the SRD's 16 (B §5 [INTEROP]), and the Smugglers' vehicle.
    const QStringList expected{
        u"(Sh) Ghost Echoes"_s, u"(H) Silver Tongues"_s,   u"(Sm) Ghost Passage"_s,  u"(Sm) Reavers"_s,
        u"(C) Bound in Darkness"_s, u"(Sm) Renegades"_s,   u"(A) Vipers"_s,          u"(H) The Good Stuff"_s,
        u"(Sh) Slippery"_s,     u"(Sh) Everyone Steals"_s, u"(Br) Blood Brothers"_s, u"(C) Zealotry"_s,
        u"(C) Chosen"_s,        u"(C) Sealed in Blood"_s,  u"(Br) Door Kickers"_s,   u"(Sm) Leverage"_s,
        u"(H) Hooked"_s,        u"(C) Conviction"_s,       u"(A) Emberdeath"_s,      u"(Br) Dangerous"_s,
        u"(C) Glory Incarnate"_s, u"(H) Ghost Market"_s,   u"(Sm) Like Part of the Family"_s,
        u"(Sm) Vehicle 1"_s,    u"(Sm) Vehicle 2"_s};
    QStringList veterans;
    for (const QString &name : unknown) {
        if (name.endsWith(u"Veteran"_s))
            veterans << name;
    }
    EXPECT_EQ(veterans.size(), 6);
    for (const QString &name : expected)
        EXPECT_TRUE(unknown.contains(name)) << name.toStdString();
    EXPECT_EQ(unknown.size(), expected.size() + veterans.size()) << unknown.join(u'\n').toStdString();
}

// ---------------------------------------------------------------------------------------------
// Export and round trips

TEST(FoundryRoundTrip, CharacterFixture)
{
    const FoundryImport first = importFoundryActor(fixture(u"character.json"_s), srd());
    ASSERT_TRUE(first.ok());
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryCharacter(first.character, srd(), &unmapped);
    EXPECT_TRUE(unmapped.isEmpty()) << unmapped.join(u'\n').toStdString();
    const FoundryImport again = importFoundryActor(exported, srd());
    ASSERT_TRUE(again.ok()) << again.errors.join(u'\n').toStdString();
    EXPECT_EQ(again.kind, FoundryKind::Character);
    EXPECT_EQ(again.character, first.character);
    EXPECT_TRUE(again.unmapped.isEmpty()) << again.unmapped.join(u'\n').toStdString();
    EXPECT_EQ(again.violations, first.violations);
    // The same document every time.
    EXPECT_EQ(sw::io::exportFoundryCharacter(again.character, srd()), exported);
}

TEST(FoundryRoundTrip, EveryCharacterField)
{
    const sw::blades::Character c = fullCharacter();
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryCharacter(c, srd(), &unmapped);
    const FoundryImport r = importFoundryActor(exported, srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.character, c);
    EXPECT_TRUE(r.unmapped.isEmpty()) << r.unmapped.join(u'\n').toStdString();
    // What Foundry cannot show is said, and kept in flags.sheetwright.
    EXPECT_TRUE(unmapped.contains(u"heritage detail: Foundry's sheet has no field for it; kept in flags.sheetwright"_s));
    EXPECT_TRUE(unmapped.contains(u"status incarcerated: Foundry's sheet has no status; kept in flags.sheetwright"_s));
    EXPECT_TRUE(unmapped.contains(u"overrides: Foundry has no GM overrides; kept in flags.sheetwright"_s));
}

TEST(FoundryRoundTrip, CharacterThroughFoundryAloneKeepsWhatFoundryShows)
{
    // Foundry's own fields carry everything but the details Sheetwright adds.
    sw::blades::Character c = fullCharacter();
    c.phase = sw::blades::CharacterPhase::Play;
    c.status = sw::blades::CharacterStatus::Active;
    c.heritageDetail.clear();
    c.viceDetail.clear();
    c.pendingPlaybookAdvances = 0;
    c.pendingAttributeAdvances.clear();
    c.overrides.clear();
    const QJsonObject bare = withoutOurFlags(QJsonDocument::fromJson(sw::io::exportFoundryCharacter(c, srd())).object()).toObject();
    const FoundryImport r = import(bare);
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.character, c);
}

TEST(FoundryExport, CharacterUsesThePacksEnglishNames)
{
    const FoundryImport r = importFoundryActor(fixture(u"character.json"_s), srd());
    const QByteArray exported = sw::io::exportFoundryCharacter(r.character, srd());
    EXPECT_EQ(itemNames(exported, u"class"_s), QStringList{u"Cutter"_s});
    EXPECT_EQ(itemNames(exported, u"ability"_s), (QStringList{u"Battleborn"_s, u"Bodyguard"_s, u"Arcane fighter"_s}));
    EXPECT_EQ(itemNames(exported, u"item"_s),
              (QStringList{u"A blade or two"_s, u"Armor"_s, u"Fine hand weapon"_s, u"Lantern"_s}));
    EXPECT_EQ(itemNames(exported, u"heritage"_s), QStringList{u"Skovlan"_s});
    const QJsonObject doc = QJsonDocument::fromJson(exported).object();
    EXPECT_EQ(doc[u"type"_s].toString(), u"character"_s);
    EXPECT_EQ(doc[u"_stats"_s][u"systemId"_s].toString(), u"blades-in-the-dark"_s);
    // The data model of template.json: multiboxes as [n], trauma flags by condition.
    EXPECT_EQ(doc[u"system"_s][u"stress"_s][u"value"_s].toArray(), QJsonArray{4});
    EXPECT_TRUE(doc[u"system"_s][u"trauma"_s][u"list"_s][u"reckless"_s].toBool());
    EXPECT_EQ(doc[u"system"_s][u"attributes"_s][u"prowess"_s][u"skills"_s][u"skirmish"_s][u"value"_s].toInt(), 3);
    EXPECT_EQ(doc[u"system"_s][u"selected_load_level"_s].toString(), u"BITD.Normal"_s);
    EXPECT_EQ(doc[u"system"_s][u"harm"_s][u"medium"_s][u"one"_s].toString(), u"Cracked ribs"_s);
}

TEST(FoundryExport, CharacterReportsWhatFoundryCannotHold)
{
    sw::blades::Character c = fullCharacter();
    c.harm << sw::blades::Harm{1, u"Third lesser harm"_s};
    c.items << u"moon_boots"_s;
    c.loadLevel = u"encumbered"_s;
    c.abilities << u"mule"_s;
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryCharacter(c, srd(), &unmapped);
    EXPECT_TRUE(unmapped.contains(
        u"harm level 1 \"Third lesser harm\": Foundry's sheet has 2 box(es) on that row; not written"_s))
        << unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(unmapped.contains(u"items/moon_boots: not in blades_srd; written under its id with load 0"_s));
    EXPECT_TRUE(unmapped.contains(u"load level \"encumbered\": Foundry offers only light, normal and heavy"_s));
    EXPECT_TRUE(unmapped.contains(
        u"abilities/mule: Foundry's load levels count Mule only under its compendium name \"(C) Mule\""_s));
    const FoundryImport r = importFoundryActor(exported, srd());
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.character.loadLevel, u"encumbered"_s);
    EXPECT_FALSE(r.character.items.contains(u"moon_boots"_s)); // not in the pack: reported again on import
}

TEST(FoundryRoundTrip, CrewFixture)
{
    const FoundryImport first = importFoundryActor(fixture(u"crew.json"_s), srd());
    ASSERT_TRUE(first.ok());
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryCrew(first.crew, srd(), &unmapped);
    EXPECT_TRUE(unmapped.isEmpty()) << unmapped.join(u'\n').toStdString();
    const FoundryImport again = importFoundryActor(exported, srd());
    ASSERT_TRUE(again.ok()) << again.errors.join(u'\n').toStdString();
    EXPECT_EQ(again.crew, first.crew);
    EXPECT_TRUE(again.unmapped.isEmpty()) << again.unmapped.join(u'\n').toStdString();
    EXPECT_EQ(itemNames(exported, u"crew_type"_s), QStringList{u"Assassins"_s});
    EXPECT_EQ(itemNames(exported, u"crew_ability"_s), (QStringList{u"Deadly"_s, u"Death veil"_s}));
    EXPECT_TRUE(itemNames(exported, u"crew_upgrade"_s).contains(u"Vault 1"_s));
    EXPECT_TRUE(itemNames(exported, u"crew_upgrade"_s).contains(u"Rigging"_s));
    // The claims map of the crew type, with the held cells ticked.
    const QJsonObject turfs = QJsonDocument::fromJson(exported).object()[u"items"_s][0][u"system"_s][u"turfs"_s].toObject();
    EXPECT_EQ(turfs.size(), 15);
    EXPECT_TRUE(turfs[u"12"_s][u"value"_s].toBool());
    EXPECT_EQ(turfs[u"12"_s][u"name"_s].toString(), u"Infirmary"_s);
    EXPECT_EQ(turfs[u"8"_s][u"name"_s].toString(), u"BITD.Lair"_s);
    EXPECT_EQ(turfs[u"1"_s][u"connects"_s].toArray(), (QJsonArray{u"right"_s, u"bottom"_s}));
}

TEST(FoundryRoundTrip, EveryCrewField)
{
    const sw::blades::Crew crew = fullCrew();
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryCrew(crew, srd(), &unmapped);
    const FoundryImport r = importFoundryActor(exported, srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.crew, crew);
    EXPECT_TRUE(r.unmapped.isEmpty()) << r.unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(unmapped.contains(u"upgrades/cohort: 1 box(es) of a cohort not yet complete; Foundry shows a whole one"_s))
        << unmapped.join(u'\n').toStdString();
    EXPECT_TRUE(unmapped.contains(
        u"claims/3: taken off-path with the GM's leave; Foundry does not show it (kept in flags.sheetwright)"_s));
    // 11 coin: 4 in hand, 7 in the vault (16 with both Vault boxes).
    const QJsonObject system = QJsonDocument::fromJson(exported).object()[u"system"_s].toObject();
    EXPECT_EQ(system[u"coins"_s][u"value"_s].toArray(), QJsonArray{4});
    EXPECT_EQ(system[u"vault"_s][u"value"_s].toArray(), QJsonArray{7});
    EXPECT_EQ(system[u"vault"_s][u"max"_s].toInt(), 12);
    EXPECT_EQ(system[u"scoundrel"_s][u"add_stress"_s].toInt(), 1);
    EXPECT_TRUE(system[u"scoundrel"_s][u"mastery"_s].toBool());
}

TEST(FoundryRoundTrip, CrewThroughFoundryAloneKeepsWhatFoundryShows)
{
    sw::blades::Crew crew = fullCrew();
    crew.reputation = u"daring"_s;
    crew.phase = sw::blades::CrewPhase::Play;
    crew.lairDistrict.clear();
    crew.huntingGrounds = {{}, u"The north quays"_s, {}, {}, {}};
    crew.pendingAdvances = 0;
    crew.upgrades[u"cohort"_s] = 4; // whole cohorts only
    crew.claims = {{6, false}, {12, false}};
    crew.factionStatus.clear();
    crew.overrides.clear();
    crew.cohorts[1].types = {u"spy"_s};
    const QJsonObject bare = withoutOurFlags(QJsonDocument::fromJson(sw::io::exportFoundryCrew(crew, srd())).object()).toObject();
    const FoundryImport r = import(bare);
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.crew, crew);
}

TEST(FoundryRoundTrip, Factions)
{
    const FoundryImport first = importFoundryActor(fixture(u"faction.json"_s), srd());
    ASSERT_TRUE(first.ok());
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryFactions(u"Faction standing"_s, first.factions, first.factionStatus,
                                                              first.goalClocks, srd(), &unmapped);
    EXPECT_TRUE(unmapped.isEmpty()) << unmapped.join(u'\n').toStdString();
    const FoundryImport again = importFoundryActor(exported, srd());
    ASSERT_TRUE(again.ok()) << again.errors.join(u'\n').toStdString();
    EXPECT_EQ(again.factions, first.factions);
    EXPECT_EQ(again.factionStatus, first.factionStatus);
    EXPECT_EQ(again.goalClocks, first.goalClocks);
    EXPECT_TRUE(again.unmapped.isEmpty()) << again.unmapped.join(u'\n').toStdString();
    EXPECT_EQ(itemNames(exported, u"faction"_s),
              (QStringList{u"The Red Sashes"_s, u"The Lampblacks"_s, u"Bluecoats"_s, u"The Crimson Quill"_s}));
}

TEST(FoundryRoundTrip, OneFactionWithEveryField)
{
    sw::blades::Faction f;
    f.id = u"night_market"_s;
    f.name = u"The Night Market"_s;
    f.category = u"labor_trade"_s;
    f.tier = 3;
    f.hold = u"weak"_s;
    f.allies = {u"dockers"_s, u"sailors"_s};
    f.enemies = {u"bluecoats"_s};
    f.vulnerable = true;
    f.turf = u"The floating stalls of the Docks"_s;
    f.notes = u"Run by the Ferryman."_s;
    sw::blades::ClockEntry goal1{u"nm_expand"_s, u"Expand to Silkshore"_s, {8, 3, sw::rules::ClockKind::Faction},
                                 sw::blades::ClockOwnerKind::Faction, f.id, {}, {}, false};
    sw::blades::ClockEntry goal2{u"nm_rival"_s, u"Ruin the Foundation"_s, {6, 2, sw::rules::ClockKind::Racing},
                                 sw::blades::ClockOwnerKind::Faction, f.id, {}, u"nm_expand"_s, true};
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryFaction(f, -2, {goal1, goal2}, srd(), &unmapped);
    const FoundryImport r = importFoundryActor(exported, srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.faction, f);
    EXPECT_EQ(r.factionStatus.value(f.id), -2);
    EXPECT_EQ(r.goalClocks, (QList<sw::blades::ClockEntry>{goal1, goal2}));
    EXPECT_TRUE(unmapped.contains(u"faction \"night_market\" vulnerable: Foundry has no field for it; kept in flags.sheetwright"_s));
    const QJsonObject system = QJsonDocument::fromJson(exported).object()[u"items"_s][0][u"system"_s].toObject();
    EXPECT_EQ(system[u"status"_s][u"value"_s].toArray(), QJsonArray{2}); // −2 → 2 of 1..7
    EXPECT_EQ(system[u"hold"_s][u"value"_s].toArray(), QJsonArray{1});
    EXPECT_EQ(system[u"allies"_s].toString(), u"Dockers, Sailors"_s);
    EXPECT_EQ(system[u"goal_2_clock_max"_s].toInt(), 6);
}

TEST(FoundryRoundTrip, Clock)
{
    const FoundryImport first = importFoundryActor(fixture(u"clock.json"_s), srd());
    ASSERT_TRUE(first.ok());
    const FoundryImport again = importFoundryActor(sw::io::exportFoundryClock(first.clock), srd());
    ASSERT_TRUE(again.ok()) << again.errors.join(u'\n').toStdString();
    EXPECT_EQ(again.clock, first.clock);

    const sw::blades::ClockEntry racing{u"escape"_s, u"Escape the Bluecoats"_s, {6, 4, sw::rules::ClockKind::Racing},
                                        sw::blades::ClockOwnerKind::Crew, u"crew-1"_s, {}, u"pursuit"_s, true};
    QStringList unmapped;
    const QByteArray exported = sw::io::exportFoundryClock(racing, &unmapped);
    EXPECT_EQ(unmapped, QStringList{u"kind, owner, links and visibility: Foundry's clocks have none; kept in flags.sheetwright"_s});
    const FoundryImport r = importFoundryActor(exported, srd());
    ASSERT_TRUE(r.ok()) << r.errors.join(u'\n').toStdString();
    EXPECT_EQ(r.clock, racing);
    EXPECT_EQ(QJsonDocument::fromJson(exported).object()[u"type"_s].toString(), u"\U0001F55B clock"_s);

    unmapped.clear();
    sw::io::exportFoundryClock({u"h"_s, u"Healing"_s, {3, 1, sw::rules::ClockKind::Danger},
                                sw::blades::ClockOwnerKind::Campaign, {}, {}, {}, false},
                               &unmapped);
    EXPECT_EQ(unmapped, QStringList{u"segments 3: Foundry's clocks have 4, 6, 8, 10 or 12; written as is"_s});
}

// ---------------------------------------------------------------------------------------------
// Hostile input

TEST(FoundryHostile, NotAnActorGivesErrorsAndNothingElse)
{
    const QList<QByteArray> inputs{
        "", "{", "garbage", "[]", "null", "42", "\"character\"", "[{\"type\": \"character\"}]",
        QByteArray(5000, '['), QByteArray(5000, '{'),
        "{}", "{\"type\": \"character\"}", "{\"name\": \"x\", \"type\": \"character\"}",
        "{\"name\": \"x\", \"type\": 7, \"system\": {}}",
        "{\"name\": \"x\", \"type\": \"npc\", \"system\": {}}",
        "{\"name\": \"x\", \"type\": \"dnd-hero\", \"system\": {}}",
        "{\"name\": \"x\", \"type\": \"character\", \"system\": \"abc\"}",
        "{\"name\": 5, \"type\": \"character\", \"system\": {}}",
        "{\"name\": \"x\", \"type\": \"character\", \"system\": {}, \"items\": {}}",
        "{\"name\": \"x\", \"type\": \"character\", \"system\": {}, \"items\": [1]}",
        "{\"name\": \"x\", \"type\": \"character\", \"system\": {}, \"items\": [{\"name\": \"a\"}]}",
        "{\"name\": \"x\", \"type\": \"character\", \"system\": {}, \"_stats\": {\"systemId\": \"dnd5e\"}}",
        "{\"name\": \"x\", \"type\": \"factions\", \"system\": {}, \"items\": []}",
    };
    for (const QByteArray &input : inputs)
        expectNothingImported(importFoundryActor(input, srd()), input.left(100).toStdString());

    QByteArray huge = "{\"name\": \"";
    huge += QByteArray(17 * 1024 * 1024, 'a');
    huge += "\", \"type\": \"character\", \"system\": {}}";
    expectNothingImported(importFoundryActor(huge, srd()), "17 MiB");
}

TEST(FoundryHostile, WrongTypesAndHugeNumbersInRealDocuments)
{
    struct Case
    {
        const char *fixture;
        const char *path;
        QJsonValue value;
        QString error;
    };
    const QList<Case> cases{
        {"character.json", "system.stress.value", u"lots"_s, u"system.stress.value: \"lots\" is not a whole number"_s},
        {"character.json", "system.stress.value", 1e300, u"system.stress.value: 1e+300 is out of range (−1000..1000)"_s},
        {"character.json", "system.stress.value", 2.5, u"system.stress.value: 2.5 is not a whole number"_s},
        {"character.json", "system.coins", QJsonArray{1e9}, u"system.coins[0]: 1e+09 is out of range (−1000..1000)"_s},
        {"character.json", "system.coins_stashed", u"99999999999999999999"_s, {}},
        {"character.json", "system.stress", QJsonArray(), u"system.stress: expected an object, found a list"_s},
        {"character.json", "system.attributes.insight.skills.hunt.value", true, {}},
        {"character.json", "system.harm.light.one", 7, u"system.harm.light.one: expected text, found a number"_s},
        {"character.json", "system.trauma.list", 5, {}},
        {"character.json", "system.acquaintances", u"x"_s, {}},
        {"character.json", "system.armor-uses.armor", QJsonObject(), {}},
        {"character.json", "items.5.name", QJsonValue::Null, u"items[5].name: expected text"_s},
        {"character.json", "items.5.system", u"x"_s, {}},
        {"character.json", "flags", QJsonObject{{u"sheetwright"_s, QJsonObject{{u"phase"_s, 3}}}}, {}},
        {"character.json", "flags", QJsonObject{{u"sheetwright"_s, QJsonObject{{u"status"_s, u"undead"_s}}}}, {}},
        {"crew.json", "system.tier", QJsonObject(), {}},
        {"crew.json", "system.coins.value", QJsonArray{-5000}, {}},
        {"crew.json", "items.0.system.turfs.7.value", QJsonArray(), {}},
        {"crew.json", "system.hold", 5, {}},
        {"faction.json", "items.0.system.status.value", u"war"_s, {}},
        {"faction.json", "items.0.system.goal_1_clock_max", -1e7, {}},
        {"faction.json", "items", QJsonObject(), {}},
        {"clock.json", "system.type", u"eight"_s, {}},
        {"clock.json", "system.value", QJsonObject(), {}},
    };
    for (const Case &c : cases) {
        const FoundryImport r = import(with(fixtureObject(QLatin1StringView(c.fixture)), QLatin1StringView(c.path), c.value));
        const std::string what = std::string(c.fixture) + ' ' + c.path;
        expectNothingImported(r, what);
        if (!c.error.isEmpty()) {
            EXPECT_TRUE(r.errors.contains(c.error)) << what << ": " << r.errors.join(u'\n').toStdString();
        }
    }
}

// Every value of every fixture replaced by values of the wrong kind: an import or clean errors,
// never a crash and never a half-built result.
TEST(FoundryHostile, EveryValueReplacedByTheWrongKind)
{
    const QList<QJsonValue> hostile{QJsonValue::Null, u"x"_s, 1e12, -3, QJsonArray{QJsonObject()}, QJsonObject(), true};
    int imported = 0;
    int refused = 0;
    for (const QString &name : QStringList{u"character.json"_s, u"crew.json"_s, u"faction.json"_s, u"clock.json"_s}) {
        const QJsonObject root = fixtureObject(name);
        QList<QStringList> all;
        paths(root, {}, &all);
        for (const QStringList &path : all) {
            for (const QJsonValue &value : hostile) {
                const FoundryImport r = import(replaced(root, path, value).toObject());
                if (r.ok()) {
                    ++imported;
                    EXPECT_NE(r.kind, FoundryKind::None);
                } else {
                    ++refused;
                    expectNothingImported(r, QString(name + u' ' + path.join(u'.')).toStdString());
                }
            }
        }
    }
    EXPECT_GT(imported, 0);
    EXPECT_GT(refused, 0);
}
