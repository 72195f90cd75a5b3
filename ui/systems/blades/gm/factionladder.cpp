#include "systems/blades/gm/factionladder.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "readonlypage.h"

#include "systems/blades/crew.h"
#include "systems/blades/gm/factiondialog.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "systems/blades/models/gmladdermodel.h"
#include "systems/blades/sheets/refusalfeedback.h"
#include "widgets/clockface.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace sw::ui {

FactionLadder::FactionLadder(GmContext *context, QWidget *parent)
    : QWidget(parent), m_context(context), m_model(new models::GmLadderModel(this))
{
    setObjectName(u"factionLadder"_s);
    m_model->setLabeler(GmWords::labeler());
    m_crewLabel = new QLabel(this);
    m_crew = new QComboBox(this);
    m_crew->setObjectName(u"ladderCrew"_s);
    m_crewLabel->setBuddy(m_crew);
    m_war = new QLabel(this);
    m_war->setObjectName(u"warBanner"_s);
    m_war->setWordWrap(true);
    m_war->setTextFormat(Qt::RichText);
    m_war->setStyleSheet(u"QLabel { background: #7a1f1f; color: white; padding: 6px; border-radius: 3px; }"_s);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"ladderView"_s);
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(true);
    m_addExample = new QPushButton(this);
    m_addExample->setObjectName(u"addExample"_s);
    m_new = new QPushButton(this);
    m_new->setObjectName(u"newFaction"_s);
    m_edit = new QPushButton(this);
    m_edit->setObjectName(u"editFaction"_s);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"removeFaction"_s);
    m_statusUp = new QPushButton(this);
    m_statusUp->setObjectName(u"statusUp"_s);
    m_statusDown = new QPushButton(this);
    m_statusDown->setObjectName(u"statusDown"_s);
    m_clocks = new QPushButton(this);
    m_clocks->setObjectName(u"factionClocks"_s);
    m_detail = new QLabel(this);
    m_detail->setObjectName(u"factionDetail"_s);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_goalClocks = new QWidget(this);
    m_goalLayout = new QHBoxLayout(m_goalClocks);
    m_goalLayout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    top->addWidget(m_crewLabel);
    top->addWidget(m_crew, 1);
    top->addStretch();
    top->addWidget(m_addExample);
    top->addWidget(m_new);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_statusUp);
    actions->addWidget(m_statusDown);
    actions->addStretch();
    actions->addWidget(m_clocks);
    actions->addWidget(m_edit);
    actions->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_war);
    layout->addWidget(m_view, 1);
    layout->addLayout(actions);
    layout->addWidget(m_detail);
    layout->addWidget(m_goalClocks);

    connect(m_crew, &QComboBox::activated, this, [this] { m_model->setCrew(m_crew->currentData().toLongLong()); });
    connect(m_addExample, &QPushButton::clicked, this, &FactionLadder::addFromExamples);
    connect(m_new, &QPushButton::clicked, this, &FactionLadder::newFaction);
    connect(m_edit, &QPushButton::clicked, this, &FactionLadder::editFaction);
    connect(m_remove, &QPushButton::clicked, this, &FactionLadder::removeFaction);
    connect(m_statusUp, &QPushButton::clicked, this, [this] { changeStatus(+1); });
    connect(m_statusDown, &QPushButton::clicked, this, [this] { changeStatus(-1); });
    connect(m_clocks, &QPushButton::clicked, this, [this] {
        if (!currentFaction().isEmpty())
            Q_EMIT clocksRequested(currentFaction());
    });
    // What only changes the view stays when the board is greyed (readonlypage.h); editing does not.
    markAsViewOnly(m_crew);
    markAsViewOnly(m_clocks);
    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (m_model->faction(index) && pageWritable(this))
            editFaction();
    });
    // A faction whose status changes leaves its rung for another (removed, then inserted): it
    // stays the one selected.
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this](const QModelIndex &rung, int first, int last) {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid() && current.parent() == rung && current.row() >= first && current.row() <= last)
            m_selected = currentFaction();
    });
    connect(m_model, &models::GmModelBase::updated, this, [this] {
        m_view->expandAll();
        for (int c = 0; c < models::GmLadderModel::ColumnCount - 1; ++c)
            m_view->resizeColumnToContents(c);
        showCrew();
        if (!m_selected.isEmpty())
            selectFaction(std::exchange(m_selected, QString()));
        showWar();
        showDetail();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &FactionLadder::showDetail);
    // Rung 0 a page at a time: the next when its last faction scrolls into view (by wheel,
    // scroll bar or keys), or after a change when it is in view already.
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &FactionLadder::readMoreIfShown);
    connect(m_model, &models::GmModelBase::updated, this, &FactionLadder::readMoreIfShown, Qt::QueuedConnection);
    const auto follow = [this] {
        if (m_session)
            m_session->disconnect(this);
        m_session = m_context->session();
        // The crews' list is read again when a step changes a crew, not on every step.
        if (m_session) {
            connect(m_session, &models::CampaignSession::sheetsChanged, this, [this](const store::Receipt &step) {
                for (const store::SheetRef &ref : step.sheets) {
                    if (ref.kind == u"crew"_s)
                        return fillCrews();
                }
            });
        }
        m_model->setLanguage(m_context->language());
        m_model->setSession(m_session);
        fillCrews();
    };
    connect(m_context, &GmContext::editorChanged, this, follow);
    follow();
    retranslate();
}

