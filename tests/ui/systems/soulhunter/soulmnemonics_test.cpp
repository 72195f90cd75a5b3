// Issue #21: on one page of the 狩魂者 sheet, and in the check dock, each access key reaches one
// control only ("Psychic &power" and "A&ppearance" both took Alt+P), in en, zh_TW and zh_CN.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/soulcheckpanel.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMap>

using namespace Qt::StringLiterals;

namespace {

// The access key of a text ("A&ppearance", "外形描述(&P)"), lower-cased; empty when there is none.
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

// "key: text, text" for each key that more than one label, button or box title under `root` takes.
QStringList clashes(const QWidget *root)
{
    QMap<QString, QStringList> byKey;
    const auto add = [&](const QString &text) {
        if (const QString key = accessKey(text); !key.isEmpty())
            byKey[key] << text;
    };
    for (const QLabel *l : root->findChildren<QLabel *>())
        add(l->text());
    for (const QAbstractButton *b : root->findChildren<QAbstractButton *>())
        add(b->text());
    for (const QGroupBox *g : root->findChildren<QGroupBox *>())
        add(g->title());
    QStringList out;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        if (it.value().size() > 1)
            out << it.key() + u": "_s + it.value().join(u", "_s);
    }
    return out;
}

class SoulMnemonicsTest : public sw::test::SoulWindowTest
{
};

TEST_F(SoulMnemonicsTest, EachAccessKeyOfTheSheetAndTheCheckDockReachesOneControlInEveryLanguage)
{
    QWidget *sheet = open(addNew(u"Lin"_s));
    ASSERT_NE(sheet, nullptr);
    soulUi()->checkDock()->toggleViewAction()->trigger();
    for (const sw::Language language : {sw::Language::English, sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents(); // the language change reaches the panels as an event
        const QStringList onSheet = clashes(sheet), inDock = clashes(soulUi()->checks());
        EXPECT_TRUE(onSheet.isEmpty()) << sw::languageCode(language).toStdString() << " sheet:\n" << onSheet.join(u'\n').toStdString();
        EXPECT_TRUE(inDock.isEmpty()) << sw::languageCode(language).toStdString() << " dock:\n" << inDock.join(u'\n').toStdString();
    }
    // The keys are kept, not dropped: in Chinese Alt+P still reaches the psychic power's name.
    QWidget *power = sheet->findChild<QWidget *>(u"soulPowerName"_s);
    ASSERT_NE(power, nullptr);
    QString powerKey;
    for (const QLabel *l : sheet->findChildren<QLabel *>()) {
        if (l->buddy() == power)
            powerKey = accessKey(l->text());
    }
    EXPECT_EQ(powerKey, u"p"_s);
}

} // namespace
