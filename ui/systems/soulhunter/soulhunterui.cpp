#include "systems/soulhunter/soulhunterui.h"

#include "common/undolabel.h"
#include "sheettabs.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/soulsettingsdialog.h"
#include "systems/soulhunter/soulsheet.h"
#include "systems/soulhunter/soulcontentdialog.h"
#include "systems/soulhunter/soulscenedialog.h"
#include "systems/soulhunter/soulsinsdialog.h"
#include "systems/soulhunter/soulwizard.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QInputDialog>
#include <QJsonObject>
#include <QMainWindow>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulhunterUi::SoulhunterUi() = default;
SoulhunterUi::~SoulhunterUi() = default;

QString SoulhunterUi::systemId() const
{
    return u"soulhunter"_s;
}

void SoulhunterUi::install(const Shell &shell)
{
    m_shell = shell;
    m_new = new QAction(this);
    m_new->setObjectName(u"newSoulhunterCharacter"_s);
    connect(m_new, &QAction::triggered, this, &SoulhunterUi::newCharacter);
    m_guided = new QAction(this);
    m_guided->setObjectName(u"newSoulhunterWizard"_s);
    connect(m_guided, &QAction::triggered, this, &SoulhunterUi::newGuided);
    m_settings = new QAction(this);
    m_settings->setObjectName(u"soulhunterSettings"_s);
    connect(m_settings, &QAction::triggered, this, &SoulhunterUi::showSettings);
    m_sins = new QAction(this);
    m_sins->setObjectName(u"soulhunterSins"_s);
    connect(m_sins, &QAction::triggered, this, &SoulhunterUi::showSins);
    m_scene = new QAction(this);
    m_scene->setObjectName(u"soulhunterScene"_s);
    connect(m_scene, &QAction::triggered, this, &SoulhunterUi::showScene);
    m_content = new QAction(this);
    m_content->setObjectName(u"soulhunterContent"_s);
    connect(m_content, &QAction::triggered, this, &SoulhunterUi::showContent);
    m_menu = new QMenu(shell.window);
    m_menu->setObjectName(u"soulhunterMenu"_s);
    m_menu->addAction(m_new);
    m_menu->addAction(m_guided);
    m_menu->addAction(m_settings);
    m_menu->addAction(m_sins);
    m_menu->addAction(m_scene);
    m_menu->addAction(m_content);
    m_dock = new QDockWidget(shell.window);
    m_dock->setObjectName(u"SoulhunterCheckDock"_s);
    // The panel is made when the dock is first shown, not with the window (#20): before the
    // dock shows when its menu entry is checked (toggled comes before the dock's own slot), so
    // that it is laid out with the dock; when the saved window state shows the dock, then.
    connect(m_dock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (on)
            checks();
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            checks();
    });
    shell.window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    QAction *check = m_dock->toggleViewAction();
    check->setObjectName(u"soulhunterCheck"_s);
    m_menu->addAction(check);
    shell.window->installEventFilter(this);
    retranslate();
}

SoulCheckPanel *SoulhunterUi::checks() const
{
    if (!m_check) {
        m_check = new SoulCheckPanel;
        if (m_editor)
            m_check->setEditor(m_editor);
        m_dock->setWidget(m_check);
        // Shown now, not at the event loop's next turn, when the dock is already on screen.
        if (m_dock->isVisible())
            m_check->show();
    }
    return m_check;
}

QList<QAction *> SoulhunterUi::newActions() const
{
    return {m_new, m_guided};
}

QList<QMenu *> SoulhunterUi::menus() const
{
    return {m_menu};
}

void SoulhunterUi::setCampaign(models::CampaignSession *session, const Push &push)
{
    delete m_settingsDialog;
    delete m_sinsDialog;
    delete m_sceneDialog;
    delete m_contentDialog;
    if (m_check)
        m_check->setEditor(nullptr);
    delete m_editor;
    if (!session)
        return;
    m_editor = new SoulhunterEditor(session, push, m_shell.window);
    m_editor->setLanguage(m_language);
    m_editor->setOverride(m_overrideOn, m_reason);
    connect(m_editor, &SoulhunterEditor::refused, this, &SystemUi::message);
    if (m_check)
        m_check->setEditor(m_editor);
}

void SoulhunterUi::setLanguage(Language language)
{
    m_language = language;
    if (m_editor)
        m_editor->setLanguage(language);
}

void SoulhunterUi::setOverride(bool on, const QString &reason)
{
    m_overrideOn = on;
    m_reason = reason;
    if (m_editor)
        m_editor->setOverride(on, reason);
}

QWidget *SoulhunterUi::createSheetPage(const store::SheetRef &sheet, QWidget *parent)
{
    if (!m_editor || sheet.kind != soulhunter::kCharacterKind)
        return nullptr;
    auto *page = new SoulSheet(m_editor, sheet.id.toLongLong(), parent);
    page->setWindowTitle(page->title());
    connect(page, &SoulSheet::titleChanged, page, &QWidget::setWindowTitle);
    connect(page, &SoulSheet::settingsRequested, this, &SoulhunterUi::showSettings);
    return page;
}

