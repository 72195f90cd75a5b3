#pragma once

#include "common/language.h"
#include "store/campaignstore.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <functional>

namespace sw::systems {
class CampaignContext;
}

namespace sw::models {

class CampaignSession;

// The campaign's sheets as a table for the campaign browser: name, kind, type (playbook, crew
// type, faction category, clock kind) and crew, in the chosen language, in the order the store
// lists them (the browser sorts what it shows by the language's collation itself). Follows the
// session: after each step (CampaignSession::sheetsChanged) only the sheets it changed are read;
// a new sheet is inserted where the store lists it, a removed one removed, a changed one moved
// when its place in the list changed and told which of its cells changed (dataChanged with those
// roles), and a crew's new name reaches the crew column of its members. Only another campaign
// resets the model.
class SheetListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, TypeColumn, ParentColumn, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, IdRole, TypeIdRole };

    explicit SheetListModel(QObject *parent = nullptr);

    void setSession(CampaignSession *session);
    // The words the model cannot know itself (it has no tr()): column headers, and labels for
    // sheet kinds and for ids the rule pack has no name for (clock kinds).
    void setHeaders(const QStringList &headers);
    void setLabeler(std::function<QString(const QString &kind, const QString &typeId)> labeler);
    void setLanguage(Language language);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int rowOf(const store::SheetRef &sheet) const;
    store::SheetRef sheetAt(int row) const;

public Q_SLOTS:
    // Reads every sheet again (a model reset).
    void reload();

private:
    void takeStep(const store::Receipt &step);
    void updateSheet(const store::SheetRef &sheet, const QList<store::SheetRef> &pending);
    std::pair<qsizetype, qsizetype> kindRows(const QString &kind) const;
    // The sheet's sort key in the store, read from its document once.
    QByteArray orderOf(const store::SheetRef &sheet) const;
    qsizetype placeAmong(const store::SheetRef &sheet, qsizetype first, qsizetype last, qsizetype row,
                         const QList<qsizetype> &skip) const;
    QVariantList cells(int row) const;
    void emitChangedCells(int row, const QVariantList &before);
    void emitParentColumn(const store::SheetRef &parent);
    // The game system's part of the campaign for this sheet (its words), or null.
    const systems::CampaignContext *contextOf(const store::SheetInfo &info) const;
    QString typeName(const store::SheetInfo &info) const;
    QString parentName(const store::SheetInfo &info) const;
    QString displayName(const store::SheetInfo &info) const;

    QPointer<CampaignSession> m_session;
    QList<store::SheetInfo> m_rows;
    QHash<QString, QString> m_parentNames; // the names of sheets others belong to, by kind and id
    mutable QHash<QString, QByteArray> m_orders; // "kind:id" → the sort key, for the rows compared so far
    QStringList m_headers;
    std::function<QString(const QString &, const QString &)> m_labeler;
    Language m_language = Language::English;
};

} // namespace sw::models
