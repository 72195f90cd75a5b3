#include "campaignbrowser.h"

#include "systems/systemui.h"
#include "models/sheetlistmodel.h"

#include <QCollator>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <vector>

using namespace Qt::StringLiterals;
using sw::models::SheetListModel;

namespace sw::ui {

// Filters the sheet list by kind and text; sorts names the way the interface language does
// (pinyin for 简体中文, stroke order for 繁體中文, alphabetical for English).
class SheetFilterModel : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setKind(const QString &kind)
    {
        m_kind = kind;
        invalidateFilter();
    }
    void setText(const QString &text)
    {
        m_text = text.trimmed();
        invalidateFilter();
    }
    void setLanguage(Language language)
    {
        m_collator = QCollator(localeFor(language));
        m_collator.setNumericMode(true);
        m_collator.setCaseSensitivity(Qt::CaseInsensitive);
        m_keys.clear();
        invalidate();
    }
    void setSourceModel(QAbstractItemModel *model) override
    {
        // Connected before the proxy's own handlers, so a re-sort never sees stale keys.
        connect(model, &QAbstractItemModel::modelReset, this, [this] { m_keys.clear(); });
        connect(model, &QAbstractItemModel::layoutChanged, this, [this] { m_keys.clear(); });
        connect(model, &QAbstractItemModel::dataChanged, this, [this] { m_keys.clear(); });
        connect(model, &QAbstractItemModel::rowsInserted, this, [this] { m_keys.clear(); });
        connect(model, &QAbstractItemModel::rowsRemoved, this, [this] { m_keys.clear(); });
        connect(model, &QAbstractItemModel::rowsMoved, this, [this] { m_keys.clear(); });
        QSortFilterProxyModel::setSourceModel(model);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex first = sourceModel()->index(row, 0, parent);
        if (!m_kind.isEmpty() && first.data(SheetListModel::KindRole).toString() != m_kind)
            return false;
        if (m_text.isEmpty())
            return true;
        for (int column = 0; column < SheetListModel::ColumnCount; ++column) {
            if (sourceModel()->index(row, column, parent).data().toString().contains(m_text, Qt::CaseInsensitive))
                return true;
        }
        return false;
    }
    // Each text's collation key is made once per sort column (an ICU comparison of two texts
    // costs about as much as making a key, and a sort compares each row many times).
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        if (m_keys.empty() || m_keysColumn != left.column()) {
            m_keys.clear();
            m_keysColumn = left.column();
            const int rows = sourceModel()->rowCount();
            m_keys.reserve(size_t(rows));
            for (int row = 0; row < rows; ++row)
                m_keys.push_back(m_collator.sortKey(sourceModel()->index(row, m_keysColumn).data().toString()));
        }
        return m_keys.at(size_t(left.row())).compare(m_keys.at(size_t(right.row()))) < 0;
    }

private:
    QString m_kind;
    QString m_text;
    QCollator m_collator;
    mutable std::vector<QCollatorSortKey> m_keys; // by source row, for m_keysColumn
    mutable int m_keysColumn = -1;
};

CampaignBrowser::CampaignBrowser(QWidget *parent)
    : QWidget(parent), m_model(new SheetListModel(this)), m_filter(new SheetFilterModel(this))
{
    m_filter->setSourceModel(m_model);
    m_kind = new QComboBox(this);
    m_kind->addItem(QString(), QString());
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_view = new QTreeView(this);
    m_view->setModel(m_filter);
    m_view->setRootIsDecorated(false);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->sortByColumn(SheetListModel::NameColumn, Qt::AscendingOrder);
    m_view->header()->setSectionResizeMode(SheetListModel::NameColumn, QHeaderView::Stretch);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { m_filter->setKind(m_kind->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_filter, [this](const QString &text) { m_filter->setText(text); });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT openRequested(m_model->sheetAt(m_filter->mapToSource(index).row()));
    });
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_model, signal, this, &CampaignBrowser::contentsChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CampaignBrowser::contentsChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &CampaignBrowser::currentChanged);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_kind);
    bar->addWidget(m_search, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);
    setLanguage(Language::English);
    retranslate();
}

CampaignBrowser::~CampaignBrowser() = default;

int CampaignBrowser::sheetCount() const
{
    return m_model->rowCount();
}

std::optional<store::SheetRef> CampaignBrowser::currentSheet() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->sheetAt(m_filter->mapToSource(current).row());
}

void CampaignBrowser::setContextActions(const QList<QAction *> &actions)
{
    m_view->addActions(actions);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void CampaignBrowser::setSession(models::CampaignSession *session)
{
    m_model->setSession(session);
}

void CampaignBrowser::setSystems(const SystemUiRegistry *systems)
{
    m_systems = systems;
    while (m_kind->count() > 1)
        m_kind->removeItem(1);
    if (systems) {
        for (const SystemUi *ui : systems->all()) {
            for (const QString &kind : ui->listedKinds())
                m_kind->addItem(QString(), kind);
        }
    }
    retranslate();
}

void CampaignBrowser::setLanguage(Language language)
{
    m_model->setLanguage(language);
    m_filter->setLanguage(language);
}

void CampaignBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CampaignBrowser::retranslate()
{
    m_kind->setItemText(0, tr("All sheets"));
    for (int i = 1; i < m_kind->count(); ++i) {
        const QString kind = m_kind->itemData(i).toString();
        const SystemUi *ui = m_systems ? m_systems->forKind(kind) : nullptr;
        m_kind->setItemText(i, ui ? ui->kindName(kind, true) : kind);
    }
    m_kind->setAccessibleName(tr("Show"));
    m_kind->setToolTip(tr("Which sheets to list"));
    m_search->setPlaceholderText(tr("Search names, playbooks, crews…"));
    m_search->setAccessibleName(tr("Search the campaign"));
    m_view->setAccessibleName(tr("Campaign sheets"));
    m_model->setHeaders({tr("Name"), tr("Kind"), tr("Type"), tr("Crew")});
    m_model->setLabeler([this](const QString &kind, const QString &id) -> QString {
        if (kind == u"kind"_s) {
            const SystemUi *ui = m_systems ? m_systems->forKind(id) : nullptr;
            return ui ? ui->kindName(id, false) : id;
        }
        if (kind == u"unnamed"_s)
            return tr("(unnamed)");
        const SystemUi *ui = m_systems ? m_systems->forKind(kind) : nullptr;
        return ui ? ui->typeName(kind, id) : id;
    });
}

} // namespace sw::ui
