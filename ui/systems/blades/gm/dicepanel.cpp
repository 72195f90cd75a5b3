#include "systems/blades/gm/dicepanel.h"

#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/gmrolllogmodel.h"
#include "systems/blades/dice/odds.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/procedures/tables.h"
#include "systems/blades/store/campaignsheets.h"
#include "models/campaignsession.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

DicePanel::DicePanel(GmContext *context, QWidget *parent)
    : QWidget(parent), m_context(context), m_log(new models::GmRollLogModel(this))
{
    setObjectName(u"dicePanel"_s);
    m_log->setLabeler(GmWords::labeler());
    m_form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"rollKind"_s);
    m_crew = new QComboBox(this);
    m_crew->setObjectName(u"rollCrew"_s);
    m_tierNote = new QLabel(this);
    m_tierNote->setObjectName(u"rollTierNote"_s);
    m_tierNote->setWordWrap(true);
    m_pool = new QSpinBox(this);
    m_pool->setObjectName(u"rollPool"_s);
    m_pool->setRange(0, rules::kMaxOddsPool);
    m_pool->setValue(2);
    m_position = new QComboBox(this);
    m_position->setObjectName(u"rollPosition"_s);
    m_effect = new QComboBox(this);
    m_effect->setObjectName(u"rollEffect"_s);
    m_label = new QLineEdit(this);
    m_label->setObjectName(u"rollLabel"_s);
    m_odds = new QLabel(this);
    m_odds->setObjectName(u"rollOdds"_s);
    m_odds->setWordWrap(true);
    m_roll = new QPushButton(this);
    m_roll->setObjectName(u"rollDice"_s);
    m_result = new QLabel(this);
    m_result->setObjectName(u"rollResult"_s);
    m_result->setWordWrap(true);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"rollLog"_s);
    m_view->setRootIsDecorated(false);
    m_view->setModel(m_log);
    // Every column readable at the dock's default width: the short ones fit their contents, "For"
    // takes what is left.
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(models::GmRollLogModel::LabelColumn, QHeaderView::Stretch);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_log, signal, this, &DicePanel::fitLog);
    connect(m_log, &QAbstractItemModel::modelReset, this, &DicePanel::fitLog);
    connect(m_log, &QAbstractItemModel::dataChanged, this, &DicePanel::fitLog);
    m_form->addRow(new QLabel(this), m_kind);
    m_form->addRow(new QLabel(this), m_crew);
    m_form->addRow(m_tierNote);
    m_form->addRow(new QLabel(this), m_pool);
    m_form->addRow(new QLabel(this), m_position);
    m_form->addRow(new QLabel(this), m_effect);
    m_form->addRow(new QLabel(this), m_label);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_odds);
    layout->addWidget(m_roll);
    layout->addWidget(m_result);
    layout->addWidget(m_view, 1);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &DicePanel::followKind);
    connect(m_crew, &QComboBox::currentIndexChanged, this, [this] { followCrew(); });
    connect(m_pool, &QSpinBox::valueChanged, this, &DicePanel::showOdds);
    connect(m_roll, &QPushButton::clicked, this, &DicePanel::roll);
    connect(m_context, &GmContext::rolled, m_log, &models::GmRollLogModel::reload);
    const auto follow = [this] {
        m_log->setLanguage(m_context->language());
        m_log->setSession(m_context->session());
        fillCrews();
    };
    connect(m_context, &GmContext::editorChanged, this, follow);
    follow();
    retranslate();
    followKind();
}

void DicePanel::fillCrews()
{
    const qint64 current = m_crew->currentData().toLongLong();
    {
        const QSignalBlocker blocker(m_crew);
        m_crew->clear();
        if (models::CampaignSession *s = m_context->session()) {
            for (const store::SheetInfo &info : s->store().list(u"crew"_s))
                m_crew->addItem(info.name, info.ref.id.toLongLong());
        }
        m_crew->setCurrentIndex(std::max(0, m_crew->findData(current)));
    }
    followCrew();
}

void DicePanel::followKind()
{
    const QString kind = m_kind->currentData().toString();
    m_position->setEnabled(kind == u"action"_s);
    m_effect->setEnabled(kind == u"action"_s);
    const bool incarceration = kind == u"incarceration"_s;
    m_form->setRowVisible(m_crew, incarceration);
    m_form->setRowVisible(m_tierNote, incarceration);
    if (incarceration)
        fillCrews();
}

void DicePanel::followCrew(bool setPool)
{
    m_tierNote->clear();
    models::CampaignSession *session = m_context->session();
    if (m_kind->currentData().toString() != u"incarceration"_s || !session || m_crew->currentIndex() < 0)
        return;
    const std::optional<blades::Crew> crew = blades::crew(session->store(), m_crew->currentData().toLongLong());
    if (!crew)
        return;
    const blades::CrewStanding standing = blades::effectiveStanding(*crew, blades::sheetPack(*session, crew->rulePack));
    if (setPool)
        m_pool->setValue(standing.tier);
    m_tierNote->setText(standing.reduced ? tr("Tier %1 while at war (Tier %2 when the war ends); add a die for a Guard payoff or "
                                              "Prison contacts (C §6.3, B §1.8).").arg(standing.tier).arg(crew->tier)
                                         : tr("Tier %1; add a die for a Guard payoff or Prison contacts (C §6.3).").arg(standing.tier));
}

