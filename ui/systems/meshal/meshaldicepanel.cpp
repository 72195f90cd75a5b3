#include "systems/meshal/meshaldicepanel.h"

#include "models/campaignsession.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalDicePanel::MeshalDicePanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"meshalDicePanel"_s);
    const auto spin = [this](const QString &name, int min, int max, int value) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(min, max);
        box->setValue(value);
        return box;
    };
    m_character = new QComboBox(this);
    m_character->setObjectName(u"meshalRoller"_s);
    m_pool = new QLineEdit(u"强壮"_s, this);
    m_pool->setObjectName(u"meshalPool"_s);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(u"meshalRollMode"_s);
    m_advantages = spin(u"meshalAdvantages"_s, 0, 20, 0);
    m_disadvantages = spin(u"meshalDisadvantages"_s, 0, 20, 0);
    m_holdBack = spin(u"meshalHoldBack"_s, 0, 20, 0);
    m_difficulty = spin(u"meshalDifficulty"_s, 0, 120, 1);
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(u"meshalSeed"_s);
    m_secret = new QCheckBox(this);
    m_secret->setObjectName(u"meshalSecret"_s);
    m_bearing = new QCheckBox(this);
    m_bearing->setObjectName(u"meshalBearing"_s);
    m_odds = new QLabel(this);
    m_odds->setObjectName(u"meshalOdds"_s);
    m_odds->setWordWrap(true);
    m_roll = new QPushButton(this);
    m_roll->setObjectName(u"meshalRoll"_s);
    m_tries = spin(u"meshalTries"_s, 1, 100, 10);
    m_progressive = new QPushButton(this);
    m_progressive->setObjectName(u"meshalProgressive"_s);
    m_opponent = new QLineEdit(u"3"_s, this);
    m_opponent->setObjectName(u"meshalContestPool"_s);
    m_opponentSheet = new QComboBox(this);
    m_opponentSheet->setObjectName(u"meshalContestOpponent"_s);
    m_contestOdds = new QLabel(this);
    m_contestOdds->setObjectName(u"meshalContestOdds"_s);
    m_contestOdds->setWordWrap(true);
    m_contest = new QPushButton(this);
    m_contest->setObjectName(u"meshalRollContest"_s);
    m_result = new QLabel(this);
    m_result->setObjectName(u"meshalResult"_s);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *rollForm = new QFormLayout;
    const auto labelled = [this](QFormLayout *form, QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    };
    labelled(rollForm, m_character);
    labelled(rollForm, m_pool);
    labelled(rollForm, m_mode);
    labelled(rollForm, m_advantages);
    labelled(rollForm, m_disadvantages);
    labelled(rollForm, m_holdBack);
    labelled(rollForm, m_difficulty);
    labelled(rollForm, m_seed);
    rollForm->addRow(m_bearing);
    rollForm->addRow(m_secret);

    m_bearBox = buildBearingBox();
    m_damageBox = new QGroupBox(this);
    m_attacker = new QComboBox(m_damageBox);
    m_attacker->setObjectName(u"meshalAttacker"_s);
    m_weapon = new QComboBox(m_damageBox);
    m_weapon->setObjectName(u"meshalWeapon"_s);
    m_attack = new QLineEdit(u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s, m_damageBox);
    m_attack->setObjectName(u"meshalAttack"_s);
    m_attackRoll = spin(u"meshalAttackRoll"_s, 0, 120, 0);
    m_defence = new QComboBox(m_damageBox);
    m_defence->setObjectName(u"meshalDefence"_s);
    m_defencePoints = spin(u"meshalDefencePoints"_s, 0, 120, 0);
    m_damage = new QPushButton(m_damageBox);
    m_damage->setObjectName(u"meshalApplyDamage"_s);
    auto *damageForm = new QFormLayout(m_damageBox);
    labelled(damageForm, m_attacker);
    labelled(damageForm, m_weapon);
    labelled(damageForm, m_attack);
    labelled(damageForm, m_attackRoll);
    labelled(damageForm, m_defence);
    labelled(damageForm, m_defencePoints);
    damageForm->addRow(m_damage);

    m_restBox = new QGroupBox(this);
    m_restHour = new QPushButton(m_restBox);
    m_restHour->setObjectName(u"meshalRestHour"_s);
    m_fullRest = new QPushButton(m_restBox);
    m_fullRest->setObjectName(u"meshalFullRest"_s);
    auto *restLine = new QHBoxLayout(m_restBox);
    restLine->addWidget(m_restHour);
    restLine->addWidget(m_fullRest);

    m_dayBox = new QGroupBox(this);
    m_dayBox->setObjectName(u"meshalDay"_s);
    m_food = spin(u"meshalFood"_s, 0, 20, 2);
    m_drink = spin(u"meshalDrink"_s, 0, 20, 2);
    m_sleep = new QLineEdit(u"6"_s, m_dayBox);
    m_sleep->setObjectName(u"meshalSleep"_s);
    m_endDay = new QPushButton(m_dayBox);
    m_endDay->setObjectName(u"meshalEndDay"_s);
    auto *dayForm = new QFormLayout(m_dayBox);
    labelled(dayForm, m_food);
    labelled(dayForm, m_drink);
    labelled(dayForm, m_sleep);
    dayForm->addRow(m_endDay);
    m_dayBox->hide(); // shown when the campaign plays with 补给

    m_outcome = new QLabel(this);
    m_outcome->setObjectName(u"meshalOutcome"_s);
    m_outcome->setWordWrap(true);
    m_log = new QListWidget(this);
    m_log->setObjectName(u"meshalRollLog"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(rollForm);
    layout->addWidget(m_odds);
    layout->addWidget(m_roll);
    auto *progressive = new QHBoxLayout;
    progressive->addWidget(m_progressive, 1);
    progressive->addWidget(m_tries);
    layout->addLayout(progressive);
    auto *contestForm = new QFormLayout;
    labelled(contestForm, m_opponent);
    labelled(contestForm, m_opponentSheet);
    layout->addLayout(contestForm);
    layout->addWidget(m_contestOdds);
    layout->addWidget(m_contest);
    layout->addWidget(m_result);
    layout->addWidget(m_bearBox);
    layout->addWidget(m_damageBox);
    layout->addWidget(m_restBox);
    layout->addWidget(m_dayBox);
    layout->addWidget(m_outcome);
    layout->addWidget(m_log, 1);

    connect(m_character, &QComboBox::currentIndexChanged, this, &MeshalDicePanel::showBearing);
    connect(m_character, &QComboBox::currentIndexChanged, this, &MeshalDicePanel::showOdds);
    connect(m_attacker, &QComboBox::currentIndexChanged, this, &MeshalDicePanel::fillWeapons);
    connect(m_attack, &QLineEdit::textEdited, this, [this] { m_weapon->setCurrentIndex(0); }); // written out now
    connect(m_pool, &QLineEdit::textChanged, this, &MeshalDicePanel::showOdds);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &MeshalDicePanel::showOdds);
    connect(m_weapon, &QComboBox::activated, this, [this] {
        if (!m_weapon->currentData().toString().isEmpty())
            m_attack->setText(m_weapon->currentData().toString());
    });
    for (QSpinBox *box : {m_advantages, m_disadvantages, m_holdBack, m_difficulty})
        connect(box, &QSpinBox::valueChanged, this, &MeshalDicePanel::showOdds);
    connect(m_bearing, &QCheckBox::toggled, this, &MeshalDicePanel::showOdds);
    connect(m_roll, &QPushButton::clicked, this, &MeshalDicePanel::roll);
    connect(m_progressive, &QPushButton::clicked, this, &MeshalDicePanel::rollProgressive);
    connect(m_contest, &QPushButton::clicked, this, &MeshalDicePanel::rollContest);
    connect(m_opponent, &QLineEdit::textChanged, this, &MeshalDicePanel::showContestOdds);
    connect(m_opponentSheet, &QComboBox::currentIndexChanged, this, &MeshalDicePanel::showContestOdds);
    connect(m_damage, &QPushButton::clicked, this, &MeshalDicePanel::applyDamage);
    connect(m_restHour, &QPushButton::clicked, this, &MeshalDicePanel::restHour);
    connect(m_fullRest, &QPushButton::clicked, this, &MeshalDicePanel::fullRest);
    connect(m_endDay, &QPushButton::clicked, this, &MeshalDicePanel::endDay);
    retranslate();
}