QString FactionLadder::currentFaction() const
{
    const auto f = m_model->faction(m_view->currentIndex());
    return f ? f->id : QString();
}

void FactionLadder::selectFaction(const QString &id)
{
    const QModelIndex index = m_model->indexOf(id);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void FactionLadder::setCrew(qint64 crew)
{
    m_model->setCrew(crew);
}

void FactionLadder::readMoreIfShown()
{
    const QModelIndex rung = m_model->neutralRung();
    if (!m_model->hasMoreNeutral() || !rung.isValid() || !m_view->isExpanded(rung))
        return;
    const int rows = m_model->rowCount(rung);
    const QRect last = m_view->visualRect(rows > 0 ? m_model->index(rows - 1, 0, rung) : rung);
    if (last.top() < m_view->viewport()->height())
        m_model->readMoreNeutral();
}

void FactionLadder::fillCrews()
{
    {
        const QSignalBlocker blocker(m_crew);
        m_crew->clear();
        if (models::CampaignSession *s = m_context->session()) {
            for (const store::SheetInfo &info : s->store().list(u"crew"_s))
                m_crew->addItem(info.name, info.ref.id.toLongLong());
        }
    }
    showCrew();
}

void FactionLadder::showCrew()
{
    const QSignalBlocker blocker(m_crew);
    const qint64 shown = m_model->crewSheet() ? (m_model->crew() ? m_model->crew() : m_crew->itemData(0).toLongLong()) : 0;
    m_crew->setCurrentIndex(std::max(0, m_crew->findData(shown)));
    const bool haveCrew = m_model->crewSheet().has_value();
    m_statusUp->setEnabled(haveCrew);
    m_statusDown->setEnabled(haveCrew);
}

void FactionLadder::showWar()
{
    const std::optional<blades::Crew> &crew = m_model->crewSheet();
    if (!crew || !blades::atWar(*crew) || !m_context->ready()) {
        m_war->hide();
        return;
    }
    const blades::WarEffects war = blades::warEffects(*crew, m_context->pack());
    QStringList enemies;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex rung = m_model->index(r, 0);
        if (!rung.data(models::GmLadderModel::AtWarRole).toBool())
            continue;
        for (int i = 0; i < m_model->rowCount(rung); ++i)
            enemies << m_model->index(i, 0, rung).data().toString().toHtmlEscaped();
    }
    const blades::CrewStanding standing = blades::effectiveStanding(*crew, m_context->pack());
    const QString hold = standing.hold == blades::Hold::Weak ? tr("weak") : tr("strong");
    m_war->setText(tr("<b>At war</b> with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · "
                      "%n downtime activity per scoundrel",
                      nullptr, war.downtimeActivities)
                       .arg(wizard::joined(enemies, m_context->language()))
                       .arg(war.heatPerScore)
                       .arg(hold)
                       .arg(standing.tier));
    m_war->show();
}

