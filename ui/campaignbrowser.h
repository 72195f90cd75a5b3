#pragma once

#include "common/language.h"
#include "store/campaignstore.h"

#include <QWidget>

#include <optional>

class QAction;
class QComboBox;
class QLineEdit;
class QTreeView;

namespace sw::models {
class CampaignSession;
class SheetPageModel;
} // namespace sw::models

namespace sw::ui {

class SystemUiRegistry;

// The campaign's sheets of every game system in one list: filter by kind, search
// by text, sort by any column with the collation of the interface language; the list is read a
// page at a time, SQL doing the filter, search, sort and counts (models/sheetpagemodel.h, #20).
class CampaignBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit CampaignBrowser(QWidget *parent = nullptr);
    ~CampaignBrowser() override;

    void setSession(models::CampaignSession *session);
    // The game systems' words for their kinds and types, and the kinds offered as filters.
    void setSystems(const SystemUiRegistry *systems);
    void setLanguage(Language language);
    QTreeView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *kindFilter() const { return m_kind; }
    // How many sheets the campaign lists (none open: 0), whatever the filter shows (SQL's count).
    int sheetCount() const;
    // The sheet of the list's current row, if any.
    std::optional<store::SheetRef> currentSheet() const;
    // What the list's context menu offers (on the row under the mouse).
    void setContextActions(const QList<QAction *> &actions);

Q_SIGNALS:
    void openRequested(const sw::store::SheetRef &sheet);
    // Sheets came or went, or another campaign is shown.
    void contentsChanged();
    void currentChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const SystemUiRegistry *m_systems = nullptr;
    models::SheetPageModel *m_model;
    std::optional<store::SheetRef> m_keep; // the current sheet across a reset of the model
    QComboBox *m_kind;
    QLineEdit *m_search;
    QTreeView *m_view;
};

} // namespace sw::ui