MeshalDicePanel::~MeshalDicePanel() = default;

void MeshalDicePanel::setEditor(MeshalEditor *editor)
{
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (editor) {
        connect(editor, &MeshalEditor::languageChanged, this, &MeshalDicePanel::retranslate);
        connect(editor, &MeshalEditor::contentChanged, this, &MeshalDicePanel::retranslate); // the weapons
        connect(editor, &MeshalEditor::profileChanged, this, &MeshalDicePanel::showModules);
        if (models::CampaignSession *session = editor->session()) {
            connect(session, &models::CampaignSession::sheetsChanged, this, [this] { fillCharacters(); fillLog(); });
            connect(session, &models::CampaignSession::sheetsReset, this, [this] { fillCharacters(); fillLog(); });
        }
    }
    retranslate(); // the defence names and the content's weapons come from the editor
    showModules();
    fillLog();
}

void MeshalDicePanel::showModules()
{
    m_dayBox->setVisible(m_editor && m_editor->pack().moduleOn(u"replenishing"_s));
}

void MeshalDicePanel::selectCharacter(qint64 id)
{
    m_character->setCurrentIndex(std::max(0, m_character->findData(id)));
}

void MeshalDicePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MeshalDicePanel::retranslate()
{
    const QStringList words{tr("&Character"), tr("&Pool"), tr("Count a&s"), tr("&Advantages"), tr("Disad&vantages"), tr("Hold &back to"),
                            tr("Diffic&ulty"), tr("S&eed"), tr("Attacker"), tr("&Weapon"), tr("A&ttack"), tr("Attack ro&ll"), tr("Defe&nce"),
                            tr("Defence p&oints"), tr("&Meals eaten"), tr("Drin&ks drunk"), tr("Hours &you slept, each time"),
                            tr("Contest a&gainst"), tr("Opponent's sheet")};
    for (int i = 0; i < m_labels.size() && i < words.size(); ++i)
        m_labels.at(i)->setText(words.at(i));
    m_pool->setToolTip(tr("The dice as the rulebook counts them: 4, 强壮+3, 活力+精神, 活力/精神孰低 (the whole notation with 🎲 or 🎲+ works too)"));
    {
        const QSignalBlocker block(m_mode);
        const int mode = std::max(0, m_mode->currentIndex());
        m_mode->clear();
        m_mode->addItem(tr("Points (1 → 1, 2 → 2, else 0)"));
        m_mode->addItem(tr("Face total"));
        m_mode->setCurrentIndex(mode);
    }
    m_attacker->setToolTip(tr("Whose weapon makes the attack: one equipped or natural weapon of that sheet (rule 45)"));
    m_holdBack->setSpecialValueText(tr("all dice"));
    m_seed->setPlaceholderText(tr("a new seed"));
    m_secret->setText(tr("Secret (host only)"));
    m_bearing->setText(tr("Bearing or borne (3 disadvantages)"));
    m_bearing->setToolTip(tr("背负: the bearer and the creature borne roll with 3 disadvantages, and the bearer moves at half speed (rule 62, L775)"));
    m_secret->setToolTip(tr("The roll goes to the log marked secret; on a shared campaign the players do not see it"));
    m_roll->setText(tr("&Roll"));
    m_progressive->setText(tr("Roll Unt&il Above"));
    m_opponent->setToolTip(tr("The other side's dice in a contest, e.g. 3, 4🎲+ or 强壮+2 with the opponent's sheet (L118)"));
    m_opponentSheet->setToolTip(tr("Whose attribute dice the other side's pool counts (强壮, 活力, 精神)"));
    m_contest->setText(tr("Roll Contest"));
    m_contest->setToolTip(tr("Both sides roll; the higher result wins, a tie is the host's to settle (L118)"));
    m_progressive->setToolTip(tr("A progressive attempt: the rolls add up until the sum is above the difficulty (L116)"));
    m_tries->setPrefix(tr("at most "));
    m_tries->setSuffix(tr(" rolls"));
    m_damageBox->setTitle(tr("Damage"));
    m_attack->setToolTip(tr("An attack in the rulebook's notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"));
    m_damage->setText(tr("Apply &Damage"));
    m_restBox->setTitle(tr("Rest"));
    m_restHour->setText(tr("Rest One &Hour"));
    m_fullRest->setText(tr("&Full Rest"));
    m_dayBox->setTitle(tr("Supplies (a day)"));
    m_sleep->setToolTip(tr("Hours asleep each time, e.g. 4,2; a time shorter than an hour does not count (L1077)"));
    m_endDay->setText(tr("Start the Ne&xt Day"));
    m_endDay->setToolTip(tr("Each need unmet takes a die: hunger Might, thirst Energy, too little sleep Spirit; they come back one per full rest (rule 61)"));
    const int defence = std::max(0, m_defence->currentIndex());
    m_defence->clear();
    m_defence->addItem(tr("no defence"), QString());
    for (const QString &id : {u"parry"_s, u"dodge"_s, u"resist"_s})
        m_defence->addItem(m_editor ? m_editor->word(u"defence."_s + id) : id, id);
    m_defence->setCurrentIndex(defence);
    retranslateBearing();
    fillCharacters();
}

