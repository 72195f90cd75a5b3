// Issue #16, readable at a laptop's size: the main window filling a 1366×768 screen, with the
// dice dock open beside the sheet, in each language. A character sheet shows its
// harm, coin and stash without scrolling, has no horizontal scroll bar, and no label, button or
// drop-down cuts its words.
#include "sheetfixture.h"
#include "systems/blades/bladesui.h"
#include "systems/blades/gm/gmactions.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionComboBox>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

QString plain(QString text)
{
    text.replace(QRegularExpression(u"\\(&.\\)"_s), QString());
    return text.remove(u'&');
}

// Why a widget cuts its text; empty when the whole text shows.
QString clipped(QWidget *w)
{
    if (auto *label = qobject_cast<QLabel *>(w)) {
        if (label->wordWrap() || label->textFormat() == Qt::RichText || !label->pixmap().isNull() || label->text().contains(u'\n'))
            return {};
        const int need = label->fontMetrics().horizontalAdvance(plain(label->text()));
        if (need > label->contentsRect().width())
            return u"label \"%1\" needs %2 px, has %3"_s.arg(label->text()).arg(need).arg(label->contentsRect().width());
    } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
        if (!button->text().isEmpty() && button->sizeHint().width() > button->width())
            return u"button \"%1\" needs %2 px, has %3"_s.arg(button->text()).arg(button->sizeHint().width()).arg(button->width());
    } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        const int need = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (need > field.width())
            return u"drop-down \"%1\" needs %2 px, has %3"_s.arg(combo->currentText()).arg(need).arg(field.width());
    }
    return {};
}

class LayoutTest : public SheetWindowTest, public ::testing::WithParamInterface<Language>
{
};

TEST_P(LayoutTest, ACharacterSheetFitsA1366x768ScreenWithTheDiceDockOpen)
{
    languages.setLanguage(GetParam());
    blades::Character mara = playingCutter();
    mara.harm = {blades::Harm{1, u"Bruised"_s}, blades::Harm{2, u"Cut arm"_s}};
    mara.coin = 2;
    mara.stash = 7;
    const qint64 id = addCharacter(mara, addCrew(u"shadows"_s, u"The Lampblacks"_s));
    window->resize(1366, 768); // a laptop's screen, the window filling it
    sw::ui::BladesUi::of(window->systemUis())->gm()->action(u"gmDice"_s)->trigger();
    QWidget *sheet = open(u"character"_s, id);
    ASSERT_NE(sheet, nullptr);
    ASSERT_TRUE(sw::ui::BladesUi::of(window->systemUis())->gm()->diceDock()->isVisible());
    QTest::qWait(50);
    shot(u"layout_character_"_s + languageCode(GetParam()));

    auto *scroll = sheet->findChild<QScrollArea *>();
    ASSERT_NE(scroll, nullptr);
    EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible()) << "a horizontal scroll bar on the sheet";
    const QRect viewport = scroll->viewport()->rect();
    QList<QWidget *> mustShow{find<QWidget>(sheet, u"coin"_s), find<QWidget>(sheet, u"stash"_s), find<QWidget>(sheet, u"harm"_s)};
    for (QLineEdit *line : sheet->findChildren<QLineEdit *>(QRegularExpression(u"^harm_"_s)))
        mustShow.append(line);
    for (QWidget *w : mustShow) {
        ASSERT_NE(w, nullptr);
        const QRect at(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
        EXPECT_TRUE(viewport.contains(at)) << w->objectName().toStdString() << " is outside the sheet's view without scrolling";
    }
    for (QWidget *w : sheet->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window.get()))
            continue;
        const QString why = clipped(w);
        EXPECT_TRUE(why.isEmpty()) << w->objectName().toStdString() << ": " << why.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, LayoutTest,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const ::testing::TestParamInfo<Language> &param) { return languageCode(param.param).toStdString(); });

} // namespace
} // namespace sw::test
