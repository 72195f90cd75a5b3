// Export PDF suggests a file named after what is printed (issue #16, "small things": it suggested
// "Documents"): the sheet's name for one sheet, the campaign's for several, safe as a file name.
#include "print/pdfexport.h"
#include "ui/print/printfixture.h"

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

TEST(PdfFileName, OneSheetIsNamedAfterTheSheet)
{
    PrintCampaign campaign;
    campaign.addCrew(1);
    EXPECT_EQ(print::suggestedFileName(*campaign.store, {{u"crew"_s, QString::number(campaign.crewId)}}),
              u"The Lampblacks 力刀.pdf"_s);
}

TEST(PdfFileName, SeveralSheetsAreNamedAfterTheCampaign)
{
    PrintCampaign campaign;
    campaign.addCrew(2);
    const QList<store::SheetRef> sheets = print::withMembers(*campaign.store, {u"crew"_s, QString::number(campaign.crewId)});
    ASSERT_GT(sheets.size(), 1);
    EXPECT_EQ(print::suggestedFileName(*campaign.store, sheets), u"Doskvol Nights.pdf"_s);
}

TEST(PdfFileName, CharactersNoFileNameMayHoldAreReplaced)
{
    PrintCampaign campaign;
    campaign.store->setName(u"Heist: \"Crow's Foot\" 1/2?"_s);
    EXPECT_EQ(print::suggestedFileName(*campaign.store, {store::SheetRef{u"factions"_s, {}}}), u"Heist_ _Crow's Foot_ 1_2_.pdf"_s);
    campaign.store->setName(u".hidden"_s);
    EXPECT_EQ(print::suggestedFileName(*campaign.store, {}), u"Sheetwright.hidden.pdf"_s);
}

} // namespace
} // namespace sw::test
