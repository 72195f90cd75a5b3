#include "systems/blades/gm/scoreendingform.h"

#include "systems/blades/procedures/score.h"
#include "systems/blades/gm/gmcontext.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

QString signedNumber(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

} // namespace

ScoreEndingForm::ScoreEndingForm(GmContext *context, QWidget *parent) : QWidget(parent), m_context(context)
{
    m_form = new QFormLayout(this);
    m_outcome = new QComboBox(this);
    m_outcome->setObjectName(u"endOutcome"_s);
    m_coinBand = new QComboBox(this);
    m_coinBand->setObjectName(u"endCoinBand"_s);
    m_extraCoin = new QSpinBox(this);
    m_extraCoin->setObjectName(u"endExtraCoin"_s);
    m_extraCoin->setRange(0, 99);
    m_quiet = new QCheckBox(this);
    m_quiet->setObjectName(u"endQuiet"_s);
    m_heatProfile = new QComboBox(this);
    m_heatProfile->setObjectName(u"endHeatProfile"_s);
    m_highProfile = new QCheckBox(this);
    m_highProfile->setObjectName(u"endHighProfile"_s);
    m_hostileTurf = new QCheckBox(this);
    m_hostileTurf->setObjectName(u"endHostileTurf"_s);
    m_killing = new QCheckBox(this);
    m_killing->setObjectName(u"endKilling"_s);
    m_heatAdjust = new QSpinBox(this);
    m_heatAdjust->setObjectName(u"endHeatAdjust"_s);
    m_heatAdjust->setRange(-9, 9);
    m_war = new QLabel(this);
    m_war->setObjectName(u"endWar"_s);
    m_war->setWordWrap(true);
    m_statusFaction = new QComboBox(this);
    m_statusFaction->setObjectName(u"statusFaction"_s);
    m_statusDelta = new QSpinBox(this);
    m_statusDelta->setObjectName(u"statusDelta"_s);
    m_statusDelta->setRange(-2, 1);
    m_statusDelta->setValue(-1);
    m_addStatus = new QPushButton(this);
    m_addStatus->setObjectName(u"addStatusChange"_s);
    m_statusList = new QListWidget(this);
    m_statusList->setObjectName(u"statusChanges"_s);
    m_statusList->setMaximumHeight(90);
    m_preview = new QLabel(this);
    m_preview->setObjectName(u"endPreview"_s);
    m_preview->setWordWrap(true);
    QFont bold = m_preview->font();
    bold.setBold(true);
    m_preview->setFont(bold);

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_statusFaction, 1);
    statusRow->addWidget(m_statusDelta);
    statusRow->addWidget(m_addStatus);
    auto *heatMods = new QHBoxLayout;
    heatMods->addWidget(m_highProfile);
    heatMods->addWidget(m_hostileTurf);
    heatMods->addWidget(m_killing);
    heatMods->addStretch();

    m_form->addRow(new QLabel(this), m_outcome);
    m_form->addRow(new QLabel(this), m_coinBand);
    m_form->addRow(new QLabel(this), m_extraCoin);
    m_coinToLabel = new QLabel(this);
    m_coinTo = new QWidget(this);
    m_coinToForm = new QFormLayout(m_coinTo);
    m_coinToForm->setContentsMargins(0, 0, 0, 0);
    m_form->addRow(m_coinToLabel, m_coinTo);
    m_form->addRow(new QLabel(this), m_quiet);
    m_form->addRow(new QLabel(this), m_heatProfile);
    m_heatModsLabel = new QLabel(this);
    m_form->addRow(m_heatModsLabel, heatMods);
    m_form->addRow(new QLabel(this), m_heatAdjust);
    m_form->addRow(new QLabel(this), m_war);
    m_statusLabel = new QLabel(this);
    m_form->addRow(m_statusLabel, statusRow);
    m_form->addRow(new QLabel(this), m_statusList);
    m_form->addRow(m_preview);

    for (QComboBox *box : {m_outcome, m_coinBand, m_heatProfile})
        connect(box, &QComboBox::currentIndexChanged, this, &ScoreEndingForm::updatePreview);
    for (QSpinBox *spin : {m_extraCoin, m_heatAdjust})
        connect(spin, &QSpinBox::valueChanged, this, &ScoreEndingForm::updatePreview);
    for (QCheckBox *check : {m_quiet, m_highProfile, m_hostileTurf, m_killing})
        connect(check, &QCheckBox::toggled, this, &ScoreEndingForm::updatePreview);
    connect(m_addStatus, &QPushButton::clicked, this, &ScoreEndingForm::addStatusChange);
    connect(m_statusList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_statusChanges.remove(item->data(Qt::UserRole).toString());
        showStatusChanges();
    });
    retranslate();
}

