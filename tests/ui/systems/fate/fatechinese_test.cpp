// Fate's windows in zh_TW and zh_CN (issue #17): every word a player reads on the wizard's pages,
// the dice dock, the milestone dialogs, the hit dialog and the sheet is Chinese — no English left
// behind — and in the language's own terms (zh_TW the seed's 表, zh_CN 卡). SHEETWRIGHT_SHOTS=DIR
// keeps a picture of each, to look at.
#include "ui/systems/fate/fatefixture.h"

#include "systems/fate/absorbhitdialog.h"
#include "systems/fate/fatedicepanel.h"
#include "systems/fate/fatewizard.h"
#include "systems/fate/milestonedialog.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class FateChineseTest : public sw::test::FateWindowTest, public ::testing::WithParamInterface<sw::Language>
{
protected:
    // The English words a widget still shows (letters that are no name, id or rule code).
    static QStringList englishIn(QWidget *root, const QStringList &allowed)
    {
        QStringList texts;
        for (QLabel *l : root->findChildren<QLabel *>()) {
            if (l->isVisibleTo(root))
                texts << l->text();
        }
        for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
            if (b->isVisibleTo(root))
                texts << b->text();
        }
        for (QGroupBox *g : root->findChildren<QGroupBox *>()) {
            if (g->isVisibleTo(root))
                texts << g->title();
        }
        QStringList english;
        static const QRegularExpression word(u"[A-Za-z]{3,}"_s);
        for (QString t : std::as_const(texts)) {
            t.remove(QRegularExpression(u"<[^>]*>|&[a-z]+;"_s)); // rich text tags and entities
            for (const QString &a : allowed)
                t.remove(a);
            auto it = word.globalMatch(t);
            while (it.hasNext())
                english << it.next().captured(0);
        }
        return english;
    }

    // Names, dice notation and codes that stay as written.
    QStringList allowed() const
    {
        sw::fate::Character c = played();
        QStringList a{u"4dF"_s, u"GM"_s, u"NPC"_s};
        a << c.name;
        for (const sw::fate::Aspect &x : c.aspects)
            a << x.text;
        for (const sw::fate::Stunt &s : c.stunts)
            a << s.name;
        return a;
    }
};

TEST_P(FateChineseTest, EveryFateWindowSpeaksTheLanguage)
{
    const sw::Language lang = GetParam();
    const QString code = sw::languageCode(lang);
    const qint64 id = add(played());
    languages.setLanguage(lang);
    QTest::qWait(1);
    const QStringList ok = allowed();

    sw::ui::FateWizard wizard(editor(), window.get());
    wizard.show();
    for (int page = 0; page < 4; ++page) {
        EXPECT_TRUE(englishIn(wizard.currentPage(), ok).isEmpty())
            << code.toStdString() << " wizard page " << page << ": " << englishIn(wizard.currentPage(), ok).join(u' ').toStdString();
        shot(u"fate-wizard-%1-%2"_s.arg(page).arg(code), &wizard);
        if (page == 0) {
            // The aspects page needs every aspect before Next.
            for (int i = 0; i < 5; ++i) {
                if (auto *line = wizard.findChild<QLineEdit *>(u"wizardAspect%1"_s.arg(i)))
                    line->setText(u"形象 %1"_s.arg(i));
            }
            if (auto *name = wizard.findChild<QLineEdit *>(u"wizardName"_s))
                name->setText(u"測試"_s);
        } else if (page == 1) {
            for (const sw::fate::SkillRating &r : played().skills) {
                if (auto *box = wizard.findChild<QSpinBox *>(u"wizardSkill_"_s + r.id))
                    box->setValue(r.rating);
            }
        }
        wizard.next();
    }
    wizard.reject();

    fateUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::FateDicePanel *dice = fateUi()->dice();
    EXPECT_TRUE(englishIn(dice, ok).isEmpty()) << code.toStdString() << " dice: " << englishIn(dice, ok).join(u' ').toStdString();
    shot(u"fate-dice-"_s + code, dice);

    for (const bool major : {false, true}) {
        sw::ui::MilestoneDialog milestone(editor(), id, major, window.get());
        milestone.show();
        EXPECT_TRUE(englishIn(&milestone, ok).isEmpty())
            << code.toStdString() << (major ? " major: " : " minor: ") << englishIn(&milestone, ok).join(u' ').toStdString();
        shot(u"fate-%1-milestone-%2"_s.arg(major ? u"major"_s : u"minor"_s, code), &milestone);
    }

    sw::ui::AbsorbHitDialog hit(editor()->pack(), stored(id), lang, 3, window.get());
    hit.show();
    EXPECT_TRUE(englishIn(&hit, ok).isEmpty()) << code.toStdString() << " hit: " << englishIn(&hit, ok).join(u' ').toStdString();
    shot(u"fate-absorb-hit-"_s + code, &hit);

    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    EXPECT_TRUE(englishIn(sheet, ok).isEmpty()) << code.toStdString() << " sheet: " << englishIn(sheet, ok).join(u' ').toStdString();
    shot(u"fate-sheet-full-"_s + code);
}

INSTANTIATE_TEST_SUITE_P(Chinese, FateChineseTest,
                         ::testing::Values(sw::Language::TraditionalChinese, sw::Language::SimplifiedChinese),
                         [](const auto &param) { return sw::languageCode(param.param).remove(u'_').toStdString(); });

} // namespace
