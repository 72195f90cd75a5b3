// The printed sheets read back from the PDF: every label and value in each language, embedded
// fonts, paper sizes and page counts, handouts without the GM's secrets.
#include "print/pdfexport.h"
#include "print/printstyle.h"
#include "ui/print/printfixture.h"

#include "systems/blades/rulepackloader.h"
#include "systems/blades/store/campaignsheets.h"

#include <QElapsedTimer>
#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

struct Label
{
    const char *context;
    const char *source;
};

// The printed labels every character sheet has (the notes heading only with notes).
const QList<Label> kCharacterLabels{
    {"sw::print::CharacterPage", "Scoundrel"},       {"sw::print::Sheet", "Name"},
    {"sw::print::CharacterPage", "Alias"},           {"sw::print::Sheet", "Crew"},
    {"sw::print::CharacterPage", "Playbook"},        {"sw::print::CharacterPage", "Look"},
    {"sw::print::CharacterPage", "Heritage"},        {"sw::print::CharacterPage", "Background"},
    {"sw::print::CharacterPage", "Vice"},            {"sw::print::CharacterPage", "Purveyor"},
    {"sw::print::CharacterPage", "Stress and trauma"}, {"sw::print::CharacterPage", "Stress"},
    {"sw::print::CharacterPage", "Trauma"},          {"sw::print::CharacterPage", "Harm"},
    {"sw::print::CharacterPage", "Need help"},       {"sw::print::CharacterPage", "-1d"},
    {"sw::print::CharacterPage", "Less effect"},     {"sw::print::CharacterPage", "Healing"},
    {"sw::print::CharacterPage", "Armor"},           {"sw::print::Sheet", "Special abilities"},
    {"sw::print::CharacterPage", "Friends and rivals"}, {"sw::print::CharacterPage", "Experience"},
    {"sw::print::CharacterPage", "Actions"},         {"sw::print::CharacterPage", "Coin and stash"},
    {"sw::print::Sheet", "Coin"},            {"sw::print::CharacterPage", "Stash"},
    {"sw::print::CharacterPage", "Load"},            {"sw::print::CharacterPage", "Playbook items"},
    {"sw::print::CharacterPage", "Items"},
};

const QList<Label> kCrewLabels{
    {"sw::print::Sheet", "Crew"},          {"sw::print::Sheet", "Name"},
    {"sw::print::CrewPage", "Crew type"},     {"sw::print::CrewPage", "Reputation"},
    {"sw::print::CrewPage", "Lair"},          {"sw::print::CrewPage", "Hunting grounds"},
    {"sw::print::CrewPage", "Operation"},     {"sw::print::CrewPage", "Tier and hold"},
    {"sw::print::CrewPage", "Tier"},          {"sw::print::CrewPage", "Hold"},
    {"sw::print::CrewPage", "Rep"},           {"sw::print::CrewPage", "Heat"},
    {"sw::print::CrewPage", "Wanted level"},  {"sw::print::Sheet", "Coin"},
    {"sw::print::CrewPage", "Crew XP"},       {"sw::print::Sheet", "Special abilities"},
    {"sw::print::CrewPage", "Crew upgrades"}, {"sw::print::CrewPage", "Upgrades"},
    {"sw::print::CrewPage", "Claims"},        {"sw::print::CrewPage", "Cohorts"},
    {"sw::print::CrewPage", "Contacts"},      {"sw::print::CrewPage", "Faction status"},
    {"sw::print::Sheet", "Notes"},
};

QString translated(const Label &l)
{
    return QCoreApplication::translate(l.context, l.source);
}

