#include "systems/blades/gm/clocksboard.h"

#include "common/undolabel.h"
#include "readonlypage.h"

#include "systems/blades/gm/clockdialog.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "rules/clock.h"
#include "systems/blades/sheets/refusalfeedback.h"
#include "widgets/clockface.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
constexpr int kColumns = 4;
}

ClocksBoard::ClocksBoard(GmContext *context, QWidget *parent)
    : QWidget(parent), m_context(context), m_model(new models::GmClocksModel(this))
{
    setObjectName(u"clocksBoard"_s);
    m_model->setLabeler(GmWords::labeler());
    m_filterLabel = new QLabel(this);
    m_filter = new QComboBox(this);
    m_filter->setObjectName(u"ownerFilter"_s);
    markAsViewOnly(m_filter); // a filter stays when the board is greyed (readonlypage.h)
    m_filterLabel->setBuddy(m_filter);
    m_new = new QPushButton(this);
    m_new->setObjectName(u"newClock"_s);
    m_empty = new QLabel(this);
    m_empty->setObjectName(u"clocksEmpty"_s);
    m_empty->setWordWrap(true);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filterLabel);
    bar->addWidget(m_filter, 1);
    bar->addStretch();
    bar->addWidget(m_new);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_scroll, 1);

    connect(m_new, &QPushButton::clicked, this, &ClocksBoard::newClock);
    connect(m_filter, &QComboBox::activated, this, [this] {
        const QStringList key = m_filter->currentData().toString().split(u':');
        m_model->setOwnerFilter(key.value(0), key.value(1));
    });
    connect(m_model, &models::GmModelBase::updated, this, &ClocksBoard::rebuild);
    const auto follow = [this] {
        m_model->setSession(m_context->session());
        m_model->setLanguage(m_context->language());
    };
    connect(m_context, &GmContext::editorChanged, this, follow);
    follow();
    retranslate();
}

void ClocksBoard::showOwner(const QString &ownerKind, const QString &ownerId)
{
    m_model->setOwnerFilter(ownerKind, ownerId);
    fillFilter();
}

ClockFace *ClocksBoard::face(const QString &clockId) const
{
    return m_faces.value(clockId);
}

void ClocksBoard::fillFilter()
{
    const QSignalBlocker blocker(m_filter);
    m_filter->clear();
    m_filter->addItem(tr("All clocks"), QString());
    m_filter->addItem(GmWords::ownerKind(u"campaign"_s), u"campaign:"_s);
    if (models::CampaignSession *s = m_context->session()) {
        for (const QString &kind : {u"crew"_s, u"character"_s}) {
            for (const store::SheetInfo &info : s->store().list(kind))
                m_filter->addItem(u"%1: %2"_s.arg(GmWords::ownerKind(kind), info.name), QString(kind + u':' + info.ref.id));
        }
        for (const blades::Faction &f : blades::factions(s->store())) {
            QString name = f.name;
            for (const blades::ExampleFaction &e : blades::sessionPack(*s).factions) {
                if (name.isEmpty() && e.id == f.id)
                    name = e.name.in(m_context->language());
            }
            m_filter->addItem(u"%1: %2"_s.arg(GmWords::ownerKind(u"faction"_s), name.isEmpty() ? f.id : name),
                              QString(u"faction:"_s + f.id));
        }
    }
    const QString current = m_model->ownerFilterKind().isEmpty()
        ? QString()
        : m_model->ownerFilterKind() + u':' + m_model->ownerFilterId();
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(current)));
}

