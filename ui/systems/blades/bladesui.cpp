#include "systems/blades/bladesui.h"

#include "systems/blades/fieldlabels.h"

#include "models/campaignsession.h"
#include "print/pdfexport.h"
#include "systems/blades/bladesexport.h"
#include "sheettabs.h"
#include "systems/blades/bladesimport.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/packmove.h"
#include "systems/blades/rulepacksdialog.h"
#include "systems/blades/sheets/charactersheet.h"
#include "systems/blades/sheets/crewsheet.h"
#include "systems/blades/sheets/sheetcreation.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAction>
#include <QJsonObject>

#include <functional>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace sw::ui {

BladesUi::BladesUi() = default;
BladesUi::~BladesUi() = default;

QString BladesUi::systemId() const
{
    return u"blades"_s;
}

void BladesUi::install(const Shell &shell)
{
    m_shell = shell;
    m_newCharacter = new QAction(this);
    m_newCharacter->setObjectName(u"newCharacter"_s);
    m_newCharacter->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_newCharacter, &QAction::triggered, this, [this] { newSheet(false); });
    m_newCrew = new QAction(this);
    m_newCrew->setObjectName(u"newCrew"_s);
    m_newCrew->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_newCrew, &QAction::triggered, this, [this] { newSheet(true); });
    m_rulePacks = new QAction(this);
    m_rulePacks->setObjectName(u"rulePacks"_s);
    connect(m_rulePacks, &QAction::triggered, this, [this] {
        RulePacksDialog dialog(m_language, m_shell.window, m_editor ? m_editor->session()->store().packId() : QString());
        connect(&dialog, &RulePacksDialog::useRequested, this, [this, &dialog](const QString &id) {
            // The sheets on an earlier pack may move with the campaign (asked; cancelling changes nothing).
            if (PackMoveOffer::offer(m_editor, id, &dialog))
                Q_EMIT usePackRequested(id);
        });
        dialog.exec();
    });
    m_import = new QAction(this);
    m_import->setObjectName(u"importSheet"_s);
    connect(m_import, &QAction::triggered, this, [this] {
        if (!m_editor)
            return;
        if (const std::optional<store::SheetRef> made = BladesImport::importInteractive(m_editor, m_shell.window))
            m_shell.tabs->openSheet(*made);
    });
    // The GM tools (issue #6): their menu before Help, their pages beside the sheets.
    m_gm = new GmActions(shell.window, shell.tabs);
    connect(m_gm, &GmActions::openSheetRequested, this, &SystemUi::openSheetRequested);
    shell.window->installEventFilter(this);
    retranslate();
}

QList<QAction *> BladesUi::newActions() const
{
    // A crew first, then its scoundrels: the order a new group makes them in.
    return {m_newCrew, m_newCharacter};
}

QList<QAction *> BladesUi::importActions() const
{
    return {m_import};
}

bool BladesUi::canExport(const store::SheetRef &sheet) const
{
    return m_editor && BladesExport::canExport(sheet);
}

bool BladesUi::exportSheet(const store::SheetRef &sheet, QWidget *parent)
{
    return canExport(sheet) && BladesExport::exportInteractive(*m_editor->session(), sheet, parent);
}

QJsonObject BladesUi::duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const
{
    Q_UNUSED(sheet);
    // A character's name is at sheet/character/name (its sheet format, io/sheetjson.cpp); the
    // crew's and the GM's records' at the top.
    const std::function<QJsonObject(QJsonObject, QStringList)> renamed = [&](QJsonObject o, QStringList path) {
        if (path.size() == 1) {
            o.insert(path.first(), tr("%1 (copy)").arg(o.value(path.first()).toString()));
            return o;
        }
        const QString key = path.takeFirst();
        o.insert(key, renamed(o.value(key).toObject(), path));
        return o;
    };
    if (document.value(u"sheet"_s).toObject().value(u"character"_s).isObject())
        return renamed(document, {u"sheet"_s, u"character"_s, u"name"_s});
    return document.contains(u"name"_s) ? renamed(document, {u"name"_s}) : document;
}

QList<QMenu *> BladesUi::menus() const
{
    return {m_gm->menu()};
}

QList<QAction *> BladesUi::helpActions() const
{
    return {m_rulePacks};
}

void BladesUi::setCampaign(models::CampaignSession *session, const Push &push)
{
    m_gm->setEditor(nullptr);
    delete m_editor;
    if (!session)
        return;
    // A child of the window, as the sheets and GM pages that use it are.
    m_editor = new SheetEditor(session, push, m_shell.window);
    m_editor->setLanguage(m_language);
    connect(m_editor, &SheetEditor::refused, this, &SystemUi::message);
    m_gm->setEditor(m_editor);
}

