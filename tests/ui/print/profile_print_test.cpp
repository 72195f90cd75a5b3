// A campaign that plays with a house-rules profile prints with it: the renamed action on the
// sheet, and the SRD's name nowhere (the profile's test data: Hunt is Track there).
#include "print/pdfexport.h"
#include "printfixture.h"
#include "core/systems/blades/fixtures.h"
#include "support/profilefixture.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

using namespace Qt::StringLiterals;

TEST(PrintWithProfile, ACharacterPrintsWithItsCampaignsProfile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"house.sheetwright"_s);
    sw::test::makeHouseRulesCampaign(path);
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    // A scoundrel made in this campaign records its profile; one brought in from an SRD campaign
    // keeps the SRD: each prints with the pack it recorded.
    sw::blades::Character c = sw::test::playingCutter();
    c.actions[u"hunt"_s] = 1;
    c.rulePack = sw::test::kHouseRulesProfile;
    const auto added = sw::blades::addCharacter(store, c, std::nullopt, u"New"_s);
    ASSERT_TRUE(added.ok) << added.error.toStdString();
    const QString pdf = dir.filePath(u"house.pdf"_s);
    const QString written = sw::print::writePdf(store, {added.sheet}, {}, pdf);
    ASSERT_TRUE(written.isEmpty()) << written.toStdString();
    const QString text = sw::test::pdfText(pdf);
    EXPECT_TRUE(text.contains(u"Track"_s)) << text.toStdString();
    EXPECT_FALSE(text.contains(u"Hunt"_s));

    c.rulePack = u"blades_srd"_s;
    const auto srd = sw::blades::addCharacter(store, c, std::nullopt, u"New"_s);
    ASSERT_TRUE(srd.ok) << srd.error.toStdString();
    ASSERT_TRUE(sw::print::writePdf(store, {srd.sheet}, {}, pdf).isEmpty());
    const QString srdText = sw::test::pdfText(pdf);
    EXPECT_TRUE(srdText.contains(u"Hunt"_s)) << srdText.toStdString();
    EXPECT_FALSE(srdText.contains(u"Track"_s));
}
