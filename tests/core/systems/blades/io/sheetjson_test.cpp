#include "systems/blades/io/sheetjson.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/sheets/") + QLatin1StringView(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

TEST(SheetJson, ReadsEveryField)
{
    sw::io::CharacterSheet sheet;
    QList<sw::io::SheetReadError> errors;
    ASSERT_TRUE(sw::io::readCharacterSheet(fixture("legal_cutter.json"), &sheet, &errors));
    const auto &c = sheet.character;
    EXPECT_EQ(c.rulePack, u"blades_srd"_s);
    EXPECT_EQ(c.name, u"Mara Kell"_s);
    EXPECT_EQ(c.rating(u"skirmish"_s), 2);
    EXPECT_EQ(c.harm.size(), 2);
    EXPECT_EQ(c.harm.at(1).level, 2);
    EXPECT_TRUE(c.armor.standard);
    EXPECT_EQ(c.playbookXp, 3);
    EXPECT_EQ(c.attributeXp.value(u"prowess"_s), 4);
    EXPECT_EQ(c.traumaConditions, QStringList{u"reckless"_s});
}

TEST(SheetJson, RoundTripKeepsEverything)
{
    sw::io::CharacterSheet sheet;
    QList<sw::io::SheetReadError> errors;
    ASSERT_TRUE(sw::io::readCharacterSheet(fixture("overridden_stress.json"), &sheet, &errors));
    sheet.crewUpgrades = {u"mastery"_s, u"composed"_s};
    sheet.character.pendingPlaybookAdvances = 1;
    sheet.character.pendingAttributeAdvances[u"insight"_s] = 1;
    sheet.character.status = sw::blades::CharacterStatus::Incarcerated;
    const QByteArray written = sw::io::writeCharacterSheet(sheet);
    sw::io::CharacterSheet again;
    ASSERT_TRUE(sw::io::readCharacterSheet(written, &again, &errors)) << errors.value(0).reason.toStdString();
    EXPECT_EQ(again.character, sheet.character);
    EXPECT_EQ(again.crewUpgrades, sheet.crewUpgrades);
    EXPECT_EQ(sw::io::writeCharacterSheet(again), written);
}

TEST(SheetJson, HostileInputGivesErrorsNotASheet)
{
    const QByteArray inputs[] = {"", "[]", "null", "{}", "{\"format\": \"sheetwright-sheet\"}",
                                 QByteArray(3000, '{'), fixture("wrong_types.json")};
    for (const QByteArray &input : inputs) {
        sw::io::CharacterSheet sheet;
        QList<sw::io::SheetReadError> errors;
        EXPECT_FALSE(sw::io::readCharacterSheet(input, &sheet, &errors));
        EXPECT_FALSE(errors.isEmpty());
        EXPECT_TRUE(sheet.character.name.isEmpty());
    }
}
