// A Sin's document, format 2 (sin.h): the 执念 tags the characters know in `obsessions`, those
// they do not know yet in `hiddenObsessions` with their places, a top-level field a shared
// campaign's server gives the GM alone. Format 1 (every tag in `obsessions`) is still read, and a
// campaign's format-1 Sins and their journal entries are turned into format 2 by the kind's row
// repair at the open of a file for editing (store/sinformat.h).
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/soulhunter/sin.h"
#include "systems/soulhunter/store/sinformat.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

QJsonObject parsed(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

const QString kFormatOne =
    uR"({"name":"贪婪之罪","note":"旧城区","obsessions":[{"text":"金币"},{"text":"债务","known":true},{"text":"母亲","known":false}]})"_s;

const QList<ObsessionTag> kFormatOneTags{{u"金币"_s, false}, {u"债务"_s, true}, {u"母亲"_s, false}};

QString stored(QSqlDatabase db, const QString &sql)
{
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next())
        return u"(error) "_s + q.lastError().text();
    return q.value(0).toString();
}

} // namespace

// Known tags stay in `obsessions`, the others go to `hiddenObsessions` with their places; read
// back, every tag is where it was, whichever are known.
TEST(SinFormat, ARoundTripKeepsEveryTagInItsPlace)
{
    for (const QList<ObsessionTag> &tags : {QList<ObsessionTag>{{u"A"_s, true}, {u"B"_s, false}, {u"C"_s, true}},
                                            QList<ObsessionTag>{{u"A"_s, false}, {u"B"_s, false}, {u"C"_s, true}},
                                            QList<ObsessionTag>{{u"A"_s, true}, {u"B"_s, true}, {u"C"_s, false}},
                                            QList<ObsessionTag>{{u"A"_s, false}}, QList<ObsessionTag>{{u"A"_s, true}}}) {
        Sin sin{u"罪"_s, u"note"_s, tags, {u"火"_s}};
        const QJsonObject json = toJson(sin);
        EXPECT_EQ(sinFromJson(json), sin);
        EXPECT_EQ(checkSinDocument(json), QString());
        EXPECT_FALSE(sinDocumentIsOld(json));
        for (const QJsonValue &t : json[u"obsessions"_s].toArray())
            EXPECT_EQ(t[u"known"_s], QJsonValue(true)) << "only known tags in obsessions";
    }
    const QJsonObject json = toJson(Sin{u"罪"_s, {}, {{u"A"_s, true}, {u"B"_s, false}, {u"C"_s, true}}, {}});
    EXPECT_EQ(json[u"hiddenObsessions"_s].toArray(), (QJsonArray{QJsonObject{{u"text"_s, u"B"_s}, {u"slot"_s, 1}}}));
    EXPECT_EQ(toJson(Sin{u"罪"_s, {}, {{u"A"_s, true}}, {}})[u"hiddenObsessions"_s], QJsonValue(QJsonArray{}))
        << "always written, even empty: a GM's write replaces what a server keeps apart";
}

// What a player's role reads on a server: the document without `hiddenObsessions` — the known
// tags alone, in their order.
TEST(SinFormat, WithoutItsHiddenFieldASinGivesTheKnownTagsAlone)
{
    QJsonObject json = toJson(Sin{u"罪"_s, u"note"_s, {{u"A"_s, false}, {u"B"_s, true}, {u"C"_s, true}}, {}});
    json.remove(u"hiddenObsessions"_s);
    json.remove(u"note"_s);
    EXPECT_EQ(sinFromJson(json).obsessions, (QList<ObsessionTag>{{u"B"_s, true}, {u"C"_s, true}}));
}