QString DicePanel::incarcerationOutcome(const store::RollRecord &rolled) const
{
    // The pack's own words for the result (its schema requires them for every result).
    models::CampaignSession *session = m_context->session();
    const std::optional<blades::Crew> crew = session ? blades::crew(session->store(), m_crew->currentData().toLongLong()) : std::nullopt;
    const blades::RulePack &pack = crew ? blades::sheetPack(*session, crew->rulePack) : m_context->pack();
    return blades::textFrom(blades::detail::scoreObject(pack, u"/incarceration/roll/results/"_s + rolled.result).value(u"summary"_s))
        .in(m_context->language());
}

void DicePanel::fitLog()
{
    // The dock is as wide as its widest need: every short column whole, and room for "For".
    int width = 2 * m_view->frameWidth() + m_view->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < models::GmRollLogModel::ColumnCount; ++column) {
        width += column == models::GmRollLogModel::LabelColumn
                     ? m_view->fontMetrics().horizontalAdvance(u"M"_s) * 8
                     : std::max(static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(column), m_view->header()->sectionSizeHint(column));
    }
    m_view->setMinimumWidth(width);
}

void DicePanel::showOdds()
{
    m_odds->setText(tr("Pool: %1").arg(GmWords::odds(m_pool->value())));
}

void DicePanel::roll()
{
    gm::RollRequest request;
    request.kind = m_kind->currentData().toString();
    request.pool = m_pool->value();
    request.position = m_position->currentData().toString();
    request.effect = m_effect->currentData().toString();
    request.label = m_label->text().trimmed().isEmpty() ? m_kind->currentText() : m_label->text().trimmed();
    const gm::GmResult r = m_context->roll(request);
    if (!r.ok || r.rolls.isEmpty()) {
        m_result->setText(r.refused.isEmpty() ? r.error : m_context->explain(r.refused));
        return;
    }
    const store::RollRecord &rolled = r.rolls.constFirst();
    const QString dice = GmWords::dice(rolled.dice, rolled.result);
    m_result->setText(request.kind == u"incarceration"_s ? dice + u'\n' + incarcerationOutcome(rolled) : dice);
}

void DicePanel::retranslate()
{
    const auto row = [this](QWidget *field, const QString &text, const QString &rule) {
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(field))) {
            label->setText(text);
            label->setBuddy(field);
        }
        field->setToolTip(rule);
    };
    {
        const QString current = m_kind->currentData().toString();
        const QSignalBlocker blocker(m_kind);
        m_kind->clear();
        for (const QString &id : {u"action"_s, u"resistance"_s, u"fortune"_s, u"gather_information"_s, u"engagement"_s,
                                  u"vice"_s, u"incarceration"_s})
            m_kind->addItem(GmWords::rollKind(id), id);
        m_kind->setCurrentIndex(std::max(0, m_kind->findData(current)));
    }
    {
        const QString current = m_position->currentData().toString();
        const QSignalBlocker blocker(m_position);
        m_position->clear();
        m_position->addItem(tr("Controlled"), u"controlled"_s);
        m_position->addItem(tr("Risky"), u"risky"_s);
        m_position->addItem(tr("Desperate"), u"desperate"_s);
        m_position->setCurrentIndex(std::max(0, m_position->findData(current.isEmpty() ? u"risky"_s : current)));
    }
    {
        const QString current = m_effect->currentData().toString();
        const QSignalBlocker blocker(m_effect);
        m_effect->clear();
        m_effect->addItem(tr("Zero"), u"zero"_s);
        m_effect->addItem(tr("Limited"), u"limited"_s);
        m_effect->addItem(tr("Standard"), u"standard"_s);
        m_effect->addItem(tr("Great"), u"great"_s);
        m_effect->addItem(tr("Extreme"), u"extreme"_s);
        m_effect->setCurrentIndex(std::max(0, m_effect->findData(current.isEmpty() ? u"standard"_s : current)));
    }
    row(m_kind, tr("&Roll"), tr("Any roll of the game (A §5)."));
    row(m_crew, tr("&Crew"), tr("The crew whose Tier the incarceration roll uses (C §6.3)."));
    row(m_pool, tr("&Dice"), tr("The rating plus bonus dice; 0 rolls two and keeps the lower (A §5.1)."));
    row(m_position, tr("&Position"), tr("Action rolls: how bad a failure is (A §5.2)."));
    row(m_effect, tr("&Effect"), tr("Action rolls: how much success achieves (A §5.3)."));
    row(m_label, tr("&For"), tr("What the roll is for, as the log will show it."));
    m_roll->setText(tr("Roll the &Dice"));
    m_log->setHeaders({tr("When"), tr("Roll"), tr("For"), tr("Dice"), tr("Rolled"), tr("Result")});
    m_log->setLanguage(m_context->language());
    showOdds();
    followCrew(false);
    fitLog();
}

void DicePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