void ScoreEndingForm::setScore(const blades::Score &score)
{
    m_score = score;
    m_crew.reset();
    if (m_context->session())
        m_crew = blades::crew(m_context->session()->store(), score.crew.toLongLong());
    m_statusChanges.clear();
    if (!score.targetFaction.isEmpty())
        m_statusChanges.insert(score.targetFaction, -1); // the usual cost of hitting a faction (B §7.3)
    fill();
    fillMembers();
    showStatusChanges();
    updatePreview();
}

void ScoreEndingForm::fillMembers()
{
    while (m_coinToForm->rowCount() > 0)
        m_coinToForm->removeRow(0);
    if (!m_context->ready())
        return;
    for (qint64 id : m_context->members(m_score.crew.toLongLong())) {
        const auto pc = blades::character(m_context->session()->store(), id);
        if (!pc)
            continue;
        auto *spin = new QSpinBox(m_coinTo);
        spin->setObjectName(u"coinTo_"_s + QString::number(id));
        spin->setRange(0, 99);
        spin->setToolTip(tr("Payoff coin handed to this scoundrel; the rest goes to the crew's lair (C §4.2)."));
        m_coinToForm->addRow(pc->name, spin);
    }
}

gm::ScoreEnding ScoreEndingForm::ending() const
{
    gm::ScoreEnding e;
    e.outcome = m_outcome->currentData().toString();
    e.coinBand = m_coinBand->currentData().toString();
    e.extraCoin = m_extraCoin->value();
    e.quiet = m_quiet->isChecked();
    e.heatProfile = m_heatProfile->currentData().toString();
    e.highProfile = m_highProfile->isChecked();
    e.hostileTurf = m_hostileTurf->isChecked();
    e.killing = m_killing->isChecked();
    e.heatAdjustment = m_heatAdjust->value();
    e.statusChanges = m_statusChanges;
    for (QSpinBox *spin : m_coinTo->findChildren<QSpinBox *>()) {
        if (spin->value() > 0)
            e.coinToMembers.insert(spin->objectName().mid(7), spin->value());
    }
    return e;
}

void ScoreEndingForm::fill()
{
    if (!m_context->ready())
        return;
    const blades::RulePack &pack = m_context->pack();
    const Language lang = m_context->language();
    const auto refill = [&](QComboBox *box, const QList<blades::Entity> &entries, const QString &fallback) {
        const QString current = box->currentData().toString();
        const QSignalBlocker blocker(box);
        box->clear();
        for (const blades::Entity &e : entries) {
            box->addItem(e.name.in(lang), e.id);
            box->setItemData(box->count() - 1, e.summary.in(lang), Qt::ToolTipRole);
        }
        box->setCurrentIndex(std::max(0, box->findData(current.isEmpty() ? fallback : current)));
    };
    {
        const QString current = m_coinBand->currentData().toString();
        const QSignalBlocker blocker(m_coinBand);
        m_coinBand->clear();
        m_coinBand->addItem(tr("No coin"), QString());
        for (const blades::Entity &e : wizard::documentEntities(pack, u"score.json"_s, u"payoff/coin"_s)) {
            m_coinBand->addItem(e.name.in(lang), e.id);
            m_coinBand->setItemData(m_coinBand->count() - 1, e.summary.in(lang), Qt::ToolTipRole);
        }
        m_coinBand->setCurrentIndex(std::max(0, m_coinBand->findData(current.isEmpty() ? u"standard_score"_s : current)));
    }
    refill(m_heatProfile, wizard::documentEntities(pack, u"score.json"_s, u"heat/profiles"_s), u"contained"_s);
    {
        const QString current = m_statusFaction->currentData().toString();
        const QSignalBlocker blocker(m_statusFaction);
        m_statusFaction->clear();
        for (const blades::Faction &f : blades::factions(m_context->session()->store())) {
            QString name = f.name;
            for (const blades::ExampleFaction &e : pack.factions) {
                if (name.isEmpty() && e.id == f.id)
                    name = e.name.in(lang);
            }
            m_statusFaction->addItem(name.isEmpty() ? f.id : name, f.id);
        }
        m_statusFaction->setCurrentIndex(std::max(0, m_statusFaction->findData(current)));
    }
}

void ScoreEndingForm::addStatusChange()
{
    const QString id = m_statusFaction->currentData().toString();
    if (id.isEmpty())
        return;
    m_statusChanges.insert(id, m_statusDelta->value());
    showStatusChanges();
}

void ScoreEndingForm::showStatusChanges()
{
    m_statusList->clear();
    for (auto it = m_statusChanges.cbegin(); it != m_statusChanges.cend(); ++it) {
        const int row = m_statusFaction->findData(it.key());
        const QString name = row >= 0 ? m_statusFaction->itemText(row) : it.key();
        int before = m_crew ? m_crew->factionStatus.value(it.key()) : 0;
        const int after = std::clamp(before + it.value(), -3, 3);
        auto *item = new QListWidgetItem(tr("%1: %2 (status %3 → %4)").arg(name, signedNumber(it.value()), signedNumber(before), signedNumber(after)));
        if (after <= blades::kWarStatus)
            item->setText(item->text() + u"  "_s + tr("— war!"));
        item->setData(Qt::UserRole, it.key());
        item->setToolTip(tr("Double-click to drop this change."));
        m_statusList->addItem(item);
    }
}