class PrintPdf : public ::testing::TestWithParam<Language>
{
protected:
    QString write(const QList<store::SheetRef> &sheets, print::Paper paper = print::Paper::A4, bool handout = false,
                  const QString &name = u"out.pdf"_s)
    {
        print::PrintOptions options;
        options.language = GetParam();
        options.paper = paper;
        options.handout = handout;
        const QString path = campaign.path(name);
        const QString error = print::writePdf(*campaign.store, sheets, options, path);
        EXPECT_TRUE(error.isEmpty()) << error.toStdString();
        // SHEETWRIGHT_PDF_SHOTS=DIR keeps a copy of every PDF, to look at (pdftoppm).
        if (const QString shots = qEnvironmentVariable("SHEETWRIGHT_PDF_SHOTS"); !shots.isEmpty()) {
            const auto *test = ::testing::UnitTest::GetInstance()->current_test_info();
            const QString copy = shots + u'/' + QString::fromUtf8(test->name()).section(u'/', 0, 0) + u'_' +
                                 languageCode(GetParam()) + (paper == print::Paper::Letter ? u"_letter_"_s : u"_a4_"_s) + name;
            QFile::remove(copy);
            QFile::copy(path, copy);
        }
        return path;
    }

    // Every expected word, found in the PDF's own text layer.
    void expectAll(const QString &text, const QStringList &words)
    {
        const QString all = squeezed(text);
        for (const QString &w : words)
            EXPECT_TRUE(all.contains(squeezed(w))) << "missing: " << w.toStdString();
    }

    QString nameIn(const blades::Text &t) const { return t.in(GetParam()); }

    PrintCampaign campaign;
};

TEST_P(PrintPdf, CharacterSheetShowsEveryLabelAndValue)
{
    campaign.addCrew(1);
    const LanguageScope scope(GetParam());
    const QString pdf = write({{u"character"_s, QString::number(campaign.members.first())}});
    const QString text = pdfText(pdf);
    QStringList words;
    for (const Label &l : kCharacterLabels)
        words << translated(l);
    const blades::RulePack &pack = srd();
    const blades::Character c = *blades::character(*campaign.store, campaign.members.first());
    words << c.name << c.alias << c.look << c.purveyor << u"whaler family"_s << u"Cracked ribs"_s << u"Bruised"_s
          << u"The Lampblacks 力刀"_s << u"Doskvol Nights"_s;
    words << nameIn(pack.playbook(u"cutter"_s)->name) << nameIn(pack.playbook(u"cutter"_s)->xpTrigger);
    for (const blades::Entity &h : pack.heritages) {
        if (h.id == c.heritage)
            words << nameIn(h.name);
    }
    for (const blades::Entity &v : pack.vices) {
        if (v.id == c.vice)
            words << nameIn(v.name);
    }
    for (const blades::Entity &t : pack.traumaConditions)
        words << nameIn(t.name);
    for (const blades::Attribute &a : pack.attributes) {
        words << nameIn(a.name);
        for (const QString &action : a.actions)
            words << nameIn(pack.action(action)->name);
    }
    for (const QString &ability : pack.playbook(u"cutter"_s)->abilities)
        words << nameIn(pack.ability(ability)->name);
    for (const blades::Entity &n : pack.playbook(u"cutter"_s)->npcs)
        words << nameIn(n.name);
    for (const blades::Item &i : pack.items)
        words << nameIn(i.name);
    for (const blades::ArmorKind &a : pack.armorKinds)
        words << nameIn(a.name);
    words << QCoreApplication::translate("sw::print::CharacterPage", "Lifestyle %1").arg(blades::lifestyle(12, pack));
    expectAll(text, words);
    EXPECT_EQ(pdfPages(pdf), 1);
}

TEST_P(PrintPdf, CrewSheetShowsEveryLabelAndValue)
{
    campaign.addCrew(0);
    const LanguageScope scope(GetParam());
    const QString text = pdfText(write({{u"crew"_s, QString::number(campaign.crewId)}}));
    QStringList words;
    for (const Label &l : kCrewLabels)
        words << translated(l);
    const blades::RulePack &pack = srd();
    const blades::CrewType *type = pack.crewType(u"assassins"_s);
    words << u"The Lampblacks 力刀"_s << u"Old tannery"_s << u"Crow's Foot"_s << u"Owes the Gray Cloaks a favour"_s
          << nameIn(type->name) << nameIn(type->xpTrigger);
    for (const blades::ExampleFaction &f : pack.factions) {
        if (f.id == u"billhooks"_s)
            words << nameIn(f.name);
    }
    for (const QString &a : type->abilities) {
        for (const blades::Ability &ab : pack.crewAbilities) {
            if (ab.id == a)
                words << nameIn(ab.name);
        }
    }
    for (const blades::ClaimsMap::Cell &cell : type->claimsMap.cells) {
        for (const blades::Claim &claim : pack.claims) {
            if (claim.id == cell.claim)
                words << nameIn(claim.name);
        }
    }
    for (const blades::Upgrade &u : pack.upgrades) {
        if (u.scope != u"crew_specific"_s || type->upgrades.contains(u.id))
            words << nameIn(u.name);
    }
    for (const blades::Entity &contact : type->contacts)
        words << nameIn(contact.name);
    expectAll(text, words);
}

