// The printed load line is the sheet's (issue #16, A §2.6, B §3.3): the same numbers — items,
// Rigging's free load, the level's limit — from the same function, in every language.
#include "print/pdfexport.h"
#include "ui/print/printfixture.h"

#include "systems/blades/l10n/loadtext.h"
#include "systems/blades/limits.h"

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class PrintLoadLine : public ::testing::TestWithParam<Language>
{
protected:
    PrintCampaign campaign;
};

TEST_P(PrintLoadLine, ThePageShowsTheSheetsLoadLine)
{
    campaign.addCrew(1);
    blades::Crew crew = *blades::crew(*campaign.store, campaign.crewId);
    crew.upgrades[u"rigging"_s] = 1;
    ASSERT_TRUE(blades::saveCrew(*campaign.store, campaign.crewId, crew, u"crew"_s, u"rigging"_s).ok);
    const qint64 id = campaign.members.first();
    blades::Character c = *blades::character(*campaign.store, id);
    c.loadLevel = u"heavy"_s;
    c.items = {u"armor"_s, u"a_large_weapon"_s, u"climbing_gear"_s, u"demolition_tools"_s};
    c.coin = 0;
    ASSERT_TRUE(blades::saveCharacter(*campaign.store, id, c, u"character.toggle_item"_s, u"load"_s).ok);

    const LanguageScope scope(GetParam());
    print::PrintOptions options;
    options.language = GetParam();
    const QString pdf = campaign.path(u"load.pdf"_s);
    ASSERT_TRUE(print::writePdf(*campaign.store, {{u"character"_s, QString::number(id)}}, options, pdf).isEmpty());
    const blades::LoadSummary load = blades::loadSummary(c, srd(), blades::crewBenefits(crew, srd()));
    ASSERT_EQ(load.counted, 6);
    ASSERT_EQ(load.free, 2);
    const QString line = l10n::LoadText::line(load, srd(), GetParam());
    if (GetParam() == Language::English) {
        EXPECT_EQ(line, u"Load 6 of 6 (8 in items, 2 free from Rigging)"_s); // the sheet's words (ui tests)
    }
    EXPECT_TRUE(squeezed(pdfText(pdf)).contains(squeezed(line))) << line.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, PrintLoadLine,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese));

} // namespace
} // namespace sw::test
