// A full disk and a read-only campaign, counted. The full disk is injected with SQLite's
// max_page_count on the store's own connection (no root or loop-mounted tmpfs needed): the
// file may not grow past its current size plus a few pages, and edits that need more are
// refused and rolled back. Every edit reported committed must be in the file afterwards, the
// sheet must be what the last committed edit made it, and integrity_check must pass.
#include "core/store/reliabilityresults.h"
#include "support/campaigngenerator.h"

#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::FileProblem;

namespace {

int pragma(QSqlDatabase db, const QString &name)
{
    QSqlQuery q(db);
    return q.exec(u"PRAGMA "_s + name) && q.next() ? q.value(0).toInt() : -1;
}

QByteArray sha(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

} // namespace

TEST(DiskFull, EditsPastTheLimitAreRefusedAndNothingCommittedIsLost)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"full.sheetwright"_s);
    ASSERT_TRUE(sw::test::generateCampaign(path, sw::test::CampaignScale::times(0.005)).ok);
    const int rounds = qEnvironmentVariableIntValue("SHEETWRIGHT_DISKFULL_ROUNDS") > 0
                           ? qEnvironmentVariableIntValue("SHEETWRIGHT_DISKFULL_ROUNDS") : 20;
    sw::test::ReliabilityCount count{u"disk full (max_page_count)"_s, 0, 0, 0, 0,
                                     u"edit refused with SQLite's \"database or disk is full\", rolled back"_s};
    int refusedTotal = 0;
    for (int round = 0; round < rounds; ++round) {
        QMap<qint64, QString> committed; // character → the notes its last committed edit wrote
        {
            sw::store::FileError error;
            auto file = CampaignFile::open(path, &error);
            ASSERT_NE(file, nullptr) << error.detail.toStdString();
            QSqlDatabase db = file->database();
            const int pages = pragma(db, u"page_count"_s);
            ASSERT_TRUE(QSqlQuery(db).exec(u"PRAGMA max_page_count = %1"_s.arg(pages + 2 + round % 5)));
            sw::store::CampaignStore store(*file);
            // Long notes grow the file page by page until it is "full".
            for (int i = 0; i < 30; ++i) {
                const qint64 id = 1 + (round * 30 + i) % 10;
                auto c = sw::blades::character(store, id);
                ASSERT_TRUE(c.has_value());
                const auto before = store.snapshot({u"character"_s, QString::number(id)});
                c->notes = u"Round %1 edit %2 "_s.arg(round).arg(i) + QString(1500, QChar(u'a' + i % 26));
                const auto receipt = sw::blades::saveCharacter(store, id, *c, u"test.notes"_s, u"Notes"_s);
                ++count.tried;
                if (receipt.ok) {
                    committed[id] = c->notes;
                } else {
                    ++refusedTotal;
                    EXPECT_FALSE(receipt.error.isEmpty());
                    // Rolled back: the sheet is as it was.
                    EXPECT_EQ(store.snapshot({u"character"_s, QString::number(id)}), before);
                }
            }
        }
        // "Space freed" (a new connection has no limit): everything committed is there.
        sw::store::FileError error;
        auto file = CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        EXPECT_EQ(q.value(0).toString(), u"ok"_s);
        sw::store::CampaignStore store(*file);
        for (auto it = committed.cbegin(); it != committed.cend(); ++it) {
            const auto c = sw::blades::character(store, it.key());
            if (!c || c->notes != it.value())
                ++count.lost;
        }
    }
    EXPECT_EQ(count.lost, 0);
    EXPECT_GT(refusedTotal, 0); // the limit was reached
    sw::test::recordReliability(count);
}

TEST(ReadOnlyCampaign, RefusedForEditingUntouchedAndReadable)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"ro.sheetwright"_s);
    ASSERT_TRUE(sw::test::generateCampaign(path, sw::test::CampaignScale::times(0.005)).ok);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadUser | QFile::ReadGroup | QFile::ReadOther);
    const QByteArray before = sha(path);
    sw::test::ReliabilityCount count{u"read-only campaign file"_s, 0, 0, 0, 0,
                                     u"refused for editing (ReadOnly), opened read-only for listing"_s};
    for (int i = 0; i < 10; ++i) {
        sw::store::FileError error;
        ++count.tried;
        EXPECT_EQ(CampaignFile::open(path, &error), nullptr);
        EXPECT_EQ(error.problem, FileProblem::ReadOnly);
        auto reader = CampaignFile::open(path, &error, CampaignFile::Access::ReadOnly);
        ASSERT_NE(reader, nullptr);
        sw::store::CampaignStore store(*reader);
        EXPECT_FALSE(store.list(u"character"_s).isEmpty());
        EXPECT_FALSE(sw::blades::saveCharacter(store, 1, *sw::blades::character(store, 1), u"test.x"_s, u"x"_s).ok);
    }
    count.changed = sha(path) == before ? 0 : 1;
    EXPECT_EQ(count.changed, 0);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    sw::test::recordReliability(count);
}
