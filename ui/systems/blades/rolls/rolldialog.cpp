#include "systems/blades/rolls/rolldialog.h"

#include "models/campaignsession.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/rolls/rollwords.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

RollDialog::RollDialog(SheetEditor *editor, const CharacterState &state, Kind kind, const QString &id, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_state(state), m_kind(kind), m_id(id)
{
    setObjectName(u"rollDialog"_s);
    const store::CampaignStore &store = m_editor->session()->store();
    if (const std::optional<qint64> crewId = blades::crewOf(store, m_state.id)) {
        if (const std::optional<blades::Crew> crew = blades::crew(store, *crewId))
            m_upgrades = blades::completedUpgrades(*crew, m_editor->packFor(crew->rulePack));
    }
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    if (kind == Kind::Action) {
        const blades::Attribute *attribute = pack.attributeOf(id);
        m_offers = blades::bonusDiceOffers(m_state.sheet, m_upgrades, pack, u"action"_s, id, attribute ? attribute->id : QString());
    } else {
        m_offers = blades::bonusDiceOffers(m_state.sheet, m_upgrades, pack, u"resistance"_s, {}, id);
    }
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    build();
    retranslate();
}

void RollDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    fitHeight();
}

void RollDialog::fitHeight()
{
    QLayout *box = layout();
    box->activate();
    const int w = std::max(width(), minimumWidth());
    const int h = box->hasHeightForWidth() ? box->totalHeightForWidth(w) : box->totalSizeHint().height();
    setMinimumHeight(h);
    if (height() < h || width() < w)
        resize(w, std::max(height(), h));
}

void RollDialog::build()
{
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"rollHeading"_s);
    m_heading->setWordWrap(true);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    layout->addWidget(m_heading);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    const auto rowLabel = [this](const QString &key, QWidget *buddy) {
        auto *label = new QLabel(this);
        label->setBuddy(buddy);
        m_rowLabels.insert(key, label);
        return label;
    };
    const auto check = [this](const QString &name) {
        auto *box = new QCheckBox(this);
        box->setObjectName(name);
        connect(box, &QCheckBox::toggled, this, &RollDialog::refresh);
        return box;
    };
    if (m_kind == Kind::Action) {
        m_position = new QComboBox(this);
        m_position->setObjectName(u"rollPosition"_s);
        m_effect = new QComboBox(this);
        m_effect->setObjectName(u"rollEffect"_s);
        m_pushDie = check(u"rollPushDie"_s);
        m_pushEffect = check(u"rollPushEffect"_s);
        m_bargain = check(u"rollBargain"_s);
        m_assistant = new QComboBox(this);
        m_assistant->setObjectName(u"rollAssistant"_s);
        m_assistant->addItem(QString(), QString());
        const store::CampaignStore &store = m_editor->session()->store();
        const std::optional<qint64> crew = blades::crewOf(store, m_state.id);
        for (const store::SheetInfo &info : store.list(u"character"_s)) {
            if (crew && info.crewId == QString::number(*crew) && info.ref.id != QString::number(m_state.id))
                m_assistant->addItem(info.name, info.ref.id);
        }
        m_assistant->setEnabled(m_assistant->count() > 1);
        for (QComboBox *combo : {m_position, m_effect, m_assistant})
            connect(combo, &QComboBox::currentIndexChanged, this, &RollDialog::refresh);
        m_form->addRow(rowLabel(u"position"_s, m_position), m_position);
        m_form->addRow(rowLabel(u"effect"_s, m_effect), m_effect);
        auto *push = new QVBoxLayout;
        push->addWidget(m_pushDie);
        push->addWidget(m_pushEffect);
        m_form->addRow(rowLabel(u"push"_s, m_pushDie), push);
        m_form->addRow(rowLabel(u"bargain"_s, m_bargain), m_bargain);
        m_form->addRow(rowLabel(u"assistant"_s, m_assistant), m_assistant);
    }
    if (!m_offers.isEmpty()) {
        auto *bonuses = new QVBoxLayout;
        for (qsizetype i = 0; i < m_offers.size(); ++i) {
            QCheckBox *box = check(u"rollBonus%1"_s.arg(i));
            bonuses->addWidget(box);
            m_bonuses.append(box);
        }
        m_form->addRow(rowLabel(u"bonuses"_s, m_bonuses.constFirst()), bonuses);
    }
    // A secret roll is the GM's (#19): offered to whoever may write what only the GM writes, as the
    // server's rights say (a campaign file's user is the GM of the table).
    if (const models::CampaignSession *session = m_editor->session(); session && session->store().mayWrite({u"clock"_s, u"secret-roll"_s})) {
        m_secret = new QCheckBox(this);
        m_secret->setObjectName(u"rollSecret"_s);
        m_form->addRow(rowLabel(u"secret"_s, m_secret), m_secret);
    }
    for (QLabel **label : {&m_pool, &m_cost, &m_odds, &m_result_}) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(*label);
    }
    m_pool->setObjectName(u"rollPool"_s);
    m_cost->setObjectName(u"rollCost"_s);
    m_odds->setObjectName(u"rollOdds"_s);
    m_result_->setObjectName(u"rollResult"_s);
    m_result_->setFont(bold);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_roll = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_roll->setObjectName(u"rollDice"_s);
    m_roll->setDefault(true);
    connect(m_roll, &QPushButton::clicked, this, &RollDialog::roll);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
}

