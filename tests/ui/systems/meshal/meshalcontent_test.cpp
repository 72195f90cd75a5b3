// The content editor (issue #18: "write a species and an ability in the content editor, create a
// character with it, spend Talent, take damage, rest, undo/redo, restart"), by clicks and keys in
// en, zh_TW and zh_CN: Meshal ▸ Campaign Content…, a species (蜥蜴人, +1 physical protection,
// swim 3) and a Might ability written with their three names, a bad id and an attack not in the
// rulebook's notation (spec §1.8) refused; a character made with both; Talent spent (rule 26:
// level ×3), the 战斧 (L985) taking Might to 0 dice less the species' protection (rule 8), a rest
// (rules 9–10); undo and redo of the content; the campaign reopened with its content.
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/contentedit.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/meshalcontentdialog.h"
#include "systems/meshal/meshaldicepanel.h"
#include "systems/meshal/store/meshalcontentstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QInputMethodEvent>
#include <QInputDialog>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace {

using sw::Language;
using sw::meshal::Attribute;

class MeshalContentJourney : public sw::test::MeshalWindowTest, public ::testing::WithParamInterface<Language>
{
protected:
    void SetUp() override
    {
        sw::test::MeshalWindowTest::SetUp();
        languages.setLanguage(GetParam());
    }
    QString code() const { return sw::languageCode(GetParam()); }

    sw::ui::MeshalContentDialog *openContent()
    {
        meshalUi()->contentAction()->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<sw::ui::MeshalContentDialog *>();
        EXPECT_NE(dialog, nullptr);
        EXPECT_TRUE(dialog && dialog->isVisible());
        return dialog;
    }
    static void showTab(QWidget *dialog, int index)
    {
        QTabBar *bar = dialog->findChild<QTabWidget *>()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
    }
    static void write(QWidget *root, const QString &name, const QString &text)
    {
        auto *edit = find<QLineEdit>(root, name);
        QTest::mouseClick(edit, Qt::LeftButton);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        type(edit, text);
    }
    // Latin letters as keys; Chinese as an input method commits it, the way it arrives from one.
    static void type(QWidget *w, const QString &text)
    {
        bool ascii = true;
        for (QChar c : text)
            ascii = ascii && c.unicode() < 128;
        if (ascii) {
            QTest::keyClicks(w, text);
            return;
        }
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QApplication::sendEvent(w, &commit);
    }
    // A check box is hit on its box and words, not across the whole cell it fills.
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2)); }
    static void choose(QComboBox *box, int downs = 1)
    {
        box->setFocus();
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(box, Qt::Key_Down);
    }
    const sw::meshal::MeshalContent &own() const { return editor()->ownContent(); }
};