void FactionLadder::showDetail()
{
    while (QLayoutItem *item = m_goalLayout->takeAt(0)) {
        if (item->widget())
            item->widget()->deleteLater();
        delete item;
    }
    const std::optional<blades::Faction> f = m_model->faction(m_view->currentIndex());
    m_edit->setEnabled(f.has_value());
    m_remove->setEnabled(f.has_value());
    m_clocks->setEnabled(f.has_value());
    const bool haveCrew = m_model->crewSheet().has_value();
    m_statusUp->setEnabled(f && haveCrew);
    m_statusDown->setEnabled(f && haveCrew);
    if (!f || !m_context->ready()) {
        m_detail->setText(tr("Pick a faction to see its notes and goal clocks."));
        return;
    }
    const QModelIndex row = m_view->currentIndex();
    const auto cell = [&](int column) { return m_model->index(row.row(), column, row.parent()).data().toString(); };
    QString text = tr("%1 — %2, tier %3, %4 hold").arg(cell(models::GmLadderModel::NameColumn),
                                                      cell(models::GmLadderModel::CategoryColumn),
                                                      cell(models::GmLadderModel::TierColumn),
                                                      cell(models::GmLadderModel::HoldColumn));
    if (!f->turf.isEmpty())
        text += u"\n"_s + tr("Turf: %1").arg(f->turf);
    if (!f->notes.isEmpty())
        text += u"\n"_s + f->notes;
    m_detail->setText(text);
    // The faction's own clocks: a range of the store's clock order, not every clock (#20).
    for (const blades::ClockEntry &c : blades::clockPage(m_context->session()->store(), u"faction"_s, f->id, 0, 1000)) {
        auto *box = new QWidget(m_goalClocks);
        auto *v = new QVBoxLayout(box);
        auto *face = new ClockFace(box);
        face->setObjectName(u"goal_"_s + c.id);
        face->setSegments(c.clock.segments);
        face->setValue(c.clock.filled);
        face->setFixedSize(64, 64);
        face->setAccessibleName(c.name);
        auto *name = new QLabel(u"%1 %2/%3"_s.arg(c.name).arg(c.clock.filled).arg(c.clock.segments), box);
        name->setAlignment(Qt::AlignHCenter);
        v->addWidget(face, 0, Qt::AlignHCenter);
        v->addWidget(name);
        connect(face, &ClockFace::valueRequested, this, [this, face, id = c.id, clockName = c.name](int value) {
            QPointer<ClockFace> guard(face);
            const gm::GmResult r = m_context->run(SW_TR_LABEL("Clock %1: %2").arg(clockName).arg(value),
                                                  [&](gm::GmTable &t) { return t.setClockFill(id, value); });
            if (!r.ok && guard)
                RefusalFeedback::show(guard, m_context->explain(r.refused));
        });
        m_goalLayout->addWidget(box);
    }
    m_goalLayout->addStretch();
}