void BladesUi::setLanguage(Language language)
{
    m_language = language;
    if (m_editor)
        m_editor->setLanguage(language);
}

void BladesUi::setOverride(bool on, const QString &reason)
{
    if (m_editor)
        m_editor->setOverride(on, reason);
}

QWidget *BladesUi::createSheetPage(const store::SheetRef &sheet, QWidget *parent)
{
    if (!m_editor)
        return nullptr;
    const auto follow = [](auto *page) {
        page->setWindowTitle(page->title());
        connect(page, &std::remove_pointer_t<decltype(page)>::titleChanged, page, &QWidget::setWindowTitle);
        return page;
    };
    if (sheet.kind == u"character"_s)
        return follow(new CharacterSheet(m_editor, sheet.id.toLongLong(), parent));
    if (sheet.kind == u"crew"_s)
        return follow(new CrewSheet(m_editor, sheet.id.toLongLong(), parent));
    return nullptr;
}

bool BladesUi::showRecord(const store::SheetRef &sheet)
{
    return m_gm->openRecord(sheet);
}

QStringList BladesUi::listedKinds() const
{
    return {u"crew"_s, u"character"_s, u"faction"_s, u"clock"_s};
}

QString BladesUi::kindName(const QString &kind, bool plural) const
{
    if (kind == u"crew"_s)
        return plural ? tr("Crews") : tr("Crew");
    if (kind == u"character"_s)
        return plural ? tr("Characters") : tr("Character");
    if (kind == u"faction"_s)
        return plural ? tr("Factions") : tr("Faction");
    if (kind == u"clock"_s)
        return plural ? tr("Clocks") : tr("Clock");
    return GmWords::sheetKind(kind);
}

QString BladesUi::typeName(const QString &kind, const QString &type) const
{
    return kind == u"clock"_s ? GmWords::clockKind(type) : type;
}

QString BladesUi::fieldLabel(const QString &kind, const QString &path) const
{
    return m_editor ? BladesFieldLabels::label(kind, path, m_editor->pack(), m_language) : QString();
}

SheetEditor *BladesUi::editor() const
{
    return m_editor;
}

QList<SystemUi::PrintChoice> BladesUi::printChoices(const store::CampaignStore &store,
                                                     const std::optional<store::SheetRef> &current) const
{
    QList<PrintChoice> choices;
    // The crew of the current sheet with every member; else each crew of the campaign.
    std::optional<QString> crewId;
    if (current && current->kind == u"crew"_s)
        crewId = current->id;
    else if (current && current->kind == u"character"_s) {
        if (const auto crew = blades::crewOf(store, current->id.toLongLong()))
            crewId = QString::number(*crew);
    }
    for (const store::SheetInfo &crew : store.list(u"crew"_s)) {
        if (!crewId || *crewId == crew.ref.id)
            choices.append({tr("Crew \"%1\" and all its members").arg(crew.name), print::withMembers(store, crew.ref)});
    }
    choices.append({tr("The faction ladder"), {{u"factions"_s, {}}}});
    choices.append({tr("Every clock"), {{u"clocks"_s, {}}}});
    return choices;
}

BladesUi *BladesUi::of(const SystemUiRegistry &registry)
{
    return qobject_cast<BladesUi *>(registry.find(u"blades"_s));
}

void BladesUi::newSheet(bool crew)
{
    if (!m_editor)
        return;
    const std::optional<store::SheetRef> made =
        crew ? createCrew(m_editor, m_shell.window) : createCharacter(m_editor, m_shell.window);
    if (made)
        m_shell.tabs->openSheet(*made);
}

void BladesUi::retranslate()
{
    m_newCharacter->setText(tr("New &Character…"));
    m_newCharacter->setStatusTip(tr("Make a scoundrel step by step, as the rulebook does"));
    m_newCrew->setText(tr("New Cre&w…"));
    m_newCrew->setStatusTip(tr("Found a crew step by step: type, lair, hunting grounds, upgrades"));
    m_rulePacks->setText(tr("&Rule Packs…"));
    m_rulePacks->setStatusTip(tr("The rule packs Sheetwright knows, and where to put your own"));
    m_import->setText(tr("&Import (Foundry VTT or JSON)…"));
    m_import->setStatusTip(tr("Add a scoundrel, crew, factions or clock from a Foundry VTT actor, or a sheet exported as JSON."));
}

bool BladesUi::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_shell.window && event->type() == QEvent::LanguageChange)
        retranslate();
    return SystemUi::eventFilter(watched, event);
}

} // namespace sw::ui