TEST_P(PrintPdf, FactionLadderAndClocksKeepGmSecretsOutOfHandouts)
{
    campaign.addCrew(0);
    campaign.addGmRecords();
    const LanguageScope scope(GetParam());
    const QList<store::SheetRef> sheets{{u"factions"_s, {}}, {u"clocks"_s, {}}};
    const QString gm = squeezed(pdfText(write(sheets, print::Paper::A4, false, u"gm.pdf"_s)));
    const QString handout = squeezed(pdfText(write(sheets, print::Paper::A4, true, u"handout.pdf"_s)));
    QStringList common{QCoreApplication::translate("sw::print::FactionLadderPage", "Faction ladder"),
                       QCoreApplication::translate("sw::print::ClocksPage", "Clocks"),
                       u"The Crows of 力刀 Lane"_s, u"Crow's Foot docks"_s, u"Crack the vault"_s,
                       QCoreApplication::translate("sw::print::FactionLadderPage", "Tier %1").arg(2),
                       QCoreApplication::translate("sw::print::FactionLadderPage", "Status with %1: %2")
                           .arg(u"The Lampblacks 力刀"_s, u"-2"_s),
                       QCoreApplication::translate("sw::print::ClocksPage", "%1 of %2 segments").arg(3).arg(8)};
    for (const blades::ExampleFaction &f : srd().factions) {
        if (f.id == u"billhooks"_s)
            common << nameIn(f.name);
    }
    for (const QString &w : common) {
        EXPECT_TRUE(gm.contains(squeezed(w))) << w.toStdString();
        EXPECT_TRUE(handout.contains(squeezed(w))) << w.toStdString();
    }
    for (const QString &secret : {u"Secretly broke"_s, u"Bluecoats close in"_s}) {
        EXPECT_TRUE(gm.contains(squeezed(secret))) << secret.toStdString();
        EXPECT_FALSE(handout.contains(squeezed(secret))) << secret.toStdString();
    }
}

TEST_P(PrintPdf, BlankSheetsOfEveryPlaybookAndCrewType)
{
    const LanguageScope scope(GetParam());
    const blades::RulePack &pack = srd();
    QList<store::SheetRef> sheets;
    QStringList words;
    for (const blades::Playbook &p : pack.playbooks) {
        sheets.append({u"blank-character"_s, p.id});
        words << nameIn(p.name);
        for (const QString &a : p.abilities)
            words << nameIn(pack.ability(a)->name);
    }
    for (const blades::CrewType &t : pack.crewTypes) {
        sheets.append({u"blank-crew"_s, t.id});
        words << nameIn(t.name);
    }
    const QString pdf = write(sheets);
    expectAll(pdfText(pdf), words);
    // One page per playbook; a crew sheet holds its claims map on a page more at most.
    EXPECT_GE(pdfPages(pdf), int(pack.playbooks.size() + pack.crewTypes.size()));
    EXPECT_LE(pdfPages(pdf), int(pack.playbooks.size() + 2 * pack.crewTypes.size()));
}

TEST_P(PrintPdf, ChineseCharactersComeBackExactly)
{
    campaign.addCrew(1);
    const QString text = pdfText(write({{u"character"_s, QString::number(campaign.members.first())}}));
    EXPECT_TRUE(text.contains(u"力"_s));
    EXPECT_TRUE(text.contains(u"刀"_s));
    // No Kangxi radical or CJK radical supplement stands in for an ideograph.
    for (const QChar ch : text)
        EXPECT_FALSE(ch.unicode() >= 0x2E80 && ch.unicode() <= 0x2FDF) << "radical U+" << std::hex << int(ch.unicode());
}