TEST_P(MeshalContentJourney, WriteContentMakeACharacterWithItFightRestUndoAndReopen)
{
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    auto *species = find<QListWidget>(dialog, u"meshalSpeciesList"_s);
    ASSERT_EQ(species->count(), 2); // the example pack's 人类 and 圣俑, marked
    EXPECT_TRUE(species->item(0)->text().contains(editor()->entryName(u"human"_s, {})));
    EXPECT_NE(species->item(0)->text(), editor()->entryName(u"human"_s, {})) << "marked as an example";

    // A bad id is refused, and nothing is written.
    write(dialog, u"meshalSpeciesId"_s, u"Lizard Folk"_s);
    write(dialog, u"meshalSpeciesNameZhCN"_s, u"蜥蜴人"_s);
    click(find<QPushButton>(dialog, u"meshalSpeciesSave"_s));
    EXPECT_TRUE(own().species.isEmpty());
    EXPECT_FALSE(dialog->status().isEmpty());

    // The species, with its three names, genders, form, protection and swim speed.
    write(dialog, u"meshalSpeciesId"_s, u"lizardfolk"_s);
    write(dialog, u"meshalSpeciesNameZhTW"_s, u"蜥蜴人"_s);
    write(dialog, u"meshalSpeciesNameEn"_s, u"Lizardfolk"_s);
    write(dialog, u"meshalSpeciesGenders"_s, u"雄性、雌性"_s);
    write(dialog, u"meshalSpeciesForms"_s, u"爬虫"_s);
    typeInto(find<QSpinBox>(dialog, u"meshalSpeciesProtection_physical"_s), u"1"_s);
    typeInto(find<QSpinBox>(dialog, u"meshalSpeciesSwim"_s), u"3"_s);
    click(find<QPushButton>(dialog, u"meshalSpeciesSave"_s));
    ASSERT_EQ(own().species.size(), 1) << dialog->status().toStdString();
    const sw::meshal::Feature &lizard = own().species.first();
    EXPECT_EQ(lizard.genders, (QStringList{u"雄性"_s, u"雌性"_s}));
    EXPECT_EQ(lizard.forms, QStringList{u"爬虫"_s});
    EXPECT_EQ(lizard.sizes, QList<sw::meshal::Size>{sw::meshal::Size::Medium});
    EXPECT_EQ(lizard.modifiers.protections[0], 1);
    EXPECT_EQ(lizard.modifiers.speeds.value(u"swim"_s), 3);
    EXPECT_EQ(species->count(), 3);
    EXPECT_EQ(species->item(0)->text(), GetParam() == Language::English ? u"Lizardfolk"_s : u"蜥蜴人"_s);

    // A Might ability of level 2 (rule 26: it will cost 6 Talent).
    showTab(dialog, 1);
    write(dialog, u"meshalAbilityId"_s, u"tail_swipe"_s);
    write(dialog, u"meshalAbilityNameZhCN"_s, u"甩尾"_s);
    write(dialog, u"meshalAbilityNameZhTW"_s, u"甩尾"_s);
    write(dialog, u"meshalAbilityNameEn"_s, u"Tail Swipe"_s);
    choose(find<QComboBox>(dialog, u"meshalAbilityType"_s), 0);
    find<QComboBox>(dialog, u"meshalAbilityType"_s)->setFocus();
    QTest::keyClick(find<QComboBox>(dialog, u"meshalAbilityType"_s), Qt::Key_Home);
    typeInto(find<QSpinBox>(dialog, u"meshalAbilityLevel"_s), u"2"_s);
    write(dialog, u"meshalAbilityActivation"_s, u"1⚡️战术"_s);
    click(find<QPushButton>(dialog, u"meshalAbilitySave"_s));
    ASSERT_EQ(own().abilities.size(), 1) << dialog->status().toStdString();
    EXPECT_EQ(own().abilities.first().type, sw::meshal::AbilityType::Might);
    EXPECT_EQ(own().abilities.first().level, 2);

    // An item whose attack is not in the rulebook's notation is refused.
    showTab(dialog, 2);
    write(dialog, u"meshalItemId"_s, u"club"_s);
    write(dialog, u"meshalItemNameZhCN"_s, u"棍棒"_s);
    auto *attacks = find<QPlainTextEdit>(dialog, u"meshalItemAttacks"_s);
    QTest::mouseClick(attacks->viewport(), Qt::LeftButton);
    QTest::keyClicks(attacks, u"a big hit"_s);
    write(dialog, u"meshalItemType"_s, u"weapon.impact"_s);
    click(find<QPushButton>(dialog, u"meshalItemSave"_s));
    EXPECT_TRUE(own().items.isEmpty());
    EXPECT_TRUE(dialog->status().contains(u"a big hit"_s)) << dialog->status().toStdString();
    shot(u"meshal-content-"_s + code(), dialog);

    // Undo and redo the ability: one step each, the list follows.
    dialog->close();
    undo();
    EXPECT_TRUE(own().abilities.isEmpty());
    EXPECT_EQ(own().species.size(), 1);
    redo();
    ASSERT_EQ(own().abilities.size(), 1);

    // A character made with them: 蜥蜴人, 雌性; 甩尾 bought at creation for 6 Talent.
    withModal<QInputDialog>([&] { window->action(u"newMeshalCharacter"_s)->trigger(); }, [&](QInputDialog &d) {
        QTest::keyClicks(d.findChild<QLineEdit *>(), u"Ssar"_s);
        QTest::keyClick(d.findChild<QLineEdit *>(), Qt::Key_Return);
    });
    const auto all = sw::meshal::characters(window->session()->store());
    ASSERT_EQ(all.size(), 1);
    const qint64 id = all.first().first;
    QWidget *sheet = window->sheetTabs()->currentWidget();
    ASSERT_NE(sheet, nullptr);
    choose(find<QComboBox>(sheet, u"meshalSpecies"_s));
    EXPECT_EQ(stored(id).species.id, u"lizardfolk"_s);
    EXPECT_EQ(stored(id).form, u"爬虫"_s);
    choose(find<QComboBox>(sheet, u"meshalGender"_s), 2);
    EXPECT_EQ(stored(id).gender, u"雌性"_s);
    choose(find<QComboBox>(sheet, u"meshalAbilityContent"_s));
    click(find<QPushButton>(sheet, u"meshalBuyAbility"_s));
    ASSERT_EQ(stored(id).abilities.size(), 1) << status().toStdString();
    EXPECT_EQ(stored(id).abilities.first().id, u"tail_swipe"_s);
    EXPECT_EQ(sw::meshal::talentSummary(stored(id)).unspent, 30);
    click(find<QPushButton>(sheet, u"meshalRaise_might"_s)); // 3 → 4 for 9
    EXPECT_EQ(sw::meshal::talentSummary(stored(id)).unspent, 21);
    click(find<QPushButton>(sheet, u"meshalFinishCreation"_s));
    EXPECT_FALSE(stored(id).creation);

    // The 战斧 (L985): a roll of 5, penetration 2 ignores the species' 1 protection → 5 dice, Might 4 → 0.
    meshalUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::MeshalDicePanel *dice = meshalUi()->dice();
    choose(find<QComboBox>(dice, u"meshalRoller"_s));
    typeInto(find<QSpinBox>(dice, u"meshalAttackRoll"_s), u"5"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 0);
    EXPECT_TRUE(stored(id).conditions.unconscious);
    shot(u"meshal-content-sheet-"_s + code());

    // A full rest brings Might back to its total (rule 10).
    click(find<QPushButton>(dice, u"meshalFullRest"_s));
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 4);
    EXPECT_FALSE(stored(id).conditions.unconscious);
    undo();
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 0);
    redo();
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 4);

    // Reopened: the content and the sheet are as they were; the journal still undoes.
    window.reset();
    openWindow(false);
    EXPECT_EQ(editor()->ownContent().species.size(), 1);
    EXPECT_EQ(editor()->entryName(u"tail_swipe"_s, {}), GetParam() == Language::English ? u"Tail Swipe"_s : u"甩尾"_s);
    EXPECT_EQ(stored(id).species.id, u"lizardfolk"_s);
    undo();
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 0);
}

