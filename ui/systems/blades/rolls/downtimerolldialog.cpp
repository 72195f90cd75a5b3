// DowntimeRollDialog: the vice roll and the recovery roll from the sheet, through the GM table's
// downtime activity (C §8.6, §8.8), with the exact odds first.
#include "systems/blades/rolls/downtimerolldialog.h"
#include "common/undolabel.h"

#include "models/campaignsession.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/gm/gmwords.h"
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/rolls/rollwords.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/crewrecords.h"
#include "systems/blades/wizards/wizardsupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

// A click on the watched label opens the roll, and so does R on the field it labels (its buddy),
// the keyboard's way in as on the action dots.
class OpenOnClick : public QObject
{
public:
    OpenOnClick(QWidget *watched, std::function<void()> open) : QObject(watched), m_open(std::move(open))
    {
        watched->installEventFilter(this);
        watched->setCursor(Qt::PointingHandCursor);
        if (auto *label = qobject_cast<QLabel *>(watched); label && label->buddy())
            label->buddy()->installEventFilter(this);
    }
    bool eventFilter(QObject *, QEvent *event) override
    {
        const bool click = event->type() == QEvent::MouseButtonRelease
                           && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton;
        const auto *key = event->type() == QEvent::KeyPress ? static_cast<QKeyEvent *>(event) : nullptr;
        const bool r = key && key->key() == Qt::Key_R && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        if (!click && !r)
            return false;
        m_open();
        return true;
    }

private:
    std::function<void()> m_open;
};

blades::Treatment treatmentOf(const QString &id)
{
    return id == u"self"_s ? blades::Treatment::SelfTreatment
           : id == u"untreated"_s ? blades::Treatment::Untreated : blades::Treatment::Healer;
}

} // namespace

void DowntimeRollDialog::openOnClick(QWidget *label, std::function<void()> open)
{
    new OpenOnClick(label, std::move(open));
}

DowntimeRollDialog::DowntimeRollDialog(SheetEditor *editor, const CharacterState &state, Kind kind, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_state(state), m_kind(kind)
{
    setObjectName(u"downtimeRollDialog"_s);
    const store::CampaignStore &store = m_editor->session()->store();
    if (const std::optional<qint64> crew = blades::crewOf(store, m_state.id)) {
        if (const std::optional<blades::Downtime> open = blades::openDowntime(store, *crew))
            m_downtime = open->id;
    }
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
    build();
    retranslate();
}

void DowntimeRollDialog::build()
{
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"rollHeading"_s);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    const auto added = [this](QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_form->addRow(label, field);
        return label;
    };
    if (m_kind == Kind::Recover) {
        m_treatment = new QComboBox(this);
        m_treatment->setObjectName(u"rollTreatment"_s);
        m_treatmentLabel = added(m_treatment);
        m_healer = new QSpinBox(this);
        m_healer->setObjectName(u"rollHealer"_s);
        m_healer->setRange(0, 6);
        m_healer->setValue(1);
        m_healerLabel = added(m_healer);
        connect(m_treatment, &QComboBox::currentIndexChanged, this, &DowntimeRollDialog::refresh);
        connect(m_healer, &QSpinBox::valueChanged, this, &DowntimeRollDialog::refresh);
    } else {
        m_overindulgence = new QComboBox(this);
        m_overindulgence->setObjectName(u"rollOverindulgence"_s);
        m_overLabel = added(m_overindulgence);
    }
    m_helped = new QCheckBox(this);
    m_helped->setObjectName(u"rollHelped"_s);
    m_form->addRow(QString(), m_helped);
    connect(m_helped, &QCheckBox::toggled, this, &DowntimeRollDialog::refresh);
    for (QLabel **label : {&m_pool, &m_odds, &m_result_}) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(*label);
    }
    m_pool->setObjectName(u"rollPool"_s);
    m_odds->setObjectName(u"rollOdds"_s);
    m_result_->setObjectName(u"rollResult"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_roll = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_roll->setObjectName(u"rollDice"_s);
    m_roll->setDefault(true);
    connect(m_roll, &QPushButton::clicked, this, &DowntimeRollDialog::roll);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addStretch(1);
    layout->addWidget(buttons);
}