TEST_P(PrintPdf, EveryFontIsEmbedded)
{
    campaign.addCrew(1);
    const QString pdf = write(print::withMembers(*campaign.store, {u"crew"_s, QString::number(campaign.crewId)}));
    const QStringList lines = runTool(u"pdffonts"_s, {pdf}).split(u'\n', Qt::SkipEmptyParts).mid(2);
    ASSERT_FALSE(lines.isEmpty());
    bool family = false;
    for (const QString &line : lines) {
        // name type encoding emb sub uni object ID
        const QStringList cols = line.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
        ASSERT_GE(cols.size(), 7) << line.toStdString();
        EXPECT_EQ(cols.at(cols.size() - 5), u"yes"_s) << line.toStdString();
        family = family || line.contains(print::printFontFamily(GetParam()).remove(u' '));
    }
    EXPECT_TRUE(family) << "the language's own font is used";
}

TEST_P(PrintPdf, A4AndLetterPagesOnePagePerSheet)
{
    campaign.addCrew(2);
    for (const auto &[paper, size] : {std::pair{print::Paper::A4, u"(A4)"_s}, std::pair{print::Paper::Letter, u"(letter)"_s}}) {
        const QString one = write({{u"character"_s, QString::number(campaign.members.first())}}, paper, false, u"one.pdf"_s);
        EXPECT_TRUE(pdfPageSize(one).endsWith(size)) << pdfPageSize(one).toStdString();
        EXPECT_EQ(pdfPages(one), 1);
        const QString crew = write({{u"crew"_s, QString::number(campaign.crewId)}}, paper, false, u"crew.pdf"_s);
        const int crewPages = pdfPages(crew);
        EXPECT_GE(crewPages, 1);
        EXPECT_LE(crewPages, 2);
        const QString all = write(print::withMembers(*campaign.store, {u"crew"_s, QString::number(campaign.crewId)}), paper, false,
                                  u"all.pdf"_s);
        EXPECT_EQ(pdfPages(all), crewPages + 2) << "each member starts on a page of their own";
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, PrintPdf,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const auto &param) { return languageCode(param.param).toStdString(); });

TEST(PrintPdfErrors, UnknownSheetsPrintNothing)
{
    PrintCampaign campaign;
    const QString path = campaign.path(u"none.pdf"_s);
    EXPECT_FALSE(print::writePdf(*campaign.store, {{u"character"_s, u"99"_s}}, {}, path).isEmpty());
    EXPECT_FALSE(print::writePdf(*campaign.store, {{u"blank-character"_s, u"nobody"_s}}, {}, path).isEmpty());
    EXPECT_FALSE(print::writePdf(*campaign.store, {{u"score"_s, u"1"_s}}, {}, path).isEmpty());
    EXPECT_FALSE(QFile::exists(path));
}

TEST(PrintPdfSpeed, CrewOfSixExportsFast)
{
    PrintCampaign campaign;
    campaign.addCrew(6);
    QElapsedTimer timer;
    timer.start();
    const QString path = campaign.path(u"six.pdf"_s);
    ASSERT_TRUE(print::writePdf(*campaign.store, print::withMembers(*campaign.store, {u"crew"_s, QString::number(campaign.crewId)}),
                                {}, path)
                    .isEmpty());
    EXPECT_LT(timer.elapsed(), 10000);
    EXPECT_EQ(pdfPages(path) >= 7, true);
}

// Every printed label is in Chinese in both Chinese languages ("-1d" too: −1 骰, issue #16).
TEST(PrintLabelsTranslated, ChineseLabelsAreInChinese)
{
    for (const Language language : {Language::TraditionalChinese, Language::SimplifiedChinese}) {
        const LanguageScope scope(language);
        const QList<Label> labels = kCharacterLabels + kCrewLabels;
        for (const Label &l : labels) {
            const QString t = translated(l);
            const bool han = std::any_of(t.cbegin(), t.cend(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
            EXPECT_TRUE(han) << languageCode(language).toStdString() << ": " << l.source << " → " << t.toStdString();
        }
    }
}

} // namespace
} // namespace sw::test
