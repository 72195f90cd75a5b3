#include "campaignactions.h"

#include "campaignbrowser.h"
#include "common/undolabel.h"
#include "mainwindow.h"

#include <QAction>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace sw::ui {

CampaignActions::CampaignActions(MainWindow *window, CampaignBrowser *browser)
    : QObject(window), m_window(window), m_browser(browser)
{
    m_open = new QAction(this);
    m_open->setObjectName(u"openSheet"_s);
    m_duplicate = new QAction(this);
    m_duplicate->setObjectName(u"duplicateSheet"_s);
    m_export = new QAction(this);
    m_export->setObjectName(u"exportSheet"_s);
    m_delete = new QAction(this);
    m_delete->setObjectName(u"deleteSheet"_s);
    m_delete->setShortcut(QKeySequence::Delete);
    // Only where the list itself has focus (never in its search field): the list's context actions.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_open, &QAction::triggered, this, [this] {
        if (const auto sheet = m_browser->currentSheet())
            Q_EMIT m_browser->openRequested(*sheet);
    });
    connect(m_duplicate, &QAction::triggered, this, [this] {
        if (const auto sheet = m_browser->currentSheet())
            duplicate(*sheet);
    });
    connect(m_export, &QAction::triggered, this, [this] {
        const auto sheet = m_browser->currentSheet();
        SystemUi *ui = sheet ? m_window->systemUis().forKind(sheet->kind) : nullptr;
        if (ui && ui->exportSheet(*sheet, m_window))
            m_window->statusBar()->showMessage(tr("Exported %1.").arg(nameOf(*sheet)), 5000);
    });
    connect(m_delete, &QAction::triggered, this, [this] {
        if (const auto sheet = m_browser->currentSheet())
            remove(*sheet);
    });
    browser->setContextActions(actions());
    connect(browser, &CampaignBrowser::currentChanged, this, &CampaignActions::updateEnabled);
    connect(browser, &CampaignBrowser::contentsChanged, this, &CampaignActions::updateEnabled);
    updateEnabled();
    retranslate();
}

void CampaignActions::updateEnabled()
{
    const std::optional<store::SheetRef> sheet = m_window->session() ? m_browser->currentSheet() : std::nullopt;
    bool numbered = false;
    if (sheet)
        sheet->id.toLongLong(&numbered);
    m_open->setEnabled(sheet.has_value());
    m_delete->setEnabled(sheet.has_value());
    // A copy takes the next free number: sheets with numbered ids (scoundrels, crews …).
    m_duplicate->setEnabled(numbered);
    const SystemUi *ui = sheet ? m_window->systemUis().forKind(sheet->kind) : nullptr;
    m_export->setEnabled(ui && ui->canExport(*sheet));
}

QString CampaignActions::nameOf(const store::SheetRef &sheet) const
{
    const auto info = m_window->session() ? m_window->session()->store().info(sheet) : std::nullopt;
    return info && !info->name.isEmpty() ? info->name : sheet.kind + u':' + sheet.id;
}

bool CampaignActions::duplicate(const store::SheetRef &sheet)
{
    models::CampaignSession *session = m_window->session();
    if (!session)
        return false;
    const std::optional<QJsonObject> document = session->store().snapshot(sheet);
    if (!document)
        return false;
    const SystemUi *ui = m_window->systemUis().forKind(sheet.kind);
    const QJsonObject copy = ui ? ui->duplicateDocument(sheet, *document) : *document;
    const QString label = SW_TR_LABEL("Duplicate %1").arg(nameOf(sheet));
    bool numbered = false;
    sheet.id.toLongLong(&numbered);
    if (!numbered)
        return false;
    const store::Receipt receipt = m_window->edit(label, [&](store::CampaignStore &store) {
        return store.addNumbered(sheet.kind, copy, sheet.kind + u".duplicate"_s, label);
    });
    if (receipt.ok)
        m_window->statusBar()->showMessage(tr("Made a copy of %1.").arg(nameOf(sheet)), 5000);
    return receipt.ok;
}

bool CampaignActions::remove(const store::SheetRef &sheet)
{
    if (!m_window->session())
        return false;
    const QString name = nameOf(sheet);
    const QString label = SW_TR_LABEL("Delete %1").arg(name);
    const store::Receipt receipt =
        m_window->edit(label, [&](store::CampaignStore &store) { return store.remove(sheet, label); });
    if (receipt.ok)
        m_window->statusBar()->showMessage(tr("Deleted %1. Edit ▸ Undo brings it back.").arg(name), 8000);
    return receipt.ok;
}

void CampaignActions::retranslate()
{
    m_open->setText(tr("&Open Sheet"));
    m_open->setStatusTip(tr("Open the sheet chosen in the campaign list."));
    m_duplicate->setText(tr("Dupli&cate Sheet"));
    m_duplicate->setStatusTip(tr("Make a copy of the sheet chosen in the campaign list."));
    m_export->setText(tr("E&xport Sheet…"));
    m_export->setStatusTip(tr("Save the sheet chosen in the campaign list as a file File ▸ Import reads back."));
    m_delete->setText(tr("&Delete Sheet"));
    m_delete->setStatusTip(tr("Delete the sheet chosen in the campaign list; Undo brings it back."));
}

} // namespace sw::ui
