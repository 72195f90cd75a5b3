// The conflict check of an edit made again on a sheet someone else just changed (issue #19,
// "Live", store/reapply.h): a field they changed that this edit sets to the value it typed on the
// old sheet is a conflict; a value built on theirs, another field, or the value they typed is not.
#include "store/reapply.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::clash;

namespace {

QJsonObject sheet(const QString &alias, int stress, const QString &look = u"tall"_s)
{
    return {{u"sheet"_s, QJsonObject{{u"alias"_s, alias}, {u"stress"_s, stress}, {u"look"_s, look}}}};
}

} // namespace

TEST(Reapply, AValueTypedOverAnothersIsAConflictNamingTheirs)
{
    const auto found = clash(sheet(u"A"_s, 2), sheet(u"Slink"_s, 2), sheet(u"Crow"_s, 2), sheet(u"Slink"_s, 2));
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->field, u"sheet/alias"_s);
    EXPECT_EQ(found->theirs.toString(), u"Crow"_s);
    EXPECT_EQ(found->mine.toString(), u"Slink"_s);
}

TEST(Reapply, AMarkBuiltOnTheirsIsNoConflict)
{
    // Both marked stress on 2: theirs made 3, this mark made again on 3 makes 4.
    EXPECT_FALSE(clash(sheet(u"A"_s, 2), sheet(u"A"_s, 3), sheet(u"A"_s, 3), sheet(u"A"_s, 4)));
}

TEST(Reapply, ANumberTypedOverTheirsIsAConflict)
{
    const auto found = clash(sheet(u"A"_s, 2), sheet(u"A"_s, 5), sheet(u"A"_s, 3), sheet(u"A"_s, 5));
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->field, u"sheet/stress"_s);
    EXPECT_EQ(sw::store::shown(found->theirs), u"3"_s);
}

TEST(Reapply, OtherFieldsOrTheSameValueAreNoConflict)
{
    EXPECT_FALSE(clash(sheet(u"A"_s, 2), sheet(u"Slink"_s, 2), sheet(u"A"_s, 2, u"short"_s), sheet(u"Slink"_s, 2, u"short"_s)));
    EXPECT_FALSE(clash(sheet(u"A"_s, 2), sheet(u"Crow"_s, 2), sheet(u"Crow"_s, 2), sheet(u"Crow"_s, 2)));
}
