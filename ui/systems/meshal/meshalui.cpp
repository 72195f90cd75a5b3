#include "systems/meshal/meshalui.h"

#include "common/undolabel.h"
#include "sheettabs.h"
#include "systems/meshal/meshalcontentdialog.h"
#include "systems/meshal/meshaldicepanel.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/meshalsheet.h"
#include "systems/meshal/meshalwizard.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QInputDialog>
#include <QJsonObject>
#include <QMainWindow>
#include <QMenu>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalUi::MeshalUi() = default;
MeshalUi::~MeshalUi() = default;

QString MeshalUi::systemId() const
{
    return u"meshal"_s;
}

void MeshalUi::install(const Shell &shell)
{
    m_shell = shell;
    m_new = new QAction(this);
    m_new->setObjectName(u"newMeshalCharacter"_s);
    connect(m_new, &QAction::triggered, this, &MeshalUi::newCharacter);
    m_guided = new QAction(this);
    m_guided->setObjectName(u"newMeshalWizard"_s);
    connect(m_guided, &QAction::triggered, this, &MeshalUi::newGuided);
    m_content = new QAction(this);
    m_content->setObjectName(u"meshalContent"_s);
    connect(m_content, &QAction::triggered, this, &MeshalUi::openContent);
    m_dock = new QDockWidget(shell.window);
    m_dock->setObjectName(u"MeshalDiceDock"_s);
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
    m_menu->setObjectName(u"meshalMenu"_s);
    m_menu->addAction(m_new);
    m_menu->addAction(m_guided);
    m_menu->addAction(m_content);
    QAction *dice = m_dock->toggleViewAction();
    dice->setObjectName(u"meshalDice"_s);
    dice->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M));
    m_menu->addAction(dice);
    shell.window->installEventFilter(this);
    retranslate();
}

MeshalDicePanel *MeshalUi::dice() const
{
    if (!m_dice) {
        m_dice = new MeshalDicePanel;
        if (m_editor)
            m_dice->setEditor(m_editor);
        m_dock->setWidget(m_dice);
        // Shown now, not at the event loop's next turn, when the dock is already on screen.
        if (m_dock->isVisible())
            m_dice->show();
    }
    return m_dice;
}

QList<QAction *> MeshalUi::newActions() const
{
    return {m_new, m_guided};
}

QList<QMenu *> MeshalUi::menus() const
{
    return {m_menu};
}

void MeshalUi::setCampaign(models::CampaignSession *session, const Push &push)
{
    if (m_dice)
        m_dice->setEditor(nullptr);
    delete m_editor;
    if (!session)
        return;
    m_editor = new MeshalEditor(session, push, m_shell.window);
    m_editor->setLanguage(m_language);
    m_editor->setOverride(m_overrideOn, m_reason);
    connect(m_editor, &MeshalEditor::refused, this, &SystemUi::message);
    if (m_dice)
        m_dice->setEditor(m_editor);
}

void MeshalUi::setLanguage(Language language)
{
    m_language = language;
    if (m_editor)
        m_editor->setLanguage(language);
}

void MeshalUi::setOverride(bool on, const QString &reason)
{
    m_overrideOn = on;
    m_reason = reason;
    if (m_editor)
        m_editor->setOverride(on, reason);
}

QWidget *MeshalUi::createSheetPage(const store::SheetRef &sheet, QWidget *parent)
{
    if (!m_editor || sheet.kind != meshal::kCharacterKind)
        return nullptr;
    auto *page = new MeshalSheet(m_editor, sheet.id.toLongLong(), parent);
    page->setWindowTitle(page->title());
    connect(page, &MeshalSheet::titleChanged, page, &QWidget::setWindowTitle);
    return page;
}

QJsonObject MeshalUi::duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const
{
    Q_UNUSED(sheet);
    QJsonObject copy = document;
    copy.insert(u"name"_s, tr("%1 (copy)").arg(document.value(u"name"_s).toString()));
    return copy;
}

QStringList MeshalUi::listedKinds() const
{
    return {QString(meshal::kCharacterKind)};
}

QString MeshalUi::kindName(const QString &kind, bool plural) const
{
    if (kind == meshal::kCharacterKind)
        return plural ? tr("Meshal Characters") : tr("Meshal Character");
    return kind;
}

MeshalEditor *MeshalUi::editor() const
{
    return m_editor;
}

MeshalUi *MeshalUi::of(const SystemUiRegistry &registry)
{
    return qobject_cast<MeshalUi *>(registry.find(u"meshal"_s));
}

void MeshalUi::newCharacter()
{
    if (!m_editor)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(m_shell.window, tr("New Meshal Character"), tr("The character's &name:"),
                                               QLineEdit::Normal, QString(), &ok).trimmed();
    if (!ok)
        return;
    // A new sheet at the pack's starting values (spec §3 steps 7–9, 12): trained 3/3/3, dice
    // full, walk 3 and climb 1, Execution 3, the starting Talent; being made until finished.
    const meshal::Character c = meshal::newCharacter(m_editor->pack(), name.isEmpty() ? tr("New character") : name);
    store::Receipt made;
    const QString label = SW_TR_LABEL("New Meshal character %1").arg(c.name);
    m_editor->push(label, [&](store::CampaignStore &s) { return made = meshal::addCharacter(s, c, label); });
    if (made.ok)
        m_shell.tabs->openSheet(made.sheet);
}

void MeshalUi::newGuided()
{
    if (!m_editor)
        return;
    if (const std::optional<store::SheetRef> made = createMeshalCharacter(m_editor, m_shell.window))
        m_shell.tabs->openSheet(*made);
}

void MeshalUi::openContent()
{
    if (!m_editor)
        return;
    auto *dialog = new MeshalContentDialog(m_editor, m_shell.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Gone with the campaign it edits.
    connect(m_editor, &QObject::destroyed, dialog, &QWidget::close);
    dialog->open();
}

void MeshalUi::retranslate()
{
    m_content->setText(tr("Campaign &Content…"));
    m_content->setStatusTip(tr("Write the campaign's species, abilities and items; import and export content packs"));
    m_guided->setText(tr("New Meshal Character (&Guided)…"));
    m_guided->setStatusTip(tr("Make a Meshal Lite character step by step: features, Talent, equipment (spec §3)"));
    m_new->setText(tr("New &Meshal Character…"));
    m_new->setStatusTip(tr("Make a Meshal Lite character: attributes, Talent, abilities, items"));
    m_menu->setTitle(tr("&Meshal"));
    m_dock->setWindowTitle(tr("Meshal Dice"));
    m_dock->toggleViewAction()->setText(tr("Meshal &Dice"));
}

bool MeshalUi::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_shell.window && event->type() == QEvent::LanguageChange)
        retranslate();
    return SystemUi::eventFilter(watched, event);
}

} // namespace sw::ui