void FactionLadder::addFromExamples()
{
    if (!m_context->ready())
        return;
    ExampleFactionsDialog dialog(m_context, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    for (const QString &id : dialog.chosen())
        addFaction(id);
}

void FactionLadder::addFaction(const QString &id)
{
    for (const blades::ExampleFaction &e : m_context->pack().factions) {
        if (e.id != id)
            continue;
        const blades::Faction f = gm::GmTable::fromExample(e);
        m_context->run(SW_TR_LABEL("Add faction %1").arg(labelWords(e.name)), [&](gm::GmTable &t) { return t.saveFaction(f); });
        selectFaction(id);
        return;
    }
}

void FactionLadder::newFaction()
{
    if (!m_context->ready())
        return;
    blades::Faction blank;
    blank.tier = 1;
    FactionDialog dialog(m_context, blank, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const blades::Faction f = dialog.faction();
    const gm::GmResult r = m_context->run(SW_TR_LABEL("New faction %1").arg(f.name), [&](gm::GmTable &t) { return t.saveFaction(f); });
    if (r.ok)
        selectFaction(r.id);
    else
        RefusalFeedback::show(m_new, m_context->explain(r.refused));
}

void FactionLadder::editFaction()
{
    const std::optional<blades::Faction> f = m_model->faction(m_view->currentIndex());
    if (!f)
        return;
    FactionDialog dialog(m_context, *f, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const blades::Faction edited = dialog.faction();
    const gm::GmResult r = m_context->run(SW_TR_LABEL("Edit faction %1").arg(m_model->factionName(edited)),
                                          [&](gm::GmTable &t) { return t.saveFaction(edited); });
    if (!r.ok)
        RefusalFeedback::show(m_edit, m_context->explain(r.refused));
}

void FactionLadder::removeFaction()
{
    const std::optional<blades::Faction> f = m_model->faction(m_view->currentIndex());
    if (!f)
        return;
    m_context->run(SW_TR_LABEL("Remove faction %1").arg(m_model->factionName(*f)), [&](gm::GmTable &t) { return t.removeFaction(f->id); });
}

void FactionLadder::changeStatus(int delta)
{
    const std::optional<blades::Faction> f = m_model->faction(m_view->currentIndex());
    const std::optional<blades::Crew> &crew = m_model->crewSheet();
    if (!f || !crew)
        return;
    const int status = crew->factionStatus.value(f->id) + delta;
    const qint64 crewId = m_crew->currentData().toLongLong();
    QPushButton *source = delta > 0 ? m_statusUp : m_statusDown;
    const gm::GmResult r = m_context->run(SW_TR_LABEL("Status with %1: %2").arg(m_model->factionName(*f)).arg(status),
                                          [&](gm::GmTable &t) { return t.setStatus(crewId, f->id, status); });
    if (!r.ok)
        RefusalFeedback::show(source, m_context->explain(r.refused));
}

void FactionLadder::retranslate()
{
    m_crewLabel->setText(tr("Status of c&rew:"));
    m_addExample->setText(tr("&Add from Rule Pack…"));
    m_addExample->setToolTip(tr("Take factions from the rule pack's examples, with their tier and hold (B §7.1)."));
    m_new->setText(tr("&New Faction…"));
    m_new->setToolTip(tr("Make up a faction of your own."));
    m_edit->setText(tr("&Edit…"));
    m_remove->setText(tr("Re&move"));
    m_remove->setToolTip(tr("Removes the faction, its goal clocks and every crew's status with it."));
    m_statusUp->setText(tr("Status &+1"));
    m_statusUp->setToolTip(tr("The crew helped this faction: status +1, at most +3 (B §7.3)."));
    m_statusDown->setText(tr("Status &−1"));
    m_statusDown->setToolTip(tr("The crew hurt this faction: status −1; at −3 the faction goes to war with the crew (B §7.3, §1.8)."));
    m_clocks->setText(tr("&Goal Clocks"));
    m_clocks->setToolTip(tr("The faction's clocks on the clocks board."));
    m_model->setHeaders({tr("Faction"), tr("Tier"), tr("Hold"), tr("Category"), tr("Goal clocks"), tr("Notes")});
    m_model->setLanguage(m_context->language());
    m_view->setToolTip(tr("The ladder: +3 allies at the top, −3 war at the bottom; within a rung by tier (B §7.2)."));
    showWar();
    showDetail();
}

void FactionLadder::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
