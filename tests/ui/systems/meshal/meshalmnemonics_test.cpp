// Issue #18: in the content editor each access key reaches one control only — the species form's
// body parts took Alt+P, which the 種族(&P) tab has — on every tab (its page, the tab titles and
// the dialog's buttons are on screen together), and on the dice dock, in en, zh_TW and zh_CN.
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/meshalcontentdialog.h"
#include "systems/meshal/meshaldicepanel.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace {

// The access key of a text ("B&ody parts", "肢體(&O)"), lower-cased; empty when there is none.
QString accessKey(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

using Keys = QMap<QString, QStringList>;

void addKey(Keys &keys, const QString &text)
{
    if (const QString key = accessKey(text); !key.isEmpty())
        keys[key] << text;
}

// The labels, buttons and box titles under `root`.
void addKeys(Keys &keys, const QWidget *root)
{
    for (const QLabel *l : root->findChildren<QLabel *>())
        addKey(keys, l->text());
    for (const QAbstractButton *b : root->findChildren<QAbstractButton *>())
        addKey(keys, b->text());
    for (const QGroupBox *g : root->findChildren<QGroupBox *>())
        addKey(keys, g->title());
}

// "key: text, text" for each key taken more than once.
QStringList clashes(const Keys &keys)
{
    QStringList out;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it) {
        if (it.value().size() > 1)
            out << it.key() + u": "_s + it.value().join(u", "_s);
    }
    return out;
}

class MeshalMnemonicsTest : public sw::test::MeshalWindowTest
{
};

TEST_F(MeshalMnemonicsTest, EachAccessKeyOfTheContentEditorAndTheDiceDockReachesOneControlInEveryLanguage)
{
    for (const sw::Language language : {sw::Language::English, sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents(); // the language change reaches the dock as an event
        const std::string code = sw::languageCode(language).toStdString();
        meshalUi()->contentAction()->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<sw::ui::MeshalContentDialog *>();
        ASSERT_NE(dialog, nullptr) << code;
        auto *tabs = dialog->findChild<QTabWidget *>();
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        ASSERT_NE(tabs, nullptr);
        ASSERT_NE(buttons, nullptr);
        ASSERT_EQ(tabs->count(), 4); // species, abilities, items, modules
        for (int i = 0; i < tabs->count(); ++i) {
            Keys keys;
            for (int t = 0; t < tabs->count(); ++t)
                addKey(keys, tabs->tabText(t));
            addKeys(keys, buttons);
            addKeys(keys, tabs->widget(i));
            const QStringList found = clashes(keys);
            EXPECT_TRUE(found.isEmpty()) << code << " tab " << tabs->tabText(i).toStdString() << ":\n" << found.join(u'\n').toStdString();
        }
        // The body parts' key is kept, on another letter than the species tab's.
        const QWidget *bodyParts = dialog->findChild<QWidget *>(u"meshalSpeciesBodyParts"_s);
        ASSERT_NE(bodyParts, nullptr);
        QString bodyKey;
        for (const QLabel *l : dialog->findChildren<QLabel *>()) {
            if (l->buddy() == bodyParts)
                bodyKey = accessKey(l->text());
        }
        EXPECT_FALSE(bodyKey.isEmpty()) << code;
        EXPECT_NE(bodyKey, accessKey(tabs->tabText(0))) << code;
        tabs->setCurrentIndex(3); // the modules and the campaign's numbers, to look at
        shot(u"meshal-content-modules-"_s + sw::languageCode(language), dialog);
        delete dialog;

        Keys dock;
        addKeys(dock, meshalUi()->dice());
        const QStringList inDock = clashes(dock);
        EXPECT_TRUE(inDock.isEmpty()) << code << " dice dock:\n" << inDock.join(u'\n').toStdString();
    }
}

} // namespace