// Packs in and out: the example pack imported (its entries become the campaign's own, one undo
// step), the campaign's content exported and read back.
TEST_P(MeshalContentJourney, ImportAndExportPacks)
{
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(dialog->importPack(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite-examples")));
    EXPECT_EQ(own().items.size(), 4);
    EXPECT_TRUE(dialog->status().contains(u"7"_s)) << dialog->status().toStdString();
    EXPECT_FALSE(editor()->isExample(u"battle_axe"_s));
    const QString out = dir.filePath(u"out.json"_s);
    ASSERT_TRUE(dialog->exportPack(out));
    const sw::meshal::MeshalContentLoad back = sw::meshal::loadMeshalContent(out);
    ASSERT_TRUE(back.content) << back.errors.join(u"; "_s).toStdString();
    EXPECT_EQ(back.content->names.value(u"battle_axe"_s).zhCN, u"战斧"_s);
    EXPECT_FALSE(dialog->importPack(dir.filePath(u"missing.json"_s)));
    undo();
    EXPECT_TRUE(own().items.isEmpty());
    EXPECT_TRUE(editor()->isExample(u"battle_axe"_s));
}

// A pack that breaks the content schema is refused with the place and the reason in the reader's
// language (the schema's finding said by l10n::ProblemText, shared by every system).
TEST_P(MeshalContentJourney, APackBreakingTheSchemaIsRefusedInTheReadersLanguage)
{
    QFile example(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite-examples/content.json"));
    ASSERT_TRUE(example.open(QIODevice::ReadOnly));
    QJsonObject pack = QJsonDocument::fromJson(example.readAll()).object();
    pack.insert(u"version"_s, 3);
    const QString path = dir.filePath(u"broken.json"_s);
    QFile broken(path);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(QJsonDocument(pack).toJson());
    broken.close();
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->importPack(path));
    const QString expected = GetParam() == Language::English            ? u"broken.json: /version: expected text, found 3"_s
                             : GetParam() == Language::TraditionalChinese ? u"broken.json: /version: 應為文字，實為 3"_s
                                                                           : u"broken.json: /version: 应为文本，实为 3"_s;
    EXPECT_TRUE(dialog->status().contains(expected)) << dialog->status().toStdString();
    EXPECT_TRUE(own().items.isEmpty());
}

// Issue #18: a pack whose cross-checks fail (here a species id used twice) is refused in the
// reader's language (meshal.content.duplicate_id, said by MeshalViolationText), nothing written.
TEST_P(MeshalContentJourney, APacksCrossChecksAreSaidInTheReadersLanguage)
{
    QFile example(QStringLiteral(SHEETWRIGHT_SOURCE_DIR "/resources/rulepacks/meshal-lite-examples/content.json"));
    ASSERT_TRUE(example.open(QIODevice::ReadOnly));
    QJsonObject pack = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray species = pack[u"species"_s].toArray();
    species.append(species.at(0));
    pack.insert(u"species"_s, species);
    const QString id = species.at(0)[u"id"_s].toString();
    const QString path = dir.filePath(u"twice.json"_s);
    QFile twice(path);
    ASSERT_TRUE(twice.open(QIODevice::WriteOnly));
    twice.write(QJsonDocument(pack).toJson());
    twice.close();
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    EXPECT_FALSE(dialog->importPack(path));
    const QString expected = GetParam() == Language::English            ? u"twice.json: Species: the id \"%1\" is used twice"_s
                             : GetParam() == Language::TraditionalChinese ? u"twice.json: 種族：編號「%1」用了兩次"_s
                                                                           : u"twice.json: 种族：编号“%1”用了两次"_s;
    EXPECT_TRUE(dialog->status().contains(expected.arg(id))) << dialog->status().toStdString();
    EXPECT_TRUE(own().species.isEmpty());
}

// The forms' other fields: a species' body parts (L296–L309) and senses, an ability's requirements (rule 31)
// and frequency (rule 33), an item's body-part slots (L464–L474); a word that is no body part is
// refused with nothing written.
TEST_P(MeshalContentJourney, BodyPartsRequirementsFrequencyAndSlotsAreWritten)
{
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    write(dialog, u"meshalSpeciesId"_s, u"lizardfolk"_s);
    write(dialog, u"meshalSpeciesNameZhCN"_s, u"蜥蜴人"_s);
    write(dialog, u"meshalSpeciesBodyParts"_s, u"head 1, torso 1, arm 2, leg 2, tentacle 1"_s);
    click(find<QPushButton>(dialog, u"meshalSpeciesSave"_s));
    EXPECT_TRUE(own().species.isEmpty());
    EXPECT_TRUE(dialog->status().contains(u"tentacle 1"_s)) << dialog->status().toStdString();
    write(dialog, u"meshalSpeciesBodyParts"_s, u"head 1, torso 1, arm 2, leg 2, tail 1"_s);
    write(dialog, u"meshalSpeciesSenses"_s, u"sight 10, echo 4"_s); // senses (L786–L856): echo is none
    click(find<QPushButton>(dialog, u"meshalSpeciesSave"_s));
    EXPECT_TRUE(own().species.isEmpty());
    EXPECT_TRUE(dialog->status().contains(u"echo 4"_s)) << dialog->status().toStdString();
    write(dialog, u"meshalSpeciesSenses"_s, u"sight 10, smell 3"_s);
    write(dialog, u"meshalSpeciesMoves"_s, u"climb 3, burrow 1"_s);
    click(find<QPushButton>(dialog, u"meshalSpeciesSave"_s));
    ASSERT_EQ(own().species.size(), 1) << dialog->status().toStdString();
    EXPECT_EQ(own().species.first().modifiers.senses, (QMap<QString, int>{{u"sight"_s, 10}, {u"smell"_s, 3}}));
    EXPECT_EQ(own().species.first().modifiers.speeds, (QMap<QString, int>{{u"climb"_s, 3}, {u"burrow"_s, 1}}));
    const QList<sw::meshal::BodyPart> parts = own().species.first().bodyParts;
    ASSERT_EQ(parts.size(), 5);
    EXPECT_EQ(parts.at(2), (sw::meshal::BodyPart{u"arm"_s, 2}));
    EXPECT_EQ(parts.at(4), (sw::meshal::BodyPart{u"tail"_s, 1}));

    showTab(dialog, 1);
    write(dialog, u"meshalAbilityId"_s, u"shed_skin"_s);
    write(dialog, u"meshalAbilityNameZhCN"_s, u"蜕皮"_s);
    write(dialog, u"meshalAbilityNeedsGenders"_s, u"雌性"_s);
    write(dialog, u"meshalAbilityNeedsSpecies"_s, u"lizardfolk"_s);
    typeInto(find<QSpinBox>(dialog, u"meshalAbilityFrequency"_s), u"1"_s);
    choose(find<QComboBox>(dialog, u"meshalAbilityWindow"_s), 0); // a day, the form's default
    click(find<QPushButton>(dialog, u"meshalAbilitySave"_s));
    ASSERT_EQ(own().abilities.size(), 1) << dialog->status().toStdString();
    const sw::meshal::Ability &shed = own().abilities.first();
    EXPECT_EQ(shed.requirements.genders, QStringList{u"雌性"_s});
    EXPECT_EQ(shed.requirements.species, QStringList{u"lizardfolk"_s});
    EXPECT_EQ(shed.frequency, 1);
    EXPECT_EQ(shed.window, u"day"_s);
    // A 天赋 granted by the species (rule 29): an id no species has is refused in words.
    click(find<QPushButton>(dialog, u"meshalAbilityNew"_s));
    write(dialog, u"meshalAbilityId"_s, u"cold_blood"_s);
    write(dialog, u"meshalAbilityNameZhCN"_s, u"冷血"_s);
    choose(find<QComboBox>(dialog, u"meshalAbilityType"_s)); // from 通用 down to 天赋
    write(dialog, u"meshalAbilityGrantedBy"_s, u"lizardfolkk"_s);
    click(find<QPushButton>(dialog, u"meshalAbilitySave"_s));
    EXPECT_EQ(own().abilities.size(), 1);
    EXPECT_TRUE(dialog->status().contains(u"\"lizardfolkk\""_s) || dialog->status().contains(u"「lizardfolkk」"_s))
        << dialog->status().toStdString();
    write(dialog, u"meshalAbilityGrantedBy"_s, u"lizardfolk"_s);
    click(find<QPushButton>(dialog, u"meshalAbilitySave"_s));
    ASSERT_EQ(own().abilities.size(), 2) << dialog->status().toStdString();
    EXPECT_EQ(own().abilities.at(1).grantedBy, u"lizardfolk"_s);

    showTab(dialog, 2);
    write(dialog, u"meshalItemId"_s, u"scale_boots"_s);
    write(dialog, u"meshalItemNameZhCN"_s, u"鳞靴"_s);
    write(dialog, u"meshalItemType"_s, u"armour.bootz"_s); // not a type: the schema's finding, in words
    click(find<QPushButton>(dialog, u"meshalItemSave"_s));
    EXPECT_TRUE(own().items.isEmpty());
    const QString notOne = GetParam() == Language::English ? u"\"armour.bootz\" is not one of"_s : u"\"armour.bootz\" 不在可用值之中"_s;
    EXPECT_TRUE(dialog->status().contains(notOne)) << dialog->status().toStdString();
    write(dialog, u"meshalItemType"_s, u"armour.boots"_s);
    write(dialog, u"meshalItemSlots"_s, u"leg, leg"_s);
    click(find<QPushButton>(dialog, u"meshalItemSave"_s));
    ASSERT_EQ(own().items.size(), 1) << dialog->status().toStdString();
    EXPECT_EQ(own().items.first().slots, (QStringList{u"leg"_s, u"leg"_s}));
    shot(u"meshal-content-fields-"_s + code(), dialog);
    dialog->close();
}

INSTANTIATE_TEST_SUITE_P(Languages, MeshalContentJourney,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const auto &param) { return sw::languageCode(param.param).replace(u'_', QString()).toStdString(); });

} // namespace

