// Fate Condensed's printed character sheet (issue #17) read back from the PDF in en, zh_TW and
// zh_CN, on A4 and Letter: every label and every value in the text layer, the Chinese exactly as
// written (print/printstyle.h: no radical glyphs), and a sheet that is missing prints nothing.
#include "print/pdfexport.h"
#include "print/printwords.h"
#include "ui/print/printfixture.h"

#include "core/systems/fate/fixtures.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/fatesheets.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

// Every label the Fate page prints for the sheet below (it has boosts and extras, no debt).
const QList<const char *> kFateLabels{
    "Character", "Name", "Description", "Aspects", "Free invokes: %1", "%1 held by %2", "Stunts",
    "%1 stunts are free; each further stunt costs 1 refresh.", "Extras", "Boosts", "Skills",
    "Every other skill: %1", "Refresh and fate points", "Refresh", "Fate points", "Owed after the scene",
    "Stress", "%1 %2: %3 boxes, 1 shift each", "Consequences", "Recovery", "Recovering",
    "+%1 to %2 when you %3", "Rule change", "%1 may %2",
};

// A label's words without its placeholders ("Free invokes: %1" → "Free invokes:").
QStringList fixedParts(const QString &label)
{
    QStringList parts = label.split(QRegularExpression(u"%[0-9n]"_s), Qt::SkipEmptyParts);
    for (QString &p : parts)
        p = p.trimmed();
    parts.removeAll(QString());
    return parts;
}

class FatePrintPdf : public ::testing::TestWithParam<std::tuple<Language, print::Paper>>
{
protected:
    Language language() const { return std::get<0>(GetParam()); }
    print::Paper paper() const { return std::get<1>(GetParam()); }

    qint64 addSheet()
    {
        fate::Character c = fate::test::charles();
        c.name = u"Charles 力刀 Ward"_s;
        c.description = u"A tweed jacket, ink on his cuffs"_s;
        c.creation = false;
        c.aspects[0].freeInvokes = {{u"Ethan"_s, 2}};
        c.stunts[0].text = u"Because I read every grimoire"_s;
        c.stunts[1].fpCost = 1;
        c.refresh = 3;
        c.fatePoints = 5;
        c.fatePointsOwed = 2;
        c.physicalStress = {true, false, true, false};
        c.consequences = {{u"mild"_s, u"Sprained 力 Ankle"_s, true, u"Ghoul"_s, {}},
                          {u"moderate"_s, u"Haunted by the Deep"_s, false, u"Shoggoth"_s, {}}};
        c.boosts = {u"Off Balance"_s};
        c.extras = {{u"Lantern of Ys"_s, u"Shows what hides"_s}};
        const store::Receipt r = fate::addCharacter(*campaign.store, c, u"print"_s);
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.sheet.id.toLongLong();
    }

    QString write(const QList<store::SheetRef> &sheets, QString *error = nullptr)
    {
        print::PrintOptions options;
        options.language = language();
        options.paper = paper();
        const QString path = campaign.path(u"fate.pdf"_s);
        const QString e = print::writePdf(*campaign.store, sheets, options, path);
        if (error)
            *error = e;
        else
            EXPECT_TRUE(e.isEmpty()) << e.toStdString();
        // SHEETWRIGHT_PDF_SHOTS=DIR keeps a copy of every PDF, to look at (pdftoppm).
        if (const QString shots = qEnvironmentVariable("SHEETWRIGHT_PDF_SHOTS"); !shots.isEmpty() && e.isEmpty()) {
            const QString copy = shots + u"/fate_"_s + languageCode(language()) +
                                 (paper() == print::Paper::Letter ? u"_letter.pdf"_s : u"_a4.pdf"_s);
            QFile::remove(copy);
            QFile::copy(path, copy);
        }
        return path;
    }

    PrintCampaign campaign;
};

