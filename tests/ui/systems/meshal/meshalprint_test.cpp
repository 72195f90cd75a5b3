// Meshal Lite's printed character sheet (issue #18) read back from the PDF in en, zh_TW and
// zh_CN: every label and every value in the text layer, the Chinese exactly as written
// (print/printstyle.h: no radical glyphs), the pack's glossary words (spec §7) in each language,
// and a sheet that is missing prints nothing.
#include "print/pdfexport.h"
#include "print/printwords.h"
#include "ui/print/printfixture.h"

#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

using namespace sw::meshal;
namespace mt = sw::meshal::test;

// Every label the Meshal page prints for the sheet below (a PC with optional features, an
// ability bought and one renounced, an award, items, money, a relationship and an effect).
const QList<const char *> kMeshalLabels{
    "Identity and Features", "Name", "Player", "Role", "Player character", "Species", "Gender", "Size", "Form",
    "Size level", "Footprint (steps)", "Height", "Age", "Looks", "Body parts", "%1 ×%2", "Head", "Torso", "Arm",
    "Leg", "Attributes", "%1 of %2 dice", "Trained", "Base", "Temporary", "Total", "Abilities", "%1 of %2",
    "Next raise", "Protections", "Immunities", "Movement and Senses", "Execution", "Senses (steps)",
    "Talent and Strength", "Strength (spent/unspent)", "Talent earned", "Lost by renouncing", "Costs %1 Talent",
    "Use: %1", "%1, level %2", "Items", "Attack: %1", "Worn on: %1",
    "Carried: heavy %1 of %2, light %3 of %4; a ticked box is equipped.", "Money", "Gold", "Silver", "Copper",
    "Worth in copper", "Relationships", "Who", "Stance", "Note", "Ongoing Effects", "Conditions", "Asleep",
    "Talent Ledger", "Starting Talent: %1", "Award: +%1 Talent", " (%1)", "Raise %1: %2 Talent, %3",
    "Ability %1: %2 Talent, %3", "Renounced %1: %2 Talent lost, %3", "creation", "rest",
};

QStringList fixedParts(const QString &label)
{
    QStringList parts = label.split(QRegularExpression(u"%[0-9n]"_s), Qt::SkipEmptyParts);
    for (QString &p : parts)
        p = p.trimmed();
    parts.removeAll(QString());
    return parts;
}

class MeshalPrintPdf : public ::testing::TestWithParam<Language>
{
protected:
    Language language() const { return GetParam(); }

    // 阿丹 (L158) after a first adventure: 快步 bought, a ward bought then renounced at a rest,
    // 5 Talent awarded, a wound to 强壮, a blessing on 精神, the 战斧 in hand.
    qint64 addSheet()
    {
        const store::Receipt friendReceipt = addCharacter(*campaign.store, mt::trinity(), u"print"_s);
        EXPECT_TRUE(friendReceipt.ok) << friendReceipt.error.toStdString();
        friendId = friendReceipt.sheet.id;

        Character c = mt::adan();
        c.player = u"Mia 力刀"_s;
        c.height = u"175cm"_s;
        c.age = 30;
        c.looks = u"灰色斗篷"_s;
        c.bodyParts = c.species.bodyParts;
        Ability quick = *mt::examples().findAbility(u"quick_step"_s);
        quick.key = u"quick"_s;
        EXPECT_FALSE(buyAbility(c, quick, Phase::Creation, mt::pack()));
        EXPECT_FALSE(buyAbility(c, mt::ability(u"ward"_s, AbilityType::Spirit, 1), Phase::Creation, mt::pack()));
        EXPECT_FALSE(awardTalent(c, 5, u"第一场冒险"_s));
        EXPECT_FALSE(renounceAbility(c, u"ward"_s, Phase::Rest));
        c.creation = false;
        Item axe = *mt::examples().findItem(u"battle_axe"_s);
        axe.key = u"axe"_s;
        axe.equipped = true;
        axe.slots = {u"arm"_s};
        c.items << axe;
        Item arrows = *mt::examples().findItem(u"arrows"_s);
        arrows.key = u"arrows"_s;
        c.items << arrows;
        c.money = {1, 20, 5};
        c.relationships = {{friendId, Stance::Friendly, u"同伴"_s}};
        Effect blessing{u"祝福"_s, u"神殿"_s, u"1小时"_s, {}};
        blessing.modifiers.attributes[std::size_t(Attribute::Spirit)] = 1;
        c.effects = {blessing};
        c.dice[std::size_t(Attribute::Might)] = 1;
        const store::Receipt r = addCharacter(*campaign.store, c, u"print"_s);
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return r.sheet.id.toLongLong();
    }

    QString write(const QList<store::SheetRef> &sheets, QString *error = nullptr)
    {
        print::PrintOptions options;
        options.language = language();
        const QString path = campaign.path(u"meshal.pdf"_s);
        const QString e = print::writePdf(*campaign.store, sheets, options, path);
        if (error)
            *error = e;
        else
            EXPECT_TRUE(e.isEmpty()) << e.toStdString();
        // SHEETWRIGHT_PDF_SHOTS=DIR keeps a copy of every PDF, to look at (pdftoppm).
        if (const QString shots = qEnvironmentVariable("SHEETWRIGHT_PDF_SHOTS"); !shots.isEmpty() && e.isEmpty()) {
            const QString copy = shots + u"/meshal_"_s + languageCode(language()) + u".pdf"_s;
            QFile::remove(copy);
            QFile::copy(path, copy);
        }
        return path;
    }

