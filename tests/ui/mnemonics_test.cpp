// Every menu's access keys are unique (issue #16, "small things": the File menu had two items on
// one key), in each language: Alt+F then the letter reaches one item only. Checked on the menu
// bar and each of its menus, with a campaign open (every system's actions installed).
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::Language;

namespace {

// The access key of a menu text ("&File", "檔案(&F)"), lower-cased; empty when there is none.
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

// "key: item, item" for each key taken by more than one visible item of `actions`.
QStringList clashes(const QList<QAction *> &actions)
{
    QMap<QString, QStringList> byKey;
    for (QAction *a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QString key = accessKey(a->text());
        if (!key.isEmpty())
            byKey[key].append(a->text());
    }
    QStringList out;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        if (it.value().size() > 1)
            out.append(it.key() + u": "_s + it.value().join(u", "_s));
    }
    return out;
}

void checkMenus(const QList<QAction *> &actions, const QString &where, QStringList *problems)
{
    for (const QString &clash : clashes(actions))
        problems->append(where + u" — "_s + clash);
    for (QAction *a : actions) {
        if (QMenu *menu = a->menu())
            checkMenus(menu->actions(), where + u" ▸ "_s + a->text(), problems);
    }
}

TEST(Mnemonics, EveryMenuKeyReachesOneItemInEveryLanguage)
{
    sw::ui::LanguageManager languages;
    QTemporaryDir dir;
    sw::ui::MainWindow window(&languages);
    ASSERT_EQ(window.openCampaign(dir.filePath(u"keys.sheetwright"_s), true).problem, sw::store::FileProblem::None);
    for (const Language language : {Language::English, Language::TraditionalChinese, Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents(); // the language change reaches the menus as an event
        QStringList problems;
        checkMenus(window.menuBar()->actions(), u"menu bar"_s, &problems);
        if (language != Language::English) { // translated, not the English texts again
            EXPECT_NE(window.menuBar()->actions().first()->text(), u"&File"_s);
        }
        EXPECT_TRUE(problems.isEmpty()) << sw::languageCode(language).toStdString() << ":\n"
                                        << problems.join(u'\n').toStdString();
    }
    languages.setLanguage(Language::English);
}

} // namespace