void DowntimeRollDialog::retranslate()
{
    const Language language = m_editor->language();
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    if (m_kind == Kind::Vice) {
        setWindowTitle(tr("Indulge vice"));
        const blades::Entity *vice = nullptr;
        for (const blades::Entity &v : pack.vices)
            vice = v.id == m_state.sheet.vice ? &v : vice;
        m_heading->setText(tr("%1 indulges their vice (%2) in downtime: dice equal to the lowest attribute rating; the "
                              "highest die clears that much stress, and more than the %3 stress marked overindulges.")
                               .arg(name(), vice ? vice->name.in(language) : tr("no vice chosen"))
                               .arg(m_state.sheet.stress));
        m_overLabel->setText(tr("If they &overindulge"));
        m_overindulgence->setToolTip(tr("The player picks what happens if the roll clears more stress than was marked. SRD: Overindulgence."));
        const QString current = m_overindulgence->currentData().toString();
        const QSignalBlocker blocker(m_overindulgence);
        m_overindulgence->clear();
        for (const blades::Entity &e : wizard::documentEntities(pack, u"score.json"_s, u"downtime/vice/overindulgences"_s))
            m_overindulgence->addItem(e.name.in(language), e.id);
        m_overindulgence->setCurrentIndex(std::max(0, m_overindulgence->findData(current)));
    } else {
        setWindowTitle(tr("Recover"));
        m_heading->setText(tr("%1 recovers in downtime: the healer rolls, and the result marks segments on the healing "
                              "clock (%2 of %3 marked); a full clock lowers every harm one level.")
                               .arg(name())
                               .arg(m_state.sheet.healing)
                               .arg(m_state.limits.healingClock));
        m_treatmentLabel->setText(tr("T&reatment"));
        m_healerLabel->setText(tr("&Healer's dice"));
        m_healer->setToolTip(tr("The healer's Tinker rating, or the quality of an NPC healer."));
        const QString current = m_treatment->currentData().toString();
        const QSignalBlocker blocker(m_treatment);
        m_treatment->clear();
        m_treatment->addItem(tr("A healer rolls"), u"healer"_s);
        m_treatment->addItem(tr("Treats themself (Physicker: 2 stress)"), u"self"_s);
        m_treatment->addItem(tr("Untreated (0d, 1 stress)"), u"untreated"_s);
        m_treatment->setCurrentIndex(std::max(0, m_treatment->findData(current)));
    }
    m_helped->setText(tr("A friend or contact helps (+1d)"));
    m_roll->setText(tr("&Roll"));
    refresh();
}

void DowntimeRollDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

QString DowntimeRollDialog::name() const
{
    return m_state.sheet.name.isEmpty() ? m_state.sheet.alias : m_state.sheet.name;
}

int DowntimeRollDialog::pool() const
{
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    const int helped = m_helped->isChecked() ? 1 : 0;
    if (m_kind == Kind::Vice)
        return blades::viceDice(m_state.sheet, pack) + helped;
    const blades::Treatment how = treatmentOf(m_treatment->currentData().toString());
    return blades::recoveryDice(m_healer->value() + helped, pack, how);
}

gm::ActivityRequest DowntimeRollDialog::request() const
{
    gm::ActivityRequest r;
    r.character = QString::number(m_state.id);
    r.bonusDice = m_helped->isChecked() ? 1 : 0;
    if (m_kind == Kind::Vice) {
        r.activity = u"indulge_vice"_s;
        r.overindulgence = m_overindulgence->currentData().toString();
    } else {
        r.activity = u"recover"_s;
        r.treatment = m_treatment->currentData().toString();
        r.healerPool = m_healer->value();
    }
    return r;
}