void ClocksBoard::rebuild()
{
    fillFilter();
    m_faces.clear();
    // The old cards may hold the clock that was just clicked: let go of them after the click.
    QWidget *old = m_scroll->takeWidget();
    m_cards = new QWidget;
    m_grid = new QGridLayout(m_cards);
    m_grid->setSpacing(12);
    const Language lang = m_context->language();
    Q_UNUSED(lang);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const blades::ClockEntry *c = m_model->clockAt(row);
        const QModelIndex index = m_model->index(row, 0);
        const QString kindId = index.data(models::GmClocksModel::KindRole).toString();
        const bool locked = index.data(models::GmClocksModel::LockedRole).toBool();

        auto *card = new QFrame(m_cards);
        card->setObjectName(u"clock_"_s + c->id);
        card->setFrameShape(QFrame::StyledPanel);
        auto *v = new QVBoxLayout(card);
        auto *name = new QLabel(c->name, card);
        name->setObjectName(u"clockTitle"_s);
        name->setAlignment(Qt::AlignHCenter);
        name->setWordWrap(true);
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        auto *face = new ClockFace(card);
        face->setObjectName(u"face_"_s + c->id);
        face->setSegments(c->clock.segments);
        face->setValue(c->clock.filled);
        face->setMinimumSize(96, 96);
        face->setEnabled(!locked);
        face->setAccessibleName(c->name);
        face->setToolTip(GmWords::clockKindRule(kindId));
        name->setBuddy(face);
        m_faces.insert(c->id, face);
        connect(face, &ClockFace::valueRequested, this, [this, id = c->id](int value) { requestFill(id, value); });

        QStringList info;
        info << GmWords::clockKind(kindId) + u" · "_s + m_model->index(row, models::GmClocksModel::OwnerColumn).data().toString();
        info << tr("%1 of %2 filled").arg(c->clock.filled).arg(c->clock.segments);
        const auto nameOf = [this](const QString &id) {
            const int r = m_model->rowOf(id);
            if (r >= 0)
                return m_model->clockAt(r)->name;
            if (m_context->session()) {
                if (const auto other = blades::clock(m_context->session()->store(), id))
                    return other->name;
            }
            return id;
        };
        if (!c->linkedTo.isEmpty())
            info << tr("Unlocks: %1").arg(nameOf(c->linkedTo));
        if (!c->racing.isEmpty())
            info << tr("Races: %1").arg(nameOf(c->racing));
        if (locked)
            info << tr("Locked until the clock before it is complete");
        if (rules::isComplete(c->clock))
            info << tr("Complete");
        if (c->hidden)
            info << tr("GM only");
        auto *details = new QLabel(info.join(u'\n'), card);
        details->setObjectName(u"clockInfo"_s);
        details->setAlignment(Qt::AlignHCenter);
        details->setWordWrap(true);

        auto *buttons = new QHBoxLayout;
        buttons->addStretch();
        auto *edit = new QToolButton(card);
        edit->setObjectName(u"editClock"_s);
        edit->setText(tr("Edit…"));
        connect(edit, &QToolButton::clicked, this, [this, id = c->id] { editClock(id); });
        buttons->addWidget(edit);
        if (c->ownerKind == blades::ClockOwnerKind::Faction) {
            auto *roll = new QToolButton(card);
            roll->setObjectName(u"rollFactionClock"_s);
            roll->setText(tr("Faction roll"));
            roll->setToolTip(tr("The faction turn: a fortune roll on the faction's tier ticks 1, 2, 3 or 5 segments (C §9)."));
            connect(roll, &QToolButton::clicked, this, [this, id = c->id] {
                m_context->run(SW_TR_LABEL("Faction clock roll"), [&](gm::GmTable &t) { return t.rollFactionClock(id); });
            });
            buttons->addWidget(roll);
        }
        auto *remove = new QToolButton(card);
        remove->setObjectName(u"removeClock"_s);
        remove->setText(tr("Remove"));
        connect(remove, &QToolButton::clicked, this, [this, id = c->id, clockName = c->name] {
            m_context->run(SW_TR_LABEL("Remove clock %1").arg(clockName), [&](gm::GmTable &t) { return t.removeClock(id); });
        });
        buttons->addWidget(remove);
        buttons->addStretch();

        v->addWidget(name);
        v->addWidget(face, 1, Qt::AlignHCenter);
        v->addWidget(details);
        v->addLayout(buttons);
        m_grid->addWidget(card, row / kColumns, row % kColumns, Qt::AlignTop);
    }
    for (int col = 0; col < kColumns; ++col)
        m_grid->setColumnStretch(col, 1);
    m_grid->setRowStretch(m_grid->rowCount(), 1);
    m_scroll->setWidget(m_cards);
    if (old)
        old->deleteLater();
    m_empty->setVisible(m_model->rowCount() == 0);
}

void ClocksBoard::requestFill(const QString &id, int filled)
{
    const blades::ClockEntry *c = m_model->clockAt(m_model->rowOf(id));
    if (!c)
        return;
    QPointer<ClockFace> face = m_faces.value(id);
    const gm::GmResult r = m_context->run(SW_TR_LABEL("Clock %1: %2 of %3").arg(c->name).arg(filled).arg(c->clock.segments),
                                          [&](gm::GmTable &t) { return t.setClockFill(id, filled); });
    if (!r.ok && face) {
        QString why = m_context->explain(r.refused);
        if (why.isEmpty())
            why = r.error;
        RefusalFeedback::show(face, why);
    }
}

void ClocksBoard::newClock()
{
    if (!m_context->ready())
        return;
    blades::ClockEntry blank;
    blank.clock.segments = 4;
    const QString filterKind = m_model->ownerFilterKind();
    if (const auto kind = blades::clockOwnerKindFromId(filterKind)) {
        blank.ownerKind = *kind;
        blank.ownerId = m_model->ownerFilterId();
    }
    ClockDialog dialog(m_context, blank, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const blades::ClockEntry made = dialog.clock();
    m_context->run(SW_TR_LABEL("New clock %1").arg(made.name), [&](gm::GmTable &t) { return t.saveClock(made); });
}

void ClocksBoard::editClock(const QString &id)
{
    if (!m_context->ready())
        return;
    const std::optional<blades::ClockEntry> c = blades::clock(m_context->session()->store(), id);
    if (!c)
        return;
    ClockDialog dialog(m_context, *c, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const blades::ClockEntry edited = dialog.clock();
    m_context->run(SW_TR_LABEL("Edit clock %1").arg(edited.name), [&](gm::GmTable &t) { return t.saveClock(edited); });
}

void ClocksBoard::retranslate()
{
    m_filterLabel->setText(tr("&Show:"));
    m_filter->setToolTip(tr("Only the clocks of one owner: the campaign, a crew, a scoundrel or a faction."));
    m_new->setText(tr("&New Clock…"));
    m_new->setToolTip(tr("A clock of 4, 6, 8, 10 or 12 segments (A §6)."));
    m_empty->setText(tr("No clocks yet. A clock tracks an obstacle, a danger or a goal: make one with New Clock."));
    m_model->setLanguage(m_context->language());
    rebuild();
}

void ClocksBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
