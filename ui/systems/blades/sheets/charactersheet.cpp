#include "systems/blades/sheets/charactersheet.h"

#include "common/undolabel.h"
#include "systems/blades/charactervalidator.h"
#include "models/campaignsession.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/sheets/abilitiespanel.h"
#include "systems/blades/sheets/actionspanel.h"
#include "systems/blades/sheets/gearpanel.h"
#include "systems/blades/sheets/moneypanel.h"
#include "systems/blades/sheets/identitypanel.h"
#include "systems/blades/sheets/sheetbanner.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/vitalspanel.h"
#include "systems/blades/l10n/violationtext.h"
#include "systems/blades/wizards/advancementdialog.h"
#include "systems/blades/store/campaignsheets.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

CharacterSheet::CharacterSheet(SheetEditor *editor, qint64 id, QWidget *parent)
    : QWidget(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"characterSheet_%1"_s.arg(id));
    m_banner = new SheetBanner(this);
    m_advance = new QPushButton(this);
    m_advance->setObjectName(u"takeAdvance"_s);
    connect(m_advance, &QPushButton::clicked, this, &CharacterSheet::takeAdvances);
    m_overrides = new QLabel(this);
    m_overrides->setObjectName(u"overrides"_s);
    m_overrides->setWordWrap(true);
    m_overrides->setForegroundRole(QPalette::PlaceholderText);

    auto *identity = new IdentityPanel(editor, this);
    auto *vitals = new VitalsPanel(editor, this);
    auto *abilities = new AbilitiesPanel(editor, this);
    auto *actions = new ActionsPanel(editor, this);
    auto *gear = new GearPanel(editor, this);
    auto *money = new MoneyPanel(editor, this);
    m_panels = {identity, vitals, money, abilities, actions, gear};

    auto *left = new QVBoxLayout;
    left->addWidget(identity);
    left->addSpacing(12);
    left->addWidget(vitals);
    left->addStretch(1);
    auto *middle = new QVBoxLayout;
    middle->addWidget(money);
    middle->addSpacing(12);
    middle->addWidget(abilities, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(actions);
    right->addSpacing(12);
    right->addWidget(gear);
    right->addStretch(1);

    auto *page = new QWidget(this);
    auto *columns = new QHBoxLayout(page);
    columns->setSpacing(14);
    columns->addLayout(left, 5);
    columns->addWidget(sheetRule(page));
    columns->addLayout(middle, 4);
    columns->addWidget(sheetRule(page));
    columns->addLayout(right, 4);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *top = new QHBoxLayout;
    top->addWidget(m_banner, 1);
    top->addWidget(m_advance);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_overrides);

    models::CampaignSession *session = editor->session();
    connect(session, &models::CampaignSession::sheetChanged, this, [this](const store::SheetRef &sheet) {
        // The crew's upgrades change what this sheet may hold, so a crew edit is read too.
        if (sheet == ref() || sheet.kind == u"crew"_s)
            reload();
    });
    connect(session, &models::CampaignSession::sheetsReset, this, &CharacterSheet::reload);
    connect(editor, &SheetEditor::languageChanged, this, &CharacterSheet::reload);
    connect(editor, &SheetEditor::overrideChanged, this, &CharacterSheet::reload);
    connect(editor, &SheetEditor::eventsHappened, this, [this](const store::SheetRef &sheet, const QList<blades::Event> &events) {
        for (const blades::Event &e : events) {
            if (sheet == ref() && e.code == u"advance.pending"_s) {
                takeAdvances();
                return;
            }
        }
    });
    reload();
}

store::SheetRef CharacterSheet::ref() const
{
    return {u"character"_s, QString::number(m_id)};
}

QString CharacterSheet::title() const
{
    const blades::Character &c = m_state.sheet;
    return c.name.isEmpty() ? (c.alias.isEmpty() ? tr("New scoundrel") : c.alias) : c.name;
}

void CharacterSheet::reload()
{
    const store::CampaignStore &store = m_editor->session()->store();
    const std::optional<blades::Character> sheet = blades::character(store, m_id);
    if (!sheet)
        return; // removed: the tab is closed by its owner
    const QString before = title();
    m_state.id = m_id;
    m_state.sheet = *sheet;
    const blades::RulePack &pack = m_editor->packFor(sheet->rulePack);
    m_state.crew = models::benefitsOf(store, m_id, pack);
    m_state.limits = blades::limitsFor(*sheet, pack, m_state.crew);
    for (CharacterPanel *panel : std::as_const(m_panels))
        panel->showState(m_state);
    showBanner();
    if (title() != before)
        Q_EMIT titleChanged(title());
}

void CharacterSheet::showBanner()
{
    const blades::Character &c = m_state.sheet;
    QStringList lines;
    if (c.phase == blades::CharacterPhase::Creation)
        lines << tr("In creation: place the dots, choose one ability, a friend and a rival.");
    if (c.status != blades::CharacterStatus::Active)
        lines << (c.status == blades::CharacterStatus::Dead ? tr("Dead — the sheet is kept as it was.")
                  : c.status == blades::CharacterStatus::Retired ? tr("Retired — the sheet is kept as it was.")
                                                                 : tr("Incarcerated."));
    if (const QString note = m_editor->packNote(c.rulePack); !note.isEmpty())
        lines << note;
    m_banner->showLines(lines, m_editor->overrideOn());

    int pending = c.pendingPlaybookAdvances;
    for (int n : c.pendingAttributeAdvances)
        pending += n;
    m_advance->setVisible(pending > 0);
    m_advance->setText(tr("Take %n advance(s)…", nullptr, pending));

    QStringList overridden;
    for (const rules::Override &o : c.overrides)
        overridden << l10n::ViolationText::describe({o.code, o.field, {}, true}, m_editor->packFor(c.rulePack), m_editor->language()) +
                          (o.reason.isEmpty() ? QString() : u" ("_s + o.reason + u')');
    m_overrides->setText(overridden.isEmpty() ? QString() : tr("GM overrides on this sheet: %1").arg(overridden.join(u"; "_s)));
    m_overrides->setVisible(!overridden.isEmpty());
}

void CharacterSheet::takeAdvances()
{
    // One dialog per advance: each choice changes what the next may offer.
    for (int guard = 0; guard < 16; ++guard) {
        const blades::Character &c = m_state.sheet;
        int pending = c.pendingPlaybookAdvances;
        for (int n : c.pendingAttributeAdvances)
            pending += n;
        if (pending == 0)
            return;
        AdvancementDialog dialog(c, m_editor->packFor(c.rulePack), m_editor->language(), m_state.crew, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const bool done = m_editor->editCharacter(m_id, u"character.take_advance"_s, SW_TR_LABEL("Take an advance"),
                                                  [&dialog](const blades::Character &sheet, const blades::RulePack &,
                                                            const blades::CrewBenefits &) { return dialog.apply(sheet); });
        if (!done)
            return;
    }
}

void CharacterSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CharacterSheet::retranslate()
{
    if (m_state.id)
        showBanner();
}

} // namespace sw::ui
