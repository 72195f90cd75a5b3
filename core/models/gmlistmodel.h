#pragma once

#include "common/language.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QStringList>

#include <functional>

namespace sw::models {


// The base of the GM boards' models (faction ladder, clocks, timeline, roll log): they read the
// open campaign through its session and read everything again when the session says something
// changed (a GM write touches several sheets at once and logs rolls). The words the models
// cannot know (no tr() in core) come from setHeaders() and the labeler.
class GmModelBase : public QAbstractItemModel
{
    Q_OBJECT

public:
    using Labeler = std::function<QString(const QString &kind, const QString &id)>;
    enum CommonRole { IdRole = Qt::UserRole + 1, FirstGmRole = Qt::UserRole + 16 };

    void setSession(CampaignSession *session);
    CampaignSession *session() const { return m_session; }
    void setHeaders(const QStringList &headers);
    void setLabeler(Labeler labeler);
    void setLanguage(Language language);
    Language language() const { return m_language; }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

public Q_SLOTS:
    // Reads the campaign again (a model reset).
    void reload();

protected:
    explicit GmModelBase(QObject *parent);
    // Reads the rows from the store (called between beginResetModel and endResetModel).
    virtual void read(const store::CampaignStore &store) = 0;
    virtual void clearRows() = 0;
    QString label(const QString &kind, const QString &id) const;

private:
    QPointer<CampaignSession> m_session;
    QStringList m_headers;
    Labeler m_labeler;
    Language m_language = Language::English;
};

// A flat table on GmModelBase.
class GmTableModel : public GmModelBase
{
    Q_OBJECT

public:
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    GmTableModel(int columns, QObject *parent);
    virtual int rows() const = 0;

private:
    int m_columns;
};

} // namespace sw::models