namespace {

// Spec §3 step 1 and rule 61 (L1058–L1098): the 补给 module turned on in the campaign's modules;
// the dock's day then takes a 强壮 die from a character who ate once (a medium creature needs 2),
// undone as one step; age without natural death is refused (rule 49).
TEST_P(MeshalContentJourney, TheSuppliesModuleTakesADieForAShortDay)
{
    auto *dialog = openContent();
    ASSERT_NE(dialog, nullptr);
    showTab(dialog, 3);
    QTest::qWait(1);
    ASSERT_TRUE(find<QWidget>(dialog, u"meshalModulesPage"_s)->isVisible());
    tick(find<QCheckBox>(dialog, u"meshalModule_age"_s));
    ASSERT_TRUE(find<QCheckBox>(dialog, u"meshalModule_age"_s)->isChecked());
    click(find<QPushButton>(dialog, u"meshalSaveModules"_s));
    EXPECT_FALSE(editor()->pack().moduleOn(u"age"_s)) << "rule 49: age needs natural death";
    tick(find<QCheckBox>(dialog, u"meshalModule_age"_s));
    auto *dice = meshalUi()->dice();
    EXPECT_TRUE(find<QWidget>(dice, u"meshalDay"_s)->isHidden());
    tick(find<QCheckBox>(dialog, u"meshalModule_replenishing"_s));
    click(find<QPushButton>(dialog, u"meshalSaveModules"_s));
    ASSERT_TRUE(editor()->pack().moduleOn(u"replenishing"_s));
    dialog->close();

    withModal<QInputDialog>([&] { window->action(u"newMeshalCharacter"_s)->trigger(); }, [&](QInputDialog &d) {
        QTest::keyClicks(d.findChild<QLineEdit *>(), u"Mira"_s);
        QTest::keyClick(d.findChild<QLineEdit *>(), Qt::Key_Return);
    });
    const qint64 id = sw::meshal::characters(window->session()->store()).first().first;
    choose(find<QComboBox>(window->sheetTabs()->currentWidget(), u"meshalSpecies"_s)); // 人类, medium
    ASSERT_EQ(stored(id).size, sw::meshal::Size::Medium);
    meshalUi()->diceDock()->toggleViewAction()->trigger();
    EXPECT_FALSE(find<QWidget>(dice, u"meshalDay"_s)->isHidden());
    choose(find<QComboBox>(dice, u"meshalRoller"_s));
    typeInto(find<QSpinBox>(dice, u"meshalFood"_s), u"1"_s);
    click(find<QPushButton>(dice, u"meshalEndDay"_s));
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 2);
    EXPECT_EQ(stored(id).conditions.deprived[0], 1);
    EXPECT_FALSE(find<QLabel>(dice, u"meshalOutcome"_s)->text().isEmpty());
    shot(u"meshal-supplies-"_s + code());
    click(find<QPushButton>(dice, u"meshalRestHour"_s));
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 2) << "held dice come back only with a full rest";
    undo();
    undo();
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 3);
    redo();
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 2);
    click(find<QPushButton>(dice, u"meshalFullRest"_s));
    EXPECT_EQ(stored(id).currentDice(Attribute::Might), 3);
}

} // namespace