void DowntimeRollDialog::refresh()
{
    const blades::RulePack &pack = m_editor->packFor(m_state.sheet.rulePack);
    const int dice = pool();
    if (m_healer)
        m_healer->setEnabled(m_treatment->currentData().toString() != u"untreated"_s);
    m_pool->setText(tr("Pool: %n dice.", nullptr, std::max(0, dice)));
    QString odds = RollWords::exactOdds(dice);
    if (m_kind == Kind::Vice) {
        odds += u'\n' + tr("Overindulges (highest die over %1 stress): %2")
                            .arg(m_state.sheet.stress)
                            .arg(RollWords::fraction(blades::overindulgeChance(dice, m_state.sheet.stress)));
    } else {
        using rules::RollResult;
        odds += u'\n' + tr("Healing segments: 1–3: %1 · 4/5: %2 · 6: %3 · critical: %4")
                            .arg(blades::ticksByResult(RollResult::Bad, pack))
                            .arg(blades::ticksByResult(RollResult::Partial, pack))
                            .arg(blades::ticksByResult(RollResult::Success, pack))
                            .arg(blades::ticksByResult(RollResult::Critical, pack));
    }
    m_odds->setText(odds);
    m_odds->setToolTip(tr("Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice."));
    if (m_downtime.isEmpty())
        m_result_->setText(tr("This is a downtime activity: start the crew's downtime (GM menu) to roll it."));
    m_roll->setEnabled(!m_downtime.isEmpty() && !m_result.ok);
}

void DowntimeRollDialog::roll()
{
    models::CampaignSession *session = m_editor->session();
    if (!session || m_result.ok || m_downtime.isEmpty())
        return;
    const gm::ActivityRequest r = request();
    const QString label = m_kind == Kind::Vice ? SW_TR_LABEL("Indulge vice (%1)").arg(name()) : SW_TR_LABEL("Recover (%1)").arg(name());
    m_editor->push(label, [&](store::CampaignStore &store) {
        gm::GmTable table(store, m_editor->pack(), m_editor->random(), blades::sheetPacks(*session));
        m_result = table.performActivity(m_downtime, r);
        store::Receipt receipt;
        receipt.ok = m_result.ok;
        receipt.batch = m_result.batch;
        receipt.error = m_result.ok || !m_result.error.isEmpty() ? m_result.error : m_editor->explain(m_result.refused);
        receipt.sheets = m_result.sheets;
        receipt.sheet = m_result.sheets.value(0);
        return receipt;
    });
    if (!m_result.ok) {
        m_result_->setText(m_result.refused.isEmpty() ? m_result.error : m_editor->explain(m_result.refused));
        return;
    }
    // The heading shows the sheet as the roll left it (stress, healing clock).
    if (const std::optional<blades::Character> after = blades::character(session->store(), m_state.id)) {
        m_state.sheet = *after;
        retranslate();
    }
    const std::optional<blades::Downtime> downtime = blades::downtime(session->store(), m_downtime);
    const blades::DowntimeActivity done = downtime && !downtime->activities.isEmpty() ? downtime->activities.constLast()
                                                                                     : blades::DowntimeActivity{};
    QString meaning;
    if (m_kind == Kind::Vice) {
        meaning = tr("%n stress cleared.", nullptr, done.value);
        if (!done.choice.isEmpty()) {
            const int i = m_overindulgence->findData(done.choice);
            meaning += u' ' + tr("Overindulged: %1.").arg(i >= 0 ? m_overindulgence->itemText(i) : done.choice);
        }
    } else {
        meaning = tr("%n healing segment(s) marked.", nullptr, done.value);
    }
    const store::RollRecord &rolled = m_result.rolls.constFirst();
    m_result_->setText(GmWords::dice(rolled.dice, rolled.result) + u'\n' + meaning);
    m_roll->setEnabled(false);
}

} // namespace sw::ui