// A format-1 document reads as it always did, and its upgrade is format 2 saying the same: the
// unknown tags moved out of `obsessions` with their places, the other fields as they were; the
// upgrade of an upgraded document changes nothing.
TEST(SinFormat, AFormatOneSinIsReadAndUpgradedSayingTheSame)
{
    const QJsonObject old = parsed(kFormatOne);
    EXPECT_EQ(checkSinDocument(old), QString()) << "an older build's export still imports";
    EXPECT_TRUE(sinDocumentIsOld(old));
    EXPECT_EQ(sinFromJson(old).obsessions, kFormatOneTags);
    const QJsonObject upgraded = upgradeSinDocument(old);
    EXPECT_FALSE(sinDocumentIsOld(upgraded));
    EXPECT_EQ(sinFromJson(upgraded), sinFromJson(old));
    EXPECT_EQ(upgraded, toJson(sinFromJson(old)));
    EXPECT_EQ(upgraded[u"obsessions"_s].toArray().size(), 1);
    EXPECT_EQ(upgradeSinDocument(upgraded), upgraded);
    EXPECT_EQ(checkSinDocument(upgraded), QString());
}

// A campaign file with a format-1 Sin (sheet and journal entry, `format` 1), as an older build left
// it: opened for editing, the Sin and its journal entry are format 2 on disk, saying the same, the
// probe finds nothing more, and opening it again changes nothing.
TEST(SinFormat, AFileWithAFormatOneSinIsUpgradedWhenOpenedForEditing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.sheetwright"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        sw::store::CampaignStore store(*file);
        ASSERT_TRUE(addSin(store, sinFromJson(parsed(kFormatOne)), u"Sin"_s).ok);
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"UPDATE sheets SET data = '%1', format = 1 WHERE kind = 'soulhunter-sin'"_s.arg(kFormatOne)));
        ASSERT_TRUE(q.exec(u"UPDATE journal SET after = '%1' WHERE sheet_kind = 'soulhunter-sin'"_s.arg(kFormatOne)));
        QSqlDatabase db = file->database();
        EXPECT_TRUE(hasOldSins(db));
    }
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    const QString data = stored(file->database(), u"SELECT data FROM sheets WHERE kind = 'soulhunter-sin'"_s);
    EXPECT_FALSE(sinDocumentIsOld(parsed(data))) << data.toStdString();
    EXPECT_EQ(stored(file->database(), u"SELECT format FROM sheets WHERE kind = 'soulhunter-sin'"_s), QString::number(kSinFormat));
    const QString after = stored(file->database(), u"SELECT after FROM journal WHERE sheet_kind = 'soulhunter-sin'"_s);
    EXPECT_FALSE(sinDocumentIsOld(parsed(after))) << after.toStdString();
    EXPECT_EQ(parsed(after), parsed(data));
    {
        const sw::store::CampaignStore store(*file);
        EXPECT_EQ(sin(store, 1)->obsessions, kFormatOneTags);
        EXPECT_EQ(sin(store, 1)->note, u"旧城区"_s);
        QSqlDatabase db = file->database();
        EXPECT_FALSE(hasOldSins(db));
    }
    const QString version = stored(file->database(), u"SELECT version FROM sheets WHERE kind = 'soulhunter-sin'"_s);
    file.reset();
    file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(stored(file->database(), u"SELECT data FROM sheets WHERE kind = 'soulhunter-sin'"_s), data);
    EXPECT_EQ(stored(file->database(), u"SELECT version FROM sheets WHERE kind = 'soulhunter-sin'"_s), version);
}

// The probe runs at every open for editing: it searches the sheets' (kind, id) key for the Sins,
// never scans the sheets of every kind.
TEST(SinFormat, TheProbeAtEveryOpenSearchesTheSinsByTheirKey)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"c.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.prepare(u"EXPLAIN QUERY PLAN "_s + oldSinsProbe()));
    q.addBindValue(QString(kSinKind));
    q.addBindValue(kSinFormat);
    ASSERT_TRUE(q.exec()) << q.lastError().text().toStdString();
    QStringList plan;
    while (q.next())
        plan << q.value(3).toString();
    ASSERT_EQ(plan.size(), 1) << plan.join(u"; "_s).toStdString();
    EXPECT_TRUE(plan.first().startsWith(u"SEARCH sheets USING"_s) && plan.first().contains(u"(kind=?)"_s))
        << plan.first().toStdString();
}
