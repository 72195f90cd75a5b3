// Issue #16: Edit ▸ Undo/Redo and the Edit History say an edit in the language the player reads
// now: switched live after the edit, and after a restart in another language (the journal keeps
// the label's key and arguments, not its words). Driven by clicks on a Fate sheet.
#include "ui/systems/fate/fatefixture.h"

#include <QPushButton>
#include <QUndoView>

using namespace Qt::StringLiterals;

namespace {

class FateUndoLabelTest : public sw::test::FateWindowTest
{
protected:
    QString undoText() const { return window->action(u"undo"_s)->text(); }
    QString redoText() const { return window->action(u"redo"_s)->text(); }
    // The Edit History's rows: "<opened campaign>", then one per step of this session.
    QStringList historyRows() const
    {
        const QAbstractItemModel *model = window->findChild<QUndoView *>()->model();
        QStringList rows;
        for (int row = 1; row < model->rowCount(); ++row)
            rows << model->index(row, 0).data().toString();
        return rows;
    }
    void switchTo(sw::Language language)
    {
        languages.setLanguage(language);
        QTest::qWait(1);
    }
};

TEST_F(FateUndoLabelTest, UndoAndHistoryFollowALiveLanguageSwitch)
{
    sw::fate::Character c = played();
    c.fatePoints = 0;
    const qint64 id = add(c); // a label given as plain text (as old journals hold) stays as it is
    QWidget *sheet = open(id);
    switchTo(sw::Language::TraditionalChinese);
    click(find<QPushButton>(sheet, u"startSession"_s)); // written while the window speaks zh_TW
    ASSERT_EQ(stored(id).fatePoints, 3);
    EXPECT_EQ(undoText(), u"復原「遊戲開始」(&U)"_s);
    EXPECT_EQ(historyRows(), (QStringList{u"add"_s, u"遊戲開始"_s}));

    switchTo(sw::Language::SimplifiedChinese);
    EXPECT_EQ(undoText(), u"撤销“游戏开始”(&U)"_s);
    EXPECT_EQ(historyRows(), (QStringList{u"add"_s, u"游戏开始"_s}));
    window->action(u"showHistory"_s)->trigger();
    shot(u"undolabel-history-zh_CN"_s);

    switchTo(sw::Language::English);
    EXPECT_EQ(undoText(), u"&Undo Start of Session"_s);
    EXPECT_EQ(historyRows(), (QStringList{u"add"_s, u"Start of Session"_s}));
    undo();
    EXPECT_EQ(stored(id).fatePoints, 0);
    EXPECT_EQ(redoText(), u"&Redo Start of Session"_s);
    switchTo(sw::Language::TraditionalChinese);
    EXPECT_TRUE(redoText().contains(u"「遊戲開始」"_s)) << redoText().toStdString();
}

TEST_F(FateUndoLabelTest, AStepOfAnEarlierSessionIsSaidInTheLanguageOfTheRestart)
{
    sw::fate::Character c = played();
    c.fatePoints = 0;
    const qint64 id = add(c);
    switchTo(sw::Language::TraditionalChinese);
    click(find<QPushButton>(open(id), u"startSession"_s));
    ASSERT_EQ(stored(id).fatePoints, 3);
    window.reset();
    switchTo(sw::Language::SimplifiedChinese);
    openWindow(false); // the journal's own step now, not this session's stack
    EXPECT_EQ(undoText(), u"撤销“游戏开始”(&U)"_s);
    switchTo(sw::Language::English);
    EXPECT_EQ(undoText(), u"&Undo Start of Session"_s);
    undo();
    EXPECT_EQ(stored(id).fatePoints, 0);
}

} // namespace
