#include "systems/fate/fateui.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "sheettabs.h"
#include "systems/fate/fatedicepanel.h"
#include "systems/fate/fateeditor.h"
#include "systems/fate/fateexport.h"
#include "systems/fate/fateimport.h"
#include "systems/fate/fatesheet.h"
#include "systems/fate/fatewizard.h"
#include "systems/fate/store/campaignpack.h"
#include "systems/fate/store/fatesheets.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHash>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateUi::FateUi() = default;
FateUi::~FateUi() = default;

QString FateUi::systemId() const
{
    return u"fate"_s;
}

void FateUi::install(const Shell &shell)
{
    m_shell = shell;
    m_new = new QAction(this);
    m_new->setObjectName(u"newFateCharacter"_s);
    connect(m_new, &QAction::triggered, this, &FateUi::newCharacter);
    m_import = new QAction(this);
    m_import->setObjectName(u"importFari"_s);
    connect(m_import, &QAction::triggered, this, &FateUi::importFari);
    m_export = new QAction(this);
    m_export->setObjectName(u"exportFari"_s);
    connect(m_export, &QAction::triggered, this, &FateUi::exportFari);
    connect(shell.tabs, &QTabWidget::currentChanged, this, &FateUi::updateExport);
    m_pack = new QAction(this);
    m_pack->setObjectName(u"fatePack"_s);
    connect(m_pack, &QAction::triggered, this, &FateUi::pickPack);
    m_dock = new QDockWidget(shell.window);
    m_dock->setObjectName(u"FateDiceDock"_s);
    // The panel is made when the dock is first shown, not with the window (#20): before the
    // dock shows when its menu entry is checked (toggled comes before the dock's own slot), so
    // that it is laid out with the dock; when the saved window state shows the dock, then.
    connect(m_dock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (on)
            dice();
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            dice();
    });
    shell.window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_menu = new QMenu(shell.window);
    m_menu->setObjectName(u"fateMenu"_s);
    m_menu->addAction(m_new);
    m_menu->addAction(m_import);
    m_menu->addAction(m_export);
    m_menu->addAction(m_pack);
    QAction *dice = m_dock->toggleViewAction();
    dice->setObjectName(u"fateDice"_s);
    dice->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    m_menu->addAction(dice);
    shell.window->installEventFilter(this);
    retranslate();
}

FateDicePanel *FateUi::dice() const
{
    if (!m_dice) {
        m_dice = new FateDicePanel;
        if (m_editor)
            m_dice->setEditor(m_editor);
        m_dock->setWidget(m_dice);
        // Shown now, not at the event loop's next turn, when the dock is already on screen.
        if (m_dock->isVisible())
            m_dice->show();
    }
    return m_dice;
}

QList<QAction *> FateUi::newActions() const
{
    return {m_new};
}

QList<QAction *> FateUi::importActions() const
{
    return {m_import};
}

QList<QAction *> FateUi::exportActions() const
{
    return {m_export};
}

QList<QMenu *> FateUi::menus() const
{
    return {m_menu};
}

void FateUi::setCampaign(models::CampaignSession *session, const Push &push)
{
    if (m_dice)
        m_dice->setEditor(nullptr);
    delete m_editor;
    if (!session) {
        updateExport();
        return;
    }
    m_editor = new FateEditor(session, push, m_shell.window);
    m_editor->setLanguage(m_language);
    m_editor->setOverride(m_overrideOn, m_reason);
    connect(m_editor, &FateEditor::refused, this, &SystemUi::message);
    if (m_dice)
        m_dice->setEditor(m_editor);
    updateExport();
}

void FateUi::setLanguage(Language language)
{
    m_language = language;
    if (m_editor)
        m_editor->setLanguage(language);
}

void FateUi::setOverride(bool on, const QString &reason)
{
    m_overrideOn = on;
    m_reason = reason;
    if (m_editor)
        m_editor->setOverride(on, reason);
}

// Edit ▸ Export Sheet… on a Fate character of the campaign list: a Fari character file.
bool FateUi::canExport(const store::SheetRef &sheet) const
{
    return m_editor && sheet.kind == fate::kCharacterKind;
}

bool FateUi::exportSheet(const store::SheetRef &sheet, QWidget *parent)
{
    return canExport(sheet) && FateExport::exportInteractive(*m_editor, sheet.id.toLongLong(), parent);
}

QWidget *FateUi::createSheetPage(const store::SheetRef &sheet, QWidget *parent)
{
    if (!m_editor || sheet.kind != fate::kCharacterKind)
        return nullptr;
    auto *page = new FateSheet(m_editor, sheet.id.toLongLong(), parent);
    page->setWindowTitle(page->title());
    connect(page, &FateSheet::titleChanged, page, &QWidget::setWindowTitle);
    return page;
}

