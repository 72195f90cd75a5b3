// The 狩魂者 check dock's opposed checks (spec §5.6-§5.7; rules 15-18, 21-23; seed L83-L90): the
// check type chosen with the keyboard, a parry that ties the attack (CAT 1), a counter declared too
// late (refused) and then in time, a hazard that ties the resistance, a resistance that must be
// higher; each with its exact odds before the roll and its outcome in the roll log.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/sidecheck.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "common/undolabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulCheckOpposedTest : public sw::test::SoulWindowTest
{
protected:
    void SetUp() override
    {
        SoulWindowTest::SetUp();
        const qint64 id = addNew(u"Lin"_s);
        Character c = stored(id);
        c.attributes[0] = 4; // 体魄 4
        ASSERT_TRUE(editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return saveCharacter(s, id, c, u"t"_s, u"t"_s); }));
        soulUi()->checkDock()->toggleViewAction()->trigger();
        QTest::qWait(1);
        panel = soulUi()->checks();
        auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
        attribute->setCurrentIndex(attribute->findData(u"physique"_s));
    }
    // The next check type, chosen as a player does: the box focused by a click, then ↓.
    void nextKind()
    {
        auto *kind = find<QComboBox>(panel, u"soulCheckKind"_s);
        kind->setFocus();
        QTest::keyClick(kind, Qt::Key_Down);
    }
    QString odds() const { return panel->findChild<QLabel *>(u"soulCheckOdds"_s)->text(); }
    QString result() const { return panel->findChild<QLabel *>(u"soulCheckResult"_s)->text(); }
    static QString chance(const sw::rules::Fraction &f)
    {
        return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
    }
    // The check as the player set it, built apart from the dock: 体魄 4 (unless a parry) and a bonus.
    static CheckSpec expected(CheckKind kind, int against, int bonus, int level)
    {
        CheckSpec s;
        s.challenge = against;
        s.level = level;
        s.specialtyCap = -1;
        s.modifiers = {{u"physique"_s, 4, false, false}};
        if (bonus > 0)
            s.modifiers.append({QString(), bonus, false, false});
        return checkFor(kind, s);
    }


    // What the player sees, in the three languages (saved when SHEETWRIGHT_SHOTS names a folder).
    void shots(const QString &name, QWidget *what)
    {
        for (sw::Language l : sw::kAllLanguages) {
            languages.setLanguage(l);
            shot(name + u'-' + sw::languageCode(l), what);
        }
        languages.setLanguage(sw::Language::English);
    }

    QWidget *panel = nullptr;
};

// L84 「用10作为骰值。防御时的格挡检定没有关键属性。若…相等，则将格挡检定的CAT视为1」
TEST_F(SoulCheckOpposedTest, Rule16_AParryTyingTheAttackHasCat1AndMakesItMiss_L84)
{
    nextKind();
    EXPECT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentData().toString(), u"parry"_s);
    EXPECT_FALSE(find<QComboBox>(panel, u"soulCheckAttribute"_s)->isEnabled()) << "no key attribute when parrying";
    EXPECT_TRUE(find<QCheckBox>(panel, u"soulCheckDeclared"_s)->isVisible());
    typeInto(find<QSpinBox>(panel, u"soulCheckBonus"_s), u"5"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckLevel"_s), u"1"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"17"_s); // the attack value
    // 10 + 5 + 2 (level 1 on a fixed dice value) = 17: a tie, certain.
    EXPECT_TRUE(odds().startsWith(u"Parry: 10 as the dice value, no key attribute (L84); modifiers 5, level 1 as 2, against attack 17."_s))
        << odds().toStdString();
    EXPECT_TRUE(odds().endsWith(u"CAT 1: 1 (100.0%)\nThe attack misses (a tie counts as CAT 1): 1 (100.0%)"_s)) << odds().toStdString();
    click(find<QPushButton>(panel, u"soulCheckRoll"_s));
    const QList<sw::store::RollRecord> log = window->session()->store().rolls();
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(sw::undoLabelText(log.first().label), u"Parry against attack 17"_s);
    EXPECT_EQ(log.first().result, u"1"_s);
    EXPECT_TRUE(log.first().dice.isEmpty());
    EXPECT_TRUE(result().contains(u"dice value 10 (fixed); modifiers 5; level 2; defence value 17 against attack 17: the attack misses (parry CAT 1, attacker's CAT 0"_s))
        << result().toStdString();
    EXPECT_FALSE(find<QPushButton>(panel, u"soulCheckReroll"_s)->isEnabled()) << "no dice to roll again (L65)";
    EXPECT_FALSE(find<QPushButton>(panel, u"soulCheckFortune"_s)->isEnabled()) << "a fixed dice value moves no fortune (L65)";
    shot(u"soul-parry-en"_s);
    for (const auto &[language, words, told] :
         {std::tuple{sw::Language::SimplifiedChinese, u"对攻击的格挡检定（L84）"_s, u"防御值17对攻击值17：攻击失手"_s},
          {sw::Language::TraditionalChinese, u"對攻擊的格擋檢定（L84）"_s, u"防禦值17對攻擊值17：攻擊失手"_s}}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents();
        EXPECT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentText(), words);
        EXPECT_TRUE(result().contains(told)) << result().toStdString() << " (the roll retold in the language)";
        EXPECT_TRUE(odds().endsWith(u"1 (100.0%)"_s)) << odds().toStdString();
        shot(u"soul-parry-"_s + sw::languageCode(language));
    }
}