void MeshalDicePanel::fillCharacters()
{
    const qint64 keep = rollerId();
    const QSignalBlocker block(m_character);
    m_character->clear();
    m_character->addItem(tr("(no character)"), qint64(0));
    if (m_editor && m_editor->session()) {
        for (const auto &[id, c] : meshal::characters(m_editor->session()->store()))
            m_character->addItem(c.name, id);
    }
    m_character->setCurrentIndex(std::max(0, m_character->findData(keep)));
    {
        const qint64 other = m_opponentSheet->currentData().toLongLong();
        const QSignalBlocker blockOther(m_opponentSheet);
        m_opponentSheet->clear();
        for (int i = 0; i < m_character->count(); ++i)
            m_opponentSheet->addItem(m_character->itemText(i), m_character->itemData(i));
        m_opponentSheet->setCurrentIndex(std::max(0, m_opponentSheet->findData(other)));
    }
    // The same characters to take up (rule 62) and to attack with (rule 45).
    for (QComboBox *box : {m_borne, m_attacker}) {
        const qint64 kept = box->currentData().toLongLong();
        const QSignalBlocker blockBox(box);
        box->clear();
        for (int i = 0; i < m_character->count(); ++i)
            box->addItem(m_character->itemText(i), m_character->itemData(i));
        box->setCurrentIndex(std::max(0, box->findData(kept)));
    }
    fillWeapons();
    showBearing();
    showOdds();
}

} // namespace sw::ui
