#pragma once

// Writes large, valid campaigns for the benchmarks and the reliability tests: every sheet is made
// by the engine's start functions and passes its validator, every sheet is added and every edit
// made through CampaignStore (one transaction per batch of a few thousand, journaled), so the file
// is a real campaign the app opens. Deterministic: the same scale and seed give the same file
// contents (journal times come from an injected clock).
#include <QString>

namespace sw::test {

struct CampaignScale
{
    int crews = 50;
    int characters = 2000;
    int factions = 300;
    int clocks = 5000;
    int journalEntries = 50000; // in all, the sheets' creation entries included
    // Sheets added, and edits made, this many to a transaction (through one CampaignStore::apply,
    // then each entry made its own undo step in a second transaction). Does not change the
    // campaign's sheets or the journal's order, commands and labels; the journal's times are one
    // per transaction, so the same batch size gives the same file.
    int batch = 5000;

    // 1× is the "large campaign"; factor 10 is ten times every count, 100 a hundred times.
    static CampaignScale times(double factor);
};

struct GeneratedCampaign
{
    bool ok = false;
    QString error;
    int crews = 0;
    int characters = 0;
    int factions = 0;
    int clocks = 0;
    int journalEntries = 0;
    qint64 milliseconds = 0;
};

// Makes a new campaign file at `path` (refuses to overwrite, like CampaignFile::create).
GeneratedCampaign generateCampaign(const QString &path, const CampaignScale &scale, quint32 seed = 20261123);

} // namespace sw::test
