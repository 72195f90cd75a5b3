// A campaign that plays with a house-rules profile shows its sheets with it: the stress track has
// the profile's ten boxes and the tenth is a legal click; the renamed action reads as renamed.
#include "sheetfixture.h"
#include "support/profilefixture.h"
#include "widgets/boxtrack.h"
#include "widgets/dotrating.h"
#include "systems/blades/campaigncontext.h"

#include <QLabel>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;

namespace {

class ProfileSheetTest : public sw::test::SheetWindowTest
{
protected:
    void SetUp() override
    {
        sw::test::SheetWindowTest::SetUp();
        const QString path = dir.filePath(u"house.sheetwright"_s);
        sw::test::makeHouseRulesCampaign(path);
        ASSERT_EQ(window->openCampaign(path).problem, sw::store::FileProblem::None);
    }

    // A scoundrel made in this campaign: it records the campaign's profile, and is read with it.
    static sw::blades::Character houseCutter()
    {
        sw::blades::Character c = sw::test::playingCutter();
        c.rulePack = sw::test::kHouseRulesProfile;
        return c;
    }
};

} // namespace

TEST_F(ProfileSheetTest, TheStressTrackHasTheProfilesTenBoxes)
{
    ASSERT_EQ(sw::blades::sessionPack(*window->session()).id, sw::test::kHouseRulesProfile);
    const qint64 id = addCharacter(houseCutter());
    QWidget *sheet = open(u"character"_s, id);
    ASSERT_NE(sheet, nullptr);
    auto *stress = find<BoxTrack>(sheet, u"stress"_s);
    EXPECT_EQ(stress->count(), 10);
    clickBox(stress, 9); // the tenth box: past the SRD's nine, legal here
    EXPECT_EQ(character(id).stress, 10) << status().toStdString();
}

TEST_F(ProfileSheetTest, TheRenamedActionReadsAsRenamed)
{
    const qint64 id = addCharacter(houseCutter());
    QWidget *sheet = open(u"character"_s, id);
    auto *hunt = find<sw::ui::DotRating>(sheet, u"action_hunt"_s);
    ASSERT_NE(hunt, nullptr);
    const auto label = [&] {
        for (const QLabel *l : sheet->findChildren<QLabel *>()) {
            if (l->buddy() == hunt)
                return l->text();
        }
        return QString();
    };
    EXPECT_TRUE(label().contains(u"Track"_s)) << label().toStdString();
    shot(u"profile_sheet_en"_s);
    // The profile's own words in every language, relabelled live like the SRD's.
    languages.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_TRUE(label().contains(u"追蹤"_s)) << label().toStdString();
    shot(u"profile_sheet_zh_TW"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_TRUE(label().contains(u"追踪"_s)) << label().toStdString();
    shot(u"profile_sheet_zh_CN"_s);
}