QStringList FateUi::listedKinds() const
{
    return {QString(fate::kCharacterKind)};
}

QString FateUi::kindName(const QString &kind, bool plural) const
{
    if (kind == fate::kCharacterKind)
        return plural ? tr("Fate Characters") : tr("Fate Character");
    return kind;
}

QString FateUi::fieldLabel(const QString &kind, const QString &path) const
{
    // A field of the sheet a conflict names (#19), in the sheet's words.
    static const QHash<QString, const char *> words{
        {u"name"_s, QT_TR_NOOP("Name")},
        {u"aspects"_s, QT_TR_NOOP("Aspects")},
        {u"skills"_s, QT_TR_NOOP("Skills")},
        {u"stunts"_s, QT_TR_NOOP("Stunts")},
        {u"extras"_s, QT_TR_NOOP("Extras")},
        {u"refresh"_s, QT_TR_NOOP("Refresh")},
        {u"fate_points"_s, QT_TR_NOOP("Fate points")},
        {u"stress/physical"_s, QT_TR_NOOP("Physical stress")},
        {u"stress/mental"_s, QT_TR_NOOP("Mental stress")},
        {u"consequences"_s, QT_TR_NOOP("Consequences")},
    };
    const char *word = kind == fate::kCharacterKind ? words.value(path) : nullptr;
    return word ? tr(word) : QString();
}

FateEditor *FateUi::editor() const
{
    return m_editor;
}

FateUi *FateUi::of(const SystemUiRegistry &registry)
{
    return qobject_cast<FateUi *>(registry.find(u"fate"_s));
}

void FateUi::newCharacter()
{
    if (!m_editor)
        return;
    if (const std::optional<store::SheetRef> made = createFateCharacter(m_editor, m_shell.window))
        m_shell.tabs->openSheet(*made);
}

void FateUi::importFari()
{
    if (!m_editor)
        return;
    if (const std::optional<store::SheetRef> made = FateImport::importInteractive(m_editor, m_shell.window))
        m_shell.tabs->openSheet(*made);
}

qint64 FateUi::shownSheet() const
{
    const auto *page = qobject_cast<const FateSheet *>(m_shell.tabs ? m_shell.tabs->currentWidget() : nullptr);
    return page ? page->id() : 0;
}

void FateUi::updateExport()
{
    m_export->setEnabled(m_editor && shownSheet() > 0);
    m_pack->setEnabled(m_editor != nullptr);
}

bool FateUi::choosePack(const QString &packId)
{
    if (!m_editor)
        return false;
    const auto pack = fate::fatePackById(packId);
    if (!pack || (pack->id == m_editor->pack().id && m_editor->missingPack().isEmpty()))
        return false;
    const QString label = SW_TR_LABEL("Play with %1").arg(labelWords(pack->name));
    return m_editor->push(label, [id = pack->id, label](store::CampaignStore &s) { return fate::setCampaignFatePack(s, id, label); });
}

void FateUi::pickPack()
{
    if (!m_editor)
        return;
    QStringList names, ids;
    int current = 0;
    for (const fate::FatePackLoad &load : fate::discoverFatePacks()) {
        if (!load.pack)
            continue;
        if (load.pack->id == m_editor->pack().id)
            current = int(ids.size());
        ids << load.pack->id;
        names << tr("%1 (%2)").arg(load.pack->name.in(m_language), load.pack->id);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_shell.window, tr("Fate Pack or Profile"),
                                                 tr("The skills, creation pattern and ladder this campaign plays with:"), names,
                                                 current, false, &ok);
    if (ok && names.contains(chosen))
        choosePack(ids.at(names.indexOf(chosen)));
}

void FateUi::exportFari()
{
    if (m_editor && shownSheet() > 0)
        FateExport::exportInteractive(*m_editor, shownSheet(), m_shell.window);
}

void FateUi::retranslate()
{
    m_new->setText(tr("New &Fate Character…"));
    m_new->setStatusTip(tr("Make a Fate Condensed character: aspects, skills, stunts"));
    m_import->setText(tr("Impor&t from Fari…"));
    m_import->setStatusTip(tr("Add a Fate Condensed character exported from Fari (.fari.json)"));
    m_export->setText(tr("E&xport to Fari…"));
    m_export->setStatusTip(tr("Save the Fate character shown as a Fari character file (.fari.json)"));
    m_pack->setText(tr("&Pack or Profile…"));
    m_pack->setStatusTip(tr("Choose the Fate pack or profile the campaign plays with (one undo step)"));
    m_menu->setTitle(tr("F&ate"));
    m_dock->setWindowTitle(tr("Fate Dice"));
    m_dock->toggleViewAction()->setText(tr("Fate &Dice"));
}

bool FateUi::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_shell.window && event->type() == QEvent::LanguageChange)
        retranslate();
    return SystemUi::eventFilter(watched, event);
}

} // namespace sw::ui
