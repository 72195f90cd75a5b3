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
#include <QScrollBar>
#include <QSet>
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
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, &ClocksBoard::fetchMoreAtEnd);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, &ClocksBoard::fetchMoreAtEnd);
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
    // Every owner kind, then the owners of the clocks shown (the board reads its clocks a page at a
    // time, #20: a campaign's every crew, scoundrel and faction would be tens of thousands of
    // items), and the owner the board is filtered by.
    const QSignalBlocker blocker(m_filter);
    m_filter->clear();
    m_filter->addItem(tr("All clocks"), QString());
    m_filter->addItem(GmWords::ownerKind(u"campaign"_s), u"campaign:"_s);
    for (const QString &kind : {u"crew"_s, u"character"_s, u"faction"_s})
        m_filter->addItem(tr("%1: all").arg(GmWords::ownerKind(kind)), QString(kind + u':'));
    QSet<QString> listed;
    const auto addOwner = [&](const QString &kind, const QString &id, const QString &name) {
        const QString key = kind + u':' + id;
        if (kind == u"campaign"_s || id.isEmpty() || listed.contains(key))
            return;
        listed.insert(key);
        m_filter->addItem(u"%1: %2"_s.arg(GmWords::ownerKind(kind), name.isEmpty() ? id : name), key);
    };
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, models::GmClocksModel::OwnerColumn);
        addOwner(index.data(models::GmClocksModel::OwnerKindRole).toString(),
                 index.data(models::GmClocksModel::OwnerIdRole).toString(), index.data().toString());
    }
    const QString current = m_model->ownerFilterKind().isEmpty()
        ? QString()
        : m_model->ownerFilterKind() + u':' + m_model->ownerFilterId();
    if (!m_model->ownerFilterId().isEmpty() && m_filter->findData(current) < 0 && m_context->session()) {
        const QString kind = m_model->ownerFilterKind();
        const QString id = m_model->ownerFilterId();
        if (const auto kindId = blades::clockOwnerKindFromId(kind))
            addOwner(kind, id, m_model->ownerName(*kindId, id));
    }
    m_filter->setCurrentIndex(std::max(0, m_filter->findData(current)));
}

void ClocksBoard::rebuild()
{
    m_faces.clear();
    // The old cards may hold the clock that was just clicked: let go of them after the click.
    const int scrolled = m_scroll->verticalScrollBar()->value();
    QWidget *old = m_scroll->takeWidget();
    m_cards = new QWidget;
    auto *column = new QVBoxLayout(m_cards);
    m_grid = new QGridLayout;
    m_grid->setSpacing(12);
    column->addLayout(m_grid);
    column->addStretch(1); // the cards stay at the top, however few
    for (int row = 0; row < m_model->rowCount(); ++row)
        addCard(row);
    for (int col = 0; col < kColumns; ++col)
        m_grid->setColumnStretch(col, 1);
    m_scroll->setWidget(m_cards);
    m_cards->adjustSize();
    m_scroll->verticalScrollBar()->setValue(scrolled); // a step keeps the place on the board
    if (old)
        old->deleteLater();
    m_empty->setVisible(m_model->rowCount() == 0);
    fillFilter();
}

// The next page of clocks once the board is scrolled to its end (#20), and more while the cards
// do not fill the board (there is nothing to scroll yet): their cards are added below the others.
void ClocksBoard::fetchMoreAtEnd()
{
    QScrollBar *bar = m_scroll->verticalScrollBar();
    if (bar->value() < bar->maximum() - bar->pageStep() / 4)
        return;
    const int first = m_model->rowCount();
    int shown = first;
    while (m_model->canFetchMore({})) {
        m_model->fetchMore({});
        for (; shown < m_model->rowCount(); ++shown)
            addCard(shown);
        if (!m_scroll->isVisible() || m_cards->sizeHint().height() > m_scroll->viewport()->height())
            break;
    }
    if (shown == first)
        return;
    m_cards->adjustSize();
    fillFilter();
}

void ClocksBoard::addCard(int row)
{
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
