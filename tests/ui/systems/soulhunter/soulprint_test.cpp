// 狩魂者's printed character sheet (issue #21) read back from the PDF in en, zh_TW and zh_CN:
// every label and value in the text layer exactly as written, the derived values computed and an
// unfilled base setting named in the language; a sheet that is missing prints nothing.
#include "print/pdfexport.h"
#include "print/printwords.h"
#include "ui/print/printfixture.h"

#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

const QList<const char *> kSoulLabels{
    "Hunter", "Name", "Code name", "Background", "Appearance", "Attributes", "Physique", "Wisdom", "Soul",
    "Spirit Awareness", "Skills", "Skill points: %1 of %2", "Psychic power", "Power tags", "Flaw tags", "Psychic marks",
    "%1 (from Soul)", "Soul weapon (Spirit Awareness %1)", "Tier-%2 ultimate (Spirit Awareness %1)", "Trait tags",
    "Status tags", "HP and points", "Damage", "Max HP", "%1 of %2", "Initial SP", "Extra SP", "Anxiety", "Fortune",
    "Charms", "Disintegration", "Disqualification", "Techniques", "Prepared Load %1 of %2", "Load %1", "Enchantments",
    "POW %1", "XP ledger", "waits for: %1",
};

QStringList fixedParts(const QString &label)
{
    QStringList parts = label.split(QRegularExpression(u"%[0-9n]"_s), Qt::SkipEmptyParts);
    for (QString &p : parts)
        p = p.trimmed();
    parts.removeAll(QString());
    return parts;
}

class SoulPrintPdf : public ::testing::TestWithParam<Language>
{
protected:
    qint64 addSheet()
    {
        for (const auto &[key, value] : {std::pair{"sp_initial_base", 10}, {"kp_base_max", 2}, {"lingshi_start", 6}, {"soul_weapon_lingshi", 6}}) {
            const store::Receipt r = soulhunter::setCampaignSetting(*campaign.store, QLatin1StringView(key), value);
            EXPECT_TRUE(r.ok) << r.error.toStdString();
        }
        soulhunter::Character c = soulhunter::newCharacter(soulhunter::campaignRules(*campaign.store), u"林澈"_s);
        c.codename = u"夜枭"_s;
        c.background = u"旧城区的孤儿"_s;
        c.appearance = u"灰色风衣"_s;
        c.attributes = {3, 4, 2};
        c.marks = {{u"锐利"_s, QString(), true, false}};
        c.skills = {{u"lingzhi"_s, 2}};
        c.power = {u"回响"_s, u"听见物件的记忆"_s, {{u"残响"_s}, {u"共振"_s}}, {u"失眠"_s}};
        c.unlocks = {{u"影刃"_s, QString(), 0}};
        c.traitTags = {u"冷静"_s};
        c.statusTags = {u"疲惫"_s};
        c.damage = 5;
        c.jietiSlashes = 1;
        c.grievous = {{u"断臂"_s, false, false}};
        c.anxiety = 12;
        c.techniques = {{u"打击"_s, {soulhunter::School::Martial}, soulhunter::Tier::Basic, 1, 0, true, false}};
        c.enchantments = {{u"迅捷"_s, 2, QString(), false, 0}};
        c.ledger = {{soulhunter::LedgerEntry::Kind::Award, 3, false, u"第一章"_s, {}}};
        const store::Receipt r = soulhunter::addCharacter(*campaign.store, c, u"print"_s);
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.sheet.id.toLongLong();
    }

    QString write(const QList<store::SheetRef> &sheets, QString *error = nullptr)
    {
        print::PrintOptions options;
        options.language = GetParam();
        const QString path = campaign.path(u"soul.pdf"_s);
        const QString e = print::writePdf(*campaign.store, sheets, options, path);
        if (error)
            *error = e;
        else
            EXPECT_TRUE(e.isEmpty()) << e.toStdString();
        // SHEETWRIGHT_PDF_SHOTS=DIR keeps a copy of every PDF, to look at (pdftoppm).
        if (const QString shots = qEnvironmentVariable("SHEETWRIGHT_PDF_SHOTS"); !shots.isEmpty() && e.isEmpty()) {
            const QString copy = shots + u"/soulhunter_"_s + languageCode(GetParam()) + u".pdf"_s;
            QFile::remove(copy);
            QFile::copy(path, copy);
        }
        return path;
    }

    PrintCampaign campaign;
};

TEST_P(SoulPrintPdf, CharacterSheetShowsEveryLabelValueAndWhatItWaitsFor)
{
    const qint64 id = addSheet();
    const QString pdf = write({soulhunter::characterRef(id)});
    const QString text = squeezed(pdfText(pdf));
    ASSERT_FALSE(text.isEmpty());
    const Language lang = GetParam();
    const print::PrintWords w(lang);
    QStringList words;
    for (const char *label : kSoulLabels)
        words << fixedParts(w.translate("sw::print::SoulPage", label));
    const soulhunter::Rules rules = soulhunter::campaignRules(*campaign.store);
    words << u"林澈"_s << u"夜枭"_s << u"旧城区的孤儿"_s << u"灰色风衣"_s << u"回响"_s << u"听见物件的记忆"_s << u"残响, 共振"_s
          << u"失眠"_s << u"锐利"_s << u"影刃"_s << u"冷静"_s << u"疲惫"_s << u"断臂"_s << u"打击"_s << u"迅捷"_s << u"+3 第一章"_s
          << u"Doskvol Nights"_s << rules.pack().name.in(lang) << rules.pack().skill(u"lingzhi"_s)->name.in(lang)
          << u"3 (C)"_s << u"4 (C+)"_s << u"2 (D+)"_s;
    // D5: max HP 2 + ⌊(3 + 2)/2⌋ = 4; D23 initial SP 10; MP waits for the base MP maximum, named.
    words << w.translate("sw::print::SoulPage", "%1 of %2").arg(u"10"_s, u"10"_s);
    words << rules.pack().setting(u"mp_base_max"_s)->name.in(lang);
    for (const QString &word : std::as_const(words))
        EXPECT_TRUE(text.contains(squeezed(word))) << languageCode(lang).toStdString() << " missing: " << word.toStdString();
    EXPECT_EQ(pdfPages(pdf), 1);
}

TEST_P(SoulPrintPdf, AMissingSheetPrintsNothing)
{
    QString error;
    const QString pdf = write({soulhunter::characterRef(999)}, &error);
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFile::exists(pdf));
}

INSTANTIATE_TEST_SUITE_P(Languages, SoulPrintPdf,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const auto &param) { return languageCode(param.param).replace(u'_', QString()).toStdString(); });

} // namespace
} // namespace sw::test
