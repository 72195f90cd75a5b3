#pragma once

#include "common/language.h"
#include "store/campaignstore.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <functional>

namespace sw::models {

class CampaignSession;

// The campaign's sheets as a table for the campaign browser: name, kind, type (playbook, crew
// type, faction category, clock kind) and crew, in the chosen language. Follows the session:
// one changed sheet updates one row; a reset reads everything again.
class SheetListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, TypeColumn, CrewColumn, ColumnCount };
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
    void reload();

private:
    void refreshSheet(const store::SheetRef &sheet);
    QString typeName(const store::SheetInfo &info) const;
    QString crewName(const store::SheetInfo &info) const;
    QString displayName(const store::SheetInfo &info) const;

    QPointer<CampaignSession> m_session;
    QList<store::SheetInfo> m_rows;
    QHash<QString, QString> m_crewNames;
    QStringList m_headers;
    std::function<QString(const QString &, const QString &)> m_labeler;
    Language m_language = Language::English;
};

} // namespace sw::models