// L83 「防御需要在攻击检定掷骰前做出」, L85 「若防御值低于攻击值，则将防御值视为0；若…反制成功，则使用相同的判定值…【打击】」
TEST_F(SoulCheckOpposedTest, Rule15_Rule17_ACounterDeclaredLateIsRefusedInTimeItIsRolled_L83_L85)
{
    nextKind();
    nextKind();
    EXPECT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentData().toString(), u"counter"_s);
    EXPECT_TRUE(find<QComboBox>(panel, u"soulCheckAttribute"_s)->isEnabled());
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"14"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"42"_s);
    const CheckSpec spec = expected(CheckKind::Counter, 14, 0, 0);
    EXPECT_TRUE(odds().endsWith(u"The attack misses and the counter strikes back: "_s + chance(sideSuccessChance(CheckKind::Counter, spec, editor()->rules()))))
        << odds().toStdString();
    auto *declared = find<QCheckBox>(panel, u"soulCheckDeclared"_s);
    tick(declared);
    EXPECT_FALSE(declared->isChecked());
    auto *roll = find<QPushButton>(panel, u"soulCheckRoll"_s);
    click(roll);
    EXPECT_TRUE(window->session()->store().rolls().isEmpty());
    EXPECT_TRUE(roll->property("refusal").toString().contains(u"A defence is declared before the attack is rolled (rule 15, L83)"_s))
        << roll->property("refusal").toString().toStdString();
    tick(declared);
    click(roll);
    SeededDice dice(42);
    const CheckRoll r = rollCheck(spec, editor()->rules(), dice);
    const SideOutcome side = resolveSide(CheckKind::Counter, r.checkValue, 14, true, editor()->rules());
    const QList<sw::store::RollRecord> log = window->session()->store().rolls();
    ASSERT_EQ(log.size(), 1);
    EXPECT_EQ(sw::undoLabelText(log.first().label), u"Counter against attack 14"_s);
    EXPECT_EQ(log.first().result, QString::number(side.ownCat));
    EXPECT_EQ(log.first().dice.size(), 2);
    const QString told = side.succeeds
        ? u"defence value %1 against attack 14: the attack misses (counter CAT %2) and the counter strikes back: Strike with check value %1 (L85)"_s
              .arg(r.checkValue).arg(side.ownCat)
        : u"check value %1 against attack 14: the attack hits; a lower counter counts as 0 (L85), the attacker's CAT %2"_s.arg(r.checkValue).arg(side.otherCat);
    EXPECT_TRUE(result().contains(told)) << result().toStdString() << "\n" << told.toStdString();
    EXPECT_TRUE(find<QPushButton>(panel, u"soulCheckReroll"_s)->isEnabled()) << "a counter is rolled: one reroll (L118)";
}