    PrintCampaign campaign;
    QString friendId;
};

TEST_P(MeshalPrintPdf, CharacterSheetShowsEveryLabelAndValue)
{
    const qint64 id = addSheet();
    const QString pdf = write({characterRef(id)});
    const QString text = squeezed(pdfText(pdf));
    ASSERT_FALSE(text.isEmpty());
    const Language lang = language();
    const print::PrintWords w(lang);
    const MeshalPack &pack = mt::pack();
    QStringList words;
    for (const char *label : kMeshalLabels)
        words << fixedParts(w.translate("sw::print::MeshalPage", label));
    const Character c = *character(*campaign.store, id);
    // Values as the sheet holds them (the 战斧's attack, L985, with 🎲 written 骰: no print font has
    // the die's glyph), and the content's names in the print language.
    words << c.name << c.player << u"Doskvol Nights"_s << u"男性"_s << u"人形"_s << u"175cm"_s << u"灰色斗篷"_s
          << u"第一场冒险"_s << u"崔妮蒂"_s << u"同伴"_s << u"祝福"_s << u"神殿"_s << u"1小时"_s << u"灵巧"_s
          << u"灵动戒指"_s << u"1⚡️应对1次攻击"_s << u"对强壮造成强壮骰物理攻击,穿透2防护(可格挡/闪避)"_s
          << u"ward"_s << mt::examples().names.value(u"human"_s).in(lang)
          << mt::examples().names.value(u"quick_step"_s).in(lang)
          << mt::examples().names.value(u"battle_axe"_s).in(lang) << mt::examples().names.value(u"arrows"_s).in(lang)
          << pack.name.in(lang) << pack.size(Size::Medium)->name.in(lang);
    for (const QString &key : {u"attribute.might"_s, u"attribute.energy"_s, u"attribute.spirit"_s,
                               u"protection.physical"_s, u"protection.erosion"_s, u"protection.occult"_s,
                               u"speed.walk"_s, u"speed.climb"_s, u"ability.common"_s, u"scale.light"_s,
                               u"scale.trivial"_s, u"stance.friendly"_s, u"condition.unconscious"_s,
                               u"condition.prone"_s, u"condition.dead"_s})
        words << pack.label(key, lang);
    // The numbers: 实力/unspent (36 − 9 − 12 − 3 − 3 + 5 = 14 unspent; 21 + 3 = 24 held), earned
    // 41, forfeited 3; 活力 5 trained, 7 base, 8 total and dice, next raise 15 (L158); 强壮 1
    // die of 3; 精神 total 4 with the blessing; 12005 copper; 30 years.
    const TalentSummary t = talentSummary(c);
    EXPECT_EQ(strengthNotation(t), u"24/14"_s);
    words << u"24/14"_s << u"41"_s << u"12005"_s << u"30"_s
          << w.translate("sw::print::MeshalPage", "%1 of %2 dice").arg(8).arg(8)
          << w.translate("sw::print::MeshalPage", "%1 of %2 dice").arg(1).arg(3)
          << w.translate("sw::print::MeshalPage", "%1 of %2 dice").arg(3).arg(4)
          << w.translate("sw::print::MeshalPage", "Raise %1: %2 Talent, %3")
                 .arg(pack.label(u"attribute.energy"_s, lang)).arg(12).arg(w.translate("sw::print::MeshalPage", "creation"))
          << w.translate("sw::print::MeshalPage", "Renounced %1: %2 Talent lost, %3")
                 .arg(u"ward"_s).arg(3).arg(w.translate("sw::print::MeshalPage", "rest"));
    for (const QString &word : std::as_const(words))
        EXPECT_TRUE(text.contains(squeezed(word))) << languageCode(lang).toStdString() << " missing: " << word.toStdString();
    EXPECT_EQ(pdfPages(pdf), 1);
}

// Each page speaks its glossary (spec §7): the rulebook's zh-CN words, zh-TW's, the English ones.
TEST_P(MeshalPrintPdf, EachLanguageUsesItsGlossary)
{
    const QString text = squeezed(pdfText(write({characterRef(addSheet())})));
    const QStringList words = language() == Language::English
                                  ? QStringList{u"Might"_s, u"Energy"_s, u"Spirit"_s, u"Trained"_s, u"Talent"_s,
                                                u"Strength"_s, u"Physicalprotection"_s, u"Execution"_s, u"Footprint"_s}
                            : language() == Language::TraditionalChinese
                                  ? QStringList{u"強壯"_s, u"活力"_s, u"精神"_s, u"受訓"_s, u"潛能"_s, u"實力"_s,
                                                u"物理防護"_s, u"機動"_s, u"佔位"_s}
                                  : QStringList{u"强壮"_s, u"活力"_s, u"精神"_s, u"受训"_s, u"潜能"_s, u"实力"_s,
                                                u"物理防护"_s, u"机动"_s, u"占位"_s};
    for (const QString &word : words)
        EXPECT_TRUE(text.contains(word)) << "missing: " << word.toStdString();
}

TEST_P(MeshalPrintPdf, AMissingSheetPrintsNothing)
{
    QString error;
    const QString pdf = write({characterRef(999)}, &error);
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFile::exists(pdf));
}

INSTANTIATE_TEST_SUITE_P(Languages, MeshalPrintPdf,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const auto &param) { return languageCode(param.param).replace(u'_', QString()).toStdString(); });

} // namespace
} // namespace sw::test
