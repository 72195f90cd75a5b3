#include "systems/blades/rulepackloader.h"
#include "rulepacksdialog.h"

#include <QDir>
#include <QFile>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// B: a user-supplied rule pack is listed beside the built-in one; a broken one with its fault.
TEST(RulePacksDialog, ListsTheBuiltInPackAndUserPacksWithTheirFaults)
{
    const QString folder = sw::blades::userRulePackFolder() + u"/broken_hack"_s;
    QDir().mkpath(folder);
    QFile manifest(folder + u"/pack.json"_s);
    ASSERT_TRUE(manifest.open(QIODevice::WriteOnly));
    manifest.write("{\"format\": 1, \"id\": \"broken_hack\"}");
    manifest.close();

    sw::ui::RulePacksDialog dialog(sw::Language::TraditionalChinese);
    QTreeWidget *list = dialog.list();
    ASSERT_EQ(list->topLevelItemCount(), 2);
    EXPECT_EQ(list->topLevelItem(0)->text(0), u"暗夜冷鋒（SRD）"_s);
    QTreeWidgetItem *broken = list->topLevelItem(1);
    ASSERT_GT(broken->childCount(), 0);
    EXPECT_TRUE(broken->child(0)->text(0).contains(u"missing required key"_s)) << broken->child(0)->text(0).toStdString();

    QDir(folder).removeRecursively();
    dialog.reload();
    EXPECT_EQ(list->topLevelItemCount(), 1);
}