// L89 「用10作为骰值…若危害值与抵抗检定的判定值相等，则将危害检定的CAT视为1」; L90 「未高于…抵抗失败」
TEST_F(SoulCheckOpposedTest, Rule18_AHazardTyingTheResistanceHasCat1AResistanceMustBeHigher_L89_L90)
{
    for (int i = 0; i < 3; ++i)
        nextKind();
    EXPECT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentData().toString(), u"hazard"_s);
    EXPECT_FALSE(find<QCheckBox>(panel, u"soulCheckDeclared"_s)->isVisible());
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"14"_s); // the resistance value: 10 + 体魄 4 ties it
    EXPECT_TRUE(odds().endsWith(u"CAT 1: 1 (100.0%)\nThe resistance fails: 1 (100.0%)"_s)) << odds().toStdString();
    auto *roll = find<QPushButton>(panel, u"soulCheckRoll"_s);
    click(roll);
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_EQ(sw::undoLabelText(window->session()->store().rolls().first().label), // stored language-neutral (#16)
               u"Hazard against resistance 14"_s);
    EXPECT_EQ(window->session()->store().rolls().first().result, u"1"_s);
    EXPECT_TRUE(result().contains(u"hazard value 14 against resistance 14: hazard CAT 1 (a tie counts as 1, L89); the resistance fails"_s))
        << result().toStdString();

    nextKind();
    EXPECT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentData().toString(), u"resistance"_s);
    // L90 「关键属性由危害决定」: the hazard calls on 体魄, chosen with the keyboard.
    auto *hazard = find<QComboBox>(panel, u"soulCheckHazard"_s);
    hazard->setFocus();
    QTest::keyClick(hazard, Qt::Key_Down);
    EXPECT_EQ(find<QComboBox>(panel, u"soulCheckAttribute"_s)->currentData().toString(), u"physique"_s);
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"15"_s); // the hazard value
    typeInto(find<QSpinBox>(panel, u"soulCheckSeed"_s), u"7"_s);
    const CheckSpec spec = expected(CheckKind::Resistance, 15, 0, 0);
    EXPECT_TRUE(odds().endsWith(u"The resistance succeeds (strictly higher): "_s + chance(sideSuccessChance(CheckKind::Resistance, spec, editor()->rules()))))
        << odds().toStdString();
    click(roll);
    SeededDice dice(7);
    const CheckRoll r = rollCheck(spec, editor()->rules(), dice);
    const SideOutcome side = resolveSide(CheckKind::Resistance, r.checkValue, 15, true, editor()->rules());
    EXPECT_EQ(side.succeeds, r.checkValue > 15);
    ASSERT_EQ(window->session()->store().rolls().size(), 2);
    EXPECT_EQ(sw::undoLabelText(window->session()->store().rolls().first().label), // stored language-neutral (#16)
               u"Resistance against hazard 15"_s);
    const QString told = side.succeeds ? u"resistance %1 against hazard 15: succeeds (strictly higher, L90), CAT %2"_s.arg(r.checkValue).arg(side.ownCat)
                                       : u"resistance %1 against hazard 15: fails (not higher, L90); the hazard's CAT %2"_s.arg(r.checkValue).arg(side.otherCat);
    EXPECT_TRUE(result().contains(told)) << result().toStdString() << "\n" << told.toStdString();
}

// L90 「抵抗检定：…进行1次行动检定，关键属性由危害决定」: in a resistance the player does not choose
// the key attribute; the hazard's attribute, chosen with the keyboard, sets it (and the odds), each
// time it changes; back on an action check the player chooses again, and the hazard is not asked.
TEST_F(SoulCheckOpposedTest, Rule18_TheHazardChosenSetsTheResistancesKeyAttribute_L90)
{
    const Character c = stored(1);
    auto *hazard = find<QComboBox>(panel, u"soulCheckHazard"_s);
    auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
    EXPECT_FALSE(hazard->isVisible()) << "an action check has no hazard";
    for (int i = 0; i < 4; ++i)
        nextKind();
    ASSERT_EQ(find<QComboBox>(panel, u"soulCheckKind"_s)->currentData().toString(), u"resistance"_s);
    EXPECT_TRUE(hazard->isVisible());
    EXPECT_FALSE(attribute->isEnabled()) << "the hazard sets it, not the player";
    EXPECT_EQ(attribute->currentData().toString(), QString()) << "no hazard chosen yet: no key attribute";
    typeInto(find<QSpinBox>(panel, u"soulCheckChallenge"_s), u"12"_s);
    const auto keyOf = [this] {
        const std::optional<CheckSpec> s = static_cast<sw::ui::SoulCheckPanel *>(panel)->spec();
        return s ? s->modifiers : QList<Modifier>{};
    };
    EXPECT_TRUE(keyOf().isEmpty());
    hazard->setFocus();
    for (Attribute a : kAttributes) {
        const QString id = attributeId(a);
        const int value = c.attribute(a);
        QTest::keyClick(hazard, Qt::Key_Down);
        EXPECT_EQ(attribute->currentData().toString(), id);
        const QList<Modifier> key = value > 0 ? QList<Modifier>{{id, value, false, false}} : QList<Modifier>{};
        EXPECT_EQ(keyOf(), key) << id.toStdString();
        CheckSpec s;
        s.challenge = 12;
        s.specialtyCap = -1;
        s.modifiers = key;
        EXPECT_TRUE(odds().endsWith(u"The resistance succeeds (strictly higher): "_s + chance(sideSuccessChance(CheckKind::Resistance, s, editor()->rules()))))
            << odds().toStdString();
    }
    shots(u"soul-hazard-resistance"_s, soulUi()->checkDock());
    // Back to an action check: the player's choice again, the hazard not asked.
    auto *kindBox = find<QComboBox>(panel, u"soulCheckKind"_s);
    kindBox->setFocus();
    QTest::keyClick(kindBox, Qt::Key_Home);
    ASSERT_EQ(kindBox->currentData().toString(), u"action"_s);
    EXPECT_FALSE(hazard->isVisible());
    EXPECT_TRUE(attribute->isEnabled());
}

} // namespace