void RollDialog::retranslate()
{
    const Language language = m_editor->language();
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    const auto rowLabel = [this](const QString &key, const QString &text) {
        if (QLabel *label = m_rowLabels.value(key))
            label->setText(text);
    };
    if (m_kind == Kind::Action) {
        const blades::Entity *action = pack.action(m_id);
        const QString name = action ? action->name.in(language) : m_id;
        setWindowTitle(tr("Roll %1").arg(name));
        m_heading->setText(tr("%1 rolls %2 (%n dots)", nullptr, m_state.sheet.rating(m_id)).arg(rollerName(), name));
        RollWords::fillPositions(m_position);
        RollWords::fillEffects(m_effect);
        rowLabel(u"position"_s, tr("&Position"));
        m_position->setToolTip(tr("The GM sets how dangerous the action is: how bad a 4/5 or a 1–3 will be. SRD: Action roll."));
        rowLabel(u"effect"_s, tr("&Effect"));
        m_effect->setToolTip(tr("The GM sets how much a success achieves. SRD: Effect."));
        rowLabel(u"push"_s, tr("Pu&sh yourself"));
        m_pushDie->setText(tr("+1d for %n stress", nullptr, pack.numberOr(u"push_stress"_s, 2)));
        m_pushEffect->setText(tr("+1 effect for %n stress", nullptr, pack.numberOr(u"push_stress"_s, 2)));
        m_pushDie->setToolTip(tr("Each push benefit once per action. SRD: Push yourself."));
        m_pushEffect->setToolTip(m_pushDie->toolTip());
        rowLabel(u"bargain"_s, tr("Devil's &bargain"));
        m_bargain->setText(tr("+1d: accept the bargain offered"));
        m_bargain->setToolTip(tr("The bargain happens whatever the roll; never together with a push for +1d. SRD: Devil's bargain."));
        rowLabel(u"assistant"_s, tr("&Assistance"));
        m_assistant->setItemText(0, m_assistant->count() > 1 ? tr("Nobody helps") : tr("No one else in the crew"));
        m_assistant->setToolTip(tr("Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.", nullptr,
                                   pack.numberOr(u"assist_stress"_s, 1)));
    } else {
        const blades::Attribute *attribute = pack.attribute(m_id);
        const QString name = attribute ? attribute->name.in(language) : m_id;
        setWindowTitle(tr("Resist with %1").arg(name));
        m_heading->setText(tr("%1 resists a consequence with %2 (rating %3). Stress taken: 6 minus the highest die; "
                              "a critical clears 1 stress.")
                               .arg(rollerName(), name)
                               .arg(attribute ? blades::attributeRating(m_state.sheet, *attribute) : 0));
    }
    for (qsizetype i = 0; i < m_offers.size(); ++i) {
        const blades::BonusDiceOffer &offer = m_offers.at(i);
        const blades::Ability *ability = pack.ability(offer.owner);
        const blades::Upgrade *upgrade = ability ? nullptr : pack.upgrade(offer.owner);
        const QString owner = ability ? ability->name.in(language) : upgrade ? upgrade->name.in(language) : offer.owner;
        const QString dice = offer.dice >= 0 ? tr("+%1d").arg(offer.dice) : tr("−%1d").arg(-offer.dice);
        m_bonuses.at(i)->setText(tr("%1 %2: %3").arg(dice, owner, offer.condition.in(language)));
        m_bonuses.at(i)->setToolTip(tr("Tick it when this holds for the roll."));
    }
    rowLabel(u"bonuses"_s, tr("Bo&nus dice"));
    if (m_secret) {
        rowLabel(u"secret"_s, tr("Secre&t"));
        m_secret->setText(tr("Only the GM sees this roll"));
        m_secret->setToolTip(tr("The roll goes into the roll log as the GM's own: on a shared campaign no player's "
                                "machine can read it."));
    }
    m_roll->setText(tr("&Roll"));
    refresh();
}

void RollDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

QString RollDialog::rollerName() const
{
    const blades::Character &c = m_state.sheet;
    return c.name.isEmpty() ? c.alias : c.name;
}

QString RollDialog::helperName() const
{
    return m_assistant ? m_assistant->currentText() : QString();
}

} // namespace sw::ui