QJsonObject SoulhunterUi::duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const
{
    Q_UNUSED(sheet);
    QJsonObject copy = document;
    copy.insert(u"name"_s, tr("%1 (copy)").arg(document.value(u"name"_s).toString()));
    return copy;
}

QStringList SoulhunterUi::listedKinds() const
{
    return {QString(soulhunter::kCharacterKind)};
}

QString SoulhunterUi::kindName(const QString &kind, bool plural) const
{
    if (kind == soulhunter::kCharacterKind)
        return plural ? tr("Soulhunter Characters") : tr("Soulhunter Character");
    return kind;
}

SoulhunterEditor *SoulhunterUi::editor() const
{
    return m_editor;
}

SoulSettingsDialog *SoulhunterUi::showSettings()
{
    if (!m_editor)
        return nullptr;
    if (!m_settingsDialog)
        m_settingsDialog = new SoulSettingsDialog(m_editor, m_shell.window);
    m_settingsDialog->show();
    m_settingsDialog->raise();
    m_settingsDialog->activateWindow();
    return m_settingsDialog;
}

SoulSinsDialog *SoulhunterUi::showSins()
{
    if (!m_editor)
        return nullptr;
    if (!m_sinsDialog)
        m_sinsDialog = new SoulSinsDialog(m_editor, m_shell.window);
    m_sinsDialog->show();
    m_sinsDialog->raise();
    m_sinsDialog->activateWindow();
    return m_sinsDialog;
}

SoulSceneDialog *SoulhunterUi::showScene()
{
    if (!m_editor)
        return nullptr;
    if (!m_sceneDialog)
        m_sceneDialog = new SoulSceneDialog(m_editor, m_shell.window);
    m_sceneDialog->show();
    m_sceneDialog->raise();
    m_sceneDialog->activateWindow();
    return m_sceneDialog;
}

SoulContentDialog *SoulhunterUi::showContent()
{
    if (!m_editor)
        return nullptr;
    if (!m_contentDialog)
        m_contentDialog = new SoulContentDialog(m_editor, m_shell.window);
    m_contentDialog->show();
    m_contentDialog->raise();
    m_contentDialog->activateWindow();
    return m_contentDialog;
}

SoulhunterUi *SoulhunterUi::of(const SystemUiRegistry &registry)
{
    return qobject_cast<SoulhunterUi *>(registry.find(u"soulhunter"_s));
}

void SoulhunterUi::newCharacter()
{
    if (!m_editor)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(m_shell.window, tr("New Soulhunter Character"), tr("The character's &name:"),
                                               QLineEdit::Normal, QString(), &ok).trimmed();
    if (!ok)
        return;
    // A new sheet (sheetrules.h): creation stage, attributes 0, Spirit Awareness, SP, fortune,
    // MP and KP from the campaign's values (what is not filled yet stays 0 and is named on the sheet).
    const soulhunter::Character c = soulhunter::newCharacter(m_editor->rules(), name.isEmpty() ? tr("New hunter") : name);
    store::Receipt made;
    const QString label = SW_TR_LABEL("New Soulhunter character %1").arg(c.name);
    m_editor->push(label, [&](store::CampaignStore &s) { return made = soulhunter::addCharacter(s, c, label); });
    if (made.ok)
        m_shell.tabs->openSheet(made.sheet);
}

void SoulhunterUi::newGuided()
{
    if (!m_editor)
        return;
    if (const std::optional<store::SheetRef> made = createSoulhunterCharacter(m_editor, m_shell.window))
        m_shell.tabs->openSheet(*made);
}

void SoulhunterUi::retranslate()
{
    m_guided->setText(tr("Soulhunter Character Wi&zard…"));
    m_guided->setStatusTip(tr("Make a Soulhunter character step by step within the creation limits (rules 1-10)"));
    m_new->setText(tr("New Soul&hunter Character…"));
    m_new->setStatusTip(tr("Make a character of 狩魂者TRPG with the 追加规则 house rules"));
    m_settings->setText(tr("Soulhunter &Settings…"));
    m_settings->setStatusTip(tr("Fill the rulebook's values and choose the house rules' open points for this campaign"));
    m_sins->setText(tr("S&ins and Obsession Tags…"));
    m_sins->setStatusTip(tr("The GM's Sins with their 1 to 3 obsession tags, and which ones the characters know (rule 38)"));
    m_scene->setText(tr("Sc&ene Tags and Challenge…"));
    m_scene->setStatusTip(tr("The GM's current scene: its scene tags and the challenge value its checks start from"));
    m_content->setText(tr("Content &Packs…"));
    m_content->setStatusTip(tr("The campaign's catalogues of marks, soul weapons, ultimates, enchantments and techniques: edit, import, export"));
    m_menu->setTitle(tr("So&ulhunter"));
    m_dock->setWindowTitle(tr("Soulhunter Checks"));
    m_dock->toggleViewAction()->setText(tr("Soulhunter &Checks"));
}

bool SoulhunterUi::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_shell.window && event->type() == QEvent::LanguageChange)
        retranslate();
    return SystemUi::eventFilter(watched, event);
}

} // namespace sw::ui
