// The crew sheet's print at war (B §1.8, 000 §派系地位等級 "−3 War"): the Tier and hold the crew
// plays at, and what returns when the war ends — in each language, from the PDF's text layer.
#include "print/pdfexport.h"
#include "printfixture.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class CrewWarPdf : public ::testing::TestWithParam<Language>
{
};

// B §1.8: a weak Tier II crew at war prints Tier 1 with a weak hold, and Tier 2 for the war's end.
TEST_P(CrewWarPdf, B1_8_TheCrewPrintsTheTierItHasAtWar)
{
    PrintCampaign campaign;
    campaign.addCrew(0);
    blades::Crew crew = *blades::crew(*campaign.store, campaign.crewId);
    crew.tier = 2;
    crew.hold = blades::Hold::Weak;
    crew.factionStatus[u"bluecoats"_s] = blades::kWarStatus;
    ASSERT_TRUE(blades::saveCrew(*campaign.store, campaign.crewId, crew, u"crew.edit"_s, u"war"_s).ok);
    const LanguageScope scope(GetParam());
    print::PrintOptions options;
    options.language = GetParam();
    const QString pdf = campaign.path(u"war.pdf"_s);
    const QString error = print::writePdf(*campaign.store, {{u"crew"_s, QString::number(campaign.crewId)}}, options, pdf);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    const QString text = squeezed(pdfText(pdf));
    const blades::RulePack &pack = srd();
    QString weak;
    for (const QJsonValue &h : pack.documents.value(u"crew.json"_s)[u"holds"_s].toArray()) {
        if (h[u"id"_s].toString() == u"weak"_s)
            weak = blades::textFrom(h[u"name"_s]).in(GetParam());
    }
    ASSERT_FALSE(weak.isEmpty());
    const QString note = QCoreApplication::translate("sw::print::CrewPage",
                                                     "At war (B §1.8): Tier %1, %2 hold while the war lasts; Tier %3, %4 hold "
                                                     "when it ends.")
                             .arg(1)
                             .arg(weak)
                             .arg(2)
                             .arg(weak);
    EXPECT_TRUE(text.contains(squeezed(note))) << text.toStdString();
    // The Tier and Hold fields read the war's Tier and hold (the text layer puts a field's value
    // before its label; checked in English, where no other "1" stands next to them).
    const QString fields = squeezed(QCoreApplication::translate("sw::print::CrewPage", "Tier") +
                                    QCoreApplication::translate("sw::print::CrewPage", "Hold"));
    if (GetParam() == Language::English) {
        EXPECT_TRUE(text.contains(u"1"_s + squeezed(weak) + fields)) << text.toStdString();
    }

    // At peace again the sheet's own Tier is printed and the note is gone.
    crew.factionStatus[u"bluecoats"_s] = -2;
    ASSERT_TRUE(blades::saveCrew(*campaign.store, campaign.crewId, crew, u"crew.edit"_s, u"peace"_s).ok);
    ASSERT_TRUE(print::writePdf(*campaign.store, {{u"crew"_s, QString::number(campaign.crewId)}}, options, pdf).isEmpty());
    const QString peace = squeezed(pdfText(pdf));
    if (GetParam() == Language::English) {
        EXPECT_TRUE(peace.contains(u"2"_s + squeezed(weak) + fields)) << peace.toStdString();
    }
    EXPECT_FALSE(peace.contains(squeezed(note)));
}

INSTANTIATE_TEST_SUITE_P(Languages, CrewWarPdf,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese));

} // namespace
} // namespace sw::test
