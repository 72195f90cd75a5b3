// Blades' part of an open campaign reads the campaign's pack on first use, once (issue #20: a
// campaign that plays no Blades never reads it at open).
#include "systems/blades/campaigncontext.h"
#include "systems/blades/rulepackloader.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(BladesCampaignContext, ThePackIsReadOnFirstUseAndOnce)
{
    int reads = 0;
    const sw::blades::CampaignContext context([&reads] {
        ++reads;
        return sw::blades::builtInRulePack();
    }, u"/nonexistent-user-packs"_s);
    EXPECT_EQ(reads, 0);
    const sw::blades::RulePack &pack = context.pack();
    EXPECT_EQ(reads, 1);
    EXPECT_EQ(&context.pack(), &pack);
    EXPECT_EQ(&context.packFor(QString()), &pack);
    bool missing = false;
    EXPECT_EQ(&context.packFor(u"no-such-pack"_s, &missing), &pack);
    EXPECT_TRUE(missing);
    EXPECT_EQ(reads, 1);
}
