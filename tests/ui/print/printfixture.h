#pragma once

// A campaign to print, made through the store as the app makes it, and the poppler tools that
// read the PDFs back (pdftotext, pdffonts, pdfinfo).
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "l10n.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace sw::test {

// A tool's standard output; fails the test when the tool fails.
inline QString runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        ADD_FAILURE() << program.toStdString() << " failed: " << p.readAllStandardError().toStdString();
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline QString pdfText(const QString &pdf)
{
    return runTool(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
}

// Text with every space and line break taken out: the sheets wrap long values over lines.
inline QString squeezed(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

inline int pdfPages(const QString &pdf)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    return QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
}

inline QString pdfPageSize(const QString &pdf)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    return QRegularExpression(QStringLiteral("Page size:\\s+([^\\n]+)")).match(info).captured(1).trimmed();
}

// The words of a language as the app shows them, through the same translate() call.
class LanguageScope
{
public:
    explicit LanguageScope(Language language) { m_translators.install(language); }
    ~LanguageScope() { m_translators.install(Language::English); }

private:
    l10n::Translators m_translators;
};

struct PrintCampaign
{
    QTemporaryDir dir;
    std::unique_ptr<store::CampaignFile> file;
    std::unique_ptr<store::CampaignStore> store;
    qint64 crewId = 0;
    QList<qint64> members;

    PrintCampaign()
    {
        store::FileError error;
        file = store::CampaignFile::create(dir.filePath(QStringLiteral("print.sheetwright")), &error);
        store = std::make_unique<store::CampaignStore>(*file);
        store->setName(QStringLiteral("Doskvol Nights"));
    }

    QString path(const QString &name) const { return dir.filePath(name); }

    void addCrew(int memberCount = 1)
    {
        blades::Crew crew = blades::startCrew(QStringLiteral("assassins"), srd());
        crew.name = QStringLiteral("The Lampblacks 力刀");
        crew.phase = blades::CrewPhase::Play;
        crew.reputation = QStringLiteral("ambitious");
        crew.lair = QStringLiteral("Old tannery");
        crew.lairDistrict = QStringLiteral("Crow's Foot");
        crew.tier = 1;
        crew.rep = 3;
        crew.heat = 4;
        crew.coin = 2;
        crew.xp = 2;
        crew.abilities = {QStringLiteral("deadly")};
        crew.claims = {{6, false}};
        crew.factionStatus = {{QStringLiteral("billhooks"), -2}};
        crew.notes = QStringLiteral("Owes the Gray Cloaks a favour");
        const store::Receipt r = blades::addCrew(*store, crew, QStringLiteral("crew"));
        ASSERT_TRUE(r.ok) << r.error.toStdString();
        crewId = r.sheet.id.toLongLong();
        for (int i = 0; i < memberCount; ++i)
            addMember(i);
    }

    void addMember(int i)
    {
        blades::Character c = playingCutter();
        c.name = i == 0 ? QStringLiteral("Mara 力刀 Kell") : QStringLiteral("Member %1").arg(i);
        c.alias = QStringLiteral("Quickhand");
        c.look = QStringLiteral("Scarred knuckles, long coat");
        c.heritageDetail = QStringLiteral("whaler family");
        c.stress = 3;
        c.trauma = 1;
        c.traumaConditions = {QStringLiteral("cold")};
        c.harm = {{2, QStringLiteral("Cracked ribs")}, {1, QStringLiteral("Bruised")}};
        c.healing = 1;
        c.armor.standard = true;
        c.loadLevel = QStringLiteral("normal");
        c.items = {QStringLiteral("a_blade_or_two")};
        c.coin = 2;
        c.stash = 12;
        c.playbookXp = 3;
        const store::Receipt r = blades::addCharacter(*store, c, crewId, QStringLiteral("pc"));
        ASSERT_TRUE(r.ok) << r.error.toStdString();
        members.append(r.sheet.id.toLongLong());
    }

    void addGmRecords()
    {
        blades::Faction f;
        f.id = QStringLiteral("billhooks");
        f.category = QStringLiteral("underworld");
        f.tier = 2;
        f.hold = QStringLiteral("weak");
        f.turf = QStringLiteral("Crow's Foot docks");
        f.enemies = {QStringLiteral("crows")};
        f.notes = QStringLiteral("Secretly broke");
        ASSERT_TRUE(blades::saveFaction(*store, f, QStringLiteral("faction.add"), QStringLiteral("f")).ok);
        blades::Faction crows;
        crows.id = QStringLiteral("crows");
        crows.name = QStringLiteral("The Crows of 力刀 Lane");
        crows.category = QStringLiteral("underworld");
        crows.tier = 3;
        ASSERT_TRUE(blades::saveFaction(*store, crows, QStringLiteral("faction.add"), QStringLiteral("f")).ok);

        blades::ClockEntry open;
        open.id = QStringLiteral("heist");
        open.name = QStringLiteral("Crack the vault");
        open.clock = {8, 3, rules::ClockKind::Mission};
        ASSERT_TRUE(blades::saveClock(*store, open, QStringLiteral("clock.add"), QStringLiteral("c")).ok);
        blades::ClockEntry hidden;
        hidden.id = QStringLiteral("plot");
        hidden.name = QStringLiteral("Bluecoats close in");
        hidden.clock = {6, 2, rules::ClockKind::Danger};
        hidden.hidden = true;
        ASSERT_TRUE(blades::saveClock(*store, hidden, QStringLiteral("clock.add"), QStringLiteral("c")).ok);
    }
};

} // namespace sw::test
