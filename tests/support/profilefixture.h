#pragma once

// The test house-rules profile (tests/fixtures/packs/house_rules_test: ten stress boxes, Hunt
// renamed Track), installed where users put their packs, and a campaign that plays with it.
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/blades/rulepackloader.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

namespace sw::test {

inline const QString kHouseRulesProfile = QStringLiteral("house_rules_test");

inline void installHouseRulesProfile()
{
    const QString source = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/packs/house_rules_test");
    const QString target = blades::userRulePackFolder() + u'/' + kHouseRulesProfile;
    QDir().mkpath(target);
    for (const QString &file : {QStringLiteral("pack.json"), QStringLiteral("character.json")}) {
        QFile::remove(target + u'/' + file);
        ASSERT_TRUE(QFile::copy(source + u'/' + file, target + u'/' + file)) << file.toStdString();
    }
}

// A new campaign at `path` set to play with the profile (the profile installed first).
inline void makeHouseRulesCampaign(const QString &path)
{
    installHouseRulesProfile();
    store::FileError error;
    auto file = store::CampaignFile::create(path, &error);
    ASSERT_NE(file, nullptr);
    ASSERT_TRUE(store::CampaignStore(*file).setPackId(kHouseRulesProfile));
}

} // namespace sw::test