TEST_P(FatePrintPdf, CharacterSheetShowsEveryLabelAndValue)
{
    const qint64 id = addSheet();
    const QString pdf = write({fate::characterRef(id)});
    const QString text = squeezed(pdfText(pdf));
    ASSERT_FALSE(text.isEmpty());
    const print::PrintWords w(language());
    const Language lang = language();
    const fate::FatePack &pack = fate::test::pack();
    QStringList words;
    for (const char *label : kFateLabels)
        words << fixedParts(w.translate("sw::print::FatePage", label));
    const fate::Character c = *fate::character(*campaign.store, id);
    words << c.name << c.description << u"Doskvol Nights"_s << u"Ethan"_s << u"Because I read every grimoire"_s
          << u"Sprained 力 Ankle"_s << u"Haunted by the Deep"_s << u"Off Balance"_s << u"Lantern of Ys"_s
          << u"Shows what hides"_s;
    for (const fate::Aspect &a : c.aspects) {
        words << a.text;
        for (const auto &k : pack.aspectKinds) {
            if (k.first == a.kind)
                words << k.second.in(lang);
        }
    }
    for (const fate::Stunt &s : c.stunts)
        words << s.name;
    for (const fate::SkillRating &s : c.skills)
        words << pack.skill(s.id)->name.in(lang);
    for (int r = 0; r <= 4; ++r)
        words << fate::ladderLabel(pack, r, lang);
    for (const QString &slot : fate::availableConsequenceSlots(pack, c))
        words << pack.slot(slot)->name.in(lang);
    for (const auto &t : pack.tracks)
        words << t.second.in(lang);
    for (const fate::Action a : {fate::Action::Overcome, fate::Action::CreateAdvantage, fate::Action::Attack})
        words << pack.action(a).name.in(lang);
    for (const QString &n : {u"5"_s, u"3"_s, u"2"_s})
        words << n;
    for (const QString &word : std::as_const(words))
        EXPECT_TRUE(text.contains(squeezed(word))) << languageCode(lang).toStdString() << " missing: " << word.toStdString();
    EXPECT_EQ(pdfPages(pdf), 1);
    EXPECT_TRUE(pdfPageSize(pdf).contains(paper() == print::Paper::Letter ? u"letter"_s : u"A4"_s))
        << pdfPageSize(pdf).toStdString();
}

// Each page speaks its glossary: the English SRD's words, the seed's in zh-TW, mainland ones in
// zh-CN (spec §11, docs/glossary-fate.md).
TEST_P(FatePrintPdf, EachLanguageUsesItsGlossary)
{
    const QString text = squeezed(pdfText(write({fate::characterRef(addSheet())})));
    const QStringList words = language() == Language::English
                                  ? QStringList{u"Aspects"_s, u"Stunts"_s, u"Skills"_s, u"Refresh"_s, u"Fatepoints"_s,
                                                u"Stress"_s, u"Consequences"_s, u"Great(+4)"_s, u"HighConcept"_s,
                                                u"Freeinvokes"_s, u"Boosts"_s}
                            : language() == Language::TraditionalChinese
                                  ? QStringList{u"形象"_s, u"絕技"_s, u"技能"_s, u"重振"_s, u"命運點"_s, u"壓力"_s,
                                                u"後果"_s, u"傑出（+4）"_s, u"高概念"_s, u"免費援引"_s, u"推助"_s}
                                  : QStringList{u"形象"_s, u"绝技"_s, u"技能"_s, u"重振"_s, u"命运点"_s, u"压力"_s,
                                                u"后果"_s, u"杰出（+4）"_s, u"高概念"_s, u"免费援引"_s, u"推助"_s};
    for (const QString &word : words)
        EXPECT_TRUE(text.contains(word)) << "missing: " << word.toStdString();
}

TEST_P(FatePrintPdf, AMissingSheetPrintsNothing)
{
    QString error;
    const QString pdf = write({fate::characterRef(999)}, &error);
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFile::exists(pdf));
}

INSTANTIATE_TEST_SUITE_P(LanguagesAndPaper, FatePrintPdf,
                         ::testing::Combine(::testing::Values(Language::English, Language::TraditionalChinese,
                                                              Language::SimplifiedChinese),
                                            ::testing::Values(print::Paper::A4, print::Paper::Letter)),
                         [](const auto &param) {
                             return languageCode(std::get<0>(param.param)).replace(u'_', QString()).toStdString() +
                                    (std::get<1>(param.param) == print::Paper::A4 ? "_A4" : "_Letter");
                         });

} // namespace
} // namespace sw::test
