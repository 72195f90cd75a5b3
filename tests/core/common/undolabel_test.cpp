// Issue #16: an edit's label is stored in no language (context, English source, arguments) and
// shown in the language the reader speaks now; labels written before that are shown as they are.
#include "common/labelwords.h"
#include "common/undolabel.h"
#include "core/systems/blades/fixtures.h"
#include "l10n.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class UndoLabelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        sw::store::FileError error;
        file = sw::store::CampaignFile::create(dir.filePath(u"labels.sheetwright"_s), &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        store = std::make_unique<sw::store::CampaignStore>(*file);
    }
    void TearDown() override { translators.install(sw::Language::English); }

    QString shownLabel() const { return sw::undoLabelText(store->history().constLast().label); }

    QTemporaryDir dir;
    std::unique_ptr<sw::store::CampaignFile> file;
    std::unique_ptr<sw::store::CampaignStore> store;
    sw::l10n::Translators translators;
};

TEST_F(UndoLabelTest, LabelWrittenInOneLanguageIsShownInTheLanguageInstalledNow)
{
    ASSERT_TRUE(translators.install(sw::Language::TraditionalChinese));
    // Written while the interface speaks Traditional Chinese …
    const auto receipt = sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt,
                                                  sw::trLabel("SheetCreation", "New scoundrel %1").arg(u"Bravos"_s));
    ASSERT_TRUE(receipt.ok) << receipt.error.toStdString();
    EXPECT_EQ(shownLabel(), u"新增惡棍 Bravos"_s);
    // … read after switching to Simplified Chinese, then English (also after reopening the file).
    ASSERT_TRUE(translators.install(sw::Language::SimplifiedChinese));
    EXPECT_EQ(shownLabel(), u"新建恶徒 Bravos"_s);
    store.reset();
    file.reset();
    sw::store::FileError error;
    file = sw::store::CampaignFile::open(dir.filePath(u"labels.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    store = std::make_unique<sw::store::CampaignStore>(*file);
    EXPECT_EQ(shownLabel(), u"新建恶徒 Bravos"_s);
    ASSERT_TRUE(translators.install(sw::Language::English));
    EXPECT_EQ(shownLabel(), u"New scoundrel Bravos"_s);
    // The journal keeps no language's words.
    EXPECT_FALSE(store->history().constLast().label.contains(u"新"_s));
    EXPECT_TRUE(sw::isUndoLabel(store->history().constLast().label));
}

TEST_F(UndoLabelTest, PlainLabelWrittenBeforeIsShownAsItIs)
{
    ASSERT_TRUE(sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt, u"New scoundrel Bravos"_s).ok);
    ASSERT_TRUE(translators.install(sw::Language::TraditionalChinese));
    EXPECT_EQ(shownLabel(), u"New scoundrel Bravos"_s);
    EXPECT_FALSE(sw::isUndoLabel(store->history().constLast().label));
    // Neither a label that merely starts like one nor broken JSON is taken for one.
    EXPECT_EQ(sw::undoLabelText(u"\x01L1:{not json"_s), u"\x01L1:{not json"_s);
    EXPECT_EQ(sw::undoLabelText(u"L1: stress"_s), u"L1: stress"_s);
}

TEST_F(UndoLabelTest, TranslatableArgumentsAndNumbersFollowTheLanguage)
{
    const sw::UndoLabel label = sw::trLabel("sw::ui::MainWindow", "&Undo %1").arg(sw::trLabel("SheetCreation", "New crew %1").arg(3));
    EXPECT_EQ(sw::undoLabelText(label), u"&Undo New crew 3"_s);
    ASSERT_TRUE(translators.install(sw::Language::SimplifiedChinese));
    EXPECT_EQ(sw::undoLabelText(label), u"撤销“新建帮派 3”(&U)"_s);
    EXPECT_NE(sw::undoLabelText(label), u"&Undo New crew 3"_s);
    // A label kept in a QString and passed on as an argument stays translatable.
    const QString stored = sw::trLabel("SheetCreation", "New crew %1").arg(u"Bravos"_s);
    EXPECT_EQ(sw::trLabel("SheetCreation", "New crew %1").arg(stored).text(), u"新建帮派 新建帮派 Bravos"_s);
    // An argument with a percent sign or the prefix's first character is kept as it is.
    EXPECT_EQ(sw::undoLabelText(sw::trLabel("SheetCreation", "New crew %1").arg(u"100% \"x\" \x01"_s)),
              u"新建帮派 100% \"x\" \x01"_s);
}

// A pack's word in a label (an action's name: "Roll Prowl (Nyx)") is kept in every language the
// pack gives and shown in the reader's, like the label's own words.
TEST_F(UndoLabelTest, APacksWordInALabelFollowsTheLanguageToo)
{
    struct Words
    {
        QString in(sw::Language l) const
        {
            return l == sw::Language::English ? u"Prowl"_s : l == sw::Language::TraditionalChinese ? u"潛行"_s : u"潜行"_s;
        }
    };
    ASSERT_TRUE(translators.install(sw::Language::SimplifiedChinese));
    const QString stored = sw::trLabel("SheetCreation", "New scoundrel %1").arg(sw::labelWords(Words{}));
    EXPECT_EQ(sw::undoLabelText(stored), u"新建恶徒 潜行"_s);
    ASSERT_TRUE(translators.install(sw::Language::TraditionalChinese));
    EXPECT_EQ(sw::undoLabelText(stored), u"新增惡棍 潛行"_s);
    ASSERT_TRUE(translators.install(sw::Language::English));
    EXPECT_EQ(sw::undoLabelText(stored), u"New scoundrel Prowl"_s);
    // On its own it is a stored label too: the word in the reader's language.
    EXPECT_EQ(sw::undoLabelText(sw::labelWords(Words{})), u"Prowl"_s);
}

// A field's name in an edit's label ("Edit Alias") is the field label's words in the reader's
// language without its mnemonic: "&Alias" in English, "化名(&A)" in zh_TW.
TEST_F(UndoLabelTest, AFieldsNameInALabelFollowsTheLanguageWithoutItsMnemonic)
{
    ASSERT_TRUE(translators.install(sw::Language::TraditionalChinese));
    const QString field = sw::withoutMnemonic(sw::trLabel("sw::ui::IdentityPanel", "&Alias"));
    const QString stored = sw::trLabel("sw::ui::IdentityPanel", "Edit %1").arg(field);
    EXPECT_EQ(sw::undoLabelText(stored), u"編輯化名"_s);
    ASSERT_TRUE(translators.install(sw::Language::English));
    EXPECT_EQ(sw::undoLabelText(stored), u"Edit Alias"_s);
    // Anything not a stored label is left as it is.
    EXPECT_EQ(sw::withoutMnemonic(u"&Alias"_s), u"&Alias"_s);
}

} // namespace
