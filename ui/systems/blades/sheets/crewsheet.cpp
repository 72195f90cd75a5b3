#include "systems/blades/sheets/crewsheet.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/blades/sheets/claimspanel.h"
#include "systems/blades/sheets/crewidentitypanel.h"
#include "systems/blades/sheets/crewlistspanel.h"
#include "systems/blades/sheets/crewpeoplepanel.h"
#include "systems/blades/sheets/crewtrackspanel.h"
#include "systems/blades/sheets/sheetbanner.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/wizards/crewadvancedialog.h"
#include "systems/blades/store/campaignsheets.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

CrewSheet::CrewSheet(SheetEditor *editor, qint64 id, QWidget *parent) : QWidget(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"crewSheet_%1"_s.arg(id));
    m_banner = new SheetBanner(this);

    auto *identity = new CrewIdentityPanel(editor, this);
    auto *tracks = new CrewTracksPanel(editor, this);
    auto *claims = new ClaimsPanel(editor, this);
    auto *people = new CrewPeoplePanel(editor, this);
    auto *lists = new CrewListsPanel(editor, this);
    m_panels = {identity, tracks, claims, people, lists};
    connect(tracks, &CrewTracksPanel::advanceRequested, this, &CrewSheet::takeAdvances);

    auto *page = new QWidget(this);
    auto *columns = new QHBoxLayout(page);
    columns->setSpacing(14);
    auto *left = new QVBoxLayout;
    left->addWidget(identity);
    left->addSpacing(12);
    left->addWidget(tracks);
    left->addStretch(1);
    auto *middle = new QVBoxLayout;
    middle->addWidget(claims);
    middle->addSpacing(12);
    middle->addWidget(people, 1);
    columns->addLayout(left, 4);
    columns->addWidget(sheetRule(page));
    columns->addLayout(middle, 6);
    columns->addWidget(sheetRule(page));
    columns->addWidget(lists, 4);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_banner);
    layout->addWidget(scroll, 1);

    models::CampaignSession *session = editor->session();
    connect(session, &models::CampaignSession::sheetChanged, this, [this](const store::SheetRef &sheet) {
        if (sheet == ref() || sheet.kind == u"faction"_s)
            reload();
    });
    connect(session, &models::CampaignSession::sheetsReset, this, &CrewSheet::reload);
    connect(editor, &SheetEditor::languageChanged, this, &CrewSheet::reload);
    connect(editor, &SheetEditor::overrideChanged, this, &CrewSheet::reload);
    connect(editor, &SheetEditor::eventsHappened, this, [this](const store::SheetRef &sheet, const QList<blades::Event> &events) {
        for (const blades::Event &e : events) {
            if (sheet == ref() && e.code == u"crew.advance_pending"_s) {
                takeAdvances();
                return;
            }
        }
    });
    reload();
}

store::SheetRef CrewSheet::ref() const
{
    return {u"crew"_s, QString::number(m_id)};
}

QString CrewSheet::title() const
{
    return m_state.sheet.name.isEmpty() ? tr("New crew") : m_state.sheet.name;
}

void CrewSheet::reload()
{
    const store::CampaignStore &store = m_editor->session()->store();
    const std::optional<blades::Crew> sheet = blades::crew(store, m_id);
    if (!sheet)
        return;
    const QString before = title();
    m_state.id = m_id;
    m_state.sheet = *sheet;
    // The campaign's factions, and any the crew has a status with that the GM has not written up.
    m_state.factions.clear();
    QSet<QString> listed;
    for (const store::SheetInfo &info : store.list(u"faction"_s)) {
        if (const std::optional<blades::Faction> f = blades::faction(store, info.ref.id)) {
            m_state.factions.append(*f);
            listed.insert(f->id);
        }
    }
    for (auto it = sheet->factionStatus.begin(); it != sheet->factionStatus.end(); ++it) {
        if (listed.contains(it.key()))
            continue;
        blades::Faction f;
        f.id = it.key();
        for (const blades::ExampleFaction &e : m_editor->packFor(sheet->rulePack).factions) {
            if (e.id == f.id) {
                f.tier = e.tier;
                f.hold = e.hold;
                f.category = e.category;
            }
        }
        m_state.factions.append(f);
    }
    for (CrewPanel *panel : std::as_const(m_panels))
        panel->showState(m_state);
    showBanner();
    if (title() != before)
        Q_EMIT titleChanged(title());
}

void CrewSheet::showBanner()
{
    QStringList lines;
    if (m_state.sheet.phase == blades::CrewPhase::Creation)
        lines << tr("In creation: choose the crew's ability and upgrades.");
    // B §1.8: the war's effects as they are for this crew (War Dogs keeps hold and activities).
    if (const blades::WarEffects war = blades::warEffects(m_state.sheet, m_editor->packFor(m_state.sheet.rulePack)); war.atWar)
        lines << tr("At war: +%1 heat per score, %n downtime activity(s) per scoundrel, hold %2 while it lasts.", nullptr,
                    war.downtimeActivities)
                     .arg(war.heatPerScore)
                     .arg(war.holdLoss > 0 ? tr("1 lower") : tr("kept (War Dogs)"));
    if (const QString note = m_editor->packNote(m_state.sheet.rulePack); !note.isEmpty())
        lines << note;
    m_banner->showLines(lines, m_editor->overrideOn());
}

void CrewSheet::takeAdvances()
{
    for (int guard = 0; guard < 16 && m_state.sheet.pendingAdvances > 0; ++guard) {
        CrewAdvanceDialog dialog(m_state.sheet, m_editor->packFor(m_state.sheet.rulePack), m_editor->language(), this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (!m_editor->editCrew(m_id, u"crew.take_advance"_s, SW_TR_LABEL("Take a crew advance"),
                                [&dialog](const blades::Crew &c, const blades::RulePack &) { return dialog.apply(c); }))
            return;
    }
}

void CrewSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_state.id)
        showBanner();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