void ScoreEndingForm::updatePreview()
{
    if (!m_context->ready())
        return;
    const blades::RulePack &pack = m_context->pack();
    const gm::ScoreEnding e = ending();
    blades::ScorePayoffInput in;
    in.crewTier = m_crew ? blades::effectiveStanding(*m_crew, pack).tier : 0; // B §1.8: at war, the war's Tier
    in.targetTier = m_score.targetTier;
    in.completelyQuiet = e.quiet;
    in.givenUp = e.outcome == u"given_up"_s;
    in.coinBand = in.givenUp ? QString() : e.coinBand;
    in.extraCoin = in.givenUp ? 0 : e.extraCoin;
    blades::Payoff pay;
    try {
        pay = blades::payoff(in, pack);
    } catch (const std::invalid_argument &) {
        pay = {};
    }
    if (e.outcome == u"failure"_s)
        pay.rep = 0;
    blades::HeatModifiers mods;
    mods.highProfile = e.highProfile;
    mods.hostileTurf = e.hostileTurf;
    mods.atWar = m_crew && blades::atWar(*m_crew);
    mods.killing = e.killing;
    mods.adjustment = e.heatAdjustment;
    int heat = 0;
    try {
        heat = e.heatProfile.isEmpty() ? 0 : blades::heatAfterScore(e.heatProfile, mods, pack);
    } catch (const std::invalid_argument &) {
        heat = 0;
    }
    m_rep = pay.rep;
    m_coin = pay.coin;
    m_heat = heat;
    const blades::WarEffects war = m_crew ? blades::warEffects(*m_crew, pack) : blades::WarEffects{};
    m_war->setVisible(war.atWar);
    m_war->setText(tr("At war: +%1 heat from the war is added automatically (B §1.8).").arg(war.heatPerScore));
    m_preview->setText(tr("The crew gains %1 rep and %2 coin, and takes %3 heat.").arg(pay.rep).arg(pay.coin).arg(heat));
}

void ScoreEndingForm::retranslate()
{
    const auto row = [this](QWidget *field, const QString &text, const QString &rule) {
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(field)))
        {
            label->setText(text);
            label->setBuddy(field);
        }
        field->setToolTip(rule);
    };
    {
        const QString current = m_outcome->currentData().toString();
        const QSignalBlocker blocker(m_outcome);
        m_outcome->clear();
        m_outcome->addItem(tr("Success"), u"success"_s);
        m_outcome->addItem(tr("Failure"), u"failure"_s);
        m_outcome->addItem(tr("Given up"), u"given_up"_s);
        m_outcome->setCurrentIndex(std::max(0, m_outcome->findData(current)));
    }
    row(m_outcome, tr("&Outcome"), tr("A failed or abandoned score earns no rep; heat and entanglements still come (C §1.7)."));
    row(m_coinBand, tr("&Coin"), tr("The payoff band of the score (C §4.2)."));
    row(m_extraCoin, tr("E&xtra coin"), tr("Claim bonuses, or coin above the top band."));
    m_quiet->setText(tr("Completely &quiet (no rep)"));
    m_quiet->setToolTip(tr("No one knows the crew did it: no rep (C §4.1)."));
    row(m_heatProfile, tr("&Heat profile"), tr("How loud the score was: 0, 2, 4 or 6 heat (C §5.1)."));
    m_highProfile->setText(tr("High-profile &target"));
    m_highProfile->setToolTip(tr("+1 heat (C §5.1)."));
    m_hostileTurf->setText(tr("Hostile t&urf"));
    m_hostileTurf->setToolTip(tr("+1 heat (C §5.1)."));
    m_killing->setText(tr("&Killing"));
    m_killing->setToolTip(tr("Bodies draw attention: +2 heat (C §5.1)."));
    row(m_heatAdjust, tr("Heat &adjustment"), tr("Other sources: Cover Operation −2, Death veil …"));
    m_coinToLabel->setText(tr("Coin handed out"));
    m_addStatus->setText(tr("Add &status change"));
    m_statusFaction->setToolTip(tr("A faction the score helped or hurt (B §7.3)."));
    m_statusDelta->setToolTip(tr("+1 helped, −1 hurt, −2 hurt badly."));
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_statusList)))
        label->setText(tr("Status changes"));
    m_heatModsLabel->setText(tr("Heat modifiers"));
    m_statusLabel->setText(tr("Factions helped or hurt"));
    fill();
    showStatusChanges();
    updatePreview();
}

void ScoreEndingForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
