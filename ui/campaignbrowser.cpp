#include "campaignbrowser.h"

#include "systems/systemui.h"
#include "models/sheetpagemodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using sw::models::SheetPageModel;

namespace sw::ui {

CampaignBrowser::CampaignBrowser(QWidget *parent)
    : QWidget(parent), m_model(new SheetPageModel(this))
{
    m_kind = new QComboBox(this);
    m_kind->addItem(QString(), QString());
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setSortingEnabled(true);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->sortByColumn(SheetPageModel::NameColumn, Qt::AscendingOrder);
    m_view->header()->setSectionResizeMode(SheetPageModel::NameColumn, QHeaderView::Stretch);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { m_model->setKind(m_kind->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) { m_model->setText(text); });
    connect(m_view, &QTreeView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT openRequested(m_model->sheetAt(index.row())); });
    // The model reads its rows again after every step (a reset): the sheet that was current stays
    // current when it is still among them.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keep = currentSheet(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_keep) {
            if (const int row = m_model->rowOf(*m_keep); row >= 0)
                m_view->setCurrentIndex(m_model->index(row, 0));
            m_keep.reset();
        }
        Q_EMIT contentsChanged();
    });
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
    return int(m_model->campaignCount());
}

std::optional<store::SheetRef> CampaignBrowser::currentSheet() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->sheetAt(current.row());
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
