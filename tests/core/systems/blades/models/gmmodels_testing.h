#pragma once

// The GM models' tests: a campaign with one crew, and GM requests written as the GUI writes them.
#include "core/models/modeltesting.h"
#include "core/systems/blades/fixtures.h"
#include "models/campaignsession.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>
#include <type_traits>

namespace sw::test {

class GmModelsFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        store::FileError error;
        session = models::CampaignSession::open(dir.filePath(QStringLiteral("gm.sheetwright")), true, &error);
        ASSERT_NE(session, nullptr);
        blades::Crew crew = blades::startCrew(QStringLiteral("shadows"), srd());
        crew.name = QStringLiteral("The Lampblacks");
        crew.phase = blades::CrewPhase::Play;
        crewId = session->apply([&](store::CampaignStore &s) { return blades::addCrew(s, crew, QStringLiteral("crew")); })
                     .sheet.id.toLongLong();
    }

    // A GM request as the GUI sends it (GmContext::run): one step of the session, whose receipt
    // names every sheet it changed.
    gm::GmResult run(const std::function<gm::GmResult(gm::GmTable &)> &request)
    {
        gm::GmResult r;
        session->apply([&](store::CampaignStore &s) {
            gm::GmTable table(s, blades::sessionPack(*session), dice);
            r = request(table);
            store::Receipt receipt;
            receipt.ok = r.ok;
            receipt.batch = r.batch;
            receipt.sheets = r.sheets;
            receipt.sheet = r.sheets.value(0);
            return receipt;
        });
        return r;
    }

    // One of the pack's example factions, as the ladder adds it.
    blades::Faction example(const QString &id) const
    {
        for (const blades::ExampleFaction &e : blades::sessionPack(*session).factions) {
            if (e.id == id)
                return gm::GmTable::fromExample(e);
        }
        ADD_FAILURE() << "no example faction " << id.toStdString();
        return {};
    }

    // The model shows what a model of its kind built afresh over the campaign (set up the same
    // way) shows, every cell of it.
    template <typename Model>
    void expectAsFresh(const Model &model, const std::type_identity_t<std::function<void(Model &)>> &setUp = {})
    {
        Model fresh;
        if (setUp)
            setUp(fresh);
        fresh.setLanguage(model.language());
        fresh.setSession(session.get());
        const Lines shown = contents(model);
        EXPECT_EQ(shown, contents(fresh));
        int cells = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            cells += (1 + model.rowCount(model.index(row, 0))) * model.columnCount();
        EXPECT_EQ(shown.size(), size_t(cells)); // every cell, and every cell of every row under a row
    }

    QTemporaryDir dir;
    std::unique_ptr<models::CampaignSession> session;
    qint64 crewId = 0;
    rules::ScriptedRandom dice{std::vector<int>(100, 4)};
};

} // namespace sw::test
